import { afterEach, describe, expect, it } from "vitest";
import { createWorld, effectData, raceItemData, classItemData, type World, type Actor } from "./index";

let world: World;
afterEach(() => world?.uninstall());

const ADD = 2;
const MULTIPLY = 1;
const DOWNGRADE = 3;
const UPGRADE = 4;
const OVERRIDE = 5;

async function heroWith(
  effects: Record<string, unknown>[],
  system: Record<string, unknown> = {},
): Promise<Actor> {
  const actor = await world.createActor({ name: "Hero", type: "character", system });
  if (effects.length) await actor.createEmbeddedDocuments("ActiveEffect", effects);
  return actor;
}

function set(actor: Actor, path: string): string[] {
  const value = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], actor.system);
  return [...(value as Set<string>)].sort();
}

describe("active effects follow dnd5e 5.3's rules", () => {
  it("Savage Attacks (ADD 1 to meleeCriticalDamageDice) gives one extra critical die", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Savage Attacks", [{ key: "flags.dnd5e.meleeCriticalDamageDice", mode: ADD, value: 1 }]),
    ]);
    expect(actor.getFlag("dnd5e", "meleeCriticalDamageDice")).toBe(1);
  });

  it("a Boolean special trait set from the string 'false' stays off", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Not lucky", [{ key: "flags.dnd5e.halflingLucky", mode: OVERRIDE, value: "false" }]),
    ]);
    expect(actor.getFlag("dnd5e", "halflingLucky")).toBe(false);
    world.uninstall();
    world = createWorld();
    const lucky = await heroWith([
      effectData("Lucky", [{ key: "flags.dnd5e.halflingLucky", mode: OVERRIDE, value: "true" }]),
    ]);
    expect(lucky.getFlag("dnd5e", "halflingLucky")).toBe(true);
  });

  it("fire resistance granted twice is listed once", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("A", [{ key: "system.traits.dr.value", mode: ADD, value: "fire" }]),
      effectData("B", [{ key: "system.traits.dr.value", mode: ADD, value: "fire" }]),
    ]);
    expect(set(actor, "traits.dr.value")).toEqual(["fire"]);
  });

  it("'-fire' takes away a fire resistance the actor has", async () => {
    world = createWorld();
    const actor = await heroWith(
      [effectData("Remove", [{ key: "system.traits.dr.value", mode: ADD, value: "-fire", priority: 30 }])],
      {
        traits: { dr: { value: ["fire", "cold"] } },
      },
    );
    expect(set(actor, "traits.dr.value")).toEqual(["cold"]);
  });

  it("a JSON array value adds every entry; a comma list is one entry, as Foundry casts it", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Array", [
        { key: "system.traits.languages.value", mode: ADD, value: '["common","dwarvish"]' },
      ]),
      effectData("Comma", [{ key: "system.traits.ci.value", mode: ADD, value: "poisoned,charmed" }]),
    ]);
    expect(set(actor, "traits.languages.value")).toEqual(["common", "dwarvish"]);
    expect(set(actor, "traits.ci.value")).toEqual(["poisoned,charmed"]);
  });

  it("a disabled effect changes nothing", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Off", [{ key: "system.abilities.str.value", mode: ADD, value: 2 }], { disabled: true }),
    ]);
    expect(actor.system.abilities).toMatchObject({ str: { value: 10, mod: 0 } });
    expect(actor.appliedEffects).toHaveLength(0);
  });

  it("an item's transfer:false effect does not reach the actor; a transfer:true one does, without a copy", async () => {
    world = createWorld();
    const actor = await heroWith([]);
    await actor.createEmbeddedDocuments("Item", [
      {
        name: "Trait",
        type: "feat",
        effects: [
          effectData("Stays on item", [{ key: "system.abilities.dex.value", mode: ADD, value: 4 }], {
            transfer: false,
          }),
          effectData("Transfers", [{ key: "system.abilities.con.value", mode: ADD, value: 2 }], {
            transfer: true,
          }),
        ],
      },
    ]);
    expect(actor.system.abilities).toMatchObject({ dex: { value: 10 }, con: { value: 12, mod: 1 } });
    expect(actor.effects.size).toBe(0);
    expect([...actor.allApplicableEffects()].map((e) => e.name)).toEqual(["Transfers"]);
  });

  it("deleting the item takes its effects' results away", async () => {
    world = createWorld();
    const actor = await heroWith([]);
    const [item] = await actor.createEmbeddedDocuments("Item", [
      {
        name: "Keen Senses",
        type: "feat",
        effects: [effectData("Keen", [{ key: "system.skills.prc.value", mode: UPGRADE, value: 1 }])],
      },
    ]);
    // A character without class levels still has proficiency bonus +1 (floor((0 + 7) / 4)).
    expect(actor.system.skills).toMatchObject({ prc: { value: 1, total: 1 } });
    await item!.delete();
    expect(actor.system.skills).toMatchObject({ prc: { value: 0, total: 0 } });
  });

  // dnd5e's prepareEmbeddedData has already set an unset sense to 0 here, so this is UPGRADE on 0;
  // the null rule itself is the DOWNGRADE test below.
  it("UPGRADE gives darkvision to a character who had none", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Darkvision", [
        { key: "system.attributes.senses.ranges.darkvision", mode: UPGRADE, value: 60 },
      ]),
    ]);
    expect(actor.system.attributes).toMatchObject({ senses: { ranges: { darkvision: 60 } } });
  });

  // Not on darkvision: a character's prepareEmbeddedData sets unset senses to 0 before effects,
  // so there DOWNGRADE meets 0. An ability's maximum stays null until derived data.
  it("DOWNGRADE on an unset value sets it (null acts as OVERRIDE): a STR maximum of 18", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Cap", [{ key: "system.abilities.str.max", mode: DOWNGRADE, value: 18 }]),
    ]);
    expect(actor.system.abilities).toMatchObject({ str: { max: 18 } });
  });

  it("the deprecated senses.darkvision key is redirected to senses.ranges.darkvision", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Old key", [{ key: "system.attributes.senses.darkvision", mode: UPGRADE, value: 120 }]),
    ]);
    expect(actor.system.attributes).toMatchObject({ senses: { ranges: { darkvision: 120 } } });
  });

  it("changes apply in ascending priority (mode × 10 by default), equal priorities in order", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Override first by priority", [
        { key: "system.abilities.str.value", mode: OVERRIDE, value: 15, priority: 1 },
      ]),
      effectData("Then add", [{ key: "system.abilities.str.value", mode: ADD, value: 2 }]),
      effectData("Then multiply? no: multiply is 10, after override 1 and before add 20", [
        { key: "system.abilities.str.value", mode: MULTIPLY, value: 2 },
      ]),
    ]);
    // 15 (priority 1) → ×2 (10) → +2 (20)
    expect(actor.system.abilities).toMatchObject({ str: { value: 32 } });
  });

  it("with default priorities OVERRIDE wins over ADD whatever the order", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Override", [{ key: "system.abilities.wis.value", mode: OVERRIDE, value: 19 }]),
      effectData("Add", [{ key: "system.abilities.wis.value", mode: ADD, value: 2 }]),
    ]);
    expect(actor.system.abilities).toMatchObject({ wis: { value: 19 } });
  });

  it("DOWNGRADE lowers and UPGRADE raises a number", async () => {
    world = createWorld();
    const actor = await heroWith(
      [
        effectData("Down", [{ key: "system.abilities.int.value", mode: DOWNGRADE, value: 8 }]),
        effectData("Up", [{ key: "system.abilities.cha.value", mode: UPGRADE, value: 9 }]),
      ],
      { abilities: { int: { value: 12 }, cha: { value: 14 } } },
    );
    expect(actor.system.abilities).toMatchObject({ int: { value: 8 }, cha: { value: 14 } });
  });

  it("ADD on walking speed builds a formula and the prepared speed is the sum", async () => {
    world = createWorld();
    const actor = await heroWith(
      [effectData("Fast", [{ key: "system.attributes.movement.walk", mode: ADD, value: 5 }])],
      {
        attributes: { movement: { walk: "30" } },
      },
    );
    expect(actor.overrides).toMatchObject({ system: { attributes: { movement: { walk: "30 + 5" } } } });
    expect(actor.system.attributes).toMatchObject({ movement: { walk: 35, speed: 35 } });
  });

  it("ADD on an empty walking speed gives just the value", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Walk", [{ key: "system.attributes.movement.walk", mode: ADD, value: 25 }]),
    ]);
    expect(actor.overrides).toMatchObject({ system: { attributes: { movement: { walk: "25" } } } });
    expect(actor.system.attributes).toMatchObject({ movement: { walk: 25 } });
  });

  it("a hill dwarf gains 1 HP per level (ADD 1 to hp.bonuses.level)", async () => {
    world = createWorld();
    const actor = await heroWith(
      [effectData("Dwarven Toughness", [{ key: "system.attributes.hp.bonuses.level", mode: ADD, value: 1 }])],
      {
        abilities: { con: { value: 12 } },
      },
    );
    await actor.createEmbeddedDocuments("Item", [classItemData({ levels: 4, hitDie: 8 })]);
    // 8 + 3×5 from the d8 (max, then avg), +1 CON per level, +1 per level from the effect
    expect(actor.system.attributes).toMatchObject({ hp: { max: 8 + 15 + 4 + 4 } });
  });

  it("an effect on a tool the actor does not have creates the tool entry", async () => {
    world = createWorld();
    const actor = await heroWith(
      [effectData("Tool Proficiency", [{ key: "system.tools.smith.value", mode: UPGRADE, value: 1 }])],
      {
        abilities: { int: { value: 14 } },
      },
    );
    // INT 14 (+2) + proficiency +1 at level 0
    expect(actor.system.tools).toMatchObject({ smith: { value: 1, ability: "int", total: 3 } });
    expect(actor._source.system).toMatchObject({ tools: {} });
  });

  it("an effect on an ability score changes its modifier; one on a derived value is overwritten", async () => {
    world = createWorld();
    const actor = await heroWith([
      effectData("Score", [{ key: "system.abilities.dex.value", mode: ADD, value: 2 }]),
      effectData("Derived", [{ key: "system.abilities.str.mod", mode: OVERRIDE, value: 5 }]),
    ]);
    expect(actor.system.abilities).toMatchObject({ dex: { value: 12, mod: 1 }, str: { mod: 0 } });
  });

  it("the same effect in V13 and V14 shape gives the same prepared actor", async () => {
    const changes = [
      { key: "system.abilities.con.value", mode: ADD, value: 2 },
      { key: "system.attributes.senses.ranges.darkvision", mode: UPGRADE, value: 60 },
      { key: "system.traits.dr.value", mode: ADD, value: "poison" },
      { key: "system.attributes.movement.walk", mode: ADD, value: 5 },
      { key: "system.attributes.hp.bonuses.level", mode: ADD, value: 1 },
      { key: "flags.dnd5e.meleeCriticalDamageDice", mode: ADD, value: 1 },
      { key: "system.tools.brewer.value", mode: UPGRADE, value: 1 },
      { key: "system.abilities.str.value", mode: OVERRIDE, value: 16 },
    ];
    const build = async (generation: 13 | 14, v14Shape: boolean) => {
      world = createWorld({ generation });
      const actor = await world.createActor({
        name: "Hero",
        type: "character",
        system: { attributes: { movement: { walk: "30" } } },
      });
      await actor.createEmbeddedDocuments("Item", [classItemData({ levels: 3 })]);
      const effect = v14Shape
        ? {
            name: "Traits",
            transfer: true,
            system: {
              changes: changes.map((c) => ({
                key: c.key,
                value: String(c.value),
                type: ({ 2: "add", 4: "upgrade", 5: "override" } as Record<number, string>)[c.mode],
                phase: "initial",
              })),
            },
          }
        : effectData("Traits", changes);
      await actor.createEmbeddedDocuments("Item", [{ name: "Race Traits", type: "feat", effects: [effect] }]);
      const result = JSON.parse(
        JSON.stringify({ system: actor.system, flags: actor.flags }, (_k, v: unknown) =>
          v instanceof Set ? [...v].sort() : v,
        ),
      );
      world.uninstall();
      return result as unknown;
    };
    const v13 = await build(13, false);
    const v14 = await build(14, true);
    const v14FromV13Data = await build(14, false);
    expect(v14).toEqual(v13);
    expect(v14FromV13Data).toEqual(v13);
  });

  it("V14 stores effects in its own shape and migrates V13-shaped data on creation", async () => {
    world = createWorld({ generation: 14 });
    const actor = await heroWith([
      effectData("Old shape", [{ key: "system.abilities.str.value", mode: ADD, value: 2 }]),
    ]);
    const effect = actor.effects.contents[0]!;
    expect(effect.toObject()).toMatchObject({
      system: { changes: [{ key: "system.abilities.str.value", type: "add", value: "2", phase: "initial" }] },
    });
    expect(effect.toObject()).not.toHaveProperty("changes");
    // V14 keeps `changes` as a non-enumerable deprecated getter: V14-shaped, and it logs.
    expect(Object.keys(effect)).not.toContain("changes");
    const [change] = effect.changes ?? [];
    expect(change).toMatchObject({ type: "add", phase: "initial" });
    expect(change).not.toHaveProperty("mode");
    expect(world.deprecations.matching("ActiveEffect#changes")).toHaveLength(1);
    expect(actor.system.abilities).toMatchObject({ str: { value: 12 } });
  });

  it("on V14, writing V13-shaped changes in an update silently does nothing", async () => {
    world = createWorld({ generation: 14 });
    const actor = await heroWith([{ name: "Empty", transfer: true, system: { changes: [] } }]);
    const effect = actor.effects.contents[0]!;
    await effect.update({ changes: [{ key: "system.abilities.str.value", mode: ADD, value: "2" }] });
    expect(actor.system.abilities).toMatchObject({ str: { value: 10 } });
    await effect.update({
      "system.changes": [{ key: "system.abilities.str.value", type: "add", value: "2", phase: "initial" }],
    });
    expect(actor.system.abilities).toMatchObject({ str: { value: 12 } });
  });

  it("on V14 a 'final' phase change lands after derived data", async () => {
    world = createWorld({ generation: 14 });
    const actor = await heroWith([
      {
        name: "Final",
        transfer: true,
        system: {
          changes: [{ key: "system.abilities.str.mod", type: "override", value: "5", phase: "final" }],
        },
      },
    ]);
    expect(actor.system.abilities).toMatchObject({ str: { value: 10, mod: 5 } });
  });

  it("race item effects apply to the actor though a race has no Effects tab", async () => {
    world = createWorld();
    const actor = await heroWith([]);
    await actor.createEmbeddedDocuments("Item", [
      raceItemData("Half-Orc", {}, [
        effectData("Savage Attacks", [{ key: "flags.dnd5e.meleeCriticalDamageDice", mode: ADD, value: 1 }]),
      ]),
    ]);
    const race = actor.items.contents[0]!;
    expect(race.hasEffects).toBe(false);
    expect(actor.getFlag("dnd5e", "meleeCriticalDamageDice")).toBe(1);
  });

  it("an effect origin must be a UUID or null", async () => {
    world = createWorld();
    const actor = await heroWith([]);
    await expect(
      actor.createEmbeddedDocuments("ActiveEffect", [effectData("Bad", [], { origin: "not a uuid" })]),
    ).rejects.toThrow(/origin/);
    const [ok] = await actor.createEmbeddedDocuments("ActiveEffect", [
      effectData("Good", [], { origin: actor.uuid }),
    ]);
    expect(ok?.toObject()).toMatchObject({ origin: actor.uuid });
  });

  it("an effect origin may be a legacy compendium UUID without the type, as dnd5e's packs store it", async () => {
    world = createWorld();
    const actor = await heroWith([]);
    const origins = [
      "Compendium.dnd5e.spells.CKZTpZlxj7hjjo2H",
      "Compendium.dnd5e.spells24.Item.phbsplGuidance00",
      "Compendium.dnd5e.heroes.Actor.SefrisLv05000000.Item.Z3v1N9eJzZM0F4po",
    ];
    const created = await actor.createEmbeddedDocuments(
      "ActiveEffect",
      origins.map((origin, i) => effectData(`E${i}`, [], { origin })),
    );
    expect(created.map((e) => e.toObject().origin)).toEqual(origins);
    await expect(
      actor.createEmbeddedDocuments("ActiveEffect", [
        effectData("Bad", [], { origin: "Compendium.dnd5e.spells.short" }),
      ]),
    ).rejects.toThrow(/origin: must be a valid document UUID/);
  });
});
