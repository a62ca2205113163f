/**
 * Contract tests of document flags: a scope that is not core, world, the system's id or an
 * active module's id is refused with Foundry's message, and nothing is written (flags.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

const REFUSED = 'Flag scope "kynthaetir" is not valid or not currently active';

describe("document flags refuse a scope Foundry refuses", () => {
  it("getFlag, setFlag and unsetFlag throw for an unknown scope, and nothing is written", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    world.ops.reset();
    expect(() => actor.getFlag("kynthaetir", "x")).toThrow(REFUSED);
    await expect(actor.setFlag("kynthaetir", "x", 1)).rejects.toThrow(REFUSED);
    await expect(actor.unsetFlag("kynthaetir", "x")).rejects.toThrow(REFUSED);
    expect(world.ops.total).toBe(0);
    expect(actor.flags).toEqual({});
  });

  it("core, world, the system's id and an active module are valid scopes", async () => {
    world = createWorld({ modules: [{ id: "awake-module", active: true }] });
    const actor = await world.createActor({ name: "Hero", type: "character" });
    for (const scope of ["core", "world", "dnd5e", "kynthaettir", "awake-module"]) {
      await actor.setFlag(scope, "x", scope);
      expect(actor.getFlag(scope, "x")).toBe(scope);
    }
    await actor.unsetFlag("awake-module", "x");
    expect(actor.getFlag("awake-module", "x")).toBeUndefined();
  });

  it("an installed module that is not active is refused as a scope, and nothing is written", async () => {
    world = createWorld({ modules: [{ id: "sleeping-module", active: false }] });
    const actor = await world.createActor({ name: "Hero", type: "character" });
    world.ops.reset();
    const refused = 'Flag scope "sleeping-module" is not valid or not currently active';
    expect(() => actor.getFlag("sleeping-module", "x")).toThrow(refused);
    await expect(actor.setFlag("sleeping-module", "x", 1)).rejects.toThrow(refused);
    await expect(actor.unsetFlag("sleeping-module", "x")).rejects.toThrow(refused);
    expect(world.ops.total).toBe(0);
    expect(actor.flags).toEqual({});
  });

  it("embedded documents and users follow the same rule", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Dagger", type: "weapon" }]);
    await expect(item!.setFlag("kynthaetir", "x", 1)).rejects.toThrow(REFUSED);
    expect(() => world.user.getFlag("kynthaetir", "x")).toThrow(REFUSED);
    expect(world.user.getFlag("core", "x")).toBeUndefined();
  });
});
