/** The shape of a document's source: its top-level fields, `_stats`, and how changes merge into it. */
import { rt, type Runtime } from "../runtime";
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

/** Document fields kept at the top level of a document's source, per document type. */
export const TOP_LEVEL_FIELDS: Record<string, string[]> = {
  Actor: [
    "_id",
    "name",
    "type",
    "img",
    "system",
    "prototypeToken",
    "folder",
    "sort",
    "ownership",
    "flags",
    "_stats",
  ],
  Item: ["_id", "name", "type", "img", "system", "folder", "sort", "ownership", "flags", "_stats"],
  ActiveEffect: [
    "_id",
    "name",
    "img",
    "type",
    "system",
    "changes",
    "disabled",
    "duration",
    "description",
    "origin",
    "tint",
    "transfer",
    "statuses",
    "sort",
    "flags",
    "_stats",
  ],
  ChatMessage: [
    "_id",
    "type",
    "system",
    "style",
    "author",
    "timestamp",
    "flavor",
    "title",
    "content",
    "speaker",
    "whisper",
    "blind",
    "rolls",
    "sound",
    "emote",
    "flags",
    "_stats",
  ],
  Macro: [
    "_id",
    "name",
    "type",
    "author",
    "img",
    "scope",
    "command",
    "folder",
    "sort",
    "ownership",
    "flags",
    "_stats",
  ],
  JournalEntry: ["_id", "name", "folder", "categories", "sort", "ownership", "flags", "_stats"],
  JournalEntryPage: [
    "_id",
    "name",
    "type",
    "system",
    "title",
    "image",
    "text",
    "video",
    "src",
    "category",
    "sort",
    "ownership",
    "flags",
    "_stats",
  ],
  Scene: ["_id", "name", "grid", "width", "height", "padding", "active", "levels", "flags", "_stats"],
  Region: [
    "_id",
    "name",
    "color",
    "shapes",
    "elevation",
    "levels",
    "restriction",
    "visibility",
    "highlightMode",
    "displayMeasurements",
    "locked",
    "author",
    "attachment",
    "behaviors",
    "flags",
    "_stats",
  ],
  Token: [
    "_id",
    "name",
    "actorId",
    "actorLink",
    "x",
    "y",
    "elevation",
    "width",
    "height",
    "disposition",
    "hidden",
    "texture",
    "sight",
    "detectionModes",
    "delta",
    "flags",
    "_stats",
  ],
  MeasuredTemplate: [
    "_id",
    "author",
    "t",
    "x",
    "y",
    "elevation",
    "sort",
    "distance",
    "direction",
    "angle",
    "width",
    "borderColor",
    "fillColor",
    "texture",
    "hidden",
    "flags",
    "_stats",
  ],
};

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

/** Documents whose `name` may not be blank (their creation checks it too: actor.ts, item.ts …). */
const NAMED = new Set(["Actor", "Item", "ActiveEffect", "JournalEntry", "Macro"]);

/** Clean incoming data into a document's source shape (defaults filled, unknown keys dropped). */
export function cleanBaseSource(documentName: string, embeddedProps: string[], data: Obj): Obj {
  const fields = TOP_LEVEL_FIELDS[documentName];
  const source: Obj = {};
  for (const [k, v] of Object.entries(data)) {
    if (!fields || fields.includes(k) || embeddedProps.includes(k)) source[k] = v;
  }
  source._id = isValidId(source._id) ? source._id : (source._id ?? null);
  if (fields?.includes("flags")) source.flags = isPlainObject(source.flags) ? source.flags : {};
  if (fields?.includes("ownership"))
    source.ownership = isPlainObject(source.ownership) ? source.ownership : { default: 0 };
  if (fields?.includes("sort")) source.sort = typeof source.sort === "number" ? source.sort : 0;
  if (fields?.includes("folder")) source.folder = typeof source.folder === "string" ? source.folder : null;
  if (fields?.includes("_stats")) source._stats = cleanStats(source._stats);
  return source;
}

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
  return validating(documentName, id, () => mergeChecked(documentName, type, current, changes));
}

function mergeChecked(
  documentName: string,
  type: string,
  current: Obj,
  changes: Obj,
): { next: Obj; expanded: Obj } {
  const expanded = expandObject(deepClone(changes));
  delete expanded._id;
  const next = deepClone(current);
  const fields = TOP_LEVEL_FIELDS[documentName];
  for (const key of Object.keys(expanded)) {
    const bare = key.replace(/^(-=|==)/, "");
    if (fields && !fields.includes(bare)) Reflect.deleteProperty(expanded, key);
  }
  const model = modelFor(documentName, type);
  if (model && isPlainObject(expanded.system)) {
    if (rt().features.movementSpeeds) migrateMovement(expanded.system, model);
    expanded.system = filterSystemChanges(model, expanded.system, rt());
  }
  mergeObject(next, expanded, { performDeletions: true });
  // StringField({blank: false}) validates an update's name as it does a creation's.
  if ("name" in expanded && NAMED.has(documentName) && !(typeof next.name === "string" && next.name.trim()))
    throw new Error(`${documentName} validation errors:\n  name: may not be a blank string`);
  if (model && isPlainObject(next.system)) next.system = cleanSystem(model, next.system, rt().ctx);
  return { next, expanded };
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
function filterSystemChanges(model: ModelName, system: Obj, r: Runtime): Obj {
  const out: Obj = {};
  for (const [path, value] of Object.entries(flattenSystem(system))) {
    const bare = path
      .split(".")
      .map((p) => p.replace(/^(-=|==)/, ""))
      .join(".");
    if (!isKnownPath(model, bare)) continue;
    const last = path.split(".").pop()!;
    out[path] =
      last.startsWith("-=") || last.startsWith("==") ? value : castForPath(model, bare, value, r.ctx);
  }
  return expandObject(out);
}

/** Flatten, but keep values of ObjectFields/arrays/sets whole and stop at deletion keys. */
function flattenSystem(obj: Obj, prefix = ""): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(v) && !isEmpty(v) && !k.startsWith("-=") && !k.startsWith("=="))
      Object.assign(out, flattenSystem(v, path));
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
