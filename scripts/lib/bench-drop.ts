/**
 * `drop ops per race`: the database operations one race drop costs, measured in the test harness
 * with each race's preselected answers confirmed (the floor is 2: the batched create of the race
 * with everything it grants, and dnd5e's own update of `details.race`).
 */
import { RACES } from "../../src/data/races";
import { character, createFromPack, dropWorld, preselected, settle } from "../../test/drop/support";

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
