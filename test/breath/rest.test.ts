import { expect, it } from "vitest";
import { describeShared } from "../support/shared";
import type { Actor, World } from "../harness";
import { breathe, breathWorldPerTest, dragonbornOnScene, L, noticeTexts, ORIGIN, usesSpent } from "./support";

let world: World;
const start = breathWorldPerTest((w) => (world = w));

type Resting = Actor & {
  shortRest(config?: object): Promise<unknown>;
  longRest(config?: object): Promise<unknown>;
};

describeShared("the breath weapon comes back after a rest", () => {
  it("spent after one breath, usable again after a short rest", async () => {
    const b = start();
    const { actor, item } = await dragonbornOnScene(b);
    await breathe(b, { actor });
    expect(usesSpent(item)).toBe(1);
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Spent", { actor: "Fáfnir" })]);

    await (actor as Resting).shortRest({ dialog: false });
    expect(usesSpent(item)).toBe(0);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    expect(await breathe(b, { actor })).not.toBeNull();
    expect(usesSpent(item)).toBe(1);
  });

  it("a long rest brings it back too (dnd5e recovers short-rest uses on a long rest)", async () => {
    const b = start();
    const { actor, item } = await dragonbornOnScene(b);
    await breathe(b, { actor });
    expect(usesSpent(item)).toBe(1);
    await (actor as Resting).longRest({ dialog: false });
    expect(usesSpent(item)).toBe(0);
  });

  it("a rest the player backs out of (the rest dialog closed) recovers nothing", async () => {
    const b = start();
    const { actor, item } = await dragonbornOnScene(b);
    await breathe(b, { actor });
    world.dialogs.answer(null);
    await (actor as Resting).shortRest();
    expect(usesSpent(item)).toBe(1);
  });
});
