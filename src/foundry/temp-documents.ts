/**
 * What the self-check needs of the live world: temporary documents it creates and deletes again,
 * an area created where it says (no mouse needed), the versions for a bug report, and the
 * clipboard. Nothing here touches a document the check did not create.
 */
import { MODULE_ID } from "../content/ids";
import type { PixelArea, SceneGrid } from "../rules/geometry";
import type { AreaDocumentLike, SceneLike } from "./canvas";
import { t } from "./adapter";
import { globals } from "./globals";
import { placesRegions } from "./stack";

interface DocumentClass {
  create(
    data: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): Promise<FoundryDocument | undefined>;
}

function documentClass(name: string): DocumentClass | null {
  const config = (globals().CONFIG as Record<string, unknown>)[name] as
    { documentClass?: DocumentClass } | undefined;
  return config?.documentClass ?? null;
}

/** A world document (Actor, Scene) created for the check; null when the world refuses it. */
export async function createWorldDocument(
  name: "Actor" | "Scene",
  data: Record<string, unknown>,
): Promise<FoundryDocument | null> {
  return (await documentClass(name)?.create(data)) ?? null;
}

/** Tokens on a scene the check created. */
export async function createTokens(scene: SceneLike, data: Record<string, unknown>[]): Promise<unknown[]> {
  return scene.createEmbeddedDocuments("Token", data);
}

/**
 * A breath's area document where the check says, in this stack's kind: a Region with one cone or
 * line shape in pixels (dnd5e 6), else a MeasuredTemplate in scene units (dnd5e 5.3).
 */
export async function createAreaDocument(
  scene: SceneLike,
  area: PixelArea,
  grid: SceneGrid,
  flags: Record<string, unknown>,
): Promise<AreaDocumentLike | null> {
  const own = { [MODULE_ID]: flags };
  if (placesRegions()) {
    const shape =
      area.type === "cone"
        ? {
            type: "cone",
            x: area.origin.x,
            y: area.origin.y,
            rotation: area.direction,
            radius: area.length,
            angle: area.angle ?? 53.13,
          }
        : {
            type: "line",
            x: area.origin.x,
            y: area.origin.y,
            rotation: area.direction,
            length: area.length,
            width: area.width ?? 0,
          };
    const [created] = await scene.createEmbeddedDocuments("Region", [
      { name: t("SelfCheck.Title"), shapes: [shape], flags: own },
    ]);
    return (created as AreaDocumentLike | undefined) ?? null;
  }
  const perUnit = grid.gridSize / grid.gridDistance;
  const data: Record<string, unknown> = {
    t: area.type === "cone" ? "cone" : "ray",
    user: game.user.id,
    x: area.origin.x,
    y: area.origin.y,
    direction: area.direction,
    distance: area.length / perUnit,
    flags: own,
  };
  if (area.type === "cone") data["angle"] = area.angle ?? 53.13;
  else data["width"] = (area.width ?? 0) / perUnit;
  const [created] = await scene.createEmbeddedDocuments("MeasuredTemplate", [data]);
  return (created as AreaDocumentLike | undefined) ?? null;
}

/** The versions and modules a bug report needs. */
export function versions(): {
  foundry: string;
  system: string;
  module: string;
  title: string;
  modules: string[];
} {
  const release = game.release as { version?: unknown };
  const modules = [...game.modules] as (ModuleLike & { version?: string; title?: string })[];
  return {
    foundry: String(release.version ?? game.release.generation),
    system: `${game.system.id} ${game.system.version}`,
    module: String(modules.find((m) => m.id === MODULE_ID)?.version ?? "?"),
    title: String(modules.find((m) => m.id === MODULE_ID)?.title ?? MODULE_ID),
    // A module by its title, with its id where they differ (the id is what a bug report searches for).
    modules: modules
      .filter((m) => m.active)
      .map((m) => {
        const title = m.title && m.title !== m.id ? `${m.title} (${m.id})` : m.id;
        return `${title} ${m.version ?? ""}`.trim();
      }),
  };
}

/** Puts text on the clipboard; false where the browser refuses (or there is none). */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = (globalThis as { navigator?: { clipboard?: { writeText?(t: string): Promise<void> } } })
    .navigator?.clipboard;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
