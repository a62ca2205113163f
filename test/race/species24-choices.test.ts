/**
 * The 2024 species' own choices, as a player meets them: the dragonborn's one ancestry sets both the
 * resistance and the damage of both breath shapes (and a changed answer changes both together), the
 * goliath's giant ancestry grants the chosen boon, the human and tieflings choose Small or Medium,
 * and an answer that does not exist is refused with one notice and nothing written.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, Item, World } from "../harness";
import { CompendiumCollection } from "../harness/packs";
import { ANCESTRIES } from "../../src/content/ancestries";
import { species24Uuid } from "../../src/content/ids";
import { createApi } from "../../src/api";
import { changeRaceChoices } from "../../src/race/change";
import { removeRace } from "../../src/race/remove";
import {
  character,
  dropWorld,
  offeredValues,
  onEachStack,
  preselected,
  settle,
  sourceSnapshot,
} from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);
const set = (value: unknown): string[] => [...((value as Iterable<string> | undefined) ?? [])].sort();
const kyn = (doc: { flags: Obj }): Obj => (doc.flags["kynthaettir"] ?? {}) as Obj;
const raceOf = (actor: Actor): Item | undefined => [...actor.items].find((i) => i.type === "race");
const granted = (actor: Actor): Item[] =>
  [...actor.items].filter((i) => kyn(i)["grantedBy"] === raceOf(actor)?.id);
const srdNames = (actor: Actor): string[] => granted(actor).map((i) => String(kyn(i)["srdName"]));

function L(key: string, data: Record<string, string> = {}): string {
  const text = world.game.i18n.format(`KYNTHAETTIR.${key}`, data);
  if (text.startsWith("KYNTHAETTIR.")) throw new Error(`missing i18n key ${key}`);
  return text;
}
const warnings = (): string[] =>
  world.notifications.filter((n) => n.type === "warning").map((n) => n.message);

/** The breath's activities as [shape, damage types]. */
function breathDamage(actor: Actor): unknown[] {
  const breath = granted(actor).find((i) => kyn(i)["featureKey"] === "breathWeapon24")!;
  return Object.values(at(breath.toObject(), "system.activities") as Obj).map((a) => [
    at(a, "target.template.type"),
    at(a, "damage.parts.0.types"),
  ]);
}

/** dnd5e's own origin feats in its feats24 compendium (the fact fixture's ids). */
const SKILLED = "Compendium.dnd5e.feats24.Item.phbftSkilled0000";
const ALERT = "Compendium.dnd5e.feats24.Item.phbftAlert000000";
const GENERAL_FEAT = { identifier: "grappler", type: { value: "feat", subtype: "general" } };
/** A feat uuid no compendium holds. */
const FORGED_FEAT = "Compendium.dnd5e.feats24.Item.forgedFeat000000";

