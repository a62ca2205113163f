/**
 * The breath weapon's window onto the canvas: the viewed scene and its tokens, the user's
 * targets, how a cone is cut and the permission an area needs. With area.ts (placing the area),
 * rolls.ts (saves and damage) and chat.ts (the card and the socket), what src/breath/ reaches
 * Foundry and dnd5e through.
 */
import type { ConeType, SceneGrid, TokenFootprint } from "../rules/geometry";
import { globals } from "./globals";
import { runningStack } from "./stack";

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
  /** The scene the token stands on. */
  readonly parent?: SceneLike | null;
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
  /** V14: the scene level being viewed. */
  readonly level?: { readonly id: string } | null;
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
  if (runningStack().cones === "round") return "round";
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

export type AreaPermission = "REGION_CREATE" | "TEMPLATE_CREATE";

/**
 * The user permissions placing an area needs on this stack. First the one dnd5e itself checks
 * before it offers to place an area (`shouldHideChatButton` "placeTemplate" in
 * module/documents/activity/mixin.mjs: TEMPLATE_CREATE before V14, REGION_CREATE on V14, in 5.3.3
 * as in 6.x); then, where dnd5e 5.3 creates a MeasuredTemplate on V14, the permission core checks
 * for creating that document.
 */
export function areaPermissions(): AreaPermission[] {
  const stack = runningStack();
  if (stack.areaPermission === "TEMPLATE_CREATE") return ["TEMPLATE_CREATE"];
  return stack.area === "region" ? ["REGION_CREATE"] : ["REGION_CREATE", "TEMPLATE_CREATE"];
}

/** The first permission the user lacks to place an area (a player's role may lack one), or null. */
export function missingAreaPermission(): AreaPermission | null {
  const user = game.user as FoundryUser & { can?(permission: string): boolean };
  if (user.isGM) return null;
  return areaPermissions().find((permission) => user.can?.(permission) === false) ?? null;
}

interface ScenesLike {
  readonly contents?: readonly SceneLike[];
}

/**
 * Every placed token of an actor, on every scene of the world: a world actor's linked tokens, or
 * a synthetic (unlinked token) actor's own token. Foundry's `Actor#getActiveTokens` sees only the
 * scene this client views, so a change made for the actor would miss its tokens elsewhere.
 */
export function tokensOfActor(actor: Actor5e): TokenDocumentLike[] {
  const own = (actor as { isToken?: unknown; token?: TokenDocumentLike | null }).token;
  if ((actor as { isToken?: unknown }).isToken === true) return own ? [own] : [];
  const scenes = (game as unknown as { scenes?: ScenesLike }).scenes?.contents ?? [];
  return scenes.flatMap((scene) =>
    scene.tokens.contents.filter(
      (t) => (t as { actorId?: unknown }).actorId === actor.id && t.actorLink === true,
    ),
  );
}
