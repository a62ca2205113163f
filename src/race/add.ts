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
import { runningStack } from "../foundry/stack";
import { answerLabels } from "./answers";
import { resolveAnswers, targetProblem } from "./ask";
import { buildRaceDocuments } from "./build";
import { notifyCaps, racialCaps } from "./caps";
import { loadChosenItems, loadGrants, spellGrantNames } from "./load";
import { askReplace, undoOldRace } from "./undo";
import { CASCADE, CONFIGURED, putBack } from "./operations";
import { characterLevel, grantedItems, isActor, raceItemOf, raceLinked } from "./read";
import { oneFlowPerActor } from "../foundry/flows";
import { raceOrigin, raceSourceOf, type RaceOrigin } from "./source";
import { isPlainRecord } from "../rules/record";
import { lostToEarlierRace, stillThere } from "./concurrent";
import { offerGrantedChoices } from "./granted-advancements";
import { deleteRace } from "./remove";

export interface AddRaceOptions {
  /** Answers for scripts, by kind: skips the dialog (they are checked all the same). */
  readonly choices?: Readonly<Record<string, unknown>>;
  /** An existing race: "ask" (default) asks the user, true replaces, false leaves it and stops. */
  readonly replace?: boolean | "ask";
  /** With `replace: true`, a race dnd5e's advancements built has them undone first (src/race/undo.ts). */
  readonly undoAdvancements?: boolean;
  /** No notice after success and no origin-feat choice window (the self-check adds nine races in a row). */
  readonly quiet?: boolean;
}

/** How long `addRace` waits for dnd5e's `details.race` update before announcing the race anyway. */
export const RACE_LINK_TIMEOUT_MS = 5000;

/** The race document a script names: one of the nine by id, or any race of ours by UUID. */
export async function resolveRace(race: unknown): Promise<RaceOrigin | null> {
  if (typeof race !== "string" || !race) return null;
  const uuid = isOneOf(RACE_IDS, race) ? raceUuid(race) : race;
  const doc = await resolveUuid(uuid);
  return doc && doc.documentName === "Item" ? raceOrigin(doc, uuid) : null;
}

/**
 * Creates the race's documents, after deleting `existing` (a race still on the character). When
 * they do not arrive, the character is put back as `before` (taken before anything was replaced).
 */
async function createRace(
  actor: Actor5e,
  docs: Record<string, unknown>[],
  raceItemId: string,
  existing: Item5e | undefined,
  before: Record<string, unknown> | null,
): Promise<Item5e | null> {
  if (existing && !(await deleteRace(actor, existing))) return null;
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
  if (before) await putBack(actor, before);
  else {
    const stray = created.map((d) => d.id).filter((id) => actor.items.get(id));
    if (stray.length) await actor.deleteEmbeddedDocuments("Item", stray, CASCADE);
  }
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
  return addRaceToTarget(actor, origin, opts);
}

/** `addRaceFrom` for a caller that has asked `targetProblem` itself (a drop must refuse at once). */
export async function addRaceToTarget(
  actor: Actor5e,
  origin: RaceOrigin,
  opts: AddRaceOptions = {},
): Promise<Item5e | null> {
  return oneFlowPerActor(actor, async () => {
    const existing = raceItemOf(actor);
    const raceName = String(origin.race.source["name"] ?? "");
    const replace = existing ? await askReplace(actor, existing, raceName, opts) : null;
    if (existing && !replace) return null;
    const request = {
      actor,
      race: origin.race,
      raceName,
      mode: "add",
      without: existing ? (raceSourceOf(existing) ?? undefined) : undefined,
      previous: origin.previous,
    } as const;
    let resolved = await resolveAnswers({ ...request, given: opts.choices });
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
    // The character as the replacement finds it, put back if the new race is refused: dnd5e's undo
    // (of its own race here, of a granted feat's advancements in deleteRace) writes the actor and
    // deletes items, besides our delete.
    const before = existing ? actor.toObject() : null;
    // dnd5e's undo deletes the old race itself; the answers are checked against what it leaves.
    const undone = replace === "undo" && existing ? await undoOldRace(actor, existing) : false;
    if (replace === "undo" && !undone) return null;
    if (undone) resolved = await resolveAnswers({ ...request, given: resolved.answers });
    if (!resolved) return null;
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
      level,
      grants,
      spells: spellGrantNames(origin.race.source),
      chosenItems: chosen,
      compendiumSource: origin.compendiumSource,
    });
    const item = await createRace(actor, docs, raceItemId, undone ? undefined : existing, before);
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
    offerGrantedChoices(actor, grantedItems(actor, item.id));
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

/**
 * `api.addRace(actor, race, options)`: every argument is checked, and bad input gets an Icelandic
 * notice and null, never a thrown error. `race` is one of the nine ids or the UUID of any race of
 * ours (a world copy, another compendium); `replace` must be true, false or "ask";
 * `undoAdvancements` and `quiet` booleans.
 */
export async function addRace(actor: unknown, race: unknown, options?: unknown): Promise<Item5e | null> {
  if (!isActor(actor)) {
    notify("warn", "Api.NotActor");
    return null;
  }
  const opts = (isPlainRecord(options) ? options : {}) as Record<string, unknown>;
  const undoAdvancements = opts["undoAdvancements"] ?? false;
  const quiet = opts["quiet"] ?? false;
  if (
    (options !== undefined && options !== null && !isPlainRecord(options)) ||
    typeof undoAdvancements !== "boolean" ||
    typeof quiet !== "boolean"
  ) {
    notify("warn", "Api.BadOptions");
    return null;
  }
  const replace = opts["replace"] === undefined ? "ask" : opts["replace"];
  if (replace !== true && replace !== false && replace !== "ask") {
    notify("warn", "Api.BadReplace");
    return null;
  }
  const choices = opts["choices"];
  if (choices !== undefined && !isPlainRecord(choices)) {
    notify("warn", "Api.BadChoices");
    return null;
  }
  const origin = await resolveRace(race);
  if (!origin) {
    notify("warn", "Drop.UnknownRace");
    return null;
  }
  return addRaceFrom(
    actor,
    { ...origin, previous: {} },
    { replace, undoAdvancements, quiet, ...(choices ? { choices } : {}) },
  );
}
