/**
 * The oracle for the 2024 species: each of the fourteen, added from the "Tegundir (2024)" pack to
 * a blank character on every stack (a modern-rules world in feet, as dnd5e's defaults are), gives
 * the prepared values SRD 5.2 states — size, speed, darkvision, resistances, skills, the features
 * granted by level and their uses — written out here in feet from SRD 5.2, not from src/content.
 * Removing it again gives the actor's source back exactly.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, Item, World } from "../harness";
import { SPECIES24_DOC_IDS, type Species24Id } from "../../src/content/ids";
import { removeRace } from "../../src/race/remove";
import { character, dropWorld, onEachStack, settle, sourceSnapshot } from "./support";

let world: World | undefined;
afterEach(() => world?.uninstall());

interface Srd52 {
  readonly size: "sm" | "med";
  readonly walkFt: number;
  readonly darkvisionFt: number;
  readonly resists: readonly string[];
  /** The dialog's answers (form fields) and the skill proficiency they give, if any. */
  readonly form?: Readonly<Record<string, string>>;
  readonly skill?: string;
  /** SRD 5.2 trait names granted as items at level 1, and those that come at level 5. */
  readonly at1: readonly string[];
  readonly at5?: readonly string[];
  /** The origin feat the answers grant from dnd5e's feats24 compendium (the human's Versatile), by name. */
  readonly feat?: string;
  /** Uses at level 1 (proficiency bonus 2) by SRD name, with the rest that restores them. */
  readonly uses?: Readonly<Record<string, readonly [number, "sr" | "lr"]>>;
  /** Advantage on saving throws, by ability. */
  readonly saveAdvantage?: readonly string[];
  /** dnd5e character flags set. */
  readonly flags?: readonly string[];
  /** Hit-point maximum bonus per level. */
  readonly hpPerLevel?: number;
}

const ELF = ["Fey Ancestry", "Keen Senses", "Trance"];
const TIEF = ["Otherworldly Presence"];

const SRD52: Record<Species24Id, Srd52> = {
  dragonborn: {
    size: "med",
    walkFt: 30,
    darkvisionFt: 60,
    resists: ["fire"],
    form: { ancestry24: "red" },
    at1: ["Breath Weapon"],
    at5: ["Draconic Flight"],
    uses: { "Breath Weapon": [2, "lr"] },
  },
  dwarf: {
    size: "med",
    walkFt: 30,
    darkvisionFt: 120,
    resists: ["poison"],
    at1: ["Dwarven Resilience", "Dwarven Toughness", "Stonecunning"],
    uses: { Stonecunning: [2, "lr"] },
    hpPerLevel: 1,
  },
  "elf-drow": {
    size: "med",
    walkFt: 30,
    darkvisionFt: 120,
    resists: [],
    form: { keenSenses: "ins" },
    skill: "ins",
    at1: [...ELF, "Elven Lineage, Drow"],
  },
  "elf-high": {
    size: "med",
    walkFt: 30,
    darkvisionFt: 60,
    resists: [],
    form: { keenSenses: "prc" },
    skill: "prc",
    at1: [...ELF, "Elven Lineage, High Elf"],
  },
  "elf-wood": {
    size: "med",
    walkFt: 35,
    darkvisionFt: 60,
    resists: [],
    form: { keenSenses: "sur" },
    skill: "sur",
    at1: [...ELF, "Elven Lineage, Wood Elf"],
  },
  "gnome-forest": {
    size: "sm",
    walkFt: 30,
    darkvisionFt: 60,
    resists: [],
    form: { spellAbility: "int" },
    at1: ["Gnomish Cunning", "Gnomish Lineage, Forest"],
    saveAdvantage: ["int", "wis", "cha"],
  },
  "gnome-rock": {
    size: "sm",
    walkFt: 30,
    darkvisionFt: 60,
    resists: [],
    form: { spellAbility: "int" },
    at1: ["Gnomish Cunning", "Gnomish Lineage, Rock"],
    saveAdvantage: ["int", "wis", "cha"],
  },
  goliath: {
    size: "med",
    walkFt: 35,
    darkvisionFt: 0,
    resists: [],
    form: { giantAncestry: "stonesEndurance" },
    at1: ["Giant Ancestry", "Powerful Build", "Stone's Endurance"],
    uses: { "Stone's Endurance": [2, "lr"] },
    at5: ["Large Form"],
    flags: ["powerfulBuild"],
  },
  halfling: {
    size: "sm",
    walkFt: 30,
    darkvisionFt: 0,
    resists: [],
    at1: ["Brave", "Halfling Nimbleness", "Luck", "Naturally Stealthy"],
    flags: ["halflingLucky", "halflingNimbleness"],
  },
  human: {
    size: "sm",
    walkFt: 30,
    darkvisionFt: 0,
    resists: [],
    form: {
      skillful: "ath",
      speciesSize: "sm",
      originFeat: "Compendium.dnd5e.feats24.Item.phbftSkilled0000",
    },
    skill: "ath",
    at1: ["Resourceful", "Skillful", "Versatile"],
    feat: "Skilled",
  },
  orc: {
    size: "med",
    walkFt: 30,
    darkvisionFt: 120,
    resists: [],
    at1: ["Adrenaline Rush", "Relentless Endurance"],
    uses: { "Adrenaline Rush": [2, "sr"], "Relentless Endurance": [1, "lr"] },
  },
  "tiefling-abyssal": {
    size: "med",
    walkFt: 30,
    darkvisionFt: 60,
    resists: ["poison"],
    form: { speciesSize: "med" },
    at1: [...TIEF, "Fiendish Legacy, Abyssal"],
  },
  "tiefling-chthonic": {
    size: "sm",
    walkFt: 30,
    darkvisionFt: 60,
    resists: ["necrotic"],
    form: { speciesSize: "sm" },
    at1: [...TIEF, "Fiendish Legacy, Chthonic"],
  },
  "tiefling-infernal": {
    size: "med",
    walkFt: 30,
    darkvisionFt: 60,
    resists: ["fire"],
    form: { speciesSize: "med" },
    at1: [...TIEF, "Fiendish Legacy, Infernal"],
  },
};

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);
const set = (value: unknown): string[] => [...((value as Iterable<string> | undefined) ?? [])].sort();
const kyn = (doc: { flags: Obj }): Obj => (doc.flags["kynthaettir"] ?? {}) as Obj;

