/**
 * Adding a race to a character or NPC, however it arrives (a sheet drop, a script's
 * `createEmbeddedDocuments`, the API):
 *
 * 1. If the actor has a race already, the user is asked whether to replace it.
 * 2. One dialog asks every choice the race declares (none for races without choices).
 * 3. Just before writing, the actor's race is read again: if another client changed it meanwhile
 *    (or deleted it), nothing is written.
 * 4. The old race and its grants go (one delete), and the race — built from the dropped document,
 *    choices filled in, lengths in the world's units — is created with everything it grants in one
 *    `createEmbeddedDocuments`. dnd5e then sets `details.race` itself.
 *
 * Cancelling or refusing at any step leaves the actor exactly as it was.
 */
import { HOOKS, isOneOf, RACE_IDS, raceUuid } from "../content/ids";
import { callHookAll, notify, randomId, resolveUuid, whenHook } from "../foundry/adapter";
import { runningStack, stackSupport } from "../foundry/stack";
import { currentAsiMode } from "../settings";
import {
  answerLabels,
  answerProblems,
  askedChoices,
  presetAnswers,
  readAnswers,
  type AskedChoice,
} from "./answers";
import { buildRaceDocuments } from "./build";
import { notifyCaps, racialCaps } from "./caps";
import { loadChosenItems, loadGrants } from "./load";
import type { Answers, ChoiceWorld } from "./choices";
import { confirmReplace, promptChoices } from "./dialog";
import { CASCADE, CONFIGURED } from "./operations";
import { CREATURE_TYPES, characterLevel, idsLeavingWith, isActor, raceItemOf, raceLinked } from "./read";
import { oneFlowPerActor } from "./run";
import { raceSourceOf, type RaceSource } from "./source";
import { lostToEarlierRace } from "./concurrent";
import { carryAcross, increasesLabel, increasesOf, sameIncreases } from "./mode-switch";
import { gatherWorld } from "./world";

export interface AddRaceOptions {
  /** Answers for scripts, by kind: skips the dialog (they are checked all the same). */
  readonly choices?: Readonly<Record<string, unknown>>;
  /** An existing race: "ask" (default) asks the user, true replaces, false leaves it and stops. */
  readonly replace?: boolean | "ask";
  /** No notice on success (the self-check adds nine races in a row). */
  readonly quiet?: boolean;
}

/** How long `addRace` waits for dnd5e's `details.race` update before announcing the race anyway. */
export const RACE_LINK_TIMEOUT_MS = 5000;

export type TargetProblem =
  "Notify.WrongSystem" | "Drop.Unsupported" | "Drop.NotCreature" | "Drop.NoPermission" | null;

/** Why `actor` cannot take a race now, as the notice to show; null when it can. */
export function targetProblem(actor: Actor5e): TargetProblem {
  const support = stackSupport();
  if (support === "wrong-system") return "Notify.WrongSystem";
  if (support === "old-version") return "Drop.Unsupported";
  if (!CREATURE_TYPES.includes(actor.type)) return "Drop.NotCreature";
  if (!actor.isOwner) return "Drop.NoPermission";
  return null;
}

/** Where a race comes from, as the flow needs to know it. */
export interface RaceOrigin {
  readonly race: RaceSource;
  /** The dropped document's UUID when it lies in a compendium: kept as the created race's source. */
  readonly compendiumSource: string | null;
  /** Answers recorded on a race copied from another actor: preselected in the dialog. */
  readonly previous: Answers | Readonly<Record<string, unknown>>;
}

/** The race document a script names: one of the nine by id, or any race of ours by UUID. */
export async function resolveRace(race: unknown): Promise<RaceOrigin | null> {
  if (typeof race !== "string" || !race) return null;
  const uuid = isOneOf(RACE_IDS, race) ? raceUuid(race) : race;
  const doc = await resolveUuid(uuid);
  const found = doc && doc.documentName === "Item" ? raceSourceOf(doc) : null;
  if (!found) return null;
  return {
    race: found,
    compendiumSource: uuid.startsWith("Compendium.") ? uuid : null,
    previous: found.flags.answers,
  };
}

