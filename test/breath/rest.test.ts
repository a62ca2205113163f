/**
 * The breath weapon's one use comes back after a rest, on each stack: spent by the GM's decision
 * after a player's breath, refused (locally, and by the GM when asked by hand) until a short or
 * long rest brings it back.
 */
import { describe, expect, it } from "vitest";
import type { Actor, World } from "../harness";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  dragonbornFacingGoblin,
  GM_AND_PLAYER,
  L,
  noticeTexts,
  ORIGIN,
  STACKS,
  usesSpent,
} from "./support";
import { placeAreaAs, requestFor, sceneHp, sendRequestAs } from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

type Resting = Actor & {
  shortRest(config?: object): Promise<unknown>;
  longRest(config?: object): Promise<unknown>;
};

describe.each(STACKS)("the breath weapon comes back after a rest ($name)", ({ id: stack }) => {
  it("spent after one breath, usable again after a short rest", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    expect(usesSpent(item)).toBe(1);
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Spent", { actor: "Fáfnir" })]);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });

    await (actor as Resting).shortRest({ dialog: false });
    expect(usesSpent(item)).toBe(0);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(1, 1, 3);
    expect((await breathe(b, { actor }))?.message).not.toBeNull();
    expect(usesSpent(item)).toBe(1);
    expect(breathCards(world)).toHaveLength(2);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 29 });
  });

  it("a long rest brings it back too (dnd5e recovers short-rest uses on a long rest)", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    await breathe(b, { actor });
    expect(usesSpent(item)).toBe(1);
    await (actor as Resting).longRest({ dialog: false });
    expect(usesSpent(item)).toBe(0);
  });

  it("a rest the player backs out of (the rest dialog closed) recovers nothing", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    await breathe(b, { actor });
    world.dialogs.answer(null);
    await (actor as Resting).shortRest();
    expect(usesSpent(item)).toBe(1);
  });

  it("a spent breath asked of the GM by hand, with a fresh area, is refused as spent", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    const area = await placeAreaAs(world, "Player", { shape: "cone", x: ORIGIN.x, y: ORIGIN.y, size: 15 });
    world.dice.force(6, 6, 1);
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: actor.uuid, itemUuid: item.uuid, areaUuid: area.uuid }),
    );
    expect(answer?.refusal).toBe("Breath.Refused.Spent");
    expect(usesSpent(item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });
});
