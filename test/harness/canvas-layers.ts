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
    return this.scene()?.tokens.map((doc) => doc.object ?? new Token(doc)) ?? [];
  }

  /** `canvas.tokens.setTargets(ids, {mode})` (V13+): only mode "replace" is modelled. */
  setTargets(
    targetIds: string[],
    { mode = "replace", user }: { mode?: "replace" | "acquire" | "release"; user?: User } = {},
  ): void {
    if (mode !== "replace") throw new Error(`harness: setTargets mode "${mode}" is not modelled`);
    const u = user ?? rt().currentUser();
    u.targets.clear();
    for (const id of targetIds) {
      const token = this.placeables.find((t) => t.id === id);
      if (token) u.targets.add(token);
    }
  }
}

export function createCanvas(getScene: () => Scene | null) {
  const contents = <T>(name: string): T[] => (getScene()?.getEmbeddedCollection(name).contents ?? []) as T[];
  return {
    ready: true,
    get scene() {
      return getScene();
    },
    tokens: new TokenLayer(getScene),
    templates: {
      get placeables() {
        return contents<MeasuredTemplateDocument>("MeasuredTemplate");
      },
    },
    regions: {
      get placeables() {
        return contents<RegionDocument>("Region");
      },
    },
    /** V14: the viewed level of the scene (`canvas.level.id`); undefined on V13. */
    get level() {
      const id = getScene()?.levels[0]?._id;
      return id ? { id } : undefined;
    },
    get grid() {
      return getScene()?.grid ?? { size: 100, distance: 5, units: "ft", type: 1 };
    },
  };
}

/** V14 adds `canvas.regions.placeRegion` (placement.ts installs it). */
export type CanvasFake = ReturnType<typeof createCanvas> & {
  regions: { placeRegion?: (data: Obj, options?: Obj) => Promise<RegionDocument | null> };
};
