/**
 * Scene Regions (`scene.regions`, `canvas.regions`): the document dnd5e 6 places areas as
 * (6.x-FACTS F1.1–F1.4, F1.8), with shapes in PIXELS and rotation in degrees clockwise from east
 * (a template's `direction`), containment (`testPoint`) and `RegionDocument#tokens`.
 *
 * Containment, boundary included:
 * - cone `{x, y, rotation, radius, angle}`: circular sector. Whether a V14 cone is a round sector
 *   or a flat triangle was not confirmed (V13 had `core.coneTemplateType`); dnd5e's cones are round.
 * - line `{x, y, rotation, length, width}`: rectangle from the origin along the rotation, `width`
 *   centred on that axis (a V13 "ray" template's shape).
 * - circle `{x, y, radius}`: core V14 uses a 63-vertex inscribed polygon (F1.8); the first vertex
 *   due east is an assumption, so points within ~0.13% of the rim may differ.
 * - rectangle `{x, y, width, height, rotation}` (top-left corner, rotated about the centre).
 * - ellipse, polygon and ring containment is not modelled (it throws).
 * - `hole: true` shapes are subtracted. Elevation: `elevation.bottom/top` (null = unbounded).
 * `RegionDocument#tokens`: the scene's tokens whose centre is inside (Foundry's membership uses
 * the centre), computed on access. Visibility (`visibleTo`) after `CONST.REGION_VISIBILITY`
 * (https://foundryvtt.com/api/enums/foundry.CONST.REGION_VISIBILITY.html and
 * https://foundryvtt.com/api/v14/variables/CONST.REGION_VISIBILITY.html). Behaviours and
 * `restriction` are stored but have no effect here.
 */
import { BaseDocument, registerDocumentClass, type DocumentClass, type PreHookResult } from "./documents";
import { CONST } from "./config";
import { rt } from "./runtime";
import type { User } from "./users";
import { deepClone, isPlainObject, mergeObject, type Obj } from "./utils";
import type { Scene, TokenDocument } from "./canvas";

/** Foundry's CONST.REGION_VISIBILITY (V12+). */
export const REGION_VISIBILITY = CONST.REGION_VISIBILITY;

export interface Point {
  x: number;
  y: number;
  elevation?: number;
}

/** A shape's sizes in pixels (a cone's `angle` in degrees). */
const SIZES = ["radius", "angle", "length", "width", "height"] as const;

export type RegionShape = Obj &
  Partial<Record<(typeof SIZES)[number], number>> & {
    type: string;
    hole: boolean;
    x: number;
    y: number;
    rotation: number;
  };

const EPSILON = 1e-6;
/** Core V14 approximates a circle by a 63-vertex inscribed polygon (F1.8). */
export const CIRCLE_VERTICES = 63;

