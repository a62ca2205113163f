/**
 * What happens when one of our race items is added to a character or NPC, however it is added
 * (compendium drag, sheet drop, a script's `createEmbeddedDocuments`):
 *
 * 1. `preCreateItem` refuses the bare race (nothing is written) and starts this flow on the
 *    requesting user's client.
 * 2. If the actor has a race already, the user is asked whether to replace it.
 * 3. One dialog asks every choice the race has (none for races without choices).
 * 4. Only then: the old race and its grants go (one delete), and the race — choices baked in,
 *    lengths in the world's units — is created together with everything it grants in one
 *    `createEmbeddedDocuments`. dnd5e then sets `details.race` itself.
 *
 * Cancelling at any step leaves the actor exactly as it was.
 */
import { HOOKS, MODULE_ID } from "../constants";
import { RACES, getRace, type RaceDef, type RaceId } from "../data/races";
import { breathActivity } from "../data/documents";
import { getFeature } from "../data/features";
import {
  callHookAll,
  coreGeneration,
  currentUserId,
  localize,
  notify,
  randomId,
  resolveUuid,
  sourceByUuid,
  syncByUuid,
  systemSupport,
  t,
  userLang,
  whenHook,
} from "../foundry/adapter";
import {
  abilityLabels,
  languageConfig,
  raceUnits,
  skillLabels,
  srdSpellIndex,
  wizardIdentifiers,
} from "../foundry/drop";
import { getAncestry } from "../rules/ancestry";
import { choiceChanges, type ChoiceKind, type RaceChoices } from "../rules/effects";
import {
  CREATURE_TYPES,
  characterLevel,
  grantedItems,
  knownLanguages,
  moduleFlags,
  proficientSkills,
  raceItemOf,
  raceOfItem,
  raceOfSource,
  storedChoicesOf,
  storedUnitsOf,
} from "./actor";
import {
  CANTRIP_GRANT_KEY,
  buildCantripData,
  buildRaceDocuments,
  changesUpdateForGeneration,
  choiceEffectName,
} from "./build";
import {
  changedChoiceKinds,
  pickChoices,
  readStoredChoices,
  storedChoices,
  validateChoices,
  type ChoiceOptions,
} from "./choices";
import { confirmReplace, promptRaceChoices } from "./dialog";
import { buildChoiceOptions, optionLabel, raceLanguages, raceSkills } from "./options";
import { idsLeavingWith, removeRace } from "./removal";
import { CASCADE, CONFIGURED, moduleOperation, record } from "./shared";

/** What a dropped race document carried that the created race keeps. */
export interface DroppedRace {
  readonly name?: string;
  readonly img?: string;
  readonly description?: string;
  readonly compendiumSource?: string;
  /** Choices recorded on a race copied from another actor: preselected in the dialog. */
  readonly choices?: RaceChoices;
}

export interface AddRaceOptions {
  /** Answers for scripts: skips the dialog (they are validated all the same). */
  readonly choices?: RaceChoices;
  /** An existing race: "ask" (default) asks the user, true replaces, false leaves it and stops. */
  readonly replace?: boolean | "ask";
  readonly dropped?: DroppedRace;
}

/* -------------------------------------------- */
/*  Background work                             */
/* -------------------------------------------- */

const running = new Set<Promise<unknown>>();

/** Runs `work` detached from the hook that started it; errors end as a notice, never unhandled. */
export function runDetached<T>(work: () => Promise<T>): Promise<T | null> {
  const promise = work().catch((error: unknown) => {
    console.error(`${MODULE_ID} |`, error);
    notify("error", "Drop.Failed");
    return null;
  });
  running.add(promise);
  void promise.finally(() => running.delete(promise));
  return promise;
}

/** Resolves once every flow started from a hook has finished (for tests, benchmarks and macros). */
export async function dropsSettled(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}

/* -------------------------------------------- */
/*  Reading the drop                            */
/* -------------------------------------------- */

