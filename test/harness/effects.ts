/**
 * Active-effect change application with dnd5e 5.3.3's rules over Foundry's (V13 numeric `mode`,
 * V14 string `type` + `phase`). See `module/documents/active-effect.mjs` and schema.json →
 * activeEffect. One engine serves both generations: a V13 change is read as its V14 type, so the
 * same effect in either shape gives the same prepared data.
 */
import type { HooksRegistry } from "./hooks";
import {
  fieldKind,
  lookupField,
  initialValue,
  type FieldDef,
  type ModelName,
  type SchemaContext,
} from "./schema-defaults";
import { getProperty, isPlainObject, setProperty, deepClone, type Obj } from "./utils";
import { Roll } from "./dice";
import { shimFields6x } from "./schema-6x";
import { applyAdvantage, applyLegacy, parseOrString, resolveMode } from "./effects-legacy";

export { resolveMode };

export const ACTIVE_EFFECT_MODES = {
  CUSTOM: 0,
  MULTIPLY: 1,
  ADD: 2,
  DOWNGRADE: 3,
  UPGRADE: 4,
  OVERRIDE: 5,
} as const;
export type EffectMode = (typeof ACTIVE_EFFECT_MODES)[keyof typeof ACTIVE_EFFECT_MODES];
export type ChangeType = "custom" | "multiply" | "add" | "subtract" | "downgrade" | "upgrade" | "override";
export type ChangePhase = "initial" | "final";

/** V14 default priorities per type (FACTS.md); equal to V13's mode × 10 for the shared types. */
export const TYPE_PRIORITY: Record<ChangeType, number> = {
  custom: 0,
  multiply: 10,
  add: 20,
  subtract: 20,
  downgrade: 30,
  upgrade: 40,
  override: 50,
};

export const MODE_TO_TYPE: Record<number, ChangeType> = {
  0: "custom",
  1: "multiply",
  2: "add",
  3: "downgrade",
  4: "upgrade",
  5: "override",
};

/** A V13 change as stored on `effect.changes`. */
export interface ChangeDataV13 {
  key: string;
  value: string;
  mode: number;
  priority?: number | null;
}

/** A V14 change as stored on `effect.system.changes`. */
export interface ChangeDataV14 {
  key: string;
  value: string;
  type: ChangeType;
  phase: ChangePhase;
  priority?: number | null;
}

/** A change being applied: V14 vocabulary, plus the effect it came from. */
export interface AppliedChange {
  key: string;
  value: unknown;
  type: ChangeType;
  mode?: number;
  phase: ChangePhase;
  priority: number;
  effect: unknown;
}

/** The prepared document a change lands on. */
export interface EffectTarget {
  system: Obj;
  flags: Obj;
  _source: Obj;
  documentName: string;
}

export interface EffectEnvironment {
  model: ModelName | null;
  ctx: SchemaContext;
  hooks: HooksRegistry;
  characterFlags: Record<string, { type?: unknown; placeholder?: unknown }>;
  /** Key redirects (dnd5e's SHIM_FIELDS of the running version); default 5.3.3's. */
  shims?: Record<string, string>;
}

/** Convert a V13 change to the V14 shape, as V14's own migration does (phase "initial"). */
export function migrateChangeToV14(change: ChangeDataV13): ChangeDataV14 {
  const type = MODE_TO_TYPE[change.mode] ?? "custom";
  return {
    key: change.key,
    value: String(change.value ?? ""),
    type,
    phase: "initial",
    priority: change.priority ?? null,
  };
}

export const FORMULA_FIELDS = new Set([
  "system.attributes.ac.bonus",
  "system.attributes.ac.min",
  "system.attributes.encumbrance.bonuses.encumbered",
  "system.attributes.encumbrance.bonuses.heavilyEncumbered",
  "system.attributes.encumbrance.bonuses.maximum",
  "system.attributes.encumbrance.bonuses.overall",
  "system.attributes.encumbrance.multipliers.encumbered",
  "system.attributes.encumbrance.multipliers.heavilyEncumbered",
  "system.attributes.encumbrance.multipliers.maximum",
  "system.attributes.encumbrance.multipliers.overall",
  "system.damageBonus",
  "save.dc.bonus",
]);

export const SHIM_FIELDS: Record<string, string> = {
  "system.attributes.movement.speed": "system.attributes.movement.walk",
  "system.attributes.senses.darkvision": "system.attributes.senses.ranges.darkvision",
  "system.attributes.senses.blindsight": "system.attributes.senses.ranges.blindsight",
  "system.attributes.senses.tremorsense": "system.attributes.senses.ranges.tremorsense",
  "system.attributes.senses.truesight": "system.attributes.senses.ranges.truesight",
};

