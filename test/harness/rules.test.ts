import { afterEach, describe, expect, it } from "vitest";
import { createWorld, classItemData, effectData, type World, type Actor, type D20Roll } from "./index";

let world: World;
afterEach(() => world?.uninstall());

async function fighter(level: number, system: Record<string, unknown> = {}): Promise<Actor> {
  const actor = await world.createActor({ name: "Hero", type: "character", system });
  await actor.createEmbeddedDocuments("Item", [classItemData({ levels: level, hitDie: 10 })]);
  return actor;
}

async function wounded(traits: Record<string, unknown>): Promise<Actor> {
  const actor = await fighter(5, { abilities: { con: { value: 10 } }, traits });
  await actor.update({ "system.attributes.hp.value": 30 });
  return actor;
}

function hp(actor: Actor): number {
  return (actor.system.attributes as { hp: { value: number } }).hp.value;
}

describe("dnd5e derived data", () => {
  it("level sums class levels and proficiency follows it", async () => {
    world = createWorld();
    const actor = await fighter(5);
    await actor.createEmbeddedDocuments("Item", [classItemData({ name: "Wizard", levels: 4, hitDie: 6 })]);
    expect(actor.system.details).toMatchObject({ level: 9 });
    expect(actor.system.attributes).toMatchObject({ prof: 4 });
  });

  it("ability modifiers, save DCs and saving throw values", async () => {
    world = createWorld();
    const actor = await fighter(1, { abilities: { con: { value: 15, proficient: 1 }, dex: { value: 8 } } });
    expect(actor.system.abilities).toMatchObject({
      con: { mod: 2, dc: 12, save: { value: 4 } },
      dex: { mod: -1, dc: 9, save: { value: -1 } },
    });
  });

  it("skills: proficiency multiplier, totals and passive perception", async () => {
    world = createWorld();
    const actor = await fighter(1, {
      abilities: { wis: { value: 14 } },
      skills: { prc: { value: 2, ability: "wis" }, ste: { value: 0.5, ability: "dex" } },
    });
    expect(actor.system.skills).toMatchObject({
      prc: { value: 2, total: 6, passive: 16 },
      ste: { value: 0.5, total: 1 },
      ins: { value: 0, total: 2 },
    });
  });

  it("HP max: level 1 takes the full die, later levels the average, plus CON per level", async () => {
    world = createWorld();
    const actor = await fighter(3, { abilities: { con: { value: 14 } } });
    expect(actor.system.attributes).toMatchObject({ hp: { max: 10 + 6 + 6 + 3 * 2 } });
  });

  it("HP max adds the overall bonus once and the level bonus per level", async () => {
    world = createWorld();
    const actor = await fighter(2, { attributes: { hp: { bonuses: { level: "1", overall: "3" } } } });
    expect(actor.system.attributes).toMatchObject({ hp: { max: 10 + 6 + 2 + 3 } });
  });

  it("current HP is clamped to the maximum", async () => {
    world = createWorld();
    const actor = await fighter(1);
    await actor.update({ "system.attributes.hp.value": 99 });
    expect(hp(actor)).toBe(10);
    expect(actor._source.system).toMatchObject({ attributes: { hp: { value: 99 } } });
  });

  it("walking speed from a formula source becomes a number", async () => {
    world = createWorld();
    const actor = await fighter(1, { attributes: { movement: { walk: "25 + 5" } } });
    expect(actor.system.attributes).toMatchObject({ movement: { walk: 30, speed: 30, units: "ft" } });
  });
});

