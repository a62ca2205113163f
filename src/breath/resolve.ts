/**
 * Saves, damage and undo for the creatures on a breath card. Each step writes its outcome into
 * the card data, so whichever client finishes the work (the breather's, or a GM's later) picks
 * up exactly where the last one stopped.
 */
import { damageForOutcome } from "../rules/breath";
import { notify, resolveUuid } from "../foundry/adapter";
import { applyTypedDamage } from "../foundry/breath";
import type { CardData, CardTarget } from "./card-data";
import { breathDamageOptions, takenBy, takenUpdate } from "./taken";

interface HitPoints {
  value: number;
  temp: number;
  max: number;
}

function hitPoints(actor: Actor5e): HitPoints | null {
  const hp = (actor.system as { attributes?: { hp?: Partial<HitPoints> | null } }).attributes?.hp;
  if (!hp) return null;
  return { value: Number(hp.value) || 0, temp: Number(hp.temp) || 0, max: Number(hp.max) || 0 };
}

function isActor(doc: unknown): doc is Actor5e {
  return (
    typeof doc === "object" && doc !== null && (doc as { documentName?: unknown }).documentName === "Actor"
  );
}

/** The target's actor now; null when its token or actor has been deleted since the area was placed. */
export async function targetActor(target: CardTarget): Promise<Actor5e | null> {
  if (target.tokenUuid) {
    const token = await resolveUuid(target.tokenUuid);
    const actor = (token as { actor?: unknown } | null)?.actor;
    return isActor(actor) ? actor : null;
  }
  const actor = await resolveUuid(target.actorUuid);
  return isActor(actor) ? actor : null;
}

/** A creature that left mid-flow: say so once and never touch it again. */
function markRemoved(target: CardTarget): void {
  target.status = "removed";
  notify("warn", "Breath.TargetRemoved", { name: target.name });
}

export async function rollSave(
  actor: Actor5e,
  ability: string,
  dc: number,
): Promise<{ total: number; success: boolean } | null> {
  const rolls = await actor.rollSavingThrow({ ability, target: dc }, { configure: false }, { create: true });
  const roll = rolls?.[0];
  if (!roll) return null;
  return { total: roll.total, success: roll.isSuccess };
}

/**
 * Applies the damage through dnd5e (typed, so resistance, immunity and vulnerability count) and
 * measures what it took. A creature this card has already damaged is not damaged again: what it
 * took then is the answer.
 */
export async function applyTo(
  actor: Actor5e,
  value: number,
  type: string,
  messageId: string,
): Promise<{ hpLost: number; tempLost: number; undone?: boolean }> {
  const earlier = takenBy(actor, messageId);
  if (earlier) return { hpLost: earlier.hp, tempLost: earlier.temp, undone: earlier.undone };
  const before = hitPoints(actor);
  await applyTypedDamage(actor, value, type, breathDamageOptions(messageId));
  const after = hitPoints(actor);
  if (!before || !after) return { hpLost: 0, tempLost: 0 };
  return { hpLost: Math.max(0, before.value - after.value), tempLost: Math.max(0, before.temp - after.temp) };
}

export interface ResolveOptions {
  /** Leave targets this client does not own as `pending` (a player's breath): a GM does them. */
  readonly onlyOwned: boolean;
  /** Apply the damage (automation "damage") or stop at the save (automation "saves"). */
  readonly apply: boolean;
  /** The card's message id: what the damage is recorded under on each creature. */
  readonly messageId: string;
  /** Targets to leave as they are (a GM could not check them; they wait for the GM's button). */
  readonly skip?: ReadonlySet<CardTarget>;
}

/** Rolls the save and works out (and maybe applies) the damage for every pending target. */
export async function resolveTargets(
  data: CardData,
  { onlyOwned, apply, messageId, skip }: ResolveOptions,
): Promise<void> {
  for (const target of data.targets) {
    if (target.status !== "pending" || skip?.has(target)) continue;
    const actor = await targetActor(target);
    if (!actor) {
      markRemoved(target);
      continue;
    }
    if (onlyOwned && !actor.isOwner) continue;
    const save = await rollSave(actor, data.ability, data.dc);
    if (!save) continue;
    target.save = save;
    target.damage = data.damageTotal === null ? null : damageForOutcome(data.damageTotal, save.success);
    target.status = "rolled";
    if (apply && target.damage !== null) await applyDamageTo(actor, target, data.damageType, messageId);
  }
}

async function applyDamageTo(
  actor: Actor5e,
  target: CardTarget,
  type: string,
  messageId: string,
): Promise<void> {
  const { hpLost, tempLost, undone } = await applyTo(actor, target.damage ?? 0, type, messageId);
  target.hpLost = hpLost;
  target.tempLost = tempLost;
  target.status = undone ? "undone" : "applied";
}

/** The GM's "apply damage" on a card whose saves were rolled without applying. */
export async function applyRolled(data: CardData, messageId: string): Promise<void> {
  for (const target of data.targets) {
    if (target.status !== "rolled" || target.damage === null) continue;
    const actor = await targetActor(target);
    if (!actor) {
      markRemoved(target);
      continue;
    }
    await applyDamageTo(actor, target, data.damageType, messageId);
  }
}

/**
 * Gives back what the breath took, as the creature's own record says (never the card's numbers,
 * which the breather can rewrite): the lost hit points and temporary hit points are added back
 * (not the old values written over), so healing or other damage since then is kept. The record
 * is marked in the same update, so the same damage is never given back twice.
 */
export async function undoApplied(data: CardData, messageId: string): Promise<number> {
  let undone = 0;
  for (const target of data.targets) {
    if (target.status !== "applied") continue;
    const actor = await targetActor(target);
    if (!actor) {
      markRemoved(target);
      continue;
    }
    const hp = hitPoints(actor);
    const taken = takenBy(actor, messageId);
    if (hp && taken && !taken.undone && taken.hp + taken.temp > 0) {
      const value = hp.max > 0 ? Math.min(hp.max, hp.value + taken.hp) : hp.value + taken.hp;
      await actor.update({
        "system.attributes.hp.value": value,
        "system.attributes.hp.temp": hp.temp + taken.temp,
        ...takenUpdate(messageId, { ...taken, undone: true }),
      });
    }
    target.status = "undone";
    undone++;
  }
  return undone;
}