/**
 * The key redirects of the stack's dnd5e: 5.3.3's `SHIM_FIELDS`, or 6.x's (F2.3, read from the
 * 6.x facts by schema-6x.ts): permanent, silent, ONE hop (`movement.speed` lands on
 * `movement.walk`, which on 6.x is only a shim getter/setter: a formula ADD there concatenates,
 * "30" + "10" → "3010", as measured on 6.0.3).
 */
export function shimFields(schema: "5.3.3" | "6.x"): Record<string, string> {
  return schema === "6.x" ? shimFields6x() : SHIM_FIELDS;
}

const FORMULA_DEF: FieldDef = { field: "FormulaField", extends: ["StringField", "DataField"], kind: "leaf" };

/**
 * Apply one change to a prepared document and return `{key: newValue}` for `overrides`.
 * Mirrors ActiveEffect5e#apply (shims, flag coercion, FORMULA_FIELDS) over core application.
 */
export function applyChange(target: EffectTarget, input: AppliedChange, env: EffectEnvironment): Obj {
  let change: AppliedChange = { ...input };
  const shim = (env.shims ?? SHIM_FIELDS)[change.key];
  if (shim) change = { ...change, key: shim };
  if (change.key.startsWith("flags.dnd5e.")) change = prepareFlagChange(target, change, env);
  if (FORMULA_FIELDS.has(change.key))
    return { [change.key]: applyField(target, change, FORMULA_DEF, env, null) };

  if (change.key.startsWith("system.") && env.model) {
    const found = lookupField(env.model, change.key.slice(7));
    if (found) return { [change.key]: applyField(target, change, found.def, env, found) };
  } else if (!change.key.startsWith("system.") && !change.key.startsWith("flags.")) {
    const documentField = DOCUMENT_FIELDS[change.key];
    if (documentField) return { [change.key]: applyField(target, change, documentField, env, null) };
  }
  return applyLegacy(target, change, env);
}

/** Top-level document fields an effect may target (Actor schema). */
const DOCUMENT_FIELDS: Record<string, FieldDef> = {
  name: { field: "StringField", required: true, blank: false },
  img: { field: "FilePathField", extends: ["StringField"] },
};

function prepareFlagChange(
  target: EffectTarget,
  change: AppliedChange,
  env: EffectEnvironment,
): AppliedChange {
  const data = env.characterFlags[change.key.replace("flags.dnd5e.", "")];
  if (!data) return change;
  const current = getProperty(target, change.key) ?? null;
  if (current === null) {
    let initial: unknown = null;
    if (data.placeholder) initial = data.placeholder;
    else if (data.type === Boolean) initial = false;
    else if (data.type === Number) initial = 0;
    setProperty(target as unknown as Obj, change.key, initial);
  }
  if (data.type === Boolean) {
    return { ...change, value: change.value === "false" ? false : Boolean(change.value) };
  }
  return change;
}

function castChangeDelta(def: FieldDef, raw: unknown): unknown {
  switch (fieldKind(def)) {
    case "number":
    case "advantage":
      return raw === "" || raw === null || raw === undefined ? 0 : Number(raw);
    case "boolean":
      if (typeof raw === "string") return raw === "true";
      return Boolean(raw);
    case "formula":
      return String(raw ?? "").trim();
    case "set":
    case "array": {
      let delta: unknown;
      try {
        delta = JSON.parse(String(raw));
        delta = Array.isArray(delta) ? delta : [delta];
      } catch {
        delta = [raw];
      }
      return (delta as unknown[]).map((v) => String(v));
    }
    case "object":
    case "schema":
    case "mapping":
      return raw;
    default:
      return String(raw ?? "");
  }
}

function termCount(formula: string): number {
  try {
    return new Roll(formula).terms.length;
  } catch {
    return 2;
  }
}

function firstFn(formula: string): string | undefined {
  try {
    const terms = new Roll(formula).terms;
    const only = terms.length === 1 ? terms[0] : undefined;
    return only && "fn" in only ? String((only as { fn: unknown }).fn) : undefined;
  } catch {
    return undefined;
  }
}