/**
 * Asks (or takes from a script) the race's choices and checks them. The table's ability-increase
 * mode is read again once the dialog closes, so a GM changing it meanwhile is honoured. Null when
 * the user cancels or the answers are invalid (then a notice says why).
 */
async function resolveAnswers(args: {
  actor: Actor5e;
  origin: RaceOrigin;
  without: RaceSource | undefined;
  given: Readonly<Record<string, unknown>> | undefined;
}): Promise<{ world: ChoiceWorld; choices: AskedChoice[]; answers: Answers } | null> {
  const { actor, origin, without, given } = args;
  const { race } = origin;
  const world = await gatherWorld(actor, race, currentAsiMode(), without);
  const choices = askedChoices(race.flags.choices, world);
  let answers: Answers;
  if (given) answers = readAnswers(choices, given, world);
  else if (choices.length) {
    const asked = await promptChoices({
      raceName: String(race.source["name"] ?? ""),
      actorName: actor.name,
      choices,
      world,
      previous: readAnswers(choices, origin.previous, world),
      mode: "add",
    });
    if (!asked) return null;
    answers = asked;
  } else answers = {};
  return answersAtConfirm(race, world, choices, answers, { fill: false });
}

/**
 * The answers as they stand when the player confirms: under the ability-increase mode in force
 * then (the GM may have switched it while the dialog was open), filled where that asks something
 * new (`fill` fills the gaps even when the mode did not change), checked. Null, with the
 * Icelandic notice (naming `actorName` when given), when they cannot be written.
 */
export function answersAtConfirm(
  race: RaceSource,
  world: ChoiceWorld,
  choices: AskedChoice[],
  answers: Answers,
  { fill, actorName }: { fill: boolean; actorName?: string },
): { world: ChoiceWorld; choices: AskedChoice[]; answers: Answers } | null {
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
  } else if (fill) answers = presetAnswers(choices, answers, world);
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

/** Whether `actor` still exists as the flow found it (another client may have deleted it). */
async function stillThere(actor: Actor5e): Promise<boolean> {
  return (await resolveUuid(actor.uuid)) !== null;
}

async function createRace(
  actor: Actor5e,
  docs: Record<string, unknown>[],
  raceItemId: string,
  existing: Item5e | undefined,
): Promise<Item5e | null> {
  let restore: Record<string, unknown>[] = [];
  if (existing) {
    const ids = idsLeavingWith(actor, existing);
    restore = ids.flatMap((id) => {
      const doc = actor.items.get(id);
      return doc ? [doc.toObject()] : [];
    });
    await actor.deleteEmbeddedDocuments("Item", ids, CASCADE);
    callHookAll(HOOKS.raceRemoved, actor, raceSourceOf(existing)?.flags.raceId ?? null);
  }
  let created: FoundryDocument[] = [];
  let failure: unknown = null;
  try {
    created = await actor.createEmbeddedDocuments("Item", docs, CONFIGURED);
  } catch (error) {
    failure = error;
  }
  const item = actor.items.get(raceItemId) ?? null;
  if (item) return item;
  // Refused or failed (another module's hook, the server): never leave a half state.
  const stray = created.map((d) => d.id).filter((id) => actor.items.get(id));
  if (stray.length) await actor.deleteEmbeddedDocuments("Item", stray, CASCADE);
  if (restore.length) await actor.createEmbeddedDocuments("Item", restore, CONFIGURED);
  if (failure) throw failure;
  notify("error", "Drop.Failed");
  return null;
}

/**
 * Adds the race `origin` describes to `actor`: the whole flow behind a drop. Resolves with the
 * created race item, or null when nothing was created (a notice says why, except for a cancel).
 */
