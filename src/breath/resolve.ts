/**
 * Saves, damage and undo for the creatures on a breath card. Each step writes its outcome into
 * the card data, so whichever client finishes the work (the breather's, or a GM's later) picks
 * up exactly where the last one stopped.
 */
import { damageForOutcome } from "../rules/breath";
import { notify, resolveUuid } from "../foundry/adapter";
import type { CardData, CardTarget } from "./card-data";

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
 * measures what it took, so the GM can give back exactly that.
 */
export async function applyTo(
  actor: Actor5e,
  value: number,
  type: string,
): Promise<{ hpLost: number; tempLost: number }> {
  const before = hitPoints(actor);
  await actor.applyDamage([{ value, type }]);
  const after = hitPoints(actor);
  if (!before || !after) return { hpLost: 0, tempLost: 0 };
  return { hpLost: Math.max(0, before.value - after.value), tempLost: Math.max(0, before.temp - after.temp) };
}

export interface ResolveOptions {
  /** Leave targets this client does not own as `pending` (a player's breath): a GM does them. */
  readonly onlyOwned: boolean;
  /** Apply the damage (automation "damage") or stop at the save (automation "saves"). */
  readonly apply: boolean;
}

/** Rolls the save and works out (and maybe applies) the damage for every pending target. */
export async function resolveTargets(data: CardData, { onlyOwned, apply }: ResolveOptions): Promise<void> {
  for (const target of data.targets) {
    if (target.status !== "pending") continue;
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
    if (apply && target.damage !== null) await applyDamageTo(actor, target, data.damageType);
  }
}

async function applyDamageTo(actor: Actor5e, target: CardTarget, type: string): Promise<void> {
  const { hpLost, tempLost } = await applyTo(actor, target.damage ?? 0, type);
  target.hpLost = hpLost;
  target.tempLost = tempLost;
  target.status = "applied";
}

/** The GM's "apply damage" on a card whose saves were rolled without applying. */
export async function applyRolled(data: CardData): Promise<void> {
  for (const target of data.targets) {
    if (target.status !== "rolled" || target.damage === null) continue;
    const actor = await targetActor(target);
    if (!actor) {
      markRemoved(target);
      continue;
    }
    await applyDamageTo(actor, target, data.damageType);
  }
}

/**
 * Gives back what the breath took: the lost hit points and temporary hit points are added back
 * (not the old values written over), so healing or other damage since then is kept.
 */
export async function undoApplied(data: CardData): Promise<number> {
  let undone = 0;
  for (const target of data.targets) {
    if (target.status !== "applied") continue;
    const actor = await targetActor(target);
    if (!actor) {
      markRemoved(target);
      continue;
    }
    const hp = hitPoints(actor);
    if (hp && target.hpLost + target.tempLost > 0) {
      const value = hp.max > 0 ? Math.min(hp.max, hp.value + target.hpLost) : hp.value + target.hpLost;
      await actor.update({
        "system.attributes.hp.value": value,
        "system.attributes.hp.temp": hp.temp + target.tempLost,
      });
    }
    target.status = "undone";
    undone++;
  }
  return undone;
}
