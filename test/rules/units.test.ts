import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  convertDarkvision,
  convertLength,
  movementFor,
  convertSenses,
  formatLength,
  senseChangeFor,
} from "../../src/rules/units";

describe("metres and feet (5 ft = 1,5 m)", () => {
  it.each([
    [9, 30],
    [7.5, 25],
    [18, 60],
    [4.5, 15],
    [1.5, 5],
    [6, 20],
    [10.5, 35],
  ])("%s m is %s ft and back", (m, ft) => {
    expect(convertLength(m, "m", "ft")).toBe(ft);
    expect(convertLength(ft, "ft", "m")).toBe(m);
  });

  it("shows no floating-point noise: 2,1 m is 7 ft, not 7.000000000000001", () => {
    expect(convertLength(2.1, "m", "ft")).toBe(7);
    expect(convertLength(0.9, "m", "ft")).toBe(3);
  });

  it("any whole number of feet survives a round trip through metres", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (ft) => {
        expect(convertLength(convertLength(ft, "ft", "m"), "m", "ft")).toBe(ft);
      }),
    );
  });

  it("leaves a length alone when the units already match", () => {
    expect(convertLength(7.5, "m", "m")).toBe(7.5);
    expect(convertLength(25, "ft", "ft")).toBe(25);
  });

  it("any multiple of 5 ft survives a round trip through metres exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (n) => {
        const ft = 5 * n;
        const m = convertLength(ft, "ft", "m");
        expect(m).toBe(1.5 * n);
        expect(convertLength(m, "m", "ft")).toBe(ft);
      }),
    );
  });

  it("any multiple of 1,5 m survives a round trip through feet exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (n) => {
        const m = (3 * n) / 2;
        expect(convertLength(convertLength(m, "m", "ft"), "ft", "m")).toBe(m);
      }),
    );
  });
});

describe("darkvision ranges stay whole numbers", () => {
  it("60 ft darkvision is 18 m, and 18 m is 60 ft", () => {
    expect(convertDarkvision(60, "ft", "m")).toBe(18);
    expect(convertDarkvision(18, "m", "ft")).toBe(60);
    expect(convertDarkvision(120, "ft", "m")).toBe(36);
  });

  it("a range that does not divide evenly is rounded to an integer", () => {
    expect(convertDarkvision(10, "ft", "m")).toBe(3);
    expect(convertDarkvision(5, "ft", "m")).toBe(2);
    expect(convertDarkvision(10, "m", "ft")).toBe(33);
  });

  it("no darkvision stays no darkvision", () => {
    expect(convertDarkvision(null, "ft", "m")).toBeNull();
  });
});

