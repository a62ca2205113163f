/**
 * The race-features pack items a player uses at the table, checked against the SRD 5.1 rules text
 * (with lengths in metres: 5 ft = 1,5 m): how often they can be used, what recovers them, what
 * they roll and how they are cast. The expected values are written out here, not read from
 * src/content/.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PACK_SOURCES } from "../../scripts/lib/project";

type Obj = Record<string, unknown>;

interface Activity extends Obj {
  type: string;
  activation: { type: string };
  consumption: { targets: { type: string; value: string }[] };
}

interface FeatureSource {
  name: string;
  type: string;
  system: Obj & {
    uses: { max: string; recovery: { period: string; type: string }[] };
    activities: Record<string, Activity>;
  };
}

function feature(file: string): FeatureSource {
  return JSON.parse(readFileSync(path.join(PACK_SOURCES, "race-features", file), "utf8")) as FeatureSource;
}

function activities(doc: FeatureSource): Activity[] {
  return Object.values(doc.system.activities);
}

/** The one activity of an item (these features each do one thing). */
function only(doc: FeatureSource): Activity {
  const all = activities(doc);
  expect(all, `${doc.name}: one activity`).toHaveLength(1);
  return all[0]!;
}

const at = (value: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);

/** Spends one of the item's own uses when used. */
function spendsOneUse(activity: Activity): boolean {
  return activity.consumption.targets.some((t) => t.type === "itemUses" && Number(t.value) === 1);
}

describe("Þrjóska (Relentless Endurance)", () => {
  const doc = feature("thrjoska.json");

  it("is a half-orc feature usable once, recovered on a long rest", () => {
    expect(doc.name).toBe("Þrjóska");
    expect(doc.type).toBe("feat");
    expect(Number(doc.system.uses.max)).toBe(1);
    expect(doc.system.uses.recovery.map((r) => r.period)).toEqual(["lr"]);
  });

  it("has an activity that spends the use", () => {
    expect(spendsOneUse(only(doc))).toBe(true);
  });

  it("heals the half-orc by 1 (up from 0 hit points), a heal activity on the user as dnd5e's own", () => {
    const activity = only(doc);
    expect([activity.type, at(activity, "target.affects.type")]).toEqual(["heal", "self"]);
    expect(at(activity, "healing")).toMatchObject({
      custom: { enabled: true, formula: "1" },
      types: ["healing"],
    });
  });
});

describe("Andardráttur Fáfnis (Breath Weapon)", () => {
  const doc = feature("andardrattur-fafnis.json");

  it("is usable once, recovered on a short rest (and so on a long one as well)", () => {
    expect(Number(doc.system.uses.max)).toBe(1);
    expect(doc.system.uses.recovery.map((r) => r.period)).toEqual(["sr"]);
  });

  it("is an action that asks for a saving throw against 8 + CON + proficiency, half damage on a success", () => {
    const activity = only(doc);
    expect(activity.type).toBe("save");
    expect(activity.activation.type).toBe("action");
    expect(at(activity, "save.dc.calculation")).toBe("con");
    expect(at(activity, "damage.onSave")).toBe("half");
    expect(spendsOneUse(activity)).toBe(true);
  });
});

/** Infernal Legacy's spells: innate, Charisma, once per long rest, no spell slot spent. */
function expectInnateOncePerLongRest(doc: ReturnType<typeof feature>): void {
  expect(doc.system["method"]).toBe("innate");
  expect(doc.system["ability"]).toBe("cha");
  expect(Number(doc.system.uses.max)).toBe(1);
  expect(doc.system.uses.recovery.map((r) => r.period)).toEqual(["lr"]);
  const activity = only(doc);
  expect(spendsOneUse(activity)).toBe(true);
  expect(at(activity, "consumption.spellSlot")).toBe(false);
}

describe("Vítislogar (Hellish Rebuke), the tiefling's from level 3", () => {
  const doc = feature("vitislogar.json");

  it("is a 1st-level spell cast as a reaction, at 18 m range", () => {
    const activity = only(doc);
    expect(doc.type).toBe("spell");
    expect(doc.system["level"]).toBe(1);
    expect(at(doc.system, "activation.type")).toBe("reaction");
    expect(activity.activation.type).toBe("reaction");
    expect(at(doc.system, "range")).toMatchObject({ value: "18", units: "m" });
  });

  it("is cast as a 2nd-level spell: 3d10 fire, a Dexterity save for half", () => {
    const activity = only(doc);
    expect(activity.type).toBe("save");
    expect(at(activity, "save.ability")).toEqual(["dex"]);
    expect(at(activity, "damage.onSave")).toBe("half");
    const parts = at(activity, "damage.parts") as {
      custom: { enabled: boolean; formula: string };
      types: string[];
    }[];
    expect(parts).toHaveLength(1);
    expect(parts[0]!.custom).toEqual({ enabled: true, formula: "3d10" });
    expect(parts[0]!.types).toEqual(["fire"]);
  });

  it("is innate, cast with Charisma, once per long rest without a spell slot", () => {
    expectInnateOncePerLongRest(doc);
  });
});

describe("Myrkur (Darkness), the tiefling's from level 5", () => {
  const doc = feature("myrkur.json");

  it("is a 2nd-level spell with concentration, a 4,5 m sphere at 18 m range", () => {
    expect(doc.type).toBe("spell");
    expect(doc.system["level"]).toBe(2);
    expect(doc.system["properties"]).toContain("concentration");
    expect(at(doc.system, "range")).toMatchObject({ value: "18", units: "m" });
    expect(at(doc.system, "target.template")).toMatchObject({ type: "sphere", size: "4.5", units: "m" });
  });

  it("is innate, cast with Charisma, once per long rest without a spell slot", () => {
    expectInnateOncePerLongRest(doc);
  });
});

describe("Ægivald (Thaumaturgy), the tiefling's cantrip", () => {
  const doc = feature("aegivald.json");

  it("is a cantrip cast with Charisma, as often as wanted", () => {
    expect(doc.type).toBe("spell");
    expect(doc.system["level"]).toBe(0);
    expect(doc.system["method"]).toBe("innate");
    expect(doc.system["ability"]).toBe("cha");
    expect(doc.system.uses.max).toBe("");
    expect(doc.system.uses.recovery).toEqual([]);
    for (const activity of activities(doc)) expect(activity.consumption.targets).toEqual([]);
  });
});

describe("every activity on the sheet", () => {
  const files = readdirSync(path.join(PACK_SOURCES, "race-features")).filter((f) => f.endsWith(".json"));
  const files24 = readdirSync(path.join(PACK_SOURCES, "species24-features"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => `../species24-features/${f}`);

  it.each([...files, ...files24])(
    "%s: each activity has an Icelandic name, not dnd5e's English type label",
    (file) => {
      for (const activity of activities(feature(file))) {
        const name = String(activity["name"] ?? "");
        expect(name, `${file}: ${activity.type}`).not.toBe("");
        expect(["Save", "Use", "Utility", "Attack", "Damage", "Heal", "Cast"]).not.toContain(name);
      }
    },
  );
});
