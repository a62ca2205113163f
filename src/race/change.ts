/**
 * "Breyta vali": asks the race's choices again (the current answers preselected) and rewrites what
 * depends on them: the choice effects, the fixed increases under the table's current mode, the
 * granted items an answer shapes (the breath weapon), the item an answer grants (the cantrip), and
 * the whole answers object. The same step applies a new ability-increase mode to a character
 * (the settings' batch button), without a dialog.
 */
import { appliedFrom, dropApplied } from "./applied";
import { CHOICE, FLAGS, HOOKS, MODULE_ID } from "../content/ids";
import { callHookAll, notify, randomId } from "../foundry/adapter";
import { stillThere } from "./concurrent";
import { raceUnits } from "../foundry/dnd5e";
import { deletion, runningStack } from "../foundry/stack";
import { currentAsiMode } from "../settings";
import { answerLabels, changedKinds, storedAnswers } from "./answers";
import { resolveAnswers, targetProblem } from "./ask";
import { buildChosenItem, choiceGrantKey, effectUpdate, effectsFor, type BuildContext } from "./build";
import type { Answers } from "./choices";
import { notifyCaps, racialCaps } from "./caps";
import { CASCADE, CONFIGURED, putBack, updateAll } from "./operations";
import type { RaceFlags } from "./flags";
import { grantKeyOf, grantedItems, isItem, raceFlagsOfItem } from "./read";
import { oneFlowPerActor } from "../foundry/flows";
import { effectFlags, effectsOf, raceSourceOf, type RaceSource } from "./source";
import { loadChosenItems } from "./load";
import { offerGrantedChoices, undoGrantedAdvancements } from "./granted-advancements";
import { grantPatches, saveActivityIds } from "./patches";

export interface RechooseOptions {
  /** Keep the stored answers and apply the current mode, without a dialog (the settings' batch button). */
  readonly keep?: boolean;
  /** These answers instead of a dialog (the self-check's changed choice); checked all the same. */
  readonly answers?: Readonly<Record<string, unknown>>;
  /** No notice on success (the batch reports once for every character). */
  readonly quiet?: boolean;
}

interface Plan {
  readonly effects: Record<string, unknown>[];
  readonly items: Record<string, unknown>[];
  readonly remove: string[];
  readonly create: Record<string, unknown>[];
}

/** Whether a choice effect waits for its answer (emptied and disabled). */
const pending = (effect: Record<string, unknown>): boolean => effectFlags(effect)[FLAGS.pending] === true;

async function planChanges(
  actor: Actor5e,
  raceItem: Item5e,
  race: RaceSource,
  ctx: BuildContext,
  before: Answers,
): Promise<Plan | null> {
  const changed = changedKinds(race.flags.choices, before, ctx.answers);
  const oldEffects = effectsOf(race.source);
  const newEffects = effectsFor(oldEffects, ctx);
  const effects = oldEffects.flatMap((e, i): Record<string, unknown>[] => {
    // A choice whose answer stays, filled or not as before, keeps its effect as the user left it
    // (renamed, turned off, a change added).
    const kind = effectFlags(e)[FLAGS.choice];
    if (typeof kind === "string" && !changed.includes(kind) && pending(e) === pending(newEffects[i]!))
      return [];
    const update = effectUpdate(e, newEffects[i]!, ctx.stack.effects);
    return update ? [update] : [];
  });
  const stored = storedAnswers(race.flags.choices, ctx.answers);
  const stale = Object.keys(race.flags.answers).filter((k) => !(k in stored));
  const raceUpdate: Record<string, unknown> = {
    _id: raceItem.id,
    [`flags.${MODULE_ID}.${FLAGS.answers}`]: stored,
    [`flags.${MODULE_ID}.${FLAGS.asiMode}`]: ctx.asiMode,
  };
  for (const key of stale) Object.assign(raceUpdate, deletion(`flags.${MODULE_ID}.${FLAGS.answers}.${key}`));
  const modeChanged = race.flags.asiMode !== ctx.asiMode;
  const units = race.flags.units ?? raceUnits();
  const granted = grantedItems(actor, raceItem.id);
  const items: Record<string, unknown>[] = [];
  for (const item of granted) {
    const patches = grantPatches(ctx, grantKeyOf(item), units);
    const activityIds = saveActivityIds(item.toObject());
    const castSpell =
      item.type === "spell" && race.flags.grants.some((g) => g.key === grantKeyOf(item) && g.spell);
    const update: Record<string, unknown> = {};
    for (const patch of patches) {
      if (castSpell)
        for (const [path, value] of Object.entries(patch.spell ?? {})) update[`system.${path}`] = value;
      for (const [path, value] of Object.entries(patch.activity ?? {})) {
        for (const activityId of activityIds) update[`system.activities.${activityId}.${path}`] = value;
      }
      for (const [key, value] of Object.entries(patch.flags ?? {}))
        update[`flags.${MODULE_ID}.${key}`] = value;
    }
    if (Object.keys(update).length && changed.length) items.push({ _id: item.id, ...update });
  }
  // Items an answer grants (the cantrip): a changed answer replaces the item.
  const regranted = ctx.choices.filter((c) => c.kind.grantedItem && changed.includes(c.decl.kind));
  const kinds = new Set(regranted.map((c) => choiceGrantKey(c.decl.kind)));
  const remove = granted.filter((i) => kinds.has(grantKeyOf(i))).map((i) => i.id);
  const chosen = await loadChosenItems(regranted, ctx.answers, ctx.world);
  if (!chosen) return null;
  const create = chosen.map((item) =>
    buildChosenItem({ race, raceItemId: raceItem.id, newId: randomId, units, stack: ctx.stack }, item),
  );
  if (!effects.length && !changed.length && !modeChanged && !stale.length) {
    return { effects: [], items: [], remove: [], create: [] };
  }
  return { effects, items: [raceUpdate, ...items], remove, create };
}

