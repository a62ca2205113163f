/**
 * The one Icelandic breath card: rendered from templates/breath-card.hbs, its state in the
 * message's flags (card-data.ts), posted and re-rendered by the GM's client only. While no GM is
 * connected a player's client posts a request card instead: it holds the request and says that
 * the GM will resolve it, never a state.
 */
import { FLAGS, MODULE_ID, i18nKey } from "../content/ids";
import { DAMAGE_TYPES, termFor } from "../content/terms";
import {
  escapeHtml,
  hasTranslation,
  renderTemplate,
  serverTime,
  t,
  userById,
  userLang,
} from "../foundry/adapter";
import { authorId } from "../foundry/stack";
import { dnd5eLabel } from "../foundry/dnd5e";
import { postCard, postOwnMessage, speakerFor } from "../foundry/chat";
import { type ChatMessageDoc } from "../foundry/canvas";
import type { DamageMark } from "../foundry/rolls";
import { cardActions, readCardData, type CardAction, type CardData, type CardTarget } from "./card-data";
import { readRequest, type BreathRequest } from "./request";

export const CARD_TEMPLATE = `modules/${MODULE_ID}/templates/breath-card.hbs`;

const BUTTON_ICONS: Record<CardAction, string> = {
  apply: "fa-solid fa-burst",
  undo: "fa-solid fa-rotate-left",
};

const BUTTON_LABELS: Record<CardAction, string> = {
  apply: "Breath.Card.Apply",
  undo: "Breath.Card.Undo",
};

function saveText(target: CardTarget): string {
  return target.save ? String(target.save.total) : "—";
}

/** The save's d20, for the cell's tooltip: the row itself stays short. */
function saveTitle(target: CardTarget): string {
  if (!target.save || target.save.d20 === null) return "";
  return t("Breath.Card.SaveRoll", { total: target.save.total, d20: target.save.d20 });
}

function outcomeText(target: CardTarget): string {
  if (target.status === "removed") return t("Breath.Card.Removed");
  if (!target.save) return "—";
  return t(target.save.success ? "Breath.Card.Saved" : "Breath.Card.Failed");
}

const MARK_SYMBOLS: Record<NonNullable<DamageMark>, string> = {
  immune: "∅",
  resisted: "½",
  vulnerable: "×2",
};
const MARK_LABELS: Record<NonNullable<DamageMark>, string> = {
  immune: "Breath.Card.Mark.immune",
  resisted: "Breath.Card.Mark.resisted",
  vulnerable: "Breath.Card.Mark.vulnerable",
};

/**
 * The damage cell: what the creature takes after its traits (applied, or in "saves" mode what
 * applying will take), marked when an immunity, resistance or vulnerability changed it.
 */
function damageCell(target: CardTarget): {
  text: string;
  pending: boolean;
  mark: string;
  markSymbol: string;
  markLabel: string;
} {
  const none = { pending: false, mark: "", markSymbol: "", markLabel: "" };
  if (target.damage === null || target.status === "removed") return { text: "—", ...none };
  if (target.status === "undone") return { text: t("Breath.Card.Undone"), ...none };
  const applied = target.status === "applied";
  const value =
    target.afterTraits ??
    (applied && target.afterTraits === undefined ? target.hpLost + target.tempLost : target.damage);
  const mark = target.mark ?? null;
  return {
    text: String(value),
    pending: !applied,
    mark: mark ?? "",
    markSymbol: mark ? MARK_SYMBOLS[mark] : "",
    markLabel: mark ? t(MARK_LABELS[mark]) : "",
  };
}

/** A dnd5e id's label: the module's Icelandic term in Icelandic, dnd5e's own label otherwise. */
export function damageTypeLabel(type: string): string {
  return (
    (userLang() === "is" ? termFor(DAMAGE_TYPES, type) : undefined) ?? dnd5eLabel("damageTypes", type) ?? type
  );
}

function saveLabel(ability: string): string {
  const key = `Breath.Save.${ability}`;
  return hasTranslation(i18nKey(key)) ? t(key) : (dnd5eLabel("abilities", ability) ?? ability);
}

/** Everything the template prints, already localized; names are escaped by Handlebars. */
export function cardContext(data: CardData): Record<string, unknown> {
  const notes: string[] = [];
  if (data.adHoc) notes.push(t("Breath.Card.AdHoc"));
  if (data.areaUuid === null) notes.push(t("Breath.Card.NoArea"));
  if (data.targets.length === 0) notes.push(t("Breath.Card.NoTargets"));
  if (data.targets.some((target) => target.status === "rolled" && target.damage !== null)) {
    notes.push(t("Breath.Card.NotAppliedNote"));
  }
  return {
    // The breather is named once, by the message's speaker in Foundry's header.
    title: t("Breath.Card.Title"),
    summary: t("Breath.Card.Summary", { dc: data.dc, save: saveLabel(data.ability) }),
    damageLine:
      data.damageTotal === null
        ? ""
        : t("Breath.Card.Damage", {
            total: data.damageTotal,
            formula: data.formula,
            type: damageTypeLabel(data.damageType),
          }),
    headers: {
      target: t("Breath.Card.Target"),
      save: t("Breath.Card.Save"),
      outcome: t("Breath.Card.Outcome"),
      damage: t("Breath.Card.DamageTaken"),
    },
    rows: data.targets.map((target) => ({
      name: target.name,
      status: target.status,
      save: saveText(target),
      saveTitle: saveTitle(target),
      outcome: outcomeText(target),
      damage: damageCell(target),
    })),
    notes,
    buttons: cardActions(data).map((action) => ({
      action,
      label: t(BUTTON_LABELS[action]),
      icon: BUTTON_ICONS[action],
    })),
  };
}