function applyField(
  target: EffectTarget,
  input: AppliedChange,
  def: FieldDef,
  env: EffectEnvironment,
  found: ReturnType<typeof lookupField>,
): unknown {
  let change = { ...input };
  const kind = fieldKind(def);
  const current0 = getProperty(target, change.key);

  if (
    (kind === "string" || kind === "formula") &&
    change.type === "override" &&
    typeof change.value === "string" &&
    change.value.includes("{}")
  ) {
    change.value = change.value.replace(
      "{}",
      current0 === null || current0 === undefined ? "" : String(current0),
    );
  }
  if (current0 === null && (change.type === "upgrade" || change.type === "downgrade"))
    change.type = "override";

  if (kind === "set" && (change.type === "add" || change.type === "subtract") && current0 instanceof Set) {
    for (const value of castChangeDelta(def, change.value) as string[]) {
      const neg = value.replace(/^\s*-\s*/, "");
      if (change.type === "subtract" || neg !== value) current0.delete(neg);
      else current0.add(value);
    }
    return current0;
  }

  if (current0 === undefined && change.key.startsWith("system.") && found?.mappingEntryPath && env.model) {
    const entryKey = `system.${found.mappingEntryPath}`;
    if (getProperty(target, entryKey) === undefined && found.mappingTemplatePath) {
      const created = initializeValue(
        initialValue(env.model, found.mappingTemplatePath, env.ctx),
        env.model,
        found.mappingTemplatePath,
      );
      setProperty(target as unknown as Obj, entryKey, created);
    }
  }

  if (kind === "object" || kind === "schema" || kind === "mapping")
    change = { ...change, value: parseOrString(change.value) };

  const current = getProperty(target, change.key);
  const delta = castChangeDelta(def, change.value);
  const update = fieldApplyChange(kind, current, delta, target, change, env);
  setProperty(target as unknown as Obj, change.key, update);
  return update;
}

function fieldApplyChange(
  kind: ReturnType<typeof fieldKind>,
  value: unknown,
  delta: unknown,
  target: EffectTarget,
  change: AppliedChange,
  env: EffectEnvironment,
): unknown {
  if (change.type === "custom") {
    const pre = getProperty(target, change.key);
    env.hooks.call("applyActiveEffect", target, change, value, delta, {});
    const post = getProperty(target, change.key);
    return post !== pre ? post : value;
  }
  if (change.type === "override" && kind !== "advantage") {
    if (kind === "set") return new Set(delta as string[]);
    return delta;
  }
  switch (kind) {
    case "number": {
      const v = value as number;
      const d = delta as number;
      if (change.type === "add") return v + d;
      if (change.type === "subtract") return v - d;
      if (change.type === "multiply") return v * d;
      if (change.type === "upgrade") return Math.max(v, d);
      if (change.type === "downgrade") return Math.min(v, d);
      return value;
    }
    case "advantage":
      return applyAdvantage(value, delta as number, target, change);
    case "boolean": {
      const v = Boolean(value);
      const d = Boolean(delta);
      if (change.type === "add" || change.type === "upgrade") return v || d;
      if (change.type === "multiply" || change.type === "downgrade") return v && d;
      return value;
    }
    case "formula": {
      // dnd5e tests the raw current value: 0 (set by prepareEmbeddedData) counts as empty.
      const v = value ? String(value) : "";
      let d = String(delta);
      if (change.type === "add") {
        if (!v) return d;
        const operator = d.startsWith("-") ? "-" : "+";
        d = d.replace(/^[+-]/, "").trim();
        return `${v} ${operator} ${d}`;
      }
      if (change.type === "subtract") return v ? `${v} - (${d})` : `-(${d})`;
      if (change.type === "multiply") {
        if (!v) return value;
        const left = termCount(v) > 1 ? `(${v})` : v;
        const right = termCount(d) > 1 ? `(${d})` : d;
        return `${left} * ${right}`;
      }
      if (change.type === "upgrade" || change.type === "downgrade") {
        if (!v) return d;
        const fn = change.type === "upgrade" ? "max" : "min";
        if (firstFn(v) === fn) return v.replace(/\)$/, `, ${d})`);
        return `${fn}(${v}, ${d})`;
      }
      return value;
    }
    case "array": {
      if (change.type === "add" && Array.isArray(value)) {
        value.push(...(delta as unknown[]));
        return value;
      }
      return undefined;
    }
    case "set": {
      if (change.type === "add" && value instanceof Set) {
        for (const d of delta as string[]) value.add(d);
        return value;
      }
      return undefined;
    }
    default: {
      // StringField and other DataFields: ADD concatenates (DataField#_applyChangeAdd); the
      // base class defines no MULTIPLY/UPGRADE/DOWNGRADE, which therefore yield undefined.
      if (change.type === "add") return (value as string) + (delta as string);
      return undefined;
    }
  }
}

/** Turn source-shaped data into prepared data: SetFields become Sets. */
export function initializeValue(value: unknown, model: ModelName, templatePath: string): unknown {
  const found = lookupField(model, templatePath.replace(/<key>/g, "__k__").replace(/__k__/g, "<key>"));
  const def = found?.def;
  if (def && fieldKind(def) === "set") return new Set(Array.isArray(value) ? value : []);
  if (isPlainObject(value)) {
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) out[k] = initializeValue(v, model, `${templatePath}.${k}`);
    return out;
  }
  return deepClone(value);
}
