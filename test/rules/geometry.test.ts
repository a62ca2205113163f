import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANCESTRIES } from "../../src/content/ancestries";
import { breathArea } from "../../src/rules/breath-maths";
import {
  CONE_ANGLE_DEG,
  pointInCone,
  pointInLine,
  pointWithinReach,
  toPixels,
  tokensInPixelArea,
  type AreaPlacement,
  type SceneGrid,
  type TokenFootprint,
} from "../../src/rules/geometry";
import type { LengthUnit } from "../../src/rules/units";

/** The area in pixels, then the tokens it covers: the two steps the breath's area reader takes. */
const tokensInArea = (
  area: AreaPlacement,
  tokens: readonly TokenFootprint[],
  scene: SceneGrid,
  options?: Parameters<typeof tokensInPixelArea>[3],
): string[] => tokensInPixelArea(toPixels(area, scene), tokens, scene, options);

const FEET_SCENE: SceneGrid = { gridSize: 100, gridDistance: 5 };
const METRE_SCENE: SceneGrid = { gridSize: 100, gridDistance: 1.5 };

/** A 1×1 token whose centre is at (cx, cy) on a 100-px grid. */
function tokenAt(id: string, cx: number, cy: number, size = 1, gridSize = 100): TokenFootprint {
  return { id, x: cx - (size * gridSize) / 2, y: cy - (size * gridSize) / 2, width: size, height: size };
}

// The breather stands with its centre at (550, 550) and breathes east from its right edge.
const BREATHER = tokenAt("breather", 550, 550);
const ORIGIN = { x: 600, y: 550 };

describe("the 5e cone", () => {
  it("is 53.13° wide, as dnd5e sets Foundry's default template angle", () => {
    expect(CONE_ANGLE_DEG).toBeCloseTo(53.13, 2);
  });

  it("a red dragonborn's 15 ft cone hits a goblin in front and spares the ones beside and beyond", () => {
    const tokens = [
      BREATHER,
      tokenAt("in-front", 750, 550),
      tokenAt("beside", 750, 750),
      tokenAt("beyond-range", 1050, 550),
      tokenAt("on-the-slant-edge", 800, 650),
      tokenAt("at-full-range", 900, 550),
      tokenAt("just-past-range", 901, 550),
      tokenAt("behind", 350, 550),
    ];
    const area: AreaPlacement = { type: "cone", origin: ORIGIN, direction: 0, distance: 15 };
    expect(tokensInArea(area, tokens, FEET_SCENE, { excludeId: "breather" })).toEqual([
      "in-front",
      "on-the-slant-edge",
      "at-full-range",
    ]);
  });

  it("a creature just outside the slant edge is not hit", () => {
    const area: AreaPlacement = { type: "cone", origin: ORIGIN, direction: 0, distance: 15 };
    expect(tokensInArea(area, [tokenAt("outside", 800, 651)], FEET_SCENE)).toEqual([]);
  });

  it("the far corners count only for a flat cone, as Foundry's cone-type setting decides", () => {
    // 300 px along the axis and 100 px across: inside the triangle, outside the 300-px sector.
    const corner = { x: 900, y: 650 };
    expect(pointInCone(ORIGIN, 0, 300, corner, { coneType: "flat" })).toBe(true);
    expect(pointInCone(ORIGIN, 0, 300, corner, { coneType: "round" })).toBe(false);
    expect(pointInCone(ORIGIN, 0, 300, corner)).toBe(false);
  });

  it("points south for a direction of 90°, since the canvas y axis points down", () => {
    const origin = { x: 550, y: 600 };
    expect(pointInCone(origin, 90, 300, { x: 550, y: 800 })).toBe(true);
    expect(pointInCone(origin, 90, 300, { x: 550, y: 400 })).toBe(false);
    expect(pointInCone(origin, 270, 300, { x: 550, y: 400 })).toBe(true);
  });

  it("counts the edge as inside at any rotation", () => {
    for (let deg = 0; deg < 360; deg += 15) {
      const rad = (deg * Math.PI) / 180;
      const half = Math.atan(0.5);
      const edge = {
        x: 1000 + 200 * Math.cos(rad + half),
        y: 1000 + 200 * Math.sin(rad + half),
      };
      expect(pointInCone({ x: 1000, y: 1000 }, deg, 200, edge), `${deg}°`).toBe(true);
      expect(pointInCone({ x: 1000, y: 1000 }, deg, 199.99, edge), `${deg}°`).toBe(false);
    }
  });
});

