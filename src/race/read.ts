/**
 * Reading what the race flow needs from an actor: its race item, what that race granted, and the
 * character level. Narrowing only, no writes.
 */
import { FLAGS } from "../content/ids";
import { record } from "../rules/record";
import { moduleFlags, raceFlagsOf, type RaceFlags } from "./flags";

/** Actor types a race belongs on (dnd5e's `isCreature`). */
export const CREATURE_TYPES: readonly string[] = ["character", "npc"];

/** Actor types whose sheets list members a drop can reach (dnd5e's group and encounter sheets). */
export const GROUP_TYPES: readonly string[] = ["group", "encounter"];

/** Whether `value` is an actor document the flow can work on (not a stray object from a macro). */
export function isActor(value: unknown): value is Actor5e {
  const v = value as { documentName?: unknown; items?: unknown } | null | undefined;
  return typeof v === "object" && v !== null && v.documentName === "Actor" && typeof v.items === "object";
}

export function isItem(value: unknown): value is Item5e {
  const v = value as { documentName?: unknown } | null | undefined;
  return typeof v === "object" && v !== null && v.documentName === "Item";
}

/** Our race flags on an item document, migrated in memory; null for anything else. */
export function raceFlagsOfItem(item: Item5e | null | undefined): RaceFlags | null {
  return item && item.type === "race" ? raceFlagsOf(item) : null;
}

/** The actor's race item, ours or not (dnd5e allows one per character). */
export function raceItemOf(actor: Actor5e): Item5e | undefined {
  return actor.items.find((i) => i.type === "race");
}

/** Items the module created for the race item `raceItemId` (features, spells, the chosen cantrip). */
export function grantedItems(actor: Actor5e, raceItemId: string): Item5e[] {
  return actor.items.filter((i) => moduleFlags(i)[FLAGS.grantedBy] === raceItemId);
}

export function grantKeyOf(item: Item5e): string {
  return String(moduleFlags(item)[FLAGS.grantKey] ?? "");
}

/** Items dnd5e's advancements created for a race from another source. */
export function advancementItems(actor: Actor5e, raceItemId: string): Item5e[] {
  return actor.items.filter((i) => {
    const flags = record(i.flags["dnd5e"]);
    const origin = [flags["advancementOrigin"], flags["advancementRoot"]];
    return origin.some((o) => typeof o === "string" && o.split(".")[0] === raceItemId);
  });
}

/** Ids of everything that leaves with `race`: the item, our grants, or a foreign race's advancement items. */
export function idsLeavingWith(actor: Actor5e, race: Item5e): string[] {
  const dependants = raceFlagsOfItem(race) ? grantedItems(actor, race.id) : advancementItems(actor, race.id);
  return [race.id, ...dependants.map((i) => i.id)];
}

function classLevels(item: Item5e): number {
  const levels = item.system["levels"];
  return typeof levels === "number" && Number.isFinite(levels) ? levels : 0;
}

/** The sum of the actor's class levels, or null when it has no class. */
function classLevelSum(actor: Actor5e): number | null {
  const classes = actor.items.filter((i) => i.type === "class");
  return classes.length ? classes.reduce((sum, c) => sum + classLevels(c), 0) : null;
}

/**
 * The character level as dnd5e derives it (the sum of class levels), read from the class items
 * themselves so it is right inside item hooks before the actor is prepared again. An actor
 * without classes falls back to its prepared level, if any.
 */
export function characterLevel(actor: Actor5e): number {
  const sum = classLevelSum(actor);
  if (sum !== null) return sum;
  const level = actor.system.details?.level;
  return typeof level === "number" && Number.isFinite(level) ? level : 0;
}

/** Whether dnd5e has linked `itemId` as the actor's race (`system.details.race`, prepared or not). */
export function raceLinked(actor: Actor5e, itemId: string): boolean {
  const linked = actor.system.details?.race;
  return linked === itemId || (typeof linked === "object" && linked !== null && linked.id === itemId);
}
