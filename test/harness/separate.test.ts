/**
 * The harness's clients are separate, as browsers are: each has its own module state (the
 * module's `clientState`), each views its own scene of a world that holds several, and a write
 * into a document that has been deleted is refused as Foundry's server refuses it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, type World } from "./index";
import { addScene, enableActiveTokens, activeTokens, placeTokenOn, viewScene } from "./scene";
import { clientState } from "../../src/foundry/client";

let world: World;
afterEach(() => world?.uninstall());

const TABLE = [
  { name: "Gamemaster", role: "gm" as const },
  { name: "Aðstoð", role: "gm" as const },
  { name: "Ása", role: "player" as const },
];

describe("module state per client", () => {
  it("each client gets its own state, kept across awaits, and the same one each time it asks", async () => {
    world = createWorld({ users: TABLE });
    const locks = clientState(() => new Set<string>());
    world.asUser("Gamemaster", () => locks().add("card"));
    expect(world.asUser("Gamemaster", () => locks().has("card"))).toBe(true);
    expect(world.asUser("Aðstoð", () => locks().has("card"))).toBe(false);
    expect(world.asUser("Ása", () => locks().size)).toBe(0);
    const later = await world.asUser("Aðstoð", async () => {
      locks().add("mine");
      await new Promise((resolve) => setTimeout(resolve, 0));
      return [...locks()];
    });
    expect(later).toEqual(["mine"]);
    expect(world.asUser("Gamemaster", () => [...locks()])).toEqual(["card"]);
  });
});

describe("several scenes, each client viewing its own", () => {
  it("a new scene is in game.scenes; every client views the first until it views another", () => {
    world = createWorld({ users: TABLE });
    const cave = addScene(world, { name: "Hellir" });
    expect(world.game.scenes.get(cave.id!)).toBe(cave);
    expect(world.asUser("Ása", () => world.canvas.scene)).toBe(world.scene);
    viewScene(world, cave, "Ása");
    expect(world.asUser("Ása", () => world.canvas.scene)).toBe(cave);
    expect(world.asUser("Gamemaster", () => world.canvas.scene)).toBe(world.scene);
    viewScene(world, cave);
    expect(world.asUser("Gamemaster", () => world.canvas.scene)).toBe(cave);
  });

  it("getActiveTokens and the token layer see the viewed scene only, as Foundry's canvas does", async () => {
    world = createWorld({ users: TABLE });
    enableActiveTokens();
    const cave = addScene(world, { name: "Hellir" });
    const hero = await world.createActor({ name: "Hetja", type: "character" });
    const here = await placeTokenOn(world.scene, hero, 150, 150);
    const there = await placeTokenOn(cave, hero, 350, 350);
    viewScene(world, cave, "Ása");
    expect(world.asUser("Gamemaster", () => activeTokens(hero).map((t) => t.id))).toEqual([here.id]);
    expect(world.asUser("Ása", () => activeTokens(hero).map((t) => t.id))).toEqual([there.id]);
    expect(world.asUser("Ása", () => world.canvas.tokens.placeables.map((t) => t.id))).toEqual([there.id]);
    expect(there.document.parent).toBe(cave);
  });
});

describe("writes into deleted documents", () => {
  it("an item of a deleted actor can neither be updated nor deleted, and the actor gets no new item", async () => {
    world = createWorld({ users: TABLE });
    const hero = await world.createActor({ name: "Hetja", type: "character" });
    const [item] = await hero.createEmbeddedDocuments("Item", [{ name: "Sverð", type: "weapon" }]);
    await hero.delete();
    world.ops.reset();
    await expect(item!.update({ name: "Brotið" })).rejects.toThrow(
      `Actor id [${hero.id}] does not exist in the Actors collection.`,
    );
    await expect(item!.delete()).rejects.toThrow(
      `Actor id [${hero.id}] does not exist in the Actors collection.`,
    );
    await expect(hero.createEmbeddedDocuments("Item", [{ name: "Nýtt", type: "weapon" }])).rejects.toThrow(
      `Actor id [${hero.id}] does not exist in the Actors collection.`,
    );
    await expect(hero.update({ name: "Draugur" })).rejects.toThrow("does not exist");
    expect(world.ops.total).toBe(0);
    expect(item!.name).toBe("Sverð");
  });

  it("a token's writes end with its scene's deletion; a live document's go on", async () => {
    world = createWorld({ users: TABLE });
    const cave = addScene(world, { name: "Hellir" });
    const hero = await world.createActor({ name: "Hetja", type: "character" });
    const token = await placeTokenOn(cave, hero, 150, 150);
    await cave.delete();
    await expect(token.document.update({ x: 500 })).rejects.toThrow(
      `Scene id [${cave.id}] does not exist in the Scenes collection.`,
    );
    await expect(hero.update({ name: "Enn á lífi" })).resolves.toBe(hero);
  });
});
