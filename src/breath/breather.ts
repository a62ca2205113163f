/**
 * `api.breathWeapon({ actor, token })`: the whole SRD breath from one macro click (or the feature's
 * use on the sheet, which the module routes here).
 *
 * On the breather's client: find the breath, place the area (dnd5e's own placement, so its hooks
 * run), and ask the GM. Nothing is spent before the area exists, and the breather's client writes
 * nothing but the area: the active GM's client decides and writes the rest (src/breath/decide.ts).
 * A GM's own breath is decided on the GM's client at once; a player's while no GM is connected is
 * posted as a request card that the next GM to connect is offered.
 *
 * With automation off (or midi-qol active, whose workflow rolls saves and damage itself) the breath
 * only places the area, targets what it covers and uses the feature through dnd5e.
 */
import { HOOKS, MODULE_ID } from "../content/ids";
import { getAncestry, type Ancestry, type AncestryId } from "../content/ancestries";
import {
  activeGM,
  callHook,
  callHookAll,
  currentUserId,
  isGM,
  notify,
  t,
  userById,
  userCharacter,
} from "../foundry/adapter";
import {
  activeScene,
  controlledTokens,
  setUserTargets,
  userTargets,
  type AreaDocumentLike,
  type ChatMessageDoc,
  type TokenDocumentLike,
} from "../foundry/canvas";
import { getMessage, userCardMode } from "../foundry/chat";
import { unsupportedNotice } from "../foundry/stack";
import type { BreathAutomation } from "../settings";
import { pickAncestry } from "./adhoc";
import { cardDataOf, postRequestCard } from "./card";
import type { CardTarget } from "./card-data";
import { DECIDED } from "./decide";
import {
  adHocConfig,
  breathAutomation,
  featureConfig,
  findBreathFeature,
  isBreath24Item,
  usesLeft,
  type BreathConfig,
} from "./feature";
import { decideSafely, newRequestId, requestGM } from "./gm";
import { cardName } from "./names";
import { breatherTokenIds, coveredTokens, place, removeArea, type Placed } from "./place";
import type { BreathRequest } from "./request";
import { breath24Shape, shapeOptionValid } from "./shape24";
import type { BreathShape } from "../rules/breath-maths";

export interface BreathWeaponOptions {
  /** The breather; else the token's actor, the controlled token's, then the user's character. */
  readonly actor?: Actor5e | null;
  readonly token?: TokenLike | null;
  /** For a GM's ad-hoc breath (actor without the feature): skips the ancestry dialog. */
  readonly ancestry?: AncestryId;
  /** For the 2024 breath: skips the cone-or-line question. The 2014 breath's ancestry decides. */
  readonly shape?: BreathShape;
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
  /** The area breathed: the ancestry's for the 2014 breath, the one chosen for the 2024 breath. */
  readonly shape: BreathShape;
  readonly automation: BreathAutomation;
  readonly adHoc: boolean;
  readonly hasScene: boolean;
}

/** What `breathWeapon` returns and `kynthaettir.breathWeapon` listeners receive. */
export interface BreathResult extends BreathContext {
  /** The placed area (a MeasuredTemplate or a Region), null without one. */
  readonly area: AreaDocumentLike | null;
  /** The GM's card (null while it waits for a GM, or with automation off). */
  readonly message: ChatMessageDoc | null;
  readonly damageTotal: number | null;
  readonly targets: readonly CardTarget[];
  /** The request waits for a GM (no GM connected, or the GM did not answer in time). */
  readonly awaitingGM: boolean;
}

function resolveActor(options: BreathWeaponOptions): Actor5e | null {
  return options.actor ?? options.token?.actor ?? controlledTokens()[0]?.actor ?? userCharacter();
}

async function loadConfig(actor: Actor5e, options: BreathWeaponOptions): Promise<BreathConfig | null> {
  if (!shapeOptionValid(options.shape)) return null;
  const item = findBreathFeature(actor);
  if (!item) {
    if (!isGM()) {
      notify("warn", "Breath.NoFeature", { actor: actor.name });
      return null;
    }
    const id = options.ancestry ?? (await pickAncestry(actor));
    return id ? adHocConfig(actor, getAncestry(id)) : null;
  }
  // The 2024 breath is configured alike in either shape; the question comes only once it can happen.
  const config = featureConfig(item, actor, options.shape ?? "cone");
  if (!config) {
    notify("warn", "Breath.NotConfigured", { actor: actor.name });
    return null;
  }
  if (usesLeft(item) < 1) {
    notify("warn", isBreath24Item(item) ? "Breath.Spent24" : "Breath.Spent", {
      actor: actor.name,
      item: item.name,
    });
    return null;
  }
  if (!isBreath24Item(item)) return config;
  const shape = await breath24Shape(options.shape);
  return shape ? featureConfig(item, actor, shape) : null;
}

/** Automation off (or midi-qol): the area and the targets, then dnd5e's own use and card. */
async function useThroughDnd5e(config: BreathConfig, placed: Placed, exclude: string[]): Promise<boolean> {
  setUserTargets(coveredTokens(placed, exclude).map((d) => d.id));
  if (!config.activity) return true;
  const used = await config.activity.use(
    { create: { measuredTemplate: false }, ...DECIDED },
    { configure: false },
    {},
  );
  if (!used) {
    await placed.area?.delete();
    return false;
  }
  return true;
}

