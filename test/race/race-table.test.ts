/**
 * Issue #3's table: a default level-1 character (all scores 10, one fighter level) plus the race,
 * choices made through the dialog, prepares to exactly the table — and so does the same
 * character at level 5.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { World } from "../harness";
import { RACES, RACE_TABLES } from "../../src/content/races";
import type { RaceDef } from "../../src/content/races/shared";
import { RACE_IDS, type RaceId } from "../../src/content/ids";
import { character, createFromPack, dropWorld, expectTable, FORM_ANSWERS, settle } from "./support";

/** A race as the content declares it. */
const raceDef = (id: RaceId): RaceDef => RACES.find((r) => r.id === id)!;

let world: World | undefined;
afterEach(() => world?.uninstall());

const eachGeneration = describe.each([13, 14] as const);

eachGeneration("each race prepares to exactly the table (Foundry V%i)", (generation) => {
  it.each(RACE_IDS)("%s at levels 1 and 5", async (raceId) => {
    for (const level of [1, 5]) {
      world = dropWorld({ metric: true, generation });
      const actor = await character(world, "Aría", level);
      if (raceDef(raceId).choices.some((c) => c.kind !== "asi"))
        world.dialogs.answer({ form: FORM_ANSWERS[raceId] });
      await createFromPack(world, actor, raceId);
      await settle(world);
      expect(world.dialogs.pending).toBe(0);
      expectTable(actor, RACE_TABLES[raceId], level);
      world.uninstall();
    }
  });
});

describe("in a world that measures in feet each race prepares to the table, in feet", () => {
  it.each(RACE_IDS)("%s at level 1", async (raceId) => {
    world = dropWorld({ metric: false });
    const actor = await character(world, "Aría", 1);
    if (raceDef(raceId).choices.some((c) => c.kind !== "asi"))
      world.dialogs.answer({ form: FORM_ANSWERS[raceId] });
    await createFromPack(world, actor, raceId);
    await settle(world);
    expect(world.dialogs.pending).toBe(0);
    expectTable(actor, RACE_TABLES[raceId], 1, "ft");
  });
});
