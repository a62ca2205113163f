/**
 * The card's GM buttons (apply, undo): GM only, whatever the HTML says, and only on a card a GM
 * wrote. They read the card's rows and nothing else (damage.ts), and they run on one client, the
 * active GM's, one change at a time per card: another GM's click is handed to the active GM's
 * client over the module socket, which does it in the same queue and answers with what to tell
 * the GM who clicked. So two GMs who click at once apply or give back once.
 */
import { MODULE_ID } from "../content/ids";
import { currentUserId, isActiveGM, isGM, notify, randomId, resolveUuid } from "../foundry/adapter";
import type { NoticeLevel } from "../foundry/adapter";
import { clientState } from "../foundry/client";
import { queuePerKey } from "../foundry/flows";
import { emitSocket, getMessage } from "../foundry/chat";
import { type ChatMessageDoc } from "../foundry/canvas";
import { cardDataOf, isGMCard, updateCard } from "./card";
import { cloneCardData, type CardData } from "./card-data";
import { applyRow, giveBack, hitPoints } from "./damage";

/** What the GM who clicked is told. */
export interface Notice {
  readonly level: NoticeLevel;
  readonly key: string;
  readonly data?: Record<string, string | number>;
}

/** One card change at a time per message on this client; the next one waits for it. */
const cardQueue = queuePerKey();

function isActor(doc: unknown): doc is Actor5e {
  return (doc as { documentName?: unknown } | null)?.documentName === "Actor";
}

const statuses = (data: CardData | null): string => JSON.stringify(data?.targets.map((t) => t.status) ?? []);

/** Each row's creature with its hit points as they stand (a creature gone is left out). */
async function rowHitPoints(data: CardData): Promise<[Actor5e, ReturnType<typeof hitPoints>][]> {
  const out: [Actor5e, ReturnType<typeof hitPoints>][] = [];
  for (const target of data.targets) {
    const actor = await resolveUuid(target.actorUuid);
    if (isActor(actor)) out.push([actor, hitPoints(actor)]);
  }
  return out;
}

async function putHitPointsBack(before: readonly [Actor5e, ReturnType<typeof hitPoints>][]): Promise<void> {
  for (const [actor, hp] of before) {
    const now = hitPoints(actor);
    if (now.value !== hp.value || now.temp !== hp.temp)
      await actor.update({ "system.attributes.hp.value": hp.value, "system.attributes.hp.temp": hp.temp });
  }
}

/** The GM's "apply damage" on a card whose saves were rolled without applying: each rolled row, once. */
async function applyCard(data: CardData, tell: (notice: Notice) => void): Promise<number> {
  let applied = 0;
  for (const target of data.targets) {
    if (target.status !== "rolled" || target.damage === null) continue;
    const actor = await resolveUuid(target.actorUuid);
    if (!isActor(actor)) {
      target.status = "removed";
      tell({ level: "warn", key: "Breath.TargetRemoved", data: { name: target.name } });
      continue;
    }
    await applyRow(target, actor, data.damageType);
    applied++;
  }
  return applied;
}

/**
 * Gives back what each applied row says its creature took (never more; healing since then is
 * kept), and marks the row undone in the same card update, so it is given back once. A linked
 * creature is found by its actor even when its token is gone; an unlinked token's creature goes
 * with its token, and the GM is told whose hit points could not be restored.
 */
async function undoCard(data: CardData, tell: (notice: Notice) => void): Promise<number> {
  let undone = 0;
  for (const target of data.targets) {
    if (target.status !== "applied") continue;
    const actor = await resolveUuid(target.actorUuid);
    if (!isActor(actor)) {
      tell({ level: "warn", key: "Breath.UndoLost", data: { name: target.name } });
      continue;
    }
    if (await giveBack(target, actor)) undone++;
    target.status = "undone";
  }
  return undone;
}

/** Does a card action on this client, in the card's queue: whether it was done, and what to tell. */
export async function performCardAction(
  message: ChatMessageDoc,
  action: string,
): Promise<{ done: boolean; notices: Notice[] }> {
  const notices: Notice[] = [];
  const tell = (notice: Notice): void => void notices.push(notice);
  try {
    const done = await cardQueue(message.id, async () => {
      const stored = isGMCard(message) ? cardDataOf(message) : null;
      if (!stored) {
        tell({ level: "warn", key: "Breath.CardRefused" });
        return false;
      }
      const data = cloneCardData(stored);
      const hpBefore = await rowHitPoints(data);
      try {
        if (action === "apply") await applyCard(data, tell);
        else if (action === "undo") {
          if ((await undoCard(data, tell)) > 0) tell({ level: "info", key: "Breath.UndoDone" });
        } else return false;
        await updateCard(message, data);
      } catch (error) {
        // Rows done before the failure are not on the card: the next click would do them again.
        await putHitPointsBack(hpBefore);
        throw error;
      }
      // A card update something refused would offer the same rows again: the hit points go back.
      if (statuses(cardDataOf(message)) !== statuses(data)) {
        await putHitPointsBack(hpBefore);
        notices.length = 0;
        tell({ level: "warn", key: "Breath.CardNotUpdated" });
        return false;
      }
      return true;
    });
    return { done, notices };
  } catch (error) {
    console.error(`${MODULE_ID} | the breath card's "${action}" failed`, error);
    return { done: false, notices: [...notices, { level: "error", key: "Breath.ActionFailed" }] };
  }
}

