/**
 * Replacing each premade character's own dnd5e race (its 2014 hero race or 2024 species, built by
 * dnd5e's advancements) with ours through the replace dialog, both ways it offers:
 * - "undo": dnd5e's AdvancementManager reverses the old race's advancements first, so the ability
 *   increases they wrote are subtracted, the traits they chose and the items they granted go, and
 *   removing our race afterwards leaves exactly the character dnd5e's own undo leaves;
 * - "replace": the old race goes with its granted items and what its advancements wrote stays, so
 *   removing ours leaves exactly the character a user's plain delete of the old race leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Actor, stackInfo, type StackId, type World } from "../harness";
import { AdvancementManager } from "../harness/advancement";
import { raceItemOf } from "../../src/race/read";
import { removeRace } from "../../src/race/remove";
import { dropOnSheet, dropWorld, raceUuidOf, settle, sourceSnapshot } from "../race/support";
import { CHARACTERS, pick, withoutItsRace } from "./race-cycles";
import type { Source } from "./dnd5e-packs";

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);

/** The character as dnd5e stores it, fresh. */
async function load(world: World, source: Source): Promise<Actor> {
  await world.game.actors.get(String(source["_id"]))?.delete();
  const actor = (await Actor.create(structuredClone(source), { keepId: true })) as Actor;
  await settle(world);
  return actor;
}

/** The character after dnd5e's own undo of its race's advancements (the undo's oracle). */
async function undoneByDnd5e(world: World, source: Source): Promise<unknown> {
  const actor = await load(world, source);
  const race = raceItemOf(actor as unknown as Actor5e)!;
  await AdvancementManager.forDeletedItem(actor, race.id).render({ force: true });
  await settle(world);
  const snapshot = sourceSnapshot(actor, { deep: true });
  await actor.delete();
  return snapshot;
}

/** The ability increases the race's advancements wrote, by ability. */
function increasesOf(race: { readonly _source?: unknown }): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of Object.values((at(race._source, "system.advancement") ?? {}) as Record<string, Obj>)) {
    if (a["type"] !== "AbilityScoreImprovement" || at(a, "value.type") !== "asi") continue;
    for (const [k, v] of Object.entries((at(a, "value.assignments") ?? {}) as Record<string, number>))
      out[k] = (out[k] ?? 0) + v;
  }
  return out;
}

export function replaceCycles(stack: StackId): void {
  describe(`each premade character's dnd5e race replaced by ours (${stackInfo(stack).name})`, () => {
    let world: World;
    beforeAll(() => {
      world = dropWorld({ stack });
    });
    afterAll(() => world.uninstall());

    const withRace = CHARACTERS.filter((c) =>
      ((c.source["items"] as Obj[] | undefined) ?? []).some((i) => i["type"] === "race"),
    );
    const cases = withRace.flatMap((c) =>
      (["undo", "replace"] as const).map((how) => [c.file, how, c.source] as const),
    );
    it.each(cases)("%s, %s: replaced by the hill dwarf, then removed", async (_file, how, source) => {
      const expected =
        how === "undo"
          ? await undoneByDnd5e(world, source)
          : sourceSnapshot(await withoutItsRace(world, source), { deep: true });
      const actor = await load(world, source);
      const old = raceItemOf(actor as unknown as Actor5e)! as Item5e & { readonly _source: unknown };
      const increases = increasesOf(old);
      const scores = Object.fromEntries(
        Object.keys(increases).map((a) => [a, at(actor._source, `system.abilities.${a}.value`)]),
      );
      world.dialogs.shown.length = 0;
      world.dialogs.answer(how, (dialog) => ({ form: pick(dialog, "first") }));
      await dropOnSheet(world, actor, raceUuidOf("hill-dwarf"));
      await settle(world);
      expect(world.dialogs.shown[0]!.buttons.map((b) => b.action)).toEqual(["undo", "replace", "cancel"]);
      const race = raceItemOf(actor as unknown as Actor5e);
      expect(race?.name).toBe("Hæðadvergar");
      expect(actor.items.get(old.id)).toBeUndefined();
      for (const [a, n] of Object.entries(increases))
        expect({ [a]: at(actor._source, `system.abilities.${a}.value`) }).toEqual({
          [a]: Number(scores[a]) - (how === "undo" ? n : 0),
        });
      await removeRace(actor);
      await settle(world);
      expect(sourceSnapshot(actor, { deep: true })).toEqual(expected);
      expect(world.dialogs.pending).toBe(0);
      await actor.delete();
    });
  });
}
