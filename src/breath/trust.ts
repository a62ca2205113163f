/**
 * What a GM's client takes from a breath card before acting on it. A chat message's author can
 * rewrite its flags at any time, so a card a player posted is only their claim: the GM takes the
 * save, DC and damage type from the breath item on the player's own actor, caps the damage at
 * what the dice can roll at the breather's level, follows the world's automation setting, and
 * acts only on creatures a player may reach (no GM-hidden tokens, each once). Asked by the
 * player's client, it also acts only on creatures the placed area covers; the rest wait for a
 * GM's own click. A card a GM posted is taken as it is: only GMs can rewrite it.
 */
import { worldLengthUnit } from "../foundry/dnd5e";
import { resolveUuid, userById } from "../foundry/adapter";
import {
  coneType,
  sceneGrid,
  sceneTokens,
  type ChatMessageDoc,
  type SceneLike,
  type TemplateDocumentLike,
} from "../foundry/breath";
import { damageForOutcome } from "../rules/breath";
import { areaInSceneUnits, sceneLengthUnit, tokensUnderTemplate } from "./area";
import {
  cloneCardData,
  type CardData,
  type CardTarget,
  type SaveOutcome,
  type TargetStatus,
} from "./card-data";
import { breathActivityOf, breathAutomation, featureConfig, isBreathItem, maxBreathDamage } from "./feature";
import { asCount } from "./taken";

export interface TrustedCard {
  readonly data: CardData;
  /** Pending targets the GM's client leaves alone unless a GM asks (outside the checked area). */
  readonly held: ReadonlySet<CardTarget>;
  /** Whether a GM posted the card (a GM's breath: everything on it is the GM's own word). */
  readonly byGM: boolean;
}

/** The author's id: a User on a prepared V12+ message, the bare id in its source data. */
export function authorId(message: ChatMessageDoc): string | null {
  const author: unknown = message.author;
  if (typeof author === "string") return author;
  return (author as { id?: string } | null | undefined)?.id ?? null;
}

const STATUSES: readonly TargetStatus[] = ["targeted", "pending", "rolled", "applied", "undone", "removed"];

function saveOf(value: unknown): SaveOutcome | null {
  const v = value as Partial<SaveOutcome> | null | undefined;
  if (typeof v?.total !== "number" || typeof v.success !== "boolean") return null;
  return { total: v.total, success: v.success };
}

/** A target row in its proper shape, or null when it is not one. */
function targetOf(value: unknown): CardTarget | null {
  const v = value as Partial<CardTarget> | null | undefined;
  if (typeof v?.tokenUuid !== "string" || typeof v.actorUuid !== "string") return null;
  if (!STATUSES.includes(v.status as TargetStatus)) return null;
  return {
    tokenUuid: v.tokenUuid,
    actorUuid: v.actorUuid,
    name: String(v.name ?? ""),
    status: v.status as TargetStatus,
    save: saveOf(v.save),
    damage: null,
    hpLost: asCount(v.hpLost),
    tempLost: asCount(v.tempLost),
  };
}

function isDocument(doc: unknown, name: string): boolean {
  return (doc as { documentName?: unknown } | null)?.documentName === name;
}

/**
 * The creatures a player may have breathed on: every row names a token (a player's breath always
 * comes from tokens), none of them hidden by a GM, none twice. A token that is gone stays, so the
 * flow can say it left.
 */
async function reachableTargets(rows: readonly unknown[]): Promise<CardTarget[]> {
  const seen = new Set<string>();
  const out: CardTarget[] = [];
  for (const row of rows) {
    const target = targetOf(row);
    if (!target?.tokenUuid || seen.has(target.tokenUuid)) continue;
    seen.add(target.tokenUuid);
    const token = await resolveUuid(target.tokenUuid);
    if (token && !isDocument(token, "Token")) continue;
    if ((token as { hidden?: unknown } | null)?.hidden === true) continue;
    out.push(target);
  }
  return out;
}

const SLACK = 0.01;

