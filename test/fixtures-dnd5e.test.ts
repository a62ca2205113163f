/**
 * The committed dnd5e facts (test/fixtures/dnd5e/<line>/) are well formed, name their source, and
 * contain what the module relies on — for every supported dnd5e line. Reads only the repository.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DND5E_LINES,
  dnd5eConfig,
  dnd5eFixtureDir,
  dnd5eFixtureReadme,
  dnd5eLangEn,
  dnd5eLangText,
  dnd5eModel,
  dnd5eSchema,
  type Dnd5eLine,
  type ModelId,
  type SchemaEntry,
} from "./support/dnd5e-facts";

const MODELS: ModelId[] = ["Actor.character", "Actor.npc", "Item.race", "Item.feat"];
const KINDS = new Set(["leaf", "schema", "mapping", "set", "array", "object"]);
const SOURCE_COMMIT: Record<Dnd5eLine, string> = {
  "5.3.3": "965ad2d0cf5d063dac675ba078b5bd3c3c0dd449",
  "6.x": "c83a613ddce5d7d90c00f0ca3ed52a988eb5f556",
};
const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"];

function entry(line: Dnd5eLine, model: ModelId, p: string): SchemaEntry {
  const found = dnd5eModel(line, model).paths[p];
  if (!found) throw new Error(`${line} ${model} has no path ${p}`);
  return found;
}

describe.each(DND5E_LINES)("dnd5e facts, line %s", (line) => {
  it("has the three fact files, naming dnd5e and the source commit", () => {
    for (const file of ["schema.json", "config.json", "lang-en.json", "README.md"]) {
      expect(existsSync(path.join(dnd5eFixtureDir(line), file)), file).toBe(true);
    }
    for (const facts of [dnd5eSchema(line), dnd5eConfig(line)]) {
      expect(facts.meta.system).toBe("dnd5e");
      expect(facts.meta.source).toContain(SOURCE_COMMIT[line]);
      expect(facts._about).toContain("MIT");
    }
  });

  it("has a README naming the source, its licence, the commit and the command", () => {
    const readme = dnd5eFixtureReadme(line);
    expect(readme).toContain(SOURCE_COMMIT[line]);
    expect(readme).toContain("github.com/foundryvtt/dnd5e");
    expect(readme).toContain("MIT");
    expect(readme).toContain("npm run fixtures:dnd5e --");
  });

  describe.each(MODELS)("schema model %s", (model) => {
    it("is consistent: kinds, child keys, counts and Active Effect targets", () => {
      const schema = dnd5eModel(line, model);
      const paths = Object.entries(schema.paths);
      expect(schema.pathCount).toBe(paths.length);
      expect(schema.leafCount).toBe(Object.keys(schema.aeTargets).length);
      for (const key of schema.topLevelKeys) expect(schema.paths[key], key).toBeDefined();
      for (const [p, e] of paths) {
        expect(KINDS.has(e.kind), `${p} kind ${e.kind}`).toBe(true);
        expect(typeof e.field, p).toBe("string");
        if (e.field !== "DataField") expect(e.extends.at(-1), p).toBe("DataField");
        if (e.kind === "schema")
          for (const k of e.keys ?? []) expect(schema.paths[`${p}.${k}`], `${p}.${k}`).toBeDefined();
        if (e.kind === "mapping") expect(e.mapping?.element, p).toBeTypeOf("string");
        if (e.labelEn !== undefined) expect(dnd5eLangText(line, e.label!), p).toBe(e.labelEn);
      }
      for (const key of Object.keys(schema.aeTargets)) {
        expect(schema.paths[key.replace(/^system\./, "")], key).toBeDefined();
      }
    });
  });

  it("has the character paths the module's effects target", () => {
    const at = (p: string): SchemaEntry => entry(line, "Actor.character", p);
    for (const id of ABILITIES) expect(at(`abilities.${id}.value`).field).toBe("NumberField");
    for (const skill of Object.keys(dnd5eConfig(line).summary["skills"] as object)) {
      expect(at(`skills.${skill}.value`).field).toBe("NumberField");
    }
    expect(at("tools.<key>.value").field).toBe("NumberField");
    for (const trait of ["languages", "dr", "di", "dv", "ci", "weaponProf"]) {
      expect(at(`traits.${trait}.value`).kind).toBe("set");
    }
    expect(at("attributes.senses.ranges.darkvision")).toMatchObject({ field: "NumberField", initial: null });
    expect(at("attributes.hp.bonuses.level").field).toBe("FormulaField");
    expect(at("details.race")).toMatchObject({ field: "LocalDocumentField", model: "BaseItem" });
    expect(at("traits.size").initial).toBe("med");
    expect(dnd5eModel(line, "Actor.character").aeTargets["system.traits.dr.value"]).toBe("SetField");
  });

  it("has the race item's movement, senses and type", () => {
    const race = dnd5eModel(line, "Item.race").paths;
    expect(race["senses.ranges.darkvision"]?.field).toBe("NumberField");
    expect(race["type.value"]?.field).toBe("StringField");
    expect(race["movement.units"]?.initial).toBe("ft");
    if (line === "5.3.3") {
      expect(race["movement.walk"]?.field).toBe("FormulaField");
      expect(race["movement.speeds.walk"]).toBeUndefined();
    } else {
      expect(race["movement.speeds.walk"]?.field).toBe("FormulaField");
      expect(race["movement.walk"]).toBeUndefined();
    }
  });

  it("has the config ids the module uses, with label keys and English labels", () => {
    const { summary, modern } = dnd5eConfig(line);
    const ids = (section: string): string[] => Object.keys(summary[section] as object);
    expect(ids("skills")).toHaveLength(18);
    expect(ids("abilities")).toEqual(ABILITIES);
    expect(ids("damageTypes")).toEqual(
      expect.arrayContaining(["acid", "cold", "fire", "lightning", "poison", "psychic"]),
    );
    for (const language of [
      "common",
      "draconic",
      "dwarvish",
      "elvish",
      "gnomish",
      "halfling",
      "infernal",
      "orc",
    ]) {
      expect(summary.languagesFlat[language]?.path, language).toMatch(/^[a-z]+:[a-z:]*$/);
    }
    expect(summary.languagesFlat["common"]).toMatchObject({ path: "standard:common", labelEn: "Common" });
    expect(ids("tools")).toEqual(expect.arrayContaining(["smith", "brewer", "mason", "tinker"]));
    expect(Object.keys(summary.weaponIds)).toEqual(
      expect.arrayContaining([
        "longsword",
        "shortsword",
        "longbow",
        "shortbow",
        "battleaxe",
        "handaxe",
        "lighthammer",
        "warhammer",
      ]),
    );
    expect(summary.characterFlags["halflingLucky"]).toMatchObject({
      key: "flags.dnd5e.halflingLucky",
      type: "Boolean",
    });
    expect(summary.characterFlags["meleeCriticalDamageDice"]).toMatchObject({ type: "Number" });
    expect(ids("senses")).toEqual(["blindsight", "darkvision", "tremorsense", "truesight"]);
    expect(Object.keys(modern["movementUnits"] as object)).toContain("ft");
  });

  it("resolves every config label key to its English text", () => {
    const { i18n } = dnd5eConfig(line);
    expect(Object.keys(i18n).length).toBeGreaterThan(300);
    for (const [key, text] of Object.entries(i18n)) expect(dnd5eLangText(line, key), key).toBe(text);
    expect(dnd5eLangEn(line)["DND5E.SkillAcr"]).toBe("Acrobatics");
  });
});

describe("the 5.3.3 and 6.x lines differ where 6.x moved things", () => {
  it("5.3.3: walking speed at attributes.movement.walk, senses config as label keys", () => {
    expect(entry("5.3.3", "Actor.character", "attributes.movement.walk").field).toBe("FormulaField");
    expect(dnd5eConfig("5.3.3").modern["senses"]).toMatchObject({ darkvision: "DND5E.SenseDarkvision" });
  });

  it("6.x: speeds under movement.speeds, senses config as objects, one-hop shims", () => {
    for (const model of ["Actor.character", "Actor.npc"] as const) {
      const paths = dnd5eModel("6.x", model).paths;
      for (const key of ["walk", "burrow", "climb", "fly", "jump", "swim", "custom"]) {
        expect(paths[`attributes.movement.speeds.${key}`]?.field, `${model} ${key}`).toBe("FormulaField");
      }
      for (const key of ["bonus", "special", "units", "hover", "ignoredDifficultTerrain"]) {
        expect(paths[`attributes.movement.${key}`], `${model} ${key}`).toBeDefined();
      }
      expect(paths["attributes.movement.walk"]).toBeUndefined();
      expect(paths["attributes.senses.ranges.darkvision"]).toBeDefined();
    }
    expect(dnd5eConfig("6.x").modern["senses"]).toMatchObject({
      darkvision: { label: "DND5E.SenseDarkvision", grantsSight: true },
    });
    const shims = dnd5eSchema("6.x").activeEffect.SHIM_FIELDS;
    expect(shims["system.attributes.movement.walk"]?.key).toBe("system.attributes.movement.speeds.walk");
    expect(shims["system.attributes.movement.speed"]?.key).toBe("system.attributes.movement.walk");
    expect(shims["system.attributes.senses.darkvision"]?.key).toBe(
      "system.attributes.senses.ranges.darkvision",
    );
  });

  it("6.x: every inferred fact is recorded, has evidence and is listed in the README", () => {
    const overlay = dnd5eSchema("6.x").meta.overlay;
    expect(overlay?.file).toBe("inferred.json");
    expect(existsSync(path.join(dnd5eFixtureDir("6.x"), "inferred.json"))).toBe(true);
    const readme = dnd5eFixtureReadme("6.x");
    expect(readme).toMatch(/development head/);
    const facts = new Set(overlay?.facts.map((f) => f.id));
    for (const fact of overlay?.facts ?? []) {
      expect(fact.evidence.length, fact.id).toBeGreaterThan(0);
      expect(readme, fact.id).toContain(`| ${fact.id} `);
    }
    for (const model of MODELS) {
      for (const [p, e] of Object.entries(dnd5eModel("6.x", model).paths)) {
        if (e.inferred !== undefined) expect(facts.has(e.inferred), `${model} ${p}`).toBe(true);
      }
    }
    expect(dnd5eSchema("5.3.3").meta.overlay).toBeUndefined();
  });
});