export function droppedFromSource(data: unknown): DroppedRace {
  const d = record(data);
  const name = d["name"];
  const img = d["img"];
  const description = record(record(d["system"])["description"])["value"];
  const source = record(d["_stats"])["compendiumSource"];
  const choices = record(record(d["flags"])[MODULE_ID])["choices"];
  return {
    ...(typeof name === "string" && name ? { name } : {}),
    ...(typeof img === "string" && img ? { img } : {}),
    ...(typeof description === "string" ? { description } : {}),
    ...(typeof source === "string" && source ? { compendiumSource: source } : {}),
    ...(choices ? { choices: readStoredChoices(choices) } : {}),
  };
}

export type TargetProblem =
  "Notify.WrongSystem" | "Drop.Unsupported" | "Drop.NotCreature" | "Drop.NoPermission" | null;

/** Why `actor` cannot take a race now, as the notice to show; null when it can. */
export function targetProblem(actor: Actor5e): TargetProblem {
  const support = systemSupport();
  if (support === "wrong-system") return "Notify.WrongSystem";
  if (support !== "ok") return "Drop.Unsupported";
  if (!CREATURE_TYPES.includes(actor.type)) return "Drop.NotCreature";
  if (!actor.isOwner) return "Drop.NoPermission";
  return null;
}

/** Our race behind drop data, as the drop hooks find it. */
export interface RaceDrop {
  readonly race: RaceDef;
  readonly dropped: DroppedRace;
  /** The dropped document's UUID. */
  readonly uuid: string;
  /** False for a compendium index entry: the document itself has the rest (description, choices). */
  readonly complete: boolean;
}

/** `dropped` with the dropped UUID as its compendium source when it came from a compendium and names none. */
function withSource(dropped: DroppedRace, uuid: string): DroppedRace {
  if (dropped.compendiumSource || !uuid.startsWith("Compendium.")) return dropped;
  return { ...dropped, compendiumSource: uuid };
}

/**
 * Our race behind drop data (`{type: "Item", uuid}`), found without waiting: the hook must answer
 * at once. Known by its `flags.kynthaettir.raceId` on a world item, an actor's item, a loaded
 * compendium document or a compendium index entry (the flag is indexed, see `indexRaceFlags`),
 * or by its id in our own pack.
 */
export function raceFromDropData(data: unknown): RaceDrop | null {
  const d = record(data);
  const uuid = d["uuid"];
  if (d["type"] !== "Item" || typeof uuid !== "string") return null;
  const inPack = new RegExp(`^Compendium\\.${MODULE_ID}\\.races\\.Item\\.([A-Za-z0-9]{16})$`).exec(uuid);
  const doc = syncByUuid(uuid);
  const isDocument = typeof (doc as { toObject?: unknown } | null)?.toObject === "function";
  const source = isDocument ? (doc as FoundryDocument).toObject() : doc;
  const fromPack = inPack ? RACES.find((r) => r.docId === inPack[1]) : undefined;
  const race = raceOfSource(source) ?? fromPack;
  if (!race) return null;
  return { race, dropped: withSource(droppedFromSource(source), uuid), uuid, complete: isDocument };
}

/* -------------------------------------------- */
/*  Options and labels                          */
/* -------------------------------------------- */

/**
 * The dialog's option lists for `actor`. `without` is a race (and its choices) that is about to be
 * replaced or re-chosen: what it gives does not count as already known.
 */
export async function gatherOptions(
  actor: Actor5e,
  race: RaceDef,
  without?: { race: RaceDef; choices: RaceChoices },
): Promise<ChoiceOptions> {
  const languages = knownLanguages(actor);
  const skills = proficientSkills(actor);
  if (without) {
    for (const l of raceLanguages(without.race, without.choices)) languages.delete(l);
    for (const s of raceSkills(without.race, without.choices)) skills.delete(s);
  }
  const needsSpells = race.choices.includes("cantrip");
  return buildChoiceOptions(race, {
    localize,
    format: localize,
    lang: userLang(),
    units: raceUnits(),
    abilityLabels: abilityLabels(),
    skillLabels: skillLabels(),
    languages: languageConfig(),
    knownLanguages: languages,
    proficientSkills: skills,
    spells: needsSpells ? await srdSpellIndex() : [],
    wizardIdentifiers: needsSpells ? wizardIdentifiers() : null,
  });
}

