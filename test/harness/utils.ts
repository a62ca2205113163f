/**
 * `foundry.utils` as Foundry V13 defines it (names, signatures and semantics), for the harness and
 * for module code under test. Implemented from Foundry's documented behaviour, not copied.
 */

export type Obj = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Obj {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Foundry's `getType`: primitive typeof, "null", "Object" for plain objects, else the class name. */
export function getType(variable: unknown): string {
  if (variable === null) return "null";
  const t = typeof variable;
  if (t !== "object") return t;
  if (Array.isArray(variable)) return "Array";
  if (isPlainObject(variable)) return "Object";
  if (variable instanceof Set) return "Set";
  if (variable instanceof Map) return "Map";
  if (variable instanceof Date) return "Date";
  const ctor = (variable as { constructor?: { name?: string } }).constructor;
  return ctor?.name ?? "Object";
}

/** Deep clone of plain objects, arrays and dates; other class instances are kept by reference, as Foundry does. */
export function deepClone<T>(original: T, options?: { strict?: boolean }): T {
  // Primitives return at once: the harness clones every leaf it reads or writes.
  if (typeof original !== "object" || original === null) return original;
  return cloneInner(original, options?.strict ?? false, 0) as T;
}

function cloneInner(original: unknown, strict: boolean, depth: number): unknown {
  if (depth > 100) throw new Error("Maximum depth exceeded. Be careful about circular references!");
  if (typeof original !== "object" || original === null) return original;
  if (Array.isArray(original)) return original.map((v) => cloneInner(v, strict, depth + 1));
  if (original instanceof Date) return new Date(original);
  if (!isPlainObject(original)) {
    if (strict) throw new Error("deepClone cannot clone advanced objects");
    return original;
  }
  const out: Obj = {};
  for (const k of Object.keys(original)) out[k] = cloneInner(original[k], strict, depth + 1);
  return out;
}

export const duplicate = <T>(original: T): T => JSON.parse(JSON.stringify(original)) as T;

export function isEmpty(value: unknown): boolean {
  const t = getType(value);
  switch (t) {
    case "undefined":
    case "null":
      return true;
    case "Array":
      return (value as unknown[]).length === 0;
    case "Object":
      return Object.keys(value as Obj).length === 0;
    case "Set":
    case "Map":
      return (value as Set<unknown>).size === 0;
    default:
      return false;
  }
}

/** Expand `{"a.b": 1}` into `{a: {b: 1}}`. */
export function expandObject(obj: Obj): Obj {
  const expanded: Obj = {};
  for (const [k, v] of Object.entries(obj)) {
    const value = isPlainObject(v)
      ? expandObject(v)
      : Array.isArray(v)
        ? v.map((e) => (isPlainObject(e) ? expandObject(e) : e))
        : v;
    setProperty(expanded, k, value);
  }
  return expanded;
}

/** Flatten nested objects into dot-notation keys (arrays and class instances are leaves). */
export function flattenObject(obj: Obj, depth = 0): Obj {
  const flat: Obj = {};
  for (const [k, v] of Object.entries(obj)) {
    if (isPlainObject(v) && !isEmpty(v) && depth < 100) {
      for (const [ik, iv] of Object.entries(flattenObject(v, depth + 1))) flat[`${k}.${ik}`] = iv;
    } else flat[k] = v;
  }
  return flat;
}

export function getProperty(object: unknown, key: string): unknown {
  if (!key || object === null || object === undefined) return undefined;
  if (!key.includes(".") && typeof object === "object") return (object as Obj)[key];
  let target: unknown = object;
  for (const part of key.split(".")) {
    if (target === null || target === undefined) return undefined;
    if (typeof target !== "object" && typeof target !== "function") return undefined;
    target = (target as Obj)[part];
  }
  return target;
}

/** Set a dot-notation property, creating intermediate objects; returns whether a value changed. */
export function setProperty(object: Obj, key: string, value: unknown): boolean {
  if (!key) return false;
  let target: Obj = object;
  const parts = key.split(".");
  const last = parts.pop()!;
  for (const part of parts) {
    const next = target[part];
    if (typeof next !== "object" || next === null) {
      const created: Obj = {};
      target[part] = created;
      target = created;
    } else target = next as Obj;
  }
  const changed = target[last] !== value;
  target[last] = value;
  return changed;
}

export function hasProperty(object: unknown, key: string): boolean {
  if (!key || object === null || object === undefined) return false;
  let target: unknown = object;
  for (const part of key.split(".")) {
    if (typeof target !== "object" || target === null) return false;
    if (!(part in (target as Obj))) return false;
    target = (target as Obj)[part];
  }
  return true;
}

export function deleteProperty(object: Obj, key: string): boolean {
  const parts = key.split(".");
  const last = parts.pop()!;
  const parent = parts.length ? getProperty(object, parts.join(".")) : object;
  if (typeof parent !== "object" || parent === null || !(last in (parent as Obj))) return false;
  Reflect.deleteProperty(parent, last);
  return true;
}

export interface MergeOptions {
  insertKeys?: boolean;
  insertValues?: boolean;
  overwrite?: boolean;
  recursive?: boolean;
  inplace?: boolean;
  enforceTypes?: boolean;
  performDeletions?: boolean;
}

/**
 * Foundry's `mergeObject`: dot-notation keys in `other` are expanded, nested objects merge
 * recursively, `-=key` deletes only with `performDeletions`, and `inplace` defaults to true.
 */
export function mergeObject<T extends Obj>(original: T, other: Obj = {}, options: MergeOptions = {}): T {
  const opts = {
    insertKeys: true,
    insertValues: true,
    overwrite: true,
    recursive: true,
    inplace: true,
    enforceTypes: false,
    performDeletions: false,
    ...options,
  };
  const target = (opts.inplace ? original : deepClone(original)) as Obj;
  mergeInner(target, other, opts, 0);
  return target as T;
}

function mergeInner(original: Obj, input: Obj, opts: Required<MergeOptions>, depth: number): void {
  const other = Object.keys(input).some((k) => k.includes(".")) ? expandObject(input) : input;
  for (const [k, v] of Object.entries(other)) {
    if (opts.performDeletions && k.startsWith("-=")) {
      Reflect.deleteProperty(original, k.slice(2));
      continue;
    }
    if (opts.performDeletions && k.startsWith("==")) {
      original[k.slice(2)] = deepClone(v);
      continue;
    }
    const exists = k in original;
    const current = original[k];
    if (!exists) {
      if (depth > 0 && !opts.insertKeys) continue;
      if (depth > 0 && !opts.insertValues && !isPlainObject(v)) continue;
      if (isPlainObject(v)) {
        const created: Obj = {};
        mergeInner(created, v, { ...opts, insertKeys: true, insertValues: true }, depth + 1);
        original[k] = created;
      } else original[k] = v;
      continue;
    }
    if (isPlainObject(current) && isPlainObject(v) && opts.recursive) {
      mergeInner(current, v, opts, depth + 1);
      continue;
    }
    if (!opts.overwrite) continue;
    if (opts.enforceTypes && current !== undefined && current !== null && getType(current) !== getType(v)) {
      throw new Error(`Mismatched data types encountered during object merge.`);
    }
    original[k] = v;
  }
}

/** The difference of `other` against `original` (only keys whose values differ), as Foundry's `diffObject`. */
export function diffObject(original: Obj, other: Obj): Obj {
  const diff: Obj = {};
  for (const [k, v] of Object.entries(other)) {
    const o = original[k];
    if (isPlainObject(v) && isPlainObject(o)) {
      const d = diffObject(o, v);
      if (!isEmpty(d)) diff[k] = d;
    } else if (Array.isArray(v) && Array.isArray(o)) {
      if (JSON.stringify(v) !== JSON.stringify(o)) diff[k] = v;
    } else if (o !== v) diff[k] = v;
  }
  return diff;
}

export function invertObject(obj: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(obj)) out[String(v)] = k;
  return out;
}

