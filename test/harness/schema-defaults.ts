/**
 * dnd5e data-model facts from `test/fixtures/dnd5e/<line>/schema.json`: initial source values (with
 * Foundry's field defaults where dnd5e passes none), source cleaning on create/update, and the
 * field type of a path for active-effect application.
 */
import { hasRuntime, rt } from "./runtime";
import {
  dnd5eSchema,
  type Dnd5eLine,
  type ModelId,
  type ModelSchema,
  type SchemaEntry,
} from "../support/dnd5e-facts";
import { deepClone, isPlainObject, type Obj } from "./utils";
import { FieldValidationError } from "./validation";

export type ModelName = ModelId;

/** A field of a model's `paths` (effects.ts defines a few of its own). */
export type FieldDef = Partial<SchemaEntry> & { field: string };

export interface SchemaContext {
  metric: boolean;
  rulesVersion: "modern" | "legacy";
}

/**
 * The data model of `name` on the installed world's stack, read through
 * test/support/dnd5e-facts.ts: test/fixtures/dnd5e/5.3.3/schema.json, or on dnd5e 6
 * test/fixtures/dnd5e/6.x/schema.json (a c83a613dd development head plus its documented overlay).
 */
export function modelSchema(name: ModelName): ModelSchema {
  const line: Dnd5eLine = hasRuntime() && rt().features.schema === "6.x" ? "6.x" : "5.3.3";
  // Asked for on every field lookup: the models of each line are kept here.
  const models = (schemas[line] ??= dnd5eSchema(line).models);
  const model = models[name];
  if (!model) throw new Error(`${line === "6.x" ? "6.x " : ""}schema.json has no model ${name}`);
  return model;
}

const schemas: Partial<Record<Dnd5eLine, Partial<Record<ModelName, ModelSchema>>>> = {};

/**
 * Initial values per field, computed once per schema, field and world context, then handed out as
 * copies: building them from the schema on every document creation was most of a character's cost.
 */
const initialCache = new WeakMap<FieldDef, Map<string, { value: unknown }[]>>();

/**
 * `${parent}.${key}`, the same string object every time. Every node of every document's `system`
 * is looked up in a model's `paths` by such a path as it is created, cleaned and prepared; a path
 * built anew each time is hashed anew each time, which was a tenth of the flow tests' CPU.
 */
export function childPath(parent: string, key: string): string {
  let byKey = childPaths.get(parent);
  if (!byKey) childPaths.set(parent, (byKey = new Map()));
  let path = byKey.get(key);
  if (path === undefined) byKey.set(key, (path = parent ? `${parent}.${key}` : key));
  return path;
}

const childPaths = new Map<string, Map<string, string>>();

/** The schema path of a mapping's entry `key`: its own field where it has one, else `<key>`. */
export function entryPath(paths: Record<string, FieldDef>, mapping: string, key: string): string {
  // Interned only when the schema has it: a mapping's keys are often ids, which would grow the cache forever.
  return paths[mapping ? `${mapping}.${key}` : key] ? childPath(mapping, key) : childPath(mapping, "<key>");
}

const MODELS: ReadonlySet<string> = new Set<ModelName>([
  "Actor.character",
  "Actor.npc",
  "Item.race",
  "Item.feat",
]);

/** The model name whose schema governs a document's `system`, or null when the harness has none. */
export function modelFor(documentName: string, type: string): ModelName | null {
  const name = `${documentName}.${type}`;
  return MODELS.has(name) ? (name as ModelName) : null;
}

export type FieldKind =
  | "number"
  | "advantage"
  | "string"
  | "formula"
  | "boolean"
  | "set"
  | "array"
  | "object"
  | "schema"
  | "mapping"
  | "documentId";

const kinds = new WeakMap<FieldDef, FieldKind>();

export function fieldKind(def: FieldDef): FieldKind {
  let kind = kinds.get(def);
  if (kind === undefined) kinds.set(def, (kind = computeFieldKind(def)));
  return kind;
}

function computeFieldKind(def: FieldDef): FieldKind {
  const chain = [def.field, ...(def.extends ?? [])];
  if (def.field === "AdvantageModeField") return "advantage";
  if (def.field === "FormulaField") return "formula";
  if (chain.includes("MappingField") || chain.includes("TypedObjectField")) return "mapping";
  if (chain.includes("SetField")) return "set";
  if (chain.includes("ArrayField")) return "array";
  if (chain.includes("SchemaField")) return "schema";
  if (chain.includes("ObjectField")) return "object";
  if (chain.includes("NumberField")) return "number";
  if (chain.includes("BooleanField")) return "boolean";
  if (chain.includes("DocumentIdField")) return "documentId";
  return "string";
}

