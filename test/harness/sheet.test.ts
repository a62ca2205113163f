/**
 * Contract of the character-sheet fake (sheet.ts): dnd5e's "add species" button and what it does
 * with the compendium browser's pick, the sheet's item creation, and ApplicationV2's click actions.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, raceItemData, STACKS, type Actor, type Item, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

const speciesButton = '[data-action="findItem"][data-item-type="race"]';

async function character(): Promise<Actor> {
  return world.createActor({ name: "Hero", type: "character" });
}

async function worldRace(name: string): Promise<Item> {
  return world.createItem(raceItemData(name, { movement: { walk: "30", units: "ft" } }));
}

describe.each(STACKS)("dnd5e's character sheet ($name)", ({ id }) => {
  it("shows the add-species button to an owner while no race is linked, and the race once it is", async () => {
    world = createWorld({ stack: id });
    const actor = await character();
    const sheet = await world.sheet(actor).render();
    expect(sheet.element!.querySelector(speciesButton)?.textContent).toBe("Add Species");
    const elf = await worldRace("Elf");
    world.compendiumBrowser.answer(elf.uuid);
    await sheet.click(speciesButton);
    await world.settle();
    await sheet.render();
    expect(sheet.element!.querySelector(speciesButton)).toBeNull();
    expect(sheet.element!.querySelector(".species")?.textContent).toBe("Elf");
  });

  it("finding a species opens the browser locked to races and creates the pick under a new id", async () => {
    world = createWorld({ stack: id });
    const actor = await character();
    const elf = await worldRace("Elf");
    const sheet = await world.sheet(actor).render();
    world.compendiumBrowser.answer(elf.uuid);
    await sheet.click(speciesButton);
    await world.settle();
    const opened = world.compendiumBrowser.opened[0]!.options as {
      filters: { locked: { types: Set<string> } };
    };
    expect([...opened.filters.locked.types]).toEqual(["race"]);
    const race = actor.items.find((i) => i.type === "race")!;
    expect(race.name).toBe("Elf");
    expect(race.id).not.toBe(elf.id);
  });

  it("no dropActorSheetData on this path: a second race meets dnd5e's English singleton error", async () => {
    world = createWorld({ stack: id });
    const actor = await character();
    const elf = await worldRace("Elf");
    const dwarf = await worldRace("Dwarf");
    const sheet = await world.sheet(actor).render();
    const drops: unknown[] = [];
    world.hooks.on("dropActorSheetData", (...args: unknown[]) => void drops.push(args));
    const preCreates: unknown[] = [];
    world.hooks.on("preCreateItem", (...args: unknown[]) => void preCreates.push(args));
    // The browser is open while another race arrives (a drop, another client).
    world.compendiumBrowser.answer(async () => {
      await actor.createEmbeddedDocuments("Item", [dwarf.toObject()]);
      return elf.uuid;
    });
    preCreates.length = 0;
    await sheet.click(speciesButton);
    await world.settle();
    expect(drops).toEqual([]);
    expect(actor.items.filter((i) => i.type === "race").map((i) => i.name)).toEqual(["Dwarf"]);
    expect(world.notifications.at(-1)).toMatchObject({
      type: "error",
      message: "Only a single Species can be added to a Player Character.",
    });
    // The data model refused it before any preCreateItem hook (the Dwarf's own creation aside).
    expect(preCreates).toHaveLength(1);
  });

  it("the button does nothing for a user who may not edit the sheet", async () => {
    world = createWorld({ stack: id });
    const actor = await character();
    const elf = await worldRace("Elf");
    world.setUser("Player");
    const sheet = await world.sheet(actor).render();
    expect(sheet.element!.querySelector(speciesButton)).toBeNull();
    world.setUser("Gamemaster");
    await sheet.render();
    world.setUser("Player");
    world.compendiumBrowser.answer(elf.uuid);
    await sheet.click(speciesButton);
    expect(world.compendiumBrowser.opened).toEqual([]);
  });

  it("fires the render hooks of the sheet's class chain, and a listener that stops the click keeps the action from running", async () => {
    world = createWorld({ stack: id });
    const actor = await character();
    const seen: string[] = [];
    for (const name of ["CharacterActorSheet", "BaseActorSheet", "ActorSheetV2", "ApplicationV2"])
      world.hooks.on(`render${name}`, () => void seen.push(name));
    world.hooks.on("renderCharacterActorSheet", (_app: unknown, element: unknown) => {
      const button = (
        element as {
          querySelector(
            s: string,
          ): { addEventListener(t: string, f: (e: { stopPropagation(): void }) => void): void } | null;
        }
      ).querySelector(speciesButton);
      button?.addEventListener("click", (event) => event.stopPropagation());
    });
    const sheet = await world.sheet(actor).render();
    expect(seen).toEqual(["CharacterActorSheet", "BaseActorSheet", "ActorSheetV2", "ApplicationV2"]);
    await sheet.click(speciesButton);
    expect(world.compendiumBrowser.opened).toEqual([]);
  });
});
