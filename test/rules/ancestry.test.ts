import { describe, expect, it } from "vitest";
import { ANCESTRIES, getAncestry, isAncestryId, type AncestryId } from "../../src/content/ancestries";
import { ANCESTRY_TABLE_HTML } from "../../src/content/text/races";
import { DND5E_LINES, dnd5eConfig } from "../support/dnd5e-facts";

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

  it("names the ancestries as the chapter does and their damage types with the uniform '-skaði' labels", () => {
    expect(ANCESTRIES.map((a) => [a.nameIs, a.damageNameIs])).toEqual([
      ["Svart", "Sýruskaði"],
      ["Blátt", "Eldingarskaði"],
      ["Látún", "Eldskaði"],
      ["Brons", "Eldingarskaði"],
      ["Kopar", "Sýruskaði"],
      ["Gull", "Eldskaði"],
      ["Grænt", "Eiturskaði"],
      ["Rautt", "Eldskaði"],
      ["Silfur", "Kuldaskaði"],
      ["Hvítt", "Kuldaskaði"],
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

interface TableRow {
  nameIs: string;
  damageNameIs: string;
  area: string;
}

/** The body rows of the ancestry table the dragonborn item and the rules journal show. */
function shippedTable(): TableRow[] {
  const body = /<tbody>(.*?)<\/tbody>/s.exec(ANCESTRY_TABLE_HTML)?.[1] ?? "";
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) => {
    const [nameIs = "", damageNameIs = "", area = ""] = [...(row[1] ?? "").matchAll(/<td>(.*?)<\/td>/gs)].map(
      (cell) => cell[1] ?? "",
    );
    return { nameIs, damageNameIs, area };
  });
}

/** The Icelandic damage labels of the table and dnd5e's ids for them. */
const DAMAGE_IDS: Record<string, string> = {
  sýruskaði: "acid",
  eldingarskaði: "lightning",
  eldskaði: "fire",
  eiturskaði: "poison",
  kuldaskaði: "cold",
};

describe("draconic ancestry table against the shipped race chapter", () => {
  it("has exactly the chapter table's rows, names, damage types, areas and saves", () => {
    const table = shippedTable();
    expect(table).toHaveLength(ANCESTRIES.length);
    table.forEach((row, i) => {
      const a = ANCESTRIES[i]!;
      expect(a.nameIs).toBe(row.nameIs);
      expect(a.damageNameIs).toBe(row.damageNameIs);
      expect(a.damageType).toBe(DAMAGE_IDS[row.damageNameIs.toLowerCase()]);
      const isLine = /lína/.test(row.area);
      expect(a.shape).toBe(isLine ? "line" : "cone");
      const metres = isLine ? `${a.widthM} sinnum ${a.lengthM} metra lína` : `${a.lengthM} metra keila`;
      expect(row.area).toContain(metres.replace(/\./g, ","));
      expect(a.save).toBe(/hreystivarnarkast/.test(row.area) ? "con" : "dex");
    });
  });

  it.each(DND5E_LINES)("uses only damage types, abilities and area shapes that dnd5e %s defines", (line) => {
    const summary = dnd5eConfig(line).summary as Record<string, Record<string, unknown>>;
    for (const a of ANCESTRIES) {
      expect(summary["damageTypes"]).toHaveProperty(a.damageType);
      expect(summary["abilities"]).toHaveProperty(a.save);
      expect(summary["areaTargetTypes"]).toHaveProperty(a.shape);
    }
  });
});
