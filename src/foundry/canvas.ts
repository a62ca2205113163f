/**
 * The breath weapon's window onto Foundry and dnd5e: the canvas and its tokens, placing an area on
 * every supported stack, saves and damage without their own chat cards, the one chat card, and
 * the module socket. src/breath/ goes through these functions and gets plain values or documents.
 *
 * Stack differences live here, each once: dnd5e 6 places areas as Scene Regions through
 * `TemplatePlacement` (dnd5e 5.3 through `AbilityTemplate`, a MeasuredTemplate placeable); V14
 * applies a chat message's visibility with `ChatMessage.applyMode` (V13 `applyRollMode`); V13's
 * cone shape follows the core setting `coneTemplateType`, which V14 deprecates.
 */
import { MODULE_ID, SOCKET_NAME } from "../content/ids";
import type { ConeType, SceneGrid, TokenFootprint } from "../rules/geometry";
import { globals } from "./globals";
import { coreGeneration, placesRegions } from "./stack";

export interface TokenDocumentLike {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly actor: Actor5e | null;
  readonly actorLink?: boolean;
  /** Hidden by a GM: players neither see nor target it. */
  readonly hidden?: boolean;
  /** Who sees the token's name (`CONST.TOKEN_DISPLAY_MODES`). */
  readonly displayName?: number;
}

export interface SceneLike {
  readonly id: string;
  readonly uuid: string;
  readonly grid: { size: number; distance: number; units: string; type: number };
  readonly tokens: FoundryCollection<TokenDocumentLike>;
  createEmbeddedDocuments(name: string, data: Record<string, unknown>[]): Promise<unknown[]>;
}

/** A placed area: a MeasuredTemplate (dnd5e 5.3) or a Region (dnd5e 6, V14). */
export interface AreaDocumentLike {
  readonly id: string;
  readonly uuid: string;
  readonly documentName: string;
  readonly parent?: SceneLike | null;
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  readonly author?: string | { readonly id: string } | null;
  readonly _stats?: { readonly createdTime?: number | null };
  toObject(): Record<string, unknown>;
  delete(options?: Record<string, unknown>): Promise<unknown>;
}

export interface CanvasLike {
  readonly ready: boolean;
  readonly scene: SceneLike | null;
  readonly tokens?: {
    readonly placeables: TokenLike[];
    readonly controlled: TokenLike[];
    setTargets?(ids: string[], options?: { mode?: string }): void;
  };
}

/** dnd5e's `AbilityTemplate` (5.3: a MeasuredTemplate placeable being placed). */
export interface AbilityTemplateLike {
  readonly document: unknown;
  actorSheet?: unknown;
  /** Resolves with the created template document(s) once placed; rejects when placement is cancelled. */
  drawPreview(): Promise<unknown>;
}

export interface AbilityTemplateClass {
  new (document: unknown): AbilityTemplateLike;
  fromActivity(activity: Activity5e, options?: Record<string, unknown>): AbilityTemplateLike[] | null;
}

/** dnd5e 6's `TemplatePlacement` (F1.3, F1.4 in 6.x-FACTS). */
export interface TemplatePlacementClass {
  fromActivity(
    activity: Activity5e,
    options?: { createData?: Record<string, unknown>; placementConfig?: Record<string, unknown> },
  ): Promise<AreaDocumentLike[] | null>;
  place(config: Record<string, unknown>): Promise<Record<string, unknown>[] | null>;
}

export interface TemplateDocumentClass {
  new (data: Record<string, unknown>, context: { parent: SceneLike }): unknown;
}

export interface ChatMessageDoc {
  readonly id: string;
  readonly content: string;
  readonly flags: Record<string, Record<string, unknown> | undefined>;
  readonly author?: { readonly id: string } | string | null;
  readonly _stats?: { readonly createdTime?: number | null };
  update(data: Record<string, unknown>): Promise<unknown>;
  delete(): Promise<unknown>;
}

/* -------------------------------------------- */
/*  The canvas and its tokens                   */
/* -------------------------------------------- */

/** The scene the breath is placed on, or null when there is no usable canvas. */
export function activeScene(): SceneLike | null {
  const c = globals().canvas;
  if (!c?.ready || !c.scene) return null;
  return c.scene;
}

