/**
 * Replacing a race that is not ours: dnd5e's advancements built it and wrote into the character
 * (ability scores, proficiencies, languages, size). As dnd5e's own delete does, the user is
 * offered to undo them through dnd5e's machinery (src/foundry/advancement.ts) before our race is
 * added; without the undo the old race goes with the items it granted, and what it wrote stays.
 */
import { hasAdvancementsToUndo, undoAdvancements } from "../foundry/advancement";
import { notify } from "../foundry/adapter";
import { confirmReplace, type ReplaceAnswer } from "./dialog";
import { raceSourceOf } from "./source";

/** Whether and how the race `existing` makes way for `raceName`: asked, unless a script decided. */
export async function askReplace(
  actor: Actor5e,
  existing: Item5e,
  raceName: string,
  opts: { replace?: boolean | "ask"; undoAdvancements?: boolean },
): Promise<ReplaceAnswer> {
  if (opts.replace === false) return null;
  const foreign = !raceSourceOf(existing);
  const undoable = foreign && hasAdvancementsToUndo(actor, existing.id);
  if (opts.replace === true) return undoable && opts.undoAdvancements === true ? "undo" : "replace";
  return confirmReplace({ actorName: actor.name, oldName: existing.name, raceName, foreign, undoable });
}

/**
 * dnd5e's undo of `existing`'s advancements, which deletes it with what they granted. False, with
 * a notice, when the undo did not complete (then dnd5e wrote nothing).
 */
export async function undoOldRace(actor: Actor5e, existing: Item5e): Promise<boolean> {
  if (await undoAdvancements(actor, existing.id)) return true;
  notify("warn", "Drop.UndoStopped", { actor: actor.name, old: existing.name });
  return false;
}
