/**
 * Scene set-ups for flow tests on top of canvas.ts: the grid (square or gridless, feet or
 * metres), controlled tokens, a closed canvas, and Foundry's `Actor#getActiveTokens` (the tokens
 * on the viewed scene that represent an actor; only linked tokens are modelled).
 */
import { Actor } from "./documents";
import { Token, TokenDocument } from "./canvas";
import type { World } from "./world";

export const GRID_TYPES = { GRIDLESS: 0, SQUARE: 1 } as const;

export interface GridSpec {
  /** Pixels per grid square. */
  size?: number;
  /** Scene units per grid square (5 for a feet grid, 1.5 for a metre grid). */
  distance?: number;
  units?: string;
  /** 0 gridless, 1 square. */
  type?: number;
}

/** Re-grids the world's scene (a GM's scene configuration; not counted as a database operation). */
export function configureScene(world: World, grid: GridSpec): void {
  world.scene.updateSource({ grid: { ...world.scene.grid, ...grid } });
  world.scene.prepareData();
}

/** Makes these tokens the current user's controlled tokens (`canvas.tokens.controlled`). */
export function controlTokens(world: World, ...tokens: Token[]): void {
  world.canvas.tokens.controlled = [...tokens];
}

/** No canvas: Foundry with "disable canvas" set, or no scene viewed. */
export function closeCanvas(world: World): void {
  world.canvas.ready = false;
}

/** A token whose centre is at (cx, cy) in pixels, on the current grid. */
export async function placeTokenAt(
  world: World,
  actor: Actor,
  cx: number,
  cy: number,
  size = 1,
): Promise<Token> {
  const half = (size * world.scene.grid.size) / 2;
  return world.placeToken(actor, { x: cx - half, y: cy - half, width: size, height: size });
}

const PATCHED = Symbol.for("kynthaettir.harness.activeTokens");

/** `Actor#getActiveTokens(linked, document)`: this actor's tokens on the viewed scene. */
export function enableActiveTokens(): void {
  const proto = Actor.prototype as unknown as Record<symbol, boolean> & Record<string, unknown>;
  if (proto[PATCHED]) return;
  proto.getActiveTokens = function (
    this: Actor,
    _linked = false,
    document = false,
  ): (Token | TokenDocument)[] {
    const canvas = (
      globalThis as unknown as {
        canvas?: { ready: boolean; scene: { tokens: { contents: TokenDocument[] } } | null };
      }
    ).canvas;
    if (!canvas?.ready || !canvas.scene) return [];
    const docs = canvas.scene.tokens.contents.filter((t) => t.actorId === this.id);
    return document ? docs : docs.map((d) => d.object ?? new Token(d));
  };
  proto[PATCHED] = true;
}

/** `actor.getActiveTokens()` with its type (the method is added by `enableActiveTokens`). */
export function activeTokens(actor: Actor): Token[] {
  return (actor as unknown as { getActiveTokens(): Token[] }).getActiveTokens();
}
