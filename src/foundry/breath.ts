/**
 * The breath weapon's window onto Foundry and dnd5e: the canvas, area templates, targets, the
 * damage roll, chat cards and the module socket. src/breath/ goes through these functions (and
 * the documents they return); what the whole module needs is in src/foundry/adapter.ts.
 */
import { SOCKET_NAME } from "../content/ids";
import type { ConeType, SceneGrid, TokenFootprint } from "../rules/geometry";
import type { PlacedTemplate } from "../breath/area";
import { currentUserId } from "./adapter";
import { globals } from "./globals";

export interface TemplateDocumentLike extends PlacedTemplate {
  readonly id: string;
  readonly uuid: string;
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  /** The scene it is placed on. */
  readonly parent?: SceneLike | null;
  delete(options?: Record<string, unknown>): Promise<unknown>;
}

/** dnd5e's `AbilityTemplate` (a MeasuredTemplate placeable being placed). */
export interface AbilityTemplateLike {
  readonly document: TemplateDocumentLike;
  actorSheet?: unknown;
  /** Resolves with the created template document(s) once placed; rejects when placement is cancelled. */
  drawPreview(): Promise<unknown>;
}

export interface AbilityTemplateClass {
  new (document: unknown): AbilityTemplateLike;
  fromActivity(activity: Activity5e, options?: Record<string, unknown>): AbilityTemplateLike[] | null;
}

export interface TokenDocumentLike {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly actor: Actor5e | null;
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

export interface TemplateDocumentClass {
  new (data: Record<string, unknown>, context: { parent: SceneLike }): unknown;
}

export interface ChatMessageDoc {
  readonly id: string;
  readonly content: string;
  readonly flags: Record<string, Record<string, unknown> | undefined>;
  readonly author?: { readonly id: string } | string | null;
  /** Set by the server: `createdTime` is when the message was posted. */
  readonly _stats?: { readonly createdTime?: number | null };
  update(data: Record<string, unknown>): Promise<unknown>;
}

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

/** Foundry's core cone shape setting (V13); absent or unknown means the round sector. */
export function coneType(): ConeType {
  try {
    return game.settings.get("core", "coneTemplateType") === "flat" ? "flat" : "round";
  } catch {
    return "round";
  }
}

function abilityTemplateClass(): AbilityTemplateClass | null {
  return globals().dnd5e?.canvas?.AbilityTemplate ?? null;
}

/** What dnd5e resolves a placement with: a document or an array of them (createEmbeddedDocuments). */
function firstTemplate(result: unknown): TemplateDocumentLike | null {
  const doc = Array.isArray(result) ? (result as unknown[]).flat()[0] : result;
  return (doc as TemplateDocumentLike | undefined) ?? null;
}

/** Null when the user cancels (dnd5e rejects with nothing on a right-click); real errors are thrown. */
async function place(preview: AbilityTemplateLike): Promise<TemplateDocumentLike | null> {
  try {
    return firstTemplate(await preview.drawPreview());
  } catch (error) {
    if (error === undefined || error === null) return null;
    throw error;
  }
}

/**
 * Lets the user place the activity's area through dnd5e's own placement (so dnd5e's template
 * hooks fire, and ours re-expresses the area in the scene's units). Null when cancelled.
 */
export async function placeActivityTemplate(activity: Activity5e): Promise<TemplateDocumentLike | null> {
  const previews = abilityTemplateClass()?.fromActivity(activity) ?? null;
  const preview = previews?.[0];
  return preview ? place(preview) : null;
}

/** Places an area that no item describes (a GM's ad-hoc breath), with dnd5e's placement. */
export async function placeAdHocTemplate(
  scene: SceneLike,
  data: { t: "cone" | "ray"; distance: number; width?: number; flags: Record<string, unknown> },
  sheet: unknown,
): Promise<TemplateDocumentLike | null> {
  const cls = abilityTemplateClass();
  const g = globals();
  const docClass = g.CONFIG.MeasuredTemplate?.documentClass;
  if (!cls || !docClass) return null;
  const templateData: Record<string, unknown> = {
    t: data.t,
    user: currentUserId(),
    distance: data.distance,
    direction: 0,
    x: 0,
    y: 0,
    fillColor: g.game.user.color ?? null,
    flags: data.flags,
  };
  if (data.t === "cone") templateData["angle"] = g.CONFIG.MeasuredTemplate?.defaults?.angle ?? 53.13;
  else templateData["width"] = data.width;
  const preview = new cls(new docClass(templateData, { parent: scene }));
  preview.actorSheet = sheet ?? null;
  return place(preview);
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

/** The tokens the user has targeted (the breath's creatures when there is no canvas). */
export function userTargets(): TokenLike[] {
  return [...game.user.targets];
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

/** A chat message of this world by id (the card, re-read after the GM has changed it). */
export function getMessage(id: string): ChatMessageDoc | null {
  return globals().game.messages?.get(id) ?? null;
}

interface ChatMessageStatics {
  create(
    data: Record<string, unknown>,
    operation?: Record<string, unknown>,
  ): Promise<ChatMessageDoc | undefined>;
  applyRollMode?(data: Record<string, unknown>, rollMode: string): unknown;
}

/**
 * Posts a chat message the way dnd5e posts its cards: whispered or blind as the roll mode says
 * (`ChatMessage.applyRollMode`, V13 and V14). With `id`, the message gets that id (`keepId`), so
 * what is done before it is posted can already refer to it.
 */
export async function createChatMessage(
  data: Record<string, unknown>,
  { id, rollMode }: { id?: string; rollMode?: string } = {},
): Promise<ChatMessageDoc | null> {
  const cls = globals().ChatMessage as unknown as ChatMessageStatics;
  const messageData = id ? { ...data, _id: id } : { ...data };
  if (rollMode) cls.applyRollMode?.(messageData, rollMode);
  return (await cls.create(messageData, id ? { keepId: true } : {})) ?? null;
}

/**
 * dnd5e's `applyDamage` with a typed damage (so resistances count) and extra options that its
 * hooks see (`dnd5e.preApplyDamage`).
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

/** Whom a card is from: Foundry's chat speaker for the breathing actor. */
export function speakerFor(actor: Actor5e): Record<string, unknown> {
  return globals().ChatMessage.getSpeaker({ actor });
}

/** Sends to every other client on the module socket. */
export function emitSocket(data: unknown): void {
  game.socket.emit(SOCKET_NAME, data);
}

/** Listens on the module socket; the handler's promise is returned to whoever delivers the data. */
export function onSocket(handler: (data: unknown) => unknown): void {
  game.socket.on(SOCKET_NAME, handler);
}
