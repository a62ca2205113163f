/**
 * `api.breathWeapon({ actor, token })`: the whole SRD breath from one macro click.
 *
 * Order matters for "nothing spent": dnd5e's `activity.use` spends the use and posts its card
 * before it asks for the template, and a cancelled placement there would leave the use spent. So
 * the area is placed first (with dnd5e's own AbilityTemplate, so its template hooks run), and
 * only a confirmed placement goes on to `activity.use`, which then spends the use and posts the
 * card without placing a second template.
 */
import { HOOKS, MODULE_ID } from "../constants";
import { getAncestry, type Ancestry, type AncestryId } from "../rules/ancestry";
import { breathArea } from "../rules/breath";
import {
  activeGM,
  callHook,
  callHookAll,
  currentUserId,
  getSetting,
  isGM,
  isModuleActive,
  notify,
  userCharacter,
  worldLengthUnit,
} from "../foundry/adapter";
import { SETTINGS, type BreathAutomation } from "../settings";
import { pickAncestry } from "./adhoc";
import { sceneLengthUnit, tokensUnderTemplate } from "./area";
import { cardDataOf, createCard } from "./card";
import { newTarget, type CardData, type CardTarget } from "./card-data";
import { adHocConfig, featureConfig, findBreathFeature, usesLeft, type BreathConfig } from "./feature";
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

/**
 * The module's automation, except when midi-qol runs: its own workflow rolls saves and damage
 * for the targets this module sets, and doing it twice would hurt twice.
 */
function automationSetting(): BreathAutomation {
  if (isModuleActive("midi-qol")) return "off";
  const value = getSetting<string>(SETTINGS.breathAutomation);
  return value === "off" || value === "saves" ? value : "damage";
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
  const area = breathArea(config.ancestry, unit);
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

function targetsOnScene(
  template: TemplateDocumentLike,
  scene: SceneLike,
  exclude: string[],
  initial: CardTarget["status"],
): { tokenIds: string[]; targets: CardTarget[] } {
  const tokens = sceneTokens(scene);
  const ids = tokensUnderTemplate(template, tokens, sceneGrid(scene), {
    excludeIds: exclude,
    coneType: coneType(),
  });
  const byId = new Map(tokens.map((t) => [t.id, t.document]));
  const targets: CardTarget[] = [];
  for (const id of ids) {
    const doc = byId.get(id);
    if (doc?.actor) targets.push(newTarget(doc.uuid, doc.actor.uuid, doc.name, initial));
  }
  return { tokenIds: ids, targets };
}

function targetsFromUser(exclude: string[], initial: CardTarget["status"]): CardTarget[] {
  return userTargets()
    .filter((t) => t.actor && !exclude.includes(t.id))
    .map((t) => newTarget(t.document.uuid, t.actor!.uuid, t.name, initial));
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
 * creatures they own), posts the card and has the active GM finish the rest.
 */
async function automate(actor: Actor5e, config: BreathConfig, context: BreathContext, targets: CardTarget[]) {
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
    userId: currentUserId(),
    targets,
  };
  const rolls: RollLike[] = [];
  if (targets.length > 0) {
    const roll = await rollDamage(config.formula, config.rollData, config.damageType);
    rolls.push(roll);
    data.damageTotal = roll.total;
    data.formula = roll.formula;
  }
  await resolveTargets(data, { onlyOwned: !isGM(), apply: context.automation === "damage" });
  const pending = data.targets.some((x) => x.status === "pending");
  const gm = pending ? activeGM() : null;
  if (pending && !gm) {
    data.awaitingGM = true;
    notify("warn", "Breath.NoGM");
  }
  let message = await createCard(data, speakerFor(actor), rolls);
  if (message && pending && gm) {
    await requestGM(message.id);
    message = getMessage(message.id) ?? message;
  }
  return { message, data: message ? (cardDataOf(message) ?? data) : data };
}

export async function breathWeapon(options: BreathWeaponOptions = {}): Promise<BreathResult | null> {
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
  const automation = automationSetting();
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

  const outcome = automation === "off" ? null : await automate(actor, config, context, area.targets);
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
