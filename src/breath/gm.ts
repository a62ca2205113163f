/**
 * The GM's side of the breath: the socket that lets a player's breath reach creatures the player
 * does not own, and the card buttons (finish, apply, undo) that only a GM sees.
 */
import { MODULE_ID } from "../content/ids";
import { activeGM, currentUserId, isGM, notify, randomId, serverTime, userById } from "../foundry/adapter";
import { cardDataOf, updateCard } from "./card";
import { requestInFlight, type CardData } from "./card-data";
import { applyRolled, resolveTargets, undoApplied } from "./resolve";
import { authorId, trustedCard, type TrustedCard } from "./trust";
import { emitSocket, getMessage, onSocket, type ChatMessageDoc } from "../foundry/breath";

const REQUEST = "breath.resolve";
const REPLY = "breath.resolved";

/** How long a player's client waits for the GM before leaving the rest on the card. */
export const GM_REPLY_TIMEOUT_MS = 15_000;

/** A request about a card older than this is not a breath that just happened: it is refused. */
export const REQUEST_MAX_AGE_MS = 120_000;

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

/** Cards this (GM) client has answered a request for: one request per card, ever. */
const answered = new WeakSet<ChatMessageDoc>();

/** The card change under way per message on this client; the next one waits for it. */
const locks = new WeakMap<ChatMessageDoc, Promise<unknown>>();

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

/** Runs `work` after every earlier change of the same card on this client has finished. */
function withLock<T>(message: ChatMessageDoc, work: () => Promise<T>): Promise<T> {
  const before = locks.get(message) ?? Promise.resolve();
  const run = before.then(work, work);
  locks.set(
    message,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

type CardChange = (card: TrustedCard, messageId: string) => Promise<void>;

/**
 * Reads the card's state afresh (after any change still under way on this client), takes from it
 * only what the GM can trust, lets `change` work on that, and writes the result back. False, with
 * nothing done, for a card that cannot be trusted.
 */
function changeCard(message: ChatMessageDoc, checkArea: boolean, change: CardChange): Promise<boolean> {
  return withLock(message, async () => {
    const stored = cardDataOf(message);
    if (!stored) return false;
    const card = await trustedCard(message, stored, { checkArea });
    if (!card) return false;
    await change(card, message.id);
    await updateCard(message, card.data);
    return true;
  });
}

/** Saves, and the damage when the breath was made with full automation, for the pending creatures. */
async function finishPending({ data, held }: TrustedCard, messageId: string): Promise<void> {
  if (data.automation !== "off") {
    await resolveTargets(data, {
      onlyOwned: false,
      apply: data.automation === "damage",
      messageId,
      skip: held,
    });
  }
  data.requestedAt = null;
  data.awaitingGM = data.awaitingGM && data.targets.some((x) => x.status === "pending");
}

/**
 * Finishes the card's pending creatures on this (GM) client: saves, and the damage when the
 * breath was made with full automation. The card's button; a player's request goes through
 * {@link handleRequest}, which checks more.
 */
export function resolveCard(message: ChatMessageDoc): Promise<boolean> {
  return changeCard(message, false, finishPending);
}

export function applyCard(message: ChatMessageDoc): Promise<boolean> {
  return changeCard(message, false, ({ data }, messageId) => applyRolled(data, messageId));
}

export function undoCard(message: ChatMessageDoc): Promise<boolean> {
  return changeCard(message, false, async ({ data }, messageId) => {
    if ((await undoApplied(data, messageId)) > 0) notify("info", "Breath.UndoDone");
  });
}

async function cardAction(message: ChatMessageDoc, action: string): Promise<boolean> {
  switch (action) {
    case "resolve": {
      const data = cardDataOf(message);
      // The active GM's client is finishing it for the breather right now: wait for its result.
      if (data && requestInFlight(data, serverTime())) {
        notify("info", "Breath.RequestInFlight");
        return false;
      }
      return report(await resolveCard(message));
    }
    case "apply":
      return report(await applyCard(message));
    case "undo":
      return report(await undoCard(message));
    default:
      return false;
  }
}

/** A card the GM's client would not act on: say so, since the GM clicked for something. */
function report(done: boolean): boolean {
  if (!done) notify("warn", "Breath.CardRefused");
  return done;
}

/**
 * A card button: GM only, whatever the HTML says. Never rejects: an unexpected error is logged
 * once and the GM told.
 */
export async function runCardAction(message: ChatMessageDoc, action: string): Promise<boolean> {
  if (!isGM()) {
    notify("warn", "Breath.GMOnly");
    return false;
  }
  try {
    return await cardAction(message, action);
  } catch (error) {
    console.error(`${MODULE_ID} | the breath card's "${action}" failed`, error);
    notify("error", "Breath.ActionFailed");
    return false;
  }
}

/** When the message was posted, as the server recorded it (`_stats.createdTime`). */
function postedAt(message: ChatMessageDoc): number | null {
  const created = message._stats?.createdTime;
  return typeof created === "number" && Number.isFinite(created) ? created : null;
}

/**
 * Only a request the breather could have made, just now, is honoured: it comes from the card's
 * author, is about a card posted within {@link REQUEST_MAX_AGE_MS}, and is the first for it.
 * What the card says is then checked by {@link trustedCard}.
 */
function requestIsValid(request: ResolveRequest, message: ChatMessageDoc, data: CardData): boolean {
  if (answered.has(message)) return false;
  if (data.userId !== request.userId || authorId(message) !== request.userId) return false;
  if (!userById(request.userId)) return false;
  const posted = postedAt(message);
  return posted !== null && Math.abs(serverTime() - posted) <= REQUEST_MAX_AGE_MS;
}

async function answerRequest(request: ResolveRequest): Promise<boolean> {
  const message = getMessage(request.messageId);
  const data = message ? cardDataOf(message) : null;
  if (!message || !data || !requestIsValid(request, message, data)) return false;
  answered.add(message);
  return changeCard(message, true, finishPending);
}

/** The active GM answers every request, at once, even when finishing the card failed. */
async function handleRequest(request: ResolveRequest): Promise<void> {
  if (!isActiveGM()) return;
  let ok = false;
  try {
    ok = await answerRequest(request);
  } catch (error) {
    console.error(`${MODULE_ID} | a player's breath could not be finished`, error);
  }
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
