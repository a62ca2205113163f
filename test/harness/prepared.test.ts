/**
 * Prepared data as dnd5e prepares it for what real characters carry: armour and shields in the
 * armour class (armor-class.ts) and scale values in roll data (scale.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { classItemData, createWorld, STACKS, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);

const armor = (name: string, type: string, value: number, dex: number | null, extra: Obj = {}): Obj => ({
  name,
  type: "equipment",
  system: {
    type: { value: type, baseItem: "" },
    armor: { value, dex, magicalBonus: null },
    equipped: true,
    ...extra,
  },
});

describe.each(STACKS)("prepared data of real characters ($name)", ({ id }) => {
  it("equipped armour sets the base and caps dexterity; a shield adds; unequipped armour does nothing", async () => {
    world = createWorld({ stack: id });
    const actor = await world.createActor({
      name: "Akra",
      type: "character",
      system: { abilities: { dex: { value: 18 } } },
      items: [
        armor("Scale Mail", "medium", 14, 2),
        armor("Shield", "shield", 2, null),
        armor("Plate", "heavy", 18, null, { equipped: false }),
      ],
    });
    expect(at(actor.system, "attributes.ac.value")).toBe(18);
    const plate = [...actor.items].find((i) => i.name === "Plate")!;
    await plate.update({ "system.equipped": true });
    await [...actor.items].find((i) => i.name === "Scale Mail")!.update({ "system.equipped": false });
    expect(at(actor.system, "attributes.ac.value")).toBe(20);
  });

  it("a magic armour's bonus counts once magic is available; a monk's unarmoured formula reads wisdom", async () => {
    world = createWorld({ stack: id });
    const magic = armor("Leather +1", "light", 11, null, { properties: ["mgc"] });
    (magic["system"] as Obj)["armor"] = { value: 11, dex: null, magicalBonus: "1" };
    const actor = await world.createActor({
      name: "Hero",
      type: "character",
      system: { abilities: { dex: { value: 14 } } },
      items: [magic],
    });
    expect(at(actor.system, "attributes.ac.value")).toBe(14);
    const monk = await world.createActor({
      name: "Perrin",
      type: "character",
      system: {
        abilities: { dex: { value: 16 }, wis: { value: 14 } },
        attributes: { ac: { calc: "unarmoredMonk" } },
      },
    });
    expect(at(monk.system, "attributes.ac.value")).toBe(15);
  });

  it("@scale.<class>.<scale> holds the class's scale value for its level (a monk's unarmoured movement)", async () => {
    world = createWorld({ stack: id });
    const monk = classItemData({ name: "Monk", levels: 6, hitDie: 8 });
    const advancement = (monk["system"] as Obj)["advancement"] as Obj;
    advancement["scaleMovement0001"] = {
      _id: "scaleMovement0001",
      type: "ScaleValue",
      title: "Unarmored Movement",
      configuration: {
        identifier: "unarmored-movement",
        type: "distance",
        scale: { 2: { value: 10 }, 6: { value: 15 } },
      },
    };
    advancement["scaleMartial00001"] = {
      _id: "scaleMartial00001",
      type: "ScaleValue",
      title: "Martial Arts",
      configuration: {
        identifier: "die",
        type: "dice",
        scale: { 1: { number: 1, faces: 6, modifiers: [] }, 5: { number: 1, faces: 8, modifiers: [] } },
      },
    };
    const actor = await world.createActor({ name: "Perrin", type: "character", items: [monk] });
    const data = actor.getRollData();
    expect(String(at(data, "scale.monk.unarmored-movement"))).toBe("15");
    expect(String(at(data, "scale.monk.die"))).toBe("1d8");
  });
});
