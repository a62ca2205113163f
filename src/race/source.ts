/**
 * A race item's source as the flow works with it: its flags read (and migrated in memory) and what
 * its effects give, read from the document itself, so a GM's edit to a copy counts.
 */
import { CHOICE, FLAGS } from "../content/ids";
import { ABILITY_KEY, ADD, LANGUAGE_KEY, SKILL_KEY, type ChangeDef } from "../effects/changes";
import type { AbilityIncrease } from "../rules/ability-caps";
import { readChanges } from "../effects/shape";
import type { RaceFacts } from "./choices/kind";
import { record } from "../rules/record";
import { moduleFlags, raceFlagsOf, type RaceFlags } from "./flags";

export type Source = Record<string, unknown>;

export interface RaceSource {
  /** The race item's source (`toObject()` of the dropped or owned document). */
  readonly source: Source;
  readonly flags: RaceFlags;
}

/**
 * Where a document came from, kept as a created copy's `_stats.compendiumSource`: its own UUID
 * when it lies in a compendium, else what its source records (a world copy of a pack item).
 */
export function compendiumSourceOf(uuid: string | null, source: unknown): string | null {
  if (uuid?.startsWith("Compendium.")) return uuid;
  const recorded = record(record(source)["_stats"])["compendiumSource"];
  return typeof recorded === "string" ? recorded : null;
}

/** Where a race comes from, as the add flow needs to know it. */
export interface RaceOrigin {
  readonly race: RaceSource;
  /** Kept as the created race's `_stats.compendiumSource`. */
  readonly compendiumSource: string | null;
  /** Answers recorded on a race copied from another actor: preselected in the dialog. */
  readonly previous: Readonly<Record<string, unknown>>;
}

/**
 * The one way to make an origin: the race behind a document or its source, found at `uuid` (null
 * for data a script is creating). Null when it is not one of ours.
 */
export function raceOrigin(doc: unknown, uuid: string | null): RaceOrigin | null {
  const race = raceSourceOf(doc);
  if (!race) return null;
  return { race, compendiumSource: compendiumSourceOf(uuid, race.source), previous: race.flags.answers };
}

/** The race behind an item source or document; null when it is not one of ours. */
export function raceSourceOf(doc: unknown): RaceSource | null {
  const isDocument = typeof (doc as { toObject?: unknown } | null)?.toObject === "function";
  const source = isDocument ? (doc as { toObject(): Source }).toObject() : record(doc);
  const flags = raceFlagsOf(source);
  return flags ? { source, flags } : null;
}

export function effectsOf(source: Source): Source[] {
  const effects = source["effects"];
  return Array.isArray(effects)
    ? effects.filter((e): e is Source => typeof e === "object" && e !== null)
    : [];
}

/** The module's flags on an effect source. */
export function effectFlags(effect: Source): Record<string, unknown> {
  return moduleFlags(effect);
}

/** The effects that apply (not disabled), as the document holds them. */
function activeEffects(source: Source): Source[] {
  return effectsOf(source).filter((e) => e["disabled"] !== true);
}

/** Languages the race's effects give (its fixed ones and any choice already filled). */
export function languagesOf(source: Source): Set<string> {
  return new Set(
    activeEffects(source).flatMap((e) =>
      readChanges(e)
        .filter((c) => c.key === LANGUAGE_KEY)
        .map((c) => c.value),
    ),
  );
}

/** Skills the race's effects make the character proficient in. */
export function skillsOf(source: Source): Set<string> {
  const out = new Set<string>();
  for (const e of activeEffects(source)) {
    for (const c of readChanges(e)) {
      const m = SKILL_KEY.exec(c.key);
      if (m?.[1]) out.add(m[1]);
    }
  }
  return out;
}

/** An effect holding the race's fixed ability increases (not a choice). */
export function isFixedIncrease(effect: Source): boolean {
  const flags = effectFlags(effect);
  return flags[FLAGS.trait] === "abilityScoreIncrease" && flags[FLAGS.choice] === undefined;
}

/** Whether a change is an ability increase (an ADD of a number to `abilities.<id>.value`). */
export function isIncreaseChange(change: ChangeDef): boolean {
  return ABILITY_KEY.test(change.key) && change.mode === ADD && Number.isFinite(Number(change.value));
}

/**
 * The race's own increases in a fixed-increase effect, whole: as the module recorded them when a
 * maximum cut some (`flags.kynthaettir.increases`), else as its changes hold them. One per
 * increase change, in order.
 */
export function wholeIncreases(effect: Source): AbilityIncrease[] {
  const changes = readChanges(effect).filter(isIncreaseChange);
  const fromChanges = changes.map((c) => ({ ability: ABILITY_KEY.exec(c.key)![1]!, value: Number(c.value) }));
  const recorded = effectFlags(effect)[FLAGS.increases];
  const valid =
    Array.isArray(recorded) &&
    recorded.length === changes.length &&
    recorded.every(
      (r, i) => record(r)["ability"] === fromChanges[i]!.ability && Number.isFinite(record(r)["value"]),
    );
  return valid
    ? recorded.map((r) => ({ ability: String(record(r)["ability"]), value: Number(record(r)["value"]) }))
    : fromChanges;
}

/** What choices depend on in the race's own document (its fixed languages and increases). */
export function raceFacts(race: RaceSource): RaceFacts {
  const fixed = effectsOf(race.source).filter((e) => effectFlags(e)[FLAGS.choice] === undefined);
  return {
    languages: languagesOf({ effects: fixed.filter((e) => e["disabled"] !== true) }),
    increases: fixed
      .filter(isFixedIncrease)
      .flatMap(wholeIncreases)
      .filter((i) => i.value !== 0),
    pickedIncreases: race.flags.choices
      .filter((c) => c.kind === CHOICE.abilities)
      .reduce((sum, c) => sum + (c.count ?? 1), 0),
  };
}
