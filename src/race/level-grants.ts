/**
 * Grants that wait for a character level (the Tiefling's Hellish Rebuke at 3 and Darkness at 5):
 * they appear when the level is reached and go when it drops below, whether the level changes by
 * adding or removing a class or by editing a class's levels. They are copied from the documents
 * the race names (`flags.kynthaettir.grants`), as at the drop.
 *
 * Only a level *crossing* creates or removes anything: a spell the player deleted by hand stays
 * deleted until the level passes its threshold again.
 */
import { currentUserId, notify, randomId } from "../foundry/adapter";
import { clientState } from "../foundry/client";
import { concentrationOn, raceUnits } from "../foundry/dnd5e";
import { runningStack } from "../foundry/stack";
import type { AskedChoice } from "./answers";
import { buildGrant, type GrantContext } from "./build";
import { choiceKind, type Answer } from "./choices";
import { loadRefs, spellGrantNames } from "./load";
import type { GrantRef, RaceFlags } from "./flags";
import {
  characterLevel,
  classLevelSum,
  classLevels,
  grantKeyOf,
  grantedItems,
  raceFlagsOfItem,
  raceItemOf,
} from "./read";
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

/**
 * Applies the plan for `actor`'s race of ours. Everything is loaded before anything is written: a
 * grant that cannot be loaded (no spells24 compendium) gets one notice and nothing changes. A
 * removed spell the character is concentrating on ends that concentration with it (dnd5e's effect
 * goes first, in one delete, then the items in one), and one notice names the spells.
 */
export async function syncLevelGrants(actor: Actor5e, before: number | null, after: number): Promise<void> {
  const raceItem = raceItemOf(actor);
  const race = raceFlagsOfItem(raceItem);
  if (!raceItem || !race || !race.grants.some((g) => g.level !== undefined)) return;
  if (before !== null && before === after) return;
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
    const removed = await actor.deleteEmbeddedDocuments(
      "Item",
      leaving.map((i) => i.id),
      CASCADE,
    );
    // Foundry leaves out what a preDelete hook refused; the spell is still there and nothing
    // crosses the level again until the class does.
    const kept = leaving.filter((i) => !removed.some((r) => r.id === i.id));
    if (kept.length) notify("warn", "Drop.LevelGrantKept", grantNotice(actor, kept, after));
  }
  if (!loaded.length) return;
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

function grantNotice(
  actor: Actor5e,
  items: readonly { name: string }[],
  level: number,
): Record<string, string | number> {
  return { actor: actor.name, spell: items.map((i) => i.name).join(", "), level };
}

/** Levels of class items just before an edit, captured in `preUpdateItem` on the editing client. */
const levelsBeforeEdit = clientState(() => new Map<string, number>());

export function isClassOnCreature(item: Item5e): boolean {
  return item.type === "class" && item.parent !== null;
}

export function onClassPreUpdate(item: Item5e, changes: Record<string, unknown>): void {
  if (!isClassOnCreature(item)) return;
  const system = changes["system"];
  const flat = changes["system.levels"];
  const touches =
    flat !== undefined || (typeof system === "object" && system !== null && "levels" in (system as object));
  if (touches) levelsBeforeEdit().set(item.uuid, classLevels(item));
}

export async function onClassCreated(item: Item5e, _options: unknown, userId: string): Promise<void> {
  const actor = item.parent;
  if (!actor || item.type !== "class" || userId !== currentUserId()) return;
  const after = characterLevel(actor);
  await syncLevelGrants(actor, after - classLevels(item), after);
}

export async function onClassUpdated(
  item: Item5e,
  _changes: unknown,
  _options: unknown,
  userId: string,
): Promise<void> {
  const actor = item.parent;
  if (!actor || item.type !== "class" || userId !== currentUserId()) return;
  const old = levelsBeforeEdit().get(item.uuid);
  levelsBeforeEdit().delete(item.uuid);
  if (old === undefined) return;
  const after = characterLevel(actor);
  await syncLevelGrants(actor, after - classLevels(item) + old, after);
}

export async function onClassDeleted(item: Item5e, _options: unknown, userId: string): Promise<void> {
  const actor = item.parent;
  if (!actor || item.type !== "class" || userId !== currentUserId()) return;
  const after = classLevelSum(actor, item.id) ?? 0;
  await syncLevelGrants(actor, after + classLevels(item), after);
}
