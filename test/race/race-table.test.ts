/**
 * Issue #3's table: a default level-1 character (all scores 10, one fighter level) plus the race,
 * choices made through the dialog, prepares to exactly the table — and so does the same
 * character at level 5.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Actor, World } from "../harness";
import { RACES } from "../../src/content/races";
import type { RaceDef } from "../../src/content/races/shared";
import type { RaceId } from "../../src/content/ids";
import { character, createFromPack, dropWorld, FORM_ANSWERS, settle } from "./support";

/** A race as the content declares it. */
const raceDef = (id: RaceId): RaceDef => RACES.find((r) => r.id === id)!;

interface Row {
  abilities: Partial<Record<"str" | "dex" | "con" | "int" | "wis" | "cha", number>>;
  size: "sm" | "med";
  walk: number;
  darkvision: number;
  skills?: string[];
  tools?: string[];
  weapons?: string[];
  resist?: string[];
  languages: string[];
  /** HP bonus per level (Dwarven Toughness). */
  hpPerLevel?: number;
  flags?: Record<string, unknown>;
}

// The table of issue #3, with the answers of FORM_ANSWERS (high elf: Giant; dwarf: smith's tools;
// dragonborn: red, so fire; half-elf: STR and CON, History and Stealth, Dwarvish; human: Orc).
const TABLE: Record<RaceId, Row> = {
  "high-elf": {
    abilities: { dex: 12, int: 11 },
    size: "med",
    walk: 9,
    darkvision: 18,
    skills: ["prc"],
    weapons: ["longsword", "shortsword", "longbow", "shortbow"],
    languages: ["common", "elvish", "giant"],
  },
  "hill-dwarf": {
    abilities: { con: 12, wis: 11 },
    size: "med",
    walk: 7.5,
    darkvision: 18,
    resist: ["poison"],
    weapons: ["battleaxe", "handaxe", "lighthammer", "warhammer"],
    tools: ["smith"],
    hpPerLevel: 1,
    languages: ["common", "dwarvish"],
  },
  dragonborn: {
    abilities: { str: 12, cha: 11 },
    size: "med",
    walk: 9,
    darkvision: 0,
    resist: ["fire"],
    languages: ["common", "draconic"],
  },
  "rock-gnome": {
    abilities: { int: 12, con: 11 },
    size: "sm",
    walk: 7.5,
    darkvision: 18,
    tools: ["tinker"],
    languages: ["common", "gnomish"],
  },
  "half-elf": {
    abilities: { cha: 12, str: 11, con: 11 },
    size: "med",
    walk: 9,
    darkvision: 18,
    skills: ["his", "ste"],
    languages: ["common", "elvish", "dwarvish"],
  },
  "half-orc": {
    abilities: { str: 12, con: 11 },
    size: "med",
    walk: 9,
    darkvision: 18,
    skills: ["itm"],
    flags: { meleeCriticalDamageDice: 1 },
    languages: ["common", "orc"],
  },
  tiefling: {
    abilities: { int: 11, cha: 12 },
    size: "med",
    walk: 9,
    darkvision: 18,
    resist: ["fire"],
    languages: ["common", "infernal"],
  },
  human: {
    abilities: { str: 11, dex: 11, con: 11, int: 11, wis: 11, cha: 11 },
    size: "med",
    walk: 9,
    darkvision: 0,
    languages: ["common", "orc"],
  },
  lightfoot: {
    abilities: { dex: 12, cha: 11 },
    size: "sm",
    walk: 7.5,
    darkvision: 0,
    flags: { halflingLucky: true, halflingNimbleness: true },
    languages: ["common", "halfling"],
  },
};

function get(actor: Actor, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], actor.system as unknown);
}

const sorted = (value: unknown): string[] => [...(value as Iterable<string>)].sort();

/** Walking speed and darkvision in the world's units (by default the table's metres). */
interface Lengths {
  walk: number;
  darkvision: number;
  units: "m" | "ft";
}

