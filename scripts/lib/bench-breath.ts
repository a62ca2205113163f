/**
 * `breath ops per use`: the database operations one GM breath costs with full automation on five
 * creatures, measured in the test harness (template, the use, dnd5e's card, a save card and a
 * hit-point update per creature, the summary card).
 */
import { breathWorld, breathe, creature, dragonborn, token } from "../../test/breath/support";

const TARGETS: readonly [number, number][] = [
  [750, 550],
  [850, 550],
  [850, 650],
  [850, 450],
  [750, 600],
];

export async function benchBreathOps(): Promise<string> {
  const b = breathWorld({ metric: true });
  const { world } = b;
  try {
    const { actor } = await dragonborn(world, { level: 5 });
    await token(world, actor, 550, 550);
    for (const [i, [x, y]] of TARGETS.entries())
      await token(world, await creature(world, `Skotmark ${i + 1}`), x, y);
    b.placements.place(600, 550, 0);
    await world.settle();
    world.ops.reset();
    const result = await breathe(b, { actor });
    await world.settle();
    const hit = result?.targets.filter((t) => t.status === "applied").length ?? 0;
    return `breath ops per use: ${hit === TARGETS.length ? world.ops.total : `failed (${hit} of ${TARGETS.length} targets)`}`;
  } finally {
    world.uninstall();
  }
}
