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
  randomId,
  resolveUuid,
  serverTime,
  t,
  userById,
} from "../foundry/adapter";
import { emitSocket, onSocket, worldMessages } from "../foundry/chat";
import { clientState } from "../foundry/client";
import { authorId } from "../foundry/stack";
import { type AreaDocumentLike, type ChatMessageDoc } from "../foundry/canvas";
import { cardDataOf, closeRequestCard, isGMCard, pendingRequestOf, type PendingRequest } from "./card";
import { ACTION, ACTION_DONE, answerCardAction, receiveCardActionAnswer } from "./buttons";
import { decide, type Decision } from "./decide";
import { removeArea } from "./place";
import { isDoc, placerOf } from "./reach";
import { requestExpired } from "./stale";
import type { BreathAutomation } from "../settings";
import { ANSWER, REQUEST, readAnswer, readRequest, type AnswerMessage, type BreathRequest } from "./request";

/** How long a player's client waits for the GM's answer before leaving it to the GM. */
export const GM_ANSWER_TIMEOUT_MS = 15_000;

export { AREA_MAX_AGE_MS, PENDING_MAX_AGE_MS } from "./stale";

/** The breather's requests waiting for the GM's answer on this client. */
const waitingAnswers = clientState(() => new Map<string, (answer: AnswerMessage | null) => void>());

/** The decision, with a last guard: an unexpected error is logged once and becomes a refusal. */
export async function decideSafely(
  request: BreathRequest,
  { requestedAt, automation }: { requestedAt?: number; automation?: BreathAutomation } = {},
): Promise<Decision> {
  try {
    return await decide(request, {
      unknownName: t("Breath.UnknownCreature"),
      ...(requestedAt !== undefined ? { requestedAt } : {}),
      ...(automation ? { automation } : {}),
    });
  } catch (error) {
    console.error(`${MODULE_ID} | a breath could not be decided`, error);
    return { message: null, data: null, refusal: "Breath.Refused.Failed" };
  }
}

async function answerRequest(data: unknown, sender: FoundryUser): Promise<void> {
  if (!isActiveGM()) return;
  const request = readRequest((data as { request?: unknown } | null)?.request);
  if (!request) return;
  // The request is the sender's own, as Foundry's server names the sender; and a GM's breath is
  // decided on the GM's own client, so it never comes over the socket.
  if (sender.id !== request.userId || sender.isGM) return;
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

/** The GM's answer to this client's request: only a GM's client answers (as the server names the sender). */
function receiveAnswer(data: unknown, sender: FoundryUser): void {
  const answer = readAnswer(data);
  if (!answer || !sender.isGM || answer.userId !== currentUserId()) return;
  waitingAnswers().get(answer.requestId)?.(answer);
}

export function registerBreathSocket(): void {
  // The GM's work is returned (not left floating) so whoever delivers the message can await it.
  onSocket((data, sender) => {
    const type = (data as { type?: unknown } | null)?.type;
    if (type === REQUEST) return answerRequest(data, sender);
    if (type === ANSWER) receiveAnswer(data, sender);
    if (type === ACTION) return answerCardAction(data, sender);
    if (type === ACTION_DONE) receiveCardActionAnswer(data, sender);
    return undefined;
  });
}

/** Asks the active GM to decide the request; null when no answer comes in time. */
export function requestGM(
  request: BreathRequest,
  timeoutMs = GM_ANSWER_TIMEOUT_MS,
): Promise<AnswerMessage | null> {
  const waiting = waitingAnswers();
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

/** The request cards still waiting, each written by the breather it names. */
function waitingRequests(): { message: ChatMessageDoc; pending: PendingRequest }[] {
  return worldMessages().flatMap((message) => {
    const pending = pendingRequestOf(message);
    return pending && pending.status === "pending" && authorId(message) === pending.request.userId
      ? [{ message, pending }]
      : [];
  });
}

/**
 * When a request card's request was made: when Foundry's server created the card (its author can
 * rewrite the card's flags, not its creation time), for the one staleness rule (stale.ts).
 */
function requestedAtOf(message: ChatMessageDoc, pending: PendingRequest): number {
  const created = message._stats?.createdTime;
  return typeof created === "number" ? created : pending.requestedAt;
}

/** Whether a GM's card already answers the request. */
function answered(requestId: string): boolean {
  return worldMessages().some((m) => cardDataOf(m)?.requestId === requestId && isGMCard(m));
}

/**
 * A request the GM will not decide (refused, expired) leaves no area behind: the breather's own
 * area goes, unless a GM's card already answered through it.
 */
async function removeRequestArea(request: BreathRequest): Promise<void> {
  if (!request.areaUuid) return;
  if (worldMessages().some((m) => isGMCard(m) && cardDataOf(m)?.areaUuid === request.areaUuid)) return;
  const doc = (await resolveUuid(request.areaUuid)) as AreaDocumentLike | null;
  if (!doc || !(isDoc(doc, "MeasuredTemplate") || isDoc(doc, "Region"))) return;
  if (placerOf(doc) === request.userId) await removeArea(doc);
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
  const decision = await decideSafely(pending.request, { requestedAt: requestedAtOf(message, pending) });
  if (decision.message) await message.delete();
  else if (decision.refusal !== "Breath.Refused.Again") {
    await closeRequestCard(message, "refused", decision.refusal);
    await removeRequestArea(pending.request);
  }
}

/**
 * On the active GM's `ready`: requests younger than an hour (stale.ts) are offered in one
 * dialog (resolve them now?), older ones are marked expired on their card. Each resolved request's
 * card is replaced by the GM's card, so the breath still has one message.
 */
export async function offerWaitingRequests(): Promise<number> {
  if (!isActiveGM()) return 0;
  const now = serverTime();
  const all: ReturnType<typeof waitingRequests> = [];
  for (const entry of waitingRequests()) {
    // A request card left behind by a breath a GM already answered goes; the rest still waits.
    if (answered(entry.pending.request.requestId)) await entry.message.delete();
    else all.push(entry);
  }
  const fresh = all.filter(({ message, pending }) => !requestExpired(requestedAtOf(message, pending), now));
  for (const { message, pending } of all.filter((w) => !fresh.includes(w))) {
    await closeRequestCard(message, "expired");
    await removeRequestArea(pending.request);
  }
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
    const decision = await decideSafely(pending.request, { requestedAt: requestedAtOf(message, pending) });
    if (decision.message) {
      await message.delete();
      resolved++;
    } else {
      await closeRequestCard(message, "refused", decision.refusal);
      await removeRequestArea(pending.request);
    }
  }
  return resolved;
}

function speakerName(message: ChatMessageDoc): string {
  return String((message as unknown as { speaker?: { alias?: unknown } }).speaker?.alias ?? "");
}
