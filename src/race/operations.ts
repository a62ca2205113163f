/**
 * The operation options the module passes to its own creates and deletes, read back by its hooks,
 * so a write the module makes never starts another of its flows, and the put-back after a refusal.
 */
import { isRecord } from "../rules/record";
import { deletion } from "../foundry/stack";

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

type Source = Record<string, unknown>;

/** Documents whose embedded documents the module updates: an actor's items, an item's effects. */
type Embedding = Pick<Item5e, "updateEmbeddedDocuments" | "effects"> & { readonly items?: Actor5e["items"] };
type EmbeddedKind = "Item" | "ActiveEffect";

const embedded = (parent: Embedding, kind: EmbeddedKind): FoundryCollection<FoundryDocument> | undefined =>
  kind === "Item" ? parent.items : parent.effects;

/** Whether `update` would change `doc`: what Foundry writes (a refused update is not written either). */
function wouldChange(doc: FoundryDocument | undefined, update: Source): boolean {
  if (!doc) return true;
  const changes = { ...update };
  delete changes["_id"];
  try {
    return Object.keys(doc.updateSource(changes, { dryRun: true })).length > 0;
  } catch {
    return true;
  }
}

/**
 * Writes `updates` to `parent`'s embedded `kind`; false when something refused one of them (another
 * module's pre-update hook, the server). Foundry leaves out of its answer both a refused update and
 * one that changes nothing, so a dry run first tells which ones must come back.
 */
export async function updateAll(parent: Embedding, kind: EmbeddedKind, updates: Source[]): Promise<boolean> {
  if (!updates.length) return true;
  const changing = updates.filter((u) => wouldChange(embedded(parent, kind)?.get(String(u["_id"])), u));
  const done = new Set((await parent.updateEmbeddedDocuments(kind, updates)).map((d) => d.id));
  return changing.every((u) => done.has(String(u["_id"])));
}

/**
 * The update that turns `now` back into `was`: each value that differs set as it was, each key
 * come since removed (deleted as the stack deletes, `deletion`). Embedded collections and `_stats` are not the document's to restore.
 */
export function restoringUpdate(now: unknown, was: unknown, path = ""): Source {
  const at = (key: string): string => (path ? `${path}.${key}` : key);
  if (isRecord(now) && isRecord(was)) {
    const out: Source = {};
    for (const [key, value] of Object.entries(was)) {
      if (!path && (key === "_stats" || key === "effects" || key === "items")) continue;
      Object.assign(out, restoringUpdate(now[key], value, at(key)));
    }
    for (const key of Object.keys(now)) if (!(key in was)) Object.assign(out, deletion(at(key)));
    return out;
  }
  return JSON.stringify(now) === JSON.stringify(was) ? {} : { [path]: structuredClone(was) };
}

/** The embedded `kind` of `parent` restored to `was` (their sources then): what each one changed. */
async function restore(parent: Embedding, kind: EmbeddedKind, was: Source[]): Promise<void> {
  const updates = was.flatMap((source) => {
    const doc = embedded(parent, kind)?.get(String(source["_id"]));
    const update = doc ? restoringUpdate(doc.toObject(), source) : {};
    return Object.keys(update).length ? [{ _id: source["_id"], ...update }] : [];
  });
  if (updates.length) await parent.updateEmbeddedDocuments(kind, updates);
}

/**
 * Puts `actor` back as `before` (its `toObject()`) after a write something refused part of: the
 * items gone since, with their ids, the items come since deleted, what changed in the items that
 * stayed and in their effects, then the actor's system, of which Foundry sends only what differs
 * (what dnd5e's undo or its own hooks wrote meanwhile).
 */
export async function putBack(actor: Actor5e, before: Source): Promise<void> {
  const items = (before["items"] ?? []) as Source[];
  const had = new Set(items.map((item) => String(item["_id"])));
  const added = actor.items.filter((item) => !had.has(item.id)).map((item) => item.id);
  if (added.length) await actor.deleteEmbeddedDocuments("Item", added, CASCADE);
  const kept = items.filter((item) => actor.items.get(String(item["_id"])));
  const gone = items.filter((item) => !actor.items.get(String(item["_id"])));
  if (gone.length) await actor.createEmbeddedDocuments("Item", gone, CONFIGURED);
  await restore(actor, "Item", kept);
  for (const source of kept) {
    const item = actor.items.get(String(source["_id"]));
    const effects = (source["effects"] ?? []) as Source[];
    if (item && effects.length) await restore(item, "ActiveEffect", effects);
  }
  await actor.update({ system: before["system"] });
}
