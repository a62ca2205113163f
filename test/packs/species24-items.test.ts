/**
 * The fourteen species items of the "Tegundir (2024)" pack, checked against a table written out
 * here from SRD 5.2 (feet → metres: 30 ft = 9 m, 35 ft = 10,5 m, 60 ft = 18 m, 120 ft = 36 m) and
 * dnd5e's own identifiers (its origins24 pack) — not from src/content — so a wrong value in the
 * module's data shows up as a wrong species on a character sheet.
 */
import { describe, expect, it } from "vitest";
import { packDocs, type Doc } from "../support/packs";
import { SPELLS24_FACTS } from "../support/spells24";

interface Expected {
  readonly srdName: string;
  /** "choice": Small or Medium, the player's (a pending effect filled by the size choice). */
  readonly size: "sm" | "med" | "choice";
  readonly walk: number;
  readonly darkvision: number | null;
  /** Resistances the species item gives without a choice. */
  readonly resists: readonly string[];
  /** The SRD 5.2 names of the traits granted as feature items, with the level a late one comes at. */
  readonly features: readonly string[];
  /** The SRD 5.2 spells the lineage or legacy grants (dnd5e's spells24), with the level a late one comes at. */
  readonly spells?: readonly string[];
}

const ELF = ["Fey Ancestry", "Keen Senses", "Trance"];
const TIEFLING = ["Otherworldly Presence"];

const SPECIES: Record<string, Expected> = {
  dragonborn: {
    srdName: "Dragonborn",
    size: "med",
    walk: 9,
    darkvision: 18,
    resists: [],
    features: ["Breath Weapon", "Draconic Flight@5"],
  },
  dwarf: {
    srdName: "Dwarf",
    size: "med",
    walk: 9,
    darkvision: 36,
    resists: ["poison"],
    features: ["Dwarven Resilience", "Dwarven Toughness", "Stonecunning"],
  },
  "elf-drow": {
    srdName: "Elf, Drow",
    size: "med",
    walk: 9,
    darkvision: 36,
    resists: [],
    features: [...ELF, "Elven Lineage, Drow"],
    spells: ["Dancing Lights", "Faerie Fire@3", "Darkness@5"],
  },
  "elf-high": {
    srdName: "Elf, High",
    size: "med",
    walk: 9,
    darkvision: 18,
    resists: [],
    features: [...ELF, "Elven Lineage, High Elf"],
    spells: ["Prestidigitation", "Detect Magic@3", "Misty Step@5"],
  },
  "elf-wood": {
    srdName: "Elf, Wood",
    size: "med",
    walk: 10.5,
    darkvision: 18,
    resists: [],
    features: [...ELF, "Elven Lineage, Wood Elf"],
    spells: ["Druidcraft", "Longstrider@3", "Pass without Trace@5"],
  },
  "gnome-forest": {
    srdName: "Gnome, Forest",
    size: "sm",
    walk: 9,
    darkvision: 18,
    resists: [],
    features: ["Gnomish Cunning", "Gnomish Lineage, Forest"],
    spells: ["Minor Illusion", "Speak with Animals"],
  },
  "gnome-rock": {
    srdName: "Gnome, Rock",
    size: "sm",
    walk: 9,
    darkvision: 18,
    resists: [],
    features: ["Gnomish Cunning", "Gnomish Lineage, Rock"],
    spells: ["Mending", "Prestidigitation"],
  },
  goliath: {
    srdName: "Goliath",
    size: "med",
    walk: 10.5,
    darkvision: null,
    resists: [],
    features: ["Giant Ancestry", "Powerful Build", "Large Form@5"],
  },
  halfling: {
    srdName: "Halfling",
    size: "sm",
    walk: 9,
    darkvision: null,
    resists: [],
    features: ["Brave", "Halfling Nimbleness", "Luck", "Naturally Stealthy"],
  },
  human: {
    srdName: "Human",
    size: "choice",
    walk: 9,
    darkvision: null,
    resists: [],
    features: ["Resourceful", "Skillful", "Versatile"],
  },
  orc: {
    srdName: "Orc",
    size: "med",
    walk: 9,
    darkvision: 36,
    resists: [],
    features: ["Adrenaline Rush", "Relentless Endurance"],
  },
  "tiefling-abyssal": {
    srdName: "Tiefling, Abyssal",
    size: "choice",
    walk: 9,
    darkvision: 18,
    resists: ["poison"],
    features: [...TIEFLING, "Fiendish Legacy, Abyssal"],
    spells: ["Thaumaturgy", "Poison Spray", "Ray of Sickness@3", "Hold Person@5"],
  },
  "tiefling-chthonic": {
    srdName: "Tiefling, Chthonic",
    size: "choice",
    walk: 9,
    darkvision: 18,
    resists: ["necrotic"],
    features: [...TIEFLING, "Fiendish Legacy, Chthonic"],
    spells: ["Thaumaturgy", "Chill Touch", "False Life@3", "Ray of Enfeeblement@5"],
  },
  "tiefling-infernal": {
    srdName: "Tiefling, Infernal",
    size: "choice",
    walk: 9,
    darkvision: 18,
    resists: ["fire"],
    features: [...TIEFLING, "Fiendish Legacy, Infernal"],
    spells: ["Thaumaturgy", "Fire Bolt", "Hellish Rebuke@3", "Darkness@5"],
  },
};

