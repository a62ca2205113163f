/**
 * Placing a breath's area on every supported stack: dnd5e 6 places Scene Regions through its
 * `TemplatePlacement`; dnd5e 5.3 places MeasuredTemplates through its `AbilityTemplate` (on V14
 * too). The one place that knows which.
 */
import { MODULE_ID } from "../content/ids";
import type {
  AbilityTemplateClass,
  AbilityTemplateLike,
  AreaDocumentLike,
  SceneLike,
  TemplatePlacementClass,
} from "./canvas";
import { tableConeAngle } from "./canvas";
import { globals } from "./globals";

function templatePlacement(): TemplatePlacementClass | null {
  const cls = globals().dnd5e?.canvas?.TemplatePlacement as TemplatePlacementClass | undefined;
  return typeof cls?.fromActivity === "function" ? cls : null;
}

function abilityTemplateClass(): AbilityTemplateClass | null {
  return globals().dnd5e?.canvas?.AbilityTemplate ?? null;
}

/** What dnd5e resolves a placement with: a document or an array of them (createEmbeddedDocuments). */
function firstArea(result: unknown): AreaDocumentLike | null {
  const doc = Array.isArray(result) ? (result as unknown[]).flat()[0] : result;
  return (doc as AreaDocumentLike | undefined) ?? null;
}

/** Null when the user cancels (dnd5e 5.3 rejects with nothing on a right-click); real errors are thrown. */
async function drawPreview(preview: AbilityTemplateLike): Promise<AreaDocumentLike | null> {
  try {
    return firstArea(await preview.drawPreview());
  } catch (error) {
    if (error === undefined || error === null) return null;
    throw error;
  }
}

/**
 * dnd5e 6 places through core V14's `canvas.regions.placeRegion`, and whether that resolves null
 * or rejects on a right-click is not known: a rejection while the user places is a cancel too.
 */
function cancelled(reason: unknown): null {
  console.debug(`${MODULE_ID} | the area was not placed`, reason);
  return null;
}

/**
 * Lets the user place the activity's area through dnd5e's own placement, so dnd5e's hooks fire
 * (and the module's hooks set the area in the scene's units). `flags` mark the created document
 * as the module's. Null when cancelled (dnd5e 6 resolves null, or rejects while placing; 5.3
 * rejects with nothing).
 */
export async function placeActivityArea(
  activity: Activity5e,
  flags: Record<string, unknown>,
): Promise<AreaDocumentLike | null> {
  const placement = templatePlacement();
  if (placement) {
    // dnd5e reads createData once the user has placed the area (template-placement.mjs merges it
    // into the region data then): a rejection before that is the user's right-click.
    let placed = false;
    const createData = {};
    Object.defineProperty(createData, "flags", {
      enumerable: true,
      get: () => {
        placed = true;
        return { [MODULE_ID]: flags };
      },
    });
    try {
      return (await placement.fromActivity(activity, { createData }))?.[0] ?? null;
    } catch (error) {
      if (placed) throw error;
      return cancelled(error);
    }
  }
  const preview = abilityTemplateClass()?.fromActivity(activity)?.[0];
  return preview ? drawPreview(preview) : null;
}

/** An area that no item describes (a GM's ad-hoc breath), in the scene's units. */
export interface AdHocArea {
  readonly shape: "cone" | "line";
  readonly size: number;
  readonly width: number | null;
  readonly flags: Record<string, unknown>;
}

// Foundry's CONST.REGION_VISIBILITY.ALWAYS ("visible to anyone"), for a world that somehow lacks it.
const VISIBLE_TO_ANYONE = 2;

/**
 * What dnd5e 6's TemplatePlacement.fromActivity writes on the Region of an area it places
 * (module/canvas/template-placement.mjs): seen by everyone, on the viewed level, stopping movement
 * like a template, highlighted by coverage. A Region created without them would be seen on the
 * Regions layer only, that is by no player.
 */
function templateRegionData(): Record<string, unknown> {
  const g = globals();
  const visibility = (globalThis as { CONST?: { REGION_VISIBILITY?: { ALWAYS?: number } } }).CONST
    ?.REGION_VISIBILITY?.ALWAYS;
  const level = g.canvas?.level?.id;
  return {
    color: g.game.user.color ?? null,
    ...(level ? { levels: [level] } : {}),
    restriction: { enabled: true, type: "move" },
    visibility: visibility ?? VISIBLE_TO_ANYONE,
    highlightMode: "coverage",
  };
}

/** Places an ad-hoc area: a Region through dnd5e 6's placement, else a MeasuredTemplate through 5.3's. */
export async function placeAdHocArea(
  scene: SceneLike,
  area: AdHocArea,
  sheet: unknown,
): Promise<AreaDocumentLike | null> {
  const g = globals();
  const placement = templatePlacement();
  if (placement) {
    const shapes = await placement
      .place({
        color: g.game.user.color ?? null,
        shapes: [{ type: area.shape, size: area.size, width: area.width }],
      })
      .catch(cancelled);
    const shape = shapes?.[0];
    if (!shape) return null;
    const { index: _index, elevation: _elevation, ...data } = shape;
    const [created] = await scene.createEmbeddedDocuments("Region", [
      {
        name: String(g.game.user.name ?? ""),
        shapes: [data],
        ...templateRegionData(),
        flags: { [MODULE_ID]: area.flags },
      },
    ]);
    return (created as AreaDocumentLike | undefined) ?? null;
  }
  const cls = abilityTemplateClass();
  const docClass = g.CONFIG.MeasuredTemplate?.documentClass;
  if (!cls || !docClass) return null;
  const data: Record<string, unknown> = {
    t: area.shape === "cone" ? "cone" : "ray",
    user: game.user.id,
    distance: area.size,
    direction: 0,
    x: 0,
    y: 0,
    fillColor: g.game.user.color ?? null,
    flags: { [MODULE_ID]: area.flags },
  };
  if (area.shape === "cone") data["angle"] = tableConeAngle();
  else data["width"] = area.width;
  const preview = new cls(new docClass(data, { parent: scene }));
  preview.actorSheet = sheet ?? null;
  return drawPreview(preview);
}

/** A document's plain data (an area, as the pure reader takes it). */
export function plainData(doc: { toObject(): Record<string, unknown> }): Record<string, unknown> {
  return doc.toObject();
}
