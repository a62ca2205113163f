/** The shape of a document's source: its top-level fields, `_stats`, and how changes merge into it. */
import { rt } from "../runtime";
import { castForPath, cleanSystem, isKnownPath, modelFor, type ModelName } from "../schema-defaults";
import { migrateMovement } from "../schema-6x";
import {
  deepClone,
  diffObject,
  expandObject,
  getProperty,
  hasProperty,
  isEmpty,
  isPlainObject,
  isValidId,
  mergeObject,
  setProperty,
  type Obj,
} from "../utils";
import { validating } from "../validation";
import { ACTOR_TYPES, ITEM_TYPES } from "./types";

/** Top-level source fields per document type, besides the `_id`, `flags` and `_stats` all have. */
const OWN_FIELDS: Record<string, string> = {
  Actor: "name type img system prototypeToken folder sort ownership",
  Item: "name type img system folder sort ownership",
  ActiveEffect:
    "name img type system changes disabled duration description origin tint transfer statuses sort",
  ChatMessage:
    "type system style author timestamp flavor title content speaker whisper blind rolls sound emote",
  Macro: "name type author img scope command folder sort ownership",
  JournalEntry: "name folder categories sort ownership",
  JournalEntryPage: "name type system title image text video src category sort ownership",
  Scene: "name grid width height padding active levels",
  Region:
    "name color shapes elevation levels restriction visibility highlightMode displayMeasurements locked author attachment behaviors",
  Token:
    "name actorId actorLink x y elevation width height disposition hidden texture sight detectionModes delta",
  MeasuredTemplate:
    "author t x y elevation sort distance direction angle width borderColor fillColor texture hidden",
};

const TOP_LEVEL_FIELDS: Record<string, string[]> = Object.fromEntries(
  Object.entries(OWN_FIELDS).map(([name, own]) => [name, ["_id", ...own.split(" "), "flags", "_stats"]]),
);

/** Foundry's token `sight` defaults (TokenDocument schema; canvas.ts uses the same for tokens). */
export function defaultTokenSight(): Obj {
  return {
    enabled: false,
    range: 0,
    angle: 360,
    visionMode: "basic",
    color: null,
    attenuation: 0.1,
    brightness: 0,
    saturation: 0,
    contrast: 0,
  };
}

/**
 * Document.TYPES, "the allowed types which may exist for this Document class"
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html; dnd5e's system.json
 * `documentTypes`), refused with the message public reports quote (`"CreatureName" is not a valid
 * type for the Actor Document class`).
 */
const TYPES: Record<string, readonly string[]> = { Actor: ACTOR_TYPES, Item: ITEM_TYPES };

/** Documents whose `name` is a StringField({blank: false}), validated on creation and update alike. */
const NAMED = new Set(["Actor", "Item", "ActiveEffect", "JournalEntry", "Macro"]);

function assertNamed(documentName: string, name: unknown): void {
  if (NAMED.has(documentName) && !(typeof name === "string" && name.trim()))
    throw new Error(`${documentName} validation errors:\n  name: may not be a blank string`);
}

/** Clean incoming data into a document's source shape (defaults filled, unknown keys dropped). */
export function cleanBaseSource(documentName: string, embeddedProps: string[], data: Obj): Obj {
  const types = TYPES[documentName];
  if (types && !(typeof data.type === "string" && types.includes(data.type)))
    throw new Error(
      `${documentName} validation errors:\n  type: "${String(data.type)}" is not a valid type for the ${documentName} Document class`,
    );
  assertNamed(documentName, data.name);
  const fields = TOP_LEVEL_FIELDS[documentName];
  const source: Obj = {};
  for (const [k, v] of Object.entries(data)) {
    if (!fields || fields.includes(k) || embeddedProps.includes(k)) source[k] = v;
  }
  source._id ??= null;
  if (fields?.includes("flags")) source.flags = isPlainObject(source.flags) ? source.flags : {};
  if (fields?.includes("ownership"))
    source.ownership = isPlainObject(source.ownership) ? source.ownership : { default: 0 };
  if (fields?.includes("sort")) source.sort = typeof source.sort === "number" ? source.sort : 0;
  if (fields?.includes("folder")) source.folder = typeof source.folder === "string" ? source.folder : null;
  if (fields?.includes("_stats")) source._stats = cleanStats(source._stats);
  return source;
}