/** SRD 5.2 uses: a proficiency bonus of times or once, regained on the rest named. */
const USES: Record<string, { max: string; period: string }> = {
  "Breath Weapon": { max: "@prof", period: "lr" },
  "Draconic Flight": { max: "1", period: "lr" },
  Stonecunning: { max: "@prof", period: "lr" },
  "Large Form": { max: "1", period: "lr" },
  "Adrenaline Rush": { max: "@prof", period: "sr" },
  "Relentless Endurance": { max: "1", period: "lr" },
};

/**
 * SRD 5.2's traits that roll or reach, with the activity dnd5e's own trait has: its type and
 * activation (empty, as dnd5e's own, where a trigger is written as the condition),
 * what it rolls (formula and types), whom it is used on, and its range in metres.
 */
const ROLLING: Record<
  string,
  readonly [type: string, activation: string, roll: string, on: string, range: string]
> = {
  "Cloud's Jaunt": ["utility", "bonus", "", "space", "9 m"],
  "Fire's Burn": ["damage", "", "1d10 fire", "1 creature", "spec"],
  "Frost's Chill": ["damage", "", "1d6 cold", "1 creature", "spec"],
  "Hill's Tumble": ["utility", "", "", "1 creature", "spec"],
  "Stone's Endurance": ["heal", "reaction", "1d12 + @abilities.con.mod healing", "self", "self"],
  "Storm's Thunder": ["damage", "reaction", "1d8 thunder", "1 creature", "18 m"],
  "Adrenaline Rush": ["heal", "bonus", "@prof temphp", "self", "self"],
  "Relentless Endurance": ["heal", "", "1 healing", "self", "self"],
};

const rec = (v: unknown): Doc => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Doc) : {});
const list = (v: unknown): Doc[] => (Array.isArray(v) ? v.map(rec) : []);
const ours = (d: Doc): Doc => rec(rec(d["flags"])["kynthaettir"]);

const items = packDocs("species24");
const features = packDocs("species24-features");
const byUuid = (uuid: string): Doc | undefined => features.find((f) => f["_id"] === uuid.split(".").at(-1));

