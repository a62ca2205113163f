import { afterEach, describe, expect, it } from "vitest";
import { createWorld, type Actor, type World } from "./index";
import { AdvancementManager } from "./advancement";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);

/** A level-3 character with one race whose advancements are `advancement`, as dnd5e applied them. */
async function withRace(system: Obj, advancement: Obj, granted: Obj[] = []): Promise<Actor> {
  world = createWorld();
  const actor = await world.createActor({ name: "Hero", type: "character", system });
  await actor.createEmbeddedDocuments("Item", [{ name: "Fighter", type: "class", system: { levels: 3 } }]);
  await actor.createEmbeddedDocuments(
    "Item",
    [{ _id: "race000000000001", name: "Dwarf", type: "race", system: { advancement } }],
    { keepId: true },
  );
  if (granted.length) await actor.createEmbeddedDocuments("Item", granted, { keepId: true });
  await world.settle();
  return actor;
}

async function undo(actor: Actor): Promise<string[]> {
  const fired: string[] = [];
  for (const hook of ["dnd5e.advancementManagerComplete", "closeAdvancementManager"])
    world.hooks.on(hook, () => void fired.push(hook));
  const manager = AdvancementManager.forDeletedItem(actor, "race000000000001");
  await manager.render({ force: true });
  await world.settle();
  return fired;
}

describe("dnd5e's AdvancementManager undoing a deleted race's advancements (advancement-manager.mjs)", () => {
  it("an item without advancements gives no steps, so dnd5e deletes it without asking", async () => {
    const actor = await withRace({}, {});
    expect(AdvancementManager.forDeletedItem(actor, "race000000000001").steps).toEqual([]);
  });

  it("one reverse step per advancement from the character's level down, then the item's delete", async () => {
    const actor = await withRace(
      {},
      {
        a: { _id: "a", type: "Size", level: 1, value: { size: "sm" } },
        b: { _id: "b", type: "Trait", level: 0, value: { chosen: [] } },
        c: { _id: "c", type: "Trait", level: 5, value: { chosen: [] } },
      },
    );
    const steps = AdvancementManager.forDeletedItem(actor, "race000000000001").steps;
    expect(steps.map((s) => (s.type === "reverse" ? `${s.advancement._id}@${s.level}` : s.type))).toEqual([
      "a@1",
      "b@0",
      "delete",
    ]);
  });

  it("ability increases are subtracted, chosen traits taken away, size set to medium, granted items deleted", async () => {
    const system = {
      abilities: { con: { value: 16 }, wis: { value: 11 } },
      traits: { size: "sm", languages: { value: ["common", "dwarvish"] }, dr: { value: ["poison"] } },
      skills: { prc: { value: 1 } },
      tools: { smith: { value: 1, ability: "str" } },
    };
    const actor = await withRace(
      system,
      {
        asi: {
          _id: "asi",
          type: "AbilityScoreImprovement",
          level: 0,
          value: { type: "asi", assignments: { con: 2, wis: 1 } },
        },
        size: { _id: "size", type: "Size", level: 1, value: { size: "sm" } },
        lang: {
          _id: "lang",
          type: "Trait",
          level: 0,
          value: { chosen: ["languages:standard:dwarvish", "dr:poison"] },
        },
        skill: { _id: "skill", type: "Trait", level: 0, value: { chosen: ["skills:prc", "tool:art:smith"] } },
        grant: {
          _id: "grant",
          type: "ItemGrant",
          level: 0,
          value: { added: { feat000000000001: "Compendium.x.y.Item.z" } },
        },
        choice: {
          _id: "choice",
          type: "ItemChoice",
          configuration: { choices: { 0: { count: 1 } } },
          value: { added: { 0: { feat000000000002: "Compendium.x.y.Item.w" } } },
        },
        scale: { _id: "scale", type: "ScaleValue", configuration: { scale: { 1: { value: 2 } } }, value: {} },
      },
      [
        { _id: "feat000000000001", name: "Stonecunning", type: "feat" },
        { _id: "feat000000000002", name: "Ancestry", type: "feat" },
        { _id: "weap000000000001", name: "Warhammer", type: "weapon" },
      ],
    );
    expect(await undo(actor)).toEqual(["dnd5e.advancementManagerComplete", "closeAdvancementManager"]);
    const s = actor._source;
    expect(at(s, "system.abilities.con.value")).toBe(14);
    expect(at(s, "system.abilities.wis.value")).toBe(10);
    expect(at(s, "system.traits.size")).toBe("med");
    expect(at(s, "system.traits.languages.value")).toEqual(["common"]);
    expect(at(s, "system.traits.dr.value")).toEqual([]);
    expect(at(s, "system.skills.prc.value")).toBe(0);
    expect(at(s, "system.tools.smith.value")).toBe(0);
    expect([...actor.items].map((i) => i.name).sort()).toEqual(["Fighter", "Warhammer"]);
  });

  it("a preAdvancementManagerComplete handler that returns false stops it: nothing written, the manager closes", async () => {
    const actor = await withRace(
      { abilities: { con: { value: 16 } } },
      {
        asi: {
          _id: "asi",
          type: "AbilityScoreImprovement",
          level: 0,
          value: { type: "asi", assignments: { con: 2 } },
        },
      },
    );
    world.hooks.on("dnd5e.preAdvancementManagerComplete", () => false);
    expect(await undo(actor)).toEqual(["closeAdvancementManager"]);
    expect(at(actor._source, "system.abilities.con.value")).toBe(16);
    expect([...actor.items].map((i) => i.name).sort()).toEqual(["Dwarf", "Fighter"]);
  });

  it("an advancement type it does not model is refused rather than skipped", async () => {
    const actor = await withRace({}, { hp: { _id: "hp", type: "HitPoints", level: 1, value: {} } });
    expect(() => AdvancementManager.forDeletedItem(actor, "race000000000001")).toThrow(/HitPoints/);
  });
});
