/**
 * The canvas a user sees: `canvas.tokens` (its placeables, `setTargets`), `canvas.templates`,
 * `canvas.regions`, the viewed level and grid, read from the scene the client views.
 */
import { Token, type MeasuredTemplateDocument, type Scene } from "./canvas";
import type { RegionDocument } from "./regions";
import { rt } from "./runtime";
import type { User } from "./users";
import type { Obj } from "./utils";

export class TokenLayer {
  controlled: Token[] = [];
  constructor(readonly scene: () => Scene | null) {}

  get placeables(): Token[] {
    const scene = this.scene();
    if (!scene) return [];
    return scene.tokens.map((doc) => doc.object ?? new Token(doc));
  }

  get(id: string): Token | undefined {
    return this.placeables.find((t) => t.id === id);
  }

  /** `canvas.tokens.setTargets(ids, {mode})` (V13+): "replace" | "acquire" | "release". */
  setTargets(
    targetIds: string[],
    { mode = "replace", user }: { mode?: "replace" | "acquire" | "release"; user?: User } = {},
  ): void {
    const u = user ?? rt().currentUser();
    if (mode === "replace") u.targets.clear();
    for (const id of targetIds) {
      const token = this.get(id);
      if (!token) continue;
      if (mode === "release") u.targets.delete(token);
      else u.targets.add(token);
    }
  }
}

/** `canvas.regions`: the scene's regions; V14 adds `placeRegion` (placement.ts installs it). */
export interface RegionLayer {
  readonly placeables: RegionDocument[];
  get(id: string): RegionDocument | undefined;
  placeRegion?: (data: Obj, options?: Obj) => Promise<RegionDocument | null>;
}

export interface CanvasFake {
  ready: boolean;
  scene: Scene | null;
  tokens: TokenLayer;
  templates: { get placeables(): MeasuredTemplateDocument[] };
  regions: RegionLayer;
  /** V14: the viewed level of the scene (`canvas.level.id`); undefined on V13. */
  readonly level: { id: string } | undefined;
  grid: { size: number; distance: number; units: string; type: number };
  dimensions: Scene["dimensions"] | null;
}

export function createCanvas(getScene: () => Scene | null): CanvasFake {
  const regionsOf = (): RegionDocument[] =>
    (getScene()?.getEmbeddedCollection("Region").contents as RegionDocument[] | undefined) ?? [];
  return {
    ready: true,
    get scene() {
      return getScene();
    },
    tokens: new TokenLayer(getScene),
    templates: {
      get placeables() {
        return (getScene()?.getEmbeddedCollection("MeasuredTemplate").contents ??
          []) as MeasuredTemplateDocument[];
      },
    },
    regions: {
      get placeables() {
        return regionsOf();
      },
      get(id: string) {
        return regionsOf().find((r) => r.id === id);
      },
    },
    get level() {
      const id = getScene()?.levels[0]?._id;
      return id ? { id } : undefined;
    },
    get grid() {
      return getScene()?.grid ?? { size: 100, distance: 5, units: "ft", type: 1 };
    },
    get dimensions() {
      return getScene()?.dimensions ?? null;
    },
  } as CanvasFake;
}