/** The answers in words, for the filled effects' names ("Aukatungumál (Risamál)"). */
export function choiceLabels(
  choices: RaceChoices,
  options: ChoiceOptions,
): Partial<Record<ChoiceKind, string>> {
  const labels: Partial<Record<ChoiceKind, string>> = {};
  if (choices.ancestry) labels.ancestry = getAncestry(choices.ancestry).damageNameIs;
  if (choices.abilities)
    labels.abilities = choices.abilities.map((a) => optionLabel(options.abilities, a)).join(", ");
  if (choices.skills) labels.skills = choices.skills.map((s) => optionLabel(options.skills, s)).join(", ");
  if (choices.language) labels.language = optionLabel(options.language, choices.language);
  if (choices.tool) labels.tool = optionLabel(options.tool, choices.tool);
  return labels;
}

/**
 * Asks (or takes from a script) the race's choices and checks them. Null when the user cancels
 * or the answers are invalid (then a notice says why); nothing has been written either way.
 */
async function resolveChoices(args: {
  actor: Actor5e;
  race: RaceDef;
  options: ChoiceOptions;
  given?: RaceChoices;
  previous?: RaceChoices;
  mode: "add" | "change";
}): Promise<RaceChoices | null> {
  const { actor, race, options, given, previous, mode } = args;
  if (!race.choices.length) return {};
  const answers =
    given ?? (await promptRaceChoices({ race, actorName: actor.name, options, previous, mode }));
  if (!answers) return null;
  const choices = pickChoices(race, answers);
  const problems = validateChoices(race, choices, options);
  if (problems.length) {
    notify("warn", "Drop.InvalidChoices", {
      problems: problems.map((p) => t(p)).join(" "),
    });
    return null;
  }
  return choices;
}

/* -------------------------------------------- */
/*  Adding a race                               */
/* -------------------------------------------- */

/**
 * Adds `race` to `actor` with one dialog for its choices: the whole flow behind a drop, also
 * callable from scripts. Resolves with the created race item, or null when nothing was created
 * (cancelled, refused or invalid; a notice says why except for a plain cancel).
 */
export async function addRace(
  actor: Actor5e,
  raceOrId: RaceDef | RaceId,
  opts: AddRaceOptions = {},
): Promise<Item5e | null> {
  const race = typeof raceOrId === "string" ? getRace(raceOrId) : raceOrId;
  if (!race) {
    notify("warn", "Drop.UnknownRace");
    return null;
  }
  const problem = targetProblem(actor);
  if (problem) {
    notify("warn", problem, { actor: actor.name });
    return null;
  }

  // 1. An existing race: replace it (with the user's consent) or stop.
  const existing = raceItemOf(actor);
  const existingRace = raceOfItem(existing);
  if (existing) {
    const replace =
      opts.replace === "ask" || opts.replace === undefined
        ? await confirmReplace({
            actorName: actor.name,
            oldName: existing.name,
            race,
            foreign: !existingRace,
          })
        : opts.replace;
    if (!replace) return null;
  }

  // 2. Every choice, before anything is written.
  const without =
    existing && existingRace ? { race: existingRace, choices: storedChoicesOf(existing) } : undefined;
  const options = await gatherOptions(actor, race, without);
  const choices = await resolveChoices({
    actor,
    race,
    options,
    given: opts.choices,
    previous: opts.dropped?.choices,
    mode: "add",
  });
  if (!choices) return null;
  let cantrip: Record<string, unknown> | null = null;
  if (choices.cantrip) {
    cantrip = await sourceByUuid(choices.cantrip);
    if (!cantrip) {
      notify("warn", "Drop.CantripMissing");
      return null;
    }
  }

  // 3. Everything in one batch: the race with its choices, and what it grants.
  const raceItemId = randomId();
  const docs = buildRaceDocuments({
    race,
    choices,
    units: raceUnits(),
    raceItemId,
    level: characterLevel(actor),
    generation: coreGeneration(),
    newId: randomId,
    cantrip,
    choiceLabels: choiceLabels(choices, options),
    dropped: opts.dropped,
  });

  // 4. The old race goes first (dnd5e allows one); should the create fail, it is put back.
  let restore: Record<string, unknown>[] = [];
  if (existing) {
    const ids = idsLeavingWith(actor, existing);
    restore = ids
      .map((id) => actor.items.get(id)?.toObject())
      .filter((d): d is Record<string, unknown> => !!d);
    await actor.deleteEmbeddedDocuments("Item", ids, CASCADE);
    callHookAll(HOOKS.raceRemoved, actor, existingRace?.id ?? null);
  }
  let created: FoundryDocument[] = [];
  let failure: unknown = null;
  try {
    created = await actor.createEmbeddedDocuments("Item", docs, CONFIGURED);
  } catch (error) {
    failure = error;
  }
  const item = actor.items.get(raceItemId) ?? null;
  if (!item) {
    // Refused or failed (another module's hook, the server): never leave a half state.
    const stray = created.map((d) => d.id).filter((id) => actor.items.get(id));
    if (stray.length) await actor.deleteEmbeddedDocuments("Item", stray, CASCADE);
    if (restore.length) {
      await actor.createEmbeddedDocuments("Item", restore, CONFIGURED);
    }
    if (failure) throw failure;
    notify("error", "Drop.Failed");
    return null;
  }
  // dnd5e links the race to the actor (`details.race`) in an update it does not await: listeners
  // of raceApplied see the character complete.
  await whenHook("updateActor", () => raceLinked(actor, item.id), RACE_LINK_TIMEOUT_MS);
  callHookAll(HOOKS.raceApplied, actor, item, choices);
  notify("info", existing ? "Drop.Replaced" : "Drop.Applied", {
    race: item.name,
    actor: actor.name,
    old: existing?.name ?? "",
  });
  return item;
}

