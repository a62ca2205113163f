/**
 * Pure helpers that turn what a scene and a placed template hold into the numbers the rules
 * need: the scene's length unit, the breath area in that unit, and which tokens a template covers.
 * No Foundry globals here: the flow reads the scene and template and passes plain values in.
 */
import type { BreathShape } from "../content/ancestry";
import {
  tokensInArea,
  type AreaPlacement,
  type ConeType,
  type SceneGrid,
  type TokenFootprint,
} from "../rules/geometry";
import { convertLength, isLengthUnit, type LengthUnit } from "../rules/units";

// A scene's `grid.units` is free text typed by the GM; these are the spellings seen in the wild.
const FEET = new Set(["ft", "feet", "foot", "fet", "'"]);
const METRES = new Set(["m", "meter", "meters", "metre", "metres", "metri", "metrar", "metrum"]);

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

/** What `dnd5e.preCreateActivityTemplate` hands over; only the fields the area depends on. */
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

/** dnd5e template shapes (`t`) the breath uses, back to the ancestry table's shapes. */
export function shapeOfTemplate(t: string): BreathShape | null {
  if (t === "cone") return "cone";
  if (t === "ray") return "line";
  return null;
}

/** A placed template document as far as the area maths needs it. */
export interface PlacedTemplate {
  readonly t: string;
  readonly x: number;
  readonly y: number;
  readonly direction: number;
  readonly distance: number;
  readonly width?: number | null;
}

export function placementOf(template: PlacedTemplate): AreaPlacement | null {
  const type = shapeOfTemplate(template.t);
  if (!type) return null;
  const base = {
    type,
    origin: { x: template.x, y: template.y },
    direction: template.direction,
    distance: template.distance,
  };
  if (type === "line") return { ...base, width: Number(template.width) || 0 };
  return base;
}

/**
 * Token ids whose centres the placed template covers, never the breather's own tokens. Unknown
 * template shapes cover nobody rather than guessing.
 */
export function tokensUnderTemplate(
  template: PlacedTemplate,
  tokens: readonly TokenFootprint[],
  grid: SceneGrid,
  { excludeIds = [], coneType = "round" }: { excludeIds?: readonly string[]; coneType?: ConeType } = {},
): string[] {
  const placement = placementOf(template);
  if (!placement) return [];
  const excluded = new Set(excludeIds);
  return tokensInArea(
    placement,
    tokens.filter((t) => !excluded.has(t.id)),
    grid,
    { coneType },
  );
}
