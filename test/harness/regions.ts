/**
 * Scene Regions (`scene.regions`, `canvas.regions`): the document dnd5e 6 places areas as
 * (6.x-FACTS F1.1–F1.4, F1.8), with shapes in PIXELS and rotation in degrees clockwise from east
 * (a template's `direction`), containment (`testPoint`) and `RegionDocument#tokens`.
 *
 * Containment:
 * - cone `{x, y, rotation, radius, angle}`: exact circular sector (the point within `radius` of
 *   the origin and within `angle / 2` of the rotation), boundary included. Whether a V14 cone is
 *   a round sector or a flat triangle was not confirmed (V13 had `core.coneTemplateType`); the
 *   sector is what dnd5e's 5e cones are.
 * - line `{x, y, rotation, length, width}`: exact rectangle from the origin along the rotation,
 *   `width` centred on that axis (a V13 "ray" template's shape), boundary included.
 * - circle `{x, y, radius}`: core V14 uses a 63-vertex polygon inscribed in the circle (F1.8,
 *   slightly under-inclusive); the harness uses 63 vertices starting due east — the first
 *   vertex's angle is an assumption, so points within ~0.13% of the rim may differ.
 * - rectangle `{x, y, width, height, rotation}` (x, y the top-left corner, rotated about the
 *   centre), ellipse `{x, y, radiusX, radiusY, rotation}`, polygon `{points}`, ring
 *   `{x, y, radius, outerWidth}` (annulus radius … radius + outerWidth: assumed).
 * - `hole: true` shapes are subtracted. Elevation: `elevation.bottom/top` (null = unbounded).
 * `RegionDocument#tokens`: tokens of the scene whose centre is inside (Foundry's token–region
 * membership uses the token's centre); a Set, computed on access (core keeps it up to date).
 * Visibility (`visibleTo`): who sees the region on the canvas, after `CONST.REGION_VISIBILITY`
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

export interface RegionShape {
  type: string;
  hole: boolean;
  x: number;
  y: number;
  rotation: number;
  radius?: number;
  angle?: number;
  length?: number;
  width?: number;
  height?: number;
  radiusX?: number;
  radiusY?: number;
  outerWidth?: number;
  points?: number[];
  [key: string]: unknown;
}

const EPSILON = 1e-6;
/** Core V14 approximates a circle by a 63-vertex inscribed polygon (F1.8). */
export const CIRCLE_VERTICES = 63;

function num(value: unknown, fallback = 0): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
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
  for (const key of ["radius", "angle", "length", "width", "height", "radiusX", "radiusY", "outerWidth"])
    if (key in data) shape[key] = num(data[key]);
  if (type === "cone") shape.angle ??= 60;
  if (type === "polygon") shape.points = Array.isArray(data.points) ? data.points.map((p) => num(p)) : [];
  return shape;
}

/** The point in the shape's own frame: origin at (ox, oy), x along the rotation. */
function local(p: Point, ox: number, oy: number, rotation: number): { u: number; v: number } {
  const t = (rotation * Math.PI) / 180;
  const dx = p.x - ox;
  const dy = p.y - oy;
  return { u: dx * Math.cos(t) + dy * Math.sin(t), v: -dx * Math.sin(t) + dy * Math.cos(t) };
}

