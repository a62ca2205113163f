/**
 * The breath's area, pure: the scene's length unit, the area re-expressed in it, the cone or line
 * an area document covers (a MeasuredTemplate in scene units or a Region in pixels, at any
 * rotation), that area bounded to what the ancestry and the table allow, and the tokens under it.
 * Also the card's state: which GM buttons it offers, and what counts as a card.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ANCESTRIES } from "../../src/content/ancestries";
import { breathArea } from "../../src/rules/breath-maths";
import type { PixelArea, SceneGrid, TokenFootprint } from "../../src/rules/geometry";
import {
  areaInSceneUnits,
  boundedArea,
  pixelAreaOf,
  sceneLengthUnit,
  tokensUnderArea,
  type AllowedArea,
} from "../../src/breath/area";
import { cardActions, newTarget, readCardData, type CardData } from "../../src/breath/card-data";

const FEET: SceneGrid = { gridSize: 100, gridDistance: 5 };
const METRES: SceneGrid = { gridSize: 100, gridDistance: 1.5 };
const CONE: AllowedArea = { shape: "cone", size: 15, width: null, angle: 53.13 };
const LINE: AllowedArea = { shape: "line", size: 30, width: 5, angle: 53.13 };

/** A one-square token centred on (cx, cy) on a 100-px grid. */
const at = (id: string, cx: number, cy: number, size = 1): TokenFootprint => ({
  id,
  x: cx - (size * 100) / 2,
  y: cy - (size * 100) / 2,
  width: size,
  height: size,
});

function area(documentName: string, data: Record<string, unknown>, grid = FEET): PixelArea {
  const found = pixelAreaOf(documentName, data, grid);
  if (!found) throw new Error(`no area in ${JSON.stringify(data)}`);
  return found;
}

describe("the scene's length unit", () => {
  it("reads the ways GMs spell feet and metres in a scene's grid units", () => {
    for (const units of ["ft", "Feet", "foot", "ft.", " FT ", "'"])
      expect(sceneLengthUnit(units, "m")).toBe("ft");
    for (const units of ["m", "M", "meters", "metres", "metrar", "m."])
      expect(sceneLengthUnit(units, "ft")).toBe("m");
  });

  it("falls back to the world's unit when the scene says neither (a hex map in miles, or nothing)", () => {
    expect(sceneLengthUnit("", "m")).toBe("m");
    expect(sceneLengthUnit("mi", "ft")).toBe("ft");
    expect(sceneLengthUnit(null, "ft")).toBe("ft");
  });
});

describe("the breath area at the moment of placement", () => {
  it("a 4,5 m cone is 15 on a 5-ft grid and 4,5 on a 1,5-m grid", () => {
    const stored = { size: 4.5, width: null, units: "m" };
    expect(areaInSceneUnits(stored, "ft")).toEqual({ size: 15, width: null });
    expect(areaInSceneUnits(stored, "m")).toEqual({ size: 4.5, width: null });
  });

  it("a 5 × 30 ft line stored in feet is 1,5 × 9 on a metre scene", () => {
    expect(areaInSceneUnits({ size: 30, width: 5, units: "ft" }, "m")).toEqual({ size: 9, width: 1.5 });
  });

  it("every ancestry's area converts to exactly the table's figures in the other unit", () => {
    for (const a of ANCESTRIES) {
      const metres = breathArea(a.shape, "m");
      const feet = breathArea(a.shape, "ft");
      const converted = areaInSceneUnits(
        { size: metres.size, width: metres.width ?? null, units: "m" },
        "ft",
      );
      expect(converted).toEqual({ size: feet.size, width: feet.width ?? null });
    }
  });

  it('an area stored in a unit that is not a length ("spec") is left as it is', () => {
    expect(areaInSceneUnits({ size: 20, width: null, units: "spec" }, "m")).toEqual({
      size: 20,
      width: null,
    });
  });
});

