/**
 * The built bundle, loaded the way Foundry loads it (an ES module evaluated after the globals
 * exist), registers its hooks and comes up cleanly in a dnd5e world — and stays quiet elsewhere.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DIST } from "../../scripts/lib/project";
import { createWorld, type World } from "../harness";

let world: World | undefined;
let loads = 0;

/** What another module reads from the bundle's `game.modules.get("kynthaettir").api`. */
interface PublishedApi {
  rules: {
    breathFormula(level: number): string;
    breath24Formula(level: number): string;
    breathSaveDC(conMod: number, prof: number): number;
  };
  ancestries: readonly { id: string }[];
  addRace(
    actor: unknown,
    race: string,
    options?: { choices?: object },
  ): Promise<{ id: string; name: string } | null>;
  removeRace(actor: unknown): Promise<string | null>;
  changeRaceChoices(raceItem: unknown): Promise<boolean>;
}

async function loadBundle(): Promise<void> {
  // A fresh URL per test: Node caches modules by URL, Foundry loads the file once per page.
  const url = `${pathToFileURL(path.join(DIST, "kynthaettir.js")).href}?load=${++loads}`;
  await import(/* @vite-ignore */ url);
}

/** An Icelandic, metric world with the built module loaded through init, setup and ready. */
async function readyIcelandicWorld(): Promise<World> {
  const w = (world = createWorld({ lang: "is", metric: true }));
  await loadBundle();
  for (const hook of ["init", "setup", "ready"]) w.hooks.callAll(hook);
  return w;
}

afterEach(() => {
  world?.uninstall();
  world = undefined;
});

describe("dist/kynthaettir.js in a Foundry page", () => {
  it("imports without throwing and registers its init and ready hooks", async () => {
    world = createWorld();
    await loadBundle();
    expect(world.hooks.events["init"]?.length).toBe(1);
    expect(world.hooks.events["ready"]?.length).toBe(1);
  });

  it("publishes the API on init and announces kynthaettir.ready on ready", async () => {
    world = createWorld();
    await loadBundle();
    let announced: unknown;
    world.hooks.on("kynthaettir.ready", (api: unknown) => {
      announced = api;
    });
    world.hooks.callAll("init");
    world.hooks.callAll("setup");
    world.hooks.callAll("ready");
    const api = world.game.modules.get("kynthaettir")?.api as { breathWeapon?: unknown } | undefined;
    expect(api).toBeDefined();
    expect(typeof api?.breathWeapon).toBe("function");
    expect(announced).toBe(api);
    expect(world.notifications).toEqual([]);
  });

  it("the published API works: breath dice and DC, the ten ancestries, adding and removing a race", async () => {
    world = createWorld({ lang: "is" });
    await loadBundle();
    world.hooks.callAll("init");
    world.hooks.callAll("setup");
    world.hooks.callAll("ready");
    const api = world.game.modules.get("kynthaettir")?.api as PublishedApi;
    // SRD Breath Weapon: 4d6 from 11th level; DC 8 + CON modifier + proficiency bonus.
    expect(api.rules.breathFormula(11)).toBe("4d6");
    expect(api.rules.breathSaveDC(2, 3)).toBe(13);
    // SRD 5.2 Breath Weapon: 1d10, 2d10 from 5th level, 3d10 from 11th, 4d10 from 17th.
    expect([1, 5, 11, 17].map((l) => api.rules.breath24Formula(l))).toEqual(["1d10", "2d10", "3d10", "4d10"]);
    expect(api.ancestries.map((a) => a.id).sort()).toEqual(
      ["black", "blue", "brass", "bronze", "copper", "gold", "green", "red", "silver", "white"].sort(),
    );
    expect(typeof api.changeRaceChoices).toBe("function");
    const actor = await world.createActor({ name: "Aría", type: "character" });
    const race = await api.addRace(actor, "human", { choices: { language: "orc" } });
    expect(race?.name).toBe("Mannfólk");
    expect([...actor.items].map((i) => i.name)).toEqual(["Mannfólk"]);
    expect(await api.removeRace(actor)).toBe(race?.id);
    expect([...actor.items]).toEqual([]);
  });

  it("completes init under Foundry's settings rules and both settings buttons run when the GM clicks them", async () => {
    world = await readyIcelandicWorld();
    expect([...world.game.settings.menus.keys()].sort()).toEqual([
      "kynthaettir.applyAsiMode",
      "kynthaettir.selfCheck",
    ]);
    // Everything init registers after the buttons is there too.
    expect(world.game.settings.get("kynthaettir", "tokenVision")).toBe(false);
    expect(world.game.modules.get("kynthaettir")?.api).toBeDefined();
    world.notifications.length = 0;
    await world.game.settings.clickMenu("kynthaettir", "applyAsiMode");
    expect(world.notifications.map((n) => n.message)).toEqual([
      "Allar persónur með kynþátt fylgja þegar reglunni um aukahæfileika.",
    ]);
    world.dialogs.answer({ stayOpen: true }, "close");
    await world.game.settings.clickMenu("kynthaettir", "selfCheck");
    await vi.waitFor(() => expect(world?.dialogs.shown.length).toBeGreaterThanOrEqual(2), {
      timeout: 20_000,
    });
    expect(world.dialogs.shown.map((d) => d.title).join(" | ")).toContain("Sjálfspróf");
  });

  it("a settings button whose action breaks ends in one Icelandic notice, not an unhandled rejection", async () => {
    world = await readyIcelandicWorld();
    const broken = (): never => {
      throw new Error("another module broke game.actors");
    };
    Object.defineProperty(world.game.actors, "contents", { get: broken });
    Object.defineProperty(world.game.actors, Symbol.iterator, { value: broken });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      world.notifications.length = 0;
      await world.game.settings.clickMenu("kynthaettir", "applyAsiMode");
      await vi.waitFor(() => expect(world?.notifications.length).toBe(1));
      expect(world.notifications[0]).toMatchObject({
        type: "error",
        message:
          "Aðgerðin mistókst vegna óvæntrar villu. Nánari upplýsingar eru í forritaratólum vafrans (F12).",
      });
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });

  it("tells the GM in Icelandic when the world is not dnd5e, and does nothing else", async () => {
    world = createWorld({ system: "pf2e", lang: "is" });
    await loadBundle();
    world.hooks.callAll("init");
    world.hooks.callAll("ready");
    expect(world.notifications.map((n) => n.message)).toEqual([
      "Kynþættir virka aðeins með leikkerfinu dnd5e.",
    ]);
    expect(world.hooks.count("kynthaettir.ready")).toBe(0);
  });

  it("tells the GM when dnd5e is older than 5.3.0", async () => {
    world = createWorld({ systemVersion: "5.2.5", lang: "is" });
    await loadBundle();
    world.hooks.callAll("init");
    world.hooks.callAll("ready");
    expect(world.notifications.map((n) => n.message)).toEqual(["Kynþættir þurfa dnd5e 5.3.0 eða nýrra."]);
  });
});