/* -------------------------------------------- */
/*  Another GM's click, done by the active GM   */
/* -------------------------------------------- */

export const ACTION = "breath.action";
export const ACTION_DONE = "breath.actionDone";
/** How long another GM's client waits for the active GM's client to do the action. */
export const ACTION_TIMEOUT_MS = 15_000;

const ID = /^[A-Za-z0-9]{16}$/;
const LEVELS: readonly string[] = ["info", "warn", "error"];
const waitingActions = clientState(() => new Map<string, (answer: ActionAnswer) => void>());

interface ActionAnswer {
  readonly done: boolean;
  readonly notices: Notice[];
}

function askActiveGM(messageId: string, action: string): Promise<ActionAnswer | null> {
  const id = randomId();
  const waiting = waitingActions();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(null);
    }, ACTION_TIMEOUT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(answer);
    });
    emitSocket({ type: ACTION, id, messageId, action });
  });
}

/** On the active GM's client: another GM's click, done here and answered. */
export async function answerCardAction(data: unknown, sender: FoundryUser): Promise<void> {
  const v = (data ?? {}) as { id?: unknown; messageId?: unknown; action?: unknown };
  if (!isActiveGM() || !sender.isGM || typeof v.id !== "string" || !ID.test(v.id)) return;
  if (typeof v.messageId !== "string" || (v.action !== "apply" && v.action !== "undo")) return;
  const message = getMessage(v.messageId);
  const outcome = message
    ? await performCardAction(message, v.action)
    : { done: false, notices: [{ level: "warn" as const, key: "Breath.CardRefused" }] };
  emitSocket({ type: ACTION_DONE, id: v.id, userId: sender.id, ...outcome });
}

function readNotices(value: unknown): Notice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((n: { level?: unknown; key?: unknown; data?: unknown } | null) => {
    if (typeof n?.key !== "string" || !/^Breath\.[A-Za-z.]+$/.test(n.key)) return [];
    if (typeof n.level !== "string" || !LEVELS.includes(n.level)) return [];
    const data = typeof n.data === "object" && n.data !== null ? (n.data as Notice["data"]) : undefined;
    return [{ level: n.level as NoticeLevel, key: n.key, ...(data ? { data } : {}) }];
  });
}

/** On the clicking GM's client: the active GM's answer (only a GM's client answers). */
export function receiveCardActionAnswer(data: unknown, sender: FoundryUser): void {
  const v = (data ?? {}) as { id?: unknown; userId?: unknown; done?: unknown; notices?: unknown };
  if (!sender.isGM || v.userId !== currentUserId() || typeof v.id !== "string") return;
  waitingActions().get(v.id)?.({ done: v.done === true, notices: readNotices(v.notices) });
}

/**
 * A card button: GM only, whatever the HTML says. Done on the active GM's client; another GM's
 * client asks it. Never rejects: an unexpected error is logged once and the GM told.
 */
export async function runCardAction(message: ChatMessageDoc, action: string): Promise<boolean> {
  if (!isGM()) {
    notify("warn", "Breath.GMOnly");
    return false;
  }
  const outcome = isActiveGM()
    ? await performCardAction(message, action)
    : await askActiveGM(message.id, action);
  if (!outcome) {
    notify("warn", "Breath.ActionUnanswered");
    return false;
  }
  for (const notice of outcome.notices) notify(notice.level, notice.key, notice.data);
  return outcome.done;
}

/** What `renderChatMessageHTML` hands over, as far as the card buttons need it. */
export interface CardElement {
  querySelectorAll(selector: string): Iterable<CardButton> | ArrayLike<CardButton>;
  querySelector?(selector: string): { remove(): void } | null;
}

export interface CardButton {
  readonly dataset: { kynBreathAction?: string };
  disabled: boolean;
  remove(): void;
  addEventListener(type: "click", listener: (event: Event) => void): void;
}

/**
 * `renderChatMessageHTML`: the GM's buttons are in every copy of the card; players' clients remove
 * them (players never see undo), and a GM's client wires them only on a card a GM wrote.
 */
export function onRenderChatMessageHTML(message: ChatMessageDoc, html: CardElement): void {
  if (!cardDataOf(message)) return;
  const buttons = Array.from(html.querySelectorAll("[data-kyn-breath-action]") as ArrayLike<CardButton>);
  const wire = isGM() && isGMCard(message);
  // Without its buttons the row would stay as an empty strip on a player's card.
  if (!wire) html.querySelector?.("[data-kyn-breath-buttons]")?.remove();
  for (const button of buttons) {
    if (!wire) {
      button.remove();
      continue;
    }
    const action = button.dataset.kynBreathAction ?? "";
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      void runCardAction(message, action).finally(() => {
        button.disabled = false;
      });
    });
  }
}
