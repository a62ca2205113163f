/**
 * The 2024 breath under the same attacks as the 2014 one (concurrency, trust, errors, refused,
 * undo): two GMs, a player who retries, a request sent twice or replayed after a rest, an area or
 * the feature deleted while the GM decides, a breather the player does not own, undo clicked twice,
 * and the writes of a line through three creatures. Each checks hit points, uses and the card.
 */
import { describe, expect, it } from "vitest";
import type { Item, World } from "../harness";
import { runCardAction } from "../../src/breath/buttons";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  creature,
  GM_AND_PLAYER,
  L,
  noticeTexts,
  ORIGIN,
} from "./support";
import { requestCards, settle, STACKS, token, usesSpent } from "./support";
import {
  answersSent,
  areaDocumentName,
  areasOnScene,
  beforeGMDecides,
  gmConnectsAndOffers,
  newId,
  pendingOf,
  placeAreaAs,
  requestFor,
  sceneHp,
  sendRequestAs,
  sentRequests,
  TWO_GMS_AND_PLAYER,
  userId,
  writes,
} from "./protocol";
import { dragonborn24 } from "./support24";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

type Updatable = { update(data: object): Promise<unknown>; delete(): Promise<unknown> };
type Resting = { longRest(config?: object): Promise<unknown> };

const spend = (item: Item, spent: number) =>
  world.asUser("gm", () => (item as unknown as Updatable).update({ "system.uses.spent": spent }));

describe.each(STACKS)("the 2024 breath between clients ($name)", ({ id: stack }) => {
  it("with two GMs connected exactly one decides: one answer, one card, one use, the goblin hurt once", async () => {
    const b = start({ stack, users: TWO_GMS_AND_PLAYER });
    const { actor, item } = await dragonborn24(b);
    world.dialogs.answer("cone");
    world.dice.force(7, 3);
    await breathe(b, { actor });
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33 });
    expect(usesSpent(item)).toBe(1);
    expect(world.chat).toHaveLength(1);
    expect(breathCards(world)[0]!.author).toBe(world.users.activeGM!.id);
    expect(answersSent(world)).toHaveLength(1);
  });

  it("a card another module refuses: the goblin's hit points and the use come back, one notice", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    await spend(item, 1);
    world.hooks.on("preCreateChatMessage", (() => false) as (...args: never[]) => unknown);
    world.dialogs.answer("cone");
    world.dice.force(7, 3);
    expect(await breathe(b, { actor })).toBeNull();
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(usesSpent(item)).toBe(1);
    expect(world.chat).toHaveLength(0);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.NoCard")]);
  });

  it("a player with one use left who retried while no GM was online has the goblin hurt once: the second is refused as spent", async () => {
    const b = start({ stack, gmConnected: false });
    const { actor, item } = await dragonborn24(b);
    await spend(item, 1);
    world.dialogs.answer("line");
    expect((await breathe(b, { actor }))?.awaitingGM).toBe(true);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dialogs.answer("line");
    await breathe(b, { actor });
    expect(requestCards(world)).toHaveLength(2);
    world.dice.force(7, 3);
    expect(await gmConnectsAndOffers(world)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33 });
    expect(usesSpent(item)).toBe(2);
    expect(breathCards(world)).toHaveLength(1);
    const [left] = requestCards(world);
    expect(pendingOf(left!).status).toBe("refused");
    expect(left!.content).toContain(L(world, "Breath.Refused.Spent24"));
  });

  it("the same request sent twice at once is decided once", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    const area = await placeAreaAs(world, "Player", { shape: "cone", x: ORIGIN.x, y: ORIGIN.y, size: 15 });
    const request = requestFor(world, "Player", {
      actorUuid: actor.uuid,
      itemUuid: item.uuid,
      areaUuid: area.uuid,
      shape: "cone",
    });
    world.dice.force(7, 3, 9, 2);
    world.asUser("Player", () => {
      world.game.socket.emit("module.kynthaettir", { type: "breath.request", request });
      world.game.socket.emit("module.kynthaettir", { type: "breath.request", request });
    });
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33 });
    expect(usesSpent(item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
  });

  it("a replayed request, even after a long rest gave the uses back, is refused and hurts no one twice", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    world.dialogs.answer("cone");
    world.dice.force(7, 3);
    await breathe(b, { actor });
    await world.asUser("Player", () => (actor as unknown as Resting).longRest({ dialog: false }));
    expect(usesSpent(item)).toBe(0);
    const [sent] = sentRequests(world, "Player");
    world.dice.force(9, 2);
    expect((await sendRequestAs(world, "Player", { ...sent! }))?.refusal).toBe("Breath.Refused.Again");
    expect((await sendRequestAs(world, "Player", { ...sent!, requestId: newId(world) }))?.refusal).toBe(
      "Breath.Refused.Again",
    );
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33 });
    expect(usesSpent(item)).toBe(0);
    expect(breathCards(world)).toHaveLength(1);
  });
});

describe.each(STACKS)("the 2024 breath when something goes while the GM decides ($name)", ({ id: stack }) => {
  it("its area deleted: the player is told, nothing is spent, no one is hurt", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    beforeGMDecides(world, async (request) => {
      const area = areasOnScene(world).find((a) => a.uuid === request.areaUuid)!;
      await world.asUser("Player", () => area.delete());
    });
    world.dialogs.answer("line");
    world.dice.force(7, 3);
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.Area")]);
    expect(usesSpent(item)).toBe(0);
    expect(world.chat).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("the feature deleted: the player is told, the area goes, the macro gets null", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    beforeGMDecides(world, async () => {
      await world.asUser("gm", () => (item as unknown as Updatable).delete());
    });
    world.dialogs.answer("cone");
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.NoFeature")]);
    expect(areasOnScene(world)).toEqual([]);
    expect(breathCards(world)).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("a player cannot breathe for a 2024 dragonborn they do not own: one notice, nothing asked", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    const player = userId(world, "Player");
    await world.asUser("gm", () => (actor as unknown as Updatable).update({ [`ownership.${player}`]: 0 }));
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NotOwner", { actor: "Fáfnir" })]);
    expect(world.dialogs.shown).toHaveLength(0);
    expect(usesSpent(item)).toBe(0);
    expect(world.ops.total).toBe(0);
  });

  it("two quick clicks on undo give back once", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn24(b);
    world.dialogs.answer("cone");
    world.dice.force(7, 3);
    await breathe(b, { actor });
    const card = breathCards(world)[0]!;
    await world.asUser("Gamemaster", () =>
      Promise.all([runCardAction(card as never, "undo"), runCardAction(card as never, "undo")]),
    );
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("a line through three creatures writes 3 + 3 documents and posts one card", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    for (const [name, x] of [
      ["Gubbi", 850],
      ["Gabbi", 950],
    ] as const)
      await token(world, await creature(world, name, { hp: 40 }), x, 550);
    world.dialogs.answer("line");
    world.dice.force(7, 3, 3, 3);
    world.ops.reset();
    await breathe(b, { actor });
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33, Gubbi: 33, Gabbi: 33 });
    expect(usesSpent(item)).toBe(1);
    expect(writes(world).map(([action, name]) => `${action} ${name}`)).toEqual([
      `create ${areaDocumentName(world)}`,
      "update Item",
      "update Actor",
      "update Actor",
      "update Actor",
      "create ChatMessage",
    ]);
    expect(world.chat).toHaveLength(1);
  });
});
