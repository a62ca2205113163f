/**
 * Every actor of dnd5e's premade heroes (2014 and 2024) and SRD monsters, loaded into the harness
 * exactly as dnd5e stores it, on each stack: nothing refused, nothing dropped (dropped.ts), and
 * the prepared data as dnd5e prepares it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Actor, createWorld, STACKS, type World } from "../harness";
import { dnd5eActors } from "./dnd5e-packs";
import { compareStored } from "./dropped";
import { SRD_ARMOR, SRD_SHIELD } from "./srd";

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);

/** Whether an active effect anywhere on the actor touches its armour class. */
function acEffects(source: Obj): boolean {
  const effects = [
    ...((source["effects"] as Obj[] | undefined) ?? []),
    ...((source["items"] as Obj[] | undefined) ?? []).flatMap(
      (i) => (i["effects"] as Obj[] | undefined) ?? [],
    ),
  ];
  return effects.some((e) =>
    ((e["changes"] as Obj[] | undefined) ?? []).some((c) => String(c["key"]).includes("attributes.ac")),
  );
}

/** The SRD's armour class for a character in its equipped armour and shield (null when the SRD table does not say). */
function srdArmorClass(source: Obj, dexMod: number): number | null {
  const items = ((source["items"] as Obj[] | undefined) ?? []).filter(
    (i) => i["type"] === "equipment" && at(i, "system.equipped") === true,
  );
  const armor = items.find((i) => ["light", "medium", "heavy"].includes(String(at(i, "system.type.value"))));
  const shield = items.some((i) => at(i, "system.type.value") === "shield");
  if (items.some((i) => at(i, "system.armor.magicalBonus"))) return null;
  let base = 10 + dexMod;
  if (armor) {
    const srd = SRD_ARMOR[String(at(armor, "system.type.baseItem"))];
    if (!srd) return null;
    base = srd.base + (srd.cap === null ? dexMod : srd.cap === 0 ? 0 : Math.min(dexMod, srd.cap));
  }
  return base + (shield ? SRD_SHIELD : 0);
}

const ACTORS = dnd5eActors();

describe.each(STACKS)("dnd5e's actors load as dnd5e stores them ($name)", ({ id }) => {
  let world: World;
  beforeAll(() => {
    world = createWorld({ stack: id });
  });
  afterAll(() => world.uninstall());

  it.each(ACTORS.map((a) => [a.file, a] as const))(
    "%s: nothing refused, nothing dropped",
    async (_file, { source }) => {
      const actor = (await Actor.create(structuredClone(source), { keepId: true })) as Actor;
      await world.settle();
      const report = compareStored(source, actor.toObject(), id);
      await actor.delete();
      expect({ dropped: report.dropped, changed: report.changed }).toEqual({ dropped: [], changed: [] });
    },
  );
});

const CHARACTERS = ACTORS.filter((a) => a.source["type"] === "character");

describe.each(STACKS)("dnd5e's premade characters are prepared as dnd5e prepares them ($name)", ({ id }) => {
  let world: World;
  beforeAll(() => {
    world = createWorld({ stack: id });
  });
  afterAll(() => world.uninstall());

  it.each(CHARACTERS.map((a) => [a.file, a] as const))(
    "%s: hit-point maximum as dnd5e saved it, a walking speed, armour class by the SRD",
    async (_file, { source }) => {
      const actor = (await Actor.create(structuredClone(source), { keepId: true })) as Actor;
      await world.settle();
      const system = actor.system;
      // The premades are stored at full hit points: the value dnd5e saved is its prepared maximum.
      expect(at(system, "attributes.hp.max")).toBe(at(source, "system.attributes.hp.value"));
      // A monk's Unarmored Movement adds @scale.monk.unarmored-movement: never a zero speed.
      expect(Number(at(system, "attributes.movement.walk"))).toBeGreaterThanOrEqual(25);
      const calc = String(at(source, "system.attributes.ac.calc") ?? "default");
      const expected =
        calc === "default" && !acEffects(source)
          ? srdArmorClass(source, Number(at(system, "abilities.dex.mod")))
          : null;
      if (expected !== null) expect(at(system, "attributes.ac.value")).toBe(expected);
      await actor.delete();
    },
  );
});