describe("the 5 × 30 ft line", () => {
  const area: AreaPlacement = { type: "line", origin: ORIGIN, direction: 0, distance: 30, width: 5 };

  it("hits what stands on the line and spares what is beside, behind or beyond it", () => {
    const tokens = [
      BREATHER,
      tokenAt("on-the-line", 1050, 550),
      tokenAt("on-the-width-edge", 750, 600),
      tokenAt("outside-width", 750, 650),
      tokenAt("behind-origin", 350, 550),
      tokenAt("at-the-end", 1200, 550),
      tokenAt("beyond-the-end", 1250, 550),
    ];
    expect(tokensInArea(area, tokens, FEET_SCENE, { excludeId: "breather" })).toEqual([
      "on-the-line",
      "on-the-width-edge",
      "at-the-end",
    ]);
  });

  it("reaches its far end on a diagonal despite rounding", () => {
    const end = { x: 300 / Math.SQRT2, y: 300 / Math.SQRT2 };
    expect(pointInLine({ x: 0, y: 0 }, 45, 300, 50, end)).toBe(true);
    expect(pointInLine({ x: 0, y: 0 }, 45, 299.99, 50, end)).toBe(false);
  });

  it("needs a width", () => {
    const { width: _omit, ...noWidth } = area;
    expect(() => tokensInArea(noWidth, [], FEET_SCENE)).toThrow(RangeError);
  });
});

describe("the breather and the grid", () => {
  it("never hits the breather, even when the area starts at its centre", () => {
    const area: AreaPlacement = { type: "cone", origin: { x: 550, y: 550 }, direction: 0, distance: 15 };
    const tokens = [BREATHER, tokenAt("goblin", 750, 550)];
    expect(tokensInArea(area, tokens, FEET_SCENE)).toEqual(["breather", "goblin"]);
    expect(tokensInArea(area, tokens, FEET_SCENE, { excludeId: "breather" })).toEqual(["goblin"]);
  });

  it("finds a large token by its centre, not its corner", () => {
    const area: AreaPlacement = { type: "line", origin: ORIGIN, direction: 0, distance: 30, width: 5 };
    // A 2×2 ogre whose top-left square sits on the line but whose centre is 50 px off it … on the edge.
    const ogre: TokenFootprint = { id: "ogre", x: 700, y: 500, width: 2, height: 2 };
    expect(tokensInArea(area, [ogre], FEET_SCENE)).toEqual(["ogre"]);
    const lowerOgre: TokenFootprint = { ...ogre, id: "lower-ogre", y: 501 };
    expect(tokensInArea(area, [lowerOgre], FEET_SCENE)).toEqual([]);
  });

  it("works on a gridless scene with tokens anywhere", () => {
    // Gridless: 140 px stand for 5 ft (the cone reaches 420 px); tokens are placed freely, not on squares.
    const scene: SceneGrid = { gridSize: 140, gridDistance: 5 };
    const origin = { x: 1000.5, y: 333.3 };
    const area: AreaPlacement = { type: "cone", origin, direction: 30, distance: 15 };
    const at = (id: string, along: number, across: number) => {
      const r = (30 * Math.PI) / 180;
      const cx = origin.x + along * Math.cos(r) - across * Math.sin(r);
      const cy = origin.y + along * Math.sin(r) + across * Math.cos(r);
      return tokenAt(id, cx, cy, 1, 140);
    };
    const tokens = [at("near", 100, 10), at("edge", 360, 180), at("wide", 300, 200), at("far", 421, 0)];
    expect(tokensInArea(area, tokens, scene)).toEqual(["near", "edge"]);
  });

  it("refuses a scene without a usable grid size", () => {
    const area: AreaPlacement = { type: "cone", origin: ORIGIN, direction: 0, distance: 15 };
    expect(() => tokensInArea(area, [], { gridSize: 0, gridDistance: 5 })).toThrow(RangeError);
    expect(() => tokensInArea(area, [], { gridSize: 100, gridDistance: 0 })).toThrow(RangeError);
  });
});

