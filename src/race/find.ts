/**
 * dnd5e's "add species" button on the character sheet: dnd5e hands the compendium browser's pick
 * straight to the sheet's creation, where its data model refuses a second race with an English
 * error before the module hears of it. The module takes the button over and opens the same
 * browser: one of our races goes through the same flow as a drop (the Icelandic replace offer
 * when the character has a race by then), anything else goes to dnd5e's sheet as its button
 * hands it.
 */
import { notify } from "../foundry/adapter";
import {
  characterSheet,
  createAsSpeciesButton,
  hasCompendiumBrowser,
  interceptSpeciesButton,
  pickSpecies,
  type CharacterSheetLike,
} from "../foundry/character-sheet";
import { targetProblem } from "./ask";
import { addDroppedRace, raceFromDropData } from "./drop";
import { runDetached } from "../foundry/flows";

/** `renderCharacterActorSheet`: the add-species button, if the sheet shows it, is the module's. */
export function onRenderCharacterSheet(app: unknown, element: unknown): void {
  const sheet = characterSheet(app);
  if (!sheet || !hasCompendiumBrowser()) return;
  interceptSpeciesButton(element, (event) => void runDetached(() => findSpecies(sheet, event)));
}

/** dnd5e's `#findItem` for races, with our races going through the module's flow. */
export async function findSpecies(sheet: CharacterSheetLike, event: unknown): Promise<void> {
  if (!sheet.isEditable) return;
  const uuid = await pickSpecies(sheet);
  if (!uuid) return;
  const drop = raceFromDropData({ type: "Item", uuid });
  if (!drop) {
    await createAsSpeciesButton(sheet, event, uuid);
    return;
  }
  const actor = sheet.actor;
  const problem = targetProblem(actor);
  if (problem) {
    notify("warn", problem, { actor: actor.name });
    return;
  }
  await addDroppedRace(actor, drop);
}
