/**
 * The answers the self-check gives a race or species, derived from the race's own document and
 * each choice kind's `preset` — what the drop dialog preselects in this world — so a race added
 * later, or a GM's copy with other choices, is checked without a table of answers to keep.
 */
import type { AsiMode } from "../content/ids";
import { answerProblems, askedChoices, presetAnswers, type AskedChoice } from "../race/answers";
import {
  countOf,
  valuesOf,
  type Answer,
  type Answers,
  type ChoiceDecl,
  type ChoiceOption,
} from "../race/choices";
import type { RaceSource } from "../race/source";
import { gatherWorld } from "../race/world";

export interface CheckAnswers {
  /** Every asked choice's preset. */
  readonly answers: Answers;
  /** One answer changed afterwards ("Breyta vali"); null when no choice has a second valid answer. */
  readonly change: Answers | null;
}

/**
 * The preset answers for `race` on `actor`, and one change: the first choice (not the ability
 * increases, which the table's mode decides) whose preset among the options left once the first
 * answer's values are taken out is still a valid answer.
 */
export async function checkAnswers(actor: Actor5e, race: RaceSource, mode: AsiMode): Promise<CheckAnswers> {
  const world = await gatherWorld(actor, race, mode);
  const choices = askedChoices(race.flags.choices, world);
  const answers = { ...presetAnswers(choices, {}, world) } as Record<string, Answer>;
  // A kind that leaves the pick to the player (the draconic ancestry) has no preset: the first option.
  for (const { decl, options } of choices) {
    const first = answers[decl.kind] ?? firstOptions(decl, options);
    if (first !== undefined) answers[decl.kind] = first;
  }
  return { answers, change: firstChange(choices, answers, world) };
}

function firstOptions(decl: ChoiceDecl, options: readonly ChoiceOption[]): Answer | undefined {
  const count = countOf(decl);
  const values = options.slice(0, count).map((o) => o.value);
  if (values.length < count) return undefined;
  return count === 1 ? values[0] : values;
}

function firstChange(
  choices: readonly AskedChoice[],
  answers: Answers,
  world: Parameters<typeof presetAnswers>[2],
): Answers | null {
  for (const { decl, kind, options } of choices) {
    if (kind.increases) continue;
    const taken = new Set(valuesOf(answers[decl.kind]));
    const rest = options.filter((o) => !taken.has(o.value));
    const other = kind.preset(decl, rest, undefined, world) ?? firstOptions(decl, rest);
    if (other === undefined || valuesOf(other).every((v) => taken.has(v))) continue;
    const changed = { ...answers, [decl.kind]: other };
    if (!answerProblems(choices, changed, world).length) return { [decl.kind]: other };
  }
  return null;
}
