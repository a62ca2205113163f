/**
 * What one breath took from one creature, kept on the creature itself (in its flags, keyed by the
 * breath card's message id) rather than on the card: the card belongs to whoever breathed and they
 * can rewrite it, the creature only to its owners. The GM's undo gives back this record and
 * nothing else, and a creature that already has a record for a card is never damaged by it again.
 *
 * The record is written in the same database update as the damage (through dnd5e's
 * `dnd5e.preApplyDamage`), so it costs no extra operation.
 */
import { MODULE_ID } from "../content/ids";

const TAKEN_FLAG = "breathTaken";

export interface Taken {
  /** Hit points and temporary hit points the breath took. */
  readonly hp: number;
  readonly temp: number;
  /** The GM has given them back. */
  readonly undone?: boolean;
}

/** A count of hit points read from flags anyone may have written: whole, never negative. */
export function asCount(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The record this breath card left on the actor, if it damaged it. */
export function takenBy(
  actor: { flags: Record<string, Record<string, unknown> | undefined> },
  messageId: string,
): Taken | null {
  const records = actor.flags[MODULE_ID]?.[TAKEN_FLAG];
  if (typeof records !== "object" || records === null) return null;
  const record = (records as Record<string, unknown>)[messageId];
  if (typeof record !== "object" || record === null) return null;
  const r = record as Record<string, unknown>;
  return { hp: asCount(r["hp"]), temp: asCount(r["temp"]), undone: r["undone"] === true };
}

/** The actor update fields that store (or replace) the record. */
export function takenUpdate(messageId: string, taken: Taken): Record<string, unknown> {
  return { [`flags.${MODULE_ID}.${TAKEN_FLAG}.${messageId}`]: { ...taken } };
}

/** The `applyDamage` options that have the damage recorded for this card. */
export function breathDamageOptions(messageId: string): Record<string, unknown> {
  return { [MODULE_ID]: { breathMessageId: messageId } };
}

/** The card whose damage an `applyDamage` call carries, when it is one of ours. */
export function breathMessageOf(options: unknown): string | null {
  if (typeof options !== "object" || options === null) return null;
  const ours = (options as Record<string, unknown>)[MODULE_ID];
  const id = (ours as { breathMessageId?: unknown } | null | undefined)?.breathMessageId;
  return typeof id === "string" && /^[A-Za-z0-9]{16}$/.test(id) ? id : null;
}
