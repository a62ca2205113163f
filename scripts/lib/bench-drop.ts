/**
 * `drop ops per race`: the database operations one race drop costs, measured in the test harness
 * with each race's preselected answers confirmed (the floor is 2: the batched create of the race
 * with everything it grants, and dnd5e's own update of `details.race`).
 */
import { RACES } from "../../src/content/races";
import type { RaceId } from "../../src/content/ids";
import { changeRaceChoices } from "../../src/race/add";
import {
  FORM_ANSWERS,
  character,
  createFromPack,
  dropWorld,
  preselected,
  settle,
} from "../../test/drop/support";

export async function benchDropOps(): Promise<string> {
  const counts: string[] = [];
  for (const race of RACES) {
    const world = dropWorld({ metric: true });
    try {
      const actor = await character(world, "Bekkur", 5);
      world.dialogs.answer((dialog) => ({ form: preselected(dialog.content) }));
      await createFromPack(world, actor, race.id);
      await settle(world);
      const created = [...actor.items].some((i) => i.type === "race");
      counts.push(`${race.id}=${created ? world.ops.count() : "failed"}`);
    } finally {
      world.uninstall();
    }
  }
  return `drop ops per race: ${counts.join(", ")}`;
}

/** Every answer of each race with choices changed, for `change-choices ops`. */
const CHANGED_ANSWERS: Partial<Record<RaceId, Record<string, string>>> = {
  "high-elf": { language: "orc", cantrip: "Compendium.dnd5e.spells.Item.Bnn9Nzajixvow9xi" },
  "hill-dwarf": { tool: "mason" },
  dragonborn: { ancestry: "blue" },
  "half-elf": { ability1: "dex", ability2: "wis", skill1: "acr", skill2: "prc", language: "giant" },
  human: { language: "elvish" },
};

/**
 * `change-choices ops`: the database operations "Breyta vali" costs when every answer changes:
 * the choice effects (one update of the race's embedded effects), the race's flag with the breath
 * weapon (one item update), and for a new cantrip its delete and create. Foundry V13 documents no
 * way to update an item's embedded effects inside the item update, and a spell is replaced, not
 * rewritten, so up to four.
 */
export async function benchChangeChoicesOps(): Promise<string> {
  const counts: string[] = [];
  for (const [raceId, changed] of Object.entries(CHANGED_ANSWERS) as [RaceId, Record<string, string>][]) {
    const world = dropWorld({ metric: true });
    try {
      const actor = await character(world, "Bekkur", 5);
      world.dialogs.answer({ form: FORM_ANSWERS[raceId] });
      await createFromPack(world, actor, raceId);
      const race = [...actor.items].find((i) => i.type === "race");
      world.ops.reset();
      world.dialogs.answer({ form: changed });
      const done = race ? await changeRaceChoices(race as unknown as Item5e) : false;
      await settle(world);
      counts.push(`${raceId}=${done ? world.ops.count() : "failed"}`);
    } finally {
      world.uninstall();
    }
  }
  return `change-choices ops: ${counts.join(", ")}`;
}
