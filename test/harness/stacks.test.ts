/**
 * The three stacks, what each records as deprecated (Foundry's `logCompatibilityWarning` as
 * filtered by dnd5e 5.3's excludePatterns), V14 message modes, and dnd5e's item context menu in
 * each stack's entry shape.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ChatMessage, createWorld, rightClickItem, STACKS, type Item, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

describe("stacks", () => {
  it("STACKS names the three supported stacks for test titles and benchmark lines", () => {
    expect(STACKS.map((s) => [s.id, s.name, s.generation, s.build, s.systemVersion])).toEqual([
      ["v13-dnd5e53", "V13 dnd5e 5.3", 13, 351, "5.3.3"],
      ["v14-dnd5e53", "V14 dnd5e 5.3.3", 14, 369, "5.3.3"],
      ["v14-dnd5e61", "V14 dnd5e 6.1", 14, 369, "6.1.2"],
    ]);
  });

  it.each(STACKS)(
    "$name: createWorld({stack}) sets game.release, game.version and game.system.version",
    (stack) => {
      world = createWorld({ stack: stack.id });
      expect(world.game.release).toEqual({ generation: stack.generation, build: stack.build });
      expect(world.game.version).toBe(`${stack.generation}.${stack.build}`);
      expect(world.game.system.version).toBe(stack.systemVersion);
      expect(world.stack).toMatchObject({ id: stack.id, name: stack.name });
    },
  );

  it("generation and systemVersion still choose the stack; contradictions are errors", () => {
    world = createWorld();
    expect(world.stack.id).toBe("v13-dnd5e53");
    world = createWorld({ generation: 14 });
    expect(world.stack.id).toBe("v14-dnd5e53");
    world = createWorld({ generation: 14, systemVersion: "6.1.2" });
    expect(world.stack.id).toBe("v14-dnd5e61");
    world = createWorld({ systemVersion: "5.2.4" });
    expect([world.stack.id, world.game.system.version]).toEqual(["v13-dnd5e53", "5.2.4"]);
    expect(() => createWorld({ stack: "v13-dnd5e53", generation: 14 })).toThrow(/runs Foundry V13/);
    expect(() => createWorld({ generation: 13, systemVersion: "6.0.1" })).toThrow(/requires Foundry V14/);
  });
});

describe("deprecations and message modes", () => {
  it("V13: ChatMessage.applyRollMode and core.rollMode are current; there is no applyMode", async () => {
    world = createWorld({ stack: "v13-dnd5e53" });
    expect("applyMode" in ChatMessage).toBe(false);
    expect(ChatMessage.applyRollMode({}, "gmroll")).toMatchObject({
      whisper: [world.users.find((u) => u.isGM)!.id],
    });
    expect(world.game.settings.get("core", "rollMode")).toBe("publicroll");
    expect(world.deprecations.records).toEqual([]);
    expect(() => world.game.settings.get("core", "messageMode")).toThrow(/not a registered/);
  });

  it("V14 + dnd5e 5.3.3: the old names still work; dnd5e's excludePatterns hide their warnings", async () => {
    world = createWorld({ stack: "v14-dnd5e53" });
    const applyMode = (ChatMessage as unknown as { applyMode(d: object, m: string): object }).applyMode;
    expect(applyMode({}, "blind")).toMatchObject({ blind: true });
    ChatMessage.applyRollMode({}, "selfroll");
    await world.game.settings.set("core", "rollMode", "gmroll");
    expect(world.game.settings.get("core", "messageMode")).toBe("gm");
    expect(world.game.settings.get("core", "rollMode")).toBe("gmroll");
    expect(world.deprecations.records).toEqual([]);
    expect(world.deprecations.suppressed.map((r) => r.message)).toEqual([
      expect.stringContaining("ChatMessage.applyRollMode"),
      expect.stringContaining("core.rollMode"),
      expect.stringContaining("core.rollMode"),
    ]);
  });

  it("V14 + dnd5e 6.1: every deprecated call is recorded with since/until", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    ChatMessage.applyRollMode({}, "publicroll");
    world.game.settings.get("core", "rollMode");
    world.game.settings.get("core", "coneTemplateType");
    void world.scene.templates;
    await world.scene.createEmbeddedDocuments("MeasuredTemplate", [{ t: "circle", x: 0, y: 0, distance: 5 }]);
    expect(world.deprecations.records.map((r) => [r.message.split(" ")[0], r.since, r.until, r.by])).toEqual([
      ["ChatMessage.applyRollMode", 14, 16, "core"],
      ["The", 14, 16, "core"],
      ["The", 14, 16, "core"],
      ["Scene#templates", 14, 16, "core"],
      ["MeasuredTemplateDocument", 14, 16, "core"],
    ]);
    expect(world.deprecations.matching("core.coneTemplateType")).toHaveLength(1);
  });

  it("foundry.utils.logCompatibilityWarning records a module's own deprecation (SILENT mode does not)", () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    world.foundry.utils.logCompatibilityWarning("kynthaettir | api.oldName is deprecated", {
      since: "0.2",
      until: "0.4",
    });
    world.foundry.utils.logCompatibilityWarning("quiet", { mode: 0 });
    expect(world.deprecations.records).toEqual([
      expect.objectContaining({
        message: "kynthaettir | api.oldName is deprecated",
        since: "0.2",
        until: "0.4",
        by: "other",
      }),
    ]);
  });
});

describe("dnd5e's item context menu", () => {
  async function itemOnActor(): Promise<Item> {
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Dwarf", type: "race" }]);
    return item as Item;
  }

  it("V13: dnd5e's entries and a module's {name, callback} entry; clicking calls callback(li)", async () => {
    world = createWorld({ stack: "v13-dnd5e53" });
    const item = await itemOnActor();
    const clicked: unknown[] = [];
    world.hooks.on(
      "dnd5e.getItemContextOptions",
      ((_item: Item, entries: object[]) =>
        void entries.push({
          name: "Breyta vali",
          icon: "",
          callback: (li: { dataset: object }) => clicked.push({ ...li.dataset }),
        })) as (...args: never[]) => unknown,
    );
    const menu = rightClickItem(item);
    expect(menu.entries[0]).toMatchObject({ name: "DND5E.ItemView" });
    expect(menu.labels).toEqual([
      "View Item",
      "Edit",
      "Duplicate",
      "Delete",
      "Display in Chat",
      "Breyta vali",
    ]);
    await menu.click("Breyta vali");
    expect(clicked).toEqual([{ itemId: item.id, entryId: item.id }]);
    await menu.click("Edit");
    expect(menu.dnd5eActions).toEqual(["edit"]);
    expect(world.deprecations.records).toEqual([]);
  });

  it("V14 + dnd5e 6.1: dnd5e's entries are {label, onClick}; a module's V13-shaped entry works but is deprecated", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const item = await itemOnActor();
    const clicked: string[] = [];
    world.hooks.on("dnd5e.getItemContextOptions", ((_item: Item, entries: object[]) => {
      entries.push({ name: "Old", icon: "", callback: () => clicked.push("old") });
      entries.push({
        label: "New",
        icon: "",
        onClick: (_event: unknown, target: { dataset: { itemId: string } }) =>
          clicked.push(`new ${target.dataset.itemId}`),
      });
    }) as (...args: never[]) => unknown);
    const menu = rightClickItem(item);
    expect(menu.entries[0]).toMatchObject({ label: "DND5E.ItemView" });
    expect(menu.entries[0]).not.toHaveProperty("name");
    await menu.click("Old");
    await menu.click("New");
    expect(clicked).toEqual(["old", `new ${item.id}`]);
    expect(world.deprecations.messages()).toEqual([
      "ContextMenuEntry#name is deprecated in favor of ContextMenuEntry#label.",
      "ContextMenuEntry#callback is deprecated in favor of ContextMenuEntry#onClick.",
    ]);
  });

  it("V14 + dnd5e 5.3.3: dnd5e itself still uses V13 entries, and hides the warnings", async () => {
    world = createWorld({ stack: "v14-dnd5e53" });
    const item = await itemOnActor();
    const menu = rightClickItem(item);
    expect(menu.entries[0]).toMatchObject({ name: "DND5E.ItemView" });
    expect(world.deprecations.records).toEqual([]);
    expect(world.deprecations.suppressed.length).toBeGreaterThan(0);
  });

  it("a player sees only what `visible`/`condition` allows: no Edit on an item they do not own", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const item = await itemOnActor();
    const menu = rightClickItem(
      item,
      world.users.find((u) => !u.isGM),
    );
    expect(menu.labels).toEqual(["View Item", "Display in Chat"]);
  });
});
