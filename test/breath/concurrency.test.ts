/**
 * One card, several hands: the active GM's client finishing a player's request, a GM's click on
 * the card's button, a second click before the first is done, a GM who never answers, and a GM
 * client that fails half-way.
 */
import { afterEach, expect, it, vi } from "vitest";
import { describeShared } from "../support/shared";
import type { ChatMessage, World } from "../harness";
import { runCardAction } from "../../src/breath";
import { GM_REPLY_TIMEOUT_MS } from "../../src/breath/gm";
import { onRenderChatMessageHTML } from "../../src/hooks/breath";
import { MODULE_ID } from "../../src/content/ids";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  GM_AND_PLAYER,
  cardData,
  dragonbornFacingGoblin,
  hpOf,
  L,
  noticeTexts,
  renderedCard,
  saveRolls,
  type FakeButton,
  playerBreathAwaitingGM,
} from "./support";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A goblin whose saving throws fail with an unexpected error (a broken module, a bad roll). */
function breakSaves(goblin: { rollSavingThrow: unknown }): void {
  goblin.rollSavingThrow = () => Promise.reject(new Error("the save could not be rolled"));
}

describeShared("one breath card, several hands", () => {
  it("a GM who clicks finish while the GM's client is finishing the player's breath rolls and damages nothing twice", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    const clicks: Promise<boolean>[] = [];
    world.hooks.on("dnd5e.rollSavingThrow", (() => {
      if (clicks.length === 0 && world.game.user.isGM)
        clicks.push(runCardAction(breathCards(world)[0]! as never, "resolve"));
    }) as (...args: never[]) => unknown);
    world.dice.force(4, 5, 3, 1);
    await breathe(b, { actor });
    await world.settle();
    expect(clicks).toHaveLength(1);
    expect(await clicks[0]).toBe(false);
    expect(hpOf(goblin)).toBe(31);
    expect(saveRolls(world, goblin)).toBe(1);
    expect(noticeTexts(world)).toContain(L(world, "Breath.RequestInFlight"));
  });

  it("two quick clicks on finish roll each creature's save once and damage it once", async () => {
    const b = start({ gmConnected: false });
    const { goblin, card } = await playerBreathAwaitingGM(b);
    world.setGMConnected(true);
    world.setUser("gm");
    world.dice.force(3, 1);
    const both = await Promise.all([
      runCardAction(card as never, "resolve"),
      runCardAction(card as never, "resolve"),
    ]);
    expect(both[0]).toBe(true);
    expect(hpOf(goblin)).toBe(31);
    expect(saveRolls(world, goblin)).toBe(1);
  });

  it("while the player's request is under way the GM's finish button is disabled, and the card drops it once the GM is done", async () => {
    const b = start();
    const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    let during: FakeButton[] = [];
    world.hooks.on("createChatMessage", ((doc: ChatMessage) => {
      if ((doc.flags[MODULE_ID] as Record<string, unknown> | undefined)?.["breath"] === undefined) return;
      const view = renderedCard(doc);
      world.asUser("gm", () => onRenderChatMessageHTML(doc as never, view));
      during = view.buttons;
    }) as (...args: never[]) => unknown);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    await world.settle();
    expect(during.map((x) => [x.dataset.kynBreathAction, x.disabled])).toEqual([["resolve", true]]);
    expect(breathCards(world)[0]!.content).not.toContain('data-kyn-breath-action="resolve"');
  });

  it("when no GM answers in time the player gets the card back with the GM's finish button usable", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5);
    // The GM drops off after the breath found them connected: the request reaches no one.
    world.hooks.on("preCreateChatMessage", ((doc: ChatMessage) => {
      if ((doc.flags[MODULE_ID] as Record<string, unknown> | undefined)?.["breath"] !== undefined)
        world.setGMConnected(false);
    }) as (...args: never[]) => unknown);
    const breathing = breathe(b, { actor });
    await vi.advanceTimersByTimeAsync(GM_REPLY_TIMEOUT_MS + 1_000);
    const result = await breathing;
    expect(result?.targets.map((t) => t.status)).toEqual(["pending"]);
    const card = breathCards(world)[0]!;
    expect(cardData(card).requestedAt).toBeNull();
    world.setGMConnected(true);
    const view = renderedCard(card);
    world.asUser("gm", () => onRenderChatMessageHTML(card as never, view));
    expect(view.buttons.map((x) => [x.dataset.kynBreathAction, x.disabled])).toEqual([["resolve", false]]);
    world.dice.force(3);
    expect(await world.asUser("gm", () => runCardAction(card as never, "resolve"))).toBe(true);
    expect(hpOf(goblin)).toBe(31);
  });

  it("when the GM's client fails while finishing the player's breath, the player hears back at once and the GM can finish it from the card", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const saves = goblin.rollSavingThrow;
    breakSaves(goblin);
    world.dice.force(4, 5);
    // The clock moves only when told to, and never as far as the reply timeout: the breath must
    // come back on the GM's failure reply, with the timeout cleared, not by waiting it out.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    let answered = false;
    const breathing = breathe(b, { actor }).finally(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(GM_REPLY_TIMEOUT_MS - 1);
    expect(answered).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    const result = await breathing;
    await world.settle();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(world.backgroundErrors).toEqual([]);
    expect(result?.targets.map((t) => t.status)).toEqual(["pending"]);
    const card = breathCards(world)[0]!;
    expect(cardData(card).requestedAt).toBeNull();
    expect(card.content).toContain('data-kyn-breath-action="resolve"');
    goblin.rollSavingThrow = saves;
    world.dice.force(3);
    expect(await world.asUser("gm", () => runCardAction(card as never, "resolve"))).toBe(true);
    expect(hpOf(goblin)).toBe(31);
  });

  it("a card button that fails tells the GM in Icelandic, logs the error once, and can be clicked again", async () => {
    const b = start({ gmConnected: false });
    const { goblin, card } = await playerBreathAwaitingGM(b);
    world.setGMConnected(true);
    world.setUser("gm");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    breakSaves(goblin);
    const view = renderedCard(card);
    onRenderChatMessageHTML(card as never, view);
    const [button] = view.buttons;
    button!.listeners[0]!(new Event("click"));
    expect(button!.disabled).toBe(true);
    await world.settle();
    expect(button!.disabled).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(world.notifications.map((n) => [n.type, n.message])).toContainEqual([
      "error",
      L(world, "Breath.ActionFailed"),
    ]);
    expect(hpOf(goblin)).toBe(40);
    expect(cardData(card).targets[0]?.status).toBe("pending");
  });
});