describe("the cone or line an area document covers (pixelAreaOf)", () => {
  it("a template cone in feet becomes a cone in pixels from its origin, in its direction, with its angle", () => {
    expect(
      area("MeasuredTemplate", { t: "cone", x: 600, y: 550, direction: 0, distance: 15, angle: 53.13 }),
    ).toEqual({ type: "cone", origin: { x: 600, y: 550 }, direction: 0, length: 300, angle: 53.13 });
  });

  it("a template ray (dnd5e's line) becomes a line with its width in pixels", () => {
    expect(
      area("MeasuredTemplate", { t: "ray", x: 550, y: 600, direction: 90, distance: 30, width: 5 }),
    ).toEqual({ type: "line", origin: { x: 550, y: 600 }, direction: 90, length: 600, width: 100 });
  });

  it("a template on a 1,5-m grid is measured in metres", () => {
    expect(
      area("MeasuredTemplate", { t: "cone", x: 0, y: 0, direction: 180, distance: 4.5 }, METRES),
    ).toEqual({ type: "cone", origin: { x: 0, y: 0 }, direction: 180, length: 300 });
  });

  it("a region's cone and line are already in pixels", () => {
    expect(
      area("Region", {
        shapes: [{ type: "cone", x: 600, y: 550, rotation: 135, radius: 300, angle: 53.13 }],
      }),
    ).toEqual({ type: "cone", origin: { x: 600, y: 550 }, direction: 135, length: 300, angle: 53.13 });
    expect(
      area("Region", { shapes: [{ type: "line", x: 550, y: 500, rotation: 270, length: 600, width: 100 }] }),
    ).toEqual({ type: "line", origin: { x: 550, y: 500 }, direction: 270, length: 600, width: 100 });
  });

  it("keeps the rotation it was placed at, whichever document holds it", () => {
    for (const rotation of [0, 30, 45, 90, 135, 180, 225, 270, 315, 359]) {
      expect(
        area("MeasuredTemplate", { t: "cone", x: 0, y: 0, direction: rotation, distance: 15 }).direction,
      ).toBe(rotation);
      expect(
        area("Region", { shapes: [{ type: "cone", x: 0, y: 0, rotation, radius: 300, angle: 53.13 }] })
          .direction,
      ).toBe(rotation);
    }
  });

  it("a template without a direction points east, and one without an angle leaves it to the table", () => {
    expect(area("MeasuredTemplate", { t: "cone", x: 1, y: 2, distance: 15 })).toEqual({
      type: "cone",
      origin: { x: 1, y: 2 },
      direction: 0,
      length: 300,
    });
  });

  it("nothing that is not one breath's cone or line is read as one", () => {
    const none: [string, Record<string, unknown>][] = [
      ["MeasuredTemplate", { t: "circle", x: 0, y: 0, direction: 0, distance: 10 }],
      ["MeasuredTemplate", { t: "rect", x: 0, y: 0, direction: 0, distance: 10 }],
      ["MeasuredTemplate", { t: "ray", x: 0, y: 0, direction: 0, distance: 30 }],
      ["MeasuredTemplate", { t: "cone", x: 0, y: 0, direction: 0, distance: 0 }],
      ["MeasuredTemplate", { t: "cone", y: 0, direction: 0, distance: 15 }],
      ["MeasuredTemplate", { t: "cone", x: "left", y: 0, distance: 15 }],
      ["Region", { shapes: [] }],
      ["Region", {}],
      [
        "Region",
        {
          shapes: [
            { type: "cone", x: 0, y: 0, rotation: 0, radius: 300, angle: 53.13 },
            { type: "cone", x: 0, y: 0, rotation: 90, radius: 300, angle: 53.13 },
          ],
        },
      ],
      ["Region", { shapes: [{ type: "circle", x: 0, y: 0, radius: 300 }] }],
      ["Region", { shapes: [{ type: "cone", x: 0, y: 0, rotation: 0, radius: 0 }] }],
      ["Region", { shapes: [{ type: "line", x: 0, y: 0, rotation: 0, length: 600 }] }],
      ["Region", { shapes: [{ type: "line", y: 0, rotation: 0, length: 600, width: 100 }] }],
      ["Drawing", { t: "cone", x: 0, y: 0, direction: 0, distance: 15 }],
    ];
    for (const [documentName, data] of none) expect(pixelAreaOf(documentName, data, FEET)).toBeNull();
  });
});

