/**
 * Scene set-ups for flow tests on top of canvas.ts: the grid (square or gridless, feet or
 * metres), more scenes and which one each client views, controlled tokens, a closed canvas,
 * tokens' name display mode, and Foundry's `Actor#getActiveTokens` (the tokens on the viewed
 * scene that represent an actor).
 */
import { Actor } from "./documents";
import { Scene, Token, TOKEN_DISPLAY_MODES, tokenDisplayNames, TokenDocument } from "./canvas";
import type { CanvasFake } from "./canvas-layers";
import { CONST } from "./config";
import { globalValue, type Obj } from "./utils";
import type { World } from "./world";

export const GRID_TYPES = CONST.GRID_TYPES;

/**
 * Re-grids the world's scene (a GM's scene configuration; not counted as a database operation):
 * pixels and scene units per square (5 for a feet grid, 1.5 for a metre grid), units, type.
 */
export function configureScene(world: World, grid: Partial<Scene["grid"]>): void {
  world.scene.updateSource({ grid: { ...world.scene.grid, ...grid } });
  world.scene.prepareData();
}

/**
 * Another scene in the world (a GM's set-up; not counted as a database operation), with the first
 * scene's grid unless `data.grid` says otherwise. No client views it until `viewScene`.
 */
export function addScene(world: World, data: Obj = {}): Scene {
  const grid = { ...world.scene.grid, ...((data.grid as Obj | undefined) ?? {}) };
  const scene = new Scene({ name: "Scene", ...data, _id: world.foundry.utils.randomID(), grid });
  world.game.scenes.set(scene.id!, scene);
  scene.prepareData();
  return scene;
}

/**
 * Moves clients' canvases to `scene` (every connected user's when `who` is empty), as a user does
 * by viewing a scene; null closes their canvas's scene. Their controlled tokens are released.
 */
export function viewScene(world: World, scene: Scene | null, ...who: string[]): void {
  const users = who.length
    ? who.map((w) => world.users.find((u) => u.name === w || u.id === w)!)
    : world.users.contents;
  for (const user of users) world.views.view(user.id, scene);
  world.canvas.tokens.controlled = [];
}

/**
 * A token of `size` squares whose centre is at (cx, cy) in pixels on `scene`, created by the
 * current user; `data` adds token fields (`hidden`, `displayName` …).
 */
export async function placeTokenOn(
  scene: Scene,
  actor: Actor,
  cx: number,
  cy: number,
  data: Obj = {},
  size = 1,
): Promise<Token> {
  const half = (size * scene.grid.size) / 2;
  const [doc] = await scene.createEmbeddedDocuments("Token", [
    {
      name: actor.name,
      actorId: actor.id,
      actorLink: true,
      disposition: actor.prototypeToken.disposition ?? -1,
      ...data,
      x: cx - half,
      y: cy - half,
      width: size,
      height: size,
    },
  ]);
  if (!(doc instanceof TokenDocument)) throw new Error("Token was not created");
  return doc.object ?? new Token(doc);
}

/** Makes these tokens the current user's controlled tokens (`canvas.tokens.controlled`). */
export function controlTokens(world: World, ...tokens: Token[]): void {
  world.canvas.tokens.controlled = [...tokens];
}

/** No canvas: Foundry with "disable canvas" set, or no scene viewed. */
export function closeCanvas(world: World): void {
  world.canvas.ready = false;
}

/** `placeTokenOn` the world's first scene. */
export async function placeTokenAt(
  world: World,
  actor: Actor,
  cx: number,
  cy: number,
  size = 1,
  data: Obj = {},
): Promise<Token> {
  return placeTokenOn(world.scene, actor, cx, cy, data, size);
}

export { TOKEN_DISPLAY_MODES };

/**
 * `TokenDocument#displayName`, which canvas.ts leaves out until this is called: taken from the
 * creation data, NONE when not given (as in Foundry's token schema).
 */
export function enableTokenDisplayNames(): void {
  tokenDisplayNames.enabled = true;
}

/**
 * `Actor#getActiveTokens(linked, document)`: this actor's tokens on the viewed scene, as Foundry
 * V13/V14 (`getDependentTokens({linked, scenes: canvas.scene})`): a synthetic actor's is its own
 * token; a world actor's are every token whose base actor it is, unlinked ones included, or only
 * the linked ones with `linked = true`.
 */
export function enableActiveTokens(): void {
  const proto = Actor.prototype as unknown as Record<string, unknown>;
  proto.getActiveTokens = function (
    this: Actor,
    linked = false,
    document = false,
  ): (Token | TokenDocument)[] {
    const canvas = globalValue<CanvasFake>("canvas");
    const scene = canvas?.ready ? canvas.scene : null;
    if (!scene) return [];
    const docs = this.token
      ? [this.token].filter((t) => t.id !== null && scene.tokens.get(t.id) === t)
      : scene.tokens.contents.filter((t) => t.actorId === this.id && (!linked || t.actorLink));
    return document ? docs : docs.map((d) => d.object ?? new Token(d));
  };
}

/** `actor.getActiveTokens()` with its type (the method is added by `enableActiveTokens`). */
export function activeTokens(actor: Actor): Token[] {
  return (actor as unknown as { getActiveTokens(): Token[] }).getActiveTokens();
}
