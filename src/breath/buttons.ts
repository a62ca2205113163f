/**
 * The card's GM buttons (apply, undo): GM only, whatever the HTML says, only on a card a GM wrote,
 * one change at a time per card on this client.
 */
import { MODULE_ID } from "../content/ids";
import { isGM, notify, resolveUuid, userById } from "../foundry/adapter";
import { clientState } from "../foundry/client";
import { type ChatMessageDoc } from "../foundry/canvas";
import { authorId, cardDataOf, updateCard } from "./card";
import { cloneCardData, type CardData } from "./card-data";
import { applyRow } from "./decide";
import { takenBy, takenUpdate } from "./taken";

/** Whether a GM wrote the card: a player's message with a breath state in its flags is a forgery. */
export function isGMCard(message: ChatMessageDoc): boolean {
  return userById(authorId(message) ?? "")?.isGM === true;
}

/** The card change under way per message on this client; the next one waits for it. */
const cardLocks = clientState(() => new Map<string, Promise<unknown>>());

function withLock<T>(message: ChatMessageDoc, work: () => Promise<T>): Promise<T> {
  const locks = cardLocks();
  const before = locks.get(message.id) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  locks.set(message.id, settled);
  void settled.then(() => {
    if (locks.get(message.id) === settled) locks.delete(message.id);
  });
  return run;
}

function isActor(doc: unknown): doc is Actor5e {
  return (doc as { documentName?: unknown } | null)?.documentName === "Actor";
}

/** The GM's "apply damage" on a card whose saves were rolled without applying. */
async function applyCard(message: ChatMessageDoc, data: CardData): Promise<number> {
  let applied = 0;
  for (const target of data.targets) {
    if (target.status !== "rolled" || target.damage === null) continue;
    const actor = await resolveUuid(target.actorUuid);
    if (!isActor(actor)) {
      target.status = "removed";
      notify("warn", "Breath.TargetRemoved", { name: target.name });
      continue;
    }
    await applyRow(target, actor, data.damageType, message.id);
    applied++;
  }
  return applied;
}

/**
 * Gives back what the breath took, as the creature's own record says (never the card's numbers):
 * the lost hit points are added back (capped at the maximum), so healing since then is kept, and
 * the record is marked in the same update, so it is given back once. A linked creature is found by
 * its actor even when its token is gone; an unlinked token's creature goes with its token, and the
 * GM is told whose hit points could not be restored.
 */
async function undoCard(message: ChatMessageDoc, data: CardData): Promise<number> {
  let undone = 0;
  for (const target of data.targets) {
    if (target.status !== "applied") continue;
    const actor = await resolveUuid(target.actorUuid);
    if (!isActor(actor)) {
      notify("warn", "Breath.UndoLost", { name: target.name });
      continue;
    }
    const taken = takenBy(actor, message.id);
    if (taken && !taken.undone && taken.hp + taken.temp > 0) {
      const hp = (
        actor.system as { attributes?: { hp?: { value?: unknown; temp?: unknown; max?: unknown } } }
      ).attributes?.hp;
      const value = Number(hp?.value) || 0;
      const max = Number(hp?.max) || 0;
      await actor.update({
        "system.attributes.hp.value": max > 0 ? Math.min(max, value + taken.hp) : value + taken.hp,
        "system.attributes.hp.temp": (Number(hp?.temp) || 0) + taken.temp,
        ...takenUpdate(message.id, { ...taken, undone: true }),
      });
      undone++;
    }
    target.status = "undone";
  }
  return undone;
}

/**
 * A card button: GM only, whatever the HTML says, and only on a card a GM wrote. Never rejects: an
 * unexpected error is logged once and the GM told.
 */
export async function runCardAction(message: ChatMessageDoc, action: string): Promise<boolean> {
  if (!isGM()) {
    notify("warn", "Breath.GMOnly");
    return false;
  }
  try {
    return await withLock(message, async () => {
      const stored = isGMCard(message) ? cardDataOf(message) : null;
      if (!stored) {
        notify("warn", "Breath.CardRefused");
        return false;
      }
      const data = cloneCardData(stored);
      if (action === "apply") await applyCard(message, data);
      else if (action === "undo") {
        if ((await undoCard(message, data)) > 0) notify("info", "Breath.UndoDone");
      } else return false;
      await updateCard(message, data);
      return true;
    });
  } catch (error) {
    console.error(`${MODULE_ID} | the breath card's "${action}" failed`, error);
    notify("error", "Breath.ActionFailed");
    return false;
  }
}
