import { describe, expect, it } from "vitest";
import { ANCESTRIES } from "../../src/content/ancestry";
import { breathArea } from "../../src/rules/breath";
import type { TokenFootprint } from "../../src/rules/geometry";
import { areaInSceneUnits, placementOf, sceneLengthUnit, tokensUnderTemplate } from "../../src/breath/area";
import { cardActions, newTarget, readCardData, type CardData } from "../../src/breath/card-data";

describe("the scene's length unit", () => {
  it("reads the ways GMs spell feet and metres in a scene's grid units", () => {
    for (const units of ["ft", "Feet", "foot", "ft.", " FT "]) expect(sceneLengthUnit(units, "m")).toBe("ft");
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

describe("which tokens a placed template covers", () => {
  const grid = { gridSize: 100, gridDistance: 5 };
  const at = (id: string, cx: number, cy: number): TokenFootprint => ({
    id,
    x: cx - 50,
    y: cy - 50,
    width: 1,
    height: 1,
  });
  const tokens = [
    at("breather", 550, 550),
    at("goblin", 750, 550),
    at("orc", 550, 850),
    at("ally", 1150, 550),
  ];

  it("a 15 ft cone to the east covers the goblin in front and not the breather behind its origin", () => {
    const cone = { t: "cone", x: 550, y: 550, direction: 0, distance: 15 };
    expect(tokensUnderTemplate(cone, tokens, grid, { excludeIds: ["breather"] })).toEqual(["goblin"]);
  });

  it("the breather is never a target, even when its centre is the template's origin", () => {
    const cone = { t: "cone", x: 550, y: 550, direction: 0, distance: 15 };
    expect(tokensUnderTemplate(cone, tokens, grid, {})).toContain("breather");
    expect(tokensUnderTemplate(cone, tokens, grid, { excludeIds: ["breather"] })).not.toContain("breather");
  });

  it("a 30 ft ray (dnd5e's line) pointing south covers the orc 3 squares down only", () => {
    const ray = { t: "ray", x: 550, y: 600, direction: 90, distance: 30, width: 5 };
    expect(tokensUnderTemplate(ray, tokens, grid, { excludeIds: ["breather"] })).toEqual(["orc"]);
  });

  it("the same line on a gridless 1,5 m scene reaches the same creatures", () => {
    const metric = { gridSize: 100, gridDistance: 1.5 };
    const ray = { t: "ray", x: 550, y: 600, direction: 90, distance: 9, width: 1.5 };
    expect(tokensUnderTemplate(ray, tokens, metric, { excludeIds: ["breather"] })).toEqual(["orc"]);
  });

  it("a template shape the breath never makes (a circle) covers nobody", () => {
    expect(placementOf({ t: "circle", x: 0, y: 0, direction: 0, distance: 10 })).toBeNull();
    expect(
      tokensUnderTemplate({ t: "circle", x: 550, y: 550, direction: 0, distance: 30 }, tokens, grid),
    ).toEqual([]);
  });
});

describe("the GM buttons a breath card offers", () => {
  const card = (targets: CardData["targets"]): CardData => ({
    version: 1,
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
    noScene: false,
    awaitingGM: false,
    requestedAt: null,
    templateUuid: null,
    userId: "u",
    targets,
  });

  it("pending creatures give a finish button, rolled ones an apply button, damaged ones an undo button", () => {
    const pending = newTarget(null, "Actor.x", "X", "pending");
    const rolled = { ...newTarget(null, "Actor.y", "Y", "rolled"), damage: 3 };
    const applied = { ...newTarget(null, "Actor.z", "Z", "applied"), damage: 7, hpLost: 7 };
    expect(cardActions(card([pending]))).toEqual(["resolve"]);
    expect(cardActions(card([rolled]))).toEqual(["apply"]);
    expect(cardActions(card([applied]))).toEqual(["undo"]);
    expect(cardActions(card([pending, rolled, applied]))).toEqual(["resolve", "apply", "undo"]);
  });

  it("an immune creature that lost nothing gives nothing to undo", () => {
    const immune = { ...newTarget(null, "Actor.z", "Z", "applied"), damage: 7, hpLost: 0 };
    expect(cardActions(card([immune]))).toEqual([]);
  });

  it("flags that are not a breath card are not read as one", () => {
    expect(readCardData(undefined)).toBeNull();
    expect(readCardData({ version: 2, targets: [] })).toBeNull();
    expect(readCardData(card([]))).not.toBeNull();
  });
});
