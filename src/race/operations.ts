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

/**
 * Puts `actor` back as `before` (its `toObject()`) after a write something refused part of: the
 * items gone since, with their ids, the items come since deleted, then the actor's system, of which
 * Foundry sends only what differs (what dnd5e's undo or its own hooks wrote meanwhile).
 */
export async function putBack(actor: Actor5e, before: Record<string, unknown>): Promise<void> {
  const items = (before["items"] ?? []) as { _id?: string }[];
  const had = new Set(items.map((item) => String(item._id)));
  const added = actor.items.filter((item) => !had.has(item.id)).map((item) => item.id);
  if (added.length) await actor.deleteEmbeddedDocuments("Item", added, CASCADE);
  const gone = items.filter((item) => !actor.items.get(String(item._id)));
  if (gone.length) await actor.createEmbeddedDocuments("Item", gone, CONFIGURED);
  await actor.update({ system: before["system"] });
}
