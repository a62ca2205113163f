/**
 * The GM's side of the breath: the socket that carries a player's request to the active GM (exactly
 * one GM answers, however many are connected) and the answer back; the requests that waited while
 * no GM was connected, offered to the GM who connects; and the card's GM buttons (apply, undo).
 *
 *   player's client                       active GM's client
 *   place the area ──── request ────────▶ decide: item, area, spend the use, saves, damage
 *   (nothing else written)                post the one card (GM-authored)
 *   ◀──────────────────────────────────── answer: the card's id, or why not
 */
import { MODULE_ID } from "../content/ids";
import {
  currentUserId,
  dialogConfirm,
  escapeHtml,
  isActiveGM,
  isGM,
  notify,
  randomId,
  resolveUuid,
  serverTime,
  t,
  userById,
} from "../foundry/adapter";
import { emitSocket, onSocket, worldMessages } from "../foundry/chat";
import { type ChatMessageDoc } from "../foundry/canvas";
import { cardDataOf, closeRequestCard, pendingRequestOf, updateCard, type PendingRequest } from "./card";
import { cloneCardData, type CardData } from "./card-data";
import { applyRow, decide, type Decision } from "./decide";
import type { BreathAutomation } from "../settings";
import { ANSWER, REQUEST, readAnswer, readRequest, type AnswerMessage, type BreathRequest } from "./request";
import { takenBy, takenUpdate } from "./taken";

/** How long a player's client waits for the GM's answer before leaving it to the GM. */
export const GM_ANSWER_TIMEOUT_MS = 15_000;

/** A request that waited for a GM longer than this is not resolved any more: it is marked expired. */
export const PENDING_MAX_AGE_MS = 60 * 60_000;

const waiting = new Map<string, (answer: AnswerMessage | null) => void>();

/** The decision, with a last guard: an unexpected error is logged once and becomes a refusal. */
export async function decideSafely(
  request: BreathRequest,
  { maxAgeMs, automation }: { maxAgeMs?: number; automation?: BreathAutomation } = {},
): Promise<Decision> {
  try {
    return await decide(request, {
      unknownName: t("Breath.UnknownCreature"),
      ...(maxAgeMs ? { maxAgeMs } : {}),
      ...(automation ? { automation } : {}),
    });
  } catch (error) {
    console.error(`${MODULE_ID} | a breath could not be decided`, error);
    return { message: null, data: null, refusal: "Breath.Refused.Failed" };
  }
}

async function answerRequest(data: unknown, senderId: unknown): Promise<void> {
  if (!isActiveGM()) return;
  const request = readRequest((data as { request?: unknown } | null)?.request);
  if (!request) return;
  // A GM's breath is decided on the GM's own client and never comes over the socket; and where
  // Foundry says who sent the message (its last argument), the request must be the sender's own.
  if (userById(request.userId)?.isGM) return;
  if (typeof senderId === "string" && senderId !== request.userId) return;
  const decision = await decideSafely(request);
  if (decision.message) await retireRequestCards(request.requestId);
  const answer: AnswerMessage = {
    type: ANSWER,
    requestId: request.requestId,
    userId: request.userId,
    messageId: decision.message?.id ?? null,
    refusal: decision.refusal,
  };
  emitSocket(answer);
}

function receiveAnswer(data: unknown): void {
  const answer = readAnswer(data);
  if (!answer || answer.userId !== currentUserId()) return;
  waiting.get(answer.requestId)?.(answer);
}

export function registerBreathSocket(): void {
  // The GM's work is returned (not left floating) so whoever delivers the message can await it.
  onSocket((data, senderId?: unknown) => {
    const type = (data as { type?: unknown } | null)?.type;
    if (type === REQUEST) return answerRequest(data, senderId);
    if (type === ANSWER) receiveAnswer(data);
    return undefined;
  });
}

/** Asks the active GM to decide the request; null when no answer comes in time. */
export function requestGM(
  request: BreathRequest,
  timeoutMs = GM_ANSWER_TIMEOUT_MS,
): Promise<AnswerMessage | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(request.requestId);
      resolve(null);
    }, timeoutMs);
    waiting.set(request.requestId, (answer) => {
      clearTimeout(timer);
      waiting.delete(request.requestId);
      resolve(answer);
    });
    emitSocket({ type: REQUEST, request });
  });
}

/** A new request id. */
export function newRequestId(): string {
  return randomId();
}

/* -------------------------------------------- */
/*  Requests that waited for a GM               */
/* -------------------------------------------- */

