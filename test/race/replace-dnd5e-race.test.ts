/**
 * Replacing a race dnd5e's advancements built (its SRD races, or any race with advancements): as
 * dnd5e's own delete does, the user is offered to undo what the advancements wrote into the
 * character (ability scores, languages, size, granted items) through dnd5e's AdvancementManager
 * before ours is added; or to keep it; or to cancel. On each stack.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, World } from "../harness";
import { addRace } from "../../src/race/add";
import {
  character,
  createFromPack,
  dropOnSheet,
  dropWorld,
  onEachStack,
  raceUuidOf,
  settle,
  sourceSnapshot,
  refuseItems,
} from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);
const L = (key: string): string => world.game.i18n.localize(`KYNTHAETTIR.${key}`);
const warnings = (): string[] =>
  world.notifications.filter((n) => n.type === "warning").map((n) => n.message);

const RACE_ID = "dnd5eHalfling001";
const LUCKY_ID = "dnd5eLuckyFeat01";

/**
 * A lightfoot halfling as dnd5e's advancements leave it on a level-1 character of all 10s: DEX +2
 * and CHA +1 written into the scores, Small, Halfling and Common known, Lucky granted.
 */
async function halfling(): Promise<Actor> {
  const actor = await character(world, "Bilba");
  await actor.update({
    "system.abilities.dex.value": 12,
    "system.abilities.cha.value": 11,
    "system.traits.size": "sm",
    "system.traits.languages.value": ["common", "halfling"],
  });
  const advancement = {
    asi0000000000001: {
      _id: "asi0000000000001",
      type: "AbilityScoreImprovement",
      level: 0,
      configuration: { fixed: { dex: 2, cha: 1 }, points: 0 },
      value: { type: "asi", assignments: { dex: 2, cha: 1 } },
    },
    size000000000001: {
      _id: "size000000000001",
      type: "Size",
      level: 1,
      configuration: { sizes: ["sm"] },
      value: { size: "sm" },
    },
    trait00000000001: {
      _id: "trait00000000001",
      type: "Trait",
      level: 0,
      configuration: {
        mode: "default",
        grants: ["languages:standard:common", "languages:standard:halfling"],
      },
      value: { chosen: ["languages:standard:common", "languages:standard:halfling"] },
    },
    grant00000000001: {
      _id: "grant00000000001",
      type: "ItemGrant",
      level: 0,
      configuration: { items: [{ uuid: "Compendium.dnd5e.races.Item.lucky00000000001" }] },
      value: { added: { [LUCKY_ID]: "Compendium.dnd5e.races.Item.lucky00000000001" } },
    },
  };
  await actor.createEmbeddedDocuments(
    "Item",
    [{ _id: RACE_ID, name: "Lightfoot Halfling", type: "race", system: { advancement } }],
    { keepId: true },
  );
  await settle(world);
  await actor.createEmbeddedDocuments(
    "Item",
    [
      {
        _id: LUCKY_ID,
        name: "Lucky",
        type: "feat",
        flags: { dnd5e: { advancementOrigin: `${RACE_ID}.grant00000000001` } },
      },
    ],
    { keepId: true },
  );
  await settle(world);
  return actor;
}

const names = (actor: Actor): string[] => [...actor.items].map((i) => i.name).sort();

