/**
 * A player's breath is a request, nothing more: who breathes (actor), with what (the feature item,
 * or for a GM an ancestry), where (the placed area's UUID, or — without an area — the tokens the
 * player targeted), and how the card is shown (the breather's roll mode). Everything that decides
 * damage is worked out again by the GM's client from the documents themselves. Pure.
 */
import { isAncestryId, type AncestryId } from "../content/ancestries";
import type { CardMode } from "../foundry/chat";
import type { BreathShape } from "../rules/breath-maths";
import { isBreath24Shape } from "../rules/breath24";

export interface BreathRequest {
  readonly requestId: string;
  /** The user who breathes (checked against the actor's ownership and the area's author). */
  readonly userId: string;
  readonly actorUuid: string;
  /** The breath weapon item; null for a GM's ad-hoc breath (then `ancestry` says which). */
  readonly itemUuid: string | null;
  readonly ancestry: AncestryId | null;
  /** The 2024 breath's chosen shape (absent for the 2014 breath, whose ancestry decides it). */
  readonly shape?: BreathShape;
  /** The placed area; null when there is none (no canvas, or no right to place one). */
  readonly areaUuid: string | null;
  /** Without an area: the tokens the user targeted. */
  readonly targetUuids: readonly string[];
  readonly mode: CardMode;
}

const MODES: readonly CardMode[] = ["publicroll", "gmroll", "blindroll", "selfroll"];
const ID = /^[A-Za-z0-9]{16}$/;
const UUID = /^[A-Za-z0-9.]{1,200}$/;
/** More targets than a scene could reasonably hold is not a breath. */
export const MAX_TARGETS = 100;

const uuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** The request in its proper shape, or null: a malformed or forged payload is simply not a request. */
export function readRequest(value: unknown): BreathRequest | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const { requestId, userId, actorUuid, itemUuid, ancestry, shape, areaUuid, targetUuids, mode } = v;
  if (typeof requestId !== "string" || !ID.test(requestId)) return null;
  if (typeof userId !== "string" || !ID.test(userId)) return null;
  if (!uuid(actorUuid)) return null;
  if (itemUuid !== null && !uuid(itemUuid)) return null;
  if (ancestry !== null && !isAncestryId(ancestry)) return null;
  if ((itemUuid === null) === (ancestry === null)) return null;
  if (shape !== undefined && !isBreath24Shape(shape)) return null;
  if (areaUuid !== null && !uuid(areaUuid)) return null;
  if (!Array.isArray(targetUuids) || targetUuids.length > MAX_TARGETS || !targetUuids.every(uuid))
    return null;
  if (areaUuid !== null && targetUuids.length) return null;
  if (typeof mode !== "string" || !(MODES as readonly string[]).includes(mode)) return null;
  return {
    requestId,
    userId,
    actorUuid,
    itemUuid: itemUuid as string | null,
    ancestry: ancestry as AncestryId | null,
    ...(shape !== undefined ? { shape } : {}),
    areaUuid: areaUuid as string | null,
    targetUuids: [...(targetUuids as string[])],
    mode: mode as CardMode,
  };
}

/** The socket messages of the breath: a request to the active GM, and its answer to the breather. */
export const REQUEST = "breath.request";
export const ANSWER = "breath.answer";

export interface RequestMessage {
  readonly type: typeof REQUEST;
  readonly request: BreathRequest;
}

export interface AnswerMessage {
  readonly type: typeof ANSWER;
  readonly requestId: string;
  readonly userId: string;
  /** The card the GM posted; null when the GM refused (then `refusal` says why, as an i18n key). */
  readonly messageId: string | null;
  readonly refusal: string | null;
}

export function readAnswer(value: unknown): AnswerMessage | null {
  const v = value as Partial<AnswerMessage> | null;
  if (v?.type !== ANSWER || typeof v.requestId !== "string" || typeof v.userId !== "string") return null;
  return {
    type: ANSWER,
    requestId: v.requestId,
    userId: v.userId,
    messageId: typeof v.messageId === "string" ? v.messageId : null,
    refusal: typeof v.refusal === "string" ? v.refusal : null,
  };
}
