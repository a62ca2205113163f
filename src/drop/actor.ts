/**
 * Reading what the drop flow needs from an actor and its items: the race item, what it granted,
 * the character level, known languages and skill proficiencies. Narrowing only, no writes.
 */
import { MODULE_ID } from "../constants";
import { getRace, isRaceId, type RaceDef } from "../data/races";
import type { RaceChoices } from "../rules/effects";
import { isLengthUnit, type LengthUnit } from "../rules/units";
import { readStoredChoices } from "./choices";
import { record } from "./shared";

/** Actor types a race belongs on (dnd5e's `isCreature`). */
export const CREATURE_TYPES: readonly string[] = ["character", "npc"];

type Flags = Record<string, Record<string, unknown> | undefined> | undefined;

export function moduleFlags(doc: { readonly flags?: Flags } | null | undefined): Record<string, unknown> {
  return record(doc?.flags?.[MODULE_ID]);
}

/** Our race for a race item's source or document (`flags.kynthaettir.raceId`), else undefined. */
export function raceOfSource(data: unknown): RaceDef | undefined {
  const d = record(data);
  if (d["type"] !== "race") return undefined;
  const id = record(record(d["flags"])[MODULE_ID])["raceId"];
  return isRaceId(id) ? getRace(id) : undefined;
}

export function raceOfItem(item: Item5e | null | undefined): RaceDef | undefined {
  if (!item || item.type !== "race") return undefined;
  const id = moduleFlags(item)["raceId"];
  return isRaceId(id) ? getRace(id) : undefined;
}

/** The actor's race item, ours or not (dnd5e allows one per character). */
export function raceItemOf(actor: Actor5e): Item5e | undefined {
  return actor.items.find((i) => i.type === "race");
}

export function storedChoicesOf(item: Item5e): RaceChoices {
  return readStoredChoices(moduleFlags(item)["choices"]);
}

/** The units the race item was created in (`flags.kynthaettir.units`), if recorded. */
export function storedUnitsOf(item: Item5e): LengthUnit | null {
  const units = moduleFlags(item)["units"];
  return isLengthUnit(units) ? units : null;
}

/** Items the module created for the race item `raceItemId` (features, spells, the cantrip). */
export function grantedItems(actor: Actor5e, raceItemId: string): Item5e[] {
  return actor.items.filter((i) => moduleFlags(i)["grantedBy"] === raceItemId);
}

/** Items dnd5e's advancements created for a race from another source. */
export function advancementItems(actor: Actor5e, raceItemId: string): Item5e[] {
  return actor.items.filter((i) => {
    const flags = record(i.flags["dnd5e"]);
    const origin = [flags["advancementOrigin"], flags["advancementRoot"]];
    return origin.some((o) => typeof o === "string" && o.split(".")[0] === raceItemId);
  });
}

export function classLevels(item: Item5e): number {
  const levels = item.system["levels"];
  return typeof levels === "number" && Number.isFinite(levels) ? levels : 0;
}

/** The sum of the actor's class levels (leaving out `without`), or null when it has no class. */
export function classLevelSum(actor: Actor5e, without?: string): number | null {
  const classes = actor.items.filter((i) => i.type === "class" && i.id !== without);
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

function asSet(value: unknown): Set<string> {
  if (value instanceof Set) return new Set([...value].filter((v): v is string => typeof v === "string"));
  if (Array.isArray(value)) return new Set(value.filter((v): v is string => typeof v === "string"));
  return new Set();
}

export function knownLanguages(actor: Actor5e): Set<string> {
  const traits = record(actor.system["traits"]);
  return asSet(record(traits["languages"])["value"]);
}

export function proficientSkills(actor: Actor5e): Set<string> {
  const out = new Set<string>();
  for (const [id, skill] of Object.entries(record(actor.system["skills"]))) {
    const value = record(skill)["value"];
    if (typeof value === "number" && value >= 1) out.add(id);
  }
  return out;
}
