/**
 * A race item's source as the flow works with it: its flags read (and migrated in memory) and what
 * its effects give, read from the document itself, so a GM's edit to a copy counts.
 */
import { FLAGS } from "../content/ids";
import { LANGUAGE_KEY, SKILL_KEY, abilityIncreases } from "../effects/changes";
import { readChanges } from "../effects/shape";
import type { RaceFacts } from "./choices/kind";
import { moduleFlags, raceFlagsOf, record, type RaceFlags } from "./flags";

export type Source = Record<string, unknown>;

export interface RaceSource {
  /** The race item's source (`toObject()` of the dropped or owned document). */
  readonly source: Source;
  readonly flags: RaceFlags;
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

/** What choices depend on in the race's own document (its fixed languages and increases). */
export function raceFacts(race: RaceSource): RaceFacts {
  const fixed = effectsOf(race.source).filter((e) => effectFlags(e)[FLAGS.choice] === undefined);
  return {
    languages: languagesOf({ effects: fixed.filter((e) => e["disabled"] !== true) }),
    increases: fixed.filter(isFixedIncrease).flatMap((e) => abilityIncreases(readChanges(e))),
    pickedIncreases: race.flags.choices
      .filter((c) => c.kind === "abilities")
      .reduce((sum, c) => sum + (c.count ?? 1), 0),
  };
}
