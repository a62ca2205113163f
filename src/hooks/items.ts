/**
 * Item and sheet hook bodies of the drop flow. Hooks fire on the client that caused the change
 * (pre-hooks) or on every client with the causing user's id (after-hooks); each body acts on the
 * causing user's client only, so nothing runs twice.
 */
import { raceOfItem } from "../drop/actor";
import {
  addDroppedRace,
  changeRaceChoices,
  onPreCreateRace,
  raceFromDropData,
  runDetached,
  targetProblem,
} from "../drop/flow";
import { onClassCreated, onClassDeleted, onClassPreUpdate, onClassUpdated } from "../drop/level-grants";
import { onRaceDeleted } from "../drop/removal";
import { notify, systemSupport, t } from "../foundry/adapter";
import { dropBehavior } from "../foundry/drop";

/** `preCreateItem`: our race, not yet configured, is refused and the choice flow starts instead. */
export function onPreCreateItem(
  item: Item5e,
  data: unknown,
  options: unknown,
  userId: string,
): false | undefined {
  return onPreCreateRace(item, data, options, userId);
}

/**
 * `dropActorSheetData` (Foundry's actor sheet, before dnd5e handles the drop): every drop of one
 * of our races onto an actor is the module's. dnd5e is stopped (its sheet would refuse a second
 * race with its own English error, and for a move it deletes the source even when nothing was
 * created); the add flow runs instead, and a moved race leaves its old actor only once the new
 * one exists. An actor that cannot take a race gets a notice. Foundry calls this hook only on a
 * sheet the user may edit.
 */
export function onDropActorSheetData(actor: Actor5e, _sheet: unknown, data: unknown): false | undefined {
  const found = raceFromDropData(data);
  if (!found) return;
  // The actor's own race dragged within its sheet is sorting, not a new race.
  if (found.uuid.startsWith(`${actor.uuid}.`)) return;
  // Read before anything is awaited: dnd5e forgets the behaviour when the drag ends.
  const behavior = dropBehavior();
  // A drop the sheet would ignore: so does the module.
  if (behavior === "none") return;
  const problem = targetProblem(actor);
  if (problem) {
    notify("warn", problem, { actor: actor.name });
    return false;
  }
  void runDetached(() => addDroppedRace(actor, found, { move: behavior === "move" }));
  return false;
}

/** `dnd5e.dropItemSheetData`: a race cannot go into an item. */
export function onDropItemSheetData(_item: Item5e, _sheet: unknown, data: unknown): false | undefined {
  if (!raceFromDropData(data)) return;
  notify("warn", systemSupport() === "wrong-system" ? "Notify.WrongSystem" : "Drop.ItemTarget");
  return false;
}

export function onCreateItem(item: Item5e, options: unknown, userId: string): void {
  if (item.type === "class") void runDetached(() => onClassCreated(item, options, userId));
}

export function onPreUpdateItem(item: Item5e, changes: Record<string, unknown>): void {
  onClassPreUpdate(item, changes);
}

export function onUpdateItem(item: Item5e, changes: unknown, options: unknown, userId: string): void {
  if (item.type === "class") void runDetached(() => onClassUpdated(item, changes, options, userId));
}

export function onDeleteItem(item: Item5e, options: unknown, userId: string): void {
  if (item.type === "class") void runDetached(() => onClassDeleted(item, options, userId));
  else if (raceOfItem(item)) void runDetached(() => onRaceDeleted(item, options, userId));
}

/** One entry of dnd5e's item context menu (Foundry's ContextMenu entry shape). */
export interface ContextMenuEntry {
  name: string;
  icon: string;
  condition?: (...args: unknown[]) => boolean;
  callback: (...args: unknown[]) => unknown;
  group?: string;
}

/** `dnd5e.getItemContextOptions`: "Breyta vali" on our race item, for races that have choices. */
export function onItemContextOptions(item: Item5e, entries: ContextMenuEntry[]): void {
  const race = raceOfItem(item);
  if (!race || !race.choices.length || !item.parent || !item.isOwner) return;
  entries.push({
    name: t("Drop.ChangeChoices"),
    icon: '<i class="fa-solid fa-list-check fa-fw"></i>',
    callback: () => void runDetached(() => changeRaceChoices(item)),
  });
}

/** Every hook the drop flow listens to: src/index.ts registers these (and tests do the same). */
export const ITEM_HOOKS: readonly (readonly [string, (...args: never[]) => unknown])[] = [
  ["preCreateItem", onPreCreateItem],
  ["dropActorSheetData", onDropActorSheetData],
  ["dnd5e.dropItemSheetData", onDropItemSheetData],
  ["createItem", onCreateItem],
  ["preUpdateItem", onPreUpdateItem],
  ["updateItem", onUpdateItem],
  ["deleteItem", onDeleteItem],
  ["dnd5e.getItemContextOptions", onItemContextOptions],
];
