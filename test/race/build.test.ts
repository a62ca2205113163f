/**
 * What one drop creates, built from the race document as the pack ships it (or as a GM edited a
 * copy of it) and the documents it grants. Pure: no harness.
 */
import { describe, expect, it } from "vitest";
import { FEATURE_KEYS, type AsiMode, type RaceId } from "../../src/content/ids";
import { answerLabels, askedChoices, type AskedChoice } from "../../src/race/answers";
import {
  buildChosenItem,
  buildRaceDocuments,
  effectUpdate,
  effectsFor,
  type BuildInput,
} from "../../src/race/build";
import type { LoadedGrant } from "../../src/race/load";
import type { Answers, ChoiceWorld } from "../../src/race/choices";
import type { RaceSource } from "../../src/race/source";
import { readChanges, type EffectShape } from "../../src/effects/shape";
import type { LengthUnit, MovementShape } from "../../src/rules/units";
import { packItemByUuid } from "../support/packs";
import { choiceWorld, raceOf } from "./world-fixture";

type Obj = Record<string, unknown>;

let next = 0;
const newId = (): string => `newId${String(++next).padStart(11, "0")}`;

function input(
  id: RaceId,
  answers: Answers,
  over: {
    units?: LengthUnit;
    effects?: EffectShape;
    asiMode?: AsiMode;
    movement?: MovementShape;
    race?: RaceSource;
  } = {},
): BuildInput {
  const race = over.race ?? raceOf(id);
  const world: ChoiceWorld = choiceWorld(race, {
    units: over.units ?? "m",
    asiMode: over.asiMode ?? "fixed",
  });
  const choices: AskedChoice[] = askedChoices(race.flags.choices, world);
  const grants: LoadedGrant[] = race.flags.grants
    .filter((g) => (g.level ?? 0) <= 1)
    .map((ref) => ({ ref, source: packItemByUuid(ref.uuid) }));
  return {
    race,
    level: 1,
    choices,
    answers,
    world,
    labels: answerLabels(choices, answers, world),
    asiMode: world.asiMode,
    stack: { effects: over.effects ?? "v13", movement: over.movement ?? "flat" },
    units: over.units ?? "m",
    raceItemId: "raceItem00000001",
    newId,
    grants,
    chosenItems: [],
    compendiumSource: "Compendium.kynthaettir.races.Item.x",
  };
}

const flags = (doc: Obj): Obj => ((doc["flags"] as Obj)["kynthaettir"] ?? {}) as Obj;
const effects = (doc: Obj): Obj[] => doc["effects"] as Obj[];
const effect = (doc: Obj, trait: string, choice?: string): Obj =>
  effects(doc).find((e) => flags(e)["trait"] === trait && flags(e)["choice"] === choice)!;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);

describe("the batch one drop creates", () => {
  it("puts the race first with its pre-generated id, and names it on every granted item", () => {
    const docs = buildRaceDocuments(input("high-elf", { language: "giant" }));
    expect(docs[0]!["_id"]).toBe("raceItem00000001");
    expect(docs[0]!["type"]).toBe("race");
    expect(docs.slice(1).map((d) => flags(d)["grantedBy"])).toEqual([
      "raceItem00000001",
      "raceItem00000001",
      "raceItem00000001",
    ]);
    expect(docs.slice(1).map((d) => flags(d)["grantKey"])).toEqual(["feyAncestry", "trance", "cantrip"]);
    for (const d of docs)
      for (const k of ["_key", "folder", "sort", "ownership"]) expect(d).not.toHaveProperty(k);
  });

  it("keeps `advancement: []`, so dnd5e adds no default advancements of its own", () => {
    const [race] = buildRaceDocuments(input("human", { language: "orc" }));
    expect(at(race, "system.advancement")).toEqual([]);
  });

  it("fills the pending choice effect and records the whole answers object", () => {
    const [race] = buildRaceDocuments(
      input("half-elf", { abilities: ["str", "con"], skills: ["his", "ste"], language: "dwarvish" }),
    );
    const skills = effect(race!, "skillVersatility", "skills");
    expect(skills["disabled"]).toBe(false);
    expect(skills["name"]).toBe("Fjölhæfni (Saga, Leynd)");
    expect(readChanges(skills)).toEqual([
      { key: "system.skills.his.value", mode: 4, value: "1", priority: null },
      { key: "system.skills.ste.value", mode: 4, value: "1", priority: null },
    ]);
    expect(flags(race!)["answers"]).toEqual({
      asi: null,
      abilities: ["str", "con"],
      skills: ["his", "ste"],
      language: "dwarvish",
    });
    expect(flags(race!)["asiMode"]).toBe("fixed");
  });

  it("configures the breath weapon from the ancestry", () => {
    const docs = buildRaceDocuments(input("dragonborn", { ancestry: "blue" }));
    const breath = docs.find((d) => flags(d)["grantKey"] === "breathWeapon")!;
    const activity = Object.values(at(breath, "system.activities") as Obj)[0] as Obj;
    expect(at(activity, "target.template")).toMatchObject({
      type: "line",
      size: "9",
      width: "1.5",
      units: "m",
    });
    expect(at(activity, "damage.parts.0.types")).toEqual(["lightning"]);
    expect(at(activity, "save.ability")).toEqual(["dex"]);
    expect(flags(breath)["ancestry"]).toBe("blue");
    expect(effect(docs[0]!, "damageResistance", "ancestry")["name"]).toBe("Þol (Eldingarskaði)");
  });
});

