/**
 * The GM's client takes nothing from a player but the request, and from the request only what it
 * can check against the documents. These tests play a player's client that forges: requests sent
 * on the module socket by hand, a message of its own dressed as the GM's card, an area made larger
 * after it was placed, and a waiting request card rewritten while no GM is online. Each checks the
 * exact hit points of every creature on the scene afterwards.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatMessage, type World } from "../harness";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import { MODULE_ID } from "../../src/content/ids";
import { runCardAction } from "../../src/breath";
import type { CardData } from "../../src/breath/card-data";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  dragonborn,
  dragonbornFacingGoblin,
  L,
  noticeTexts,
  ORIGIN,
  requestCards,
  settle,
  STACKS,
  token,
  usesSpent,
  type BreathWorld,
} from "./support";
import {
  answersSent,
  areasOnScene,
  beforeGMDecides,
  cardButtons,
  emitAs,
  forgeCardAs,
  gmConnectsAndOffers,
  GM_PLAYER_OTHER,
  newId,
  pendingOf,
  placeAreaAs,
  postRequestCardAs,
  placesRegions,
  requestFor,
  reshapeAreaAs,
  sceneHp,
  sendRequestAs,
  sentRequests,
  userId,
} from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_PLAYER_OTHER, user: "Player" });

afterEach(() => {
  vi.restoreAllMocks();
});

type Resting = { shortRest(config?: object): Promise<unknown> };

/** What nobody touched looks like: every creature at full hit points. */
const UNTOUCHED = { Fáfnir: 12, Gobbi: 40, Fjarri: 40, Regin: 12 };

/**
 * The table: the player's dragonborn Fáfnir facing the goblin, a creature far away, and the other
 * player's dragonborn Regin (with a breath weapon of its own) off to the side.
 */
