/**
 * Each of our races on each of dnd5e's premade characters (its 2014 heroes and 2024 premades):
 * the character's own dnd5e race deleted as a user deletes it (what its advancements wrote stays),
 * then ours added through the dialog, its choices changed ("Breyta vali"), and removed. After the
 * add and the change the prepared data is what SRD 5.1 says of the race (srd.ts) with the answers
 * given; every increase stops at the ability's maximum as dnd5e reads it (`abilities.<id>.max`,
 * 20 by default). The removal gives back exactly the character it started from.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Actor, stackInfo, type RecordedDialog, type StackId, type World } from "../harness";
import { RACE_IDS, type RaceId } from "../../src/content/ids";
import { addRace } from "../../src/race/add";
import { changeRaceChoices } from "../../src/race/change";
import { idsLeavingWith, raceItemOf } from "../../src/race/read";
import { removeRace } from "../../src/race/remove";
import { RACES_WITH_CHOICES, dropWorld, settle, sourceSnapshot } from "../race/support";
import { dnd5eActors, type Source } from "./dnd5e-packs";
import { SRD_ANCESTRY_DAMAGE, SRD_RACES } from "./srd";

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);
const list = (value: unknown): string[] => [...((value as Iterable<string> | undefined) ?? [])];

export const CHARACTERS = dnd5eActors(["heroes", "actors24/premades"]);
const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
const ASKS = new Set<string>(RACES_WITH_CHOICES.map((r) => r.id));

/**
 * A user's answers in the race dialog: of each list the first options offered ("first") or the
 * last ones ("last"); the n-th of a numbered group (`skills-1`, `skills-2`) takes the n-th from
 * that end, so the picks differ.
 */
