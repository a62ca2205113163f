/**
 * The 2024 human's origin feat brings its own dnd5e choices: Skilled's three skills or tools, Magic
 * Initiate's two cantrips and one spell. Once the species is on the character, dnd5e's own
 * advancement window asks them; what the player picked leaves with the feat, whether the race is
 * removed, replaced, deleted from the sheet or the feat changed under Breyta vali.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, Item, World } from "../harness";
import type { AdvancementManager } from "../harness/advancement";
import { species24Uuid, raceUuid } from "../../src/content/ids";
import { createApi } from "../../src/api";
import { changeRaceChoices, rechoose } from "../../src/race/change";
import { addRaceFrom, resolveRace } from "../../src/race/add";
import { removeRace } from "../../src/race/remove";
import { character, dropWorld, onEachStack, settle, sourceSnapshot, refuseItems } from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);
const raceOf = (actor: Actor): Item | undefined => [...actor.items].find((i) => i.type === "race");
const names = (actor: Actor, type: string): string[] =>
  [...actor.items]
    .filter((i) => i.type === type)
    .map((i) => i.name)
    .sort();
const warnings = (): string[] => world.notifications.filter((n) => n.type !== "info").map((n) => n.message);

const SKILLED = "Compendium.dnd5e.feats24.Item.phbftSkilled0000";
const ALERT = "Compendium.dnd5e.feats24.Item.phbftAlert000000";
const MAGIC_INITIATE = "Compendium.dnd5e.feats24.Item.phbftMagicInitia";
const spell = (id: string): string => `Compendium.dnd5e.spells24.Item.${id}`;
const DRUIDCRAFT = spell("phbsplDruidcraft");
const FIRE_BOLT = spell("phbsplFireBolt00");
const DETECT_MAGIC = spell("phbsplDetectMagi");

/** Every advancement window dnd5e shows in this world, in the order they open. */
function windows(): AdvancementManager[] {
  const opened: AdvancementManager[] = [];
  world.hooks.on("renderAdvancementManager", (m: AdvancementManager) => void opened.push(m));
  return opened;
}

/**
 * A character on which the human arrives with `feat` as its Versatile feat (Skillful: Athletics),
 * its source before, and the advancement windows that open from then on.
 */
async function human(
  feat: string,
  { advancementsOff = false } = {},
): Promise<{ actor: Actor; before: unknown; opened: AdvancementManager[] }> {
  world = dropWorld({ rulesVersion: "modern" });
  if (advancementsOff) await world.game.settings.set("dnd5e", "disableAdvancements", true);
  const opened = windows();
  const actor = await character(world);
  const before = sourceSnapshot(actor);
  world.dialogs.answer({ form: { skillful: "ath", originFeat: feat, speciesSize: "med" } });
  await createApi().addRace(actor as unknown as Actor5e, species24Uuid("human"));
  await settle(world);
  return { actor, before, opened };
}

/** Magic Initiate's two steps: two cantrips (Druidcraft, Fire Bolt), then Detect Magic. */
async function pickSpells(window: AdvancementManager): Promise<void> {
  await window.choose({ items: [DRUIDCRAFT, FIRE_BOLT] });
  await window.choose({ items: [DETECT_MAGIC] });
}

const skill = (actor: Actor, id: string): unknown => at(actor._source, `system.skills.${id}.value`);
const tool = (actor: Actor, id: string): unknown => at(actor._source, `system.tools.${id}.value`);

/**
 * The character's source as the race found it: items compared without the times dnd5e's write-back
 * stamps on them, a tool proficiency taken back counted as the absent entry it was.
 */
function comparable(snapshot: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(snapshot)) as Obj;
  for (const item of (copy["items"] ?? []) as Obj[]) delete item["_stats"];
  const system = copy["system"] as Obj;
  const tools = Object.entries((system["tools"] ?? {}) as Record<string, Obj>);
  system["tools"] = Object.fromEntries(tools.filter(([, entry]) => entry["value"] !== 0));
  return copy;
}

