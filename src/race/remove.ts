/**
 * Removing a race: the race item, every item it granted and (with the item) every effect it
 * carries, in one batched delete (a granted feat with its own advancements is first undone by
 * dnd5e, src/race/granted-advancements.ts). When the race item is deleted some other way (the
 * sheet's delete button, a script), what it granted follows it.
 */
import { HOOKS } from "../content/ids";
import { callHookAll, currentUserId, notify } from "../foundry/adapter";
import { moduleOperation, putBack, CASCADE } from "./operations";
import { grantedItems, idsLeavingWith, isActor, raceFlagsOfItem, raceItemOf } from "./read";
import { undoGrantedAdvancements } from "./granted-advancements";
import { appliedFrom, dropApplied } from "./applied";

/**
 * Removes the actor's race (or `race`) and everything it granted in one delete. dnd5e clears
 * `details.race` itself. Returns the removed race's id, or null when nothing was removed (refused).
 */
export async function removeRaceItem(actor: Actor5e, race: Item5e): Promise<string | null> {
  if (!actor.isOwner) {
    notify("warn", "Drop.NoPermission", { actor: actor.name });
    return null;
  }
  return (await deleteRace(actor, race)) ? race.id : null;
}

/**
 * Deletes `race` with what leaves with it in one delete (a feat of ours with its own advancements
 * undone by dnd5e first) and announces it: the removal's and the replacement's one way. When
 * something refuses part of it (another module's `preDeleteItem`), the character is put back as it
 * was and a notice says so: false.
 */
export async function deleteRace(actor: Actor5e, race: Item5e): Promise<boolean> {
  const before = actor.toObject();
  const ours = raceFlagsOfItem(race);
  const [raceId = race.id, ...dependants] = idsLeavingWith(actor, race);
  // Taken before dnd5e's undo, which deletes what a granted feat's advancements chose.
  const applied = appliedFrom(actor, [...actor.items]);
  const left = ours ? await undoGrantedAdvancements(actor, dependants) : dependants;
  await actor.deleteEmbeddedDocuments("Item", [raceId, ...left], CASCADE);
  if ([raceId, ...left].some((id) => actor.items.get(id))) {
    await putBack(actor, before);
    notify("warn", "Drop.RemoveRefused", { actor: actor.name, race: race.name });
    return false;
  }
  await dropApplied(actor, applied);
  // Only a race of ours is announced; a dnd5e race replaced by ours is not the module's to report.
  if (ours) callHookAll(HOOKS.raceRemoved, actor, ours.raceId);
  return true;
}

/** `api.removeRace(actor)`: bad input gets a notice and null, never a thrown error. */
export async function removeRace(actor: unknown): Promise<string | null> {
  if (!isActor(actor)) {
    notify("warn", "Api.NotActor");
    return null;
  }
  const race = raceItemOf(actor);
  if (!race) {
    notify("info", "Drop.NoRace", { actor: actor.name });
    return null;
  }
  return removeRaceItem(actor, race);
}

/**
 * `deleteItem`: our race item went away without the module (the sheet's delete, a script): its
 * granted items follow in one more delete, on the deleting user's client only.
 */
export async function onRaceDeleted(item: Item5e, options: unknown, userId: string): Promise<void> {
  if (moduleOperation(options).cascade || userId !== currentUserId()) return;
  const race = raceFlagsOfItem(item);
  const actor = item.parent;
  if (!race || !actor) return;
  const applied = appliedFrom(actor, [item, ...actor.items]);
  const ids = await undoGrantedAdvancements(
    actor,
    grantedItems(actor, item.id).map((i) => i.id),
  );
  if (ids.length) await actor.deleteEmbeddedDocuments("Item", ids, CASCADE);
  await dropApplied(actor, applied);
  // The race is gone already: what another module kept can only be named, for the user to delete.
  const kept = ids.flatMap((id) => actor.items.get(id) ?? []);
  if (kept.length)
    notify("warn", "Drop.GrantsKept", { actor: actor.name, items: kept.map((i) => i.name).join(", ") });
  callHookAll(HOOKS.raceRemoved, actor, race.raceId);
}