function raceOf(actor: Actor): Item | undefined {
  return [...actor.items].find((i) => i.type === "race");
}
/** The features granted (the lineage spells have their own oracle, species24-spells.test.ts). */
function granted(actor: Actor): Item[] {
  const race = raceOf(actor);
  return [...actor.items].filter(
    (i) => race !== undefined && kyn(i)["grantedBy"] === race.id && i.type !== "spell",
  );
}

/** What a compendium drag or a script does: create the pack's species on the actor. */
async function addSpecies(w: World, actor: Actor, id: Species24Id): Promise<void> {
  const pack = w.packs.get("kynthaettir.species24")!;
  const item = (await pack.getDocument(SPECIES24_DOC_IDS[id])) as Item;
  await actor.createEmbeddedDocuments("Item", [item.toObject()], { keepId: true });
  await settle(w);
}

/** Uses at the actor's proficiency bonus: dnd5e resolves `@prof` from the actor's roll data. */
function usesOf(item: Item, prof: number): [number, string] {
  const uses = at(item.toObject(), "system.uses") as Obj;
  const max = String(uses["max"]);
  const period = String(at(uses, "recovery.0.period"));
  return [max === "@prof" ? prof : Number(max), period];
}

onEachStack("an SRD 5.2 species on a blank character", () => {
  for (const [id, srd] of Object.entries(SRD52) as [Species24Id, Srd52][]) {
    it(`${id}: size, speed, senses, resistances, skills, features and uses as SRD 5.2 says; removal gives the source back`, async () => {
      world = dropWorld({ rulesVersion: "modern" });
      const actor = await character(world, "Aría", 1);
      const before = sourceSnapshot(actor);
      if (srd.form) world.dialogs.answer({ form: srd.form });
      await addSpecies(world, actor, id);
      // One batched create of the species with its grants, and dnd5e's own details.race update.
      expect(world.ops.count()).toBe(2);
      expect(world.notifications.filter((n) => n.type !== "info")).toEqual([]);
      expect(raceOf(actor), `${id} was created`).toBeDefined();

      const system = actor.system as Obj;
      expect(at(system, "traits.size")).toBe(srd.size);
      expect(at(system, "attributes.movement.walk")).toBe(srd.walkFt);
      expect(at(system, "attributes.movement.units")).toBe("ft");
      expect(Number(at(system, "attributes.senses.ranges.darkvision") ?? 0)).toBe(srd.darkvisionFt);
      expect(set(at(system, "traits.dr.value"))).toEqual([...srd.resists].sort());
      if (srd.skill) expect(at(system, `skills.${srd.skill}.value`)).toBe(1);
      for (const ability of srd.saveAdvantage ?? [])
        expect(at(system, `abilities.${ability}.save.roll.mode`), ability).toBe(1);
      for (const flag of srd.flags ?? []) expect(at(actor.flags, `dnd5e.${flag}`), flag).toBe(true);
      if (srd.hpPerLevel) expect(Number(at(system, "attributes.hp.bonuses.level"))).toBe(srd.hpPerLevel);
      // No ability increases: under the 2024 rules the background gives them.
      for (const ability of ["str", "dex", "con", "int", "wis", "cha"])
        expect(at(system, `abilities.${ability}.value`), ability).toBe(10);

      const items = granted(actor).filter((i) => kyn(i)["srdName"] !== undefined);
      expect(items.map((i) => String(kyn(i)["srdName"])).sort()).toEqual([...srd.at1].sort());
      const chosen = granted(actor).filter((i) => kyn(i)["srdName"] === undefined);
      expect(chosen.map((i) => [i.type, i.name])).toEqual(srd.feat ? [["feat", srd.feat]] : []);
      const prof = Number(at(system, "attributes.prof"));
      expect(prof).toBe(2);
      for (const [name, [count, period]] of Object.entries(srd.uses ?? {})) {
        const item = items.find((i) => kyn(i)["srdName"] === name)!;
        expect(usesOf(item, prof), name).toEqual([count, period]);
      }

      if (id === "dragonborn") {
        // One ancestry (red) sets the resistance above and the damage of both breath shapes.
        const breath = items.find((i) => kyn(i)["srdName"] === "Breath Weapon")!;
        const activities = Object.values(at(breath.toObject(), "system.activities") as Obj);
        expect(activities.map((a) => [at(a, "target.template.type"), at(a, "damage.parts.0.types")])).toEqual(
          [
            ["cone", ["fire"]],
            ["line", ["fire"]],
          ],
        );
        expect(kyn(breath)["ancestry"]).toBe("red");
        // SRD 5.2's areas in this feet world: a 15 ft cone, a 30 ft × 5 ft line; a Dexterity save.
        expect(
          activities.map((a) => {
            const t = at(a, "target.template") as Obj;
            return [t["size"], t["width"], t["units"], at(a, "save.ability")];
          }),
        ).toEqual([
          ["15", "", "ft", ["dex"]],
          ["30", "5", "ft", ["dex"]],
        ]);
      }

      await removeRace(actor as unknown as Actor5e);
      await settle(world);
      expect(sourceSnapshot(actor)).toEqual(before);
    });
  }

  it("the level-5 traits (Draconic Flight, Large Form) are there on a level-5 character and not before", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    for (const id of ["dragonborn", "goliath"] as const) {
      const srd = SRD52[id];
      const actor = await character(world, id, 5);
      if (srd.form) world.dialogs.answer({ form: srd.form });
      await addSpecies(world, actor, id);
      const names = granted(actor).map((i) => String(kyn(i)["srdName"]));
      expect(names.sort()).toEqual([...srd.at1, ...(srd.at5 ?? [])].sort());
      // Uses at level 5 follow the proficiency bonus (3).
      expect(Number(at(actor.system, "attributes.prof"))).toBe(3);
    }
  });
  it("Draconic Flight and Large Form arrive at level 5 and leave below it, as the class's levels change", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    for (const [id, late] of [
      ["dragonborn", "Draconic Flight"],
      ["goliath", "Large Form"],
    ] as const) {
      const actor = await character(world, id, 1);
      const srd = SRD52[id];
      if (srd.form) world.dialogs.answer({ form: srd.form });
      await addSpecies(world, actor, id);
      const classItem = [...actor.items].find((i) => i.type === "class")!;
      for (const [level, has] of [
        [4, false],
        [5, true],
        [4, false],
        [7, true],
        [1, false],
      ] as const) {
        await classItem.update({ "system.levels": level });
        await settle(world);
        const names = granted(actor).map((i) => String(kyn(i)["srdName"]));
        expect(names.includes(late), `${id} at level ${level}`).toBe(has);
      }
    }
  });
});