describe("a race's movement and senses in the other unit", () => {
  it("a 25 ft walking speed becomes 7.5 m, stored as a formula string like dnd5e does", () => {
    const moved = movementFor(
      { walk: "25", burrow: "", climb: "", fly: "", swim: "", units: "ft", hover: false },
      "m",
      "flat",
    );
    expect(moved).toEqual({
      walk: "7.5",
      burrow: "",
      climb: "",
      fly: "",
      swim: "",
      units: "m",
      hover: false,
    });
  });

  it("numbers, blanks, nulls and non-numeric formulas are each handled", () => {
    const moved = movementFor(
      { walk: 30, swim: null, climb: "@attributes.movement.walk", fly: " 9 ", units: "m" },
      "ft",
      "flat",
    );
    expect(moved).toEqual({
      walk: 100,
      swim: null,
      climb: "@attributes.movement.walk",
      fly: "30",
      units: "ft",
    });
  });

  it("a block without units is read as feet, dnd5e's initial value", () => {
    expect(movementFor({ walk: "30", units: null }, "m", "flat")).toEqual({ walk: "9", units: "m" });
  });

  it("converting to the same unit changes nothing", () => {
    const block = { walk: "9", fly: "", units: "m" };
    expect(movementFor(block, "m", "flat")).toEqual(block);
  });

  it("a block in a unit other than feet or metres is never silently mis-converted", () => {
    // The race's movement keeps its numbers and its unit; a senses block in another unit is refused.
    expect(movementFor({ walk: "1", units: "mi" }, "m", "flat")).toEqual({ walk: "1", units: "mi" });
    expect(() => convertSenses({ ranges: { darkvision: 1 }, units: "km" }, "ft")).toThrow(RangeError);
  });

  it("an effect's sense already in the creature's unit keeps its authored range; a converted one is rounded", () => {
    const change = { key: "system.attributes.senses.ranges.tremorsense", value: "1.5" };
    expect(senseChangeFor(change, "m", "m")).toEqual(change);
    expect(senseChangeFor(change, "m", "ft").value).toBe("5");
    expect(senseChangeFor({ ...change, value: "1" }, "m", "ft").value).toBe("3");
  });

  it("60 ft darkvision becomes 18 m and absent senses stay null", () => {
    const senses = convertSenses(
      {
        ranges: { darkvision: 60, blindsight: null, tremorsense: null, truesight: null },
        units: "ft",
        special: "",
      },
      "m",
    );
    expect(senses).toEqual({
      ranges: { darkvision: 18, blindsight: null, tremorsense: null, truesight: null },
      units: "m",
      special: "",
    });
  });

  it("does not modify the block it was given", () => {
    const block = { ranges: { darkvision: 60 }, units: "ft" };
    const movement = { walk: "30", units: "ft" };
    convertSenses(block, "m");
    movementFor(movement, "m", "speeds");
    expect(block).toEqual({ ranges: { darkvision: 60 }, units: "ft" });
    expect(movement).toEqual({ walk: "30", units: "ft" });
  });
});

describe("lengths as a reader sees them", () => {
  it.each([
    [7.5, "m", "is", "7,5 m"],
    [1.5, "m", "is", "1,5 m"],
    [9, "m", "is", "9 m"],
    [18, "m", "is", "18 m"],
    [4.5, "m", "en", "4.5 m"],
    [25, "ft", "en", "25 ft"],
    [30, "ft", "is", "30 fet"],
    [30, "ft", "en", "30 ft"],
  ] as const)("%s %s in '%s' reads %s", (value, unit, lang, text) => {
    expect(formatLength(value, unit, lang)).toBe(text);
  });

  it("never shows a trailing ,0 or conversion noise", () => {
    expect(formatLength(convertLength(30, "ft", "m"), "m", "is")).toBe("9 m");
    expect(formatLength(convertLength(25, "ft", "m"), "m", "is")).toBe("7,5 m");
    expect(formatLength(convertLength(4.5, "m", "ft"), "ft", "is")).toBe("15 fet");
  });

  it("falls back to English digits for an unusable language tag", () => {
    expect(formatLength(7.5, "m", "not a locale!")).toBe("7.5 m");
  });
});

describe("lengths in a browser without Icelandic number data", () => {
  it("still write the Icelandic decimal comma: 1,5 m, not 1.5 m", async () => {
    const real = Intl.NumberFormat;
    // A Chromium built without Icelandic ICU data formats every locale as English.
    const englishOnly = function (_locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new real("en", options);
    } as unknown as typeof Intl.NumberFormat;
    englishOnly.supportedLocalesOf = real.supportedLocalesOf.bind(real);
    Intl.NumberFormat = englishOnly;
    try {
      vi.resetModules();
      const units = await import("../../src/rules/units");
      expect(units.formatLength(1.5, "m", "is")).toBe("1,5 m");
      expect(units.formatLength(7.5, "m", "is")).toBe("7,5 m");
      expect(units.formatLength(30, "ft", "is")).toBe("30 fet");
      expect(units.formatLength(1.5, "m", "en")).toBe("1.5 m");
    } finally {
      Intl.NumberFormat = real;
      vi.resetModules();
    }
  });
});