export function sceneGrid(scene: SceneLike): SceneGrid {
  return { gridSize: scene.grid.size, gridDistance: scene.grid.distance };
}

export function controlledTokens(): TokenLike[] {
  return globals().canvas?.tokens?.controlled ?? [];
}

/** Tokens on the scene that carry an actor, as footprints for the area maths. */
export function sceneTokens(scene: SceneLike): (TokenFootprint & { readonly document: TokenDocumentLike })[] {
  return scene.tokens.contents
    .filter((t) => t.actor !== null)
    .map((t) => ({ id: t.id, x: t.x, y: t.y, width: t.width, height: t.height, document: t }));
}

/**
 * How a cone is cut: V13 follows the core setting `coneTemplateType`; V14 deprecates that setting
 * and its regions' cones are round sectors.
 */
export function coneType(): ConeType {
  if (coreGeneration() >= 14) return "round";
  try {
    return game.settings.get("core", "coneTemplateType") === "flat" ? "flat" : "round";
  } catch {
    return "round";
  }
}

/** The cone angle the table places (Foundry's template default, which dnd5e sets to 53.13°). */
export function tableConeAngle(): number {
  const angle = globals().CONFIG.MeasuredTemplate?.defaults?.angle;
  return typeof angle === "number" && angle > 0 ? angle : 53.13;
}

/** Marks exactly these tokens as the user's targets (what dnd5e's own save/damage buttons read). */
export function setUserTargets(tokenIds: string[]): void {
  const layer = globals().canvas?.tokens;
  if (!layer) return;
  if (layer.setTargets) {
    layer.setTargets(tokenIds, { mode: "replace" });
    return;
  }
  const wanted = new Set(tokenIds);
  for (const token of layer.placeables) token.setTarget?.(wanted.has(token.id), { releaseOthers: false });
}

/** The tokens the user has targeted (the breath's creatures when there is no area). */
export function userTargets(): TokenLike[] {
  return [...game.user.targets];
}

// Foundry V13's CONST.TOKEN_DISPLAY_MODES, for a world that somehow lacks them.
const DISPLAY_HOVER = 30;
const DISPLAY_ALWAYS = 50;

/**
 * Whether every user sees a token's name: "hover by anyone" or "always for everyone". Other modes
 * show it to its owners only (or to no one).
 */
export function tokenNameIsPublic(displayName: number | undefined): boolean {
  const modes = (globalThis as { CONST?: { TOKEN_DISPLAY_MODES?: { HOVER?: number; ALWAYS?: number } } })
    .CONST?.TOKEN_DISPLAY_MODES;
  return displayName === (modes?.HOVER ?? DISPLAY_HOVER) || displayName === (modes?.ALWAYS ?? DISPLAY_ALWAYS);
}

/* -------------------------------------------- */
/*  Placing the area                            */
/* -------------------------------------------- */

/** The user permission that placing an area needs on this stack. */
export function areaPermission(): "REGION_CREATE" | "TEMPLATE_CREATE" {
  return placesRegions() ? "REGION_CREATE" : "TEMPLATE_CREATE";
}

/** Whether the user may create the area document (a player's role may lack the permission). */
export function mayPlaceArea(): boolean {
  const user = game.user as FoundryUser & { can?(permission: string): boolean };
  return user.isGM || user.can?.(areaPermission()) !== false;
}

function templatePlacement(): TemplatePlacementClass | null {
  const cls = globals().dnd5e?.canvas?.TemplatePlacement as TemplatePlacementClass | undefined;
  return typeof cls?.fromActivity === "function" ? cls : null;
}

function abilityTemplateClass(): AbilityTemplateClass | null {
  return globals().dnd5e?.canvas?.AbilityTemplate ?? null;
}

/** What dnd5e resolves a placement with: a document or an array of them (createEmbeddedDocuments). */
function firstArea(result: unknown): AreaDocumentLike | null {
  const doc = Array.isArray(result) ? (result as unknown[]).flat()[0] : result;
  return (doc as AreaDocumentLike | undefined) ?? null;
}

