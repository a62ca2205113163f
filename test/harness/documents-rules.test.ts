/**
 * Contract tests of the database rules documents follow (documents/operations.ts, integrity.ts,
 * validation.ts): invalid creation data, kept ids, ownership of embedded operations and writes to
 * deleted documents are refused with Foundry's messages, and nothing is written.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Actor } from "./documents";
import { createWorld, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

const ID = /[a-zA-Z0-9]{16}/;

describe("creation data is validated like Foundry's data models", () => {
  it("an unknown type is refused and nothing is written", async () => {
    world = createWorld();
    await expect(Actor.create({ name: "Drake", type: "dragon" })).rejects.toThrow(
      'Actor validation errors:\n  type: "dragon" is not a valid type for the Actor Document class',
    );
    expect(world.actors.size).toBe(0);
    expect(world.ops.total).toBe(0);
  });

  it("an invalid _id is refused with keepId; without keepId a new id is given", async () => {
    world = createWorld();
    await expect(
      Actor.create({ _id: "not-an-id", name: "Hero", type: "character" }, { keepId: true }),
    ).rejects.toThrow("Actor validation errors:\n  _id: must be a valid 16-character alphanumeric ID");
    expect(world.actors.size).toBe(0);
    const created = await world.createActor({ _id: "not-an-id", name: "Hero", type: "character" });
    expect(created.id).toMatch(ID);
  });

  it("a valid _id is kept only when keepId is asked for", async () => {
    world = createWorld();
    const id = "abcdefghijklmnop";
    const fresh = await world.createActor({ _id: id, name: "Hero", type: "character" });
    expect(fresh.id).not.toBe(id);
    const kept = await Actor.create({ _id: id, name: "Hero", type: "character" }, { keepId: true });
    expect((kept as { id: string }).id).toBe(id);
  });

  it("a value an integer field cannot hold is refused on creation and on update, nothing written", async () => {
    world = createWorld();
    await expect(
      world.createActor({ name: "Hero", type: "character", system: { attributes: { exhaustion: "tired" } } }),
    ).rejects.toThrow(
      "Actor validation errors:\n  system: \n    attributes: \n      exhaustion: must be an integer",
    );
    expect(world.actors.size).toBe(0);
    const actor = await world.createActor({ name: "Hero", type: "character" });
    world.ops.reset();
    await expect(actor.update({ "system.attributes.hp.value": "lots" })).rejects.toThrow(
      `Actor [${actor.id}] validation errors:\n  system: \n    attributes: \n      hp: \n        value: must be an integer`,
    );
    expect(world.ops.total).toBe(0);
    expect(actor._source.system).toMatchObject({ attributes: { exhaustion: 0 } });
  });
});

describe("embedded operations need ownership of the parent", () => {
  it("a player who does not own an actor cannot create, update or delete its items", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Dagger", type: "weapon" }]);
    world.ops.reset();
    world.setUser("player");
    const created = actor.createEmbeddedDocuments("Item", [{ name: "Sword", type: "weapon" }]);
    await expect(created).rejects.toThrow(
      new RegExp(
        `^User Player lacks permission to create Item \\[${ID.source}\\] in parent Actor \\[${actor.id}\\]$`,
      ),
    );
    await expect(item!.update({ name: "Mine" })).rejects.toThrow(
      `User Player lacks permission to update Item [${item!.id}] in parent Actor [${actor.id}]`,
    );
    await expect(actor.deleteEmbeddedDocuments("Item", [item!.id!])).rejects.toThrow(
      `User Player lacks permission to delete Item [${item!.id}] in parent Actor [${actor.id}]`,
    );
    expect(world.ops.total).toBe(0);
    expect([...actor.items].map((i) => i.name)).toEqual(["Dagger"]);
  });

  it("the owner may", async () => {
    world = createWorld();
    const player = world.users.find((u) => !u.isGM)!;
    const actor = await world.createActor({ name: "Hero", type: "character", ownership: { [player.id]: 3 } });
    world.setUser("player");
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Sword", type: "weapon" }]);
    await item!.update({ name: "Blade" });
    expect([...actor.items].map((i) => i.name)).toEqual(["Blade"]);
  });
});

describe("a deleted document takes no more writes", () => {
  it("update, delete and embedded create on a deleted actor, and writes to its items, are refused", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Dagger", type: "weapon" }]);
    await actor.delete();
    world.ops.reset();
    const gone = `Actor id [${actor.id}] does not exist in the Actors collection.`;
    await expect(actor.update({ name: "Back" })).rejects.toThrow(gone);
    await expect(actor.delete()).rejects.toThrow(gone);
    await expect(actor.createEmbeddedDocuments("Item", [{ name: "Sword", type: "weapon" }])).rejects.toThrow(
      gone,
    );
    await expect(item!.update({ name: "Knife" })).rejects.toThrow(gone);
    expect(world.ops.total).toBe(0);
  });

  it("a deleted embedded document is missing from its parent's collection", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Dagger", type: "weapon" }]);
    await item!.delete();
    await expect(item!.update({ name: "Knife" })).rejects.toThrow(
      `Item id [${item!.id}] does not exist in the EmbeddedCollection collection.`,
    );
  });
});
