/**
 * The GM's side of the breath: the socket that lets a player's breath reach creatures the player
 * does not own, and the card buttons (finish, apply, undo) that only a GM sees.
 */
import { activeGM, currentUserId, isGM, notify, randomId, resolveUuid, userById } from "../foundry/adapter";
import { cardDataOf, updateCard } from "./card";
import { cloneCardData, type CardData } from "./card-data";
import { applyRolled, resolveTargets, undoApplied } from "./resolve";
import { emitSocket, getMessage, onSocket, type ChatMessageDoc } from "../foundry/breath";

const REQUEST = "breath.resolve";
const REPLY = "breath.resolved";

/** How long a player's client waits for the GM before leaving the rest on the card. */
export const GM_REPLY_TIMEOUT_MS = 15_000;

interface ResolveRequest {
  readonly type: typeof REQUEST;
  readonly requestId: string;
  readonly userId: string;
  readonly messageId: string;
}

interface ResolveReply {
  readonly type: typeof REPLY;
  readonly requestId: string;
  readonly userId: string;
  readonly ok: boolean;
}

const waiting = new Map<string, (ok: boolean) => void>();

function isRequest(data: unknown): data is ResolveRequest {
  const d = data as Partial<ResolveRequest> | null;
  return (
    d?.type === REQUEST &&
    typeof d.requestId === "string" &&
    typeof d.userId === "string" &&
    typeof d.messageId === "string"
  );
}

function isReply(data: unknown): data is ResolveReply {
  const d = data as Partial<ResolveReply> | null;
  return d?.type === REPLY && typeof d.requestId === "string" && typeof d.userId === "string";
}

function isActiveGM(): boolean {
  return isGM() && activeGM()?.id === currentUserId();
}

/** Reads the card's state, lets `change` work on a copy, and writes the result back to the card. */
async function changeCard(
  message: ChatMessageDoc,
  change: (data: CardData) => Promise<void>,
): Promise<boolean> {
  const stored = cardDataOf(message);
  if (!stored) return false;
  const data = cloneCardData(stored);
  await change(data);
  await updateCard(message, data);
  return true;
}

/**
 * Finishes the card's pending creatures on this (GM) client: saves, and the damage when the
 * breath was made with full automation. Shared by the socket request and the card's button.
 */
export function resolveCard(message: ChatMessageDoc): Promise<boolean> {
  return changeCard(message, async (data) => {
    await resolveTargets(data, { onlyOwned: false, apply: data.automation === "damage" });
    data.awaitingGM = data.targets.some((x) => x.status === "pending");
  });
}

export function applyCard(message: ChatMessageDoc): Promise<boolean> {
  return changeCard(message, applyRolled);
}

export function undoCard(message: ChatMessageDoc): Promise<boolean> {
  return changeCard(message, async (data) => {
    if ((await undoApplied(data)) > 0) notify("info", "Breath.UndoDone");
  });
}

/** A card button: GM only, whatever the HTML says. */
export async function runCardAction(message: ChatMessageDoc, action: string): Promise<boolean> {
  if (!isGM()) {
    notify("warn", "Breath.GMOnly");
    return false;
  }
  switch (action) {
    case "resolve":
      return resolveCard(message);
    case "apply":
      return applyCard(message);
    case "undo":
      return undoCard(message);
    default:
      return false;
  }
}

/** The author's id: a User on a prepared V12+ message, the bare id in its source data. */
function authorId(message: ChatMessageDoc): string | null {
  const author: unknown = message.author;
  if (typeof author === "string") return author;
  return (author as { id?: string } | null | undefined)?.id ?? null;
}

/**
 * Only a request the breather could have made is honoured: it comes from the card's author,
 * who owns the breathing actor.
 */
async function requestIsValid(request: ResolveRequest, message: ChatMessageDoc): Promise<boolean> {
  const data = cardDataOf(message);
  if (!data || data.userId !== request.userId) return false;
  if (authorId(message) !== request.userId) return false;
  const user = userById(request.userId);
  const actor = await resolveUuid(data.actorUuid);
  return !!user && !!actor && actor.testUserPermission(user, "OWNER");
}

async function handleRequest(request: ResolveRequest): Promise<void> {
  if (!isActiveGM()) return;
  const message = getMessage(request.messageId);
  let ok = false;
  if (message && (await requestIsValid(request, message))) ok = await resolveCard(message);
  const reply: ResolveReply = { type: REPLY, requestId: request.requestId, userId: request.userId, ok };
  emitSocket(reply);
}

function handleReply(reply: ResolveReply): void {
  if (reply.userId !== currentUserId()) return;
  const resolve = waiting.get(reply.requestId);
  if (!resolve) return;
  waiting.delete(reply.requestId);
  resolve(reply.ok);
}

export function registerBreathSocket(): void {
  // The GM's work is returned (not left floating) so whoever delivers the message can await it.
  onSocket((data) => {
    if (isRequest(data)) return handleRequest(data);
    if (isReply(data)) handleReply(data);
    return undefined;
  });
}

/**
 * Asks the active GM to finish the card and waits for the answer; false when the GM does not
 * answer in time (the card then still shows what is left, with the GM's button).
 */
export function requestGM(messageId: string, timeoutMs = GM_REPLY_TIMEOUT_MS): Promise<boolean> {
  const requestId = randomId();
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(requestId);
      resolve(false);
    }, timeoutMs);
    waiting.set(requestId, (ok) => {
      clearTimeout(timer);
      resolve(ok);
    });
    const request: ResolveRequest = { type: REQUEST, requestId, userId: currentUserId(), messageId };
    emitSocket(request);
  });
}