function num(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** A string source field, else `fallback` (canvas.ts too). */
export function str<T>(value: unknown, fallback: T): string | T {
  return typeof value === "string" ? value : fallback;
}

/** An object source field merged over its schema's initial values (canvas.ts too). */
export function withDefaults(defaults: Obj, value: unknown): Obj {
  return mergeObject(defaults, isPlainObject(value) ? value : {});
}

/** Clean one shape's data; a type the stack's core does not know is a validation error. */
export function cleanShape(data: Obj, allowed: readonly string[]): RegionShape {
  const type = String(data.type ?? "");
  if (!allowed.includes(type))
    throw new Error(
      `RegionDocument validation errors:\n  shapes.type: "${type}" is not a valid choice (${allowed.join(", ")})`,
    );
  const shape: RegionShape = {
    ...deepClone(data),
    type,
    hole: Boolean(data.hole),
    x: num(data.x),
    y: num(data.y),
    rotation: num(data.rotation),
  };
  for (const key of SIZES) if (key in data) shape[key] = num(data[key]);
  if (type === "cone") shape.angle ??= 60;
  return shape;
}

function cleanShapes(shapes: unknown): RegionShape[] {
  const allowed = rt().features.regionShapes;
  return (Array.isArray(shapes) ? shapes : []).filter(isPlainObject).map((s) => cleanShape(s, allowed));
}

/** The point in the shape's own frame: origin at (ox, oy), u along the rotation. */
function local(p: Point, ox: number, oy: number, rotation: number): { u: number; v: number } {
  const t = (rotation * Math.PI) / 180;
  const dx = p.x - ox;
  const dy = p.y - oy;
  return { u: dx * Math.cos(t) + dy * Math.sin(t), v: -dx * Math.sin(t) + dy * Math.cos(t) };
}

/** a ≤ b, up to rounding. */
const within = (a: number, b: number): boolean => a <= b + EPSILON;

/**
 * Inside core's 63-vertex inscribed polygon of a circle (first vertex due east, whatever the
 * rotation): within the apothem along the edge normal of the point's sector, boundary included.
 */
function inCirclePolygon(p: Point, x: number, y: number, radius: number): boolean {
  const step = (2 * Math.PI) / CIRCLE_VERTICES;
  const normal = (Math.floor(Math.atan2(p.y - y, p.x - x) / step) + 0.5) * step;
  return within((p.x - x) * Math.cos(normal) + (p.y - y) * Math.sin(normal), radius * Math.cos(step / 2));
}

/** Whether a shape (ignoring `hole`) contains a point. */
export function shapeContains(shape: RegionShape, p: Point): boolean {
  const { radius = 0, angle = 0, length = 0, width = 0, height = 0 } = shape;
  const { u, v } = local(p, shape.x, shape.y, shape.rotation);
  const dist = Math.hypot(u, v);
  switch (shape.type) {
    case "cone": {
      const off = Math.abs((Math.atan2(v, u) * 180) / Math.PI);
      return within(dist, radius) && (dist < EPSILON || within(off, angle / 2));
    }
    case "line":
      return within(0, u) && within(u, length) && within(Math.abs(v), width / 2);
    case "circle":
      return inCirclePolygon(p, shape.x, shape.y, radius);
    case "rectangle": {
      const c = local(p, shape.x + width / 2, shape.y + height / 2, shape.rotation);
      return within(Math.abs(c.u), width / 2) && within(Math.abs(c.v), height / 2);
    }
    default:
      throw new Error(`Region shape "${shape.type}" containment is not modelled by the harness`);
  }
}

export class RegionDocument extends BaseDocument {
  static override documentName = "Region";
  static override metadata = { name: "Region", collection: "regions", label: "DOCUMENT.Region" };
  declare shapes: RegionShape[];
  declare color: string;
  declare elevation: { bottom: number | null; top: number | null };
  declare levels: string[];
  declare restriction: { enabled: boolean; type: string; priority: number };
  declare visibility: number;
  declare highlightMode: string;
  declare locked: boolean;
  declare author: string | null;
  declare attachment: { token: string | null };

  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    source.name = str(source.name, "") || "Region";
    source.color = str(source.color, "#ffffff");
    source.shapes = cleanShapes(source.shapes);
    source.elevation = withDefaults({ bottom: null, top: null }, source.elevation);
    source.levels = Array.isArray(source.levels) ? source.levels.filter((l) => typeof l === "string") : [];
    source.restriction = withDefaults({ enabled: false, type: "move", priority: 0 }, source.restriction);
    source.visibility = Number(source.visibility ?? REGION_VISIBILITY.LAYER);
    source.highlightMode = str(source.highlightMode, "shapes");
    source.displayMeasurements = Boolean(source.displayMeasurements);
    source.locked = Boolean(source.locked);
    source.author = str(source.author, null);
    source.attachment = { token: str(isPlainObject(source.attachment) && source.attachment.token, null) };
    source.behaviors = [];
    return source;
  }

  override _postMerge(next: Obj): void {
    next.shapes = cleanShapes(next.shapes);
  }

  override _initialize(): void {
    super._initialize();
    const s = this._source;
    for (const key of ["shapes", "elevation", "levels", "restriction", "attachment"])
      Reflect.set(this, key, deepClone(s[key]));
    this.color = String(s.color);
    this.visibility = Number(s.visibility);
    this.highlightMode = String(s.highlightMode);
    this.locked = Boolean(s.locked);
    this.author = str(s.author, null);
  }

  override async _preCreate(_data: Obj, _options: Obj, user: User): PreHookResult {
    if (!this._source.author) this.updateSource({ author: user.id });
  }

  /** V14: REGION_CREATE (granted to players by default, revocable); V13: Gamemasters only. */
  static override canUserCreateIn(_parent: BaseDocument, user: User): boolean {
    if (!("REGION_CREATE" in rt().features.userPermissions)) return user.isGM;
    return user.can("REGION_CREATE");
  }

  override canUserModify(user: User): boolean {
    return user.isGM || this.author === user.id;
  }

  /**
   * Whether the user's canvas shows the region: LAYER "only visible on the RegionLayer" (the
   * Regions controls are a Gamemaster's, so a player never sees it), GAMEMASTER "only visible to
   * Gamemasters", ALWAYS "visible to anyone" (data that sets none is LAYER here). V14's
   * OBSERVER and LAYER_UNLOCKED are undocumented in the public API: asking about them throws.
   */
  visibleTo(user: User): boolean {
    const { LAYER, GAMEMASTER, ALWAYS } = REGION_VISIBILITY;
    if (this.visibility === ALWAYS) return true;
    if (this.visibility === GAMEMASTER || this.visibility === LAYER) return user.isGM;
    throw new Error(`Region visibility ${this.visibility} is not modelled by the harness`);
  }

  /** Whether the region contains a point (pixels; `elevation` optional): inside a shape and no hole. */
  testPoint(point: Point, elevation?: number): boolean {
    const z = elevation ?? point.elevation;
    const { bottom, top } = this.elevation;
    if (z !== undefined && ((bottom !== null && z < bottom) || (top !== null && z > top))) return false;
    const inside = (hole: boolean): boolean =>
      this.shapes.some((s) => s.hole === hole && shapeContains(s, point));
    return inside(false) && !inside(true);
  }

  /** Tokens of the scene whose centre is inside the region. */
  get tokens(): Set<TokenDocument> {
    const scene = this.parent as Scene | null;
    const size = scene?.grid.size ?? 0;
    const tokens = (scene?.getEmbeddedCollection("Token").contents ?? []) as TokenDocument[];
    return new Set(
      tokens.filter((t) => {
        const centre = { x: t.x + (t.width * size) / 2, y: t.y + (t.height * size) / 2 };
        return this.testPoint({ ...centre, elevation: t.elevation });
      }),
    );
  }
}

registerDocumentClass("Region", RegionDocument as unknown as DocumentClass);