describe("applyDamage follows dnd5e 5.3", () => {
  it("resistance halves (rounding down), immunity zeroes, vulnerability doubles", async () => {
    world = createWorld();
    const resistant = await wounded({ dr: { value: ["fire"] } });
    await resistant.applyDamage([{ value: 13, type: "fire" }]);
    expect(hp(resistant)).toBe(30 - 6);

    const immune = await wounded({ di: { value: ["fire"] } });
    await immune.applyDamage([{ value: 13, type: "fire" }]);
    expect(hp(immune)).toBe(30);

    const vulnerable = await wounded({ dv: { value: ["fire"] } });
    await vulnerable.applyDamage([{ value: 13, type: "fire" }]);
    expect(hp(vulnerable)).toBe(30 - 26);
  });

  it("resistance from an effect counts the same way", async () => {
    world = createWorld();
    const actor = await wounded({});
    await actor.createEmbeddedDocuments("ActiveEffect", [
      effectData("Fire Resistance", [{ key: "system.traits.dr.value", mode: 2, value: "fire" }]),
    ]);
    await actor.applyDamage([
      { value: 10, type: "fire" },
      { value: 10, type: "cold" },
    ]);
    expect(hp(actor)).toBe(30 - 5 - 10);
  });

  it("a plain number skips resistances; multiplier 0.5 halves a save-for-half", async () => {
    world = createWorld();
    const actor = await wounded({ dr: { value: ["fire"] } });
    await actor.applyDamage(10);
    expect(hp(actor)).toBe(20);
    const other = await wounded({});
    await other.applyDamage([{ value: 15, type: "fire" }], { multiplier: 0.5 });
    expect(hp(other)).toBe(30 - 7);
  });

  it("damage takes temporary HP first and is one actor update", async () => {
    world = createWorld();
    const actor = await wounded({});
    await actor.update({ "system.attributes.hp.temp": 5 });
    world.ops.reset();
    await actor.applyDamage([{ value: 8, type: "fire" }]);
    expect(actor.system.attributes).toMatchObject({ hp: { value: 27, temp: 0 } });
    expect(world.ops.log.map((e) => `${e.action} ${e.documentName}`)).toEqual(["update Actor"]);
  });
});

describe("rollSavingThrow follows dnd5e 5.3", () => {
  it("d20 + ability modifier + proficiency against the DC, with a chat card", async () => {
    world = createWorld();
    const actor = await fighter(5, { abilities: { dex: { value: 14, proficient: 1 } } });
    world.dice.force(9);
    const rolls = (await actor.rollSavingThrow(
      { ability: "dex", target: 14 },
      { configure: false },
    )) as D20Roll[];
    expect(rolls).toHaveLength(1);
    const [roll] = rolls;
    expect([roll!.total, roll!.isSuccess, roll!.isFailure]).toEqual([9 + 2 + 3, true, false]);
    expect(world.chat.at(-1)!.flavor).toBe("Dexterity Saving Throw");
  });

  it("a failed save reports isFailure; message.create false posts nothing", async () => {
    world = createWorld();
    const actor = await fighter(1);
    world.dice.force(3);
    const rolls = (await actor.rollSavingThrow(
      { ability: "con", target: 13 },
      { configure: false },
      { create: false },
    )) as D20Roll[];
    expect([rolls[0]!.total, rolls[0]!.isSuccess, rolls[0]!.isFailure]).toEqual([3, false, true]);
    expect(world.chat).toHaveLength(0);
  });

  it("without configure:false the roll dialog opens; dismissing it rolls nothing", async () => {
    world = createWorld();
    const actor = await fighter(1);
    world.dialogs.answer(null);
    expect(await actor.rollSavingThrow({ ability: "wis", target: 10 })).toBeNull();
    expect(world.dialogs.last).toMatchObject({ title: "Wisdom Saving Throw" });
  });

  it("advantage on a save (ADD 1 to save.roll.mode) rolls two d20 and keeps the higher", async () => {
    world = createWorld();
    const actor = await fighter(1);
    await actor.createEmbeddedDocuments("ActiveEffect", [
      effectData("Dwarven Resilience", [{ key: "system.abilities.con.save.roll.mode", mode: 2, value: 1 }]),
    ]);
    world.dice.force(4, 15);
    const rolls = (await actor.rollSavingThrow(
      { ability: "con", target: 12 },
      { configure: false },
    )) as D20Roll[];
    expect(rolls[0]!.total).toBe(15);
  });

  it("halfling luck rerolls a natural 1 once", async () => {
    world = createWorld();
    const actor = await fighter(1);
    await actor.createEmbeddedDocuments("ActiveEffect", [
      effectData("Lucky", [{ key: "flags.dnd5e.halflingLucky", mode: 5, value: "true" }]),
    ]);
    world.dice.force(1, 12);
    const rolls = (await actor.rollSavingThrow(
      { ability: "str", target: 10 },
      { configure: false },
    )) as D20Roll[];
    expect(rolls[0]!.total).toBe(12);
  });
});
