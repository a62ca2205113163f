/**
 * dnd5e's data migrations on load (migrations.ts): an actor stored in an older shape, as dnd5e's
 * own compendiums still store many, is held as dnd5e holds it — nothing lost on the way.
 */
import { afterEach, describe, expect, it } from "vitest";
import { classItemData, createWorld, STACKS, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);

describe.each(STACKS)("dnd5e's migrations of stored actors ($name)", ({ id }) => {
  it("an NPC's old senses, environment, legendary values and spell level move to their new fields", async () => {
    world = createWorld({ stack: id });
    const actor = await world.createActor({
      name: "Aboleth",
      type: "npc",
      system: {
        attributes: { senses: { darkvision: 120, blindsight: null, units: "ft", special: "" } },
        details: { environment: "Underdark", spellLevel: 5 },
        resources: { legact: { value: 3, max: 3 }, legres: { value: 1, max: 3 } },
      },
    });
    const system = actor._source.system;
    expect(at(system, "attributes.senses.ranges.darkvision")).toBe(120);
    expect(at(system, "attributes.senses.darkvision")).toBeUndefined();
    expect(at(system, "details.habitat.custom")).toBe("Underdark");
    expect(at(system, "attributes.spell.level")).toBe(5);
    expect(at(system, "resources.legact.spent")).toBe(0);
    expect(at(system, "resources.legres.spent")).toBe(2);
  });

  it("a character's old senses move to senses.ranges, a range already there wins", async () => {
    world = createWorld({ stack: id });
    const actor = await world.createActor({
      name: "Hero",
      type: "character",
      system: { attributes: { senses: { darkvision: 60, truesight: 30, ranges: { truesight: 10 } } } },
    });
    expect(at(actor._source.system, "attributes.senses.ranges")).toMatchObject({
      darkvision: 60,
      truesight: 10,
    });
  });

  it("a 2014 class keeps its hit die from the old hitDice key: hit points from a d12, not a d8", async () => {
    world = createWorld({ stack: id });
    const barbarian = classItemData({ name: "Barbarian", levels: 1, hitDie: 12 });
    const system = barbarian["system"] as Obj;
    Reflect.deleteProperty(system, "hd");
    system["hitDice"] = "d12";
    system["hitDiceUsed"] = 0;
    const actor = await world.createActor({
      name: "Hero",
      type: "character",
      system: { abilities: { con: { value: 14 } } },
      items: [barbarian],
    });
    const item = [...actor.items][0]!;
    expect(at(item._source.system, "hd")).toMatchObject({ denomination: "d12", spent: 0 });
    expect(at(actor.system, "attributes.hp.max")).toBe(14);
  });
});
