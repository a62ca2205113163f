/**
 * Which token centres lie inside a breath area.
 *
 * Coordinate convention (Foundry's canvas): x grows to the right, y grows DOWN, distances in scene
 * pixels; a direction is in degrees measured clockwise from east (0 = east, 90 = south), which is
 * what a template's `direction` holds. Because y points down, (cos θ, sin θ) is the unit vector of
 * direction θ without any sign flip.
 *
 * Square grids and gridless scenes use the same maths: both have a grid size (pixels per grid
 * square) and a grid distance (scene units per square), and token width/height in squares.
 * Points on the boundary count as inside.
 */

import type { BreathShape } from "./breath-maths";

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Absolute tolerance in pixels, so that a point exactly on an edge survives floating-point noise. */
export const EPSILON = 1e-6;

/**
 * The 5e cone is as wide at any point as that point is far from the origin: half-angle atan(1/2).
 * Foundry/dnd5e store the rounded total, 53.13°.
 */
export const CONE_HALF_ANGLE_RAD = Math.atan(0.5);

/**
 * Foundry stores the 5e cone's angle rounded (53.13° for 53.1301°): a placed angle is widened by
 * this much, so a creature on the true edge of the rules' cone is not lost to the rounding.
 */
export const ANGLE_SLACK_DEG = 0.005;
export const CONE_ANGLE_DEG = (2 * CONE_HALF_ANGLE_RAD * 180) / Math.PI;
const CONE_HALF_TAN = 0.5;

/**
 * Foundry's core setting `coneTemplateType`: "round" is a circular sector of radius `length`,
 * "flat" a triangle whose axis is `length` long (the shape 5e's own wording describes).
 */
export type ConeType = "round" | "flat";

export interface ConeOptions {
  readonly coneType?: ConeType;
  /** The cone's whole angle in degrees, as placed (Foundry's default template angle, 53.13°, when absent). */
  readonly angle?: number;
}

/** The point relative to `origin`, along the direction and across it (positive = to the right). */
function toLocal(origin: Point, directionDeg: number, point: Point): { along: number; across: number } {
  const rad = (directionDeg * Math.PI) / 180;
  const ux = Math.cos(rad);
  const uy = Math.sin(rad);
  const dx = point.x - origin.x;
  const dy = point.y - origin.y;
  return { along: dx * ux + dy * uy, across: -dx * uy + dy * ux };
}

export function pointInCone(
  origin: Point,
  directionDeg: number,
  length: number,
  point: Point,
  { coneType = "round", angle }: ConeOptions = {},
): boolean {
  const { along, across } = toLocal(origin, directionDeg, point);
  if (along < -EPSILON) return false;
  const halfTan =
    angle === undefined ? CONE_HALF_TAN : Math.tan((((angle + ANGLE_SLACK_DEG) / 2) * Math.PI) / 180);
  if (Math.abs(across) > along * halfTan + EPSILON) return false;
  if (coneType === "flat") return along <= length + EPSILON;
  return Math.hypot(along, across) <= length + EPSILON;
}

/** A rectangle that starts at the origin, runs `length` along the direction, `width` centred on it. */
export function pointInLine(
  origin: Point,
  directionDeg: number,
  length: number,
  width: number,
  point: Point,
): boolean {
  const { along, across } = toLocal(origin, directionDeg, point);
  return along >= -EPSILON && along <= length + EPSILON && Math.abs(across) <= width / 2 + EPSILON;
}

export interface SceneGrid {
  /** Pixels per grid square (Foundry `scene.grid.size`). */
  readonly gridSize: number;
  /** Scene units per grid square (Foundry `scene.grid.distance`), e.g. 5 (ft) or 1.5 (m). */
  readonly gridDistance: number;
}

export interface TokenFootprint {
  readonly id: string;
  /** Top-left corner in pixels. */
  readonly x: number;
  readonly y: number;
  /** In grid squares, as a TokenDocument stores them. */
  readonly width: number;
  readonly height: number;
}

