import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ANCESTRIES, getAncestry, isAncestryId, type AncestryId } from "../../src/content/ancestry";
import { describeShared, sharedPath } from "../support/shared";

const SEED_ORDER: AncestryId[] = [
  "black",
  "blue",
  "brass",
  "bronze",
  "copper",
  "gold",
  "green",
  "red",
  "silver",
  "white",
];

describe("draconic ancestry table", () => {
  it("offers the ten ancestries in the order of the race chapter", () => {
    expect(ANCESTRIES.map((a) => a.id)).toEqual(SEED_ORDER);
  });

  it("names the ancestries and damage types in Icelandic as the chapter does", () => {
    expect(ANCESTRIES.map((a) => [a.nameIs, a.damageNameIs])).toEqual([
      ["Svart", "Sýra"],
      ["Blátt", "Elding"],
      ["Látún", "Eldur"],
      ["Brons", "Elding"],
      ["Kopar", "Sýra"],
      ["Gull", "Eldur"],
      ["Grænt", "Eitur"],
      ["Rautt", "Eldur"],
      ["Silfur", "Kuldi"],
      ["Hvítt", "Kuldi"],
    ]);
  });

  it("gives each ancestry its SRD damage type", () => {
    expect(Object.fromEntries(ANCESTRIES.map((a) => [a.id, a.damageType]))).toEqual({
      black: "acid",
      blue: "lightning",
      brass: "fire",
      bronze: "lightning",
      copper: "acid",
      gold: "fire",
      green: "poison",
      red: "fire",
      silver: "cold",
      white: "cold",
    });
  });

  it("breathes a 1,5 × 9 m (5 × 30 ft) line for the metallic-line five and a 4,5 m (15 ft) cone for the rest", () => {
    for (const a of ANCESTRIES.slice(0, 5)) {
      expect(a, a.id).toMatchObject({ shape: "line", lengthM: 9, widthM: 1.5, lengthFt: 30, widthFt: 5 });
    }
    for (const a of ANCESTRIES.slice(5)) {
      expect(a, a.id).toMatchObject({ shape: "cone", lengthM: 4.5, lengthFt: 15 });
      expect(a.widthM, a.id).toBeUndefined();
      expect(a.widthFt, a.id).toBeUndefined();
    }
  });

  it("asks for a Constitution save against green, silver and white breath and Dexterity otherwise", () => {
    const con = ANCESTRIES.filter((a) => a.save === "con").map((a) => a.id);
    expect(con).toEqual(["green", "silver", "white"]);
    expect(ANCESTRIES.filter((a) => a.save === "dex")).toHaveLength(7);
  });

  it("maps a d10 roll of n to the n-th row of the table", () => {
    ANCESTRIES.forEach((a, i) => expect(a.d10Range).toEqual([i + 1, i + 1]));
  });

  it("gives every RollTable result a unique, valid 16-character id", () => {
    const ids = ANCESTRIES.map((a) => a.tableResultId);
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getAncestry("black").tableResultId).toBe("kynAncBlack00000");
  });

  it("recognises ancestry ids and rejects anything else", () => {
    for (const id of SEED_ORDER) expect(isAncestryId(id)).toBe(true);
    for (const x of ["Black", "svart", "", null, undefined, 3, "purple", "constructor"]) {
      expect(isAncestryId(x)).toBe(false);
    }
    expect(getAncestry("silver").nameIs).toBe("Silfur");
    expect(() => getAncestry("purple" as AncestryId)).toThrow(RangeError);
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(ANCESTRIES)).toBe(true);
    expect(Object.isFrozen(getAncestry("red"))).toBe(true);
  });
});

interface SeedRow {
  nameIs: string;
  damageNameIs: string;
  area: string;
}

function readSeedTable(): SeedRow[] {
  const lines = readFileSync(sharedPath("seed", "kynthaettir.txt"), "utf8").split(/\r?\n/);
  const header = lines.findIndex((l) => l.startsWith("Ætterni\t"));
  if (header < 0) throw new Error("draconic ancestry table not found in the seed");
  const rows: SeedRow[] = [];
  for (const line of lines.slice(header + 1)) {
    if (line.trim() === "") break;
    const [nameIs = "", damageNameIs = "", area = ""] = line.split("\t");
    rows.push({ nameIs, damageNameIs, area });
  }
  return rows;
}

/** "sýra | `acid`" pairs of the glossary's damage-type table. */
function readGlossaryDamageIds(): Map<string, string> {
  const text = readFileSync(sharedPath("glossary.md"), "utf8");
  const map = new Map<string, string>();
  for (const m of text.matchAll(/\|\s*([a-záéíóúýþæö-]+)\s*\|\s*`([a-z]+)`/g)) {
    map.set(m[1]!.toLowerCase(), m[2]!);
  }
  return map;
}

describeShared("draconic ancestry table against the shipped race chapter", () => {
  it("has exactly the seed's rows, names, damage types, areas and saves", () => {
    const seed = readSeedTable();
    expect(seed).toHaveLength(ANCESTRIES.length);
    const damageIds = readGlossaryDamageIds();
    seed.forEach((row, i) => {
      const a = ANCESTRIES[i]!;
      expect(a.nameIs).toBe(row.nameIs);
      expect(a.damageNameIs).toBe(row.damageNameIs);
      expect(a.damageType).toBe(damageIds.get(row.damageNameIs.toLowerCase()));
      const isLine = /lína/.test(row.area);
      expect(a.shape).toBe(isLine ? "line" : "cone");
      const metres = isLine ? `${a.widthM} sinnum ${a.lengthM} metra lína` : `${a.lengthM} metra keila`;
      expect(row.area).toContain(metres.replace(/\./g, ","));
      expect(a.save).toBe(/Hreysti veitir vörn/.test(row.area) ? "con" : "dex");
    });
  });

  it("uses only damage types, abilities and area shapes that dnd5e 5.3 defines", () => {
    const config = JSON.parse(readFileSync(sharedPath("dnd5e", "config.json"), "utf8")) as {
      summary: Record<string, Record<string, unknown>>;
    };
    for (const a of ANCESTRIES) {
      expect(config.summary.damageTypes).toHaveProperty(a.damageType);
      expect(config.summary.abilities).toHaveProperty(a.save);
      expect(config.summary.areaTargetTypes).toHaveProperty(a.shape);
    }
  });
});
