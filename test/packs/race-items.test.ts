/**
 * The race items of the races pack, checked against each race's row of the SRD's table (`srd`
 * beside its content: the SRD 5.1 races chapter, the seed's metric lengths and dnd5e 5.3.3's own
 * identifiers) — not against the race's data the items are built from — so a wrong value in the
 * module's data shows up as a wrong race on a character sheet.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PACK_SOURCES } from "../../scripts/lib/project";
import { isOneOf, RACE_IDS } from "../../src/content/ids";
import { RACE_TABLES } from "../../src/content/races";
import { isRecord } from "../../src/rules/record";
import { movementFor } from "../../src/rules/units";

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

interface RaceSource {
  name: string;
  type: string;
  flags: { kynthaettir?: { srdName?: unknown; raceId?: unknown } };
  system: {
    identifier: unknown;
    source: Record<string, unknown>;
    type: { value: unknown };
    movement: { walk: unknown; units: unknown; speeds?: Record<string, unknown> };
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
  it("holds one item for each race, by its id", () => {
    expect(items.map((i) => i.doc.flags.kynthaettir?.raceId).sort()).toEqual([...RACE_IDS].sort());
    for (const { file, doc } of items) expect(doc.type, file).toBe("race");
  });

  describe.each(items)("$doc.name ($file)", ({ doc }) => {
    const expected = isOneOf(RACE_IDS, doc.flags.kynthaettir?.raceId)
      ? RACE_TABLES[doc.flags.kynthaettir.raceId]
      : undefined;

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

    it("walks as far on dnd5e 5.3, which drops `speeds`, as on dnd5e 6, which drops the flat speeds", () => {
      const { speeds, ...flat } = doc.system.movement as Record<string, unknown>;
      const nested = Object.fromEntries(
        Object.entries(doc.system.movement).filter(([k]) => !(k in (speeds as object))),
      );
      expect(speeds).toBeDefined();
      expect(movementFor(flat, "m", "flat")["walk"]).toBe(String(expected?.walk.m));
      expect(record(movementFor(nested, "m", "speeds")["speeds"])["walk"]).toBe(String(expected?.walk.m));
    });

    it("walks and sees in the dark as far as the SRD says, in metres", () => {
      expect(doc.system.movement.units).toBe("m");
      expect(metres(doc.system.movement.walk)).toBe(expected?.walk.m);
      expect(metres(doc.system.movement.speeds?.["walk"])).toBe(expected?.walk.m);
      expect(doc.system.senses.units).toBe("m");
      expect(metres(doc.system.senses.ranges.darkvision)).toBe(expected?.darkvision.m || null);
    });
  });
});
