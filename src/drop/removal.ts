/**
 * Removing a race: the race item, every item it granted and (with the item) every effect it
 * carries, in one batched delete. When the race item is deleted some other way (the sheet's
 * delete button, a script), what it granted follows it.
 */
import { HOOKS } from "../constants";
import { callHookAll, currentUserId, notify } from "../foundry/adapter";
import { advancementItems, grantedItems, raceOfItem, raceItemOf } from "./actor";
import { CASCADE, moduleOperation } from "./shared";

/** Ids of everything that leaves with `race`: the item, our grants, or a foreign race's advancement items. */
export function idsLeavingWith(actor: Actor5e, race: Item5e): string[] {
  const dependants = raceOfItem(race) ? grantedItems(actor, race.id) : advancementItems(actor, race.id);
  return [race.id, ...dependants.map((i) => i.id)];
}

/**
 * Removes the actor's race (or `race`) and everything it granted in one delete. dnd5e clears
 * `details.race` itself. Returns the removed race's id, or null when there was nothing to remove.
 */
export async function removeRace(
  actor: Actor5e,
  race: Item5e | undefined = raceItemOf(actor),
): Promise<string | null> {
  if (!race) return null;
  if (!actor.isOwner) {
    notify("warn", "Drop.NoPermission", { actor: actor.name });
    return null;
  }
  const ours = raceOfItem(race);
  await actor.deleteEmbeddedDocuments("Item", idsLeavingWith(actor, race), CASCADE);
  callHookAll(HOOKS.raceRemoved, actor, ours?.id ?? null);
  return race.id;
}

/**
 * `deleteItem`: our race item went away without the module (the sheet's delete, a script): its
 * granted items follow in one more delete, on the deleting user's client only.
 */
export async function onRaceDeleted(item: Item5e, options: unknown, userId: string): Promise<void> {
  if (moduleOperation(options).cascade || userId !== currentUserId()) return;
  const race = raceOfItem(item);
  const actor = item.parent;
  if (!race || !actor) return;
  const ids = grantedItems(actor, item.id).map((i) => i.id);
  if (ids.length) await actor.deleteEmbeddedDocuments("Item", ids, CASCADE);
  callHookAll(HOOKS.raceRemoved, actor, race.id);
}
