/**
 * Placing areas on the canvas, answered by the test's `PlacementScript` (a point and a direction
 * per shape the user places, or a right-click cancel):
 * - V14 core `canvas.regions.placeRegion(data, {create, preConfirm})` (F1.4): the user places each
 *   shape of `data.shapes` in turn, each confirmed shape calls `preConfirm({document, index})`, a
 *   cancel ends placement. Whether V14 resolves null or rejects on a right-click is not known
 *   (issue 19): `cancel()` resolves null, `cancel({ rejects: true })` rejects (with nothing, as
 *   dnd5e 5.3's template preview does). `create: true` creates the Region (REGION_CREATE needed).
 *   Its exact V14 signature/return were not confirmed: modelled after dnd5e's use of it.
 * - dnd5e 6 `dnd5e.canvas.TemplatePlacement` (PR #6778 head e0507eb3d
 *   `module/canvas/template-placement.mjs`, `module/canvas/api/base-placement.mjs`; F1.3/F1.4):
 *   `place(config)` → placed shape data in pixels (no document); `fromActivity(activity,
 *   {createData, placementConfig})` → `RegionDocument[]` or null. Order: sizes converted from the
 *   activity's units to the scene's → `dnd5e.preCreateMeasuredTemplate(activity, config)` (false →
 *   null) → placement (cancel → null, no rejection, no hook) → region data merged with
 *   `createData` → `dnd5e.createMeasuredTemplate(activity, regionData)` (false → null) → creation
 *   → `dnd5e.postCreateMeasuredTemplate(activity, created)`. All shapes of one use go into ONE
 *   region. As in both 6.x development variants read (e0507eb3d, 08f41a26f), `created` is NOT
 *   awaited before the post hook: it receives the Promise of the documents (a module awaits it).
 *   Flags: released 6.0.x writes `flags.dnd5e.origin` = the usage token's UUID and
 *   `flags.dnd5e.activity` = the activity UUID ([BF]); the development copies write
 *   `origin: activity.uuid`. The harness follows the release (no origin without a token), so
 *   read `flags.dnd5e.activity ?? flags.dnd5e.origin`.
 */
import type { Activity } from "./activity";
import type { CanvasFake } from "./canvas-layers";
import { convertLength } from "./prepare";
import { RegionDocument, REGION_VISIBILITY } from "./regions";
import { rt } from "./runtime";
import type { Scene, TokenDocument } from "./canvas";
import { deepClone, getProperty, globalValue, isPlainObject, mergeObject, type Obj } from "./utils";

/** A mistake in the test's script (not something Foundry or dnd5e would do): always thrown. */
export class HarnessScriptError extends Error {}

export type Placement = { x: number; y: number; direction: number } | "cancel" | "cancel-rejects";

/** What the user does when asked to place a template or a region: place it somewhere, or right-click. */
export class PlacementScript {
  readonly queue: Placement[] = [];
  /** Template data of every preview shown (after dnd5e's hooks), in order; regions: their data. */
  readonly previews: Obj[] = [];

  place(x: number, y: number, direction = 0): this {
    this.queue.push({ x, y, direction });
    return this;
  }

  /** A right-click; `rejects`: V14's placeRegion rejects on it rather than resolving null. */
  cancel({ rejects = false }: { rejects?: boolean } = {}): this {
    this.queue.push(rejects ? "cancel-rejects" : "cancel");
    return this;
  }

  /** The next answer; a preview with nothing scripted is a test mistake. */
  next(what: string): Placement {
    const next = this.queue.shift();
    if (next === undefined)
      throw new HarnessScriptError(
        `A ${what} placement opened with no scripted answer (placements.place(x, y))`,
      );
    return next;
  }
}

let script: PlacementScript | null = null;

export function setPlacementScript(s: PlacementScript | null): void {
  script = s;
}

export function placementScript(): PlacementScript {
  if (!script)
    throw new HarnessScriptError("Activities are not enabled in this world (enableActivities(world))");
  return script;
}

export function requireScene(): Scene {
  const scene = globalValue<CanvasFake>("canvas")!.scene;
  if (!scene) throw new Error("No scene is viewed: nothing can be placed");
  return scene;
}

export interface PlaceRegionOptions {
  create?: boolean;
  preConfirm?: (args: { document: RegionDocument; index: number }) => unknown;
  [key: string]: unknown;
}

/** `canvas.regions.placeRegion(data, options)` (V14): see the header. */
export async function placeRegion(
  data: Obj,
  { create = true, preConfirm }: PlaceRegionOptions = {},
): Promise<RegionDocument | null> {
  const scene = requireScene();
  const s = placementScript();
  const expanded = deepClone(data);
  const shapes = (Array.isArray(expanded.shapes) ? expanded.shapes : []).filter(isPlainObject);
  const placed: Obj[] = [];
  for (const [index, shape] of shapes.entries()) {
    s.previews.push({ ...deepClone(expanded), shapes: [...placed, shape] });
    const answer = s.next("region");
    if (answer === "cancel") return null;
    if (answer === "cancel-rejects") throw undefined;
    placed.push({ ...shape, x: answer.x, y: answer.y, rotation: answer.direction });
    const document = new RegionDocument({ ...expanded, shapes: placed }, { parent: scene });
    await preConfirm?.({ document, index });
  }
  const regionData = { ...expanded, shapes: placed };
  if (!create) return new RegionDocument(regionData, { parent: scene });
  const [created] = await scene.createEmbeddedDocuments("Region", [regionData]);
  return (created as RegionDocument | undefined) ?? null;
}

