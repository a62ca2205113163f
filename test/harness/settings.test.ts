/**
 * Contract tests of `game.settings`: the harness refuses what Foundry V13/V14 refuse (sources in
 * settings.ts) and accepts what Foundry accepts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, type World } from "./index";
import { DataField } from "./settings";

let world: World;
afterEach(() => world?.uninstall());

const base = { name: "n", config: false, default: 1 };

describe("game.settings refuses what Foundry refuses", () => {
  it("register accepts a callable type, a DataModel-like class, a DataField instance or no type", () => {
    world = createWorld();
    class Model {
      readonly value = 0;
    }
    world.game.settings.register("kynthaettir", "a", { ...base, type: Number });
    world.game.settings.register("kynthaettir", "b", { ...base, type: Model });
    world.game.settings.register("kynthaettir", "c", { ...base, type: new DataField() });
    world.game.settings.register("kynthaettir", "d", { ...base });
    expect(world.game.settings.get("kynthaettir", "a")).toBe(1);
  });

  it("register refuses a type that is neither callable nor a DataField", () => {
    world = createWorld();
    expect(() => world.game.settings.register("kynthaettir", "x", { ...base, type: "Number" })).toThrow(
      'Setting "kynthaettir.x" type must be a DataField instance, a DataModel subclass or a callable function',
    );
    expect(world.game.settings.settings.has("kynthaettir.x")).toBe(false);
  });

  it("register refuses a namespace that is no package's id; core, the system and modules are accepted", () => {
    world = createWorld({ modules: [{ id: "other-module" }] });
    expect(() => world.game.settings.register("kynthaetir", "x", { ...base, type: Number })).toThrow(
      'Setting "kynthaetir.x": the namespace "kynthaetir" is not the id of core, the system or an installed module',
    );
    for (const ns of ["core", "dnd5e", "kynthaettir", "other-module"])
      world.game.settings.register(ns, "x", { ...base, type: Number });
  });

  it("an unknown scope is stored as a client setting, which a player may write", async () => {
    world = createWorld({ user: "player" });
    world.game.settings.register("kynthaettir", "x", { ...base, type: Number, scope: "everywhere" });
    expect(world.game.settings.settings.get("kynthaettir.x")?.scope).toBe("client");
    await world.game.settings.set("kynthaettir", "x", 2);
    expect(world.game.settings.get("kynthaettir", "x")).toBe(2);
  });

  it("get and set of an unregistered key throw Foundry's message", async () => {
    world = createWorld();
    expect(() => world.game.settings.get("kynthaettir", "nope")).toThrow(
      '"kynthaettir.nope" is not a registered game setting',
    );
    await expect(world.game.settings.set("kynthaettir", "nope", 1)).rejects.toThrow(
      '"kynthaettir.nope" is not a registered game setting',
    );
  });

  it("set of a world setting between init and ready throws and stores nothing; after ready it works", async () => {
    world = createWorld();
    world.game.settings.register("kynthaettir", "w", { ...base, type: Number, scope: "world" });
    world.game.settings.register("kynthaettir", "c", { ...base, type: Number, scope: "client" });
    world.hooks.callAll("init");
    expect(world.game.ready).toBe(false);
    await expect(world.game.settings.set("kynthaettir", "w", 2)).rejects.toThrow(
      "You may not set a World-level Setting before the Game is ready.",
    );
    expect(world.game.settings.get("kynthaettir", "w")).toBe(1);
    await world.game.settings.set("kynthaettir", "c", 2);
    world.hooks.callAll("setup");
    world.hooks.callAll("ready");
    expect(world.game.ready).toBe(true);
    await world.game.settings.set("kynthaettir", "w", 3);
    expect(world.game.settings.get("kynthaettir", "w")).toBe(3);
  });

  it("a player's set of a world setting is refused with the server's permission error", async () => {
    world = createWorld();
    world.game.settings.register("kynthaettir", "w", { ...base, type: Number, scope: "world" });
    world.setUser("player");
    await expect(world.game.settings.set("kynthaettir", "w", 2)).rejects.toThrow(
      "User Player lacks permission to create Setting [new]",
    );
    world.setUser("gm");
    await world.game.settings.set("kynthaettir", "w", 2);
    world.setUser("player");
    await expect(world.game.settings.set("kynthaettir", "w", 3)).rejects.toThrow(
      /^User Player lacks permission to update Setting \[\w{16}\]$/,
    );
    expect(world.game.settings.get("kynthaettir", "w")).toBe(2);
  });

  it("a player granted SETTINGS_MODIFY may write a world setting", async () => {
    world = createWorld();
    world.game.settings.register("kynthaettir", "w", { ...base, type: Number, scope: "world" });
    await world.permissions.grant("SETTINGS_MODIFY", "player");
    world.setUser("player");
    await world.game.settings.set("kynthaettir", "w", 2);
    expect(world.game.settings.get("kynthaettir", "w")).toBe(2);
  });
});
