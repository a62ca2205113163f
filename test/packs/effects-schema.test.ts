/**
 * Every effect change the module can write — the packs' fixed changes and every value a choice can
 * fill in, for every race and every ability-increase mode — targets a real field of the character
 * model (or a declared dnd5e flag) of each dnd5e line the module supports, names ids that line
 * knows, and casts to the field's type. The race items' own fields and flags are checked too.
 */
import { describe, expect, it } from "vitest";
import {
  ASI_MODES,
  FEATURE_KEYS,
  FLAGS,
  MODULE_ID,
  RACE_IDS,
  SPECIES24_IDS,
  SPELL_KEYS,
  isFeature24Key,
  isOneOf,
} from "../../src/content/ids";
import type { ChangeDef } from "../../src/effects/changes";
import { askedChoices } from "../../src/race/answers";
import {
  choiceKind,
  countOf,
  valuesOf,
  type Answer,
  type ChoiceWorld,
  type LanguageConfig,
} from "../../src/race/choices";
import { RACE_FLAG_SCHEMA } from "../../src/race/flags";
import { raceSourceOf, type RaceSource } from "../../src/race/source";
import {
  isLengthUnit,
  movementChangeFor,
  movementFor,
  sensesFor,
  type LengthUnit,
  type MovementShape,
} from "../../src/rules/units";
import {
  DND5E_LINES,
  dnd5eConfig,
  dnd5eModel,
  type Dnd5eConfig,
  type Dnd5eLine,
  type ModelSchema,
} from "../support/dnd5e-facts";
import { packDocs, packItemByUuid, packRaceSource, type Doc } from "../support/packs";
import { choiceWorld, raceOf } from "../race/world-fixture";
import { SPELLS24_FACTS } from "../support/spells24";

function rec(value: unknown): Doc {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Doc) : {};
}

function list(value: unknown): Doc[] {
  return Array.isArray(value) ? value.map(rec) : [];
}

function ours(doc: Doc): Doc {
  return rec(rec(doc["flags"])[MODULE_ID]);
}

/** A pack effect's changes in the module's declared shape. */
function changesOf(effect: Doc): ChangeDef[] {
  return list(effect["changes"]).map(
    (c) => ({ key: String(c["key"]), mode: Number(c["mode"]), value: String(c["value"]) }) as ChangeDef,
  );
}

/** Every answer that, together, offers each option once: the option first, then the others in order. */
function answersCovering(options: readonly string[], count: number): Answer[] {
  if (count === 1) return [...options];
  return options.map((value) => [value, ...options.filter((o) => o !== value).slice(0, count - 1)]);
}

/** The leaf paths (`a.b.c`) of a plain object. */
function leafPaths(value: unknown, prefix = ""): string[] {
  const obj = rec(value);
  return Object.entries(obj).flatMap(([k, v]) => {
    const p = prefix ? `${prefix}.${k}` : k;
    return typeof v === "object" && v !== null && !Array.isArray(v) ? leafPaths(v, p) : [p];
  });
}

