/**
 * Item and sheet hook bodies of the race flows. Pre-hooks fire on the client that caused the
 * change; after-hooks on every connected client with the causing user's id, and each body acts on
 * the causing user's client only, so nothing runs twice.
 */
import { notify, t } from "../foundry/adapter";
import { runningStack, stackSupport } from "../foundry/stack";
import { changeRaceChoices, offersChange } from "../race/change";
import { onPreCreateRace, onSheetDrop, raceFromDropData } from "../race/drop";
import { onRenderCharacterSheet } from "../race/find";
import { onClassChanged } from "../race/level-grants";
import { raceFlagsOfItem } from "../race/read";
import { onRaceDeleted } from "../race/remove";
import { runDetached } from "../foundry/flows";
import { onRaceCreatedVision, onRaceDeletedVision } from "../race/vision";
import { effectOnCreature } from "../race/item-units";
import { worldLengthUnit } from "../foundry/dnd5e";

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
 * of our races is the module's. Foundry calls this hook only on a sheet the user may edit.
 */
export function onDropActorSheetData(actor: Actor5e, _sheet: unknown, data: unknown): false | undefined {
  return onSheetDrop(actor, data);
}

/** `dnd5e.dropItemSheetData`: a race cannot go into an item. */
export function onDropItemSheetData(_item: Item5e, _sheet: unknown, data: unknown): false | undefined {
  if (!raceFromDropData(data)) return;
  notify("warn", stackSupport() === "wrong-system" ? "Notify.WrongSystem" : "Drop.ItemTarget");
  return false;
}

/**
 * `preCreateActiveEffect`: an effect of ours applied to a creature (dnd5e's usage-card tray) takes
 * that creature's units, on the applying client before it is written.
 */
export function onPreCreateActiveEffect(effect: FoundryDocument & { readonly parent?: unknown }): void {
  const actor = effect.parent as Actor5e | undefined;
  if ((actor as { documentName?: unknown } | undefined)?.documentName !== "Actor") return;
  const attributes = (actor!.system as { attributes?: Record<string, { units?: unknown } | undefined> })
    .attributes;
  const update = effectOnCreature(
    effect.toObject(),
    { movement: attributes?.["movement"]?.units, senses: attributes?.["senses"]?.units },
    runningStack(),
    worldLengthUnit(),
  );
  if (update) effect.updateSource(update);
}

export function onCreateItem(item: Item5e, _options: unknown, userId: string): void {
  if (item.type === "class") void runDetached(() => onClassChanged(item, userId));
  else if (raceFlagsOfItem(item)) void runDetached(() => onRaceCreatedVision(item, userId));
}

export function onUpdateItem(item: Item5e, _changes: unknown, _options: unknown, userId: string): void {
  if (item.type === "class") void runDetached(() => onClassChanged(item, userId));
}

export function onDeleteItem(item: Item5e, options: unknown, userId: string): void {
  if (item.type === "class") void runDetached(() => onClassChanged(item, userId));
  else if (raceFlagsOfItem(item)) {
    void runDetached(() => onRaceDeleted(item, options, userId));
    void runDetached(() => onRaceDeletedVision(item, userId));
  }
}

/** One entry of dnd5e's item context menu, in either generation's shape. */
export type ContextMenuEntry =
  | { label: string; icon: string; onClick: (...args: unknown[]) => unknown; group?: string }
  | { name: string; icon: string; callback: (...args: unknown[]) => unknown; group?: string };

/**
 * `dnd5e.getItemContextOptions`: "Breyta vali" on our race item. V14 (and dnd5e 6) entries are
 * `{label, icon, onClick}`; V13 `{name, icon, callback}` (V14 deprecates those names).
 */
export function onItemContextOptions(item: Item5e, entries: ContextMenuEntry[]): void {
  const race = raceFlagsOfItem(item);
  if (!race || !offersChange(race) || !item.parent || !item.isOwner) return;
  const label = t("Drop.ChangeChoices");
  const icon = '<i class="fa-solid fa-list-check fa-fw"></i>';
  const run = (): unknown => void runDetached(() => changeRaceChoices(item));
  entries.push(
    runningStack().menuEntry === "label/onClick"
      ? { label, icon, onClick: run }
      : { name: label, icon, callback: run },
  );
}

/** Every hook the race flows listen to: src/index.ts registers these (and tests do the same). */
export const RACE_HOOKS: readonly (readonly [string, (...args: never[]) => unknown])[] = [
  ["preCreateItem", onPreCreateItem],
  ["preCreateActiveEffect", onPreCreateActiveEffect],
  ["dropActorSheetData", onDropActorSheetData],
  ["dnd5e.dropItemSheetData", onDropItemSheetData],
  ["createItem", onCreateItem],
  ["updateItem", onUpdateItem],
  ["deleteItem", onDeleteItem],
  ["dnd5e.getItemContextOptions", onItemContextOptions],
  // dnd5e's add-species button, which fires no dropActorSheetData (race/find.ts).
  ["renderCharacterActorSheet", onRenderCharacterSheet],
];
