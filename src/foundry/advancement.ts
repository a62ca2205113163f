/**
 * Undoing what another race's dnd5e advancements wrote into a character, through dnd5e's own
 * machinery, as dnd5e's delete of such an item offers it (module/documents/item.mjs
 * `deleteDialog`: only for an actor type that supports advancement, with advancements not switched
 * off, and when `AdvancementManager.forDeletedItem` finds steps). The manager reverses every
 * advancement on a clone, writes it back, deletes the item with what its advancements granted,
 * fires `dnd5e.advancementManagerComplete` and closes.
 */
import { getSystemSetting } from "./adapter";
import { globals, type AdvancementManagerLike } from "./globals";

/** dnd5e's manager class, where dnd5e runs advancements for `actor` at all (its sheet's and delete's test). */
function managerClass(actor: Actor5e) {
  const Manager = globals().dnd5e?.applications?.advancement?.AdvancementManager;
  const metadata = (actor.system as { metadata?: { supportsAdvancement?: boolean } }).metadata;
  if (!Manager || !metadata?.supportsAdvancement) return null;
  return getSystemSetting<boolean>("disableAdvancements") ? null : Manager;
}

function managerFor(actor: Actor5e, itemId: string): AdvancementManagerLike | null {
  const manager = managerClass(actor)?.forDeletedItem(actor, itemId);
  return manager?.steps.length ? manager : null;
}

/**
 * Opens dnd5e's own advancement window for the choices `itemId` asks when it is gained (level 0:
 * Skilled's three skills or tools, Magic Initiate's spells), as the item sheet's "modify choices"
 * does for an item already on the actor; a feat a race grants is created directly, so dnd5e's drop
 * never ran them. Returns whether a window opened (nothing to choose: none).
 */
export function offerAdvancementChoices(actor: Actor5e, itemId: string): boolean {
  const manager = managerClass(actor)?.forModifyChoices(actor, itemId, 0);
  if (!manager?.steps.some((s) => !s.automatic)) return false;
  void manager.render({ force: true });
  return true;
}

/** Whether dnd5e would offer to undo the advancements of `itemId` when it is deleted. */
export function hasAdvancementsToUndo(actor: Actor5e, itemId: string): boolean {
  return managerFor(actor, itemId) !== null;
}

/**
 * How long the undo may take before the flow stops waiting: its steps are automatic, so only a
 * module that prevents the manager's render (then no hook ever fires) or a stuck step reaches it.
 */
export const UNDO_TIMEOUT_MS = 120_000;

/**
 * Runs dnd5e's undo of `itemId`'s advancements, which also deletes the item. Resolves true once
 * the manager completed and the item is gone; false when there was nothing to undo, the manager
 * closed without completing (a step that needs the user, who stopped it; a module's
 * `dnd5e.preAdvancementManagerComplete` refusing), or it did not finish in time.
 */
export function undoAdvancements(actor: Actor5e, itemId: string): Promise<boolean> {
  const manager = managerFor(actor, itemId);
  if (!manager) return Promise.resolve(false);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (completed: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      Hooks.off("dnd5e.advancementManagerComplete", onComplete);
      Hooks.off("closeAdvancementManager", onClose);
      resolve(completed && !actor.items.get(itemId));
    };
    const onComplete = (m: unknown): void => {
      if (m === manager) finish(true);
    };
    const onClose = (app: unknown): void => {
      if (app === manager) finish(false);
    };
    const timer = setTimeout(() => finish(true), UNDO_TIMEOUT_MS);
    Hooks.on("dnd5e.advancementManagerComplete", onComplete);
    Hooks.on("closeAdvancementManager", onClose);
    manager.render({ force: true });
  });
}