async function table(b: BreathWorld) {
  const { actor, item, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
  const far = await creature(world, "Fjarri", { hp: 40 });
  const farToken = await token(world, far, 1550, 1550, { displayName: TOKEN_DISPLAY_MODES.ALWAYS });
  const other = await dragonborn(world, { name: "Regin" });
  await world.asUser("gm", () =>
    other.actor.update({ ownership: { default: 0, [userId(world, "Other")]: 3 } }),
  );
  await token(world, other.actor, 550, 1150);
  const goblinToken = world.scene.tokens.find((t) => t.actorId === goblin.id)!;
  return { actor, item, goblin, goblinToken, far, farToken, other };
}

/** The cone a red dragonborn at (550, 550) breathes east, placed by `user` by hand. */
function coneEast(user: string) {
  return placeAreaAs(world, user, { shape: "cone", x: ORIGIN.x, y: ORIGIN.y, size: 15 });
}

/** Nothing spent, nothing posted, no one hurt. */
function expectNothingHappened(t: Awaited<ReturnType<typeof table>>): void {
  expect(sceneHp(world)).toEqual(UNTOUCHED);
  expect(usesSpent(t.item)).toBe(0);
  expect(usesSpent(t.other.item)).toBe(0);
  expect(world.chat).toHaveLength(0);
}

describe.each(STACKS)("requests sent on the socket by hand ($name)", ({ id: stack }) => {
  it("a request by hand for the player's own fresh area is decided from the area alone: only the goblin burns", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    world.dice.force(4, 5, 3);
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: t.actor.uuid, itemUuid: t.item.uuid, areaUuid: area.uuid }),
    );
    expect(answer).toMatchObject({ refusal: null });
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(usesSpent(t.item)).toBe(1);
    expect(breathCards(world).map((c) => c.author)).toEqual([userId(world, "Gamemaster")]);
  });

  it("a request that names targets together with its area is no request: the creature far away is untouched", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", {
        actorUuid: t.actor.uuid,
        itemUuid: t.item.uuid,
        areaUuid: area.uuid,
        targetUuids: [t.farToken.document.uuid, t.goblinToken.uuid],
      }),
    );
    expect(answer).toBeNull();
    expect(answersSent(world)).toEqual([]);
    expectNothingHappened(t);
  });

  it("another player's dragonborn cannot be made to breathe", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", {
        actorUuid: t.other.actor.uuid,
        itemUuid: t.other.item.uuid,
        areaUuid: area.uuid,
      }),
    );
    expect(answer?.refusal).toBe("Breath.Refused.NotOwner");
    expectNothingHappened(t);
  });

  it("another actor's breath weapon cannot be used by the player's dragonborn", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", {
        actorUuid: t.actor.uuid,
        itemUuid: t.other.item.uuid,
        areaUuid: area.uuid,
      }),
    );
    expect(answer?.refusal).toBe("Breath.Refused.NoFeature");
    expectNothingHappened(t);
  });

  it("an item that is not a breath weapon breathes nothing", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    const classItem = t.actor.items.find((i) => i.type === "class")!;
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: t.actor.uuid, itemUuid: classItem.uuid, areaUuid: area.uuid }),
    );
    expect(answer?.refusal).toBe("Breath.Refused.NoFeature");
    expectNothingHappened(t);
  });

  it("a player cannot breathe ad hoc (without the feature), as only a GM may", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: t.actor.uuid, ancestry: "red", areaUuid: area.uuid }),
    );
    expect(answer?.refusal).toBe("Breath.Refused.NoFeature");
    expectNothingHappened(t);
  });

  it("without an area, only targets within the breath's reach of the breather burn: the creature across the map is untouched", async () => {
    const b = start({ stack });
    const t = await table(b);
    world.dice.force(4, 5, 3, 3);
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", {
        actorUuid: t.actor.uuid,
        itemUuid: t.item.uuid,
        targetUuids: [t.farToken.document.uuid, t.goblinToken.uuid],
      }),
    );
    expect(answer?.refusal).toBeNull();
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(cardData(breathCards(world)[0]!).targets.map((row) => row.actorUuid)).toEqual([t.goblin.uuid]);
  });

  it("without an area, a breather with no token on the targets' scene burns no one", async () => {
    const b = start({ stack });
    const t = await table(b);
    const own = world.scene.tokens.find((tk) => tk.actorId === t.actor.id)!;
    await world.asUser("gm", () => own.delete());
    world.dice.force(4, 5, 3);
    await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", {
        actorUuid: t.actor.uuid,
        itemUuid: t.item.uuid,
        targetUuids: [t.goblinToken.uuid],
      }),
    );
    const { Fáfnir: _gone, ...others } = UNTOUCHED;
    expect(sceneHp(world)).toEqual(others);
    expect(cardData(breathCards(world)[0]!).targets).toEqual([]);
  });

  it("a waiting-request card a player posts in another player's name while the GM is online is not decided", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    await postRequestCardAs(
      world,
      "Player",
      requestFor(world, "Other", { actorUuid: t.actor.uuid, itemUuid: t.item.uuid, areaUuid: area.uuid }),
    );
    await settle(world);
    expect(sceneHp(world)).toEqual(UNTOUCHED);
    expect(usesSpent(t.item)).toBe(0);
    expect(breathCards(world)).toHaveLength(0);
  });

  it("a waiting-request card the player posts while the GM is online is decided once from its area, and goes away", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    const request = requestFor(world, "Player", {
      actorUuid: t.actor.uuid,
      itemUuid: t.item.uuid,
      areaUuid: area.uuid,
    });
    world.dice.force(4, 5, 3);
    await postRequestCardAs(world, "Player", request);
    await settle(world);
    await sendRequestAs(world, "Player", request);
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(usesSpent(t.item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
    expect(requestCards(world)).toHaveLength(0);
  });

  it("a request in the GM's name (a GM's breath never comes over the socket) is ignored", async () => {
    const b = start({ stack });
    const t = await table(b);
    const request = requestFor(world, "Gamemaster", {
      actorUuid: t.far.uuid,
      ancestry: "red",
      targetUuids: [t.farToken.document.uuid, t.goblinToken.uuid],
    });
    world.dice.force(6, 6, 1, 1);
    await emitAs(world, "Player", { type: "breath.request", request });
    expect(answersSent(world)).toEqual([]);
    expectNothingHappened(t);
  });

  it("a request in another player's name is ignored when Foundry says who sent it", async () => {
    const b = start({ stack });
    const t = await table(b);
    const request = requestFor(world, "Other", {
      actorUuid: t.other.actor.uuid,
      itemUuid: t.other.item.uuid,
      targetUuids: [t.goblinToken.uuid],
    });
    // Foundry's server appends the sending user's id to a module socket message.
    await emitAs(world, "Player", { type: "breath.request", request }, userId(world, "Player"));
    expect(answersSent(world)).toEqual([]);
    expectNothingHappened(t);
  });

  it.each([
    ["the GM", "Gamemaster"],
    ["another player", "Other"],
  ] as const)("an area %s placed is not the player's to breathe through", async (_who, placer) => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast(placer);
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: t.actor.uuid, itemUuid: t.item.uuid, areaUuid: area.uuid }),
    );
    expect(answer?.refusal).toBe("Breath.Refused.Area");
    expectNothingHappened(t);
  });

  it("an area placed more than two minutes ago is refused as stale", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 2 * 60_000 + 1_000);
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: t.actor.uuid, itemUuid: t.item.uuid, areaUuid: area.uuid }),
    );
    expect(answer?.refusal).toBe("Breath.Refused.Stale");
    expectNothingHappened(t);
  });

  it("an area of the wrong shape (a line for a red dragonborn's cone) covers no one", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await placeAreaAs(world, "Player", {
      shape: "line",
      x: ORIGIN.x,
      y: ORIGIN.y,
      size: 60,
      width: 60,
    });
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: t.actor.uuid, itemUuid: t.item.uuid, areaUuid: area.uuid }),
    );
    expect(answer?.refusal).toBe("Breath.Refused.Area");
    expectNothingHappened(t);
  });

  it("a replayed request (the same request id), even after a rest, is refused and hurts no one twice", async () => {
    const b = start({ stack });
    const t = await table(b);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor: t.actor });
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    await world.asUser("Player", () => (t.actor as unknown as Resting).shortRest({ dialog: false }));
    expect(usesSpent(t.item)).toBe(0);
    const [sent] = sentRequests(world, "Player");
    world.dice.force(6, 6, 1);
    const answer = await sendRequestAs(world, "Player", { ...sent! });
    expect(answer?.refusal).toBe("Breath.Refused.Again");
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(usesSpent(t.item)).toBe(0);
    expect(breathCards(world)).toHaveLength(1);
  });

  it("a new request for an area already resolved is refused and hurts no one twice", async () => {
    const b = start({ stack });
    const t = await table(b);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor: t.actor });
    await world.asUser("Player", () => (t.actor as unknown as Resting).shortRest({ dialog: false }));
    const [sent] = sentRequests(world, "Player");
    world.dice.force(6, 6, 1);
    const answer = await sendRequestAs(world, "Player", { ...sent!, requestId: newId(world) });
    expect(answer?.refusal).toBe("Breath.Refused.Again");
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(usesSpent(t.item)).toBe(0);
    expect(breathCards(world)).toHaveLength(1);
  });

  it("the same request sent twice at once is decided once", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    await world.asUser("Player", () =>
      (t.item as unknown as { update(d: object): Promise<unknown> }).update({ "system.uses.max": "3" }),
    );
    const request = requestFor(world, "Player", {
      actorUuid: t.actor.uuid,
      itemUuid: t.item.uuid,
      areaUuid: area.uuid,
    });
    world.dice.force(4, 5, 3, 6, 6, 1);
    world.asUser("Player", () => {
      world.game.socket.emit("module.kynthaettir", { type: "breath.request", request });
      world.game.socket.emit("module.kynthaettir", { type: "breath.request", request });
    });
    await settle(world);
    expect(answersSent(world).map((a) => a.refusal)).toEqual([null, "Breath.Refused.Again"]);
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(usesSpent(t.item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
  });

  it("two requests at once for a one-use breath, over a real network's round trip, burn the goblin once: the second is refused as spent", async () => {
    const b = start({ stack });
    const t = await table(b);
    world.serverRoundTrip(20);
    const one = () =>
      requestFor(world, "Player", {
        actorUuid: t.actor.uuid,
        itemUuid: t.item.uuid,
        targetUuids: [t.goblinToken.uuid],
      });
    const [first, second] = [one(), one()];
    world.dice.force(4, 5, 3, 4, 5, 3);
    world.asUser("Player", () => {
      world.game.socket.emit("module.kynthaettir", { type: "breath.request", request: first });
      world.game.socket.emit("module.kynthaettir", { type: "breath.request", request: second });
    });
    await settle(world);
    expect(answersSent(world).map((a) => a.refusal)).toEqual([null, "Breath.Refused.Spent"]);
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(usesSpent(t.item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
  });

  it("malformed payloads get no answer and change nothing", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast("Player");
    const good = requestFor(world, "Player", {
      actorUuid: t.actor.uuid,
      itemUuid: t.item.uuid,
      areaUuid: area.uuid,
    });
    const payloads: unknown[] = [
      null,
      "breath.request",
      42,
      { type: "breath.request" },
      { type: "breath.request", request: null },
      { type: "breath.request", request: "x" },
      { type: "breath.request", request: [good] },
      { type: "breath.request", request: { ...good, requestId: "short" } },
      { type: "breath.request", request: { ...good, requestId: 12 } },
      { type: "breath.request", request: { ...good, userId: "not-an-id!!!!!!!" } },
      { type: "breath.request", request: { ...good, actorUuid: "Actor.<script>" } },
      { type: "breath.request", request: { ...good, actorUuid: "x".repeat(201) } },
      { type: "breath.request", request: { ...good, itemUuid: { uuid: t.item.uuid } } },
      { type: "breath.request", request: { ...good, ancestry: "red" } },
      { type: "breath.request", request: { ...good, itemUuid: null } },
      { type: "breath.request", request: { ...good, ancestry: "purple", itemUuid: null } },
      { type: "breath.request", request: { ...good, areaUuid: 7 } },
      { type: "breath.request", request: { ...good, targetUuids: "Scene.x.Token.y" } },
      { type: "breath.request", request: { ...good, targetUuids: [null] } },
      {
        type: "breath.request",
        request: { ...good, areaUuid: null, targetUuids: Array(101).fill(t.goblinToken.uuid) },
      },
      { type: "breath.request", request: { ...good, mode: "roll" } },
      { type: "breath.request", request: { ...good, mode: undefined } },
      { type: "breath.answer", requestId: good["requestId"], userId: userId(world, "Gamemaster") },
      { type: "breath.decide", request: good },
    ];
    for (const payload of payloads) await emitAs(world, "Player", payload);
    expect(answersSent(world)).toEqual([]);
    expect(areasOnScene(world)).toHaveLength(1);
    expectNothingHappened(t);
    expect(world.backgroundErrors).toEqual([]);
  });
});