describe("the document is the data", () => {
  it("a GM's edit to the dropped race's effect is what the character gets", () => {
    const race = raceOf("hill-dwarf");
    const toughness = (race.source["effects"] as Obj[]).find(
      (e) => flags(e)["trait"] === "dwarvenToughness",
    )!;
    toughness["changes"] = [
      { key: "system.attributes.hp.bonuses.level", mode: 2, value: "2", priority: null },
    ];
    toughness["name"] = "Dvergnesk seigla (heimabrugg)";
    const [built] = buildRaceDocuments(input("hill-dwarf", { tool: "smith" }, { race }));
    const kept = effect(built!, "dwarvenToughness");
    expect(kept["name"]).toBe("Dvergnesk seigla (heimabrugg)");
    expect(readChanges(kept)).toEqual([
      { key: "system.attributes.hp.bonuses.level", mode: 2, value: "2", priority: null },
    ]);
  });

  it("a GM's edit to a granted feature is what the character gets", () => {
    const base = input("half-orc", {});
    const grants = base.grants.map((g) => ({ ...g, source: { ...g.source, name: "Þrjóska (breytt)" } }));
    const docs = buildRaceDocuments({ ...base, grants });
    expect(docs[1]!["name"]).toBe("Þrjóska (breytt)");
    expect(at(docs[1], "_stats.compendiumSource")).toBe(base.grants[0]!.ref.uuid);
  });

  it("every shipped feature is referenced by some race, by UUID", () => {
    const keys = new Set(
      (
        [
          "high-elf",
          "hill-dwarf",
          "dragonborn",
          "rock-gnome",
          "half-elf",
          "half-orc",
          "tiefling",
          "human",
          "lightfoot",
        ] as const
      ).flatMap((id) => raceOf(id).flags.grants.map((g) => g.key)),
    );
    for (const key of FEATURE_KEYS) expect(keys).toContain(key);
  });
});

describe("the table's ability-increase mode", () => {
  const asi = (doc: Obj): Obj => effect(doc, "abilityScoreIncrease");
  const flexible = (doc: Obj): Obj => effect(doc, "abilityScoreIncrease", "asi");

  it("fixed: the SRD increases apply and the flexible effect waits", () => {
    const [race] = buildRaceDocuments(input("high-elf", { language: "giant" }));
    expect(asi(race!)["disabled"]).toBe(false);
    expect(flexible(race!)["disabled"]).toBe(true);
  });

  it("none: the increases are suppressed, everything else stays", () => {
    const [race] = buildRaceDocuments(input("high-elf", { language: "giant" }, { asiMode: "none" }));
    expect(asi(race!)["disabled"]).toBe(true);
    expect(flags(asi(race!))["suppressed"]).toBe(true);
    expect(effect(race!, "keenSenses")["disabled"]).toBe(false);
    expect(flags(race!)["asiMode"]).toBe("none");
  });

  it("flexible: the player's distribution replaces the SRD one", () => {
    const [race] = buildRaceDocuments(
      input("high-elf", { language: "giant", asi: ["str", "wis"] }, { asiMode: "flexible" }),
    );
    expect(asi(race!)["disabled"]).toBe(true);
    expect(flexible(race!)["disabled"]).toBe(false);
    expect(flexible(race!)["name"]).toBe("Aukahæfileikar (Styrkur +2, Viska +1)");
    expect(readChanges(flexible(race!)).map((c) => [c.key, c.value])).toEqual([
      ["system.abilities.str.value", "2"],
      ["system.abilities.wis.value", "1"],
    ]);
  });

  it("going back to fixed re-enables exactly what the mode suppressed", () => {
    const ctx = (asiMode: AsiMode): Parameters<typeof effectsFor>[1] => {
      const i = input("lightfoot", {}, { asiMode });
      return { ...i };
    };
    const suppressed = effectsFor(effects(raceOf("lightfoot").source), ctx("none"));
    const back = effectsFor(suppressed, ctx("fixed"));
    const fixedAsi = back.find((e) => flags(e)["trait"] === "abilityScoreIncrease" && !flags(e)["choice"])!;
    expect(fixedAsi["disabled"]).toBe(false);
    expect(
      effectUpdate(
        suppressed.find((e) => e["_id"] === fixedAsi["_id"])!,
        fixedAsi,
        "v13",
      ),
    ).toEqual({
      _id: fixedAsi["_id"],
      disabled: false,
      "flags.kynthaettir.suppressed": false,
    });
  });
});

