/**
 * Whom a breath reaches, worked out on the GM's client from the documents alone. With a placed
 * area: the area is the breather's — authored by the requester, on a scene where the breather has
 * a token, its origin within the ancestry's reach of one of those tokens — and it covers only what
 * the ancestry's cone or line would. Without one: the requester's targets, each within that reach of
 * a token of the breather. A player's breath passes over what a GM hid.
 */
import { MODULE_ID } from "../content/ids";
import { resolveUuid } from "../foundry/adapter";
import {
  coneType,
  sceneGrid,
  sceneTokens,
  tableConeAngle,
  type AreaDocumentLike,
  type SceneLike,
  type TokenDocumentLike,
} from "../foundry/canvas";
import { worldLengthUnit } from "../foundry/dnd5e";
import { authorId } from "../foundry/stack";
import { breathArea } from "../rules/breath-maths";
import { pointWithinReach, withinReach } from "../rules/geometry";
import { boundedArea, pixelAreaOf, sceneLengthUnit, tokensUnderArea } from "./area";
import type { BreathConfig } from "./feature";
import type { BreathRequest } from "./request";
import { areaStale } from "./stale";

export function isDoc(doc: unknown, name: string): boolean {
  return (doc as { documentName?: unknown } | null)?.documentName === name;
}

/** Whether a token stands for the breather itself. */
export function isBreather(token: TokenDocumentLike, actor: Actor5e): boolean {
  return token.actor?.uuid === actor.uuid || (token.actor?.id === actor.id && token.actorLink !== false);
}

/** How far the ancestry's area reaches on a scene, in the scene's units. */
function reachOn(scene: SceneLike, config: BreathConfig): number {
  return breathArea(config.shape, sceneLengthUnit(scene.grid.units, worldLengthUnit())).size;
}

/**
 * Who placed the area: Foundry's author where the document records one (a MeasuredTemplate; a
 * V14 Region's, as far as the harness assumes), else the user the module's own placement flags
 * name. V14's public RegionData lists no author, and forging the flag gains nothing: the request
 * must still come from that user, and the area is bounded by the ancestry all the same.
 */
export function placerOf(doc: AreaDocumentLike): string | null {
  const author = authorId(doc);
  if (author !== null || doc.author !== undefined) return author;
  const flagged = doc.flags?.[MODULE_ID]?.["userId"];
  return typeof flagged === "string" ? flagged : null;
}

/** The placed area as the breath may reach it, and its scene; a string says why not. */
async function placedArea(
  request: BreathRequest,
  requester: FoundryUser,
  actor: Actor5e,
  config: BreathConfig,
  requestedAt: number,
): Promise<{ scene: SceneLike; tokenIds: Set<string> } | string> {
  const doc = (await resolveUuid(request.areaUuid ?? "")) as AreaDocumentLike | null;
  if (!doc || !(isDoc(doc, "MeasuredTemplate") || isDoc(doc, "Region")) || !doc.parent)
    return "Breath.Refused.Area";
  if (placerOf(doc) !== requester.id) return "Breath.Refused.Area";
  if (areaStale(doc._stats?.createdTime, requestedAt)) return "Breath.Refused.Stale";
  const scene = doc.parent;
  const grid = sceneGrid(scene);
  const allowed = breathArea(config.shape, sceneLengthUnit(scene.grid.units, worldLengthUnit()));
  const placed = pixelAreaOf(doc.documentName, doc.toObject(), grid);
  const area = placed
    ? boundedArea(
        placed,
        { shape: allowed.type, size: allowed.size, width: allowed.width ?? null, angle: tableConeAngle() },
        grid,
      )
    : null;
  if (!area) return "Breath.Refused.Area";
  // The area starts at the breather: on its scene, within the ancestry's reach of one of its tokens.
  const own = scene.tokens.contents.filter((t) => isBreather(t, actor));
  if (!own.some((t) => pointWithinReach(area.origin, t, allowed.size, grid))) return "Breath.Refused.Away";
  const tokens = sceneTokens(scene);
  return { scene, tokenIds: new Set(tokensUnderArea(area, tokens, grid, { coneType: coneType() })) };
}

/**
 * Without a placed area the player's targets say who is hit, so each must stand on a scene where
 * the breather has a token, no further from it than the ancestry's area reaches: a forged request
 * cannot burn a creature across the map or on another scene.
 */
function inReach(target: TokenDocumentLike, actor: Actor5e, config: BreathConfig): boolean {
  const scene = target.parent;
  if (!scene) return false;
  const reach = reachOn(scene, config);
  const grid = sceneGrid(scene);
  return scene.tokens.contents.some((own) => isBreather(own, actor) && withinReach(own, target, reach, grid));
}

/** The creatures the breath reaches, as token documents; a string says why the breath is refused. */
export async function reachedTokens(
  request: BreathRequest,
  requester: FoundryUser,
  actor: Actor5e,
  config: BreathConfig,
  requestedAt: number,
): Promise<TokenDocumentLike[] | string> {
  let tokens: TokenDocumentLike[];
  if (request.areaUuid) {
    const area = await placedArea(request, requester, actor, config, requestedAt);
    if (typeof area === "string") return area;
    tokens = area.scene.tokens.contents.filter((t) => area.tokenIds.has(t.id));
  } else {
    const found = await Promise.all(request.targetUuids.map((uuid) => resolveUuid(uuid)));
    const targeted = found.filter((t) => isDoc(t, "Token")) as unknown as TokenDocumentLike[];
    tokens = targeted.filter((t) => inReach(t, actor, config));
  }
  // A player's breath passes over what a GM hid: the player neither sees nor may name it.
  return tokens.filter((t) => t.actor && !isBreather(t, actor) && (requester.isGM || t.hidden !== true));
}