export interface TemplatePlacementShapeConfig {
  type: string;
  size: number | null;
  width?: number | null;
  height?: number | null;
}

export interface TemplatePlacementConfig extends Obj {
  color?: string;
  origin?: TokenDocument | undefined;
  targetType?: string;
  shapes: TemplatePlacementShapeConfig[];
}

/** Placed shape data: region shape data in pixels, plus `index` and `elevation`. */
export type PlacedShape = Obj & { type: string; x: number; y: number; rotation: number; index?: number };

export class TemplatePlacement {
  constructor(readonly config: TemplatePlacementConfig) {}

  /** BasePlacement.place(config). */
  static place(config: TemplatePlacementConfig): Promise<PlacedShape[]> {
    return new this(config).place();
  }

  /** Window minimising and layer restoring are UI-only: not modelled. */
  async place(): Promise<PlacedShape[]> {
    const results: PlacedShape[] = [];
    const user = rt().currentUser();
    await placeRegion(
      {
        name: "Region",
        color: this.config.color ?? user.color,
        displayMeasurements: true,
        highlightMode: "coverage",
        shapes: this.config.shapes.map((s) => this.#createShapeData(s)),
        flags: { core: { MeasuredTemplate: true } },
      },
      {
        create: false,
        preConfirm: ({ document, index }) =>
          results.push({ ...(document.toObject().shapes as PlacedShape[]).at(-1)!, index, elevation: 0 }),
      },
    );
    return results;
  }

  /** Shape data in pixels from sizes in scene units (e0507eb3d `#createShapeData`). */
  #createShapeData({ type, ...sizes }: TemplatePlacementShapeConfig): Obj {
    const scene = requireScene();
    const perUnit = scene.grid.size / scene.grid.distance;
    const size = Number(sizes.size ?? 0) * perUnit;
    const width = Number(sizes.width ?? 0) * perUnit;
    const shape = SHAPE_DATA[type];
    if (!shape) throw new Error(`TemplatePlacement: shape "${type}" is not modelled by the harness`);
    return { x: 0, y: 0, rotation: 0, type, ...shape(size, width) };
  }

  /** `TemplatePlacement.fromActivity(activity, {createData, placementConfig})`: see the header. */
  static async fromActivity(
    activity: Activity,
    { createData = {}, placementConfig = {} }: { createData?: Obj; placementConfig?: Obj } = {},
  ): Promise<RegionDocument[] | null> {
    const r = rt();
    const target = activity.target.template;
    const templateShape = getProperty(globalThis, `dnd5e.config.areaTargetTypes.${target.type}.template`);
    if (!templateShape) return null;
    const scene = requireScene();
    const units = scene.grid.units;
    // dnd5e's convertLength: the value as-is when the units agree (null stays null), else × factor.
    const convert = (v: number | null): number | null =>
      convertLength(v as number, target.units, units, { strict: false });
    const templateData = {
      type: templateShape,
      size: convert(target.size),
      width: convert(target.width),
      height: convert(target.height),
    };
    const user = r.currentUser();
    const token = activity.getUsageToken();
    const count = Number(target.count) || 1;
    const config = mergeObject(
      {
        color: user.color,
        origin: token,
        targetType: target.type,
        shapes: Array.from({ length: count }, () => deepClone(templateData)),
      },
      placementConfig,
    ) as TemplatePlacementConfig;
    if (r.hooks.call("dnd5e.preCreateMeasuredTemplate", activity, config) === false) return null;

    const shapes = await TemplatePlacement.place(config);
    if (!shapes.length) return null;

    const dnd5eFlags: Obj = {
      dimensions: { size: templateData.size, width: templateData.width, height: templateData.height, units },
      item: activity.item.uuid,
      activity: activity.uuid,
      spellLevel: getProperty(activity.getRollData(), "item.level"),
      ...(token ? { origin: token.uuid } : {}),
    };
    const regionData = [
      mergeObject(
        {
          name: `${activity.item.name} [${user.name}]`,
          color: user.color,
          shapes: shapes.map(({ index: _index, ...data }) => data),
          levels: [(globalValue<CanvasFake>("canvas")!.level?.id ?? scene.levels[0]?._id) as string],
          restriction: { enabled: true, type: "move" },
          visibility: REGION_VISIBILITY.ALWAYS,
          highlightMode: "coverage",
          flags: { dnd5e: dnd5eFlags },
        },
        createData,
      ),
    ];
    if (r.hooks.call("dnd5e.createMeasuredTemplate", activity, regionData) === false) return null;

    const created = scene.createEmbeddedDocuments("Region", regionData) as Promise<RegionDocument[]>;
    r.hooks.callAll("dnd5e.postCreateMeasuredTemplate", activity, created);
    return created;
  }
}

/** `CONFIG.MeasuredTemplate.defaults.angle` (dnd5e sets 53.13). */
function coneAngle(): number {
  return Number(getProperty(globalThis, "CONFIG.MeasuredTemplate.defaults.angle") ?? 53.13);
}

const line = (length: number, width: number): Obj => ({ length, width, type: "line" });

/** Region shape data per dnd5e shape type, from its size and width in pixels; others are not modelled. */
const SHAPE_DATA: Record<string, (size: number, width: number) => Obj> = {
  circle: (radius) => ({ radius }),
  cone: (radius) => ({ angle: coneAngle(), radius }),
  ray: line,
  line,
};