/** Null when the user cancels (dnd5e 5.3 rejects with nothing on a right-click); real errors are thrown. */
async function drawPreview(preview: AbilityTemplateLike): Promise<AreaDocumentLike | null> {
  try {
    return firstArea(await preview.drawPreview());
  } catch (error) {
    if (error === undefined || error === null) return null;
    throw error;
  }
}

/**
 * Lets the user place the activity's area through dnd5e's own placement, so dnd5e's hooks fire
 * (and dnd5e 6 converts the area to the scene's units itself). `flags` mark the created document
 * as the module's. Null when cancelled (dnd5e 6 resolves null; 5.3 rejects with nothing).
 */
export async function placeActivityArea(
  activity: Activity5e,
  flags: Record<string, unknown>,
): Promise<AreaDocumentLike | null> {
  const placement = templatePlacement();
  if (placement) {
    const created = await placement.fromActivity(activity, { createData: { flags: { [MODULE_ID]: flags } } });
    return created?.[0] ?? null;
  }
  const preview = abilityTemplateClass()?.fromActivity(activity)?.[0];
  return preview ? drawPreview(preview) : null;
}

/** An area that no item describes (a GM's ad-hoc breath), in the scene's units. */
export interface AdHocArea {
  readonly shape: "cone" | "line";
  readonly size: number;
  readonly width: number | null;
  readonly flags: Record<string, unknown>;
}

/** Places an ad-hoc area: a Region through dnd5e 6's placement, else a MeasuredTemplate through 5.3's. */
export async function placeAdHocArea(
  scene: SceneLike,
  area: AdHocArea,
  sheet: unknown,
): Promise<AreaDocumentLike | null> {
  const g = globals();
  const placement = templatePlacement();
  if (placement) {
    const shapes = await placement.place({
      color: g.game.user.color ?? null,
      shapes: [{ type: area.shape, size: area.size, width: area.width }],
    });
    const shape = shapes?.[0];
    if (!shape) return null;
    const { index: _index, elevation: _elevation, ...data } = shape;
    const [created] = await scene.createEmbeddedDocuments("Region", [
      {
        name: String(g.game.user.name ?? ""),
        color: g.game.user.color ?? null,
        shapes: [data],
        flags: { [MODULE_ID]: area.flags },
      },
    ]);
    return (created as AreaDocumentLike | undefined) ?? null;
  }
  const cls = abilityTemplateClass();
  const docClass = g.CONFIG.MeasuredTemplate?.documentClass;
  if (!cls || !docClass) return null;
  const data: Record<string, unknown> = {
    t: area.shape === "cone" ? "cone" : "ray",
    user: game.user.id,
    distance: area.size,
    direction: 0,
    x: 0,
    y: 0,
    fillColor: g.game.user.color ?? null,
    flags: { [MODULE_ID]: area.flags },
  };
  if (area.shape === "cone") data["angle"] = tableConeAngle();
  else data["width"] = area.width;
  const preview = new cls(new docClass(data, { parent: scene }));
  preview.actorSheet = sheet ?? null;
  return drawPreview(preview);
}

/** A document's plain data (an area, as the pure reader takes it). */
export function plainData(doc: { toObject(): Record<string, unknown> }): Record<string, unknown> {
  return doc.toObject();
}

/* -------------------------------------------- */
/*  Saves, damage and the card                  */
/* -------------------------------------------- */

/** A saving throw rolled without its own chat card (the breath's one card shows it). */
export async function rollSaveQuietly(
  actor: Actor5e,
  ability: string,
  dc: number,
): Promise<D20RollLike | null> {
  const rolls = await actor.rollSavingThrow({ ability, target: dc }, { configure: false }, { create: false });
  return rolls?.[0] ?? null;
}

/** dnd5e's DamageRoll (core's Roll without dnd5e), evaluated. */
export async function rollDamage(
  formula: string,
  rollData: Record<string, unknown>,
  damageType: string,
): Promise<RollLike> {
  const DamageRoll = CONFIG.Dice?.DamageRoll ?? Roll;
  const roll = new DamageRoll(formula, rollData, { type: damageType, types: [damageType] });
  return roll.evaluate();
}

/**
 * dnd5e's `applyDamage` with a typed damage (so resistances and dnd5e's damage hooks count) and
 * extra options its hooks see (`dnd5e.preApplyDamage`).
 */