function expectTable(actor: Actor, row: Row, level: number, lengths?: Lengths): void {
  const { walk, darkvision, units } = lengths ?? { walk: row.walk, darkvision: row.darkvision, units: "m" };
  for (const id of ["str", "dex", "con", "int", "wis", "cha"] as const) {
    const score = row.abilities[id] ?? 10;
    expect(get(actor, `abilities.${id}.value`), `${id} score`).toBe(score);
    expect(get(actor, `abilities.${id}.mod`), `${id} modifier`).toBe(Math.floor((score - 10) / 2));
  }
  expect(get(actor, "traits.size")).toBe(row.size);
  expect(get(actor, "attributes.movement.walk")).toBe(walk);
  expect(get(actor, "attributes.movement.units")).toBe(units);
  expect(get(actor, "attributes.senses.ranges.darkvision") ?? 0).toBe(darkvision);
  expect(sorted(get(actor, "traits.dr.value"))).toEqual([...(row.resist ?? [])].sort());
  expect(sorted(get(actor, "traits.languages.value"))).toEqual([...row.languages].sort());
  expect(sorted(get(actor, "traits.weaponProf.value"))).toEqual([...(row.weapons ?? [])].sort());
  const skills = Object.entries(get(actor, "skills") as Record<string, { value: number }>)
    .filter(([, s]) => s.value >= 1)
    .map(([id]) => id);
  expect(skills.sort()).toEqual([...(row.skills ?? [])].sort());
  const tools = Object.entries((get(actor, "tools") ?? {}) as Record<string, { value: number }>)
    .filter(([, t]) => t.value >= 1)
    .map(([id]) => id);
  expect(tools.sort()).toEqual([...(row.tools ?? [])].sort());
  // Fighter d10 with average HP: 10 at level 1, +6 a level; CON modifier and Toughness per level.
  const conMod = Math.floor(((row.abilities.con ?? 10) - 10) / 2);
  const hp = 10 + 6 * (level - 1) + level * (conMod + (row.hpPerLevel ?? 0));
  expect(get(actor, "attributes.hp.max"), `HP at level ${level}`).toBe(hp);
  expect(actor.flags["dnd5e"] ?? {}).toEqual(row.flags ?? {});
}

let world: World | undefined;
afterEach(() => world?.uninstall());

const eachGeneration = describe.each([13, 14] as const);

eachGeneration("each race prepares to exactly the table (Foundry V%i)", (generation) => {
  it.each(Object.keys(TABLE) as RaceId[])("%s at levels 1 and 5", async (raceId) => {
    for (const level of [1, 5]) {
      world = dropWorld({ metric: true, generation });
      const actor = await character(world, "Aría", level);
      if (raceDef(raceId).choices.some((c) => c.kind !== "asi"))
        world.dialogs.answer({ form: FORM_ANSWERS[raceId] });
      await createFromPack(world, actor, raceId);
      await settle(world);
      expect(world.dialogs.pending).toBe(0);
      expectTable(actor, TABLE[raceId], level);
      world.uninstall();
    }
  });
});

// The SRD's own lengths, for a world that measures in feet (dnd5e.metricLengthUnits off).
const FEET: Record<RaceId, Omit<Lengths, "units">> = {
  "high-elf": { walk: 30, darkvision: 60 },
  "hill-dwarf": { walk: 25, darkvision: 60 },
  dragonborn: { walk: 30, darkvision: 0 },
  "rock-gnome": { walk: 25, darkvision: 60 },
  "half-elf": { walk: 30, darkvision: 60 },
  "half-orc": { walk: 30, darkvision: 60 },
  tiefling: { walk: 30, darkvision: 60 },
  human: { walk: 30, darkvision: 0 },
  lightfoot: { walk: 25, darkvision: 0 },
};

describe("in a world that measures in feet each race prepares to the table, in feet", () => {
  it.each(Object.keys(TABLE) as RaceId[])("%s at level 1", async (raceId) => {
    world = dropWorld({ metric: false });
    const actor = await character(world, "Aría", 1);
    if (raceDef(raceId).choices.some((c) => c.kind !== "asi"))
      world.dialogs.answer({ form: FORM_ANSWERS[raceId] });
    await createFromPack(world, actor, raceId);
    await settle(world);
    expect(world.dialogs.pending).toBe(0);
    expectTable(actor, TABLE[raceId], 1, { ...FEET[raceId], units: "ft" });
  });
});