function polygonContains(points: number[], p: Point): boolean {
  let inside = false;
  const n = points.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = points[2 * i]!;
    const yi = points[2 * i + 1]!;
    const xj = points[2 * j]!;
    const yj = points[2 * j + 1]!;
    // On an edge counts as inside.
    const cross = (p.x - xi) * (yj - yi) - (p.y - yi) * (xj - xi);
    const within =
      Math.min(xi, xj) - EPSILON <= p.x &&
      p.x <= Math.max(xi, xj) + EPSILON &&
      Math.min(yi, yj) - EPSILON <= p.y &&
      p.y <= Math.max(yi, yj) + EPSILON;
    if (Math.abs(cross) < EPSILON && within) return true;
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The circle's 63-vertex inscribed polygon, flat [x0, y0, x1, y1 …]. */
export function circlePolygon(x: number, y: number, radius: number): number[] {
  const points: number[] = [];
  for (let k = 0; k < CIRCLE_VERTICES; k++) {
    const a = (2 * Math.PI * k) / CIRCLE_VERTICES;
    points.push(x + radius * Math.cos(a), y + radius * Math.sin(a));
  }
  return points;
}

/** Whether a shape (ignoring `hole`) contains a point. */
export function shapeContains(shape: RegionShape, p: Point): boolean {
  switch (shape.type) {
    case "cone": {
      const radius = shape.radius ?? 0;
      const dx = p.x - shape.x;
      const dy = p.y - shape.y;
      const dist = Math.hypot(dx, dy);
      if (dist > radius + EPSILON) return false;
      if (dist < EPSILON) return true;
      const bearing = (Math.atan2(dy, dx) * 180) / Math.PI;
      let diff = (((bearing - shape.rotation) % 360) + 360) % 360;
      if (diff > 180) diff -= 360;
      return Math.abs(diff) <= (shape.angle ?? 0) / 2 + EPSILON;
    }
    case "line": {
      const { u, v } = local(p, shape.x, shape.y, shape.rotation);
      return (
        u >= -EPSILON && u <= (shape.length ?? 0) + EPSILON && Math.abs(v) <= (shape.width ?? 0) / 2 + EPSILON
      );
    }
    case "circle":
      return polygonContains(circlePolygon(shape.x, shape.y, shape.radius ?? 0), p);
    case "ring": {
      const dist = Math.hypot(p.x - shape.x, p.y - shape.y);
      const inner = shape.radius ?? 0;
      return dist >= inner - EPSILON && dist <= inner + (shape.outerWidth ?? 0) + EPSILON;
    }
    case "rectangle": {
      const w = shape.width ?? 0;
      const h = shape.height ?? 0;
      const { u, v } = local(p, shape.x + w / 2, shape.y + h / 2, shape.rotation);
      return Math.abs(u) <= w / 2 + EPSILON && Math.abs(v) <= h / 2 + EPSILON;
    }
    case "ellipse": {
      const rx = shape.radiusX ?? 0;
      const ry = shape.radiusY ?? 0;
      if (!rx || !ry) return false;
      const { u, v } = local(p, shape.x, shape.y, shape.rotation);
      return (u * u) / (rx * rx) + (v * v) / (ry * ry) <= 1 + EPSILON;
    }
    case "polygon":
      return polygonContains(shape.points ?? [], p);
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
    const allowed = rt().features.regionShapes;
    source.name = typeof source.name === "string" && source.name ? source.name : "Region";
    source.color = typeof source.color === "string" ? source.color : "#ffffff";
    source.shapes = (Array.isArray(source.shapes) ? source.shapes : [])
      .filter(isPlainObject)
      .map((s) => cleanShape(s, allowed));
    source.elevation = mergeObject(
      { bottom: null, top: null },
      isPlainObject(source.elevation) ? source.elevation : {},
    );
    source.levels = Array.isArray(source.levels) ? source.levels.filter((l) => typeof l === "string") : [];
    source.restriction = mergeObject(
      { enabled: false, type: "move", priority: 0 },
      isPlainObject(source.restriction) ? source.restriction : {},
    );
    source.visibility = Number(source.visibility ?? REGION_VISIBILITY.LAYER);
    source.highlightMode = typeof source.highlightMode === "string" ? source.highlightMode : "shapes";
    source.displayMeasurements = Boolean(source.displayMeasurements);
    source.locked = Boolean(source.locked);
    source.author = typeof source.author === "string" ? source.author : null;
    source.attachment = {
      token:
        isPlainObject(source.attachment) && typeof source.attachment.token === "string"
          ? source.attachment.token
          : null,
    };
    source.behaviors = [];
    return source;
  }

  override _postMerge(next: Obj): void {
    const allowed = rt().features.regionShapes;
    next.shapes = (Array.isArray(next.shapes) ? next.shapes : [])
      .filter(isPlainObject)
      .map((s) => cleanShape(s, allowed));
  }

  override _initialize(): void {
    super._initialize();
    const s = this._source;
    this.shapes = deepClone(s.shapes as RegionShape[]);
    this.color = String(s.color);
    this.elevation = deepClone(s.elevation as RegionDocument["elevation"]);
    this.levels = deepClone(s.levels as string[]);
    this.restriction = deepClone(s.restriction as RegionDocument["restriction"]);
    this.visibility = Number(s.visibility);
    this.highlightMode = String(s.highlightMode);
    this.locked = Boolean(s.locked);
    this.author = typeof s.author === "string" ? s.author : null;
    this.attachment = deepClone(s.attachment as RegionDocument["attachment"]);
  }

  override async _preCreate(_data: Obj, _options: Obj, user: User): PreHookResult {
    if (!this._source.author) this.updateSource({ author: user.id });
  }

  /** V14: REGION_CREATE (granted to players by default, revocable); V13: Gamemasters only. */
  static override canUserCreateIn(_parent: BaseDocument, user: User): boolean {
    if (!("REGION_CREATE" in rt().features.userPermissions)) return user.isGM;
    return user.can("REGION_CREATE");
  }

  override canUserModify(user: User, action: "create" | "update" | "delete"): boolean {
    if (action === "create") return RegionDocument.canUserCreateIn(this.parent ?? this, user);
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
    switch (this.visibility) {
      case ALWAYS:
        return true;
      case GAMEMASTER:
      case LAYER:
        return user.isGM;
      default:
        throw new Error(`Region visibility ${this.visibility} is not modelled by the harness`);
    }
  }

  /** Whether the region contains a point (pixels; `elevation` optional): inside a shape and no hole. */
  testPoint(point: Point, elevation?: number): boolean {
    const z = elevation ?? point.elevation;
    if (z !== undefined) {
      const { bottom, top } = this.elevation;
      if (bottom !== null && z < bottom) return false;
      if (top !== null && z > top) return false;
    }
    const solids = this.shapes.filter((s) => !s.hole);
    if (!solids.some((s) => shapeContains(s, point))) return false;
    return !this.shapes.some((s) => s.hole && shapeContains(s, point));
  }

  /** Tokens of the scene whose centre is inside the region. */
  get tokens(): Set<TokenDocument> {
    const scene = this.parent as Scene | null;
    const out = new Set<TokenDocument>();
    if (!scene) return out;
    const size = scene.grid.size;
    for (const token of scene.getEmbeddedCollection("Token").contents as TokenDocument[]) {
      const centre = {
        x: token.x + (token.width * size) / 2,
        y: token.y + (token.height * size) / 2,
        elevation: token.elevation,
      };
      if (this.testPoint(centre)) out.add(token);
    }
    return out;
  }
}

registerDocumentClass("Region", RegionDocument as unknown as DocumentClass);
