/**
 * A card row's damage, applied through dnd5e's `applyDamage` (so resistances, immunities and
 * dnd5e's damage hooks count), and what it took, read from the creature's hit points just before
 * and after. The row, on the card only a GM may write, is the one record of it: the GM's "apply"
 * applies a row still "rolled", "undo" gives back what an "applied" row says it took, once.
 * Nothing a creature's owner may write (its flags) decides either.
 */
import { applyTypedDamage } from "../foundry/rolls";
import type { CardTarget } from "./card-data";

export function hitPoints(actor: Actor5e): { value: number; temp: number; max: number } {
  const hp = (actor.system as { attributes?: { hp?: { value?: unknown; temp?: unknown; max?: unknown } } })
    .attributes?.hp;
  return { value: Number(hp?.value) || 0, temp: Number(hp?.temp) || 0, max: Number(hp?.max) || 0 };
}

/** A count of hit points read from a card row: whole, never negative. */
export function asCount(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Applies a row's damage to its creature and writes what it took into the row. */
export async function applyRow(target: CardTarget, actor: Actor5e, type: string): Promise<void> {
  const before = hitPoints(actor);
  await applyTypedDamage(actor, target.damage ?? 0, type, {});
  const after = hitPoints(actor);
  target.hpLost = Math.max(0, before.value - after.value);
  target.tempLost = Math.max(0, before.temp - after.temp);
  target.status = "applied";
}

/** Gives back what an applied row says its creature took (hit points capped at the maximum); false when nothing. */
export async function giveBack(target: CardTarget, actor: Actor5e): Promise<boolean> {
  const hp = asCount(target.hpLost);
  const temp = asCount(target.tempLost);
  if (hp + temp === 0) return false;
  const now = hitPoints(actor);
  await actor.update({
    "system.attributes.hp.value": now.max > 0 ? Math.min(now.max, now.value + hp) : now.value + hp,
    "system.attributes.hp.temp": now.temp + temp,
  });
  return true;
}
