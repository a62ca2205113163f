/**
 * The GM's decision on a breath request. Runs on the active GM's client only (or on the GM's own
 * client for the GM's own breath), and takes nothing from the breather but the request: the save,
 * DC, damage type and dice come from the breath item and its actor; the creatures from the placed
 * area document as it stands (its geometry, bounded by what the ancestry allows), never from names
 * or a card; hidden tokens are left out of a player's breath. The GM's client spends the use,
 * rolls the saves (no chat card each) and the damage, applies the damage through dnd5e (so
 * resistances and dnd5e's damage hooks count, and each creature records what it took), and posts
 * the one card, authored by the GM.
 */
import { getAncestry } from "../content/ancestries";
import { FLAGS, MODULE_ID } from "../content/ids";
import { randomId, resolveUuid, serverTime, userById } from "../foundry/adapter";
import { clientState } from "../foundry/client";
import { queuePerKey } from "../foundry/flows";
import { damageAfterTraits, rollDamage, rollSaveQuietly } from "../foundry/rolls";
import { type ChatMessageDoc, type TokenDocumentLike } from "../foundry/canvas";
import { worldMessages } from "../foundry/chat";
import { damageForOutcome } from "../rules/breath-maths";
import { cardDataOf, isGMCard, postBreathCard } from "./card";
import { newTarget, type CardData, type CardTarget } from "./card-data";
import {
  adHocConfig,
  breathAutomation,
  featureConfig,
  isBreath24Item,
  isBreathItem,
  itemSources,
  refundSpends,
  spendsRefused,
  type Spend,
  usesLeft,
  type BreathConfig,
} from "./feature";
import { cardName } from "./names";
import { isDoc, reachedTokens } from "./reach";
import { requestExpired } from "./stale";
import type { BreathRequest } from "./request";
import type { BreathAutomation } from "../settings";
import { applyRow, giveBack } from "./damage";

/** Marks the module's own use of the breath activity, so its `preUseActivity` hook lets it through. */
export const DECIDED = { [MODULE_ID]: { [FLAGS.decided]: true } } as const;

export interface Decision {
  readonly message: ChatMessageDoc | null;
  readonly data: CardData | null;
  /** Why the GM's client refused (an i18n key under `KYNTHAETTIR.`), or null. */
  readonly refusal: string | null;
}

const refuse = (refusal: string): Decision => ({ message: null, data: null, refusal });

/** Requests and areas this client is deciding right now: one decision each, even if asked twice at once. */
const decidingNow = clientState(() => new Set<string>());

/**
 * One decision at a time per breather on this client: two requests for the same creature (two
 * owners, a script's two calls) would otherwise both find the use ready before either spends it.
 */
const perBreather = queuePerKey();

/** Whether a card or a decision under way already answers this request or this area. */
function alreadyDecided(request: BreathRequest): boolean {
  const deciding = decidingNow();
  if (deciding.has(request.requestId) || (request.areaUuid && deciding.has(request.areaUuid))) return true;
  // Only a GM's card answers a request: a player's message with the same flags is a forgery.
  return worldMessages().some((m) => {
    const data = cardDataOf(m);
    return (
      !!data &&
      (data.requestId === request.requestId || (!!request.areaUuid && data.areaUuid === request.areaUuid)) &&
      isGMCard(m)
    );
  });
}

async function configFor(
  request: BreathRequest,
  actor: Actor5e,
  requester: FoundryUser,
): Promise<BreathConfig | string> {
  if (request.itemUuid === null) {
    // Only a GM breathes without the feature.
    return requester.isGM && request.ancestry
      ? adHocConfig(actor, getAncestry(request.ancestry))
      : "Breath.Refused.NoFeature";
  }
  const item = await resolveUuid(request.itemUuid);
  if (!isDoc(item, "Item") || !isBreathItem(item as Item5e) || (item as Item5e).parent?.uuid !== actor.uuid) {
    return "Breath.Refused.NoFeature";
  }
  // The 2024 breath's area is the request's shape; the 2014 breath's, its ancestry's, whatever is asked.
  if (isBreath24Item(item as Item5e) && !request.shape) return "Breath.Refused.Shape";
  const config = featureConfig(item as Item5e, actor, request.shape);
  if (!config) return "Breath.Refused.NotConfigured";
  if (usesLeft(item as Item5e) < 1)
    return isBreath24Item(item as Item5e) ? "Breath.Refused.Spent24" : "Breath.Refused.Spent";
  return config;
}

