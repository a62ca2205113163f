/**
 * Where a breath goes, on the breather's client: the placed area (through dnd5e's own placement,
 * so its hooks run), or why there is none; and the tokens it covers as this client sees them, for
 * the user's targets and the waiting card. The GM's client works the covered creatures out again
 * from the area document itself (src/breath/decide.ts).
 */
import { MODULE_ID } from "../content/ids";
import { currentUserId, isGM, isLiveDocument, notify, t } from "../foundry/adapter";
import {
  activeScene,
  coneType,
  missingAreaPermission,
  sceneGrid,
  sceneTokens,
  type AreaDocumentLike,
  type SceneLike,
} from "../foundry/canvas";
import { placeActivityArea, placeAdHocArea, plainData } from "../foundry/placement";
import { worldLengthUnit } from "../foundry/dnd5e";
import { breathArea } from "../rules/breath-maths";
import { pixelAreaOf, sceneLengthUnit, tokensUnderArea } from "./area";
import type { BreathConfig } from "./feature";

async function placeArea(
  config: BreathConfig,
  actor: Actor5e,
  scene: SceneLike,
): Promise<AreaDocumentLike | null> {
  const flags = { breath: true, userId: currentUserId(), itemUuid: config.item?.uuid ?? null };
  if (config.activity) return placeActivityArea(config.activity, flags);
  const unit = sceneLengthUnit(scene.grid.units, worldLengthUnit());
  const area = breathArea(config.shape, unit);
  return placeAdHocArea(
    scene,
    {
      shape: area.type,
      size: area.size,
      width: area.width ?? null,
      flags: { ...flags, ancestry: config.ancestry.id },
    },
    (actor as { sheet?: unknown }).sheet,
  );
}

export function breatherTokenIds(actor: Actor5e, token: TokenLike | null | undefined): string[] {
  const ids = actor.getActiveTokens().map((tk) => tk.id);
  if (token) ids.push(token.id);
  return ids;
}

/** Where the breath goes: a placed area, or (without one) the tokens the user targeted. */
export interface Placed {
  readonly area: AreaDocumentLike | null;
  readonly scene: SceneLike | null;
}

/**
 * Places the area, or says why there is none: no canvas, or a player without the right to create
 * the area document (then the user's own targets stand in). Null when the user cancelled or the
 * placement failed (the user has been told).
 */
export async function place(config: BreathConfig, actor: Actor5e): Promise<Placed | null> {
  const scene = activeScene();
  if (!scene) {
    notify("info", "Breath.NoScene");
    return { area: null, scene: null };
  }
  const missing = missingAreaPermission();
  if (missing) {
    notify("warn", "Breath.NoPermission", { permission: t(`Breath.Permission.${missing}`) });
    return { area: null, scene };
  }
  let area: AreaDocumentLike | null;
  try {
    area = await placeArea(config, actor, scene);
  } catch (error) {
    console.error(`${MODULE_ID} | the breath area could not be placed`, error);
    notify("error", "Breath.PlaceFailed");
    return null;
  }
  if (!area) {
    notify("info", "Breath.Cancelled");
    return null;
  }
  return { area, scene };
}

/** The tokens the placed area covers as this client sees them (for targeting, and the waiting card). */
export function coveredTokens(placed: Placed, exclude: string[]): TokenLike["document"][] {
  const { area, scene } = placed;
  if (!area || !scene) return [];
  const grid = sceneGrid(scene);
  const pixels = pixelAreaOf(area.documentName, plainData(area), grid);
  if (!pixels) return [];
  const tokens = sceneTokens(scene).filter((tk) => isGM() || tk.document.hidden !== true);
  const ids = new Set(tokensUnderArea(pixels, tokens, grid, { excludeIds: exclude, coneType: coneType() }));
  return tokens.filter((tk) => ids.has(tk.id)).map((tk) => tk.document as unknown as TokenLike["document"]);
}

/** Removes an area the breath placed and will not use (the GM refused it); one already gone is fine. */
export async function removeArea(area: AreaDocumentLike | null | undefined): Promise<void> {
  // Gone already (the GM deleted it, the reason it was refused): nothing to remove, nothing to say.
  if (!area || !isLiveDocument(area)) return;
  try {
    await area.delete();
  } catch (error) {
    console.warn(`${MODULE_ID} | the refused breath's area could not be removed`, error);
  }
}
