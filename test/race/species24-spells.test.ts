/**
 * The 2024 lineage spells: each species that grants spells, added to a blank character on every
 * stack, has dnd5e's own spells24 spells (by UUID) at the levels SRD 5.2 names — the cantrip from
 * level 1, a spell at 3 and one at 5, always prepared and cast once per long rest without a slot —
 * cast with the spellcasting ability the player chose; they arrive and leave with the level. The
 * chosen ability can be changed later, a forged one is refused, a missing spells24 compendium
 * stops the drop, and a level-down that takes a spell the character concentrates on ends that
 * concentration with it. Oracle values are SRD 5.2's, written out here.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, Item, RecordedDialog, World } from "../harness";
import { species24Uuid, type Species24Id } from "../../src/content/ids";
import { createApi } from "../../src/api";
import { changeRaceChoices } from "../../src/race/change";
import { removeRace } from "../../src/race/remove";
import {
  at,
  character,
  dropWorld,
  kyn,
  offeredValues,
  onEachStack,
  preselected,
  settle,
  sourceSnapshot,
} from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const raceOf = (actor: Actor): Item | undefined => [...actor.items].find((i) => i.type === "race");
const spells = (actor: Actor): Item[] =>
  [...actor.items].filter((i) => i.type === "spell" && kyn(i)["grantedBy"] === raceOf(actor)?.id);
/** dnd5e's (English) name, kept in the flags: the item shows the Icelandic one. */
const english = (item: Item): string => String(kyn(item)["originalName"]);
const names = (actor: Actor): string[] => spells(actor).map(english).sort();
const L = (key: string, data: Record<string, string | number> = {}): string =>
  world.game.i18n.format(`KYNTHAETTIR.${key}`, data);
const warnings = (): string[] =>
  world.notifications.filter((n) => n.type === "warning").map((n) => n.message);

/** SRD 5.2's lineage and legacy spells by the level they come at. */
const SRD52: Partial<Record<Species24Id, { at1: string[]; at3?: string; at5?: string; form?: Obj }>> = {
  "elf-drow": { at1: ["Dancing Lights"], at3: "Faerie Fire", at5: "Darkness", form: { keenSenses: "prc" } },
  "elf-high": {
    at1: ["Prestidigitation"],
    at3: "Detect Magic",
    at5: "Misty Step",
    form: { keenSenses: "prc" },
  },
  "elf-wood": {
    at1: ["Druidcraft"],
    at3: "Longstrider",
    at5: "Pass without Trace",
    form: { keenSenses: "prc" },
  },
  "gnome-forest": { at1: ["Minor Illusion", "Speak with Animals"] },
  "gnome-rock": { at1: ["Mending", "Prestidigitation"] },
  "tiefling-abyssal": {
    at1: ["Poison Spray", "Thaumaturgy"],
    at3: "Ray of Sickness",
    at5: "Hold Person",
    form: { speciesSize: "med" },
  },
  "tiefling-chthonic": {
    at1: ["Chill Touch", "Thaumaturgy"],
    at3: "False Life",
    at5: "Ray of Enfeeblement",
    form: { speciesSize: "med" },
  },
  "tiefling-infernal": {
    at1: ["Fire Bolt", "Thaumaturgy"],
    at3: "Hellish Rebuke",
    at5: "Darkness",
    form: { speciesSize: "med" },
  },
};

async function addSpecies(actor: Actor, id: Species24Id, form: Obj): Promise<Item | null> {
  world.dialogs.answer({ form });
  const item = await createApi().addRace(actor as unknown as Actor5e, species24Uuid(id));
  await settle(world);
  return item as Item | null;
}

async function setLevel(actor: Actor, level: number): Promise<void> {
  await [...actor.items].find((i) => i.type === "class")!.update({ "system.levels": level });
  await settle(world);
}

/** A spell at 3 or 5: always prepared, one free cast per long rest through a forward activity. */
function expectOncePerLongRest(spell: Item): void {
  const system = spell.toObject().system as Obj;
  expect([
    system["method"],
    system["prepared"],
    at(system, "uses.max"),
    at(system, "uses.recovery.0.period"),
  ]).toEqual(["spell", 2, "1", "lr"]);
  const activities = Object.values(system["activities"] as Obj) as Obj[];
  const free = activities.filter((a) => a["type"] === "forward");
  expect(free.length, spell.name).toBeGreaterThan(0);
  expect(free.map((a) => at(a, "consumption.targets.0.type"))).toEqual(free.map(() => "itemUses"));
}

