/**
 * The property of issue #4: for all nine races and any valid answers to their dialog, adding the
 * race and removing it again leaves the actor's source exactly as before — whether the race is
 * removed through the module or deleted from the sheet, in feet or metre worlds, on every supported
 * stack and under every ability-increase mode.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { STACKS, type World } from "../harness";
import { ASI_MODES } from "../../src/content/ids";
import { RACES } from "../../src/content/races";
import { removeRace } from "../../src/race/remove";
import {
  answerFromPicks as answer,
  character,
  createFromPack,
  dropWorld,
  settle,
  sourceSnapshot,
} from "./support";

let world: World | undefined;
afterEach(() => world?.uninstall());

describe("adding and removing a race leaves the actor as it was", () => {
  it("for every race, any valid choices, any level, units, stack and ability-increase mode", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...RACES.map((r) => r.id)),
        fc.array(fc.nat({ max: 1000 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        fc.constantFrom(...STACKS.map((s) => s.id)),
        fc.constantFrom(...ASI_MODES),
        fc.constantFrom("module" as const, "sheet" as const),
        async (raceId, picks, level, metric, stack, asiMode, how) => {
          world?.uninstall();
          world = dropWorld({ metric, stack });
          await world.game.settings.set("kynthaettir", "asiMode", asiMode);
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
    // 45 whole worlds in one test: about 7 s on an idle 2-core machine, far more when it is shared.
  }, 180_000);
});
