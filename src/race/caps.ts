/**
 * The maximum of each ability (as dnd5e reads it: `abilities.<id>.max`, 20 by default) against the
 * race's increases: a fixed increase gives what fits from the character's own score, and so do the
 * choices that raise abilities (src/race/choices/increases.ts); what a maximum cut away is told
 * once, in one notice. Removing the race takes only what was given, so removal restores exactly.
 */
import { FLAGS } from "../content/ids";
import type { ChangeDef } from "../effects/changes";
import { readChanges } from "../effects/shape";
import { notify } from "../foundry/adapter";
import { capIncreases, type AbilityIncrease, type CappedIncrease } from "../rules/ability-caps";
import type { AskedChoice } from "./answers";
import type { Answers, ChoiceWorld } from "./choices";
import { cappedFor } from "./choices/increases";
import {
  effectFlags,
  effectsOf,
  isFixedIncrease,
  isIncreaseChange,
  wholeIncreases,
  type RaceSource,
  type Source,
} from "./source";

/**
 * A fixed-increase effect's changes: each increase as much of the race's own as fits under the
 * ability's maximum, from the character's own score (an increase that fits not at all stays as
 * +0, so the effect keeps its shape); whole while the effect is suppressed. Other changes stay.
 */
export function fixedIncreaseChanges(
  effect: Source,
  suppress: boolean,
  world: ChoiceWorld,
): { changes: ChangeDef[]; whole: AbilityIncrease[]; cut: boolean } {
  const whole = wholeIncreases(effect);
  const { fits, capped } = capIncreases(whole, world.abilityScores, world.abilityMax);
  const values = suppress ? whole.map((i) => i.value) : fits;
  let n = 0;
  const changes = readChanges(effect).map((c) =>
    isIncreaseChange(c) ? { ...c, value: String(values[n++] ?? c.value) } : c,
  );
  return { changes, whole, cut: !suppress && capped.length > 0 };
}

/**
 * Every racial increase a maximum cuts for these answers: the fixed ones (in the fixed mode, those
 * the race's document has enabled) and those of the answered choices.
 */
export function racialCaps(
  race: RaceSource,
  choices: readonly AskedChoice[],
  answers: Answers,
  world: ChoiceWorld,
): CappedIncrease[] {
  const fixed =
    world.asiMode === "fixed"
      ? effectsOf(race.source)
          .filter(isFixedIncrease)
          .filter((e) => e["disabled"] !== true || effectFlags(e)[FLAGS.suppressed] === true)
          .flatMap((e) => cappedFor(wholeIncreases(e), world).capped)
      : [];
  const chosen = choices.flatMap(({ decl, kind }) => {
    const answer = answers[decl.kind];
    return answer !== undefined && kind.increases
      ? cappedFor(kind.increases(decl, answer, world), world).capped
      : [];
  });
  return [...fixed, ...chosen];
}

/** The one notice naming what the maxima cut ("Styrkur +0 af +1 (hámark 20)"); none when nothing was. */
export function notifyCaps(actorName: string, caps: readonly CappedIncrease[], world: ChoiceWorld): void {
  if (!caps.length) return;
  const list = caps
    .map((c) =>
      world.t("Drop.CappedItem", {
        ability: world.label("abilities", c.ability),
        given: c.given,
        value: c.value,
        max: c.max,
      }),
    )
    .join(", ");
  notify("info", "Drop.Capped", { actor: actorName, list });
}