function authorId(message: ChatMessageDoc): string | null {
  const author: unknown = message.author;
  if (typeof author === "string") return author;
  return (author as { id?: string } | null | undefined)?.id ?? null;
}

/** The request cards still waiting, each written by the breather it names. */
function waitingRequests(): { message: ChatMessageDoc; pending: PendingRequest }[] {
  return worldMessages().flatMap((message) => {
    const pending = pendingRequestOf(message);
    return pending && pending.status === "pending" && authorId(message) === pending.request.userId
      ? [{ message, pending }]
      : [];
  });
}

/** Whether a GM's card already answers the request. */
function answered(requestId: string): boolean {
  return worldMessages().some((m) => cardDataOf(m)?.requestId === requestId && isGMCard(m));
}

/** Deletes the request cards of a request the GM has answered: the breath keeps one message. */
async function retireRequestCards(requestId: string): Promise<void> {
  for (const { message, pending } of waitingRequests()) {
    if (pending.request.requestId === requestId) await message.delete();
  }
}

/**
 * `createChatMessage` on the active GM's client: a request card posted while a GM is connected is
 * one whose socket answer did not reach the breather in time (a slow GM, a lost message). The card
 * is a second way to the same request: answered already, it is deleted; otherwise it is decided
 * here, once (the decision refuses a request it is already deciding, and the socket's decision
 * deletes the card when it is done).
 */
export async function onRequestCardCreated(message: ChatMessageDoc): Promise<void> {
  if (!isActiveGM()) return;
  const pending = pendingRequestOf(message);
  if (!pending || pending.status !== "pending" || authorId(message) !== pending.request.userId) return;
  if (userById(pending.request.userId)?.isGM) return;
  if (answered(pending.request.requestId)) {
    await message.delete();
    return;
  }
  const decision = await decideSafely(pending.request, { maxAgeMs: PENDING_MAX_AGE_MS });
  if (decision.message) await message.delete();
  else if (decision.refusal !== "Breath.Refused.Again")
    await closeRequestCard(message, "refused", decision.refusal);
}

/**
 * On the active GM's `ready`: requests younger than {@link PENDING_MAX_AGE_MS} are offered in one
 * dialog (resolve them now?), older ones are marked expired on their card. Each resolved request's
 * card is replaced by the GM's card, so the breath still has one message.
 */
export async function offerWaitingRequests(): Promise<number> {
  if (!isActiveGM()) return 0;
  const now = serverTime();
  const all = waitingRequests().filter(({ message, pending }) => {
    if (!answered(pending.request.requestId)) return true;
    void message.delete();
    return false;
  });
  const fresh = all.filter(({ pending }) => now - pending.requestedAt <= PENDING_MAX_AGE_MS);
  for (const { message } of all.filter((w) => !fresh.includes(w))) await closeRequestCard(message, "expired");
  if (!fresh.length) return 0;
  const names = fresh.map(({ message }) => `<li>${escapeHtml(speakerName(message))}</li>`).join("");
  const ok = await dialogConfirm({
    window: { title: t("Breath.Waiting.Title"), icon: "fa-solid fa-fire" },
    content: `<p>${escapeHtml(t("Breath.Waiting.Content", { count: fresh.length }))}</p><ul>${names}</ul>`,
    modal: false,
    rejectClose: false,
    yes: { label: t("Breath.Waiting.Resolve"), icon: "fa-solid fa-dice-d20" },
    no: { label: t("Breath.Waiting.Later"), icon: "fa-solid fa-clock" },
  });
  if (ok !== true) return 0;
  let resolved = 0;
  for (const { message, pending } of fresh) {
    const decision = await decideSafely(pending.request, { maxAgeMs: PENDING_MAX_AGE_MS });
    if (decision.message) {
      await message.delete();
      resolved++;
    } else await closeRequestCard(message, "refused", decision.refusal);
  }
  return resolved;
}

function speakerName(message: ChatMessageDoc): string {
  return String((message as unknown as { speaker?: { alias?: unknown } }).speaker?.alias ?? "");
}

/* -------------------------------------------- */
/*  The card's GM buttons                       */
/* -------------------------------------------- */

/** Whether a GM wrote the card: a player's message with a breath state in its flags is a forgery. */
export function isGMCard(message: ChatMessageDoc): boolean {
  return userById(authorId(message) ?? "")?.isGM === true;
}

/** The card change under way per message on this client; the next one waits for it. */
const locks = new Map<string, Promise<unknown>>();

function withLock<T>(message: ChatMessageDoc, work: () => Promise<T>): Promise<T> {
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