describe.each(STACKS.filter((s) => s.id === "v14-dnd5e61"))(
  "Regions that record no author, as V14's public RegionData lists none ($name)",
  ({ id: stack }) => {
    /** Every Region created from now on records no author (the field absent, not null). */
    function noAuthors(): void {
      world.hooks.on("createRegion", ((doc: object) =>
        Object.defineProperty(doc, "author", { value: undefined, configurable: true })) as (
        ...args: never[]
      ) => unknown);
    }

    it("the player's breath, placed through the module, still burns the goblin once", async () => {
      const b = start({ stack });
      noAuthors();
      const t = await table(b);
      world.dice.force(4, 5, 3);
      await breathe(b, { actor: t.actor });
      await settle(world);
      expect(answersSent(world).map((a) => a.refusal)).toEqual([null]);
      expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
      expect(usesSpent(t.item)).toBe(1);
    });

    it("an area without the module's placement flags (placed by hand) is refused and hurts no one", async () => {
      const b = start({ stack });
      noAuthors();
      const t = await table(b);
      const area = await coneEast("Player");
      const answer = await sendRequestAs(
        world,
        "Player",
        requestFor(world, "Player", { actorUuid: t.actor.uuid, itemUuid: t.item.uuid, areaUuid: area.uuid }),
      );
      expect(answer).toMatchObject({ refusal: "Breath.Refused.Area" });
      expect(sceneHp(world)).toEqual(UNTOUCHED);
      expect(usesSpent(t.item)).toBe(0);
    });
  },
);