export interface AreaPlacement {
  readonly type: BreathShape;
  /** In pixels. */
  readonly origin: Point;
  readonly direction: number;
  /** Length, in the scene's units (the template's `distance`). */
  readonly distance: number;
  /** Lines only, in the scene's units. */
  readonly width?: number;
  /** Cones only: the whole angle in degrees, as placed. */
  readonly angle?: number;
}

/** An area as a Scene Region holds it: everything in pixels, the direction in degrees from east. */
export interface PixelArea {
  readonly type: BreathShape;
  readonly origin: Point;
  readonly direction: number;
  readonly length: number;
  /** Lines only. */
  readonly width?: number;
  /** Cones only: the whole angle in degrees. */
  readonly angle?: number;
}

export interface TokensInAreaOptions extends ConeOptions {
  /** The breather never hits itself, even when its own centre is on the origin. */
  readonly excludeId?: string | null;
}

export function unitsToPixels(distance: number, scene: SceneGrid): number {
  if (!(scene.gridSize > 0) || !(scene.gridDistance > 0)) {
    throw new RangeError(`Invalid grid: size ${scene.gridSize}, distance ${scene.gridDistance}`);
  }
  return (distance * scene.gridSize) / scene.gridDistance;
}

export function tokenCenter(token: TokenFootprint, scene: SceneGrid): Point {
  return {
    x: token.x + (token.width * scene.gridSize) / 2,
    y: token.y + (token.height * scene.gridSize) / 2,
  };
}

/** The same area in pixels. */
export function toPixels(area: AreaPlacement, scene: SceneGrid): PixelArea {
  if (area.type === "line" && area.width === undefined) throw new RangeError("A line area needs a width");
  return {
    type: area.type,
    origin: area.origin,
    direction: area.direction,
    length: unitsToPixels(area.distance, scene),
    ...(area.width !== undefined ? { width: unitsToPixels(area.width, scene) } : {}),
    ...(area.angle !== undefined ? { angle: area.angle } : {}),
  };
}

/** Ids of the tokens whose centre is inside a pixel area, in the order given. */
export function tokensInPixelArea(
  area: PixelArea,
  tokens: readonly TokenFootprint[],
  scene: SceneGrid,
  { excludeId = null, coneType = "round" }: TokensInAreaOptions = {},
): string[] {
  const contains =
    area.type === "cone"
      ? (p: Point): boolean =>
          pointInCone(area.origin, area.direction, area.length, p, {
            coneType,
            ...(area.angle !== undefined ? { angle: area.angle } : {}),
          })
      : (p: Point): boolean => pointInLine(area.origin, area.direction, area.length, area.width ?? 0, p);
  return tokens.filter((t) => t.id !== excludeId && contains(tokenCenter(t, scene))).map((t) => t.id);
}

/**
 * Whether one token stands within `reach` scene units of another, measured between the nearest
 * edges of their footprints (as the SRD measures "within 15 feet"). Used for a breath without a
 * placed area, where only the player's targets say who is hit: none of them may stand further
 * from the breather than the ancestry's area reaches.
 */
export function withinReach(
  from: TokenFootprint,
  to: TokenFootprint,
  reach: number,
  scene: SceneGrid,
): boolean {
  const size = scene.gridSize;
  const gapX = Math.max(0, from.x - (to.x + to.width * size), to.x - (from.x + from.width * size));
  const gapY = Math.max(0, from.y - (to.y + to.height * size), to.y - (from.y + from.height * size));
  // Half a pixel of slack: tokens snapped side by side must count as adjacent, not as a hair apart.
  return Math.hypot(gapX, gapY) <= unitsToPixels(reach, scene) + 0.5;
}

/**
 * Whether a point (an area's origin, in pixels) lies within `reach` scene units of a token's
 * footprint: on it, or no further from its edge than the reach (with the half pixel of slack
 * `withinReach` allows).
 */
export function pointWithinReach(
  point: Point,
  token: TokenFootprint,
  reach: number,
  scene: SceneGrid,
): boolean {
  const size = scene.gridSize;
  const gapX = Math.max(0, token.x - point.x, point.x - (token.x + token.width * size));
  const gapY = Math.max(0, token.y - point.y, point.y - (token.y + token.height * size));
  return Math.hypot(gapX, gapY) <= unitsToPixels(reach, scene) + 0.5;
}