/** Who breathes and with what: the request's actor, owned by the requester, and its breath. */
interface Valid {
  readonly breather: Actor5e;
  readonly config: BreathConfig;
}

/** The request checked against the world: refused (an i18n key) unless the requester owns a breath that is ready. */
async function validate(request: BreathRequest, requester: FoundryUser): Promise<Valid | string> {
  const actor = await resolveUuid(request.actorUuid);
  if (!isDoc(actor, "Actor") || !actor!.testUserPermission(requester, "OWNER"))
    return "Breath.Refused.NotOwner";
  const breather = actor as Actor5e;
  const config = await configFor(request, breather, requester);
  return typeof config === "string" ? config : { breather, config };
}

/** The creatures the breath reaches, each a card row still to be rolled. */
async function targetsOf(
  request: BreathRequest,
  requester: FoundryUser,
  { breather, config }: Valid,
  requestedAt: number,
  unknownName: string,
): Promise<{ tokens: TokenDocumentLike[]; targets: CardTarget[] } | string> {
  const tokens = await reachedTokens(request, requester, breather, config, requestedAt);
  if (typeof tokens === "string") return tokens;
  const targets = tokens.map((t) => newTarget(t.uuid, t.actor!.uuid, cardName(t, requester, unknownName)));
  return { tokens, targets };
}

interface Rolled {
  readonly rolls: RollLike[];
  readonly damageTotal: number | null;
  readonly formula: string;
  /** What dnd5e's consumption planned and the items as they were before it, to give the use back. */
  readonly spent: Spend | null;
}

/**
 * Rolls the damage, spends the use, rolls each creature's save and (automation "damage") applies
 * what it takes; the rows are filled in place. Refused when the use cannot be spent.
 */
async function rollAndApply(
  config: BreathConfig,
  tokens: readonly TokenDocumentLike[],
  targets: CardTarget[],
  automation: BreathAutomation,
): Promise<Rolled | string> {
  const rolls: RollLike[] = [];
  let damageTotal: number | null = null;
  let formula = config.formula;
  // Rolled before the use is spent: a formula that cannot be rolled spends nothing.
  if (automation !== "off" && targets.length) {
    const roll = await rollDamage(config.formula, config.rollData, config.damageType);
    rolls.push(roll);
    damageTotal = roll.total;
    formula = roll.formula;
  }
  // The use is spent here, by dnd5e's own consumption, only once the breath will happen.
  let spent: Spend | null = null;
  if (config.activity) {
    const before = itemSources(config.activity);
    const used = await config.activity.use(
      { create: { measuredTemplate: false }, ...DECIDED },
      { configure: false },
      { create: false },
    );
    if (!used) return "Breath.Refused.Spent";
    spent = { used, before };
    if (spendsRefused(config.activity, spent).length) {
      await refundSpends(config.activity, spent);
      return "Breath.Refused.NotSpent";
    }
  }
  try {
    for (const [i, target] of targets.entries()) {
      if (automation === "off" || damageTotal === null) continue;
      // A linked creature whose actor was deleted while the GM's client decided is gone from the breath.
      const creature = tokens[i]!.actor;
      if (!creature) {
        target.status = "removed";
        continue;
      }
      const save = await rollSaveQuietly(creature, config.ability, config.dc);
      if (!save) continue;
      rolls.push(save as unknown as RollLike);
      target.save = { total: save.total, d20: save.d20?.total ?? null, success: save.isSuccess };
      target.damage = damageForOutcome(damageTotal, save.isSuccess);
      const after = damageAfterTraits(creature, target.damage, config.damageType);
      target.afterTraits = after?.value ?? null;
      target.mark = after?.mark ?? null;
      target.status = "rolled";
      if (automation === "damage") await applyRow(target, creature, config.damageType);
    }
  } catch (error) {
    // The use is spent and some creatures may have taken damage, but no card will record it.
    await takeBack(config, tokens, targets, { spent });
    throw error;
  }
  return { rolls, damageTotal, formula, spent };
}