describe.each(STACKS)("another player's forged card for a waiting breath ($name)", ({ id: stack }) => {
  it("a player's message carrying the waiting request's id does not stop the GM deciding it", async () => {
    const b = start({ stack, gmConnected: false });
    const t = await table(b);
    await breathe(b, { actor: t.actor });
    const [waiting] = requestCards(world);
    const { request } = pendingOf(waiting!);
    await world.asUser("Other", () =>
      ChatMessage.create({
        content: "<p>hæ</p>",
        flags: {
          [MODULE_ID]: {
            breath: {
              version: 2,
              targets: [],
              dc: 1,
              actorUuid: "x",
              requestId: request.requestId,
              areaUuid: request.areaUuid,
            },
          },
        },
      }),
    );
    world.dice.force(4, 5, 3);
    expect(await gmConnectsAndOffers(world)).toBe(1);
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(usesSpent(t.item)).toBe(1);
    expect(breathCards(world).filter((m) => m.author === userId(world, "Gamemaster"))).toHaveLength(1);
  });
});

describe.each(STACKS)("a player's own message dressed as the GM's card ($name)", ({ id: stack }) => {
  function forgedData(t: Awaited<ReturnType<typeof table>>, messageTargets: CardData["targets"]): CardData {
    return {
      version: 2,
      requestId: newId(world),
      userId: userId(world, "Player"),
      actorUuid: t.actor.uuid,
      actorName: "Fáfnir",
      itemUuid: t.item.uuid,
      ancestry: "red",
      dc: 30,
      ability: "dex",
      damageType: "fire",
      formula: "20d6",
      damageTotal: 120,
      automation: "saves",
      adHoc: false,
      areaUuid: null,
      mode: "publicroll",
      targets: messageTargets,
    };
  }

  it("the GM's copy has no buttons, and the GM's apply and undo on it change nothing", async () => {
    const b = start({ stack });
    const t = await table(b);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor: t.actor });
    const real = breathCards(world)[0]!;
    const forged = await forgeCardAs(
      world,
      "Player",
      forgedData(t, [
        {
          tokenUuid: t.farToken.document.uuid,
          actorUuid: t.far.uuid,
          name: "Fjarri",
          status: "rolled",
          save: { total: 1, d20: 1, success: false },
          damage: 120,
          hpLost: 0,
          tempLost: 0,
        },
        {
          ...cardData(real).targets[0]!,
          status: "applied",
          hpLost: 9,
        },
      ]),
    );
    await settle(world);
    expect(cardButtons(world, "Gamemaster", forged)).toEqual([]);
    expect(cardButtons(world, "Player", forged)).toEqual([]);

    expect(await world.asUser("Gamemaster", () => runCardAction(forged as never, "apply"))).toBe(false);
    expect(await world.asUser("Gamemaster", () => runCardAction(forged as never, "undo"))).toBe(false);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.CardRefused"), L(world, "Breath.CardRefused")]);
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(forged.flags[MODULE_ID]).toMatchObject({
      breath: { targets: [{ status: "rolled" }, { status: "applied" }] },
    });
  });

  it("a player cannot rewrite the GM's card: Foundry refuses the edit", async () => {
    const b = start({ stack });
    const t = await table(b);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor: t.actor });
    const card = breathCards(world)[0]!;
    await expect(
      world.asUser("Player", () => card.update({ [`flags.${MODULE_ID}.breath.targets`]: [] })),
    ).rejects.toThrow(/lacks permission/);
    expect(cardData(card).targets).toHaveLength(1);
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
  });
});