/** Compare dotted versions; true when `v1` is newer than `v0`. */
export function isNewerVersion(v1: number | string, v0: number | string): boolean {
  if (typeof v1 === "number" && typeof v0 === "number") return v1 > v0;
  const a = String(v1).split(".");
  const b = String(v0).split(".");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? "0";
    const y = b[i] ?? "0";
    const nx = Number(x);
    const ny = Number(y);
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) {
      if (nx !== ny) return nx > ny;
    } else if (x !== y) return x > y;
  }
  return false;
}

export function isSubclass(cls: unknown, parent: unknown): boolean {
  if (typeof cls !== "function" || typeof parent !== "function") return false;
  if (cls === parent) return true;
  return (cls as { prototype: unknown }).prototype instanceof (parent as new () => unknown);
}

export const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function isValidId(id: unknown): boolean {
  return typeof id === "string" && /^[a-zA-Z0-9]{16}$/.test(id);
}

/** A small seeded generator (mulberry32): deterministic dice and ids per world seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeRandomID(rng: () => number): (length?: number) => string {
  return (length = 16) => {
    let id = "";
    for (let i = 0; i < length; i++) id += ID_CHARS[Math.floor(rng() * ID_CHARS.length)] ?? "a";
    return id;
  };
}

/** Foundry's `String#slugify` (NFD, strip marks, whitespace → replacement, strict drops the rest). */
export function slugify(
  text: string,
  {
    replacement = "-",
    strict = false,
    lowercase = true,
  }: { replacement?: string; strict?: boolean; lowercase?: boolean } = {},
): string {
  let slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim();
  if (lowercase) slug = slug.toLowerCase();
  slug = slug.replace(/\s+/g, replacement);
  if (strict) slug = slug.replace(new RegExp(`[^a-zA-Z0-9${replacement}]`, "g"), "");
  return slug;
}

/** Foundry's `Number.isNumeric`. */
export function isNumeric(n: unknown): boolean {
  if (n instanceof Array) return false;
  if (n === null || n === undefined || n === "" || typeof n === "boolean") return false;
  return !Number.isNaN(Number(n)) && Number.isFinite(Number(n));
}

/** A global installed by the world (`game`, `CONFIG`, `canvas` …), typed by the caller. */
export function globalValue<T>(name: string): T | undefined {
  return (globalThis as unknown as Record<string, unknown>)[name] as T | undefined;
}