/**
 * The breath, with a last guard: an unexpected error (a formula a GM edited into nonsense, another
 * module's hook throwing) is logged once and told in Icelandic, and the macro gets null rather than
 * an exception. Expected refusals are notices on their own, without a stack trace.
 */
export async function breathWeapon(options: BreathWeaponOptions = {}): Promise<BreathResult | null> {
  try {
    return await runBreath(typeof options === "object" && options !== null ? options : {});
  } catch (error) {
    console.error(`${MODULE_ID} | the breath weapon failed`, error);
    notify("error", "Breath.Failed");
    return null;
  }
}

async function runBreath(options: BreathWeaponOptions): Promise<BreathResult | null> {
  const unsupported = unsupportedNotice();
  if (unsupported) {
    notify("warn", unsupported);
    return null;
  }
  const actor = resolveActor(options);
  if (!actor || (actor as { documentName?: unknown }).documentName !== "Actor") {
    notify("warn", "Breath.NoActor");
    return null;
  }
  if (!actor.isOwner) {
    notify("warn", "Breath.NotOwner", { actor: actor.name });
    return null;
  }
  const config = await loadConfig(actor, options);
  if (!config) return null;
  const automation = breathAutomation();
  const context: BreathContext = {
    actor,
    item: config.item,
    ancestry: config.ancestry,
    dc: config.dc,
    ability: config.ability,
    damageType: config.damageType,
    formula: config.formula,
    shape: config.shape,
    automation,
    adHoc: config.item === null,
    hasScene: activeScene() !== null,
  };
  if (!callHook(HOOKS.preBreathWeapon, actor, context)) return null;

  const placed = await place(config, actor);
  if (!placed) return null;
  const exclude = breatherTokenIds(actor, options.token);
  const finish = (over: Partial<BreathResult>): BreathResult => {
    const result: BreathResult = {
      ...context,
      area: placed.area,
      message: null,
      damageTotal: null,
      targets: [],
      awaitingGM: false,
      ...over,
    };
    callHookAll(HOOKS.breathWeapon, actor, result);
    return result;
  };

  if (automation === "off") {
    if (!(await useThroughDnd5e(config, placed, exclude))) {
      notify("warn", "Breath.UseRefused", { actor: actor.name });
      return null;
    }
    return finish({});
  }

  // Who the breath goes at as this client sees it, once: the area's tokens become the user's
  // targets; without an area the user's own targets are the request's (and the waiting card's).
  const targeted = placed.area ? coveredTokens(placed, exclude) : userTargets().map((tk) => tk.document);
  if (placed.area) setUserTargets(targeted.map((d) => d.id));
  const request: BreathRequest = {
    requestId: newRequestId(),
    userId: currentUserId(),
    actorUuid: actor.uuid,
    itemUuid: config.item?.uuid ?? null,
    ancestry: config.item ? null : config.ancestry.id,
    ...(isBreath24Item(config.item) ? { shape: config.shape } : {}),
    areaUuid: placed.area?.uuid ?? null,
    targetUuids: placed.area ? [] : targeted.map((d) => d.uuid),
    mode: userCardMode(),
  };
  // The waiting card is public: each creature named as the GM's card would name it.
  const unknown = t("Breath.UnknownCreature");
  const names = targeted.map((d) =>
    cardName(d as unknown as TokenDocumentLike, userById(currentUserId())!, unknown),
  );

  if (isGM()) {
    const decision = await decideSafely(request);
    if (decision.refusal) return refused(decision.refusal, placed);
    return finish({
      message: decision.message,
      damageTotal: decision.data?.damageTotal ?? null,
      targets: decision.data?.targets ?? [],
    });
  }
  if (!activeGM()) {
    // A request card something refused (another module's hook, the server) leaves nothing waiting.
    if (!(await postRequestCard(request, actor, names)))
      return refused("Breath.Refused.NoRequestCard", placed);
    notify("warn", "Breath.NoGM");
    return finish({ awaitingGM: true });
  }
  const answer = await requestGM(request);
  if (!answer) {
    // The GM may still answer; the card lets any GM answer later, and is deleted when one does.
    await postRequestCard(request, actor, names);
    notify("warn", "Breath.GMSlow");
    return finish({ awaitingGM: true });
  }
  if (answer.refusal) return refused(answer.refusal, placed);
  const message = answer.messageId ? getMessage(answer.messageId) : null;
  return finish({ message, ...(message ? cardFacts(message) : {}) });
}

function cardFacts(message: ChatMessageDoc): Pick<BreathResult, "damageTotal" | "targets"> {
  const data = cardDataOf(message);
  return { damageTotal: data?.damageTotal ?? null, targets: data?.targets ?? [] };
}

/** The GM refused: the breather is told why, its area goes, and no breath happened (null). */
async function refused(refusal: string, placed: Placed): Promise<null> {
  notify("warn", refusal);
  await removeArea(placed.area);
  return null;
}