describe.each(DND5E_LINES)("effect changes against dnd5e %s's data model", (line: Dnd5eLine) => {
  const config: Dnd5eConfig = dnd5eConfig(line);
  const summary = config.summary as Record<string, Record<string, unknown>>;
  const character: ModelSchema = dnd5eModel(line, "Actor.character");
  const raceModel: ModelSchema = dnd5eModel(line, "Item.race");
  // A language id dnd5e lets a character have: a language, or a language with dialects (Primordial);
  // a category marked `selectable: false` (Standard, Rare) is none.
  const languages = new Set(
    Object.entries({ ...config.summary.languagesFlat, ...config.legacy.languagesFlat })
      .filter(([, v]) => !v.isCategory || v["selectable"] !== false)
      .map(([k]) => k),
  );
  const ids = (name: string): Set<string> => new Set(Object.keys(summary[name] ?? {}));

  /** The schema field of a change key, with a mapping key replaced by `<key>` where dnd5e's model is open. */
  function fieldOf(key: string): string | undefined {
    if (character.aeTargets[key]) return character.aeTargets[key];
    const open = key.replace(/^system\.tools\.[^.]+\./, "system.tools.<key>.");
    return character.aeTargets[open];
  }

  function check(change: ChangeDef, where: string): void {
    if (change.key.startsWith("flags.dnd5e.")) {
      const flag = config.summary.characterFlags[change.key.slice("flags.dnd5e.".length)];
      expect(flag, `${where}: ${change.key} is not a dnd5e character flag`).toBeDefined();
      if (flag!.type === "Boolean") expect(["true", "false"]).toContain(change.value);
      if (flag!.type === "Number") expect(Number.isFinite(Number(change.value))).toBe(true);
      return;
    }
    const field = fieldOf(change.key);
    expect(field, `${where}: ${change.key} is not an active-effect target of Actor.character`).toBeDefined();
    const value = change.value;
    if (field!.startsWith("AdvantageModeField")) {
      // dnd5e's advantage mode: -1, 0 or 1 per source (ADD 1 = one source of advantage).
      expect(["-1", "0", "1"], `${where}: ${change.key}=${value}`).toContain(value);
    } else if (field!.startsWith("NumberField")) {
      expect(Number.isInteger(Number(value)), `${where}: ${change.key}=${value}`).toBe(true);
    } else if (field!.startsWith("FormulaField")) {
      // A number, or (Draconic Flight) another speed of the same actor, at this line's own path.
      const speed = /^@attributes\.movement\.((?:speeds\.)?[a-z]+)$/.exec(value)?.[1];
      if (speed) expect(fieldOf(`system.attributes.movement.${speed}`), `${where}: ${value}`).toBeDefined();
      else expect(value).toMatch(/^-?\d+$/);
    } else if (field!.startsWith("SetField")) {
      const id = value.replace(/^-/, "");
      if (change.key === "system.traits.dr.value") expect(ids("damageTypes").has(id), id).toBe(true);
      else if (change.key === "system.traits.languages.value") expect(languages.has(id), id).toBe(true);
      else if (change.key === "system.traits.weaponProf.value")
        expect(ids("weaponIds").has(id) || ids("weaponProficiencies").has(id), id).toBe(true);
      else if (change.key === "system.traits.armorProf.value")
        expect(ids("armorProficiencies").has(id), id).toBe(true);
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

  it("every fixed change the race and feature packs ship is a real dnd5e key with a valid value", () => {
    let count = 0;
    for (const pack of ["races", "race-features", "species24", "species24-features"]) {
      for (const doc of packDocs(pack)) {
        for (const effect of list(doc["effects"])) {
          // An effect whose flags name its speeds' unit is written by the drop at this line's movement shape.
          const units = rec(rec(effect["flags"])["kynthaettir"])["units"];
          const shape: MovementShape = line !== "5.3.3" ? "speeds" : "flat";
          for (const change of changesOf(effect)) {
            const written = isLengthUnit(units) ? movementChangeFor(change, units, "ft", shape) : change;
            check(written, `${String(doc["name"])}/${String(effect["name"])}`);
            count++;
          }
        }
      }
    }
    expect(count).toBeGreaterThan(60);
  });

  /** The choice world of one race on this line, under one rule set and one ability-increase mode. */
  function worldFor(race: RaceSource, over: Partial<ChoiceWorld>, legacy: boolean): ChoiceWorld {
    const modern = config.modern as Record<string, Record<string, unknown>>;
    const tree = legacy ? config.legacy["languages"] : modern["languages"];
    return choiceWorld(race, {
      skillIds: Object.keys(modern["skills"] ?? {}),
      toolIds: Object.keys(modern["tools"] ?? {}),
      languages: tree as LanguageConfig,
      ...over,
    });
  }

  it("every value a choice can fill in, for every race and ability-increase mode, is a real dnd5e key with a valid value", () => {
    const kindsWritten = new Set<string>();
    let answers = 0;
    for (const raceId of RACE_IDS) {
      const race = raceOf(raceId);
      for (const asiMode of ASI_MODES) {
        for (const legacy of [false, true]) {
          const world = worldFor(race, { asiMode }, legacy);
          const rules = legacy ? "legacy" : "modern";
          for (const { decl, kind, options } of askedChoices(race.flags.choices, world)) {
            const where = `${raceId} (${asiMode}, ${rules}) ${decl.kind}`;
            expect(options.length, `${where} offers nothing`).toBeGreaterThan(0);
            // How many values one answer holds: the kind's own preselection has exactly that many;
            // a kind that never preselects (the ancestry) takes the declaration's count.
            const preset = kind.preset(decl, options, undefined, world);
            const count = preset === undefined ? countOf(decl) : valuesOf(preset).length;
            expect(count, `${where} asks for nothing`).toBeGreaterThan(0);
            for (const answer of answersCovering(
              options.map((o) => o.value),
              count,
            )) {
              answers++;
              expect(kind.validate(decl, answer, options, world), `${where}: ${String(answer)}`).toEqual([]);
              const changes = kind.changes(decl, answer, world);
              if (changes.length === 0) {
                // A kind without changes grants an item instead (the cantrip).
                expect(kind.grantedItem?.(decl, answer), `${where}: ${String(answer)}`).toBeTruthy();
                continue;
              }
              kindsWritten.add(decl.kind);
              for (const change of changes) check(change, `${where}: ${String(answer)}`);
            }
          }
        }
      }
    }
    expect([...kindsWritten].sort()).toEqual(["abilities", "ancestry", "asi", "language", "skills", "tool"]);
    expect(answers).toBeGreaterThan(100);
  });

  it("race items store movement and darkvision in dnd5e's race fields with a unit dnd5e knows", () => {
    const units = ids("movementUnits");
    const shape: MovementShape = line !== "5.3.3" ? "speeds" : "flat";
    for (const raceId of RACE_IDS) {
      const system = rec(packRaceSource(raceId)["system"]);
      for (const to of ["m", "ft"] as const satisfies readonly LengthUnit[]) {
        // What the module writes on this line: 6.x nests the speeds under `movement.speeds`.
        const movement = movementFor(system["movement"], to, shape);
        const senses = sensesFor(system["senses"], to);
        const where = `${raceId} in ${to}`;
        for (const p of [...leafPaths(movement, "movement"), ...leafPaths(senses, "senses")]) {
          expect(
            raceModel.paths[p],
            `${where}: ${p} is not a field of dnd5e ${line}'s race item`,
          ).toBeDefined();
        }
        expect(units.has(String(movement["units"])), where).toBe(true);
        expect(units.has(String(senses["units"])), where).toBe(true);
        const walk = shape === "speeds" ? rec(movement["speeds"])["walk"] : movement["walk"];
        expect(Number(walk), where).toBeGreaterThan(0);
        const dv = rec(senses["ranges"])["darkvision"];
        expect(dv === null || Number.isInteger(dv), where).toBe(true);
      }
    }
  });

  it("race items carry their flag schema, race id, choice declarations and grants by UUID", () => {
    const known: Record<string, Set<string>> = {
      abilities: ids("abilities"),
      skills: ids("skills"),
      tool: ids("tools"),
      language: languages,
    };
    for (const raceId of RACE_IDS) {
      const flags = ours(packRaceSource(raceId));
      expect(flags[FLAGS.schema], raceId).toBe(RACE_FLAG_SCHEMA);
      expect(flags[FLAGS.raceId], raceId).toBe(raceId);
      for (const decl of list(flags[FLAGS.choices])) {
        const kind = String(decl["kind"]);
        expect(choiceKind(kind), `${raceId}: choice kind ${kind}`).toBeDefined();
        const pool = Array.isArray(decl["pool"]) ? decl["pool"].map(String) : [];
        for (const id of pool) expect(known[kind]?.has(id), `${raceId} ${kind} pool: ${id}`).toBe(true);
      }
      for (const grant of list(flags[FLAGS.grants])) {
        const key = String(grant["key"]);
        const item = ours(packItemByUuid(String(grant["uuid"])));
        expect(isOneOf(FEATURE_KEYS, key) || isOneOf(SPELL_KEYS, key), `${raceId} grants ${key}`).toBe(true);
        expect(
          isOneOf(FEATURE_KEYS, key) ? item[FLAGS.featureKey] : item[FLAGS.spellKey],
          `${raceId} grants ${key}`,
        ).toBe(key);
        const level = grant["level"];
        if (level !== undefined)
          expect(Number.isInteger(level) && Number(level) >= 1 && Number(level) <= 20).toBe(true);
      }
    }
  });
  it("every value a 2024 species' choice can fill in is a real dnd5e key with a valid value", () => {
    let answers = 0;
    for (const doc of packDocs("species24")) {
      const race = raceSourceOf(doc)!;
      for (const legacy of [false, true]) {
        const world = worldFor(race, { asiMode: "none" }, legacy);
        for (const { decl, kind, options } of askedChoices(race.flags.choices, world)) {
          const where = `${String(doc["name"])} ${decl.kind}`;
          expect(options.length, `${where} offers nothing`).toBeGreaterThan(0);
          const preset = kind.preset(decl, options, undefined, world);
          const count = preset === undefined ? countOf(decl) : valuesOf(preset).length;
          for (const answer of answersCovering(
            options.map((o) => o.value),
            count,
          )) {
            answers++;
            expect(kind.validate(decl, answer, options, world), `${where}: ${String(answer)}`).toEqual([]);
            for (const change of kind.changes(decl, answer, world))
              check(change, `${where}: ${String(answer)}`);
          }
        }
      }
    }
    expect(answers).toBeGreaterThan(40);
  });

  it("2024 species items carry their flag schema, species id, choice declarations and grants by UUID", () => {
    const docs = packDocs("species24");
    const features = packDocs("species24-features");
    expect(docs.map((d) => rec(d["system"])["identifier"]).sort()).toEqual([...SPECIES24_IDS].sort());
    for (const doc of docs) {
      const identifier = String(rec(doc["system"])["identifier"]);
      const flags = ours(doc);
      expect(flags[FLAGS.schema], identifier).toBe(RACE_FLAG_SCHEMA);
      expect(flags[FLAGS.raceId], identifier).toBe(`${identifier}-2024`);
      for (const decl of list(flags[FLAGS.choices])) {
        const kind = String(decl["kind"]);
        expect(choiceKind(kind), `${identifier}: choice kind ${kind}`).toBeDefined();
        const pool = Array.isArray(decl["pool"]) ? decl["pool"].map(String) : [];
        if (kind === "skills") for (const id of pool) expect(ids("skills").has(id), id).toBe(true);
      }
      for (const grant of list(flags[FLAGS.grants])) {
        const key = String(grant["key"]);
        if (grant["spell"] !== undefined) {
          // A lineage spell: dnd5e's own spells24 item, by the UUID dnd5e's species grant.
          expect(SPELLS24_FACTS.has(String(grant["uuid"])), `${identifier} grants ${key}`).toBe(true);
          expect(key, identifier).toMatch(/^spell24:/);
          continue;
        }
        expect(isFeature24Key(key), `${identifier} grants ${key}`).toBe(true);
        const uuid = String(grant["uuid"]);
        expect(uuid.startsWith(`Compendium.${MODULE_ID}.species24-features.Item.`), uuid).toBe(true);
        const item = features.find((f) => f["_id"] === uuid.split(".").at(-1));
        expect(item && ours(item)[FLAGS.featureKey], `${identifier} grants ${key}`).toBe(key);
        const level = grant["level"];
        if (level !== undefined)
          expect(Number.isInteger(level) && Number(level) >= 1 && Number(level) <= 20).toBe(true);
      }
    }
  });
});