/** How long `addRace` waits for dnd5e's `details.race` update before announcing the race anyway. */
export const RACE_LINK_TIMEOUT_MS = 5000;

/** Whether dnd5e has linked `itemId` as the actor's race (`system.details.race`, prepared or not). */
function raceLinked(actor: Actor5e, itemId: string): boolean {
  const linked = actor.system.details?.race;
  return linked === itemId || (typeof linked === "object" && linked !== null && linked.id === itemId);
}

/**
 * A race dropped on an actor's sheet (the `dropActorSheetData` hook has stopped dnd5e's own
 * handling): the add flow, then, for a move, the source race goes — only once the new race
 * exists, so a cancelled or refused drop loses nothing. dnd5e's sheet would delete the source of
 * a move whether or not anything was created.
 */
export async function addDroppedRace(
  actor: Actor5e,
  drop: RaceDrop,
  { move = false }: { move?: boolean } = {},
): Promise<Item5e | null> {
  let dropped = drop.dropped;
  if (!drop.complete) {
    // A compendium index entry: the document carries the description and any recorded choices.
    const source = await sourceByUuid(drop.uuid);
    if (source && raceOfSource(source) === drop.race)
      dropped = withSource(droppedFromSource(source), drop.uuid);
  }
  const item = await addRace(actor, drop.race, { dropped });
  if (item && move) await removeMovedSource(drop.uuid, actor);
  return item;
}

/** The source of a moved race: with what it granted from another actor, or the world item itself. */
async function removeMovedSource(uuid: string, target: Actor5e): Promise<void> {
  // dnd5e allows no move out of a compendium; nothing there is ever deleted.
  if (uuid.startsWith("Compendium.")) return;
  const doc = await resolveUuid(uuid);
  if (!doc || doc.documentName !== "Item") return;
  const item = doc as Item5e;
  const owner = item.parent;
  if (!owner) await item.delete();
  else if (owner.uuid !== target.uuid) await removeRace(owner, item);
}

/**
 * `preCreateItem`: one of our races about to be created on an actor without the module having
 * configured it. Refuses it (nothing is written) and runs the flow instead. Returns false to
 * refuse, undefined to let the creation go on.
 */
export function onPreCreateRace(
  item: Item5e,
  data: unknown,
  options: unknown,
  userId: string,
): false | undefined {
  if (moduleOperation(options).configured) return;
  const race = raceOfSource(data);
  const actor = item.actor ?? item.parent;
  // World items (importing the pack) and items of other kinds are none of our business.
  if (!race || !actor || typeof (actor as Partial<Actor5e>).createEmbeddedDocuments !== "function") return;
  // Foundry fires preCreate hooks on the requesting client only; the check guards against anything else.
  if (userId !== currentUserId()) return;
  const problem = targetProblem(actor);
  if (problem) {
    notify("warn", problem, { actor: actor.name });
    return false;
  }
  void runDetached(() => addRace(actor, race, { dropped: droppedFromSource(data) }));
  return false;
}

