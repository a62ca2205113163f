/**
 * The property of issue #4: for all nine races and any valid answers to their dialog, adding the
 * race and removing it again leaves the actor's source exactly as before — whether the race is
 * removed through the module or deleted from the sheet, in feet or metre worlds, V13 or V14.
 */
import fc from "fast-check";
import { afterEach, expect, it } from "vitest";
import { describeShared } from "../support/shared";
import type { RecordedDialog, World } from "../harness";
import { RACES } from "../../src/content/races";
import { removeRace } from "../../src/race/remove";
import { character, createFromPack, dropWorld, settle, sourceSnapshot } from "./support";

let world: World | undefined;
afterEach(() => world?.uninstall());

/** The values the dialog offers, per field, read from its rendered form. */
function offered(dialog: RecordedDialog): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of dialog.content.matchAll(/<select name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    out[m[1]!] = [...m[2]!.matchAll(/<option value="([^"]*)"/g)].map((o) => o[1]!);
  }
  const radios = [...dialog.content.matchAll(/name="ancestry"[\s\S]*?value="([^"]+)"/g)].map((r) => r[1]!);
  if (radios.length) out["ancestry"] = radios;
  return out;
}

/** Picks a valid answer from the offered values with the random indices (pairs kept distinct). */
function answer(dialog: RecordedDialog, picks: number[]): { form: Record<string, string> } {
  const values = offered(dialog);
  const form: Record<string, string> = {};
  let n = 0;
  const pick = (list: string[], not?: string): string => {
    const pool = list.filter((v) => v !== not);
    return pool[picks[n++ % picks.length]! % pool.length]!;
  };
  for (const [name, list] of Object.entries(values)) {
    if (name === "ability2" || name === "skill2") continue;
    form[name] = pick(list);
    if (name === "ability1") form["ability2"] = pick(values["ability2"]!, form[name]);
    if (name === "skill1") form["skill2"] = pick(values["skill2"]!, form[name]);
  }
  return { form };
}

describeShared("adding and removing a race leaves the actor as it was", () => {
  it("for every race, any valid choices, any level, units and Foundry generation", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...RACES.map((r) => r.id)),
        fc.array(fc.nat({ max: 1000 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        fc.constantFrom(13 as const, 14 as const),
        fc.constantFrom("module" as const, "sheet" as const),
        async (raceId, picks, level, metric, generation, how) => {
          world?.uninstall();
          world = dropWorld({ metric, generation });
          const actor = await character(world, "Aría", level);
          const before = sourceSnapshot(actor);
          world.dialogs.answer((dialog) => answer(dialog, picks));
          await createFromPack(world, actor, raceId);
          const race = [...actor.items].find((i) => i.type === "race");
          expect(race, `${raceId} was created`).toBeDefined();
          expect(world.notifications.filter((n) => n.type !== "info")).toEqual([]);
          if (how === "module") await removeRace(actor as unknown as Actor5e);
          else await race!.delete();
          await settle(world);
          expect(sourceSnapshot(actor)).toEqual(before);
        },
      ),
      { numRuns: 45, seed: 4 },
    );
  });
});
