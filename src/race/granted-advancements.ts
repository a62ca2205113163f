/**
 * The advancements of an item a race grants that carries its own (the 2024 human's origin feat:
 * Skilled's three proficiencies, Magic Initiate's spells). The race creates the feat directly, so
 * dnd5e's drop never ran them: once the race is on the character, dnd5e's own window asks them; and
 * before the feat leaves with the race, dnd5e's undo takes back what they wrote, so the race still
 * goes cleanly.
 */
import { offerAdvancementChoices, undoAdvancements } from "../foundry/advancement";

/** The item's advancements in its source (dnd5e stores them keyed by id, older data as a list). */
function advancementsOf(item: Item5e): unknown[] {
  const advancement = (item.toObject() as { system?: { advancement?: unknown } }).system?.advancement;
  if (Array.isArray(advancement)) return advancement;
  return typeof advancement === "object" && advancement !== null ? Object.values(advancement) : [];
}

const hasOwnAdvancement = (item: Item5e): boolean => advancementsOf(item).length > 0;

/**
 * Whether an advancement value records a choice made (a Trait's `chosen` keys, an ItemChoice's
 * `added` items): something in it beyond empty lists and objects.
 */
function holdsChoice(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object" && value !== null) return Object.values(value).some(holdsChoice);
  return typeof value === "string" || typeof value === "number";
}

/** Whether dnd5e's advancements of the item wrote something that its undo would take back. */
const choicesMade = (item: Item5e): boolean =>
  advancementsOf(item).some((a) => holdsChoice((a as { value?: unknown } | null)?.value));

/** Opens dnd5e's window for the first of `items` whose advancements ask something (one window per actor). */
export function offerGrantedChoices(actor: Actor5e, items: readonly Item5e[]): void {
  for (const item of items) {
    if (hasOwnAdvancement(item) && offerAdvancementChoices(actor, item.id)) return;
  }
}

/**
 * Undoes, through dnd5e, the advancements of those of `ids` whose choices were made (dnd5e deletes
 * each such item with what its advancements added), one after another as dnd5e's manager works on
 * one actor at a time; a feat whose window was closed unanswered wrote nothing and just goes.
 * Returns the ids still on the actor, for the caller's one delete.
 */
export async function undoGrantedAdvancements(actor: Actor5e, ids: readonly string[]): Promise<string[]> {
  for (const id of ids) {
    const item = actor.items.get(id);
    if (item && choicesMade(item)) await undoAdvancements(actor, id);
  }
  return ids.filter((id) => actor.items.get(id));
}