/** Whether a GM wrote the card: a player's message with a breath state in its flags is a forgery. */
export function isGMCard(message: ChatMessageDoc): boolean {
  return userById(authorId(message) ?? "")?.isGM === true;
}

export function cardDataOf(message: {
  flags: Record<string, Record<string, unknown> | undefined>;
}): CardData | null {
  return readCardData(message.flags[MODULE_ID]?.[FLAGS.breath]);
}

/** Posts the card (the GM's client) with the id the damage was recorded under, visible as the breather's mode says. */
export async function postBreathCard(
  id: string,
  data: CardData,
  breather: Actor5e,
  rolls: RollLike[],
): Promise<ChatMessageDoc | null> {
  return postCard(
    {
      _id: id,
      content: await renderTemplate(CARD_TEMPLATE, cardContext(data)),
      speaker: speakerFor(breather),
      rolls,
      flags: { [MODULE_ID]: { [FLAGS.breath]: data } },
    },
    data.mode,
    data.userId,
  );
}

export async function updateCard(message: ChatMessageDoc, data: CardData): Promise<void> {
  await message.update({
    content: await renderTemplate(CARD_TEMPLATE, cardContext(data)),
    [`flags.${MODULE_ID}.${FLAGS.breath}`]: data,
  });
}

/* -------------------------------------------- */
/*  A request waiting for a GM                  */
/* -------------------------------------------- */

export type RequestStatus = "pending" | "expired" | "refused";

export interface PendingRequest {
  readonly request: BreathRequest;
  readonly requestedAt: number;
  readonly status: RequestStatus;
}

export function pendingRequestOf(message: {
  flags: Record<string, Record<string, unknown> | undefined>;
}): PendingRequest | null {
  const raw = message.flags[MODULE_ID]?.[FLAGS.breathRequest] as Record<string, unknown> | undefined;
  const request = readRequest(raw?.["request"]);
  const requestedAt = raw?.["requestedAt"];
  const status = raw?.["status"];
  if (!request || typeof requestedAt !== "number") return null;
  return { request, requestedAt, status: status === "expired" || status === "refused" ? status : "pending" };
}

/** The request card; the breather is named by the message's speaker, as on the breath card. */
function requestContent(names: readonly string[], status: RequestStatus, refusal: string | null): string {
  const note =
    status === "pending"
      ? t("Breath.Card.AwaitingGM")
      : status === "expired"
        ? t("Breath.Card.Expired")
        : t(refusal ?? "Breath.Refused.Failed");
  return [
    `<div class="kynthaettir breath-card breath-request" data-status="${status}">`,
    `<h3>${escapeHtml(t("Breath.Card.Title"))}</h3>`,
    names.length
      ? `<ul class="breath-waiting">${names.map((n) => `<li>${escapeHtml(n)}</li>`).join("")}</ul>`
      : "",
    `<p class="breath-note">${escapeHtml(note)}</p>`,
    "</div>",
  ].join("");
}

/** The breather's request card while no GM is connected: the creatures it would reach, awaiting the GM. */
export async function postRequestCard(
  request: BreathRequest,
  actor: Actor5e,
  names: readonly string[],
): Promise<ChatMessageDoc | null> {
  const pending: PendingRequest = { request, requestedAt: serverTime(), status: "pending" };
  return postOwnMessage({
    content: requestContent(names, "pending", null),
    speaker: speakerFor(actor),
    flags: { [MODULE_ID]: { [FLAGS.breathRequest]: { ...pending, names: [...names] } } },
  });
}

/** Marks a waiting request expired or refused on its card (the GM's client). */
export async function closeRequestCard(
  message: ChatMessageDoc,
  status: Exclude<RequestStatus, "pending">,
  refusal: string | null = null,
): Promise<void> {
  const raw = (message.flags[MODULE_ID]?.[FLAGS.breathRequest] ?? {}) as Record<string, unknown>;
  const names = Array.isArray(raw["names"])
    ? raw["names"].filter((n): n is string => typeof n === "string")
    : [];
  await message.update({
    content: requestContent(names, status, refusal),
    [`flags.${MODULE_ID}.${FLAGS.breathRequest}.status`]: status,
  });
}