/** A change key's update operator (`-=key` deletes, `==key` replaces). */
const OPERATOR = /^(-=|==)/;

/**
 * The source that would result from merging changes (cleaned like Foundry's schema would), and
 * the expanded changes that were merged.
 */
export function mergeIntoSource(
  documentName: string,
  type: string,
  current: Obj,
  changes: Obj,
): { next: Obj; expanded: Obj } {
  const id = typeof current._id === "string" ? current._id : null;
  return validating(documentName, id, () => {
    const expanded = expandObject(deepClone(changes));
    delete expanded._id;
    const next = deepClone(current);
    const fields = TOP_LEVEL_FIELDS[documentName];
    for (const key of Object.keys(expanded))
      if (fields && !fields.includes(key.replace(OPERATOR, ""))) Reflect.deleteProperty(expanded, key);
    const model = modelFor(documentName, type);
    if (model && isPlainObject(expanded.system)) {
      if (rt().features.movementSpeeds) migrateMovement(expanded.system, model);
      expanded.system = filterSystemChanges(model, expanded.system);
    }
    mergeObject(next, expanded, { performDeletions: true });
    if ("name" in expanded) assertNamed(documentName, next.name);
    if (model && isPlainObject(next.system)) next.system = cleanSystem(model, next.system, rt().ctx);
    return { next, expanded };
  });
}

function cleanStats(stats: unknown): Obj {
  const s = isPlainObject(stats) ? stats : {};
  const lastModifiedBy = s.lastModifiedBy;
  if (lastModifiedBy !== undefined && lastModifiedBy !== null && !isValidId(lastModifiedBy)) {
    throw new Error(`_stats.lastModifiedBy: must be a valid 16-character alphanumeric ID or null`);
  }
  return {
    compendiumSource: typeof s.compendiumSource === "string" ? s.compendiumSource : null,
    duplicateSource: typeof s.duplicateSource === "string" ? s.duplicateSource : null,
    createdTime: typeof s.createdTime === "number" ? s.createdTime : null,
    modifiedTime: typeof s.modifiedTime === "number" ? s.modifiedTime : null,
    lastModifiedBy: lastModifiedBy ?? null,
  };
}

/** Drop `system` update paths the data model does not define and cast the rest. */
function filterSystemChanges(model: ModelName, system: Obj): Obj {
  const out: Obj = {};
  for (const [path, value] of Object.entries(flattenSystem(system))) {
    const bare = path
      .split(".")
      .map((p) => p.replace(OPERATOR, ""))
      .join(".");
    if (!isKnownPath(model, bare)) continue;
    out[path] = OPERATOR.test(path.split(".").pop()!) ? value : castForPath(model, bare, value, rt().ctx);
  }
  return expandObject(out);
}

/** Flatten, but keep values of ObjectFields/arrays/sets whole and stop at deletion keys. */
function flattenSystem(obj: Obj, prefix = ""): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(v) && !isEmpty(v) && !OPERATOR.test(k)) Object.assign(out, flattenSystem(v, path));
    else out[path] = v;
  }
  return out;
}

/** Foundry-style update diff: changed values plus `-=key: null` for keys that were removed. */
export function computeDiff(before: Obj, after: Obj, changes: Obj): Obj {
  const diff = diffObject(before, after);
  const walk = (node: Obj, path: string[]): void => {
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith("-=")) {
        const target = [...path, k.slice(2)].join(".");
        if (hasProperty(before, target) && !hasProperty(after, target)) {
          const parentPath = path.join(".");
          if (parentPath) {
            const holder = (getProperty(diff, parentPath) as Obj | undefined) ?? {};
            holder[k] = null;
            setProperty(diff, parentPath, holder);
          } else diff[k] = null;
        }
      } else if (isPlainObject(v)) walk(v, [...path, k]);
    }
  };
  walk(changes, []);
  return diff;
}
