import { describe, expect, it } from "vitest";
import { getRace } from "../../src/data/races";
import {
  CANTRIP_GRANT_KEY,
  buildCantripData,
  buildRaceDocuments,
  changesUpdateForGeneration,
  effectForGeneration,
  type BuildInput,
} from "../../src/drop/build";
import { levelGrantPlan } from "../../src/drop/level-grants";
import type { RaceChoices } from "../../src/rules/effects";

type Doc = Record<string, unknown>;

/** A value deep in a document ("system.movement.walk"), as foundry.utils.getProperty reads it. */
function at(doc: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], doc);
}
const list = (doc: unknown, path: string): Doc[] => at(doc, path) as Doc[];
const activityOf = (item: Doc): Doc => Object.values(at(item, "system.activities") as Doc)[0] as Doc;
const grantKey = (d: Doc): unknown => at(d, "flags.kynthaettir.grantKey");
const featureKey = (d: Doc): unknown => at(d, "flags.kynthaettir.featureKey");

function input(raceId: string, over: Partial<BuildInput> = {}, choices: RaceChoices = {}): BuildInput {
  let n = 0;
  return {
    race: getRace(raceId)!,
    choices,
    units: "m",
    raceItemId: "raceItem00000001",
    level: 1,
    generation: 13,
    newId: () => `grant${String(++n).padStart(11, "0")}`,
    ...over,
  };
}

const build = (...args: Parameters<typeof input>): Doc[] => buildRaceDocuments(input(...args)) as Doc[];

describe("the batch one drop creates", () => {
  it("puts the race first, with the pre-generated id, and names it on every granted item", () => {
    const [raceDoc, ...grants] = build("hill-dwarf", {}, { tool: "smith" });
    expect(at(raceDoc, "_id")).toBe("raceItem00000001");
    expect(at(raceDoc, "type")).toBe("race");
    expect(grants.map((g) => g["name"])).toEqual([
      "Dvergnesk þrautseigja",
      "Þekking á steinum",
      "Óhindraður í þungum brynjum",
    ]);
    for (const g of grants) expect(at(g, "flags.kynthaettir.grantedBy")).toBe("raceItem00000001");
    expect(new Set(grants.map((g) => g["_id"])).size).toBe(grants.length);
  });

  it("carries no pack-only keys", () => {
    expect(JSON.stringify(build("dragonborn", {}, { ancestry: "red" }))).not.toContain("_key");
  });

  it("keeps `advancement: []`, so dnd5e adds no default advancements of its own", () => {
    const [raceDoc] = build("human", {}, { language: "giant" });
    expect(at(raceDoc, "system.advancement")).toEqual([]);
  });

  it("fills the pending choice effects and records the choices on the race item", () => {
    const [raceDoc] = build("hill-dwarf", { choiceLabels: { tool: "Verkfæri smiða" } }, { tool: "smith" });
    const tool = list(raceDoc, "effects").find((e) => at(e, "flags.kynthaettir.choice") === "tool");
    expect(at(tool, "disabled")).toBe(false);
    expect(at(tool, "changes")).toEqual([
      { key: "system.tools.smith.value", mode: 4, value: "1", priority: null },
    ]);
    expect(at(tool, "name")).toBe("Hæfni í notkun áhalda (Verkfæri smiða)");
    expect(at(raceDoc, "flags.kynthaettir.choices")).toEqual({ tool: "smith" });
  });

  it("configures the breath weapon from the ancestry", () => {
    const breath = build("dragonborn", {}, { ancestry: "green" }).find(
      (d) => featureKey(d) === "breathWeapon",
    )!;
    const activity = activityOf(breath);
    expect(at(activity, "damage.parts.0.types")).toEqual(["poison"]);
    expect(at(activity, "save.ability")).toEqual(["con"]);
    expect(at(activity, "target.template")).toMatchObject({ type: "cone", size: "4.5", units: "m" });
    expect(at(breath, "flags.kynthaettir.ancestry")).toBe("green");
  });
});

describe("units", () => {
  it("a feet world gets 30 ft walking and 60 ft darkvision, an integer", () => {
    const [raceDoc] = build("high-elf", { units: "ft" });
    expect(at(raceDoc, "system.movement")).toMatchObject({ walk: "30", units: "ft" });
    expect(at(raceDoc, "system.senses.ranges.darkvision")).toBe(60);
    expect(at(raceDoc, "system.senses.units")).toBe("ft");
  });

  it("a feet world gets 25 ft for a hill dwarf", () => {
    const [raceDoc] = build("hill-dwarf", { units: "ft" }, { tool: "mason" });
    expect(at(raceDoc, "system.movement.walk")).toBe("25");
  });

  it("a feet world's black dragonborn breathes a 5 × 30 ft line; a metre world's a 1,5 × 9 m line", () => {
    for (const [units, size, width] of [
      ["ft", "30", "5"],
      ["m", "9", "1.5"],
    ] as const) {
      const breath = build("dragonborn", { units }, { ancestry: "black" }).find(
        (d) => featureKey(d) === "breathWeapon",
      )!;
      const activity = activityOf(breath);
      expect(at(activity, "target.template")).toMatchObject({ type: "line", size, width, units });
    }
  });

  it("a feet world's red dragonborn breathes a 15 ft cone", () => {
    const breath = build("dragonborn", { units: "ft" }, { ancestry: "red" }).find(
      (d) => featureKey(d) === "breathWeapon",
    )!;
    expect(at(activityOf(breath), "target.template")).toMatchObject({ size: "15" });
  });
});