onEachStack("the origin feat's own dnd5e choices", () => {
  it("Skilled opens dnd5e's window: the three picks become proficiencies, and leave with the race", async () => {
    const { actor, before, opened } = await human(SKILLED);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.actor).toBe(actor);
    await opened[0]!.choose({ chosen: ["skills:ste", "skills:prc", "tool:alchemist"] });
    await settle(world);
    expect([skill(actor, "ste"), skill(actor, "prc"), tool(actor, "alchemist")]).toEqual([1, 1, 1]);
    // The species' own Skillful pick is the race's effect, untouched by the feat's window.
    expect(at(actor.system, "skills.ath.value")).toBe(1);
    expect(names(actor, "feat")).toContain("Skilled");
    expect(warnings()).toEqual([]);

    await removeRace(actor as unknown as Actor5e);
    await settle(world);
    expect([skill(actor, "ste"), skill(actor, "prc")]).toEqual([0, 0]);
    expect(comparable(sourceSnapshot(actor))).toEqual(comparable(before));
    expect(warnings()).toEqual([]);
  });

  it("Magic Initiate's cantrips and spell arrive through dnd5e's window and go with the race", async () => {
    const { actor, before, opened } = await human(MAGIC_INITIATE);
    expect(opened).toHaveLength(1);
    await pickSpells(opened[0]!);
    await settle(world);
    expect(names(actor, "spell")).toEqual(["Detect Magic", "Druidcraft", "Fire Bolt"]);
    const feat = [...actor.items].find((i) => i.name === "Magic Initiate")!;
    const origins = [...actor.items]
      .filter((i) => i.type === "spell")
      .map((i) => String(at(i.flags, "dnd5e.advancementOrigin")).split(".")[0]);
    expect(origins).toEqual([feat.id, feat.id, feat.id]);

    await removeRace(actor as unknown as Actor5e);
    await settle(world);
    expect(names(actor, "spell")).toEqual([]);
    expect(comparable(sourceSnapshot(actor))).toEqual(comparable(before));
    expect(warnings()).toEqual([]);
  });

  it("a feat with nothing to choose (Alert) opens no window", async () => {
    const { actor, opened } = await human(ALERT);
    expect(opened).toEqual([]);
    expect(names(actor, "feat")).toContain("Alert");
  });

  it("with dnd5e's advancements switched off the feat arrives and no window opens", async () => {
    const { actor, opened } = await human(SKILLED, { advancementsOff: true });
    expect(opened).toEqual([]);
    expect(names(actor, "feat")).toContain("Skilled");
    await removeRace(actor as unknown as Actor5e);
    await settle(world);
    expect(names(actor, "feat")).toEqual([]);
  });

  it("a window closed unanswered leaves the race as it is, and removing it still takes the feat", async () => {
    const { actor, before, opened } = await human(SKILLED);
    const skills = JSON.stringify(at(actor._source, "system.skills"));
    expect(opened).toHaveLength(1);
    await opened[0]!.close();
    await settle(world);
    expect(JSON.stringify(at(actor._source, "system.skills"))).toBe(skills);
    expect(raceOf(actor)).toBeDefined();
    expect(names(actor, "feat")).toContain("Skilled");
    await removeRace(actor as unknown as Actor5e);
    await settle(world);
    expect(comparable(sourceSnapshot(actor))).toEqual(comparable(before));
    expect(warnings()).toEqual([]);
  });

  it("the self-check's quiet add and change of the human open no window", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    const opened = windows();
    const actor = await character(world);
    const origin = (await resolveRace(species24Uuid("human")))!;
    const choices = { skillful: "ath", originFeat: ALERT, speciesSize: "med" };
    const item = await addRaceFrom(
      actor as unknown as Actor5e,
      { ...origin, previous: {} },
      {
        choices,
        replace: true,
        quiet: true,
      },
    );
    expect(await rechoose(item!, { answers: { originFeat: SKILLED }, quiet: true })).toBe(true);
    await settle(world);
    expect(opened).toEqual([]);
    expect(names(actor, "feat")).toContain("Skilled");
  });

  it("changing the feat from Skilled to Alert (Breyta vali) takes the Skilled picks back", async () => {
    const { actor, opened } = await human(SKILLED);
    await opened[0]!.choose({ chosen: ["skills:ste", "skills:prc", "skills:inv"] });
    await settle(world);
    expect([skill(actor, "ste"), skill(actor, "prc"), skill(actor, "inv")]).toEqual([1, 1, 1]);

    world.dialogs.answer({ form: { originFeat: ALERT } });
    expect(await changeRaceChoices(raceOf(actor) as unknown as Item5e)).toBe(true);
    await settle(world);
    expect([skill(actor, "ste"), skill(actor, "prc"), skill(actor, "inv")]).toEqual([0, 0, 0]);
    expect(names(actor, "feat")).toContain("Alert");
    expect(names(actor, "feat")).not.toContain("Skilled");
    expect(opened).toHaveLength(1);
    expect(warnings()).toEqual([]);
  });

  it("changing the feat from Skilled to Alert, refused by another module: Skilled and its picks stay, one notice", async () => {
    const { actor, opened } = await human(SKILLED);
    await opened[0]!.choose({ chosen: ["skills:ste", "skills:prc", "skills:inv"] });
    await settle(world);
    const before = comparable(sourceSnapshot(actor, { deep: true }));
    refuseItems(world, "create", (item) => item.name === "Alert");

    world.dialogs.answer({ form: { originFeat: ALERT } });
    expect(await changeRaceChoices(raceOf(actor) as unknown as Item5e)).toBe(false);
    await settle(world);
    expect(comparable(sourceSnapshot(actor, { deep: true }))).toEqual(before);
    expect(warnings()).toEqual([
      world.game.i18n.format("KYNTHAETTIR.Drop.ChangeRefused", {
        actor: actor.name,
        race: raceOf(actor)!.name,
      }),
    ]);
  });

  it("changing the feat from Skilled to Alert while another module keeps Skilled: Skilled and its picks stay, Alert goes, one notice", async () => {
    const { actor, opened } = await human(SKILLED);
    await opened[0]!.choose({ chosen: ["skills:ste", "skills:prc", "skills:inv"] });
    await settle(world);
    const before = comparable(sourceSnapshot(actor, { deep: true }));
    refuseItems(world, "delete", (item) => item.name === "Skilled");

    world.dialogs.answer({ form: { originFeat: ALERT } });
    expect(await changeRaceChoices(raceOf(actor) as unknown as Item5e)).toBe(false);
    await settle(world);
    expect(comparable(sourceSnapshot(actor, { deep: true }))).toEqual(before);
    expect([skill(actor, "ste"), skill(actor, "prc"), skill(actor, "inv")]).toEqual([1, 1, 1]);
    expect(warnings()).toEqual([
      world.game.i18n.format("KYNTHAETTIR.Drop.ChangeRefused", {
        actor: actor.name,
        race: raceOf(actor)!.name,
      }),
    ]);
  });

  it("changing the feat to Magic Initiate (Breyta vali) asks its spells in dnd5e's window", async () => {
    const { actor, opened } = await human(ALERT);
    expect(opened).toEqual([]);
    world.dialogs.answer({ form: { originFeat: MAGIC_INITIATE } });
    expect(await changeRaceChoices(raceOf(actor) as unknown as Item5e)).toBe(true);
    await settle(world);
    expect(opened).toHaveLength(1);
    await pickSpells(opened[0]!);
    await settle(world);
    expect(names(actor, "spell")).toEqual(["Detect Magic", "Druidcraft", "Fire Bolt"]);
  });

  it("replacing the human with another race takes the Skilled picks back", async () => {
    const { actor, opened } = await human(SKILLED);
    await opened[0]!.choose({ chosen: ["skills:ste", "skills:prc", "tool:alchemist"] });
    await settle(world);

    world.dialogs.answer(true, { form: { tool: "smith" } });
    await createApi().addRace(actor as unknown as Actor5e, raceUuid("hill-dwarf"));
    await settle(world);
    expect(raceOf(actor)?.name).toBe("Hæðadvergar");
    expect([skill(actor, "ste"), skill(actor, "prc"), tool(actor, "alchemist") ?? 0]).toEqual([0, 0, 0]);
    expect(names(actor, "feat")).not.toContain("Skilled");
    expect(warnings()).toEqual([]);
  });

  it.each([
    ["Skilled's three proficiencies", SKILLED],
    ["Magic Initiate's three spells", MAGIC_INITIATE],
  ] as const)(
    "if something refuses the new race, the human comes back with %s as they were",
    async (_label, feat) => {
      const { actor, opened } = await human(feat);
      if (feat === SKILLED)
        await opened[0]!.choose({ chosen: ["skills:ste", "skills:prc", "tool:alchemist"] });
      else await pickSpells(opened[0]!);
      await settle(world);
      const before = comparable(sourceSnapshot(actor, { deep: true }));
      refuseItems(world, "create", (item) => item.name === "Hæðadvergar");

      world.dialogs.answer(true, { form: { tool: "smith" } });
      await createApi().addRace(actor as unknown as Actor5e, raceUuid("hill-dwarf"));
      await settle(world);
      expect(comparable(sourceSnapshot(actor, { deep: true }))).toEqual(before);
      expect(at(actor.system, "details.race")).toBe(raceOf(actor));
      expect(warnings()).toEqual([world.game.i18n.localize("KYNTHAETTIR.Drop.Failed")]);
    },
  );

  it("a removal another module refuses leaves the human with Skilled and its picks, and says so", async () => {
    const { actor, opened } = await human(SKILLED);
    await opened[0]!.choose({ chosen: ["skills:ste", "skills:prc", "tool:alchemist"] });
    await settle(world);
    const before = comparable(sourceSnapshot(actor, { deep: true }));
    refuseItems(world, "delete", (item) => item.type === "race");
    expect(await removeRace(actor as unknown as Actor5e)).toBeNull();
    await settle(world);
    expect(comparable(sourceSnapshot(actor, { deep: true }))).toEqual(before);
    expect(warnings()).toEqual([
      world.game.i18n.format("KYNTHAETTIR.Drop.RemoveRefused", {
        actor: actor.name,
        race: raceOf(actor)!.name,
      }),
    ]);
  });

  it("deleting the race item from the sheet takes the Magic Initiate spells with it", async () => {
    const { actor, opened } = await human(MAGIC_INITIATE);
    await pickSpells(opened[0]!);
    await settle(world);
    await actor.deleteEmbeddedDocuments("Item", [raceOf(actor)!.id!]);
    await settle(world);
    expect(names(actor, "spell")).toEqual([]);
    expect(names(actor, "feat")).toEqual([]);
    expect(warnings()).toEqual([]);
  });
});
