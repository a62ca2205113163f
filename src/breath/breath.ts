/**
 * `api.breathWeapon({ actor, token })`: the whole SRD breath from one macro click.
 *
 * Order matters for "nothing spent": dnd5e's `activity.use` spends the use and posts its card
 * before it asks for the template, and a cancelled placement there would leave the use spent. So
 * the area is placed first (with dnd5e's own AbilityTemplate, so its template hooks run), and
 * only a confirmed placement goes on to `activity.use`, which then spends the use and posts the
 * card without placing a second template.
 */
import { worldLengthUnit } from "../foundry/dnd5e";
import { HOOKS, MODULE_ID } from "../content/ids";
import { getAncestry, type Ancestry, type AncestryId } from "../content/ancestry";
import { breathArea } from "../rules/breath";
import {
  activeGM,
  callHook,
  callHookAll,
  currentUserId,
  isGM,
  notify,
  randomId,
  serverTime,
  t,
  userCharacter,
} from "../foundry/adapter";
import type { BreathAutomation } from "../settings";
import { pickAncestry } from "./adhoc";
import { sceneLengthUnit, tokensUnderTemplate } from "./area";
import { cardDataOf, createCard, updateCard } from "./card";
import { newTarget, type CardData, type CardTarget } from "./card-data";
import {
  adHocConfig,
  breathAutomation,
  featureConfig,
  findBreathFeature,
  usesLeft,
  type BreathConfig,
} from "./feature";
import { requestGM } from "./gm";
import {
  activeScene,
  coneType,
  controlledTokens,
  getMessage,
  placeActivityTemplate,
  placeAdHocTemplate,
  rollDamage,
  sceneGrid,
  sceneTokens,
  setUserTargets,
  speakerFor,
  tokenNameIsPublic,
  userTargets,
  type ChatMessageDoc,
  type SceneLike,
  type TemplateDocumentLike,
} from "../foundry/breath";
import { resolveTargets } from "./resolve";

export interface BreathWeaponOptions {
  /** The breather; else the token's actor, the controlled token's, then the user's character. */
  readonly actor?: Actor5e | null;
  readonly token?: TokenLike | null;
  /** For a GM's ad-hoc breath (actor without the feature): skips the ancestry dialog. */
  readonly ancestry?: AncestryId;
}

/** What `kynthaettir.preBreathWeapon` listeners see; returning false from the hook cancels. */
export interface BreathContext {
  readonly actor: Actor5e;
  readonly item: Item5e | null;
  readonly ancestry: Ancestry;
  readonly dc: number;
  readonly ability: string;
  readonly damageType: string;
  readonly formula: string;
  readonly automation: BreathAutomation;
  readonly adHoc: boolean;
  readonly hasScene: boolean;
}

/** What `breathWeapon` returns and `kynthaettir.breathWeapon` listeners receive. */
export interface BreathResult extends BreathContext {
  readonly template: TemplateDocumentLike | null;
  /** The summary card (null when automation is off). */
  readonly message: ChatMessageDoc | null;
  readonly damageTotal: number | null;
  readonly targets: readonly CardTarget[];
  /** Creatures still waiting for a GM (a player's breath with no GM connected). */
  readonly awaitingGM: boolean;
}

function resolveActor(options: BreathWeaponOptions): Actor5e | null {
  return options.actor ?? options.token?.actor ?? controlledTokens()[0]?.actor ?? userCharacter();
}

async function loadConfig(actor: Actor5e, options: BreathWeaponOptions): Promise<BreathConfig | null> {
  const item = findBreathFeature(actor);
  if (!item) {
    if (!isGM()) {
      notify("warn", "Breath.NoFeature", { actor: actor.name });
      return null;
    }
    const id = options.ancestry ?? (await pickAncestry(actor));
    return id ? adHocConfig(actor, getAncestry(id)) : null;
  }
  const config = featureConfig(item, actor);
  if (!config) {
    notify("warn", "Breath.NotConfigured", { actor: actor.name });
    return null;
  }
  if (usesLeft(item) < 1) {
    notify("warn", "Breath.Spent", { actor: actor.name, item: item.name });
    return null;
  }
  return config;
}