describe("effects in the running generation's shape", () => {
  it("V13 keeps changes with a numeric mode", () => {
    const [raceDoc] = build("half-orc", { generation: 13 });
    for (const e of list(raceDoc, "effects")) {
      expect(Array.isArray(e["changes"])).toBe(true);
      expect(at(e, "system.changes")).toBeUndefined();
    }
  });

  it("V14 writes system.changes with a type and a phase, and no top-level changes", () => {
    const [raceDoc] = build("half-orc", { generation: 14 });
    const savage = list(raceDoc, "effects").find((e) => at(e, "flags.kynthaettir.trait") === "savageAttacks");
    expect(at(savage, "changes")).toBeUndefined();
    expect(at(savage, "system.changes")).toEqual([
      {
        key: "flags.dnd5e.meleeCriticalDamageDice",
        type: "add",
        value: "1",
        phase: "initial",
        priority: null,
      },
    ]);
  });

  it("updates of a filled choice use the same shapes", () => {
    const change = { key: "system.traits.dr.value", mode: 2 as const, value: "fire" };
    expect(changesUpdateForGeneration([change], 13)).toEqual({ changes: [{ ...change, priority: null }] });
    expect(changesUpdateForGeneration([change], 14)).toEqual({
      "system.changes": [
        { key: "system.traits.dr.value", type: "add", value: "fire", phase: "initial", priority: null },
      ],
    });
    expect(effectForGeneration({ _id: "x", changes: [change] }, 14)).toEqual({
      _id: "x",
      system: {
        changes: [
          { key: "system.traits.dr.value", type: "add", value: "fire", phase: "initial", priority: null },
        ],
      },
    });
  });
});

describe("the high elf's cantrip", () => {
  it("is the chosen SRD spell, innate, with Intelligence, granted by the race", () => {
    const spell = {
      _id: "srdFireBolt00000",
      name: "Fire Bolt",
      type: "spell",
      folder: "x",
      system: { level: 0, method: "spell" },
    };
    const docs = build(
      "high-elf",
      { cantrip: spell },
      { language: "giant", cantrip: "Compendium.dnd5e.spells.Item.srdFireBolt00000" },
    );
    const cantrip = docs.find((d) => grantKey(d) === CANTRIP_GRANT_KEY)!;
    expect(cantrip["name"]).toBe("Fire Bolt");
    expect(cantrip["_id"]).not.toBe("srdFireBolt00000");
    expect(cantrip["folder"]).toBeUndefined();
    expect(cantrip["system"]).toMatchObject({
      level: 0,
      ability: "int",
      method: "innate",
      prepared: 2,
      sourceItem: "race:high-elf",
    });
    expect(at(cantrip, "_stats.compendiumSource")).toBe("Compendium.dnd5e.spells.Item.srdFireBolt00000");
    expect(buildCantripData(input("high-elf"), spell, "u")["flags"]).toMatchObject({
      kynthaettir: { grantedBy: "raceItem00000001" },
    });
  });
});

describe("the tiefling's spells by level", () => {
  const keys = (level: number): string[] =>
    build("tiefling", { level })
      .slice(1)
      .map((d) => grantKey(d) as string);

  it("a level 1 tiefling knows thaumaturgy only; Hellish Rebuke comes at 3, Darkness at 5", () => {
    expect(keys(1)).toEqual(["infernalLegacy", "thaumaturgy"]);
    expect(keys(3)).toEqual(["infernalLegacy", "thaumaturgy", "hellishRebuke"]);
    expect(keys(5)).toEqual(["infernalLegacy", "thaumaturgy", "hellishRebuke", "darkness"]);
  });

  it("levelling across 3 and 5 adds, and dropping back removes, exactly the crossed spells", () => {
    const tiefling = getRace("tiefling")!;
    const none = new Set<string>();
    expect(levelGrantPlan(tiefling, 2, 3, none).create.map((g) => g.key)).toEqual(["hellishRebuke"]);
    expect(levelGrantPlan(tiefling, 1, 6, none).create.map((g) => g.key)).toEqual([
      "hellishRebuke",
      "darkness",
    ]);
    expect(levelGrantPlan(tiefling, 5, 4, new Set(["hellishRebuke", "darkness"]))).toEqual({
      create: [],
      remove: ["darkness"],
    });
    expect(levelGrantPlan(tiefling, 6, 2, new Set(["hellishRebuke", "darkness"])).remove).toEqual([
      "hellishRebuke",
      "darkness",
    ]);
  });

  it("a spell the player deleted stays deleted until its level is crossed again", () => {
    const tiefling = getRace("tiefling")!;
    expect(levelGrantPlan(tiefling, 5, 6, new Set(["hellishRebuke"]))).toEqual({ create: [], remove: [] });
    expect(levelGrantPlan(tiefling, null, 6, new Set(["hellishRebuke"])).create.map((g) => g.key)).toEqual([
      "darkness",
    ]);
  });
});
