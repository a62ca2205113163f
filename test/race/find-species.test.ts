/**
 * dnd5e's "add species" button on the character sheet (CharacterActorSheet#findItem): it opens
 * dnd5e's compendium browser and hands the pick straight to the sheet's `_onDropCreateItems`,
 * never firing `dropActorSheetData`, so dnd5e's data model refuses a second race with its English
 * singleton error before any `preCreateItem`. The module takes the button over for our races: the
 * same browser, then the same flow as a drop (the Icelandic replace offer included); any other
 * pick goes to dnd5e's sheet exactly as dnd5e's button hands it.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, Item, World } from "../harness";
import { raceItemData } from "../harness";
import { addRace } from "../../src/race/add";
import {
  FORM_ANSWERS,
  character,
  createFromPack,
  dropWorld,
  onEachStack,
  raceUuidOf,
  settle,
} from "./support";

let world: World;
afterEach(() => world?.uninstall());

const SPECIES_BUTTON = '[data-action="findItem"][data-item-type="race"]';

function L(key: string, data: Record<string, string> = {}): string {
  const text = world.game.i18n.format(`KYNTHAETTIR.${key}`, data);
  if (text.startsWith("KYNTHAETTIR.")) throw new Error(`missing i18n key ${key}`);
  return text;
}

const races = (actor: Actor): string[] =>
  [...actor.items].filter((i) => i.type === "race").map((i) => i.name);
const itemNames = (actor: Actor): string[] =>
  [...actor.items]
    .filter((i) => i.type !== "class")
    .map((i) => i.name)
    .sort();
const englishErrors = (): string[] =>
  world.notifications.filter((n) => n.type === "error").map((n) => n.message);

/** Clicks the add-species button on the actor's freshly rendered sheet and waits for the flows. */
async function findSpecies(actor: Actor): Promise<void> {
  const sheet = await world.sheet(actor).render();
  await sheet.click(SPECIES_BUTTON);
  await settle(world);
}

onEachStack("dnd5e's add-species button", () => {
  it("on a character without a race, our race picked in the browser goes through the dialog and is created once", async () => {
    world = dropWorld();
    const actor = await character(world);
    world.compendiumBrowser.answer(raceUuidOf("high-elf"));
    world.dialogs.answer({ form: FORM_ANSWERS["high-elf"] });
    await findSpecies(actor);
    const opened = world.compendiumBrowser.opened[0]!.options as {
      filters: { locked: { types: Set<string> } };
    };
    expect([...opened.filters.locked.types]).toEqual(["race"]);
    expect(races(actor)).toEqual(["Háálfar"]);
    expect(itemNames(actor).filter((n) => n === "Háálfar")).toHaveLength(1);
    expect(englishErrors()).toEqual([]);
  });

  it("when a race arrived while the browser was open, ours asks in Icelandic to replace it: no English error, nothing twice", async () => {
    world = dropWorld();
    const actor = await character(world);
    const sheet = await world.sheet(actor).render();
    world.compendiumBrowser.answer(async () => {
      // Meanwhile a hill dwarf arrives (a drop, a script, another client).
      await addRace(actor, "hill-dwarf", { choices: { tool: "smith" } });
      return raceUuidOf("high-elf");
    });
    world.dialogs.answer(true, { form: FORM_ANSWERS["high-elf"] });
    await sheet.click(SPECIES_BUTTON);
    await settle(world);
    expect(world.dialogs.shown[0]!.title).toBe(L("Drop.Replace.Title"));
    expect(world.dialogs.shown[0]!.content).toContain(
      L("Drop.Replace.Content", { actor: "Aría", old: "Hæðadvergar", race: "Háálfar" }),
    );
    expect(englishErrors()).toEqual([]);
    expect(races(actor)).toEqual(["Háálfar"]);
    expect(itemNames(actor).filter((n) => n === "Háálfar")).toHaveLength(1);
    expect(world.dialogs.pending).toBe(0);
  });

  it("on a character whose race is not linked (the button shows), ours offers the replacement in Icelandic", async () => {
    world = dropWorld();
    const actor = await character(world);
    world.dialogs.answer({ form: FORM_ANSWERS["hill-dwarf"] });
    await createFromPack(world, actor, "hill-dwarf");
    // An imported character: the race item is there, details.race names nothing.
    await actor.update({ "system.details.race": null });
    world.compendiumBrowser.answer(raceUuidOf("half-orc"));
    world.dialogs.answer(true);
    await findSpecies(actor);
    expect(world.dialogs.shown.at(-1)!.title).toBe(L("Drop.Replace.Title"));
    expect(englishErrors()).toEqual([]);
    expect(races(actor)).toEqual(["Hálforkar"]);
  });

  it("declining the replacement leaves the character exactly as it was", async () => {
    world = dropWorld();
    const actor = await character(world);
    world.dialogs.answer({ form: FORM_ANSWERS["hill-dwarf"] });
    await createFromPack(world, actor, "hill-dwarf");
    await actor.update({ "system.details.race": null });
    const before = JSON.stringify(actor.toObject());
    world.ops.reset();
    world.compendiumBrowser.answer(raceUuidOf("half-orc"));
    world.dialogs.answer(false);
    await findSpecies(actor);
    expect(JSON.stringify(actor.toObject())).toBe(before);
    expect(world.ops.count()).toBe(0);
    expect(englishErrors()).toEqual([]);
  });

  it("closing the browser does nothing", async () => {
    world = dropWorld();
    const actor = await character(world);
    world.compendiumBrowser.answer(null);
    await findSpecies(actor);
    expect(races(actor)).toEqual([]);
    expect(world.ops.count()).toBe(0);
  });

  it("a race that is not ours is handed to dnd5e's sheet as dnd5e's button hands it", async () => {
    world = dropWorld();
    const actor = await character(world);
    const elf: Item = await world.createItem(raceItemData("Elf", { movement: { walk: "30", units: "ft" } }));
    world.compendiumBrowser.answer(elf.uuid);
    await findSpecies(actor);
    expect(races(actor)).toEqual(["Elf"]);
    expect(world.sheet(actor).creations).toHaveLength(1);
    // And with a race already there, dnd5e's own refusal stands (its path, its message).
    const dwarf: Item = await world.createItem(
      raceItemData("Dwarf", { movement: { walk: "25", units: "ft" } }),
    );
    await actor.update({ "system.details.race": null });
    world.compendiumBrowser.answer(dwarf.uuid);
    await findSpecies(actor);
    expect(races(actor)).toEqual(["Elf"]);
    expect(englishErrors()).toEqual([
      expect.stringMatching(/^Only a single .+ can be added to a Player Character\.$/),
    ]);
  });
});