/**
 * Takes a decision back when its card could not be posted (another module's hook, the server) or
 * the rolls failed part-way:
 * without the card there is no record and no undo, so each creature gets back what it took and the
 * use is given back, as if the breath had not happened.
 */
async function takeBack(
  config: BreathConfig,
  tokens: readonly TokenDocumentLike[],
  targets: readonly CardTarget[],
  { spent }: Pick<Rolled, "spent">,
): Promise<void> {
  for (const [i, target] of targets.entries()) {
    const creature = tokens[i]!.actor;
    if (target.status === "applied" && creature) await giveBack(target, creature);
  }
  if (config.activity && spent) await refundSpends(config.activity, spent);
}

/** What the card holds: the request, the breath as the GM's client derived it, and every row. */
function cardOf(
  request: BreathRequest,
  { breather, config }: Valid,
  { damageTotal, formula }: Rolled,
  automation: BreathAutomation,
  targets: CardTarget[],
): CardData {
  return {
    version: 2,
    requestId: request.requestId,
    userId: request.userId,
    actorUuid: breather.uuid,
    actorName: breather.name,
    itemUuid: config.item?.uuid ?? null,
    ancestry: config.ancestry.id,
    dc: config.dc,
    ability: config.ability,
    damageType: config.damageType,
    formula,
    damageTotal,
    automation,
    adHoc: config.item === null,
    areaUuid: request.areaUuid,
    mode: request.mode,
    targets,
  };
}

/**
 * Decides a breath request and posts its card: validate → targets → roll and apply → card.
 * `requestedAt` is when the request was made (now for one on the socket, its card's creation for
 * a request card): the one staleness rule (stale.ts) reads it. `unknownName` is how a hidden name
 * is written.
 */
export async function decide(
  request: BreathRequest,
  {
    requestedAt = serverTime(),
    unknownName,
    automation: forced,
  }: { requestedAt?: number; unknownName: string; automation?: BreathAutomation },
): Promise<Decision> {
  const requester = userById(request.userId);
  if (!requester) return refuse("Breath.Refused.Unknown");
  if (requestExpired(requestedAt, serverTime())) return refuse("Breath.Refused.Stale");
  if (alreadyDecided(request)) return refuse("Breath.Refused.Again");
  const keys = [request.requestId, ...(request.areaUuid ? [request.areaUuid] : [])];
  const deciding = decidingNow();
  for (const key of keys) deciding.add(key);
  try {
    return await perBreather(request.actorUuid, async () => {
      const valid = await validate(request, requester);
      if (typeof valid === "string") return refuse(valid);
      const reached = await targetsOf(request, requester, valid, requestedAt, unknownName);
      if (typeof reached === "string") return refuse(reached);
      const automation = forced ?? breathAutomation();
      const messageId = randomId();
      const rolled = await rollAndApply(valid.config, reached.tokens, reached.targets, automation);
      if (typeof rolled === "string") return refuse(rolled);
      const data = cardOf(request, valid, rolled, automation, reached.targets);
      const message = await postBreathCard(messageId, data, valid.breather, rolled.rolls).catch(
        async (error: unknown) => {
          await takeBack(valid.config, reached.tokens, reached.targets, rolled);
          throw error;
        },
      );
      if (message) return { message, data, refusal: null };
      await takeBack(valid.config, reached.tokens, reached.targets, rolled);
      return refuse("Breath.Refused.NoCard");
    });
  } finally {
    for (const key of keys) deciding.delete(key);
  }
}
