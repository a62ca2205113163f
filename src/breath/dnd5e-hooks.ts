/**
 * What the breath does inside dnd5e's own flows: the feature used from the sheet (or dnd5e's card)
 * goes through the module's breath, and the area dnd5e places is re-expressed in the scene's units
 * (5.3 does not convert; 6 converts only units spelled as its own keys) and marked as the
 * module's. src/hooks/breath.ts registers these under dnd5e's hook names (`PLACEMENT_HOOKS`).
 */
import { FLAGS, MODULE_ID } from "../content/ids";
import { activeScene } from "../foundry/canvas";
import { worldLengthUnit } from "../foundry/dnd5e";
import { runDetached } from "../foundry/flows";
import { breathAreaInSceneUnits, sceneLengthUnit, type TemplateDataLike } from "./area";
import { breathWeapon } from "./breather";
import { breathAutomation, isBreath24Item, isBreathItem, shapeOfActivity } from "./feature";

function asNumber(value: unknown): number | null {
  const n = Number(value);
  return value === "" || value === null || value === undefined || !Number.isFinite(n) ? null : n;
}

/**
 * `dnd5e.preUseActivity`: the breath weapon used from the sheet (or dnd5e's card) goes through the
 * module's breath, so it is decided by the GM like the macro's. The module's own use (it spends
 * the use once the GM has decided) carries a marker and goes on; so does everything with
 * automation off, which is dnd5e's own flow.
 */
export function onPreUseActivity(
  activity: Activity5e,
  usage: Record<string, unknown> | undefined,
): false | undefined {
  if (!isBreathItem(activity.item) || usage?.[MODULE_ID] || breathAutomation() === "off") return;
  const actor = activity.item.parent;
  if (!actor) return;
  // The 2024 breath's activity is its shape: dnd5e has already asked which one.
  const shape = isBreath24Item(activity.item) ? shapeOfActivity(activity) : null;
  void runDetached(() => breathWeapon({ actor, ...(shape ? { shape } : {}) }));
  return false;
}

/** The breath's area in the scene's own unit (see breathAreaInSceneUnits); null without a scene. */
function breathAreaInScene(activity: Activity5e): { size: number; width: number | null } | null {
  const scene = activeScene();
  if (!scene) return null;
  const template = activity.target?.template;
  const size = asNumber(template?.size);
  return breathAreaInSceneUnits(
    shapeOfActivity(activity),
    template && size !== null ? { size, width: asNumber(template.width), units: template.units } : null,
    sceneLengthUnit(scene.grid.units, worldLengthUnit()),
  );
}

/** dnd5e's record of the area's dimensions on the created document, kept in step with the area. */
function setDimensions(flags: Record<string, unknown>, area: { size: number; width: number | null }): void {
  const dimensions = (flags["dnd5e"] as { dimensions?: Record<string, unknown> } | undefined)?.dimensions;
  if (!dimensions) return;
  dimensions["size"] = area.size;
  if (area.width !== null) dimensions["width"] = area.width;
}

/**
 * `dnd5e.preCreateActivityTemplate` (dnd5e 5.3): dnd5e places a template with the item's numbers
 * as they are, in whatever unit the scene measures. The breath's area is re-expressed in the
 * scene's unit here, and marked as the module's.
 */
export function onPreCreateActivityTemplate(activity: Activity5e, templateData: TemplateDataLike): void {
  if (!isBreathItem(activity.item)) return;
  const area = breathAreaInScene(activity);
  if (!area) return;
  templateData.distance = area.size;
  if (templateData.t === "ray" && area.width !== null) templateData.width = area.width;
  const flags = (templateData.flags ??= {});
  setDimensions(flags, area);
  flags[MODULE_ID] = { ...(flags[MODULE_ID] as object | undefined), [FLAGS.breath]: true };
}

/** What `dnd5e.preCreateMeasuredTemplate` hands over (dnd5e 6): one entry per shape, in scene units. */
export interface PlacementConfigLike {
  shapes?: { type?: string; size?: number | null; width?: number | null }[];
}

/**
 * `dnd5e.preCreateMeasuredTemplate` (dnd5e 6, before the user places the area): dnd5e has
 * converted the item's area with its `convertLength`, which knows only the keys of
 * `CONFIG.DND5E.movementUnits` ("ft", "m" …): on a scene whose units are spelled "metres" it
 * takes the metres for feet and draws the area 10/3 too long. The breath's shapes are set to its
 * area in the scene's unit here.
 */
export function onPreCreateMeasuredTemplate(activity: Activity5e, config: PlacementConfigLike): void {
  if (!isBreathItem(activity.item) || !Array.isArray(config.shapes)) return;
  const area = breathAreaInScene(activity);
  if (!area) return;
  for (const shape of config.shapes) {
    shape.size = area.size;
    if (area.width !== null && shape.type !== "cone") shape.width = area.width;
  }
}

/**
 * `dnd5e.createMeasuredTemplate` (dnd5e 6, just before the Region is created): a breath area dnd5e
 * places on its own (the card's button) is marked as the module's, as the macro's is, and its
 * recorded dimensions are those drawn.
 */
export function onCreateMeasuredTemplate(activity: Activity5e, regionData: unknown): void {
  if (!isBreathItem(activity.item)) return;
  const area = breathAreaInScene(activity);
  for (const data of Array.isArray(regionData) ? regionData : [regionData]) {
    if (typeof data !== "object" || data === null) continue;
    const flags = ((data as { flags?: Record<string, unknown> }).flags ??= {});
    if (area) setDimensions(flags, area);
    flags[MODULE_ID] = { ...(flags[MODULE_ID] as object | undefined), [FLAGS.breath]: true };
  }
}
