/**
 * One breath, several hands, on each stack: two GMs connected (one decides), no GM connected (the
 * request waits on a card until a GM connects and is offered it; old requests expire), a player
 * who retries meanwhile, a GM who answers late or fails, and the GM's buttons clicked twice.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { World } from "../harness";
import { GM_ANSWER_TIMEOUT_MS, offerWaitingRequests } from "../../src/breath/gm";
import { registerBreathSocket, runCardAction } from "../../src/breath";
import { SOCKET_NAME } from "../../src/content/ids";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  dragonbornFacingGoblin,
  GM_AND_PLAYER,
  L,
  noticeTexts,
  ORIGIN,
  requestCards,
  setAutomation,
  settle,
  STACKS,
  usesSpent,
  type BreathWorld,
} from "./support";
import {
  answersSent,
  breakFormula,
  areaDocumentName,
  areasOnScene,
  beforeGMDecides,
  gmConnectsAndOffers,
  pendingOf,
  sceneHp,
  sendRequestAs,
  sentRequests,
  TWO_GMS_AND_PLAYER,
  userId,
  writes,
} from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const HOUR = 60 * 60_000;

/** A player's breath while no GM is connected: the request card it leaves. */
async function breathAwaitingGM(b: BreathWorld) {
  const { actor, item, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
  const result = await breathe(b, { actor });
  expect(result?.awaitingGM).toBe(true);
  return { actor, item, goblin };
}

describe.each(STACKS)("two GMs connected ($name)", ({ id: stack }) => {
  it("exactly one GM's client decides: one answer, one card, one use, the goblin burned once", async () => {
    const b = start({ stack, users: TWO_GMS_AND_PLAYER });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3, 6, 6, 1);
    world.ops.reset();
    await breathe(b, { actor });
    const active = world.users.activeGM!;
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
    expect(world.chat).toHaveLength(1);
    expect(breathCards(world)[0]!.author).toBe(active.id);
    expect(answersSent(world)).toHaveLength(1);
    // Both GMs' clients heard the request; only the active one wrote anything.
    const heard = world.socket.deliveries.filter(
      (d) => (d.args[0] as { type: string }).type === "breath.request",
    );
    expect(heard.map((d) => d.to).sort()).toEqual(
      world.users
        .filter((u) => u.isGM)
        .map((u) => u.id)
        .sort(),
    );
    expect(
      new Set(
        writes(world)
          .slice(1)
          .map(([, , who]) => who),
      ),
    ).toEqual(new Set([active.name]));
  });

  it("the other GM's ready chore offers nothing: only the active GM resolves waiting requests", async () => {
    const b = start({ stack, users: TWO_GMS_AND_PLAYER, gmConnected: false });
    await breathAwaitingGM(b);
    world.setGMConnected(true);
    const other = world.users.find((u) => u.isGM && u !== world.users.activeGM)!;
    expect(await world.asUser(other, () => offerWaitingRequests())).toBe(0);
    expect(world.dialogs.shown).toHaveLength(0);
    expect(requestCards(world)).toHaveLength(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });
});

describe.each(STACKS)("no GM connected, then a GM connects ($name)", ({ id: stack }) => {
  it("the player's breath waits on a request card, with nothing spent and no one hurt", async () => {
    const b = start({ stack, gmConnected: false });
    world.ops.reset();
    const { item } = await breathAwaitingGM(b);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoGM")]);
    expect(usesSpent(item)).toBe(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(breathCards(world)).toHaveLength(0);
    const [card] = requestCards(world);
    expect(card!.author).toBe(userId(world, "Player"));
    expect(card!.content).toContain(L(world, "Breath.Card.AwaitingGM"));
    expect(card!.content).toContain("Gobbi");
    expect(pendingOf(card!).status).toBe("pending");
    expect(world.socket.emitted).toHaveLength(0);
  });

  it("the GM who connects is offered the request; resolving it burns the goblin once and replaces the request card with the GM's card", async () => {
    const b = start({ stack, gmConnected: false });
    const { item } = await breathAwaitingGM(b);
    world.dice.force(4, 5, 3);
    world.ops.reset();
    expect(await gmConnectsAndOffers(world)).toBe(1);
    expect(world.dialogs.last?.title).toBe(L(world, "Breath.Waiting.Title"));
    expect(world.dialogs.last?.content).toContain(L(world, "Breath.Waiting.Content", { count: 1 }));
    expect(world.dialogs.last?.content).toContain("Fáfnir");
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
    expect(requestCards(world)).toHaveLength(0);
    expect(world.chat).toHaveLength(1);
    expect(breathCards(world)[0]!.author).toBe(userId(world, "Gamemaster"));
    expect(writes(world).every(([, , who]) => who === "Gamemaster")).toBe(true);
    // Offered again (the next ready), there is nothing left to resolve.
    expect(await gmConnectsAndOffers(world)).toBe(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });

  it("a GM who answers 'later' leaves the request waiting, and resolves it at the next offer", async () => {
    const b = start({ stack, gmConnected: false });
    await breathAwaitingGM(b);
    expect(await gmConnectsAndOffers(world, false)).toBe(0);
    expect(requestCards(world)).toHaveLength(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    world.dice.force(4, 5, 3);
    expect(await gmConnectsAndOffers(world)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });

  it("a request older than an hour is marked expired, not offered, and nothing is spent", async () => {
    const b = start({ stack, gmConnected: false });
    const { item } = await breathAwaitingGM(b);
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + HOUR + 60_000);
    expect(await gmConnectsAndOffers(world)).toBe(0);
    expect(world.dialogs.shown).toHaveLength(0);
    const [card] = requestCards(world);
    expect(pendingOf(card!).status).toBe("expired");
    expect(card!.content).toContain(L(world, "Breath.Card.Expired"));
    expect(usesSpent(item)).toBe(0);
    expect(breathCards(world)).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("an old request expires while a fresh one is offered and resolved", async () => {
    const b = start({ stack, gmConnected: false });
    const { actor, item } = await breathAwaitingGM(b);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + HOUR + 60_000);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    await breathe(b, { actor });
    const [old, fresh] = requestCards(world);
    world.dice.force(4, 5, 3);
    expect(await gmConnectsAndOffers(world)).toBe(1);
    expect(pendingOf(old!).status).toBe("expired");
    expect(world.chat).not.toContain(fresh);
    expect(breathCards(world)).toHaveLength(1);
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });

  it("a player who retried while waiting (two requests) has the goblin burned once: the second is refused as spent", async () => {
    const b = start({ stack, gmConnected: false });
    const { actor, item } = await breathAwaitingGM(b);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    await breathe(b, { actor });
    expect(requestCards(world)).toHaveLength(2);
    world.dice.force(4, 5, 3);
    expect(await gmConnectsAndOffers(world)).toBe(1);
    expect(world.dialogs.last?.content).toContain(L(world, "Breath.Waiting.Content", { count: 2 }));
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
    const [left] = requestCards(world);
    expect(pendingOf(left!).status).toBe("refused");
    expect(left!.content).toContain(L(world, "Breath.Refused.Spent"));
  });

  it("a player who sends the waiting request again once a GM is online has it decided once; the waiting card goes away", async () => {
    const b = start({ stack, gmConnected: false });
    const { item } = await breathAwaitingGM(b);
    const [card] = requestCards(world);
    world.setGMConnected(true);
    world.dice.force(4, 5, 3);
    const answer = await sendRequestAs(world, "Player", { ...pendingOf(card!).request });
    expect(answer?.refusal).toBeNull();
    world.dice.force(6, 6, 1);
    expect(await gmConnectsAndOffers(world)).toBe(0);
    expect(world.chat).not.toContain(card);
    expect(requestCards(world)).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
  });

  it("a player who breathes again once a GM is online spends the use; the waiting request is then refused, and the goblin burns once", async () => {
    const b = start({ stack, gmConnected: false });
    const { actor, item } = await breathAwaitingGM(b);
    world.setGMConnected(true);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    expect(await gmConnectsAndOffers(world)).toBe(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
    expect(pendingOf(requestCards(world)[0]!).status).toBe("refused");
  });
});

describe.each(STACKS)("a GM who answers late, or fails ($name)", ({ id: stack }) => {
  it("a GM slower than the wait: the player is told, and the GM's card still comes once it is decided", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    beforeGMDecides(world, () => new Promise((resolve) => setTimeout(resolve, GM_ANSWER_TIMEOUT_MS + 5_000)));
    world.dice.force(4, 5, 3);
    const breathing = b.api.breathWeapon({ actor } as never);
    await vi.advanceTimersByTimeAsync(GM_ANSWER_TIMEOUT_MS + 1_000);
    const result = await breathing;
    expect(result?.awaitingGM).toBe(true);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.GMSlow")]);
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    await settle(world);
    // Decided once, whichever way reached the GM first (the socket or the waiting card).
    expect(breathCards(world)).toHaveLength(1);
    expect(breathCards(world)[0]!.author).toBe(userId(world, "Gamemaster"));
    expect(requestCards(world)).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
  });

  it("a GM whose client never hears the request: the player is told after the wait, and the GM's client decides it from the waiting card", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    // The GM is connected, but the socket message never reaches the module there.
    world.game.socket.off(SOCKET_NAME);
    world.asUser("Player", () => registerBreathSocket());
    world.dice.force(4, 5, 3);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const breathing = b.api.breathWeapon({ actor } as never);
    await vi.advanceTimersByTimeAsync(GM_ANSWER_TIMEOUT_MS + 1_000);
    const result = await breathing;
    vi.useRealTimers();
    await settle(world);
    expect(result?.awaitingGM).toBe(true);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.GMSlow")]);
    expect(sentRequests(world, "Player")).toHaveLength(1);
    expect(usesSpent(item)).toBe(1);
    expect(requestCards(world)).toHaveLength(0);
    expect(breathCards(world)).toHaveLength(1);
    expect(breathCards(world)[0]!.author).toBe(userId(world, "Gamemaster"));
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });

  it("a GM who drops off while the area is being placed: the request waits on a card, nothing spent", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.hooks.on(`create${areaDocumentName(world)}`, (() => world.setGMConnected(false)) as (
      ...args: never[]
    ) => unknown);
    const result = await breathe(b, { actor });
    expect(result?.awaitingGM).toBe(true);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoGM")]);
    expect(sentRequests(world, "Player")).toHaveLength(0);
    expect(requestCards(world)).toHaveLength(1);
    expect(usesSpent(item)).toBe(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("a GM client that fails while deciding (a damage formula edited into nonsense) answers at once: one logged error, the player told, nothing spent", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    await breakFormula(world, item);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let answered = false;
    const breathing = b.api.breathWeapon({ actor } as never).finally(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(GM_ANSWER_TIMEOUT_MS - 1);
    expect(answered).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    await breathing;
    await settle(world);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.Failed")]);
    expect(usesSpent(item)).toBe(0);
    expect(world.chat).toHaveLength(0);
    expect(areasOnScene(world)).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(world.backgroundErrors).toEqual([]);
  });
});

describe.each(STACKS)("the GM's buttons clicked twice ($name)", ({ id: stack }) => {
  it("two quick clicks on apply apply the damage once", async () => {
    const b = start({ stack });
    await setAutomation(world, "saves");
    const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    const card = breathCards(world)[0]!;
    const both = await world.asUser("Gamemaster", () =>
      Promise.all([runCardAction(card as never, "apply"), runCardAction(card as never, "apply")]),
    );
    await settle(world);
    expect(both).toEqual([true, true]);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(cardData(card).targets[0]).toMatchObject({ status: "applied", hpLost: 9 });
  });

  it("apply clicked again after the damage was applied changes nothing", async () => {
    const b = start({ stack });
    await setAutomation(world, "saves");
    const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    const card = breathCards(world)[0]!;
    await world.asUser("Gamemaster", () => runCardAction(card as never, "apply"));
    await world.asUser("Gamemaster", () => runCardAction(card as never, "apply"));
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });
});
