import { afterEach, expect, it } from "vitest";
import { describeShared } from "../support/shared";
import type { Actor, World } from "../harness";
import {
  breathWorld,
  breathe,
  dragonborn,
  L,
  noticeTexts,
  token,
  usesSpent,
  type BreathWorld,
} from "./support";

let world: World;
afterEach(() => world?.uninstall());

function start(): BreathWorld {
  const b = breathWorld();
  world = b.world;
  return b;
}

type Resting = Actor & {
  shortRest(config?: object): Promise<unknown>;
  longRest(config?: object): Promise<unknown>;
};

describeShared("the breath weapon comes back after a rest", () => {
  it("spent after one breath, usable again after a short rest", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world);
    await token(world, actor, 550, 550);
    b.placements.place(600, 550, 0);
    await breathe(b, { actor });
    expect(usesSpent(item)).toBe(1);
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Spent", { actor: "Fáfnir" })]);

    await (actor as Resting).shortRest({ dialog: false });
    expect(usesSpent(item)).toBe(0);
    b.placements.place(600, 550, 0);
    expect(await breathe(b, { actor })).not.toBeNull();
    expect(usesSpent(item)).toBe(1);
  });

  it("a long rest brings it back too (dnd5e recovers short-rest uses on a long rest)", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world);
    await token(world, actor, 550, 550);
    b.placements.place(600, 550, 0);
    await breathe(b, { actor });
    expect(usesSpent(item)).toBe(1);
    await (actor as Resting).longRest({ dialog: false });
    expect(usesSpent(item)).toBe(0);
  });

  it("a rest the player backs out of (the rest dialog closed) recovers nothing", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world);
    await token(world, actor, 550, 550);
    b.placements.place(600, 550, 0);
    await breathe(b, { actor });
    world.dialogs.answer(null);
    await (actor as Resting).shortRest();
    expect(usesSpent(item)).toBe(1);
  });
});
