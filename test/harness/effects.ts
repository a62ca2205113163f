/**
 * Active-effect change application with dnd5e 5.3.3's rules over Foundry's (V13 numeric `mode`,
 * V14 string `type` + `phase`). See `module/documents/active-effect.mjs` and schema.json →
 * activeEffect. One engine serves both generations: a V13 change is read as its V14 type, so the
 * same effect in either shape gives the same prepared data.
 */
import { CONST } from "./config";
import type { HooksRegistry } from "./hooks";
import {
  fieldKind,
  lookupField,
  initialValue,
  type FieldDef,
  type FieldKind,
  type ModelName,
  type SchemaContext,
} from "./schema-defaults";
import { dnd5eSchema, type Dnd5eLine } from "../support/dnd5e-facts";
import { getProperty, isPlainObject, setProperty, deepClone, type Obj } from "./utils";
import { Roll } from "./dice";
import { applyAdvantage, applyLegacy, changeSet, parseOrString } from "./effects-legacy";

export const ACTIVE_EFFECT_MODES = CONST.ACTIVE_EFFECT_MODES;
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

/** A V13 mode's V14 type: its name in lower case. */
export const MODE_TO_TYPE = Object.fromEntries(
  Object.entries(ACTIVE_EFFECT_MODES).map(([name, mode]) => [mode, name.toLowerCase()]),
) as Record<number, ChangeType>;

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
  /** The running dnd5e line's key redirects and formula fields (effectFacts). */
  facts: EffectFacts;
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

export interface EffectFacts {
  shims: Record<string, string>;
  formulas: Set<string>;
}

const factsByLine: Partial<Record<Dnd5eLine, EffectFacts>> = {};

/**
 * `ActiveEffect5e.SHIM_FIELDS` and `FORMULA_FIELDS` of a dnd5e line, as its facts list them. The
 * redirects are permanent, silent and ONE hop (on 6.x `movement.speed` lands on `movement.walk`,
 * itself only a shim getter/setter: a formula ADD there concatenates, "30" + "10" → "3010", as
 * measured on 6.0.3). Only the movement and senses ones (F2.3) are kept: 6.x's `bonuses` → `rolls`
 * ones (F2.5) point at fields the 6.x facts do not define (the 5.3 `bonuses.*` paths remain there).
 */
export function effectFacts(line: Dnd5eLine): EffectFacts {
  const known = factsByLine[line];
  if (known) return known;
  const { SHIM_FIELDS, FORMULA_FIELDS } = dnd5eSchema(line).activeEffect;
  const shims = Object.entries(SHIM_FIELDS)
    .filter(([from]) => /^system\.attributes\.(movement|senses)\./.test(from))
    .map(([from, { key }]) => [from, key]);
  return (factsByLine[line] = { shims: Object.fromEntries(shims), formulas: new Set(FORMULA_FIELDS) });
}

const FORMULA_DEF: FieldDef = { field: "FormulaField", extends: ["StringField", "DataField"] };

/** Top-level document fields an effect may target (Actor schema). */
const DOCUMENT_FIELDS: Record<string, FieldDef> = {
  name: { field: "StringField", required: true, blank: false },
  img: { field: "FilePathField", extends: ["StringField"] },
};

/**
 * Apply one change to a prepared document and return `{key: newValue}` for `overrides`.
 * Mirrors ActiveEffect5e#apply (shims, flag coercion, FORMULA_FIELDS) over core application.
 */
export function applyChange(target: EffectTarget, input: AppliedChange, env: EffectEnvironment): Obj {
  let change: AppliedChange = { ...input, key: env.facts.shims[input.key] ?? input.key };
  if (change.key.startsWith("flags.dnd5e.")) change = prepareFlagChange(target, change, env);
  const key = change.key;
  if (env.facts.formulas.has(key)) return { [key]: applyField(target, change, FORMULA_DEF, env, null) };
  const system = key.startsWith("system.");
  const found = system && env.model ? lookupField(env.model, key.slice(7)) : null;
  const def = found?.def ?? (system || key.startsWith("flags.") ? undefined : DOCUMENT_FIELDS[key]);
  return def ? { [key]: applyField(target, change, def, env, found) } : applyLegacy(target, change, env);
}