onEachStack("the 2024 species' choices", () => {
  it("every draconic ancestry gives the dragonborn its resistance and both breath shapes its damage", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    for (const ancestry of ANCESTRIES) {
      const actor = await character(world, ancestry.srdName);
      world.dialogs.answer({ form: { ancestry24: ancestry.id } });
      await createApi().addRace(actor as unknown as Actor5e, species24Uuid("dragonborn"));
      await settle(world);
      expect(set(at(actor.system, "traits.dr.value")), ancestry.id).toEqual([ancestry.damageType]);
      expect(breathDamage(actor), ancestry.id).toEqual([
        ["cone", [ancestry.damageType]],
        ["line", [ancestry.damageType]],
      ]);
    }
    expect(warnings()).toEqual([]);
  });

  it("changing the ancestry (Breyta vali) changes the resistance and both breath shapes together", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    const actor = await character(world);
    const before = sourceSnapshot(actor);
    world.dialogs.answer({ form: { ancestry24: "red" } });
    await createApi().addRace(actor as unknown as Actor5e, species24Uuid("dragonborn"));
    await settle(world);
    world.dialogs.answer({ form: { ancestry24: "blue" } });
    expect(await changeRaceChoices(raceOf(actor))).toBe(true);
    await settle(world);
    expect(set(at(actor.system, "traits.dr.value"))).toEqual(["lightning"]);
    expect(breathDamage(actor)).toEqual([
      ["cone", ["lightning"]],
      ["line", ["lightning"]],
    ]);
    await removeRace(actor as unknown as Actor5e);
    await settle(world);
    expect(sourceSnapshot(actor)).toEqual(before);
  });

  it("the goliath's giant ancestry grants the chosen boon, and a changed answer swaps it", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    const actor = await character(world);
    world.dialogs.answer({ form: { giantAncestry: "cloudsJaunt" } });
    await createApi().addRace(actor as unknown as Actor5e, species24Uuid("goliath"));
    await settle(world);
    expect(srdNames(actor).sort()).toEqual(["Cloud's Jaunt", "Giant Ancestry", "Powerful Build"]);
    world.dialogs.answer({ form: { giantAncestry: "stormsThunder" } });
    expect(await changeRaceChoices(raceOf(actor))).toBe(true);
    await settle(world);
    expect(srdNames(actor).sort()).toEqual(["Giant Ancestry", "Powerful Build", "Storm's Thunder"]);
  });

  it("the human chooses Small or Medium, and a tiefling too", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    const human = await character(world, "Smá");
    world.dialogs.answer({ form: { skillful: "ath", speciesSize: "sm" } });
    await createApi().addRace(human as unknown as Actor5e, species24Uuid("human"));
    const tiefling = await character(world, "Miðlungs");
    world.dialogs.answer({ form: { speciesSize: "med" } });
    await createApi().addRace(tiefling as unknown as Actor5e, species24Uuid("tiefling-infernal"));
    await settle(world);
    expect([at(human.system, "traits.size"), at(tiefling.system, "traits.size")]).toEqual(["sm", "med"]);
  });

  it("an ancestry, boon or size that does not exist is refused with one notice, nothing written", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    const actor = await character(world);
    const before = sourceSnapshot(actor);
    const api = createApi();
    const cases: [string, Record<string, string>, string][] = [
      ["dragonborn", { ancestry24: "purple" }, "Choice.ancestry24.Invalid"],
      ["goliath", { giantAncestry: "seaGiant" }, "Choice.giantAncestry.Invalid"],
      ["human", { skillful: "ath", originFeat: SKILLED, speciesSize: "huge" }, "Choice.speciesSize.Invalid"],
      [
        "human",
        { skillful: "ath", originFeat: FORGED_FEAT, speciesSize: "med" },
        "Choice.originFeat.Invalid",
      ],
    ];
    for (const [id, choices, problem] of cases) {
      world.notifications.length = 0;
      const item = await api.addRace(actor as unknown as Actor5e, species24Uuid(id as "human"), { choices });
      await settle(world);
      expect(item, id).toBeNull();
      expect(warnings(), id).toEqual([L("Drop.InvalidChoices", { problems: L(problem) })]);
      expect(sourceSnapshot(actor), id).toEqual(before);
    }
  });

  it("Versatile offers dnd5e's own origin feats by name, Skilled first; the chosen feat comes from dnd5e's compendium, Breyta vali swaps it", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    // dnd5e's compendium holds general feats too (Grappler): Versatile offers only the origin feats.
    const pack = world.packs.get("dnd5e.feats24")!;
    const grappler = { _id: "phbftGrappler000", name: "Grappler", type: "feat", system: GENERAL_FEAT };
    const sources = pack.index.map((e) => pack.getSource(e._id)!);
    world.packs.set(pack.collection, new CompendiumCollection(pack.metadata, [...sources, grappler]));
    const actor = await character(world);
    const before = sourceSnapshot(actor);
    world.dialogs.answer({ form: { skillful: "ath", originFeat: ALERT, speciesSize: "med" } });
    await createApi().addRace(actor as unknown as Actor5e, species24Uuid("human"));
    await settle(world);
    const dialog = world.dialogs.last!;
    expect(dialog.content).toContain(L("Choice.originFeat.Legend"));
    expect(offeredValues(dialog)["originFeat"]?.length).toBe(4);
    expect(preselected(dialog.content)["originFeat"]).toBe(SKILLED);
    expect(dialog.content).toContain(`Skilled (${L("Choice.originFeat.Recommended")})`);
    const feats = (): unknown[][] =>
      granted(actor)
        .filter((i) => kyn(i)["grantKey"] === "choice:originFeat")
        .map((i) => [i.type, i.name, at(i.toObject(), "_stats.compendiumSource")]);
    expect(feats()).toEqual([["feat", "Alert", ALERT]]);

    world.dialogs.answer({ form: { originFeat: SKILLED } });
    expect(await changeRaceChoices(raceOf(actor))).toBe(true);
    await settle(world);
    expect(feats()).toEqual([["feat", "Skilled", SKILLED]]);
    expect(srdNames(actor).sort()).toEqual(["Resourceful", "Skillful", "Versatile", "undefined"]);
    expect(warnings()).toEqual([]);
    await removeRace(actor as unknown as Actor5e);
    await settle(world);
    expect(sourceSnapshot(actor)).toEqual(before);
  });

  it("without dnd5e's feats24 compendium the human arrives without a feat, and the player is told once", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    world.packs.delete("dnd5e.feats24");
    const actor = await character(world);
    const item = await createApi().addRace(actor as unknown as Actor5e, species24Uuid("human"), {
      choices: { skillful: "ath", speciesSize: "med" },
    });
    await settle(world);
    expect(item).not.toBeNull();
    expect(srdNames(actor).sort()).toEqual(["Resourceful", "Skillful", "Versatile"]);
    expect(warnings()).toEqual([L("Choice.originFeat.PackMissing")]);
  });
});
