/**
 * Grants that wait for a character level (the Tiefling's Hellish Rebuke at 3 and Darkness at 5):
 * they appear when the level is reached and go when it drops below, whether the level changes by
 * adding or removing a class or by editing a class's levels. They are copied from the documents
 * the race names (`flags.kynthaettir.grants`), as at the drop.
 *
 * Only a level *crossing* creates or removes anything: a spell the player deleted by hand stays
 * deleted until the level passes its threshold again. The level the grants were last brought in
 * line with is stored on the race (`syncedLevel`), and each class change, however many class items
 * one call creates, edits or deletes, brings them in line with the level then, one actor at a time.
 */
import { appliedFrom, dropApplied } from "./applied";
import { FLAGS, MODULE_ID } from "../content/ids";
import { currentUserId, notify, randomId } from "../foundry/adapter";
import { queuePerKey } from "../foundry/flows";
import { concentrationOn, raceUnits } from "../foundry/dnd5e";
import { runningStack } from "../foundry/stack";
import type { AskedChoice } from "./answers";
import { buildGrant, type GrantContext } from "./build";
import { choiceKind, type Answer } from "./choices";
import { loadRefs, spellGrantNames } from "./load";
import type { GrantRef, RaceFlags } from "./flags";
import { characterLevel, grantKeyOf, grantedItems, raceFlagsOfItem, raceItemOf } from "./read";
import { CASCADE } from "./operations";

export interface LevelPlan {
  readonly create: GrantRef[];
  /** Keys of granted items to remove. */
  readonly remove: string[];
}

/**
 * What changes when the level goes from `before` to `after` (`before` null: unknown, so bring
 * everything in line with `after`). `present` are the grant keys the actor holds.
 */
export function levelGrantPlan(
  grants: readonly GrantRef[],
  before: number | null,
  after: number,
  present: ReadonlySet<string>,
): LevelPlan {
  const create: GrantRef[] = [];
  const remove: string[] = [];
  for (const grant of grants) {
    if (grant.level === undefined) continue;
    const due = after >= grant.level;
    const wasDue = before === null ? !due : before >= grant.level;
    if (due && !wasDue && !present.has(grant.key)) create.push(grant);
    if (!due && (before === null || wasDue) && present.has(grant.key)) remove.push(grant.key);
  }
  return { create, remove };
}

/**
 * The race's declarations with their kinds and its stored answers, as a grant needs them (the
 * lineage spells' ability): no options, since nothing is asked.
 */
function storedChoices(race: RaceFlags): Pick<GrantContext, "choices" | "answers"> {
  const choices: AskedChoice[] = race.choices.flatMap((decl) => {
    const kind = choiceKind(decl.kind);
    return kind ? [{ decl, kind, options: [] }] : [];
  });
  const answers: Record<string, Answer> = {};
  for (const [kind, value] of Object.entries(race.answers)) {
    if (typeof value === "string") answers[kind] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === "string"))
      answers[kind] = value as string[];
  }
  return { choices, answers };
}

/** One sync at a time per actor on this client: each reads what the one before it wrote. */
const perActor = queuePerKey();

/**
 * Brings `actor`'s level-gated grants in line with its character level, from the level they were
 * last brought in line with. Everything is loaded before anything is written: a grant that cannot
 * be loaded (no spells24 compendium) gets one notice and nothing changes (the next class change
 * tries again). A removed spell the character is concentrating on ends that concentration with
 * it (dnd5e's effect goes first, in one delete, then the items in one), and one notice names it.
 */
export function syncLevelGrants(actor: Actor5e): Promise<void> {
  return perActor(actor.uuid, () => sync(actor));
}

async function sync(actor: Actor5e): Promise<void> {
  const raceItem = raceItemOf(actor);
  const race = raceFlagsOfItem(raceItem);
  if (!raceItem || !race || !race.grants.some((g) => g.level !== undefined)) return;
  const before = race.syncedLevel;
  const after = characterLevel(actor);
  // Only a crossing matters, and only a crossing is recorded: a level change within the same
  // thresholds writes nothing.
  const crossed = race.grants.some(
    (g) => g.level !== undefined && (before === null || before >= g.level !== after >= g.level),
  );
  if (!crossed) return;
  const granted = grantedItems(actor, raceItem.id);
  const present = new Set(granted.map(grantKeyOf));
  const plan = levelGrantPlan(race.grants, before, after, present);
  const loaded = plan.create.length ? await loadRefs(plan.create) : [];
  if (!loaded) return;
  const leaving = granted.filter((i) => plan.remove.includes(grantKeyOf(i)));
  if (leaving.length) {
    const concentration = concentrationOn(actor, new Set(leaving.map((i) => i.id)));
    if (concentration.length) {
      const ids = concentration.map((c) => c.effectId);
      await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
      const names = leaving.filter((i) => concentration.some((c) => c.itemId === i.id)).map((i) => i.name);
      notify("info", "Drop.ConcentrationLost", { spell: names.join(", "), actor: actor.name, level: after });
    }
    const applied = appliedFrom(actor, leaving);
    const removed = await actor.deleteEmbeddedDocuments(
      "Item",
      leaving.map((i) => i.id),
      CASCADE,
    );
    await dropApplied(actor, applied);
    // Foundry leaves out what a preDelete hook refused; the spell is still there and nothing
    // crosses the level again until the class does.
    const kept = leaving.filter((i) => !removed.some((r) => r.id === i.id));
    if (kept.length) notify("warn", "Drop.LevelGrantKept", grantNotice(actor, kept, after));
  }
  if (loaded.length) {
    const ctx: GrantContext = {
      ...storedChoices(race),
      stack: runningStack(),
      units: race.units ?? raceUnits(),
      raceItemId: raceItem.id,
      newId: randomId,
      spells: spellGrantNames(raceItem.toObject()),
    };
    const sources = loaded.map((g) => buildGrant(ctx, g));
    const created = await actor.createEmbeddedDocuments("Item", sources, { keepId: true });
    const missing = sources
      .filter((s) => !created.some((c) => c.id === s._id))
      .map((s) => ({ name: String(s.name) }));
    if (missing.length) notify("warn", "Drop.LevelGrantRefused", grantNotice(actor, missing, after));
  }
  await raceItem.update({ [`flags.${MODULE_ID}.${FLAGS.syncedLevel}`]: after });
}

function grantNotice(
  actor: Actor5e,
  items: readonly { name: string }[],
  level: number,
): Record<string, string | number> {
  return { actor: actor.name, spell: items.map((i) => i.name).join(", "), level };
}

/** A class item created, edited or deleted on this client: the grants follow the level now. */
export async function onClassChanged(item: Item5e, userId: string): Promise<void> {
  const actor = item.parent;
  if (!actor || item.type !== "class" || userId !== currentUserId()) return;
  await syncLevelGrants(actor);
}