function prepareFlagChange(
  target: EffectTarget,
  change: AppliedChange,
  env: EffectEnvironment,
): AppliedChange {
  const data = env.characterFlags[change.key.replace("flags.dnd5e.", "")];
  if (!data) return change;
  if ((getProperty(target, change.key) ?? null) === null) {
    const initial = data.placeholder || (data.type === Boolean ? false : data.type === Number ? 0 : null);
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
      return typeof raw === "string" ? raw === "true" : Boolean(raw);
    case "formula":
      return String(raw ?? "").trim();
    case "set":
    case "array": {
      // JSON (one value or a list), else the raw value itself.
      const delta = parseOrString(String(raw));
      return (Array.isArray(delta) ? delta : [delta]).map((v) => String(v));
    }
    case "object":
    case "schema":
    case "mapping":
      return raw;
    default:
      return String(raw ?? "");
  }
}

/** A formula's terms, or null when it does not parse. */
function termsOf(formula: string): unknown[] | null {
  try {
    return new Roll(formula).terms;
  } catch {
    return null;
  }
}

function applyField(
  target: EffectTarget,
  change: AppliedChange,
  def: FieldDef,
  env: EffectEnvironment,
  found: ReturnType<typeof lookupField>,
): unknown {
  // `change` is applyChange's own copy: the adjustments below are seen by the custom hook alone.
  const kind = fieldKind(def);
  const current0 = getProperty(target, change.key);
  if (
    (kind === "string" || kind === "formula") &&
    change.type === "override" &&
    typeof change.value === "string"
  )
    change.value = change.value.replace("{}", String(current0 ?? ""));
  if (current0 === null && (change.type === "upgrade" || change.type === "downgrade"))
    change.type = "override";

  if (kind === "set" && (change.type === "add" || change.type === "subtract") && current0 instanceof Set) {
    changeSet(current0, castChangeDelta(def, change.value) as string[], change.type === "subtract");
    return current0;
  }

  // A key inside a mapping entry that does not exist yet creates the entry from its initial value.
  const model = env.model;
  if (current0 === undefined && model && found?.mappingEntryPath && found.mappingTemplatePath) {
    const entryKey = `system.${found.mappingEntryPath}`;
    const template = found.mappingTemplatePath;
    if (getProperty(target, entryKey) === undefined)
      setProperty(
        target as unknown as Obj,
        entryKey,
        initializeValue(initialValue(model, template, env.ctx), model, template),
      );
  }
  if (kind === "object" || kind === "schema" || kind === "mapping")
    change.value = parseOrString(change.value);

  const current = getProperty(target, change.key);
  const delta = castChangeDelta(def, change.value);
  const update = fieldApplyChange(kind, current, delta, target, change, env);
  setProperty(target as unknown as Obj, change.key, update);
  return update;
}

const NUMBER_CHANGES: Partial<Record<ChangeType, (value: number, delta: number) => number>> = {
  add: (v, d) => v + d,
  subtract: (v, d) => v - d,
  multiply: (v, d) => v * d,
  upgrade: Math.max,
  downgrade: Math.min,
};

function fieldApplyChange(
  kind: FieldKind,
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
    case "number":
      return NUMBER_CHANGES[change.type]?.(value as number, delta as number) ?? value;
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
        // A formula that does not parse counts as several terms.
        const wrap = (f: string): string => ((termsOf(f)?.length ?? 2) > 1 ? `(${f})` : f);
        return `${wrap(v)} * ${wrap(d)}`;
      }
      if (change.type === "upgrade" || change.type === "downgrade") {
        if (!v) return d;
        const fn = change.type === "upgrade" ? "max" : "min";
        const terms = termsOf(v);
        const only = terms?.length === 1 ? terms[0] : undefined;
        const onlyFn = only && typeof only === "object" && "fn" in only ? String(only.fn) : undefined;
        if (onlyFn === fn) return v.replace(/\)$/, `, ${d})`);
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
function initializeValue(value: unknown, model: ModelName, templatePath: string): unknown {
  const def = lookupField(model, templatePath)?.def;
  if (def && fieldKind(def) === "set") return new Set(Array.isArray(value) ? value : []);
  if (isPlainObject(value)) {
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) out[k] = initializeValue(v, model, `${templatePath}.${k}`);
    return out;
  }
  return deepClone(value);
}
