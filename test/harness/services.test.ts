import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createWorld, type World } from "./index";
import { repoPath } from "./paths";
import type { HandlebarsRuntime } from "./templates";

/** The `Handlebars` global the world installs. */
const handlebars = (): HandlebarsRuntime =>
  (globalThis as unknown as { Handlebars: HandlebarsRuntime }).Handlebars;

let world: World;
afterEach(() => world?.uninstall());

describe("settings, i18n, notifications, hooks", () => {
  it("reading or writing an unregistered setting throws, as in Foundry", async () => {
    world = createWorld();
    expect(() => world.game.settings.get("kynthaettir", "nope")).toThrow(
      '"kynthaettir.nope" is not a registered game setting',
    );
    await expect(world.game.settings.set("kynthaettir", "nope", 1)).rejects.toThrow(
      /not a registered game setting/,
    );
  });

  it("a settings menu whose type is not an ApplicationV2 subclass is refused, as Foundry refuses it", () => {
    world = createWorld();
    const base = { name: "n", label: "l", hint: "h", icon: "i", restricted: true };
    class NotAnApplication {
      render(): this {
        return this;
      }
    }
    expect(() =>
      world.game.settings.registerMenu("kynthaettir", "x", { ...base, type: NotAnApplication }),
    ).toThrow("You must provide a menu type that is a FormApplication or ApplicationV2 instance or subclass");
    expect(world.game.settings.menus.size).toBe(0);
  });

  it("a settings menu's button constructs its ApplicationV2 type and renders it", async () => {
    world = createWorld();
    const rendered: unknown[] = [];
    const Base = world.foundry.applications.api.ApplicationV2;
    class Menu extends Base {
      override async render(options: object | boolean = {}): Promise<this> {
        rendered.push(options);
        return this;
      }
    }
    world.game.settings.registerMenu("kynthaettir", "menu", {
      name: "n",
      label: "l",
      hint: "h",
      icon: "i",
      restricted: true,
      type: Menu,
    });
    await world.game.settings.clickMenu("kynthaettir", "menu");
    expect(rendered).toEqual([{ force: true }]);
  });

  it("dnd5e's metric and rules settings are registered with the world's values", async () => {
    world = createWorld({ metric: true, rulesVersion: "legacy" });
    expect(world.game.settings.get("dnd5e", "metricLengthUnits")).toBe(true);
    expect(world.game.settings.get("dnd5e", "rulesVersion")).toBe("legacy");
  });

  it("a registered setting returns its default, then what was set, and calls onChange", async () => {
    world = createWorld();
    const changes: unknown[] = [];
    world.game.settings.register("kynthaettir", "autoBreath", {
      scope: "world",
      type: Boolean,
      default: true,
      onChange: (v: unknown) => changes.push(v),
    });
    expect(world.game.settings.get("kynthaettir", "autoBreath")).toBe(true);
    await world.game.settings.set("kynthaettir", "autoBreath", false);
    expect(world.game.settings.get("kynthaettir", "autoBreath")).toBe(false);
    expect(changes).toEqual([false]);
  });

  it("a player cannot write a world setting", async () => {
    world = createWorld({ user: "player" });
    world.game.settings.register("kynthaettir", "worldThing", { scope: "world", type: Number, default: 1 });
    await expect(world.game.settings.set("kynthaettir", "worldThing", 2)).rejects.toThrow(/lacks permission/);
  });

  it("i18n: dnd5e keys resolve from its English file, a missing key comes back as the key", () => {
    world = createWorld({ lang: "en" });
    expect(world.game.i18n.localize("DND5E.AbilityDex")).toBe("Dexterity");
    expect(world.game.i18n.localize("KYNTHAETTIR.No.Such.Key")).toBe("KYNTHAETTIR.No.Such.Key");
    expect(world.game.i18n.has("KYNTHAETTIR.No.Such.Key")).toBe(false);
    expect(world.game.i18n.format("DND5E.SavePromptTitle", { ability: "Dexterity" })).toBe(
      "Dexterity Saving Throw",
    );
  });

  it("i18n: in Icelandic, keys missing from is.json fall back to English", () => {
    world = createWorld({ lang: "is" });
    expect(world.game.i18n.lang).toBe("is");
    // dnd5e ships no Icelandic: a dnd5e key the module does not translate comes from English.
    const candidates = ["DND5E.FlagsTavernBrawler", "DND5E.FlagsDiamondSoul", "DND5E.ConcentrationBonus"];
    const untranslated = candidates.find((k) => !world.game.i18n.has(k, false));
    expect(untranslated).toBeDefined();
    expect(world.game.i18n.localize(untranslated!)).toMatch(/^[A-Z][a-z]+/);
    expect(world.game.i18n.localize(untranslated!)).not.toBe(untranslated);
  });

  it("format leaves 'undefined' for a placeholder the data lacks, as Foundry does", () => {
    world = createWorld();
    expect(world.game.i18n.format("DND5E.SavePromptTitle", {})).toBe("undefined Saving Throw");
  });

  it("notifications are captured with their type and formatted message", () => {
    world = createWorld();
    world.ui.notifications.warn("DND5E.SavePromptTitle", { format: { ability: "Wisdom" } });
    world.ui.notifications.info("plain text");
    expect(world.notifications.map((n) => [n.type, n.message])).toEqual([
      ["warning", "Wisdom Saving Throw"],
      ["info", "plain text"],
    ]);
  });

  it("world.hooks.call stops at the first false; callAll runs every handler", () => {
    world = createWorld();
    const ran: string[] = [];
    world.hooks.on("kynthaettir.test", () => void ran.push("a"));
    world.hooks.on("kynthaettir.test", () => {
      ran.push("b");
      return false;
    });
    world.hooks.on("kynthaettir.test", () => void ran.push("c"));
    expect(world.hooks.call("kynthaettir.test")).toBe(false);
    expect(ran).toEqual(["a", "b"]);
    ran.length = 0;
    expect(world.hooks.callAll("kynthaettir.test")).toBe(true);
    expect(ran).toEqual(["a", "b", "c"]);
  });

  it("world.hooks.once runs once; world.hooks.off removes by id", () => {
    world = createWorld();
    let count = 0;
    world.hooks.once("x", () => void count++);
    const id = world.hooks.on("y", () => void count++);
    world.hooks.callAll("x");
    world.hooks.callAll("x");
    world.hooks.off("y", id);
    world.hooks.callAll("y");
    expect(count).toBe(1);
  });

  it("a throwing hook handler is reported and the others still run", () => {
    world = createWorld();
    const ran: string[] = [];
    world.hooks.on("z", () => {
      throw new Error("boom");
    });
    world.hooks.on("z", () => void ran.push("after"));
    world.hooks.callAll("z");
    expect(ran).toEqual(["after"]);
    expect(world.hooks.errors).toHaveLength(1);
  });

  it("uninstall removes the globals", () => {
    world = createWorld();
    const installed = globalThis as unknown as Record<string, unknown>;
    expect(installed.game).toBe(world.game);
    expect(installed.canvas).toBe(world.canvas);
    expect(installed.fromUuid).toBe(world.fromUuid);
    world.uninstall();
    for (const name of [
      "game",
      "ui",
      "Hooks",
      "CONFIG",
      "foundry",
      "ChatMessage",
      "Roll",
      "canvas",
      "fromUuid",
      "fromUuidSync",
    ]) {
      expect(globalThis).not.toHaveProperty(name);
    }
  });

  it("game describes the system, the generation and the active module with an api slot", () => {
    world = createWorld({ generation: 14, systemVersion: "5.3.2" });
    expect(world.game.system).toMatchObject({ id: "dnd5e", version: "5.3.2" });
    expect(world.game.release.generation).toBe(14);
    expect(world.game.modules.get("kynthaettir")).toMatchObject({ active: true, api: undefined });
    expect(world.foundry.utils.isNewerVersion("5.3.3", "5.3.0")).toBe(true);
  });

  it("world.CONFIG.DND5E holds dnd5e's ids with localized labels; legacy rules keep draconic exotic", () => {
    world = createWorld({ rulesVersion: "legacy" });
    const dnd5eConfig = world.CONFIG.DND5E as Record<
      string,
      Record<string, { label?: string; children?: Record<string, string> }>
    >;
    expect(dnd5eConfig.damageTypes!.fire!.label).toBe("Fire");
    expect(dnd5eConfig.skills!.prc!.label).toBe("Perception");
    expect(Object.keys(dnd5eConfig.languages!.exotic!.children!)).toContain("draconic");
    expect(Object.keys(dnd5eConfig.languages!.standard!.children!)).not.toContain("draconic");
  });

  it("Foundry's template helpers render as Foundry renders them", async () => {
    world = createWorld();
    const source = readFileSync(repoPath("test/harness/fixtures/greeting.hbs"), "utf8");
    const html = handlebars().compile(source)({
      name: "Bruenor",
      lucky: true,
      sizes: { sm: "Small", med: "Medium" },
      size: "med",
    });
    expect(html.replace(/\s+/g, " ")).toContain("Dexterity: Bruenor (Halfling Lucky)");
    expect(html).toContain('<option value="med" selected>Medium</option>');
  });
});