describe("the species24 pack (Tegundir (2024))", () => {
  it("holds exactly the fourteen SRD 5.2 species, one race item each, with dnd5e's identifiers", () => {
    expect(items.map((d) => String(rec(d["system"])["identifier"])).sort()).toEqual(
      Object.keys(SPECIES).sort(),
    );
    for (const doc of items) expect(doc["type"]).toBe("race");
  });

  describe.each(items.map((doc) => ({ doc, id: String(rec(doc["system"])["identifier"]) })))(
    "$id",
    ({ doc, id }) => {
      const expected = SPECIES[id]!;
      const system = rec(doc["system"]);
      const changes = list(doc["effects"]).flatMap((e) => list(e["changes"]));

      it("names its source as SRD 5.2 under CC-BY-4.0, 2024 rules, and records the SRD name", () => {
        expect(system["source"]).toMatchObject({ book: "SRD 5.2", license: "CC-BY-4.0", rules: "2024" });
        expect(ours(doc)["srdName"]).toBe(expected.srdName);
        expect(rec(system["type"])["value"]).toBe("humanoid");
      });

      it("has the SRD 5.2 size, speed and darkvision, in metres", () => {
        const sizes = changes.filter((c) => c["key"] === "system.traits.size").map((c) => c["value"]);
        if (expected.size === "choice") {
          const effect = list(doc["effects"]).find((e) => ours(e)["trait"] === "size")!;
          expect([sizes, ours(effect)["choice"]]).toEqual([[], "speciesSize"]);
          expect(list(ours(doc)["choices"])).toContainEqual({ kind: "speciesSize", pool: ["sm", "med"] });
        } else expect(sizes).toEqual([expected.size]);
        const movement = rec(system["movement"]);
        expect([Number(movement["walk"]), movement["units"]]).toEqual([expected.walk, "m"]);
        const senses = rec(system["senses"]);
        expect([rec(senses["ranges"])["darkvision"], senses["units"]]).toEqual([expected.darkvision, "m"]);
      });

      it("gives its fixed resistances and no ability increase (the 2024 background gives those)", () => {
        const dr = changes.filter((c) => c["key"] === "system.traits.dr.value").map((c) => c["value"]);
        expect(dr).toEqual(expected.resists);
        expect(changes.filter((c) => /^system\.abilities\.[a-z]+\.value$/.test(String(c["key"])))).toEqual(
          [],
        );
        expect(list(ours(doc)["choices"]).map((c) => c["kind"])).not.toContain("asi");
      });

      it("grants its traits as feature items, late ones from their character level, with SRD 5.2 uses", () => {
        const features = list(ours(doc)["grants"]).filter((g) => g["spell"] === undefined);
        const granted = features.map((g) => {
          const item = byUuid(String(g["uuid"]));
          const name = String(ours(item ?? {})["srdName"]);
          return typeof g["level"] === "number" ? `${name}@${g["level"]}` : name;
        });
        expect(granted).toEqual(expected.features);
        for (const g of features) {
          const item = byUuid(String(g["uuid"]))!;
          const uses = rec(rec(item["system"])["uses"]);
          const want = USES[String(ours(item)["srdName"])];
          const recovery = list(uses["recovery"]).map((r) => r["period"]);
          expect({ max: uses["max"], period: recovery[0] }).toEqual(want ?? { max: "", period: undefined });
          expect(rec(item["system"])["source"]).toMatchObject({ book: "SRD 5.2", rules: "2024" });
        }
      });

      it("grants its lineage spells from dnd5e's spells24 by UUID, late ones from their character level", () => {
        const spells = list(ours(doc)["grants"]).filter((g) => g["spell"] !== undefined);
        const named = spells.map((g) => {
          const name = SPELLS24_FACTS.get(String(g["uuid"]))?.name ?? String(g["uuid"]);
          return typeof g["level"] === "number" ? `${name}@${g["level"]}` : name;
        });
        expect(named).toEqual(expected.spells ?? []);
        // Always prepared with one free cast per long rest from level 3 on, as dnd5e's species grant them.
        for (const g of spells.filter((s) => typeof s["level"] === "number"))
          expect(g["spell"]).toEqual({ method: "spell", prepared: 2, uses: { max: "1", per: "lr" } });
        const asks = list(ours(doc)["choices"]).find((c) => c["kind"] === "spellAbility");
        expect(asks, "the spellcasting ability is asked exactly when spells are granted").toEqual(
          spells.length ? { kind: "spellAbility", pool: ["int", "wis", "cha"] } : undefined,
        );
      });
    },
  );

  it.each(Object.entries(ROLLING))(
    "%s has dnd5e's kind of activity: what it rolls, on whom, and how far",
    (srdName, [type, activation, roll, on, range]) => {
      const item = features.find((f) => ours(f)["srdName"] === srdName)!;
      const [activity, ...others] = Object.values(rec(rec(item["system"])["activities"])).map(rec);
      expect(others).toEqual([]);
      const part = type === "heal" ? rec(activity!["healing"]) : list(rec(activity!["damage"])["parts"])[0];
      const dice =
        part?.["number"] && part["denomination"]
          ? `${String(part["number"])}d${String(part["denomination"])}`
          : "";
      const rolled = part
        ? `${[dice, part["bonus"]].filter(Boolean).join(" + ")} ${(part["types"] as string[]).join(" ")}`
        : "";
      const affects = rec(rec(activity!["target"])["affects"]);
      const reach = rec(activity!["range"]);
      expect([
        activity!["type"],
        rec(activity!["activation"])["type"],
        rolled,
        affects["count"] ? `${String(affects["count"])} ${String(affects["type"])}` : affects["type"],
        reach["value"] ? `${String(reach["value"])} ${String(reach["units"])}` : reach["units"],
      ]).toEqual([type, activation, roll, on, range]);
    },
  );

  it("the traits that wait for a trigger say when, on the sheet and the card (dnd5e's activation condition)", () => {
    const triggered = features
      .filter((f) =>
        Object.values(rec(rec(f["system"])["activities"])).some(
          (a) => rec(rec(a)["activation"])["condition"],
        ),
      )
      .map((f) => String(ours(f)["srdName"]))
      .sort();
    expect(triggered).toEqual([
      "Fire's Burn",
      "Frost's Chill",
      "Hill's Tumble",
      "Relentless Endurance",
      "Stone's Endurance",
      "Storm's Thunder",
    ]);
  });

  it("Frost's Chill offers its effect for the creature hit (dnd5e's Chilled, named as the feature): every speed 3 m less, for one turn", () => {
    const item = features.find((f) => ours(f)["srdName"] === "Frost's Chill")!;
    const [effect] = list(item["effects"]);
    const activity = rec(Object.values(rec(rec(item["system"])["activities"]))[0]);
    expect(list(activity["effects"]).map((e) => e["_id"])).toEqual([effect!["_id"]]);
    expect([effect!["transfer"], rec(effect!["duration"])["turns"], ours(effect!)["units"]]).toEqual([
      false,
      1,
      "m",
    ]);
    expect(list(effect!["changes"]).map((c) => [c["key"], c["mode"], c["value"]])).toEqual(
      ["walk", "burrow", "climb", "fly", "swim"].map((t) => [`system.attributes.movement.${t}`, 2, "-3"]),
    );
  });

  it("ships the 2024 breath weapon with a cone and a line activity, a Dexterity save against 8 + CON + proficiency", () => {
    const breath = features.find((f) => ours(f)["srdName"] === "Breath Weapon")!;
    const activities = Object.values(rec(rec(breath["system"])["activities"])).map(rec);
    const areas = activities.map((a) => {
      const t = rec(rec(a["target"])["template"]);
      return [t["type"], t["size"], t["width"], t["units"]];
    });
    expect(areas).toEqual([
      ["cone", "4.5", "", "m"],
      ["line", "9", "1.5", "m"],
    ]);
    for (const a of activities) {
      expect(rec(a["save"])).toEqual({ ability: ["dex"], dc: { calculation: "con", formula: "" } });
      expect(rec(a["damage"])["onSave"]).toBe("half");
    }
  });
});