describe("the area as far as the breath may reach (boundedArea)", () => {
  const placedCone = (length: number, angle?: number): PixelArea => ({
    type: "cone",
    origin: { x: 600, y: 550 },
    direction: 30,
    length,
    ...(angle === undefined ? {} : { angle }),
  });

  it("a cone longer than the ancestry's is cut to its length, keeping origin and direction", () => {
    const bounded = boundedArea(placedCone(2000, 53.13), CONE, FEET)!;
    expect(bounded.origin).toEqual({ x: 600, y: 550 });
    expect(bounded.direction).toBe(30);
    expect(bounded.length).toBeCloseTo(300, 5);
    expect(bounded.angle).toBe(53.13);
  });

  it("a cone broader than the table's angle is narrowed to it; one without an angle takes it", () => {
    expect(boundedArea(placedCone(300, 180), CONE, FEET)!.angle).toBe(53.13);
    expect(boundedArea(placedCone(300), CONE, FEET)!.angle).toBe(53.13);
  });

  it("a cone shorter or narrower than allowed stays as placed", () => {
    const bounded = boundedArea(placedCone(200, 30), CONE, FEET)!;
    expect(bounded.length).toBe(200);
    expect(bounded.angle).toBe(30);
  });

  it("a line longer and wider than the ancestry's is cut to 5 × 30 ft", () => {
    const line: PixelArea = { type: "line", origin: { x: 0, y: 0 }, direction: 90, length: 1200, width: 600 };
    const bounded = boundedArea(line, LINE, FEET)!;
    expect(bounded.length).toBeCloseTo(600, 5);
    expect(bounded.width).toBeCloseTo(100, 5);
    expect(bounded.direction).toBe(90);
  });

  it("the same limits hold in metres", () => {
    const line: PixelArea = { type: "line", origin: { x: 0, y: 0 }, direction: 0, length: 1200, width: 600 };
    const bounded = boundedArea(line, { shape: "line", size: 9, width: 1.5, angle: 53.13 }, METRES)!;
    expect(bounded.length).toBeCloseTo(600, 5);
    expect(bounded.width).toBeCloseTo(100, 5);
  });

  it("an area of the wrong shape covers nothing", () => {
    expect(boundedArea(placedCone(300, 53.13), LINE, FEET)).toBeNull();
    const line: PixelArea = { type: "line", origin: { x: 0, y: 0 }, direction: 0, length: 600, width: 100 };
    expect(boundedArea(line, CONE, FEET)).toBeNull();
  });

  it("a cone drawn larger, anywhere and in any direction, reaches exactly the tokens the rules' cone does", () => {
    const tokens: TokenFootprint[] = [];
    for (let cx = 50; cx < 1200; cx += 100)
      for (let cy = 50; cy < 1200; cy += 100) tokens.push(at(`${cx}-${cy}`, cx, cy));
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 900 }),
        fc.integer({ min: 300, max: 900 }),
        fc.integer({ min: 0, max: 359 }),
        fc.integer({ min: 300, max: 3000 }),
        fc.integer({ min: 54, max: 359 }),
        (x, y, direction, length, angle) => {
          const placed: PixelArea = { type: "cone", origin: { x, y }, direction, length, angle };
          const rules: PixelArea = { type: "cone", origin: { x, y }, direction, length: 300, angle: 53.13 };
          const bounded = boundedArea(placed, CONE, FEET)!;
          expect(tokensUnderArea(bounded, tokens, FEET)).toEqual(tokensUnderArea(rules, tokens, FEET));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("which tokens an area covers (tokensUnderArea)", () => {
  const tokens = [
    at("breather", 550, 550),
    at("goblin", 750, 550),
    at("orc", 550, 850),
    at("ally", 1150, 550),
  ];

  it("a 15 ft cone to the east covers the goblin in front and not the breather behind its origin", () => {
    const cone = area("MeasuredTemplate", { t: "cone", x: 600, y: 550, direction: 0, distance: 15 });
    expect(tokensUnderArea(cone, tokens, FEET)).toEqual(["goblin"]);
  });

  it("the breather is never a target when excluded, even when its centre is the area's origin", () => {
    const cone = area("MeasuredTemplate", { t: "cone", x: 550, y: 550, direction: 0, distance: 15 });
    expect(tokensUnderArea(cone, tokens, FEET)).toContain("breather");
    expect(tokensUnderArea(cone, tokens, FEET, { excludeIds: ["breather"] })).toEqual(["goblin"]);
  });

  it("a 30 ft line pointing south covers the orc 3 squares down only", () => {
    const ray = area("MeasuredTemplate", { t: "ray", x: 550, y: 600, direction: 90, distance: 30, width: 5 });
    expect(tokensUnderArea(ray, tokens, FEET, { excludeIds: ["breather"] })).toEqual(["orc"]);
  });

  it("the same line on a 1,5 m scene, or as a region, reaches the same creatures", () => {
    const ray = area(
      "MeasuredTemplate",
      { t: "ray", x: 550, y: 600, direction: 90, distance: 9, width: 1.5 },
      METRES,
    );
    expect(tokensUnderArea(ray, tokens, METRES, { excludeIds: ["breather"] })).toEqual(["orc"]);
    const region = area("Region", {
      shapes: [{ type: "line", x: 550, y: 600, rotation: 90, length: 600, width: 100 }],
    });
    expect(tokensUnderArea(region, tokens, FEET, { excludeIds: ["breather"] })).toEqual(["orc"]);
  });

  it("at each of eight rotations a cone, as a template or as a region, covers only the token it points at", () => {
    const around = [0, 45, 90, 135, 180, 225, 270, 315].map((deg) => {
      const rad = (deg * Math.PI) / 180;
      return at(`t${deg}`, 1000 + Math.round(200 * Math.cos(rad)), 1000 + Math.round(200 * Math.sin(rad)));
    });
    for (const deg of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const template = area("MeasuredTemplate", {
        t: "cone",
        x: 1000,
        y: 1000,
        direction: deg,
        distance: 15,
        angle: 53.13,
      });
      const region = area("Region", {
        shapes: [{ type: "cone", x: 1000, y: 1000, rotation: deg, radius: 300, angle: 53.13 }],
      });
      expect(tokensUnderArea(template, around, FEET)).toEqual([`t${deg}`]);
      expect(tokensUnderArea(region, around, FEET)).toEqual([`t${deg}`]);
    }
  });

  it("a flat cone (V13's other cone type) reaches the corners a round one does not", () => {
    const corner = [at("corner", 950, 650)]; // 300 px along, 100 px across: 316 px from the origin
    const cone = area("MeasuredTemplate", { t: "cone", x: 650, y: 550, direction: 0, distance: 15 });
    expect(tokensUnderArea(cone, corner, FEET, { coneType: "round" })).toEqual([]);
    expect(tokensUnderArea(cone, corner, FEET, { coneType: "flat" })).toEqual(["corner"]);
  });

  it("a large creature is covered when its centre is", () => {
    const ogre = [at("ogre", 800, 600, 2)];
    const cone = area("MeasuredTemplate", { t: "cone", x: 600, y: 600, direction: 0, distance: 15 });
    expect(tokensUnderArea(cone, ogre, FEET)).toEqual(["ogre"]);
  });
});

describe("the GM buttons a breath card offers", () => {
  const card = (targets: CardData["targets"]): CardData => ({
    version: 2,
    requestId: "aaaaaaaaaaaaaaaa",
    userId: "u",
    actorUuid: "Actor.a",
    actorName: "A",
    itemUuid: null,
    ancestry: "red",
    dc: 13,
    ability: "dex",
    damageType: "fire",
    formula: "2d6",
    damageTotal: 7,
    automation: "damage",
    adHoc: false,
    areaUuid: null,
    mode: "publicroll",
    targets,
  });

  it("rolled creatures give an apply button, damaged ones an undo button, merely targeted ones none", () => {
    const targeted = newTarget(null, "Actor.w", "W");
    const rolled = { ...newTarget(null, "Actor.y", "Y"), status: "rolled" as const, damage: 3 };
    const applied = { ...newTarget(null, "Actor.z", "Z"), status: "applied" as const, damage: 7, hpLost: 7 };
    expect(cardActions(card([targeted]))).toEqual([]);
    expect(cardActions(card([rolled]))).toEqual(["apply"]);
    expect(cardActions(card([applied]))).toEqual(["undo"]);
    expect(cardActions(card([targeted, rolled, applied]))).toEqual(["apply", "undo"]);
  });

  it("an immune creature that lost nothing, or one already given back, gives nothing to undo", () => {
    const immune = { ...newTarget(null, "Actor.z", "Z"), status: "applied" as const, damage: 7, hpLost: 0 };
    const undone = { ...newTarget(null, "Actor.z", "Z"), status: "undone" as const, damage: 7, hpLost: 7 };
    expect(cardActions(card([immune]))).toEqual([]);
    expect(cardActions(card([undone]))).toEqual([]);
  });

  it("flags that are not a breath card of this version are not read as one", () => {
    expect(readCardData(undefined)).toBeNull();
    expect(readCardData("card")).toBeNull();
    expect(readCardData({ version: 2, targets: [] })).toBeNull();
    expect(readCardData({ ...card([]), version: 1 })).toBeNull();
    expect(readCardData({ ...card([]), requestId: undefined })).toBeNull();
    expect(readCardData({ ...card([]), dc: "12" })).toBeNull();
    expect(readCardData(card([]))).not.toBeNull();
  });
});
