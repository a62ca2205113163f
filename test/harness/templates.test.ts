/**
 * Contract tests of the template functions (templates.ts): only the module's own files, as the
 * built module installs them, are found; an unknown helper throws as Handlebars throws.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, type World } from "./index";
import type { HandlebarsRuntime } from "./templates";

let world: World;
afterEach(() => world?.uninstall());

const CHOICES = "modules/kynthaettir/templates/race-choices.hbs";

describe("templates load as Foundry's server serves them", () => {
  it("a template of the module's build renders; renderTemplate and loadTemplates find it", async () => {
    world = createWorld();
    const { renderTemplate, loadTemplates } = world.foundry.applications.handlebars;
    expect(await renderTemplate(CHOICES, { choices: [] })).toContain("<");
    await loadTemplates([CHOICES]);
  });

  it("a path outside modules/kynthaettir/, or a file the build does not ship, is not found", async () => {
    world = createWorld();
    const { renderTemplate, loadTemplates } = world.foundry.applications.handlebars;
    for (const missing of [
      "templates/race-choices.hbs",
      "modules/kynthaettir/templates/none.hbs",
      "modules/kynthaettir/../kynthaettir/src/index.ts",
      "modules/other/templates/race-choices.hbs",
    ]) {
      await expect(renderTemplate(missing, {})).rejects.toThrow(
        `ENOENT: no such file or directory, open '${missing}'`,
      );
      await expect(loadTemplates([missing])).rejects.toThrow("ENOENT: no such file or directory");
    }
  });

  it("a helper nobody registered throws as Handlebars does", () => {
    world = createWorld();
    const hb = (globalThis as unknown as { Handlebars: HandlebarsRuntime }).Handlebars;
    expect(() => hb.compile("{{shout name}}")({ name: "Bruenor" })).toThrow('Missing helper: "shout"');
    expect(hb.compile("{{localize key}}")({ key: "DND5E.AbilityDex" })).toBe("Dexterity");
  });
});