/** Whether the placed template is no bigger than the item's area, in the scene's unit. */
function areaMatches(template: TemplateDocumentLike, item: Item5e, scene: SceneLike): boolean {
  const stored = breathActivityOf(item)?.target?.template;
  const size = Number(stored?.size);
  if (!stored || !Number.isFinite(size)) return false;
  const width = Number(stored.width);
  const unit = sceneLengthUnit(scene.grid.units, worldLengthUnit());
  const area = areaInSceneUnits(
    { size, width: Number.isFinite(width) && width > 0 ? width : null, units: stored.units },
    unit,
  );
  // dnd5e's "line" is core's "ray".
  const shape = stored.type === "line" ? "ray" : stored.type;
  if (template.t !== shape || template.distance > area.size + SLACK) return false;
  return template.t !== "ray" || Number(template.width) <= (area.width ?? 0) + SLACK;
}

/** Token UUIDs the card's area covers now, as the GM's client works it out; null when it cannot. */
async function coveredTokens(data: CardData, item: Item5e): Promise<Set<string> | null> {
  if (!data.templateUuid) return null;
  const template = await resolveUuid(data.templateUuid);
  if (!isDocument(template, "MeasuredTemplate")) return null;
  const placed = template as unknown as TemplateDocumentLike;
  const scene = placed.parent;
  if (!scene || !areaMatches(placed, item, scene)) return null;
  const tokens = sceneTokens(scene).filter(
    (t) => t.document.hidden !== true && t.document.actor?.uuid !== data.actorUuid,
  );
  const ids = new Set(tokensUnderTemplate(placed, tokens, sceneGrid(scene), { coneType: coneType() }));
  return new Set(tokens.filter((t) => ids.has(t.id)).map((t) => t.document.uuid));
}

async function playerCard(
  author: FoundryUser,
  stored: CardData,
  checkArea: boolean,
): Promise<TrustedCard | null> {
  // Only a GM breathes without the feature; a player's card always names its item.
  if (stored.userId !== author.id || typeof stored.itemUuid !== "string") return null;
  const actor = await resolveUuid(stored.actorUuid);
  if (!isDocument(actor, "Actor") || !actor?.testUserPermission(author, "OWNER")) return null;
  const breather = actor as Actor5e;
  const item = await resolveUuid(stored.itemUuid);
  if (!isDocument(item, "Item") || !isBreathItem(item as Item5e)) return null;
  if ((item as Item5e).parent?.uuid !== breather.uuid) return null;
  const config = featureConfig(item as Item5e, breather);
  if (!config) return null;

  const claimed = stored.damageTotal;
  const damageTotal =
    typeof claimed === "number" && Number.isFinite(claimed)
      ? Math.min(Math.max(0, Math.floor(claimed)), maxBreathDamage(breather))
      : null;
  const targets = await reachableTargets(Array.isArray(stored.targets) ? stored.targets : []);
  for (const target of targets) {
    target.damage =
      target.save && damageTotal !== null ? damageForOutcome(damageTotal, target.save.success) : null;
  }
  const data: CardData = {
    ...cloneCardData(stored),
    ancestry: config.ancestry.id,
    dc: config.dc,
    ability: config.ability,
    damageType: config.damageType,
    damageTotal,
    automation: breathAutomation(),
    adHoc: false,
    awaitingGM: stored.awaitingGM === true,
    requestedAt: typeof stored.requestedAt === "number" ? stored.requestedAt : null,
    targets,
  };

  const held = new Set<CardTarget>();
  if (checkArea) {
    const covered = await coveredTokens(data, item as Item5e);
    for (const target of targets) {
      if (target.status === "pending" && !covered?.has(target.tokenUuid ?? "")) held.add(target);
    }
  }
  return { data, held, byGM: false };
}

/**
 * The card as the GM's client will act on it, or null when it cannot be trusted at all (its
 * author is unknown, it claims another user's breath or actor, or a player's card points to no
 * breath item of theirs). `checkArea`: act unasked only on creatures the placed area covers.
 */
export async function trustedCard(
  message: ChatMessageDoc,
  stored: CardData,
  { checkArea }: { checkArea: boolean },
): Promise<TrustedCard | null> {
  const author = userById(authorId(message) ?? "");
  if (!author) return null;
  if (author.isGM) return { data: cloneCardData(stored), held: new Set(), byGM: true };
  return playerCard(author, stored, checkArea);
}