/**
 * Writes the plan, the new items first: when something refuses a part (another module's hook) or
 * the server rejects one, what was written goes back, so the character is as it was. False when
 * refused; a rejection is thrown on.
 */
async function applyPlan(actor: Actor5e, raceItem: Item5e, plan: Plan, quiet: boolean): Promise<boolean> {
  const before = actor.toObject();
  let created: FoundryDocument[] = [];
  let written: boolean;
  try {
    created = plan.create.length ? await actor.createEmbeddedDocuments("Item", plan.create, CONFIGURED) : [];
    written =
      created.length === plan.create.length &&
      (await updateAll(raceItem, "ActiveEffect", plan.effects)) &&
      (await updateAll(actor, "Item", plan.items)) &&
      (await removeAll(actor, plan.remove));
  } catch (error) {
    // A write the server rejected: what was written before it goes back, then the error goes on
    // (the rejection, not a failure of the putting back, which is logged beside it).
    await putBack(actor, before).catch((failed: unknown) => console.error(`${MODULE_ID} |`, failed));
    throw error;
  }
  if (!written) {
    await putBack(actor, before);
    return false;
  }
  if (!quiet) offerGrantedChoices(actor, created as Item5e[]);
  return true;
}

/** Takes the replaced items away (through dnd5e's undo where theirs wrote something); false when one stays. */
async function removeAll(actor: Actor5e, ids: readonly string[]): Promise<boolean> {
  // Taken before dnd5e's undo, which deletes what a granted feat's advancements chose.
  const applied = appliedFrom(actor, [...actor.items]);
  const remove = await undoGrantedAdvancements(actor, ids);
  if (remove.length) await actor.deleteEmbeddedDocuments("Item", remove, CASCADE);
  await dropApplied(actor, applied);
  return ids.every((id) => !actor.items.get(id));
}

/** The race item's source without what every write changes (`_stats`), to tell whether it was written. */
const contentOf = (source: Record<string, unknown>): string => JSON.stringify({ ...source, _stats: null });

/**
 * Whether the actor and its race are still as the dialog found them: another client may have
 * deleted the character, or changed the same race's choices meanwhile (its answers, its effects),
 * and a plan made from the old ones would leave answers and effects disagreeing.
 */
async function unchangedSince(actor: Actor5e, raceItem: Item5e, race: RaceSource): Promise<boolean> {
  if (!(await stillThere(actor)) || !actor.items.get(raceItem.id)) return false;
  const now = raceSourceOf(raceItem);
  return now !== null && contentOf(now.source) === contentOf(race.source);
}

/**
 * Re-asks `raceItem`'s choices (or takes `opts.answers`) under the table's current mode and writes
 * what changed. Resolves true when something changed.
 */
export async function rechoose(raceItem: Item5e, opts: RechooseOptions = {}): Promise<boolean> {
  const race = raceSourceOf(raceItem);
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
  const done = await oneFlowPerActor(actor, async () => {
    const resolved = await resolveAnswers({
      actor,
      race,
      raceName: raceItem.name,
      mode: "change",
      without: race,
      previous: race.flags.answers,
      given: opts.answers,
      keep: opts.keep === true,
    });
    if (!resolved) return false;
    const { world, choices, answers, before } = resolved;
    const ctx: BuildContext = {
      choices,
      answers,
      world,
      labels: answerLabels(choices, answers, world),
      asiMode: world.asiMode,
      stack: runningStack(),
    };
    const plan = await planChanges(actor, raceItem, race, ctx, before);
    if (!plan) return false;
    if (!plan.effects.length && !plan.items.length && !plan.remove.length && !plan.create.length) {
      if (!choices.length && !opts.keep && !opts.answers)
        notify("info", "Drop.NoChoices", { race: raceItem.name });
      return false;
    }
    if (!(await unchangedSince(actor, raceItem, race))) {
      notify("warn", "Drop.RaceChanged", { actor: actor.name });
      return false;
    }
    if (!(await applyPlan(actor, raceItem, plan, opts.quiet === true))) {
      notify("warn", "Drop.ChangeRefused", { race: raceItem.name, actor: actor.name });
      return false;
    }
    callHookAll(HOOKS.raceApplied, actor, raceItem, answers);
    // The batch button is quiet but still names each character a maximum cut, as a drop does.
    if (!opts.quiet || opts.keep) notifyCaps(actor.name, racialCaps(race, choices, answers, world), world);
    if (!opts.quiet) notify("info", "Drop.Changed", { race: raceItem.name, actor: actor.name });
    return true;
  });
  return done === true;
}

/** `api.changeRaceChoices(raceItem)`: bad input gets a notice and false, never a thrown error. */
export async function changeRaceChoices(raceItem: unknown): Promise<boolean> {
  if (!isItem(raceItem) || !raceFlagsOfItem(raceItem)) {
    notify("warn", "Drop.NotOurRace");
    return false;
  }
  if (!raceItem.parent) {
    notify("warn", "Drop.RaceNotOnActor");
    return false;
  }
  return rechoose(raceItem);
}

/**
 * Whether "Breyta vali" has something to do: a choice other than the ability increases, flexible
 * increases to place, or a table rule that changed since the race was set up.
 */
export function offersChange(race: RaceFlags): boolean {
  const mode = currentAsiMode();
  return (
    race.choices.some((c) => c.kind !== CHOICE.asi && c.kind !== CHOICE.abilities) ||
    race.choices.some(
      (c) =>
        (c.kind === CHOICE.asi && mode === "flexible") || (c.kind === CHOICE.abilities && mode === "fixed"),
    ) ||
    (race.asiMode ?? "fixed") !== mode
  );
}
