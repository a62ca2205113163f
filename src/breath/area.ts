/**
 * One reader for the area a breath was placed as, whatever created it: a MeasuredTemplate (dnd5e
 * 5.3: `t`, `x`, `y`, `direction`, `distance` and `width` in scene units, `angle`) or a Scene
 * Region (dnd5e 6 on V14: `shapes[]` in pixels, a cone `{x, y, rotation, radius, angle}`, a line
 * `{x, y, rotation, length, width}`). Everything after placement — targeting, the GM's decision,
 * the card — reads areas through here. Pure: no Foundry globals.
 */
import type { BreathShape } from "../content/ancestries";
import { breathArea } from "../rules/breath-maths";
import { isRecord } from "../rules/record";
import {
  toPixels,
  tokensInPixelArea,
  unitsToPixels,
  type ConeType,
  type PixelArea,
  type SceneGrid,
  type TokenFootprint,
} from "../rules/geometry";
import { convertLength, isLengthUnit, type LengthUnit } from "../rules/units";

// A scene's `grid.units` is free text typed by the GM; these are the spellings seen in the wild.
const FEET: ReadonlySet<string> = new Set(["ft", "feet", "foot", "fet", "'"]);
const METRES: ReadonlySet<string> = new Set([
  "m",
  "meter",
  "meters",
  "metre",
  "metres",
  "metri",
  "metrar",
  "metrum",
]);

/** The scene's length unit, or `fallback` when its grid units say neither feet nor metres. */
export function sceneLengthUnit(units: string | null | undefined, fallback: LengthUnit): LengthUnit {
  const key = String(units ?? "")
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (FEET.has(key)) return "ft";
  if (METRES.has(key)) return "m";
  return fallback;
}

/** What `dnd5e.preCreateActivityTemplate` hands over (5.3); only the fields the area depends on. */
export interface TemplateDataLike {
  t?: string;
  distance?: number | string;
  width?: number | string;
  flags?: Record<string, unknown>;
}

export interface StoredArea {
  readonly size: number;
  readonly width: number | null;
  /** The unit the item stores its area in (`target.template.units`). */
  readonly units: string;
}

/**
 * The area re-expressed in the scene's unit. A stored unit that is neither feet nor metres
 * (e.g. "any", "spec") is taken as the scene's own, so it is left as it is.
 */
export function areaInSceneUnits(
  area: StoredArea,
  sceneUnit: LengthUnit,
): { size: number; width: number | null } {
  const from = isLengthUnit(area.units) ? area.units : sceneUnit;
  return {
    size: convertLength(area.size, from, sceneUnit),
    width: area.width === null ? null : convertLength(area.width, from, sceneUnit),
  };
}

/**
 * The area a breath is drawn with on a scene measured in `sceneUnit`: its shape's (the ancestry's,
 * or the 2024 activity's; what the GM's decision is bounded to, so what is drawn is what is hit), else the item's area converted.
 * Null when there is neither.
 */
export function breathAreaInSceneUnits(
  shape: BreathShape | null,
  stored: StoredArea | null,
  sceneUnit: LengthUnit,
): { size: number; width: number | null } | null {
  if (shape) {
    const area = breathArea(shape, sceneUnit);
    return { size: area.size, width: area.width ?? null };
  }
  return stored ? areaInSceneUnits(stored, sceneUnit) : null;
}

const num = (value: unknown): number | null => {
  const n = Number(value);
  return value === null || value === undefined || value === "" || !Number.isFinite(n) ? null : n;
};

function fromTemplate(data: Record<string, unknown>, grid: SceneGrid): PixelArea | null {
  const type = data["t"] === "cone" ? "cone" : data["t"] === "ray" ? "line" : null;
  const x = num(data["x"]);
  const y = num(data["y"]);
  const direction = num(data["direction"]);
  const distance = num(data["distance"]);
  if (!type || x === null || y === null || distance === null || distance <= 0) return null;
  const width = num(data["width"]);
  const angle = num(data["angle"]);
  if (type === "line" && (width === null || width <= 0)) return null;
  return toPixels(
    {
      type,
      origin: { x, y },
      direction: direction ?? 0,
      distance,
      ...(type === "line" ? { width: width! } : {}),
      ...(type === "cone" && angle !== null && angle > 0 ? { angle } : {}),
    },
    grid,
  );
}

function fromRegion(data: Record<string, unknown>): PixelArea | null {
  const shapes = Array.isArray(data["shapes"]) ? data["shapes"].filter(isRecord) : [];
  // dnd5e places one breath as one shape; anything else is not a breath's cone or line.
  if (shapes.length !== 1) return null;
  const shape = shapes[0]!;
  const x = num(shape["x"]);
  const y = num(shape["y"]);
  const rotation = num(shape["rotation"]);
  if (x === null || y === null) return null;
  const base = { origin: { x, y }, direction: rotation ?? 0 };
  if (shape["type"] === "cone") {
    const radius = num(shape["radius"]);
    const angle = num(shape["angle"]);
    if (radius === null || radius <= 0) return null;
    return { type: "cone", ...base, length: radius, ...(angle !== null && angle > 0 ? { angle } : {}) };
  }
  if (shape["type"] === "line") {
    const length = num(shape["length"]);
    const width = num(shape["width"]);
    if (length === null || length <= 0 || width === null || width <= 0) return null;
    return { type: "line", ...base, length, width };
  }
  return null;
}

/**
 * The cone or line an area document covers, in pixels; null for anything that is not one breath's
 * cone or line (a circle, several shapes, a malformed document).
 */
export function pixelAreaOf(
  documentName: string,
  data: Record<string, unknown>,
  grid: SceneGrid,
): PixelArea | null {
  if (documentName === "MeasuredTemplate") return fromTemplate(data, grid);
  if (documentName === "Region") return fromRegion(data);
  return null;
}

/** The most a breath may cover: its ancestry's shape and size, and the table's cone angle. */
export interface AllowedArea {
  readonly shape: BreathShape;
  /** In the scene's units. */
  readonly size: number;
  readonly width: number | null;
  /** The table's cone angle in degrees (Foundry's template default). */
  readonly angle: number;
}

const SLACK = 1e-6;

/**
 * The placed area as far as the breath may reach: its origin, direction and (for a cone) its
 * angle as placed, but never longer, wider or broader than the ancestry's area and the table's
 * cone angle. An area of the wrong shape covers nothing (null). So an area a player drew larger
 * than the rules, or widened afterwards, still hits only what the rules' area would.
 */
export function boundedArea(area: PixelArea, allowed: AllowedArea, grid: SceneGrid): PixelArea | null {
  if (area.type !== allowed.shape) return null;
  const length = Math.min(area.length, unitsToPixels(allowed.size, grid) + SLACK);
  if (area.type === "line") {
    const maxWidth = unitsToPixels(allowed.width ?? 0, grid) + SLACK;
    return { ...area, length, width: Math.min(area.width ?? 0, maxWidth) };
  }
  return { ...area, length, angle: Math.min(area.angle ?? allowed.angle, allowed.angle) };
}

/**
 * Token ids whose centres the area covers, never the breather's own tokens. The cone's cut follows
 * the table (V13's core setting; V14 cones are round).
 */
export function tokensUnderArea(
  area: PixelArea,
  tokens: readonly TokenFootprint[],
  grid: SceneGrid,
  { excludeIds = [], coneType = "round" }: { excludeIds?: readonly string[]; coneType?: ConeType } = {},
): string[] {
  const excluded = new Set(excludeIds);
  return tokensInPixelArea(
    area,
    tokens.filter((t) => !excluded.has(t.id)),
    grid,
    { coneType },
  );
}