export async function addRaceFrom(
  actor: Actor5e,
  origin: RaceOrigin,
  opts: AddRaceOptions = {},
): Promise<Item5e | null> {
  const problem = targetProblem(actor);
  if (problem) {
    notify("warn", problem, { actor: actor.name });
    return null;
  }
  return oneFlowPerActor(actor, async () => {
    const existing = raceItemOf(actor);
    const raceName = String(origin.race.source["name"] ?? "");
    if (existing) {
      const replace =
        opts.replace === true ||
        (opts.replace !== false &&
          (await confirmReplace({
            actorName: actor.name,
            oldName: existing.name,
            raceName,
            foreign: !raceSourceOf(existing),
          })));
      if (!replace) return null;
    }
    const without = existing ? (raceSourceOf(existing) ?? undefined) : undefined;
    const resolved = await resolveAnswers({ actor, origin, without, given: opts.choices });
    if (!resolved) return null;
    const level = characterLevel(actor);
    const grants = await loadGrants(origin.race.flags.grants, level);
    const chosen = grants && (await loadChosenItems(resolved.choices, resolved.answers, resolved.world));
    if (!grants || !chosen) return null;

    // Another client may have added, replaced or deleted the race (or the actor) meanwhile.
    if (!(await stillThere(actor)) || raceItemOf(actor)?.id !== existing?.id) {
      notify("warn", "Drop.RaceChanged", { actor: actor.name });
      return null;
    }
    const raceItemId = randomId();
    const docs = buildRaceDocuments({
      ...resolved,
      race: origin.race,
      labels: answerLabels(resolved.choices, resolved.answers, resolved.world),
      asiMode: resolved.world.asiMode,
      stack: runningStack(),
      units: resolved.world.units,
      raceItemId,
      newId: randomId,
      grants,
      chosenItems: chosen,
      compendiumSource: origin.compendiumSource,
    });
    const item = await createRace(actor, docs, raceItemId, existing);
    if (!item) return null;
    if (await lostToEarlierRace(actor, item)) {
      notify("warn", "Drop.RaceChanged", { actor: actor.name });
      return null;
    }
    // dnd5e links the race to the actor (`details.race`) in an update it does not await: listeners
    // of raceApplied see the character complete.
    await whenHook("updateActor", () => raceLinked(actor, item.id), RACE_LINK_TIMEOUT_MS);
    callHookAll(HOOKS.raceApplied, actor, item, resolved.answers);
    if (opts.quiet) return item;
    notify("info", existing ? "Drop.Replaced" : "Drop.Applied", {
      race: item.name,
      actor: actor.name,
      old: existing?.name ?? "",
    });
    const { choices, answers, world } = resolved;
    notifyCaps(actor.name, racialCaps(origin.race, choices, answers, world), world);
    return item;
  });
}

/** An object literal (`{ replace: true }`), not an array, a document or another class's instance. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * `api.addRace(actor, race, options)`: every argument is checked, and bad input gets an Icelandic
 * notice and null, never a thrown error. `race` is one of the nine ids or the UUID of any race of
 * ours (a world copy, another compendium); `replace` must be true, false or "ask".
 */
export async function addRace(actor: unknown, race: unknown, options?: unknown): Promise<Item5e | null> {
  if (!isActor(actor)) {
    notify("warn", "Api.NotActor");
    return null;
  }
  if (options !== undefined && options !== null && !isPlainObject(options)) {
    notify("warn", "Api.BadOptions");
    return null;
  }
  const opts = (options ?? {}) as Record<string, unknown>;
  const replace = opts["replace"] === undefined ? "ask" : opts["replace"];
  if (replace !== true && replace !== false && replace !== "ask") {
    notify("warn", "Api.BadReplace");
    return null;
  }
  const choices = opts["choices"];
  if (choices !== undefined && !isPlainObject(choices)) {
    notify("warn", "Api.BadChoices");
    return null;
  }
  const origin = await resolveRace(race);
  if (!origin) {
    notify("warn", "Drop.UnknownRace");
    return null;
  }
  return addRaceFrom(actor, { ...origin, previous: {} }, { replace, ...(choices ? { choices } : {}) });
}
