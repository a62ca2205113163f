/**
 * Every effect change the module can write — the packs' fixed changes and every value a choice can
 * fill in — targets a real field of dnd5e 5.3.3's character model (or a declared dnd5e flag),
 * names ids dnd5e knows, and casts to the field's type.
 */
import { beforeAll, expect, it } from "vitest";
import { ANCESTRIES } from "../../src/content/ancestry";
import {
  ABILITY_IDS,
  ARTISAN_TOOLS,
  choiceChanges,
  type ChangeDef,
  type ChoiceKind,
} from "../../src/effects/changes";
import { RACES } from "../../src/content/races";
import { raceItemSource, type JsonObject } from "../../scripts/packs/documents";
import { describeShared, readSharedJson } from "../support/shared";

interface SchemaFile {
  models: Record<
    string,
    {
      aeTargets: Record<string, string>;
      paths: Record<string, { integer?: boolean; min?: number; max?: number }>;
    }
  >;
}
interface ConfigFile {
  summary: Record<string, Record<string, { type?: string; children?: string[]; isCategory?: boolean }>>;
  legacy: { languagesFlat: Record<string, { isCategory?: boolean }> };
}

describeShared("effect changes against dnd5e 5.3.3's data model", () => {
  // Read when the tests run, not while collecting: without ../shared this describe is skipped.
  let character: SchemaFile["models"][string];
  let summary: ConfigFile["summary"];
  let languages: Set<string>;
  beforeAll(() => {
    const schema = readSharedJson("dnd5e", "schema.json") as SchemaFile;
    const config = readSharedJson("dnd5e", "config.json") as ConfigFile;
    character = schema.models["Actor.character"]!;
    summary = config.summary;
    languages = new Set(
      Object.entries({ ...summary["languagesFlat"], ...config.legacy.languagesFlat })
        .filter(([, v]) => !v.isCategory)
        .map(([k]) => k),
    );
  });
  const ids = (name: string): Set<string> => new Set(Object.keys(summary[name]!));

  /** The schema path of a change key, with a mapping key replaced by `<key>` where dnd5e's model is open. */
  function fieldOf(key: string): string | undefined {
    if (character.aeTargets[key]) return character.aeTargets[key];
    const open = key.replace(/^system\.tools\.[^.]+\./, "system.tools.<key>.");
    return character.aeTargets[open];
  }

  function check(change: ChangeDef, where: string): void {
    if (change.key.startsWith("flags.dnd5e.")) {
      const flag = summary["characterFlags"]![change.key.slice("flags.dnd5e.".length)];
      expect(flag, `${where}: ${change.key} is not a dnd5e character flag`).toBeDefined();
      if (flag!.type === "Boolean") expect(["true", "false"]).toContain(change.value);
      if (flag!.type === "Number") expect(Number.isFinite(Number(change.value))).toBe(true);
      return;
    }
    const field = fieldOf(change.key);
    expect(field, `${where}: ${change.key} is not an active-effect target of Actor.character`).toBeDefined();
    const value = change.value;
    if (field!.startsWith("NumberField")) {
      expect(Number.isInteger(Number(value)), `${where}: ${change.key}=${value}`).toBe(true);
    } else if (field!.startsWith("FormulaField")) {
      expect(value).toMatch(/^-?\d+$/);
    } else if (field!.startsWith("SetField")) {
      const id = value.replace(/^-/, "");
      if (change.key === "system.traits.dr.value") expect(ids("damageTypes").has(id), id).toBe(true);
      else if (change.key === "system.traits.languages.value") expect(languages.has(id), id).toBe(true);
      else if (change.key === "system.traits.weaponProf.value")
        expect(ids("weaponIds").has(id) || ids("weaponProficiencies").has(id), id).toBe(true);
      else throw new Error(`${where}: unchecked set ${change.key}`);
    } else if (change.key === "system.traits.size") {
      expect(ids("actorSizes").has(value), value).toBe(true);
    } else {
      throw new Error(`${where}: unchecked field ${change.key} (${field})`);
    }
    const skill = /^system\.skills\.([^.]+)\./.exec(change.key)?.[1];
    if (skill) expect(ids("skills").has(skill), skill).toBe(true);
    const tool = /^system\.tools\.([^.]+)\./.exec(change.key)?.[1];
    if (tool) expect(ids("tools").has(tool), tool).toBe(true);
    const ability = /^system\.abilities\.([^.]+)\./.exec(change.key)?.[1];
    if (ability) expect(ids("abilities").has(ability), ability).toBe(true);
  }

  it("every fixed change on the nine race items is a real dnd5e key with a valid value", () => {
    let count = 0;
    for (const race of RACES) {
      for (const effect of race.effects) {
        for (const change of effect.changes) {
          check(change, `${race.id}/${effect.nameIs}`);
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  it("every value a choice can fill in is a real dnd5e key with a valid value", () => {
    const fills: [ChoiceKind, Parameters<typeof choiceChanges>[1]][] = [
      ...ANCESTRIES.map((a): [ChoiceKind, { ancestry: typeof a.id }] => ["ancestry", { ancestry: a.id }]),
      ...ARTISAN_TOOLS.map((tool): [ChoiceKind, { tool: typeof tool }] => ["tool", { tool }]),
      ...[...languages].map((language): [ChoiceKind, { language: string }] => ["language", { language }]),
      ...[...ids("skills")].map((s): [ChoiceKind, { skills: [string, string] }] => [
        "skills",
        { skills: [s, "prc"] },
      ]),
      ...ABILITY_IDS.map((a): [ChoiceKind, { abilities: [typeof a, "str"] }] => [
        "abilities",
        { abilities: [a, "str"] },
      ]),
    ];
    for (const [kind, choices] of fills) {
      const changes = choiceChanges(kind, choices);
      expect(changes.length, kind).toBeGreaterThan(0);
      for (const change of changes) check(change, `choice ${kind}`);
    }
  });

  it("race items store movement and darkvision in dnd5e's race fields with a unit dnd5e knows", () => {
    const units = ids("movementUnits");
    for (const race of RACES) {
      const system = raceItemSource(race)["system"] as JsonObject;
      const movement = system["movement"] as JsonObject;
      const senses = system["senses"] as JsonObject;
      expect(units.has(String(movement["units"]))).toBe(true);
      expect(units.has(String(senses["units"]))).toBe(true);
      expect(Number(movement["walk"])).toBe(race.walkM);
      const dv = (senses["ranges"] as JsonObject)["darkvision"];
      expect(dv === null || Number.isInteger(dv)).toBe(true);
    }
  });
});
