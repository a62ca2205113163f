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

import type { BreathShape } from "./breath";

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
export const CONE_ANGLE_DEG = (2 * CONE_HALF_ANGLE_RAD * 180) / Math.PI;
const CONE_HALF_TAN = 0.5;

/**
 * Foundry's core setting `coneTemplateType`: "round" is a circular sector of radius `length`,
 * "flat" a triangle whose axis is `length` long (the shape 5e's own wording describes).
 */
export type ConeType = "round" | "flat";

export interface ConeOptions {
  readonly coneType?: ConeType;
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
  { coneType = "round" }: ConeOptions = {},
): boolean {
  const { along, across } = toLocal(origin, directionDeg, point);
  if (along < -EPSILON) return false;
  if (Math.abs(across) > along * CONE_HALF_TAN + EPSILON) return false;
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

/** Ids of the tokens whose centre is inside the area, in the order given. */
export function tokensInArea(
  area: AreaPlacement,
  tokens: readonly TokenFootprint[],
  scene: SceneGrid,
  { excludeId = null, coneType = "round" }: TokensInAreaOptions = {},
): string[] {
  const length = unitsToPixels(area.distance, scene);
  let contains: (p: Point) => boolean;
  if (area.type === "cone") {
    contains = (p) => pointInCone(area.origin, area.direction, length, p, { coneType });
  } else {
    if (area.width === undefined) throw new RangeError("A line area needs a width");
    const width = unitsToPixels(area.width, scene);
    contains = (p) => pointInLine(area.origin, area.direction, length, width, p);
  }
  return tokens.filter((t) => t.id !== excludeId && contains(tokenCenter(t, scene))).map((t) => t.id);
}