export function pick(dialog: RecordedDialog, end: "first" | "last"): Record<string, string> {
  const form: Record<string, string> = {};
  for (const select of dialog.element.querySelectorAll("select")) {
    const values = [...select.options].map((o) => o.value).filter((v) => v && !o_disabled(select, v));
    const n = Number(/-(\d+)$/.exec(select.name)?.[1] ?? 1);
    const value = end === "first" ? values[n - 1] : values[values.length - n];
    if (value) form[select.name] = value;
  }
  const radios = [...dialog.element.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  for (const name of new Set(radios.map((r) => r.name))) {
    const values = radios.filter((r) => r.name === name).map((r) => r.value);
    form[name] = end === "first" ? values[0]! : values.at(-1)!;
  }
  return form;
}

function o_disabled(select: HTMLSelectElement, value: string): boolean {
  return [...select.options].some((o) => o.value === value && o.disabled);
}

/** What the race's checks compare against: the character's prepared data before the race. */
interface Before {
  abilities: Record<string, { value: number; max: number }>;
  hpMax: number;
  level: number;
  ownWalk: unknown;
  walk: number;
}

function beforeRace(actor: Actor): Before {
  const s = actor.system;
  return {
    abilities: Object.fromEntries(
      ABILITIES.map((a) => [
        a,
        { value: Number(at(s, `abilities.${a}.value`)), max: Number(at(s, `abilities.${a}.max`) ?? 20) },
      ]),
    ),
    hpMax: Number(at(s, "attributes.hp.max")),
    level: Number(at(s, "details.level")),
    ownWalk:
      at(actor._source, "system.attributes.movement.walk") ??
      at(actor._source, "system.attributes.movement.speeds.walk"),
    walk: Number(at(s, "attributes.movement.walk")),
  };
}

/** The prepared data against SRD 5.1's race with the answers the race item recorded. */
function expectSrd(actor: Actor, raceId: RaceId, before: Before): void {
  const srd = SRD_RACES[raceId]!;
  const s = actor.system;
  const race = raceItemOf(actor as unknown as Actor5e)!;
  const answers = (at(race.flags, "kynthaettir.answers") ?? {}) as Obj;
  const chosen = list(answers["abilities"]);
  for (const a of ABILITIES) {
    const increase = (srd.increases[a] ?? 0) + (chosen.includes(a) ? 1 : 0);
    const { value, max } = before.abilities[a]!;
    // Another item's Upgrade (the Amulet of Health's CON 19) applies after the race's Add, as
    // Foundry applies changes by priority (Add 20, Upgrade 40): the increase counts beneath it.
    const floor = upgradeFloor(actor, a);
    const beneath = floor === null ? value : Number(at(actor._source, `system.abilities.${a}.value`));
    expect({ [a]: at(s, `abilities.${a}.value`) }).toEqual({
      [a]: Math.max(value, floor ?? 0, Math.min(beneath + increase, max)),
    });
  }
  expect(at(s, "traits.size")).toBe(srd.size);
  if (before.ownWalk === null || before.ownWalk === undefined || before.ownWalk === "")
    expect(Number(at(s, "attributes.movement.walk"))).toBeGreaterThanOrEqual(srd.walk);
  else expect(Number(at(s, "attributes.movement.walk"))).toBe(before.walk);
  if (srd.darkvision)
    expect(Number(at(s, "attributes.senses.ranges.darkvision"))).toBeGreaterThanOrEqual(srd.darkvision);
  const languages = [...srd.languages, ...(answers["language"] ? [String(answers["language"])] : [])];
  expect(list(at(s, "traits.languages.value"))).toEqual(expect.arrayContaining(languages));
  const ancestry = answers["ancestry"] ? [SRD_ANCESTRY_DAMAGE[String(answers["ancestry"])]!] : [];
  expect(list(at(s, "traits.dr.value"))).toEqual(expect.arrayContaining([...srd.resistances, ...ancestry]));
  for (const skill of [...srd.skills, ...list(answers["skills"])])
    expect({ [skill]: Number(at(s, `skills.${skill}.value`)) >= 1 }).toEqual({ [skill]: true });
  expect(list(at(s, "traits.weaponProf.value"))).toEqual(expect.arrayContaining([...srd.weapons]));
  for (const tool of [...srd.tools, ...(answers["tool"] ? [String(answers["tool"])] : [])])
    expect({ [tool]: Number(at(s, `tools.${tool}.value`)) >= 1 }).toEqual({ [tool]: true });
  // Hit points follow the Constitution modifier at every level, plus Dwarven Toughness.
  const mod = (score: number): number => Math.floor((score - 10) / 2);
  const conGain = mod(Number(at(s, "abilities.con.value"))) - mod(before.abilities["con"]!.value);
  expect(at(s, "attributes.hp.max")).toBe(before.hpMax + (srd.hpPerLevel + conGain) * before.level);
  if (answers["cantrip"])
    expect(
      [...actor.items].some(
        (i) => i.type === "spell" && at(i._source, "_stats.compendiumSource") === answers["cantrip"],
      ),
    ).toBe(true);
}

/** The highest score an enabled Upgrade change of an effect not ours sets the ability to, if any. */
function upgradeFloor(actor: Actor, ability: string): number | null {
  const key = `system.abilities.${ability}.value`;
  const floors = [...actor.allApplicableEffects()]
    .filter((e) => !e.disabled && !at(e.flags, "kynthaettir"))
    .flatMap((e) => (e.changes as { key: string; mode?: number; type?: string; value: string }[]) ?? [])
    // V13 numbers the mode (4 = Upgrade); V14's typed changes name it.
    .filter((c) => c.key === key && (Number(c.mode) === 4 || c.type === "upgrade"))
    .map((c) => Number(c.value));
  return floors.length ? Math.max(...floors) : null;
}

/** The character as dnd5e stores it, with its own dnd5e race deleted as a user deletes it. */
export async function withoutItsRace(world: World, source: Source): Promise<Actor> {
  // A failed case before may have left its character behind.
  await world.game.actors.get(String(source["_id"]))?.delete();
  const actor = (await Actor.create(structuredClone(source), { keepId: true })) as Actor;
  await settle(world);
  const own = raceItemOf(actor as unknown as Actor5e);
  if (own) await actor.deleteEmbeddedDocuments("Item", idsLeavingWith(actor as unknown as Actor5e, own));
  await settle(world);
  return actor;
}

export function raceCycles(stack: StackId): void {
  describe(`each race on each premade character (${stackInfo(stack).name})`, () => {
    let world: World;
    beforeAll(() => {
      world = dropWorld({ stack });
    });
    afterAll(() => world.uninstall());

    const cases = CHARACTERS.flatMap((c) => RACE_IDS.map((r) => [c.file, r, c.source] as const));
    it.each(cases)("%s, %s: added, choices changed, removed", async (_file, raceId, source) => {
      const actor = await withoutItsRace(world, source);
      const start = sourceSnapshot(actor, { deep: true });
      const before = beforeRace(actor);
      if (ASKS.has(raceId)) world.dialogs.answer((dialog) => ({ form: pick(dialog, "first") }));
      expect(await addRace(actor, raceId)).not.toBeNull();
      await settle(world);
      expectSrd(actor, raceId, before);
      if (ASKS.has(raceId)) {
        world.dialogs.answer((dialog) => ({ form: pick(dialog, "last") }));
        expect(await changeRaceChoices(raceItemOf(actor as unknown as Actor5e))).toBe(true);
        await settle(world);
        expectSrd(actor, raceId, before);
      }
      await removeRace(actor);
      await settle(world);
      expect(sourceSnapshot(actor, { deep: true })).toEqual(start);
      expect(world.dialogs.pending).toBe(0);
      await actor.delete();
    });
  });
}
