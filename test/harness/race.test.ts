import { afterEach, describe, expect, it } from "vitest";
import { createWorld, raceItemData, type World, type Actor, type Item } from "./index";

let world: World;
afterEach(() => world?.uninstall());

const dwarf = (system: Record<string, unknown> = {}) =>
  raceItemData("Dwarf", {
    movement: { walk: "25", units: "ft" },
    senses: { ranges: { darkvision: 60 }, units: "ft" },
    ...system,
  });

async function character(system: Record<string, unknown> = {}): Promise<Actor> {
  return world.createActor({ name: "Hero", type: "character", system });
}

describe("a race item behaves as in dnd5e 5.3 (race.mjs, advancement.mjs)", () => {
  it("creating a race sets details.race to it, in a second database operation", async () => {
    world = createWorld();
    const actor = await character();
    world.ops.reset();
    const [race] = await actor.createEmbeddedDocuments("Item", [dwarf()]);
    await world.settle();
    expect(actor._source.system).toMatchObject({ details: { race: race!.id } });
    expect((actor.system.details as { race: Item }).race).toBe(race);
    expect(world.ops.log.map((e) => `${e.action} ${e.documentName}`)).toEqual([
      "create Item",
      "update Actor",
    ]);
  });

  it("_onCreate runs on every connected client, but only the creating user's sets details.race", async () => {
    world = createWorld();
    const actor = await character();
    const gm = world.user;
    const player = world.users.find((u) => !u.isGM)!;
    world.ops.reset();
    const [race] = await actor.createEmbeddedDocuments("Item", [dwarf()]);
    await world.settle();
    expect(world.hooks.callsOn(gm.id, "createItem")).toHaveLength(1);
    expect(world.hooks.callsOn(player.id, "createItem")).toHaveLength(1);
    // dnd5e's userId check: one update, by the creator.
    expect(world.ops.log.filter((e) => e.action === "update")).toEqual([
      expect.objectContaining({ documentName: "Actor", userId: gm.id }),
    ]);
    expect(actor._source.system).toMatchObject({ details: { race: race!.id } });
  });

  it("a second race is refused with dnd5e's singleton error and is not created", async () => {
    world = createWorld();
    const actor = await character();
    await actor.createEmbeddedDocuments("Item", [dwarf()]);
    const created = await actor.createEmbeddedDocuments("Item", [raceItemData("Elf")]);
    expect(created).toEqual([]);
    expect(actor.items.filter((i) => i.type === "race").map((i) => i.name)).toEqual(["Dwarf"]);
    expect(world.notifications.at(-1)).toMatchObject({
      type: "error",
      message: "Only a single Species can be added to a Player Character.",
    });
  });

  it("an NPC may hold two races (the singleton rule is for characters)", async () => {
    world = createWorld();
    const npc = await world.createActor({ name: "Goblin", type: "npc" });
    await npc.createEmbeddedDocuments("Item", [dwarf(), raceItemData("Elf")]);
    expect(npc.items.size).toBe(2);
  });

  it("legacy rules give a race created without advancement an ASI, Size and Trait advancement", async () => {
    world = createWorld({ rulesVersion: "legacy" });
    const actor = await character();
    const [race] = await actor.createEmbeddedDocuments("Item", [{ name: "Plain", type: "race" }]);
    const types = Object.values(race!.system.advancement as Record<string, { type: string }>).map(
      (a) => a.type,
    );
    expect(types).toEqual(["AbilityScoreImprovement", "Size", "Trait"]);
  });

  it("modern rules give only a Size advancement", async () => {
    world = createWorld({ rulesVersion: "modern" });
    const actor = await character();
    const [race] = await actor.createEmbeddedDocuments("Item", [{ name: "Plain", type: "race" }]);
    expect(
      Object.values(race!.system.advancement as Record<string, { type: string }>).map((a) => a.type),
    ).toEqual(["Size"]);
  });

  it("a race that brings system.advancement (even empty) or an _id gets no default advancement", async () => {
    world = createWorld();
    const first = await character();
    const second = await character();
    const [withEmpty] = await first.createEmbeddedDocuments("Item", [raceItemData("Packed")]);
    const [withId] = await second.createEmbeddedDocuments("Item", [
      { _id: "kynRaceWithId001", name: "Imported", type: "race" },
    ]);
    expect(withEmpty!.system.advancement).toEqual({});
    expect(withId!.system.advancement).toEqual({});
    // Without keepId the given _id is not kept.
    expect(withId!.id).not.toBe("kynRaceWithId001");
  });

  it("race speed and darkvision apply only where the actor's own value is empty", async () => {
    world = createWorld();
    const plain = await character();
    await plain.createEmbeddedDocuments("Item", [dwarf()]);
    await world.settle();
    expect(plain.system.attributes).toMatchObject({
      movement: { walk: 25, units: "ft" },
      senses: { ranges: { darkvision: 60 } },
    });

    const fast = await character({
      attributes: { movement: { walk: "40" }, senses: { ranges: { darkvision: 30 } } },
    });
    await fast.createEmbeddedDocuments("Item", [dwarf()]);
    await world.settle();
    expect(fast.system.attributes).toMatchObject({
      movement: { walk: 40 },
      senses: { ranges: { darkvision: 30 } },
    });
  });

  it("race units fill the actor's units when the actor has none", async () => {
    world = createWorld({ metric: true });
    const actor = await character();
    await actor.createEmbeddedDocuments("Item", [
      raceItemData("Metric Dwarf", { movement: { walk: "7.5", units: "m" } }),
    ]);
    await world.settle();
    expect(actor.system.attributes).toMatchObject({ movement: { walk: 7.5, units: "m" } });
  });

  it("deleting the race clears details.race first, then deletes", async () => {
    world = createWorld();
    const actor = await character();
    const [race] = await actor.createEmbeddedDocuments("Item", [dwarf()]);
    await world.settle();
    world.ops.reset();
    await race!.delete();
    expect(world.ops.log.map((e) => `${e.action} ${e.documentName}`)).toEqual([
      "update Actor",
      "delete Item",
    ]);
    expect(actor._source.system).toMatchObject({ details: { race: null } });
    expect(actor.system.attributes).toMatchObject({
      movement: { walk: 0 },
      senses: { ranges: { darkvision: 0 } },
    });
  });

  it("a race gets its identifier from its name when none is given", async () => {
    world = createWorld();
    const actor = await character();
    const [race] = await actor.createEmbeddedDocuments("Item", [raceItemData("Hálf-Álfur")]);
    expect(race!.system.identifier).toBe("half-alfur");
  });
});
