/**
 * Document sources, flags and dnd5e's config tables arrive as `unknown`: the one test for "a plain
 * keyed object" (not null, not an array) that every layer reads them with. Pure.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value as a keyed object, or an empty one when it is none. */
export function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** An object literal (`{ replace: true }`): not an array, a document or another class's instance. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
