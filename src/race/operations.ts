/**
 * The operation options the module passes to its own creates and deletes, read back by its hooks,
 * so a write the module makes never starts another of its flows.
 */

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