onEachStack("replacing a race dnd5e's advancements built", () => {
  it("undoing its advancements: its increases, language and size leave the character, Lucky with it, and ours is added", async () => {
    world = dropWorld({ metric: true });
    const actor = await halfling();
    world.dialogs.answer("undo", { form: { tool: "smith" } });
    await dropOnSheet(world, actor, raceUuidOf("hill-dwarf"));
    await settle(world);
    const dialog = world.dialogs.shown[0]!;
    expect(dialog.buttons.map((b) => b.action)).toEqual(["undo", "replace", "cancel"]);
    expect(dialog.content).toContain(L("Drop.Replace.UndoNote"));
    // What dnd5e wrote is gone from the source; the hill dwarf's +2 CON and +1 WIS apply.
    expect(at(actor._source, "system.abilities.dex.value")).toBe(10);
    expect(at(actor._source, "system.abilities.cha.value")).toBe(10);
    expect(at(actor._source, "system.traits.size")).toBe("med");
    expect(at(actor._source, "system.traits.languages.value")).toEqual([]);
    expect(at(actor.system, "abilities.con.value")).toBe(12);
    expect(at(actor.system, "abilities.dex.value")).toBe(10);
    expect([...(at(actor.system, "traits.languages.value") as Set<string>)].sort()).toEqual([
      "common",
      "dwarvish",
    ]);
    expect(names(actor)).not.toContain("Lucky");
    expect(names(actor)).not.toContain("Lightfoot Halfling");
    expect([...actor.items].filter((i) => i.type === "race")).toHaveLength(1);
    expect(warnings()).toEqual([]);
  });

  it("keeping them: the old race and Lucky go, and what its advancements wrote stays beside ours", async () => {
    world = dropWorld({ metric: true });
    const actor = await halfling();
    world.dialogs.answer("replace", { form: { tool: "smith" } });
    await dropOnSheet(world, actor, raceUuidOf("hill-dwarf"));
    await settle(world);
    expect(at(actor._source, "system.abilities.dex.value")).toBe(12);
    expect(at(actor._source, "system.abilities.cha.value")).toBe(11);
    expect(at(actor._source, "system.traits.languages.value")).toEqual(["common", "halfling"]);
    expect(names(actor)).not.toContain("Lucky");
    expect(names(actor)).not.toContain("Lightfoot Halfling");
    // dnd5e's race is not ours to announce: only our race's arrival is.
    expect(world.hooks.calls.filter((c) => c.hook === "kynthaettir.raceRemoved")).toEqual([]);
    expect(world.hooks.calls.filter((c) => c.hook === "kynthaettir.raceApplied")).toHaveLength(1);
  });

  it("cancelling changes nothing", async () => {
    world = dropWorld({ metric: true });
    const actor = await halfling();
    const before = sourceSnapshot(actor, { deep: true });
    world.dialogs.answer("cancel");
    await dropOnSheet(world, actor, raceUuidOf("hill-dwarf"));
    await settle(world);
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
  });

  it("with dnd5e's advancements switched off the undo is not offered, as dnd5e's own delete does not", async () => {
    world = dropWorld({ metric: true });
    const actor = await halfling();
    await world.game.settings.set("dnd5e", "disableAdvancements", true);
    world.dialogs.answer(true, { form: { tool: "smith" } });
    await dropOnSheet(world, actor, raceUuidOf("hill-dwarf"));
    await settle(world);
    expect(world.dialogs.shown[0]!.content).toContain(L("Drop.Replace.ForeignNote"));
    expect(world.dialogs.shown[0]!.buttons.map((b) => b.action)).not.toContain("undo");
    expect(at(actor._source, "system.abilities.dex.value")).toBe(12);
  });

  it("replacing one of our races never offers dnd5e's undo", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    await createFromPack(world, actor, "half-orc");
    world.dialogs.answer(true);
    await dropOnSheet(world, actor, raceUuidOf("tiefling"));
    await settle(world);
    expect(world.dialogs.shown.at(-1)!.buttons.map((b) => b.action)).not.toContain("undo");
    expect([...actor.items].filter((i) => i.type === "race").map((i) => i.name)).toEqual(["Helniðjar"]);
  });

  it("a script asks for the undo with undoAdvancements; a value that is not true or false is refused and changes nothing", async () => {
    world = dropWorld({ metric: true });
    const actor = await halfling();
    const before = sourceSnapshot(actor, { deep: true });
    expect(await addRace(actor, "half-orc", { replace: true, undoAdvancements: "yes" })).toBeNull();
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
    expect(warnings()).toEqual([L("Api.BadOptions")]);
    expect(await addRace(actor, "half-orc", { replace: true, undoAdvancements: true })).not.toBeNull();
    await settle(world);
    expect(at(actor._source, "system.abilities.dex.value")).toBe(10);
    expect(names(actor)).not.toContain("Lucky");
  });

  it("an undo that does not complete (a module's preAdvancementManagerComplete refuses) adds nothing and says so", async () => {
    world = dropWorld({ metric: true });
    const actor = await halfling();
    const before = sourceSnapshot(actor, { deep: true });
    world.hooks.on("dnd5e.preAdvancementManagerComplete", () => false);
    world.dialogs.answer("undo", { form: { tool: "smith" } });
    await dropOnSheet(world, actor, raceUuidOf("hill-dwarf"));
    await settle(world);
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
    expect(warnings()).toEqual([
      world.game.i18n.format("KYNTHAETTIR.Drop.UndoStopped", { actor: "Bilba", old: "Lightfoot Halfling" }),
    ]);
  });

  it("undoing its advancements, then something refuses our race: the halfling comes back with Lucky and all dnd5e wrote", async () => {
    world = dropWorld({ metric: true });
    const actor = await halfling();
    const before = sourceSnapshot(actor, { deep: true });
    refuseItems(world, "create", (item) => item.name === "Hæðadvergar");
    world.dialogs.answer("undo", { form: { tool: "smith" } });
    await dropOnSheet(world, actor, raceUuidOf("hill-dwarf"));
    await settle(world);
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
    expect(names(actor)).toEqual(expect.arrayContaining(["Lightfoot Halfling", "Lucky"]));
    expect(world.notifications.filter((n) => n.type === "error").map((n) => n.message)).toEqual([
      L("Drop.Failed"),
    ]);
  });
});