/** The effect dnd5e's beginConcentrating creates (ActiveEffect5e.createConcentrationEffectData). */
async function concentrateOn(actor: Actor, spell: Item): Promise<void> {
  await actor.createEmbeddedDocuments("ActiveEffect", [
    {
      name: `Concentrating: ${spell.name}`,
      statuses: ["concentrating"],
      origin: spell.uuid,
      flags: { dnd5e: { item: { type: "spell", id: spell.id, uuid: spell.uuid }, spellLevel: 2 } },
    },
  ]);
}

onEachStack("the 2024 lineage spells", () => {
  for (const [id, srd] of Object.entries(SRD52) as [
    Species24Id,
    NonNullable<(typeof SRD52)[Species24Id]>,
  ][]) {
    it(`${id}: SRD 5.2's spells at levels 1, 3 and 5 (and not before), cast with the chosen ability`, async () => {
      world = dropWorld({ rulesVersion: "modern" });
      const actor = await character(world, "Aría", 1);
      const before = sourceSnapshot(actor);
      await addSpecies(actor, id, { ...srd.form, spellAbility: "wis" });
      expect(world.ops.count(), "one batched create and dnd5e's details.race").toBe(2);
      expect(warnings()).toEqual([]);
      const at1 = [...srd.at1].sort();
      expect(names(actor)).toEqual(at1);
      for (const spell of spells(actor)) {
        expect(spell.toObject()._stats, spell.name).toMatchObject({
          compendiumSource: expect.stringMatching(/^Compendium\.dnd5e\.spells24\.Item\./),
        });
        expect(at(spell.system, "ability"), spell.name).toBe("wis");
        expect(at(spell.system, "sourceItem"), spell.name).toBe(`race:${id}`);
      }
      if (id === "gnome-forest") {
        // As written on the item: dnd5e resolves @prof from the actor's roll data when it prepares it.
        const speak = spells(actor)
          .find((s) => english(s) === "Speak with Animals")!
          .toObject();
        expect([at(speak.system, "uses.max"), at(speak.system, "uses.recovery.0.period")]).toEqual([
          "@prof",
          "lr",
        ]);
      }
      if (!srd.at3 || !srd.at5) {
        await removeRace(actor as unknown as Actor5e);
        await settle(world);
        expect(sourceSnapshot(actor)).toEqual(before);
        return;
      }
      for (const [level, expected] of [
        [3, [...at1, srd.at3]],
        [5, [...at1, srd.at3, srd.at5]],
        [4, [...at1, srd.at3]],
        [2, at1],
        [5, [...at1, srd.at3, srd.at5]],
      ] as const) {
        await setLevel(actor, level);
        expect(names(actor), `level ${level}`).toEqual([...expected].sort());
      }
      for (const spell of spells(actor)) expect(at(spell.system, "ability"), spell.name).toBe("wis");
      for (const name of [srd.at3, srd.at5])
        expectOncePerLongRest(spells(actor).find((s) => english(s) === name)!);
      // Removing the species takes every spell with it (the level changes touched the class item).
      await removeRace(actor as unknown as Actor5e);
      await settle(world);
      expect([...actor.items].map((i) => i.type)).toEqual(["class"]);
    });
  }

  it("a level-5 drow has all three spells at once; Breyta vali changes their ability, and the later spells follow it", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    const actor = await character(world, "Aría", 5);
    await addSpecies(actor, "elf-drow", { keenSenses: "prc", spellAbility: "int" });
    expect(names(actor)).toEqual(["Dancing Lights", "Darkness", "Faerie Fire"]);
    // Shown in Icelandic, the free cast too; dnd5e's name stays for modules that match by it.
    expect(
      spells(actor)
        .map((s) => s.name)
        .sort(),
    ).toEqual(["Dansandi ljós", "Myrkur", "Álfaeldur"]);
    const darkness = spells(actor)
      .find((s) => english(s) === "Darkness")!
      .toObject().system as Obj;
    expect(Object.values(darkness["activities"] as Obj).map((a) => (a as Obj)["name"])).toContain(
      "Myrkur (án galdrahólfs)",
    );
    // "Breyta vali" asks again in Icelandic, the current ability preselected.
    let content = "";
    world.dialogs.answer((dialog) => {
      content = dialog.content;
      return { form: { keenSenses: "prc", spellAbility: "cha" } };
    });
    world.ops.reset();
    expect(await changeRaceChoices(raceOf(actor))).toBe(true);
    await settle(world);
    expect(content).toContain(L("Choice.spellAbility.Legend"));
    expect(offeredValues({ content } as RecordedDialog)["spellAbility"]).toEqual(["int", "wis", "cha"]);
    expect(preselected(content)["spellAbility"]).toBe("int");
    expect(content).toMatch(/<option value="wis"[^>]*>Viska</);
    expect(spells(actor).map((s) => at(s.system, "ability"))).toEqual(["cha", "cha", "cha"]);
    // The race's answers and its spells in one update.
    expect(world.ops.count()).toBe(1);
    await setLevel(actor, 2);
    await setLevel(actor, 5);
    expect(spells(actor).map((s) => at(s.system, "ability"))).toEqual(["cha", "cha", "cha"]);
  });

  it("a forged spellcasting ability is refused with one notice, and nothing is created", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    const actor = await character(world, "Aría", 5);
    const before = sourceSnapshot(actor);
    for (const spellAbility of ["str", "con", "", "INT"]) {
      world.notifications.length = 0;
      const item = await createApi().addRace(
        actor as unknown as Actor5e,
        species24Uuid("tiefling-infernal"),
        {
          choices: { speciesSize: "med", spellAbility },
        },
      );
      await settle(world);
      expect(item, spellAbility).toBeNull();
      expect(warnings(), spellAbility).toEqual([
        L("Drop.InvalidChoices", { problems: L("Choice.spellAbility.Invalid") }),
      ]);
      expect(sourceSnapshot(actor), spellAbility).toEqual(before);
    }
  });

  it("without dnd5e's spells24 compendium a species with spells is not added, nor a level's spell: one notice each, nothing created", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    const pack = world.packs.get("dnd5e.spells24")!;
    const added = await character(world, "Aría", 1);
    await addSpecies(added, "elf-high", { keenSenses: "prc", spellAbility: "int" });
    world.packs.delete("dnd5e.spells24");
    const actor = await character(world, "Baldur", 1);
    const before = sourceSnapshot(actor);
    world.notifications.length = 0;
    expect(await addSpecies(actor, "elf-high", { keenSenses: "prc", spellAbility: "int" })).toBeNull();
    expect(warnings()).toEqual([
      L("Drop.SpellMissing", { uuid: "Compendium.dnd5e.spells24.Item.phbsplPrestidigi" }),
    ]);
    expect(sourceSnapshot(actor)).toEqual(before);
    // A level that brings a spell: the level changes, the spell waits (and comes when the level is crossed again).
    world.notifications.length = 0;
    world.ops.reset();
    await setLevel(added, 3);
    expect(names(added)).toEqual(["Prestidigitation"]);
    expect(warnings()).toEqual([
      L("Drop.SpellMissing", { uuid: "Compendium.dnd5e.spells24.Item.phbsplDetectMagi" }),
    ]);
    expect(world.ops.count()).toBe(1);
    world.packs.set("dnd5e.spells24", pack);
    await setLevel(added, 2);
    await setLevel(added, 3);
    expect(names(added)).toEqual(["Detect Magic", "Prestidigitation"]);
  });

  it("a level-down that takes Darkness while the character concentrates on it ends the concentration with it, with one notice", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    const actor = await character(world, "Aría", 5);
    await addSpecies(actor, "tiefling-infernal", { speciesSize: "med", spellAbility: "cha" });
    await concentrateOn(
      actor,
      spells(actor).find((s) => english(s) === "Darkness")!,
    );
    world.notifications.length = 0;
    world.ops.reset();
    await setLevel(actor, 4);
    expect(names(actor)).toEqual(["Fire Bolt", "Hellish Rebuke", "Thaumaturgy"]);
    expect([...actor.effects].filter((e) => (e.statuses as Set<string>).has("concentrating"))).toEqual([]);
    expect(world.notifications.map((n) => n.message)).toEqual([
      L("Drop.ConcentrationLost", { spell: "Myrkur", actor: "Aría", level: 4 }),
    ]);
    // The class's level, the concentration effect, the spell, the level the race's grants follow.
    expect(world.ops.count()).toBe(4);
    // Removing the species while concentrating on its spell: dnd5e's own item deletion ends it.
    await setLevel(actor, 5);
    await concentrateOn(
      actor,
      spells(actor).find((s) => english(s) === "Darkness")!,
    );
    await removeRace(actor as unknown as Actor5e);
    await settle(world);
    expect([...actor.items].map((i) => i.type)).toEqual(["class"]);
    expect([...actor.effects]).toEqual([]);
  });
});
