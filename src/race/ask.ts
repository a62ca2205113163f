/**
 * The one answer resolver of adding a race and of changing its choices: who may take a race now,
 * the choices asked in this world (or a script's answers, or the stored ones kept), and the
 * answers as they stand when the player confirms — under the table's ability-increase mode in
 * force then, filled, checked.
 */
import { inLockedPack, notify } from "../foundry/adapter";
import { stackSupport } from "../foundry/stack";
import { currentAsiMode } from "../settings";
import { answerProblems, askedChoices, presetAnswers, readAnswers, type AskedChoice } from "./answers";
import type { Answers, ChoiceWorld } from "./choices";
import { promptChoices } from "./dialog";
import { carryAcross, increasesLabel, increasesOf, sameIncreases } from "./mode-switch";
import { CREATURE_TYPES } from "./read";
import type { RaceSource } from "./source";
import { gatherWorld } from "./world";

export type TargetProblem =
  | "Notify.WrongSystem"
  | "Drop.Unsupported"
  | "Drop.NotCreature"
  | "Drop.NoPermission"
  | "Drop.LockedPack"
  | null;

/** Why `actor` cannot take a race now, as the notice to show; null when it can. */
export function targetProblem(actor: Actor5e): TargetProblem {
  const support = stackSupport();
  if (support === "wrong-system") return "Notify.WrongSystem";
  if (support === "old-version") return "Drop.Unsupported";
  if (!CREATURE_TYPES.includes(actor.type)) return "Drop.NotCreature";
  if (!actor.isOwner) return "Drop.NoPermission";
  if (inLockedPack(actor)) return "Drop.LockedPack";
  return null;
}

/** The world, the choices asked in it and the answers given, ready to be written. */
export interface Resolved {
  readonly world: ChoiceWorld;
  readonly choices: AskedChoice[];
  readonly answers: Answers;
}

export interface AnswerRequest {
  readonly actor: Actor5e;
  readonly race: RaceSource;
  readonly raceName: string;
  /** "add" for a new race, "change" for "Breyta vali" on the actor's own. */
  readonly mode: "add" | "change";
  /** The race whose languages and skills do not count as the character's own (the one replaced). */
  readonly without: RaceSource | undefined;
  /** Stored answers, preselected in the dialog; a change fills a script's partial answers from them. */
  readonly previous: Readonly<Record<string, unknown>>;
  /** A script's answers instead of the dialog (checked all the same). */
  readonly given?: Readonly<Record<string, unknown>> | undefined;
  /** The stored answers as they are, no dialog (the settings' batch button). */
  readonly keep?: boolean;
}

/**
 * Asks (or takes from a script) the race's choices and checks them. Null when the user cancels or
 * the answers cannot be written (then a notice says why). `before` is what was stored, as read in
 * this world before anything was asked.
 */
export async function resolveAnswers(req: AnswerRequest): Promise<(Resolved & { before: Answers }) | null> {
  const { actor, race, mode, given } = req;
  const world = await gatherWorld(actor, race, currentAsiMode(), req.without);
  const choices = askedChoices(race.flags.choices, world);
  const before = readAnswers(choices, req.previous, world);
  // A script's answers (not the batch button's kept ones), as each kind reads them.
  const scripted = given && !req.keep ? readAnswers(choices, given, world) : null;
  let answers: Answers | null;
  if (req.keep) answers = before;
  else if (scripted) answers = mode === "change" ? { ...before, ...scripted } : scripted;
  // Nothing to ask: on a change, what the maxima now cut (or the mode) may still change the effects.
  else if (!choices.length) answers = {};
  else {
    answers = await promptChoices({
      raceName: req.raceName,
      actorName: actor.name,
      choices,
      world,
      previous: before,
      mode,
    });
  }
  if (!answers) return null;
  // A script's answer to a choice this world offers nothing for (no feats24 compendium, no cantrip
  // list) would grant whatever it names: refused as the dialog could never give it.
  const unoffered = scripted
    ? choices.filter((c) => !c.options.length && scripted[c.decl.kind] !== undefined)
    : [];
  if (unoffered.length) {
    const problems = unoffered.map((c) => world.t(`Choice.${c.decl.kind}.Invalid`)).join(" ");
    notify("warn", "Drop.InvalidChoices", { problems });
    return null;
  }
  const confirmed = answersAtConfirm(race, world, choices, answers, {
    fill: mode === "change",
    ...(req.keep ? { actorName: actor.name, keepGiven: true } : {}),
  });
  return confirmed && { ...confirmed, before };
}

/**
 * The answers as they stand when the player confirms: under the ability-increase mode in force
 * then (the GM may have switched it while the dialog was open), filled where that asks something
 * new (`fill`: the gaps, even when the mode did not change; `keepGiven`: never a given answer),
 * checked. Null, with the
 * Icelandic notice (naming `actorName` when given), when they cannot be written.
 */
function answersAtConfirm(
  race: RaceSource,
  world: ChoiceWorld,
  choices: AskedChoice[],
  answers: Answers,
  { fill, actorName, keepGiven }: { fill: boolean; actorName?: string; keepGiven?: boolean },
): Resolved | null {
  const mode = currentAsiMode();
  if (mode !== world.asiMode) {
    // The GM switched the mode while the dialog was open: the player's picks carry over where they
    // still hold, and the player is told when the increases come out different.
    const before = world;
    const picked = increasesOf(before, answers);
    world = { ...world, asiMode: mode };
    choices = askedChoices(race.flags.choices, world);
    answers = presetAnswers(choices, carryAcross(before, world, answers), world);
    const now = increasesOf(world, answers);
    if (!sameIncreases(picked, now))
      notify("info", "Drop.ModeSwitched", {
        mode: world.t(`Settings.AsiMode.${mode}`),
        increases: increasesLabel(world, now) ?? world.t("Drop.NoIncreases"),
      });
  } else if (fill) {
    // Kept answers (the batch button) are checked, never swapped for a default.
    const given = keepGiven ? Object.entries(answers).filter(([, a]) => a !== undefined && a !== null) : [];
    answers = { ...presetAnswers(choices, answers, world), ...Object.fromEntries(given) } as Answers;
  }
  const problems = answerProblems(choices, answers, world);
  if (problems.length) {
    const text = problems.map((p) => world.t(p)).join(" ");
    // Without a dialog (the batch button) the notice names the character it is about.
    if (actorName) notify("warn", "Drop.InvalidChoicesFor", { actor: actorName, problems: text });
    else notify("warn", "Drop.InvalidChoices", { problems: text });
    return null;
  }
  return { world, choices, answers };
}