export interface ResolvedField {
  def: FieldDef;
  /** The schema path with `<key>` where an open mapping key stood. */
  templatePath: string;
  /** Path (in the real data) of the nearest mapping entry on the way, for auto-creation. */
  mappingEntryPath: string | null;
  mappingTemplatePath: string | null;
}

/** Find the field for a dotted path under `system`, following open mapping keys. */
export function lookupField(model: ModelName, path: string): ResolvedField | null {
  const { paths } = modelSchema(model);
  let template = "";
  let real = "";
  let mappingEntryPath: string | null = null;
  let mappingTemplatePath: string | null = null;
  for (const part of path.split(".")) {
    const parentDef = template ? paths[template] : undefined;
    const exact = childPath(template, part);
    const open = childPath(template, "<key>");
    real = real ? `${real}.${part}` : part;
    if (parentDef && fieldKind(parentDef) === "mapping") {
      mappingEntryPath = real;
      mappingTemplatePath = paths[exact] ? exact : open;
    }
    if (paths[exact]) template = exact;
    else if (paths[open]) template = open;
    else return null;
  }
  const def = paths[template];
  return def ? { def, templatePath: template, mappingEntryPath, mappingTemplatePath } : null;
}

/** The initial value of a leaf the way Foundry's field classes compute it. */
function leafInitial(path: string, def: FieldDef, ctx: SchemaContext): unknown {
  if ("initialForKey" in def) return deepClone(def.initialForKey);
  if ("initial" in def) {
    if (def.initial !== "<function>") return deepClone(def.initial);
    // A function initial: length units and the rules version follow the world, others as recorded.
    if (path.endsWith("units")) return ctx.metric ? "m" : "ft";
    if (path === "source.rules") return ctx.rulesVersion === "legacy" ? "2014" : "2024";
    return deepClone(def.initialEvaluated);
  }
  switch (fieldKind(def)) {
    case "number":
    case "advantage":
      return def.nullable === false ? undefined : null;
    case "boolean":
      return false;
    case "set":
    case "array":
      return [];
    case "object":
      return {};
    case "documentId":
      return null;
    default: {
      // StringField: undefined unless required, then "" when blank is allowed, else null.
      if (!def.required) return undefined;
      if (def.blank !== false) return "";
      return def.nullable ? null : undefined;
    }
  }
}

export function initialValue(model: ModelName, templatePath: string, ctx: SchemaContext): unknown {
  const { paths } = modelSchema(model);
  const def = paths[templatePath];
  if (!def) return undefined;
  let perDef = initialCache.get(def);
  if (!perDef) initialCache.set(def, (perDef = new Map()));
  // The path is in the key: one definition object may serve several paths (`<key>` entries); the
  // model is (each model's schema has definitions of its own), and so is the world's context.
  let perContext = perDef.get(templatePath);
  if (!perContext) perDef.set(templatePath, (perContext = []));
  const slot = (ctx.metric ? 1 : 0) + (ctx.rulesVersion === "legacy" ? 2 : 0);
  const cached = (perContext[slot] ??= { value: computeInitialValue(model, templatePath, def, paths, ctx) });
  return deepClone(cached.value);
}

