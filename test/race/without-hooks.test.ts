/**
 * A race item from the pack can reach a character without the module's hooks (the module
 * disabled after its pack was imported into a world compendium, or a copy taken to another
 * world): dnd5e alone then creates it and applies its effects. Everything that waits for a choice
 * must stay off — a language, a tool, a resistance, abilities or skills nobody chose — while the
 * race's fixed traits still apply. The expected values are the SRD 5.1 traits, written out here.
 */
import { afterEach, describe, expect, it } from "vitest";
import { classItemData, createWorld, type Actor, type Item, type World } from "../harness";

type Ability = "str" | "dex" | "con" | "int" | "wis" | "cha";
type Choice = "language" | "tool" | "ancestry" | "abilities" | "skills";

interface Fixed {
  abilities: Partial<Record<Ability, number>>;
  languages: string[];
  skills?: string[];
  tools?: string[];
  resist?: string[];
  /** The choices the race asks for, each an effect that must wait. */
  waiting?: Choice[];
}

/** By the race's Icelandic name: scores start at 10, so an increase of 2 reads 12. */
const RACES: Record<string, Fixed> = {
  Háálfar: {
    abilities: { dex: 12, int: 11 },
    languages: ["common", "elvish"],
    skills: ["prc"],
    waiting: ["language"],
  },
  Hæðadvergar: {
    abilities: { con: 12, wis: 11 },
    languages: ["common", "dwarvish"],
    resist: ["poison"],
    waiting: ["tool"],
  },
  Fáfnisniðjar: {
    abilities: { str: 12, cha: 11 },
    languages: ["common", "draconic"],
    waiting: ["ancestry"],
  },
  Grjótagnómar: {
    abilities: { int: 12, con: 11 },
    languages: ["common", "gnomish"],
    tools: ["tinker"],
  },
  Hálfálfar: {
    abilities: { cha: 12 },
    languages: ["common", "elvish"],
    waiting: ["abilities", "skills", "language"],
  },
  Hálforkar: {
    abilities: { str: 12, con: 11 },
    languages: ["common", "orc"],
    skills: ["itm"],
  },
  Helniðjar: {
    abilities: { int: 11, cha: 12 },
    languages: ["common", "infernal"],
    resist: ["fire"],
  },
  Mannfólk: {
    abilities: { str: 11, dex: 11, con: 11, int: 11, wis: 11, cha: 11 },
    languages: ["common"],
    waiting: ["language"],
  },
  Léttfetar: {
    abilities: { dex: 12, cha: 11 },
    languages: ["common", "halfling"],
  },
};

let world: World | undefined;
afterEach(() => {
  world?.uninstall();
  world = undefined;
});

const get = (actor: Actor, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], actor.system);
const sorted = (value: unknown): string[] => [...(value as Iterable<string>)].sort();
const proficient = (entries: unknown): string[] =>
  Object.entries((entries ?? {}) as Record<string, { value: number }>)
    .filter(([, e]) => e.value >= 1)
    .map(([id]) => id)
    .sort();

/** A default level-1 character (every score 10, one fighter level) in a world with dnd5e alone. */
async function plainCharacter(w: World): Promise<Actor> {
  const actor = await w.createActor({ name: "Aría", type: "character" });
  await actor.createEmbeddedDocuments("Item", [classItemData({ levels: 1 })]);
  await w.settle();
  return actor;
}

describe("a race from the pack added without the module's hooks applies nothing that awaits a choice", () => {
  it("the table above names every race in the pack", async () => {
    world = createWorld();
    const index = await world.packs.get("kynthaettir.races")!.getIndex();
    expect([...index].map((e) => e.name).sort()).toEqual(Object.keys(RACES).sort());
  });

  it.each(Object.keys(RACES))("%s (Foundry V13 and V14)", async (name) => {
    const expected = RACES[name]!;
    for (const generation of [13, 14] as const) {
      world = createWorld({ generation, metric: true });
      const actor = await plainCharacter(world);
      const pack = world.packs.get("kynthaettir.races")!;
      const entry = [...(await pack.getIndex())].find((e) => e.name === name);
      const source = entry && ((await pack.getDocument(entry._id)) as Item | undefined);
      expect(source?.name, `${name} in the races pack`).toBe(name);
      const created = await actor.createEmbeddedDocuments("Item", [source!.toObject()], { keepId: true });
      await world.settle();
      // dnd5e alone takes the race: nothing refuses it, nothing else is created.
      expect(created.map((i) => i.name)).toEqual([name]);
      expect([...actor.items].map((i) => i.type).sort()).toEqual(["class", "race"]);

      for (const id of ["str", "dex", "con", "int", "wis", "cha"] as const) {
        expect(get(actor, `abilities.${id}.value`), `V${generation} ${id}`).toBe(
          expected.abilities[id] ?? 10,
        );
      }
      expect(sorted(get(actor, "traits.languages.value")), `V${generation} languages`).toEqual(
        [...expected.languages].sort(),
      );
      expect(proficient(get(actor, "skills")), `V${generation} skills`).toEqual(
        [...(expected.skills ?? [])].sort(),
      );
      expect(proficient(get(actor, "tools")), `V${generation} tools`).toEqual(
        [...(expected.tools ?? [])].sort(),
      );
      expect(sorted(get(actor, "traits.dr.value")), `V${generation} resistances`).toEqual(
        [...(expected.resist ?? [])].sort(),
      );

      const race = [...actor.items].find((i) => i.type === "race")!;
      const waiting = [...race.effects].filter(
        (e) => (e.flags["kynthaettir"] as Record<string, unknown> | undefined)?.["choice"] !== undefined,
      );
      expect(
        waiting.map((e) => (e.flags["kynthaettir"] as Record<string, unknown>)["choice"]).sort(),
        // Every race also carries the effect that flexible increases fill.
      ).toEqual([...(expected.waiting ?? []), "asi"].sort());
      for (const effect of waiting) {
        expect(effect.disabled, `V${generation} ${effect.name} is off`).toBe(true);
        expect((effect.flags["kynthaettir"] as Record<string, unknown>)["pending"]).toBe(true);
      }
      world.uninstall();
      world = undefined;
    }
  });
});
