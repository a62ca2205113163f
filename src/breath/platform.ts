/**
 * The breath weapon's window onto Foundry and dnd5e: the canvas, templates, targets, chat, the
 * socket and dialogs. The rest of src/breath/ goes through these functions (and the documents
 * they return), as src/foundry/adapter.ts does for the rest of the module.
 */
import { SOCKET_NAME } from "../constants";
import type { ConeType, SceneGrid, TokenFootprint } from "../rules/geometry";
import type { LengthUnit } from "../rules/units";
import type { PlacedTemplate } from "./area";

export interface TemplateDocumentLike extends PlacedTemplate {
  readonly id: string;
  readonly uuid: string;
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  delete(options?: Record<string, unknown>): Promise<unknown>;
}

/** dnd5e's `AbilityTemplate` (a MeasuredTemplate placeable being placed). */
export interface AbilityTemplateLike {
  readonly document: TemplateDocumentLike;
  actorSheet?: unknown;
  /** Resolves with the created template document(s) once placed; rejects when placement is cancelled. */
  drawPreview(): Promise<unknown>;
}

interface AbilityTemplateClass {
  new (document: unknown): AbilityTemplateLike;
  fromActivity(activity: Activity5e, options?: Record<string, unknown>): AbilityTemplateLike[] | null;
}

interface Dnd5eGlobal {
  canvas?: { AbilityTemplate?: AbilityTemplateClass };
  utils?: { defaultUnits?(type: string): string };
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
}

export interface SceneLike {
  readonly id: string;
  readonly uuid: string;
  readonly grid: { size: number; distance: number; units: string; type: number };
  readonly tokens: FoundryCollection<TokenDocumentLike>;
}

interface CanvasLike {
  readonly ready: boolean;
  readonly scene: SceneLike | null;
  readonly tokens?: {
    readonly placeables: TokenLike[];
    readonly controlled: TokenLike[];
    setTargets?(ids: string[], options?: { mode?: string }): void;
  };
}

interface TemplateDocumentClass {
  new (data: Record<string, unknown>, context: { parent: SceneLike }): unknown;
}

export interface ChatMessageDoc {
  readonly id: string;
  readonly content: string;
  readonly flags: Record<string, Record<string, unknown> | undefined>;
  readonly author?: { readonly id: string } | string | null;
  update(data: Record<string, unknown>): Promise<unknown>;
}

interface Globals {
  dnd5e?: Dnd5eGlobal;
  canvas?: CanvasLike | null;
  game: {
    messages?: { get(id: string): ChatMessageDoc | undefined };
    user: { id: string; color?: unknown };
    settings: { get(namespace: string, key: string): unknown };
  };
  CONFIG: { MeasuredTemplate?: { documentClass?: TemplateDocumentClass; defaults?: { angle?: number } } };
  ChatMessage: {
    create(data: Record<string, unknown>): Promise<ChatMessageDoc | undefined>;
    getSpeaker(options?: { actor?: Actor5e }): Record<string, unknown>;
  };
}

function globals(): Globals {
  return globalThis as unknown as Globals;
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
    return globals().game.settings.get("core", "coneTemplateType") === "flat" ? "flat" : "round";
  } catch {
    return "round";
  }
}

/** dnd5e's world length unit, used when a scene's own units say neither feet nor metres. */
export function worldLengthUnit(): LengthUnit {
  const fromSystem = globals().dnd5e?.utils?.defaultUnits?.("length");
  if (fromSystem === "m" || fromSystem === "ft") return fromSystem;
  try {
    return globals().game.settings.get("dnd5e", "metricLengthUnits") ? "m" : "ft";
  } catch {
    return "ft";
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
    user: g.game.user.id,
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

export function userTargets(): TokenLike[] {
  return [...game.user.targets];
}

export async function resolveUuid(uuid: string): Promise<FoundryDocument | null> {
  try {
    return await fromUuid(uuid);
  } catch {
    return null;
  }
}

export function getMessage(id: string): ChatMessageDoc | null {
  return globals().game.messages?.get(id) ?? null;
}

export async function createChatMessage(data: Record<string, unknown>): Promise<ChatMessageDoc | null> {
  return (await globals().ChatMessage.create(data)) ?? null;
}

export function speakerFor(actor: Actor5e): Record<string, unknown> {
  return globals().ChatMessage.getSpeaker({ actor });
}

export async function renderCard(path: string, context: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(path, context);
}

export function emitSocket(data: unknown): void {
  game.socket.emit(SOCKET_NAME, data);
}

export function onSocket(handler: (data: unknown) => unknown): void {
  game.socket.on(SOCKET_NAME, handler);
}
