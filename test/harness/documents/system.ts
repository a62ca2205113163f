/** dnd5e system data initialised from source: SetFields, mappings, `details.race`, the senses shim. */
import type { Collection } from "../collection";
import { rt } from "../runtime";
import {
  childPath,
  entryPath,
  fieldKind,
  initialValue,
  modelSchema,
  type ModelName,
} from "../schema-defaults";
import { deepClone, isPlainObject, type Obj } from "../utils";
import type { BaseDocument } from "./base";

/** Prepared `system` from source: SetFields become Sets, mapping keys filled, `details.race` resolved. */
export function initializeSystem(model: ModelName, source: Obj, owner: BaseDocument): Obj {
  const out: Obj = {};
  for (const key of modelSchema(model).topLevelKeys) {
    const v = initializeNode(model, key, source[key], owner, key in source);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

function initializeNode(
  model: ModelName,
  templatePath: string,
  value: unknown,
  owner: BaseDocument,
  present: boolean,
): unknown {
  const { paths } = modelSchema(model);
  const def = paths[templatePath];
  if (!def) return deepClone(value);
  const kind = fieldKind(def);
  if (kind === "set") return new Set(Array.isArray(value) ? value : []);
  if (kind === "schema") {
    if (!isPlainObject(value)) return value === null ? null : undefined;
    const out: Obj = {};
    for (const key of def.keys ?? []) {
      if (!(key in value)) continue;
      const child = childPath(templatePath, key);
      if (paths[child]?.field === "LocalDocumentField") {
        const id = value[key];
        const items = (owner as { items?: Collection<BaseDocument> }).items;
        Object.defineProperty(out, key, {
          get: () => (typeof id === "string" ? items?.get(id) : undefined) ?? id ?? null,
          set: () => {},
          enumerable: true,
          configurable: true,
        });
        continue;
      }
      out[key] = initializeNode(model, child, value[key], owner, true);
    }
    return out;
  }
  if (kind === "mapping") {
    if (!isPlainObject(value)) return present ? value : undefined;
    const out: Obj = {};
    const initialKeys = def.mapping?.initialKeys ?? [];
    const keys = def.mapping?.initialKeysOnly ? initialKeys : Object.keys(value);
    for (const key of keys) {
      const entry = entryPath(paths, templatePath, key);
      const data = value[key] ?? initialValue(model, entry, rt().ctx);
      out[key] = initializeNode(model, entry, data, owner, true);
    }
    return out;
  }
  return deepClone(value);
}

/** SensesField._shim: the deprecated `senses.<sense>` getters that read `senses.ranges.<sense>`. */
export function shimSenses(senses: unknown): void {
  if (!isPlainObject(senses)) return;
  const ranges = senses.ranges;
  if (!isPlainObject(ranges)) return;
  for (const key of ["darkvision", "blindsight", "tremorsense", "truesight"]) {
    Object.defineProperty(senses, key, {
      get: () => ranges[key],
      set: (v: unknown) => {
        ranges[key] = v;
      },
      enumerable: false,
      configurable: true,
    });
  }
}