/* -------------------------------------------- */
/*  Changing the choices ("Breyta vali")        */
/* -------------------------------------------- */

interface ItemWithEffects extends Item5e {
  updateEmbeddedDocuments(
    embeddedName: string,
    updates: Record<string, unknown>[],
    options?: Record<string, unknown>,
  ): Promise<unknown>;
}

/**
 * Re-opens the dialog with the current answers and rewrites exactly what depends on a changed
 * answer: the choice effects, the breath weapon (ancestry) and the cantrip. Resolves true when
 * something changed.
 */
export async function changeRaceChoices(raceItem: Item5e): Promise<boolean> {
  const race = raceOfItem(raceItem);
  const actor = raceItem.parent;
  if (!race || !actor) {
    notify("warn", "Drop.NotOurRace");
    return false;
  }
  const problem = targetProblem(actor);
  if (problem) {
    notify("warn", problem, { actor: actor.name });
    return false;
  }
  if (!race.choices.length) {
    notify("info", "Drop.NoChoices", { race: raceItem.name });
    return false;
  }
  const before = storedChoicesOf(raceItem);
  const options = await gatherOptions(actor, race, { race, choices: before });
  const after = await resolveChoices({ actor, race, options, previous: before, mode: "change" });
  if (!after) return false;
  const changed = changedChoiceKinds(race, before, after);
  if (!changed.length) return false;

  const gen = coreGeneration();
  const labels = choiceLabels(after, options);
  const effectUpdates = race.effects
    .filter((e) => e.choice && changed.includes(e.choice) && raceItem.effects.get(e.id))
    .map((e) => {
      const changes = choiceChanges(e.choice!, after);
      return {
        _id: e.id,
        ...changesUpdateForGeneration(changes, gen),
        disabled: changes.length === 0,
        name: changes.length ? choiceEffectName(e.nameIs, labels[e.choice!]) : e.nameIs,
        [`flags.${MODULE_ID}.pending`]: changes.length === 0,
      };
    });
  if (effectUpdates.length) {
    await (raceItem as ItemWithEffects).updateEmbeddedDocuments("ActiveEffect", effectUpdates);
  }

  const itemUpdates: Record<string, unknown>[] = [
    { _id: raceItem.id, [`flags.${MODULE_ID}.choices`]: storedChoices(after) },
  ];
  const granted = grantedItems(actor, raceItem.id);
  if (changed.includes("ancestry") && after.ancestry) {
    const breath = granted.find((i) => moduleFlags(i)["grantKey"] === "breathWeapon");
    if (breath) {
      const activity = breathActivity(after.ancestry, storedUnitsOf(raceItem) ?? raceUnits());
      const activityId = String(activity["_id"] ?? getFeature("breathWeapon").id);
      itemUpdates.push({
        _id: breath.id,
        [`system.activities.${activityId}`]: activity,
        [`flags.${MODULE_ID}.ancestry`]: after.ancestry,
      });
    }
  }
  await actor.updateEmbeddedDocuments("Item", itemUpdates);

  if (changed.includes("cantrip") && after.cantrip) {
    const spell = await sourceByUuid(after.cantrip);
    if (!spell) {
      notify("warn", "Drop.CantripMissing");
    } else {
      const old = granted.filter((i) => moduleFlags(i)["grantKey"] === CANTRIP_GRANT_KEY).map((i) => i.id);
      if (old.length) await actor.deleteEmbeddedDocuments("Item", old, CASCADE);
      const input = {
        race,
        choices: after,
        units: raceUnits(),
        raceItemId: raceItem.id,
        level: characterLevel(actor),
        generation: gen,
        newId: randomId,
      };
      await actor.createEmbeddedDocuments(
        "Item",
        [buildCantripData(input, spell, after.cantrip)],
        CONFIGURED,
      );
    }
  }
  callHookAll(HOOKS.raceApplied, actor, raceItem, after);
  notify("info", "Drop.Changed", { race: raceItem.name, actor: actor.name });
  return true;
}
