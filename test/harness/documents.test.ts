import { afterEach, describe, expect, it } from "vitest";
import { createWorld, effectData, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

describe("documents store, merge and count like Foundry's", () => {
  it("ids are 16 alphanumeric characters and UUIDs nest by type", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const [item] = await actor.createEmbeddedDocuments("Item", [
      { name: "Trait", type: "feat", effects: [effectData("E", [])] },
    ]);
    const effect = item!.getEmbeddedCollection("ActiveEffect").contents[0]!;
    expect(actor.id).toMatch(/^[a-zA-Z0-9]{16}$/);
    expect(actor.uuid).toBe(`Actor.${actor.id}`);
    expect(item!.uuid).toBe(`Actor.${actor.id}.Item.${item!.id}`);
    expect(effect.uuid).toBe(`Actor.${actor.id}.Item.${item!.id}.ActiveEffect.${effect.id}`);
    expect(await world.fromUuid(effect.uuid)).toBe(effect);
    expect(world.fromUuidSync(item!.uuid)).toBe(item);
  });

  it("creating three items is one database operation, their embedded effects included", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    world.ops.reset();
    await actor.createEmbeddedDocuments("Item", [
      { name: "A", type: "feat", effects: [effectData("E1", []), effectData("E2", [])] },
      { name: "B", type: "feat" },
      { name: "C", type: "weapon" },
    ]);
    expect(world.ops.total).toBe(1);
    expect(world.ops.log[0]).toMatchObject({
      action: "create",
      documentName: "Item",
      count: 3,
      parent: actor.uuid,
    });
    expect(actor.items.getName("A")!.getEmbeddedCollection("ActiveEffect").size).toBe(2);
    expect(world.hooks.count("createActiveEffect")).toBe(0);
  });

  it("update merges dotted and nested keys, and -=key deletes", async () => {
    world = createWorld();
    const actor = await world.createActor({
      name: "Hero",
      type: "character",
      flags: { kynthaettir: { a: 1, b: { c: 2 } } },
    });
    await actor.update({ "system.abilities.str.value": 16, "flags.kynthaettir.b.d": 3 });
    await actor.update({ system: { abilities: { dex: { value: 14 } } } });
    expect(actor._source).toMatchObject({
      system: { abilities: { str: { value: 16 }, dex: { value: 14 }, con: { value: 10 } } },
    });
    expect(actor._source.flags).toEqual({ kynthaettir: { a: 1, b: { c: 2, d: 3 } } });
    await actor.update({ "flags.kynthaettir.-=a": null });
    expect(actor._source.flags).toEqual({ kynthaettir: { b: { c: 2, d: 3 } } });
  });

  it("an update that blanks a name is refused by validation, as a creation is, and changes nothing", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Trait", type: "feat" }]);
    await expect(item!.update({ name: " " })).rejects.toThrow("name: may not be a blank string");
    await expect(actor.update({ name: "" })).rejects.toThrow("name: may not be a blank string");
    expect([actor.name, item!.name]).toEqual(["Hero", "Trait"]);
    await item!.update({ img: "icons/svg/book.svg" });
    expect(item!.name).toBe("Trait");
  });

  it("update casts values to the field type and drops unknown system paths", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    await actor.update({
      "system.abilities.str.value": "18",
      "system.notAField": 1,
      "system.details.racee": "x",
    });
    expect(actor._source.system).toMatchObject({ abilities: { str: { value: 18 } } });
    expect(actor._source.system).not.toHaveProperty("notAField");
    expect(actor._source.system).not.toHaveProperty("details.racee");
  });

  it("an update that changes nothing is not a database operation and fires no update hook", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    world.ops.reset();
    const result = await actor.update({ "system.abilities.str.value": 10 });
    expect(result).toBeUndefined();
    expect(world.ops.total).toBe(0);
    expect(world.hooks.count("updateActor")).toBe(0);
    expect(world.hooks.count("preUpdateActor")).toBe(1);
  });

  it("toObject returns a deep clone of the source", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const data = actor.toObject();
    (data.system as { abilities: { str: { value: number } } }).abilities.str.value = 30;
    expect(actor._source.system).toMatchObject({ abilities: { str: { value: 10 } } });
    expect(data).toMatchObject({ name: "Hero", type: "character", items: [], effects: [] });
  });

  it("preCreate hook returning false cancels that document only", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    world.hooks.on("preCreateItem", (item: { name: string }) =>
      item.name === "Blocked" ? false : undefined,
    );
    world.ops.reset();
    const created = await actor.createEmbeddedDocuments("Item", [
      { name: "Blocked", type: "feat" },
      { name: "Allowed", type: "feat" },
    ]);
    expect(created.map((i) => i.name)).toEqual(["Allowed"]);
    expect(world.ops.log[0]).toMatchObject({ count: 1 });
  });

  it("hooks get Foundry's arguments: (document, data|changes, options, userId)", async () => {
    world = createWorld({ users: [{ name: "Gamemaster", role: "gm" }] });
    const seen: unknown[][] = [];
    world.hooks.on("preCreateActor", (...args: unknown[]) => void seen.push(["preCreate", ...args]));
    world.hooks.on("createActor", (...args: unknown[]) => void seen.push(["create", ...args]));
    world.hooks.on("updateActor", (...args: unknown[]) => void seen.push(["update", ...args]));
    world.hooks.on("deleteActor", (...args: unknown[]) => void seen.push(["delete", ...args]));
    const actor = await world.createActor({ name: "Hero", type: "character" });
    await actor.update({ name: "Hetja" }, { kynthaettir: true });
    await actor.delete();
    expect(seen.map((s) => s[0])).toEqual(["preCreate", "create", "update", "delete"]);
    expect(seen[0]![2]).toEqual({ name: "Hero", type: "character" });
    expect(seen[1]![3]).toBe(world.user.id);
    expect(seen[2]![2]).toEqual({ name: "Hetja", _id: actor.id });
    expect(seen[2]![3]).toMatchObject({ kynthaettir: true });
    expect(world.actors.size).toBe(0);
  });

  it("flags: a module scope works, an unknown scope throws", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    await actor.setFlag("kynthaettir", "ancestry.color", "red");
    expect(actor.getFlag("kynthaettir", "ancestry.color")).toBe("red");
    await actor.unsetFlag("kynthaettir", "ancestry.color");
    expect(actor.getFlag("kynthaettir", "ancestry")).toEqual({});
    expect(() => actor.getFlag("kynthaetir", "x")).toThrow(
      'Flag scope "kynthaetir" is not valid or not currently active',
    );
    await expect(actor.setFlag("nope", "x", 1)).rejects.toThrow(/not valid/);
  });

  it("a player who does not own an actor cannot change it; the owner can", async () => {
    world = createWorld();
    const player = world.users.find((u) => !u.isGM)!;
    const theirs = await world.createActor({
      name: "Theirs",
      type: "character",
      ownership: { default: 0, [player.id]: 3 },
    });
    const notTheirs = await world.createActor({ name: "Not Theirs", type: "character" });
    world.setUser("player");
    expect(theirs.isOwner).toBe(true);
    expect(notTheirs.isOwner).toBe(false);
    expect(notTheirs.testUserPermission(player, "OWNER")).toBe(false);
    await expect(notTheirs.update({ name: "Mine" })).rejects.toThrow(/lacks permission to update Actor/);
    await expect(notTheirs.createEmbeddedDocuments("Item", [{ name: "X", type: "feat" }])).rejects.toThrow(
      /lacks permission/,
    );
    await expect(notTheirs.delete()).rejects.toThrow(/lacks permission to delete/);
    await theirs.update({ name: "Mine" });
    expect(theirs.name).toBe("Mine");
  });

  it("a player cannot create world actors by default", async () => {
    world = createWorld({ user: "player" });
    await expect(world.createActor({ name: "New", type: "character" })).rejects.toThrow(
      /lacks permission to create Actor/,
    );
  });

  it("an invalid type or missing name is a validation error", async () => {
    world = createWorld();
    await expect(world.createActor({ name: "X", type: "monster" })).rejects.toThrow(/not a valid type/);
    await expect(world.createItem({ type: "feat" })).rejects.toThrow(/name/);
  });

  it("character defaults come from dnd5e's schema (skills keep their abilities, units null)", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    expect(actor._source.system).toMatchObject({
      abilities: { str: { value: 10, proficient: 0 } },
      skills: { prc: { ability: "wis", value: 0 }, ste: { ability: "dex" }, itm: { ability: "cha" } },
      attributes: {
        movement: { units: null },
        senses: { units: null, ranges: { darkvision: null } },
        hp: { value: null, max: null },
      },
      traits: { size: "med", dr: { value: [] } },
      details: { race: null },
    });
  });

  it("race and feat source defaults follow the world's length units", async () => {
    world = createWorld({ metric: true });
    const race = await world.createItem({ name: "R", type: "race" });
    const feat = await world.createItem({ name: "F", type: "feat" });
    expect(race._source.system).toMatchObject({
      movement: { units: "m" },
      senses: { units: "m" },
      type: { value: "humanoid" },
    });
    expect(feat._source.system).toMatchObject({ type: { value: "" }, source: { rules: "2014" } });
  });
});

describe("a server round trip (World#serverRoundTrip)", () => {
  it("a document changes only when the server answers, so two updates sent at once both read the old value", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    world.serverRoundTrip(5);
    const update = actor.update({ name: "Hetja" });
    expect(actor.name).toBe("Hero");
    await update;
    expect(actor.name).toBe("Hetja");
  });

  it("an update sent just after a delete of the same document reaches the server second and is refused as missing", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Trait", type: "feat" }]);
    world.serverRoundTrip(5);
    const deletion = actor.deleteEmbeddedDocuments("Item", [item!.id!]);
    const update = item!.update({ name: "Eiginleiki" });
    await deletion;
    await expect(update).rejects.toThrow(/does not exist/);
  });
});
