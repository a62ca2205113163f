/**
 * A race's choices taken together: which declarations are asked in this world, and the answers to
 * all of them parsed, read, checked, preselected and stored. Each kind's own rules live in its spec
 * (src/race/choices/); this file only walks the declarations. Pure.
 */
import {
  choiceKind,
  type Answer,
  type Answers,
  type ChoiceDecl,
  type ChoiceKind,
  type ChoiceOption,
  type ChoiceWorld,
} from "./choices";

/** One declaration the dialog asks, with its kind and the options the world offers. */
export interface AskedChoice {
  readonly decl: ChoiceDecl;
  readonly kind: ChoiceKind;
  readonly options: readonly ChoiceOption[];
}

/**
 * The declarations asked in `world`: those of a registered kind that is active (ability increases
 * follow the table's mode). One declaration per kind: a second of the same kind is ignored.
 */
export function askedChoices(decls: readonly ChoiceDecl[], world: ChoiceWorld): AskedChoice[] {
  const seen = new Set<string>();
  const out: AskedChoice[] = [];
  for (const decl of decls) {
    const kind = choiceKind(decl.kind);
    if (!kind || seen.has(decl.kind) || !kind.isActive(decl, world)) continue;
    seen.add(decl.kind);
    out.push({ decl, kind, options: kind.options(decl, world) });
  }
  return out;
}

/** Whether the race has anything to ask in this world. */
export function asksAnything(choices: readonly AskedChoice[]): boolean {
  return choices.length > 0;
}

/** The dialog's form values as answers; a missing or malformed one is left out (validation says so). */
export function parseAnswers(
  choices: readonly AskedChoice[],
  form: Readonly<Record<string, unknown>>,
  world: ChoiceWorld,
): Answers {
  const out: Record<string, Answer> = {};
  for (const { decl, kind } of choices) {
    const answer = kind.parse(decl, form, world);
    if (answer !== undefined) out[decl.kind] = answer;
  }
  return out;
}

/** Answers as a script or a stored flag gives them, narrowed by each kind; anything malformed is dropped. */
export function readAnswers(choices: readonly AskedChoice[], stored: unknown, world: ChoiceWorld): Answers {
  const raw = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const out: Record<string, Answer> = {};
  for (const { decl, kind } of choices) {
    const answer = kind.read(decl, raw[decl.kind], world);
    if (answer !== undefined) out[decl.kind] = answer;
  }
  return out;
}

/** What blocks the answers (i18n keys under `KYNTHAETTIR.`); empty when they can be written. */
export function answerProblems(
  choices: readonly AskedChoice[],
  answers: Answers,
  world: ChoiceWorld,
): string[] {
  return choices.flatMap(({ decl, kind, options }) =>
    kind.validate(decl, answers[decl.kind], options, world),
  );
}

/** The problems of each asked choice, by kind, in the dialog's order (each section shows its own). */
export function problemsByKind(
  choices: readonly AskedChoice[],
  answers: Answers,
  world: ChoiceWorld,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { decl, kind, options } of choices) {
    out[decl.kind] = kind.validate(decl, answers[decl.kind], options, world);
  }
  return out;
}

/** The dialog's preselection: the previous answers where still valid, else each kind's first sensible pick. */
export function presetAnswers(
  choices: readonly AskedChoice[],
  previous: Answers,
  world: ChoiceWorld,
): Answers {
  const out: Record<string, Answer> = {};
  for (const { decl, kind, options } of choices) {
    const answer = kind.preset(decl, options, previous[decl.kind], world);
    if (answer !== undefined) out[decl.kind] = answer;
  }
  return out;
}

/**
 * The whole answers object to store: every declared kind, null where it is not answered (not asked
 * in this mode, or nothing to choose), so a rewrite leaves no stale answer behind.
 */
export function storedAnswers(
  decls: readonly ChoiceDecl[],
  answers: Answers,
): Record<string, string | string[] | null> {
  const out: Record<string, string | string[] | null> = {};
  for (const { kind } of decls) {
    const answer = answers[kind];
    out[kind] = answer === undefined ? null : typeof answer === "string" ? answer : [...answer];
  }
  return out;
}

function same(a: Answer | undefined, b: Answer | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (typeof a === "string" || typeof b === "string") return a === b;
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** The kinds whose answer differs between two sets of answers (asked or no longer asked). */
export function changedKinds(decls: readonly ChoiceDecl[], before: Answers, after: Answers): string[] {
  return decls.map((d) => d.kind).filter((kind) => !same(before[kind], after[kind]));
}

/** The answers in words, by kind, for the filled effects' names. */
export function answerLabels(
  choices: readonly AskedChoice[],
  answers: Answers,
  world: ChoiceWorld,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { decl, kind, options } of choices) {
    const answer = answers[decl.kind];
    if (answer !== undefined) out[decl.kind] = kind.label(decl, answer, options, world);
  }
  return out;
}
