/**
 * The GM switched the table's ability-increase mode while a player's race dialog was open: the
 * player's picks are carried over to the mode in force at confirm where they still hold (a
 * half-elf's two +1s under "fixed" become the same two +1s under "flexible", and back), and when
 * the increases come out different all the same (the +2 was placed elsewhere, the new mode has
 * none), the player is told what they now are.
 */
import { CHOICE } from "../content/ids";
import { increaseSizes } from "./choices/asi";
import type { Answers, ChoiceWorld } from "./choices";

interface Increase {
  readonly ability: string;
  readonly value: number;
}

const asList = (answer: unknown): string[] =>
  Array.isArray(answer) ? answer.filter((v): v is string => typeof v === "string") : [];

/** The increases an answers object gives under a world's mode. */
export function increasesOf(world: ChoiceWorld, answers: Answers): Increase[] {
  if (world.asiMode === "none") return [];
  if (world.asiMode === "flexible") {
    const sizes = increaseSizes(world);
    return asList(answers[CHOICE.asi]).map((ability, i) => ({ ability, value: sizes[i] ?? 0 }));
  }
  return [
    ...world.race.increases,
    ...asList(answers[CHOICE.abilities]).map((ability) => ({ ability, value: 1 })),
  ];
}

/** The answers under `to`'s mode that give the same increases as `answers` gave under `from`'s, where they can. */
export function carryAcross(from: ChoiceWorld, to: ChoiceWorld, answers: Answers): Answers {
  const increases = increasesOf(from, answers);
  if (!increases.length) return answers;
  const out: Record<string, unknown> = { ...answers };
  if (to.asiMode === "flexible") {
    const byValue = [...increases].sort((a, b) => b.value - a.value).map((i) => i.ability);
    if (byValue.length === increaseSizes(to).length && new Set(byValue).size === byValue.length)
      out[CHOICE.asi] = byValue;
  } else if (to.asiMode === "fixed") {
    const fixed = to.race.increases.map((i) => i.ability);
    out[CHOICE.abilities] = increases
      .filter((i) => i.value === 1 && !fixed.includes(i.ability))
      .map((i) => i.ability);
  }
  return out as Answers;
}

const key = (increases: Increase[]): string =>
  increases
    .filter((i) => i.value > 0)
    .map((i) => `${i.ability}+${i.value}`)
    .sort()
    .join(",");

/** Whether two sets of increases are the same. */
export function sameIncreases(a: Increase[], b: Increase[]): boolean {
  return key(a) === key(b);
}

/** The increases as the player reads them: "Þokki +2, Styrkur +1", or null for none. */
export function increasesLabel(world: ChoiceWorld, increases: Increase[]): string | null {
  const shown = increases.filter((i) => i.value > 0);
  return shown.length
    ? shown.map((i) => `${world.label("abilities", i.ability)} +${i.value}`).join(", ")
    : null;
}