export async function applyTypedDamage(
  actor: Actor5e,
  value: number,
  type: string,
  options: Record<string, unknown>,
): Promise<void> {
  const apply = actor.applyDamage.bind(actor) as (
    damages: { value: number; type: string }[],
    options: Record<string, unknown>,
  ) => Promise<unknown>;
  await apply([{ value, type }], options);
}

/** A chat message of this world by id. */
export function getMessage(id: string): ChatMessageDoc | null {
  return globals().game.messages?.get(id) ?? null;
}

/** Every chat message of the world (the GM's client looks for breath requests and cards). */
export function worldMessages(): ChatMessageDoc[] {
  const messages = globals().game.messages as { contents?: ChatMessageDoc[] } | undefined;
  return messages?.contents ? [...messages.contents] : [];
}

interface ChatMessageStatics {
  create(
    data: Record<string, unknown>,
    operation?: Record<string, unknown>,
  ): Promise<ChatMessageDoc | undefined>;
  applyMode?(data: Record<string, unknown>, mode: string): unknown;
  applyRollMode?(data: Record<string, unknown>, mode: string): unknown;
}

/** The roll modes a card may take (V13 names; V14's message modes are mapped). */
export type CardMode = "publicroll" | "gmroll" | "blindroll" | "selfroll";

const V14_MODES: Readonly<Record<CardMode, string>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/** The user's current roll mode, as dnd5e's own cards take it, in V13's names. */
export function userCardMode(): CardMode {
  const basic = (CONFIG.Dice as { BasicRoll?: { getMessageMode?(): unknown } } | undefined)?.BasicRoll;
  let mode = basic?.getMessageMode?.();
  if (typeof mode !== "string") {
    try {
      mode = game.settings.get("core", coreGeneration() < 14 ? "rollMode" : "messageMode");
    } catch {
      mode = "publicroll";
    }
  }
  const found = (Object.entries(V14_MODES) as [CardMode, string][]).find(
    ([v13, v14]) => mode === v13 || mode === v14,
  );
  return found?.[0] ?? "publicroll";
}

function gmIds(): string[] {
  return game.users.filter((u) => u.isGM).map((u) => u.id);
}

/**
 * Posts the breath's one card as the current user (the GM's client), visible as the BREATHER's
 * roll mode says: whispered to the GMs and the breather for a private roll, to the GMs only and
 * blind for a blind roll, to the breather for a self roll. The core call (V14 `applyMode`, V13
 * `applyRollMode`) sets the GM side; the breather is added, since the card is not theirs.
 */
export async function postCard(
  data: Record<string, unknown>,
  mode: CardMode,
  breatherUserId: string,
): Promise<ChatMessageDoc | null> {
  const cls = globals().ChatMessage as unknown as ChatMessageStatics;
  const messageData: Record<string, unknown> = { ...data };
  if (coreGeneration() >= 14 && cls.applyMode) cls.applyMode(messageData, V14_MODES[mode]);
  else cls.applyRollMode?.(messageData, mode);
  if (mode === "gmroll") messageData["whisper"] = [...new Set([...gmIds(), breatherUserId])];
  if (mode === "blindroll") messageData["whisper"] = gmIds();
  if (mode === "selfroll") messageData["whisper"] = [breatherUserId];
  return (await cls.create(messageData)) ?? null;
}

/** Posts a message with the user's own roll mode (a player's request card while no GM is there). */
export async function postOwnMessage(data: Record<string, unknown>): Promise<ChatMessageDoc | null> {
  const cls = globals().ChatMessage as unknown as ChatMessageStatics;
  return (await cls.create({ ...data })) ?? null;
}

/** Whom a card is from: Foundry's chat speaker for the breathing actor. */
export function speakerFor(actor: Actor5e): Record<string, unknown> {
  return globals().ChatMessage.getSpeaker({ actor });
}

/* -------------------------------------------- */
/*  The module socket                           */
/* -------------------------------------------- */

/** Sends to every other client on the module socket. */
export function emitSocket(data: unknown): void {
  game.socket.emit(SOCKET_NAME, data);
}

/** Listens on the module socket; the handler's promise is returned to whoever delivers the data. */
export function onSocket(handler: (data: unknown) => unknown): void {
  game.socket.on(SOCKET_NAME, handler);
}