describe.each(STACKS)("a player who makes the placed area larger ($name)", ({ id: stack }) => {
  it("a cone made longer and wider after it was placed still reaches only what the rules' cone does", async () => {
    const b = start({ stack });
    const t = await table(b);
    const beyond = await creature(world, "Handan", { hp: 40 });
    const beside = await creature(world, "Hjá", { hp: 40 });
    await token(world, beyond, 950, 550); // 17,5 ft along the axis: beyond 15 ft
    await token(world, beside, 650, 750); // 10 ft away, 76° off the axis: outside the cone
    // The player's client makes its area a 100-ft half circle once it is placed, before the GM decides.
    beforeGMDecides(world, async (request) => {
      const area = areasOnScene(world).find((a) => a.uuid === request.areaUuid)!;
      await reshapeAreaAs(world, "Player", area, {
        shape: "cone",
        x: ORIGIN.x,
        y: ORIGIN.y,
        size: 100,
        angle: 180,
      });
    });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor: t.actor });
    const area = areasOnScene(world)[0]!.toObject() as Record<string, unknown>;
    if (placesRegions(world)) expect((area["shapes"] as { radius: number }[])[0]!.radius).toBe(2000);
    else expect(area["distance"]).toBe(100);
    expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31, Handan: 40, Hjá: 40 });
    expect(cardData(breathCards(world)[0]!).targets.map((row) => row.name)).toEqual(["Gobbi"]);
  });

  it("a line made longer and wider by hand still reaches only the rules' 5 × 30 ft line", async () => {
    start({ stack });
    const { actor, item } = await dragonborn(world, { ancestry: "black", ownedByPlayer: true });
    const onLine = await creature(world, "Á línunni", { hp: 40 });
    const aside = await creature(world, "Til hliðar", { hp: 40 });
    const farEnd = await creature(world, "Við endann", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, onLine, 850, 550);
    await token(world, aside, 850, 750); // two squares aside
    await token(world, farEnd, 1350, 550); // 37,5 ft along
    const area = await placeAreaAs(world, "Player", {
      shape: "line",
      x: ORIGIN.x,
      y: ORIGIN.y,
      size: 30,
      width: 5,
    });
    await reshapeAreaAs(world, "Player", area, {
      shape: "line",
      x: ORIGIN.x,
      y: ORIGIN.y,
      size: 60,
      width: 30,
    });
    world.dice.force(2, 2, 1);
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: actor.uuid, itemUuid: item.uuid, areaUuid: area.uuid }),
    );
    expect(answer?.refusal).toBeNull();
    expect(sceneHp(world)).toEqual({
      Fáfnir: 12,
      "Á línunni": 36,
      "Til hliðar": 40,
      "Við endann": 40,
    });
  });
});

