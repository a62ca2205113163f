/**
 * `breath ops per use [<stack>]` and `breath chat messages per use [<stack>]`: what one GM breath
 * with full automation on five creatures writes, on each stack (the area, the use, one hit-point
 * update per damaged creature, the card); and `player breath writes [<stack>]`: what the player's
 * own client writes when a player breathes with a GM connected (the area only).
 */
import { FLAGS, MODULE_ID } from "../../src/content/ids";
import { STACKS, classItemData, type Actor } from "../../test/harness";
import { placeTokenAt } from "../../test/harness/scene";
import { featureItemSource } from "../packs/documents";
import { moduleWorld, type ModuleWorld } from "./module-world";

const TARGETS: readonly [number, number][] = [
  [750, 550],
  [850, 550],
  [850, 650],
  [850, 450],
  [750, 600],
];

/**
 * A level-5 dragonborn "Fáfnir" (CON 14) at (550, 550) with `feature`, facing five NPCs of 40 hp at
 * `targets`; the area is placed at (600, 550) pointing east.
 */
export async function breathScene(
  m: ModuleWorld,
  owner: string | null,
  feature: Record<string, unknown> = featureItemSource("breathWeapon", { ancestry: "red", units: "m" }),
  targets: readonly (readonly [number, number])[] = TARGETS,
): Promise<Actor> {
  const { world } = m;
  const ownership: Record<string, number> = { default: 0 };
  const player = owner ? world.users.find((u) => u.name === owner) : undefined;
  if (player) ownership[player.id] = 3;
  const actor = await world.asUser("gm", () =>
    world.createActor({
      name: "Fáfnir",
      type: "character",
      ownership,
      system: { abilities: { con: { value: 14 } } },
    }),
  );
  await world.asUser("gm", async () => {
    await actor.createEmbeddedDocuments("Item", [classItemData({ levels: 5 }), feature], {
      keepId: true,
    });
    await placeTokenAt(world, actor, 550, 550);
    for (const [i, [x, y]] of targets.entries()) {
      const target = await world.createActor({
        name: `Skotmark ${i + 1}`,
        type: "npc",
        system: { attributes: { hp: { value: 40, max: 40 } } },
      });
      await placeTokenAt(world, target, x, y);
    }
  });
  m.placements.place(600, 550, 0);
  await m.settle();
  return actor;
}

export async function benchBreath(): Promise<string[]> {
  const lines: string[] = [];
  for (const stack of STACKS) {
    const m = moduleWorld({ stack: stack.id, metric: true });
    try {
      const actor = await breathScene(m, null);
      m.world.ops.reset();
      const before = m.world.chat.length;
      const result = await m.api.breathWeapon({ actor } as unknown as Parameters<
        typeof m.api.breathWeapon
      >[0]);
      await m.settle();
      const hit = result?.targets.filter((t) => t.status === "applied").length ?? 0;
      const ok = hit === TARGETS.length;
      lines.push(
        `breath ops per use [${stack.name}]: ${ok ? m.world.ops.total : `failed (${hit} of ${TARGETS.length})`}`,
      );
      lines.push(`breath chat messages per use [${stack.name}]: ${m.world.chat.length - before}`);
    } finally {
      m.world.uninstall();
    }
    const p = moduleWorld({ stack: stack.id, metric: true, user: "player" });
    try {
      const actor = await breathScene(p, "Player");
      p.world.ops.reset();
      await p.api.breathWeapon({ actor } as unknown as Parameters<typeof p.api.breathWeapon>[0]);
      await p.settle();
      const player = p.world.users.find((u) => u.name === "Player")!;
      const own = p.world.ops.log.filter((e) => e.userId === player.id).length;
      const card = p.world.chat.some(
        (msg) => (msg.flags[MODULE_ID] as Record<string, unknown> | undefined)?.[FLAGS.breath],
      );
      lines.push(
        `player breath writes on the player's client [${stack.name}]: ${card ? own : "failed (no card)"}`,
      );
    } finally {
      p.world.uninstall();
    }
  }
  return lines;
}