describe("a 1,5 m grid and a 5 ft grid show the same breath", () => {
  const place = (
    ancestry: (typeof ANCESTRIES)[number],
    units: LengthUnit,
    direction: number,
  ): AreaPlacement => {
    const a = breathArea(ancestry.shape, units);
    return { type: a.type, origin: ORIGIN, direction, distance: a.size, ...(a.width && { width: a.width }) };
  };

  it("every ancestry hits the same tokens on both scenes in a fixed scene", () => {
    const tokens = [
      tokenAt("a", 750, 550),
      tokenAt("b", 800, 650),
      tokenAt("c", 900, 550),
      tokenAt("d", 1150, 550),
      tokenAt("e", 750, 650),
    ];
    for (const ancestry of ANCESTRIES) {
      const ft = tokensInArea(place(ancestry, "ft", 0), tokens, FEET_SCENE);
      const m = tokensInArea(place(ancestry, "m", 0), tokens, METRE_SCENE);
      expect(m, ancestry.id).toEqual(ft);
      expect(ft.length, ancestry.id).toBeGreaterThan(0);
    }
  });

  it("for any tokens and any direction", () => {
    const token = fc.record({
      id: fc.uuid(),
      x: fc.integer({ min: -200, max: 1400 }),
      y: fc.integer({ min: -200, max: 1400 }),
      width: fc.constantFrom(0.5, 1, 2, 3),
      height: fc.constantFrom(0.5, 1, 2, 3),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...ANCESTRIES),
        fc.integer({ min: 0, max: 359 }),
        fc.array(token, { maxLength: 30 }),
        (ancestry, direction, tokens) => {
          const ft = tokensInArea(place(ancestry, "ft", direction), tokens, FEET_SCENE);
          const m = tokensInArea(place(ancestry, "m", direction), tokens, METRE_SCENE);
          expect(m).toEqual(ft);
        },
      ),
    );
  });
});

describe("an area's origin within reach of a token", () => {
  const breather = tokenAt("b", 550, 550, 2); // a large token: 450–650 px on both axes
  it("counts a point on the token, at its edge and up to the reach beyond it, and nothing further", () => {
    expect(pointWithinReach({ x: 550, y: 550 }, breather, 15, FEET_SCENE)).toBe(true);
    expect(pointWithinReach({ x: 650, y: 550 }, breather, 15, FEET_SCENE)).toBe(true);
    expect(pointWithinReach({ x: 950, y: 550 }, breather, 15, FEET_SCENE)).toBe(true);
    expect(pointWithinReach({ x: 951, y: 550 }, breather, 15, FEET_SCENE)).toBe(false);
    // Diagonally, the reach is measured from the token's corner.
    expect(pointWithinReach({ x: 650 + 212, y: 650 + 212 }, breather, 15, FEET_SCENE)).toBe(true);
    expect(pointWithinReach({ x: 650 + 213, y: 650 + 213 }, breather, 15, FEET_SCENE)).toBe(false);
  });

  it("measures in the scene's units: 4,5 m on a metre grid is the 15 ft of a feet grid", () => {
    expect(pointWithinReach({ x: 950, y: 550 }, breather, 4.5, METRE_SCENE)).toBe(true);
    expect(pointWithinReach({ x: 951, y: 550 }, breather, 4.5, METRE_SCENE)).toBe(false);
  });
});