describe.each(STACKS)(
  "a waiting request card the player rewrites while no GM is online ($name)",
  ({ id: stack }) => {
    async function waitingBreath() {
      const b = start({ stack, gmConnected: false });
      const t = await table(b);
      await breathe(b, { actor: t.actor });
      const [card] = requestCards(world);
      expect(card).toBeDefined();
      return { b, t, card: card! };
    }

    async function rewrite(
      card: Parameters<typeof pendingOf>[0],
      change: (flags: Record<string, unknown>) => void,
    ) {
      const flags = structuredClone(pendingOf(card)) as unknown as Record<string, unknown>;
      change(flags);
      await world.asUser("Player", () => card.update({ [`flags.${MODULE_ID}.breathRequest`]: flags }));
    }

    it("names added to the card change nothing: the GM resolves the request it holds, and the area decides", async () => {
      const { t, card } = await waitingBreath();
      await rewrite(card, (flags) => {
        flags["names"] = ["Gobbi", "Fjarri", "Regin"];
      });
      world.dice.force(4, 5, 3);
      expect(await gmConnectsAndOffers(world)).toBe(1);
      expect(sceneHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
      expect(cardData(breathCards(world)[0]!).targets.map((row) => row.name)).toEqual(["Gobbi"]);
      expect(usesSpent(t.item)).toBe(1);
    });

    it("a request pointed at an area the GM placed is refused on its card, and nothing is spent", async () => {
      const { t, card } = await waitingBreath();
      const gmArea = await coneEast("Gamemaster");
      await rewrite(card, (flags) => {
        (flags["request"] as Record<string, unknown>)["areaUuid"] = gmArea.uuid;
      });
      expect(await gmConnectsAndOffers(world)).toBe(0);
      expect(pendingOf(card).status).toBe("refused");
      expect(card.content).toContain(L(world, "Breath.Refused.Area"));
      expect(breathCards(world)).toHaveLength(0);
      expect(sceneHp(world)).toEqual(UNTOUCHED);
      expect(usesSpent(t.item)).toBe(0);
    });

    it("a request pointed at another player's dragonborn is refused on its card", async () => {
      const { t, card } = await waitingBreath();
      await rewrite(card, (flags) => {
        Object.assign(flags["request"] as Record<string, unknown>, {
          actorUuid: t.other.actor.uuid,
          itemUuid: t.other.item.uuid,
        });
      });
      expect(await gmConnectsAndOffers(world)).toBe(0);
      expect(pendingOf(card).status).toBe("refused");
      expect(sceneHp(world)).toEqual(UNTOUCHED);
      expect(usesSpent(t.other.item)).toBe(0);
      expect(usesSpent(t.item)).toBe(0);
    });

    it("a request card rewritten in another user's name is not offered at all", async () => {
      const { t, card } = await waitingBreath();
      await rewrite(card, (flags) => {
        (flags["request"] as Record<string, unknown>)["userId"] = userId(world, "Gamemaster");
      });
      expect(await gmConnectsAndOffers(world)).toBe(0);
      expect(world.dialogs.shown).toHaveLength(0);
      expect(pendingOf(card).status).toBe("pending");
      expect(sceneHp(world)).toEqual(UNTOUCHED);
      expect(usesSpent(t.item)).toBe(0);
    });
  },
);
