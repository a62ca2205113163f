/**
 * Small pieces every part of the drop flow uses: reading unknown data as records, and the
 * operation options the module passes to its own creates and deletes (read back by its hooks).
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `value` as a record, or an empty one: for reading optional nested fields of unknown data. */
export function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** Options of the module's own operations, as its hooks receive them. */
export interface ModuleOperation {
  readonly kynthaettir?: { readonly configured?: boolean; readonly cascade?: boolean };
}

/** A create of a race the module has configured: `preCreateItem` lets it through. */
export const CONFIGURED = { keepId: true, kynthaettir: { configured: true } } as const;

/** A delete that already takes everything a race granted: `deleteItem` has nothing to follow up. */
export const CASCADE = { kynthaettir: { cascade: true } } as const;

export function moduleOperation(options: unknown): NonNullable<ModuleOperation["kynthaettir"]> {
  return (options as ModuleOperation | null | undefined)?.kynthaettir ?? {};
}