describe("units and the running system", () => {
  it("a feet world gets 30 ft walking and 60 ft darkvision, an integer", () => {
    const [race] = buildRaceDocuments(input("high-elf", { language: "giant" }, { units: "ft" }));
    expect(at(race, "system.movement")).toMatchObject({ walk: "30", units: "ft" });
    expect(at(race, "system.senses")).toMatchObject({ ranges: { darkvision: 60 }, units: "ft" });
  });

  it("a feet world's black dragonborn breathes a 5 × 30 ft line", () => {
    const docs = buildRaceDocuments(input("dragonborn", { ancestry: "black" }, { units: "ft" }));
    const breath = docs.find((d) => flags(d)["grantKey"] === "breathWeapon")!;
    const activity = Object.values(at(breath, "system.activities") as Obj)[0] as Obj;
    expect(at(activity, "target.template")).toMatchObject({
      type: "line",
      size: "30",
      width: "5",
      units: "ft",
    });
  });

  it("a tiefling's spells keep their range in the world's units", () => {
    const docs = buildRaceDocuments(input("tiefling", {}, { units: "ft" }));
    const thaumaturgy = docs.find((d) => flags(d)["grantKey"] === "thaumaturgy")!;
    expect(at(thaumaturgy, "system.range")).toMatchObject({ value: "30", units: "ft" });
  });

  it("dnd5e 6 gets movement under `speeds`, never the old keys", () => {
    const [race] = buildRaceDocuments(
      input("hill-dwarf", { tool: "smith" }, { movement: "speeds", units: "ft" }),
    );
    const movement = at(race, "system.movement") as Obj;
    expect(movement["speeds"]).toMatchObject({ walk: "25" });
    expect(movement).not.toHaveProperty("walk");
    expect(at(race, "system.senses.ranges.darkvision")).toBe(60);
  });

  it("V13 keeps changes with a numeric mode; V14 writes system.changes with a type and a phase", () => {
    const v13 = effect(
      buildRaceDocuments(input("human", { language: "orc" }))[0]!,
      "extraLanguage",
      "language",
    );
    expect(v13["changes"]).toEqual([
      { key: "system.traits.languages.value", mode: 2, value: "orc", priority: null },
    ]);
    const v14 = effect(
      buildRaceDocuments(input("human", { language: "orc" }, { effects: "v14" }))[0]!,
      "extraLanguage",
      "language",
    );
    expect(v14).not.toHaveProperty("changes");
    expect(at(v14, "system.changes")).toEqual([
      { key: "system.traits.languages.value", type: "add", value: "orc", phase: "initial", priority: null },
    ]);
  });
});

/** The high elf's chosen cantrip `spell` (dnd5e's spells pack) as a metric world on `effects` builds it. */
function chosenCantrip(spell: Record<string, unknown>, name: string, effects: EffectShape = "v13") {
  return buildChosenItem(
    {
      race: raceOf("high-elf"),
      raceItemId: "raceItem00000001",
      newId,
      units: "m",
      stack: { effects, movement: "flat" },
    },
    { kind: "cantrip", uuid: "Compendium.dnd5e.spells.Item.abc", source: spell, name },
  );
}

describe("the high elf's chosen cantrip", () => {
  it("keeps its own V14 effects exactly: a subtract change and a final phase stay as dnd5e wrote them", () => {
    const changes = [
      {
        key: "system.attributes.movement.walk",
        type: "subtract",
        value: "2",
        phase: "final",
        priority: null,
      },
    ];
    const spell = {
      _id: "abc",
      name: "Ray of Frost",
      type: "spell",
      system: { range: { value: "60", units: "ft" } },
      effects: [{ _id: "eff", name: "Slowed", system: { changes } }],
    };
    const built = chosenCantrip(spell, "Frostgeisli", "v14");
    expect(at(built, "effects.0.system.changes")).toEqual(changes);
  });

  it("is in the world's unit: a range dnd5e stores in feet reads in metres in a metric world", () => {
    const spell = {
      _id: "abc",
      name: "Fire Bolt",
      type: "spell",
      system: { range: { value: "120", units: "ft" } },
    };
    const built = chosenCantrip(spell, "Eldör", "v13");
    expect(at(built, "system.range")).toEqual({ value: "36", units: "m" });
  });

  it("is the SRD spell, innate, cast with Intelligence, shown in Icelandic with its English name kept", () => {
    const spell = {
      _id: "abc",
      name: "Fire Bolt",
      type: "spell",
      system: { level: 0, identifier: "fire-bolt" },
      folder: "f",
      flags: {},
    };
    const built = chosenCantrip(spell, "Eldör", "v13");
    expect(built["name"]).toBe("Eldör");
    expect(built).not.toHaveProperty("folder");
    expect(at(built, "system")).toMatchObject({
      ability: "int",
      method: "innate",
      prepared: 2,
      sourceItem: "race:high-elf",
    });
    expect(flags(built)).toMatchObject({
      grantedBy: "raceItem00000001",
      grantKey: "choice:cantrip",
      originalName: "Fire Bolt",
    });
    expect(at(built, "flags.babele.originalName")).toBe("Fire Bolt");
    expect(at(built, "_stats.compendiumSource")).toBe("Compendium.dnd5e.spells.Item.abc");
  });
});
