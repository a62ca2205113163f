/**
 * The nine race items of the races pack, checked against a table written out here from the SRD
 * 5.1 races chapter, the seed (metric lengths) and dnd5e 5.3.3's own identifiers — not from
 * src/content/ — so a wrong value in the module's data shows up as a wrong race on a character sheet.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PACK_SOURCES } from "../../scripts/lib/project";

interface Expected {
  /** dnd5e's `system.identifier` for the race (its `@scale.<identifier>` formulas rely on it). */
  identifier: string;
  srdName: string;
  /** Walking speed in metres (30 ft = 9 m, 25 ft = 7,5 m). */
  walk: number;
  /** Darkvision in metres (60 ft = 18 m), null for a race without it. */
  darkvision: number | null;
}

/** By the race's Icelandic name, as the seed names it. */
const RACES: Record<string, Expected> = {
  Háálfar: { identifier: "high-elf", srdName: "High Elf", walk: 9, darkvision: 18 },
  Hæðadvergar: { identifier: "hill-dwarf", srdName: "Hill Dwarf", walk: 7.5, darkvision: 18 },
  Fáfnisniðjar: { identifier: "dragonborn", srdName: "Dragonborn", walk: 9, darkvision: null },
  Grjótagnómar: { identifier: "rock-gnome", srdName: "Rock Gnome", walk: 7.5, darkvision: 18 },
  Hálfálfar: { identifier: "half-elf", srdName: "Half-Elf", walk: 9, darkvision: 18 },
  Hálforkar: { identifier: "half-orc", srdName: "Half-Orc", walk: 9, darkvision: 18 },
  Helniðjar: { identifier: "tiefling", srdName: "Tiefling", walk: 9, darkvision: 18 },
  Mannfólk: { identifier: "human", srdName: "Human", walk: 9, darkvision: null },
  Léttfetar: { identifier: "lightfoot-halfling", srdName: "Lightfoot Halfling", walk: 7.5, darkvision: null },
};

interface RaceSource {
  name: string;
  type: string;
  flags: { kynthaettir?: { srdName?: unknown } };
  system: {
    identifier: unknown;
    source: Record<string, unknown>;
    type: { value: unknown };
    movement: { walk: unknown; units: unknown };
    senses: { ranges: { darkvision: unknown }; units: unknown };
  };
}

const dir = path.join(PACK_SOURCES, "races");
const items = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((file) => ({ file, doc: JSON.parse(readFileSync(path.join(dir, file), "utf8")) as RaceSource }));

/** A length field as dnd5e stores it (a string for movement), as a number of metres. */
const metres = (value: unknown): number | null =>
  value === null || value === "" || value === undefined ? null : Number(String(value).replace(",", "."));

describe("the races pack", () => {
  it("holds exactly the nine SRD races, one item each", () => {
    expect(items.map((i) => i.doc.name).sort()).toEqual(Object.keys(RACES).sort());
    for (const { file, doc } of items) expect(doc.type, file).toBe("race");
  });

  describe.each(items)("$doc.name ($file)", ({ doc }) => {
    const expected = RACES[doc.name];

    it("carries dnd5e's identifier for the race", () => {
      expect(doc.system.identifier).toBe(expected?.identifier);
    });

    it("names its source as SRD 5.1 under CC-BY-4.0, 2014 rules", () => {
      expect(doc.system.source).toMatchObject({ book: "SRD 5.1", license: "CC-BY-4.0", rules: "2014" });
    });

    it("records the SRD's English name", () => {
      expect(doc.flags.kynthaettir?.srdName).toBe(expected?.srdName);
    });

    it("is a humanoid", () => {
      expect(doc.system.type.value).toBe("humanoid");
    });

    it("walks and sees in the dark as far as the SRD says, in metres", () => {
      expect(doc.system.movement.units).toBe("m");
      expect(metres(doc.system.movement.walk)).toBe(expected?.walk);
      expect(doc.system.senses.units).toBe("m");
      expect(metres(doc.system.senses.ranges.darkvision)).toBe(expected?.darkvision);
    });
  });
});