async function placeArea(
  config: BreathConfig,
  actor: Actor5e,
  scene: SceneLike,
): Promise<TemplateDocumentLike | null> {
  if (config.activity) return placeActivityTemplate(config.activity);
  const unit = sceneLengthUnit(scene.grid.units, worldLengthUnit());
  const area = breathArea(config.ancestry.shape, unit);
  const data = {
    t: area.type === "cone" ? ("cone" as const) : ("ray" as const),
    distance: area.size,
    flags: { [MODULE_ID]: { breath: true, adHoc: true, ancestry: config.ancestry.id, units: unit } },
  };
  const sheet = (actor as { sheet?: unknown }).sheet;
  return placeAdHocTemplate(scene, area.width === undefined ? data : { ...data, width: area.width }, sheet);
}

function breatherTokenIds(actor: Actor5e, token: TokenLike | null | undefined): string[] {
  const ids = actor.getActiveTokens().map((t) => t.id);
  if (token) ids.push(token.id);
  return ids;
}

/** What a token shows players: hidden or not, and whether they may read its name. */
interface TokenView {
  readonly name: string;
  readonly hidden?: boolean;
  readonly displayName?: number;
  readonly actor: Actor5e | null;
}

/**
 * A GM's breath reaches every creature. A player's passes over tokens a GM has hidden (they do
 * not see them, so the card must not name them either).
 */
function reachable(token: TokenView): boolean {
  return isGM() || token.hidden !== true;
}

/**
 * The name the card (seen by everyone) gives a creature: on a player's breath, a token whose name
 * players cannot read is "an unknown creature", unless the breathing player owns it.
 */
function cardName(token: TokenView): string {
  if (isGM() || token.actor?.isOwner || tokenNameIsPublic(token.displayName)) return token.name;
  return t("Breath.UnknownCreature");
}

function targetsOnScene(
  template: TemplateDocumentLike,
  scene: SceneLike,
  exclude: string[],
  initial: CardTarget["status"],
): { tokenIds: string[]; targets: CardTarget[] } {
  const tokens = sceneTokens(scene).filter((t) => reachable(t.document));
  const ids = tokensUnderTemplate(template, tokens, sceneGrid(scene), {
    excludeIds: exclude,
    coneType: coneType(),
  });
  const byId = new Map(tokens.map((t) => [t.id, t.document]));
  const targets: CardTarget[] = [];
  for (const id of ids) {
    const doc = byId.get(id);
    if (doc?.actor) targets.push(newTarget(doc.uuid, doc.actor.uuid, cardName(doc), initial));
  }
  return { tokenIds: ids, targets };
}

function targetsFromUser(exclude: string[], initial: CardTarget["status"]): CardTarget[] {
  const targets: CardTarget[] = [];
  for (const token of userTargets()) {
    const doc = token.document as TokenLike["document"] & Partial<TokenView>;
    const view: TokenView = {
      name: token.name,
      hidden: doc.hidden,
      displayName: doc.displayName,
      actor: token.actor,
    };
    if (!token.actor || exclude.includes(token.id) || !reachable(view)) continue;
    targets.push(newTarget(doc.uuid, token.actor.uuid, cardName(view), initial));
  }
  return targets;
}

interface Area {
  readonly template: TemplateDocumentLike | null;
  readonly targets: CardTarget[];
}

/**
 * The placed area and the creatures in it; with no canvas, the user's own targets. Null when
 * the placement was cancelled or failed (the user has been told).
 */
async function placeAndTarget(
  config: BreathConfig,
  actor: Actor5e,
  scene: SceneLike | null,
  exclude: string[],
  initial: CardTarget["status"],
): Promise<Area | null> {
  if (!scene) {
    notify("info", "Breath.NoScene");
    return { template: null, targets: targetsFromUser(exclude, initial) };
  }
  let template: TemplateDocumentLike | null;
  try {
    template = await placeArea(config, actor, scene);
  } catch (error) {
    console.error(`${MODULE_ID} | the breath area could not be placed`, error);
    notify("error", "Breath.PlaceFailed");
    return null;
  }
  if (!template) {
    notify("info", "Breath.Cancelled");
    return null;
  }
  const found = targetsOnScene(template, scene, exclude, initial);
  setUserTargets(found.tokenIds);
  return { template, targets: found.targets };
}

/**
 * Rolls the damage once, does on this client what it may (a GM: everything; a player: the
 * creatures they own), posts the card and has the active GM finish the rest. The card's id is
 * chosen first: the damage done before it is posted is recorded on each creature under it.
 */
