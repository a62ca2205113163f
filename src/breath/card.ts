/**
 * The Icelandic summary card: rendered from templates/breath-card.hbs, its state kept in the
 * message's flags (see card-data.ts) and re-rendered whenever a GM finishes, applies or undoes.
 */
import { i18nKey, MODULE_ID } from "../content/ids";
import { getAncestry } from "../content/ancestry";
import {
  dnd5eLabels,
  hasTranslation,
  localize,
  renderTemplate,
  rollMode,
  t,
  userLang,
} from "../foundry/adapter";
import { cardActions, readCardData, type CardAction, type CardData, type CardTarget } from "./card-data";
import { createChatMessage, type ChatMessageDoc } from "../foundry/breath";

export const CARD_TEMPLATE = `modules/${MODULE_ID}/templates/breath-card.hbs`;
export const CARD_FLAG = "breath";

const BUTTON_ICONS: Record<CardAction, string> = {
  resolve: "fa-solid fa-dice-d20",
  apply: "fa-solid fa-burst",
  undo: "fa-solid fa-rotate-left",
};

const BUTTON_LABELS: Record<CardAction, string> = {
  resolve: "Breath.Card.Resolve",
  apply: "Breath.Card.Apply",
  undo: "Breath.Card.Undo",
};

function saveText(target: CardTarget, dc: number): string {
  return target.save ? t("Breath.Card.SaveVsDC", { total: target.save.total, dc }) : "—";
}

function outcomeText(target: CardTarget): string {
  switch (target.status) {
    case "pending":
      return t("Breath.Card.Pending");
    case "removed":
      return t("Breath.Card.Removed");
    case "targeted":
      return "—";
    default:
      if (!target.save) return "—";
      return t(target.save.success ? "Breath.Card.Saved" : "Breath.Card.Failed");
  }
}

function damageText(target: CardTarget): string {
  if (target.damage === null) return "—";
  if (target.status === "undone") return t("Breath.Card.Undone");
  if (target.status !== "applied") return String(target.damage);
  const taken = target.hpLost + target.tempLost;
  return taken === target.damage ? String(taken) : t("Breath.Card.TookOf", { taken, damage: target.damage });
}

/** dnd5e's own label, for a type or ability a GM set by hand that our wording does not cover. */
function dnd5eLabel(table: string, id: string): string {
  const label = dnd5eLabels(table)[id];
  return label ? localize(label) : id;
}

function saveLabel(ability: string): string {
  const key = `Breath.Save.${ability}`;
  return hasTranslation(i18nKey(key)) ? t(key) : dnd5eLabel("abilities", ability);
}

function damageTypeLabel(type: string): string {
  const key = `Breath.DamageType.${type}`;
  return hasTranslation(i18nKey(key)) ? t(key) : dnd5eLabel("damageTypes", type);
}

function ancestryName(data: CardData): string {
  const ancestry = getAncestry(data.ancestry);
  return userLang() === "is" ? ancestry.nameIs : ancestry.srdName;
}

/** Everything the template prints, already localized; names are escaped by Handlebars. */
export function cardContext(data: CardData): Record<string, unknown> {
  const notes: string[] = [];
  if (data.adHoc) notes.push(t("Breath.Card.AdHoc"));
  if (data.noScene) notes.push(t("Breath.Card.NoScene"));
  if (data.targets.length === 0) notes.push(t("Breath.Card.NoTargets"));
  if (data.awaitingGM) notes.push(t("Breath.Card.AwaitingGM"));
  if (data.targets.some((x) => x.status === "rolled")) notes.push(t("Breath.Card.NotApplied"));
  return {
    title: t("Breath.Card.Title"),
    breather: data.actorName,
    ancestry: ancestryName(data),
    summary: t("Breath.Card.Summary", {
      dc: data.dc,
      save: saveLabel(data.ability),
    }),
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
      save: saveText(target, data.dc),
      outcome: outcomeText(target),
      damage: damageText(target),
    })),
    notes,
    buttons: cardActions(data).map((action) => ({
      action,
      label: t(BUTTON_LABELS[action]),
      icon: BUTTON_ICONS[action],
    })),
  };
}

export function cardDataOf(message: {
  flags: Record<string, Record<string, unknown> | undefined>;
}): CardData | null {
  return readCardData(message.flags[MODULE_ID]?.[CARD_FLAG]);
}

/**
 * Posts the card with the id the breath already recorded its damage under, whispered as the
 * user's roll mode says (as dnd5e's own cards are).
 */
export async function createCard(
  id: string,
  data: CardData,
  speaker: Record<string, unknown>,
  rolls: RollLike[],
): Promise<ChatMessageDoc | null> {
  return createChatMessage(
    {
      content: await renderTemplate(CARD_TEMPLATE, cardContext(data)),
      speaker,
      rolls,
      flags: { [MODULE_ID]: { [CARD_FLAG]: data } },
    },
    { id, rollMode: rollMode() },
  );
}

export async function updateCard(message: ChatMessageDoc, data: CardData): Promise<void> {
  await message.update({
    content: await renderTemplate(CARD_TEMPLATE, cardContext(data)),
    [`flags.${MODULE_ID}.${CARD_FLAG}`]: data,
  });
}