function computeInitialValue(
  model: ModelName,
  templatePath: string,
  def: FieldDef,
  paths: Record<string, FieldDef>,
  ctx: SchemaContext,
): unknown {
  // RaceData builds these fields with defaultUnits("length") when its schema is first defined,
  // which is after the world settings exist: schema.json recorded it in an imperial world.
  if (model === "Item.race" && (templatePath === "movement.units" || templatePath === "senses.units"))
    return ctx.metric ? "m" : "ft";
  const kind = fieldKind(def);
  // A schema's initial object is cleaned against it, each key it lacks taking its own initial value.
  if (kind === "schema")
    return cleanAgainst(model, templatePath, isPlainObject(def.initial) ? deepClone(def.initial) : {}, ctx);
  if (kind !== "mapping") return leafInitial(templatePath, def, ctx);
  const out: Obj = {};
  for (const key of def.mapping?.initialKeys ?? []) {
    const v = initialValue(model, entryPath(paths, templatePath, key), ctx);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** Cast a provided leaf value the way the field would (number strings become numbers, …). */
function castLeaf(def: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (fieldKind(def)) {
    case "number":
    case "advantage": {
      if (value === "") return def.nullable === false ? 0 : null;
      const n = Number(value);
      // An integer NumberField refuses what does not cast to a number ("must be an integer",
      // validation.ts); a non-integer one is left as cast (the harness does not claim more).
      if (def.integer && !Number.isFinite(n)) throw new FieldValidationError("must be an integer");
      return def.integer ? Math.round(n) : n;
    }
    case "boolean":
      return typeof value === "string" ? value === "true" : Boolean(value);
    case "set":
    case "array":
      if (value instanceof Set) return [...value];
      return Array.isArray(value) ? value : [value];
    case "string":
    case "formula":
      return typeof value === "string" ? value.trim() : String(value);
    default:
      return value;
  }
}

/**
 * Clean provided `system` data: every schema field present (missing ones take their initial
 * value), unknown keys dropped, leaves cast.
 */
export function cleanSystem(model: ModelName, data: Obj, ctx: SchemaContext): Obj {
  return within(["system"], () => cleanKeys(model, "", modelSchema(model).topLevelKeys, data, ctx));
}

function cleanValue(model: ModelName, templatePath: string, value: unknown, ctx: SchemaContext): unknown {
  const { paths } = modelSchema(model);
  const def = paths[templatePath];
  if (!def) return undefined;
  const kind = fieldKind(def);
  if (kind === "schema") {
    if (value === null && def.nullable) return null;
    if (!isPlainObject(value)) return initialValue(model, templatePath, ctx);
    return cleanAgainst(model, templatePath, value, ctx);
  }
  if (kind === "mapping") {
    if (!isPlainObject(value)) return initialValue(model, templatePath, ctx);
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) {
      if (k.startsWith("-=")) continue;
      const entry = entryPath(paths, templatePath, k);
      if (!paths[entry])
        throw new Error(`harness: an entry of ${templatePath} without a schema is not modelled`);
      const cleaned = cleanUnder(k, model, entry, v, ctx);
      if (cleaned !== undefined) out[k] = cleaned;
    }
    return out;
  }
  if (kind === "object") return isPlainObject(value) || Array.isArray(value) ? deepClone(value) : {};
  return castLeaf(def, deepClone(value));
}

/** `value` cleaned against the schema field at `path`. */
function cleanAgainst(model: ModelName, path: string, value: Obj, ctx: SchemaContext): Obj {
  return cleanKeys(model, path, modelSchema(model).paths[path]?.keys ?? [], value, ctx);
}

/**
 * The `keys` of `value` under the schema path `parent`, each cleaned, a missing one given its
 * initial value (computed only for the keys that are missing).
 */
function cleanKeys(model: ModelName, parent: string, keys: string[], value: Obj, ctx: SchemaContext): Obj {
  const out: Obj = {};
  for (const key of keys) {
    const path = childPath(parent, key);
    const v = key in value ? cleanUnder(key, model, path, value[key], ctx) : initialValue(model, path, ctx);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** Whether an update path under `system` names a field (unknown paths are dropped, as Foundry does). */
export function isKnownPath(model: ModelName, path: string): boolean {
  if (lookupField(model, path)) return true;
  // A path inside an ObjectField (e.g. advancement.<id>.value.x) is accepted as a whole.
  const parts = path.split(".");
  for (let i = parts.length - 1; i > 0; i--) {
    const found = lookupField(model, parts.slice(0, i).join("."));
    if (found) return fieldKind(found.def) === "object";
  }
  return false;
}

/** Cast a value being written to a known leaf path during an update (`ctx`: not needed for a leaf). */
export function castForPath(model: ModelName, path: string, value: unknown, ctx: SchemaContext): unknown {
  void ctx;
  const found = lookupField(model, path);
  const kind = found && fieldKind(found.def);
  if (!found || kind === "schema" || kind === "mapping" || kind === "object") return value;
  return within(["system", ...path.split(".")], () => castLeaf(found.def, value));
}

/** `cleanValue`, a field failure inside it reported under `key` (`within` without its closure). */
function cleanUnder(
  key: string,
  model: ModelName,
  path: string,
  value: unknown,
  ctx: SchemaContext,
): unknown {
  try {
    return cleanValue(model, path, value, ctx);
  } catch (error) {
    throw error instanceof FieldValidationError ? error.under(key) : error;
  }
}

/** Run `fn`; a field failure inside it is reported under `keys`. */
function within<T>(keys: string[], fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw error instanceof FieldValidationError ? error.under(...keys) : error;
  }
}