async function automate(actor: Actor5e, config: BreathConfig, context: BreathContext, area: Area) {
  const messageId = randomId();
  const data: CardData = {
    version: 1,
    actorUuid: actor.uuid,
    actorName: actor.name,
    itemUuid: config.item?.uuid ?? null,
    ancestry: config.ancestry.id,
    dc: config.dc,
    ability: config.ability,
    damageType: config.damageType,
    formula: config.formula,
    damageTotal: null,
    automation: context.automation,
    adHoc: context.adHoc,
    noScene: !context.hasScene,
    awaitingGM: false,
    requestedAt: null,
    templateUuid: area.template?.uuid ?? null,
    userId: currentUserId(),
    targets: area.targets,
  };
  const rolls: RollLike[] = [];
  if (data.targets.length > 0) {
    const roll = await rollDamage(config.formula, config.rollData, config.damageType);
    rolls.push(roll);
    data.damageTotal = roll.total;
    data.formula = roll.formula;
  }
  await resolveTargets(data, { onlyOwned: !isGM(), apply: context.automation === "damage", messageId });
  const pending = data.targets.some((x) => x.status === "pending");
  const gm = pending ? activeGM() : null;
  if (pending && !gm) {
    data.awaitingGM = true;
    notify("warn", "Breath.NoGM");
  }
  // Marked before it is sent, so no GM's click finishes the card while the request is under way.
  if (pending && gm) data.requestedAt = serverTime();
  let message = await createCard(messageId, data, speakerFor(actor), rolls);
  if (message && pending && gm) {
    const answered = await requestGM(message.id);
    message = getMessage(message.id) ?? message;
    const current = cardDataOf(message);
    // No answer (or a refusal): the card offers the GM's button again.
    if (!answered && current && current.requestedAt !== null) {
      await updateCard(message, { ...current, requestedAt: null });
    }
  }
  return { message, data: message ? (cardDataOf(message) ?? data) : data };
}

/**
 * The breath, with a last guard: an unexpected error (a damage formula a GM edited into nonsense,
 * another module's hook throwing) is logged once and told in Icelandic, and the macro gets null
 * rather than an exception. Expected refusals are notices on their own, without a stack trace.
 */
export async function breathWeapon(options: BreathWeaponOptions = {}): Promise<BreathResult | null> {
  try {
    return await runBreath(options);
  } catch (error) {
    console.error(`${MODULE_ID} | the breath weapon failed`, error);
    notify("error", "Breath.Failed");
    return null;
  }
}

async function runBreath(options: BreathWeaponOptions): Promise<BreathResult | null> {
  const actor = resolveActor(options);
  if (!actor) {
    notify("warn", "Breath.NoActor");
    return null;
  }
  if (!actor.isOwner) {
    notify("warn", "Breath.NotOwner", { actor: actor.name });
    return null;
  }
  const config = await loadConfig(actor, options);
  if (!config) return null;

  const scene = activeScene();
  const automation = breathAutomation();
  const context: BreathContext = {
    actor,
    item: config.item,
    ancestry: config.ancestry,
    dc: config.dc,
    ability: config.ability,
    damageType: config.damageType,
    formula: config.formula,
    automation,
    adHoc: config.item === null,
    hasScene: scene !== null,
  };
  if (!callHook(HOOKS.preBreathWeapon, actor, context)) return null;

  const initial = automation === "off" ? "targeted" : "pending";
  const area = await placeAndTarget(config, actor, scene, breatherTokenIds(actor, options.token), initial);
  if (!area) return null;

  // dnd5e spends the use and posts its own card (with its save and damage buttons).
  if (config.activity) {
    const used = await config.activity.use({ create: { measuredTemplate: false } }, { configure: false }, {});
    if (!used) {
      await area.template?.delete();
      notify("warn", "Breath.UseRefused", { actor: actor.name });
      return null;
    }
  }

  const outcome = automation === "off" ? null : await automate(actor, config, context, area);
  const result: BreathResult = {
    ...context,
    template: area.template,
    message: outcome?.message ?? null,
    damageTotal: outcome?.data.damageTotal ?? null,
    targets: outcome?.data.targets ?? area.targets,
    awaitingGM: outcome?.data.awaitingGM ?? false,
  };
  callHookAll(HOOKS.breathWeapon, actor, result);
  return result;
}
