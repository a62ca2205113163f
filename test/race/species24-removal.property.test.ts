/**
 * The identity property for the 2024 species: for each of the fourteen and any answers the dialog
 * offers (every ancestry, skill, size, boon and spellcasting ability, with the lineage spells due
 * at the level), at any level, in feet or metres, on any stack and
 * under any ability-increase mode, adding the species and removing it again — through the module
 * or from the sheet — leaves the actor's source exactly as before.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { STACKS, type World } from "../harness";
import { ASI_MODES, SPECIES24_DOC_IDS, SPECIES24_IDS, type Species24Id } from "../../src/content/ids";
import { removeRace } from "../../src/race/remove";
import { answerFromPicks as answer, character, dropWorld, settle, sourceSnapshot } from "./support";

let world: World | undefined;
afterEach(() => world?.uninstall());

describe("adding and removing a 2024 species leaves the actor as it was", () => {
  it("for every species, any offered answers, any level, units, stack and ability-increase mode", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SPECIES24_IDS),
        fc.array(fc.nat({ max: 1000 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        fc.constantFrom(...STACKS.map((s) => s.id)),
        fc.constantFrom(...ASI_MODES),
        fc.constantFrom("module" as const, "sheet" as const),
        async (id: Species24Id, picks, level, metric, stack, asiMode, how) => {
          world?.uninstall();
          world = dropWorld({ metric, stack, rulesVersion: "modern" });
          await world.game.settings.set("kynthaettir", "asiMode", asiMode);
          const actor = await character(world, "Aría", level);
          const before = sourceSnapshot(actor);
          world.dialogs.answer((dialog) => answer(dialog, picks));
          const pack = world.packs.get("kynthaettir.species24")!;
          const item = await pack.getDocument(SPECIES24_DOC_IDS[id]);
          await actor.createEmbeddedDocuments("Item", [item!.toObject()], { keepId: true });
          await settle(world);
          const race = [...actor.items].find((i) => i.type === "race");
          expect(race, `${id} was created`).toBeDefined();
          expect(world.notifications.filter((n) => n.type !== "info")).toEqual([]);
          if (how === "module") await removeRace(actor as unknown as Actor5e);
          else await race!.delete();
          await settle(world);
          expect(sourceSnapshot(actor)).toEqual(before);
        },
      ),
      { numRuns: 40, seed: 22 },
    );
  }, 180_000);
});
