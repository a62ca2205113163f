import { expect, it } from "vitest";
import { describeShared } from "../support/shared";
import type { World } from "../harness";
import { SOCKET_NAME } from "../../src/content/ids";
import { runCardAction } from "../../src/breath";
import { onRenderChatMessageHTML } from "../../src/hooks/breath";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  dragonborn,
  dragonbornFacingGoblin,
  hpOf,
  L,
  noticeTexts,
  ORIGIN,
  renderedCard,
  token,
  usesSpent,
  playerBreathAwaitingGM,
} from "./support";

const USERS = [
  { name: "Gamemaster", role: "gm" as const },
  { name: "Player", role: "player" as const },
  { name: "Other", role: "player" as const },
];

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: USERS, user: "Player" });

function userId(name: string): string {
  return world.users.find((u) => u.name === name)!.id;
}

/** The user whose client wrote each operation, for one document type. */
function writers(action: string, documentName: string): string[] {
  return world.ops.log
    .filter((e) => e.action === action && e.documentName === documentName)
    .map((e) => e.userId);
}

describeShared("a player's breath weapon", () => {
  it("the player places the area and spends the use; the GM's client rolls the saves and applies the damage to the GM's creatures", async () => {
    const b = start();
    const { actor, item, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    world.ops.reset();

    const result = await breathe(b, { actor });
    await world.settle();

    expect(hpOf(goblin)).toBe(31);
    expect(usesSpent(item)).toBe(1);
    expect(result?.targets.map((t) => [t.name, t.status])).toEqual([["Gobbi", "applied"]]);
    expect(result?.awaitingGM).toBe(false);
    expect(writers("create", "MeasuredTemplate")).toEqual([userId("Player")]);
    expect(writers("update", "Item")).toEqual([userId("Player")]);
    expect(writers("update", "Actor")).toEqual([userId("Gamemaster")]);
    const card = breathCards(world)[0]!;
    expect(card.author).toBe(userId("Player"));
    expect(card.content).toContain("Mistókst: fullur skaði");
    // Every other client hears both messages; only the GM answers the request, only the player the reply.
    const heard = (to: string) =>
      world.socket.deliveries
        .filter((d) => d.to === userId(to))
        .map((d) => (d.args[0] as { type: string }).type);
    expect(heard("Gamemaster")).toEqual(["breath.resolve"]);
    expect(heard("Player")).toEqual(["breath.resolved"]);
    expect(heard("Other")).toEqual(["breath.resolve", "breath.resolved"]);
    expect(noticeTexts(world)).toEqual([]);
  });

  it("creatures the player owns are done on the player's own client, the rest by the GM", async () => {
    const b = start();
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const familiar = await creature(world, "Krummi", { hp: 10, ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, familiar, 750, 550);
    await token(world, goblin, 850, 550);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(3, 3, 1, 1);
    world.ops.reset();
    await breathe(b, { actor });
    await world.settle();
    expect(hpOf(familiar)).toBe(4);
    expect(hpOf(goblin)).toBe(34);
    expect(writers("update", "Actor")).toEqual([userId("Player"), userId("Gamemaster")]);
  });

  it("with no GM connected the card says the rest waits, and keeps the GM's button for later", async () => {
    const b = start({ gmConnected: false });
    const { actor, item, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5);
    const result = await breathe(b, { actor });
    await world.settle();

    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoGM")]);
    expect(result?.awaitingGM).toBe(true);
    expect(result?.targets.map((t) => t.status)).toEqual(["pending"]);
    expect(hpOf(goblin)).toBe(40);
    expect(usesSpent(item)).toBe(1);
    const card = breathCards(world)[0]!;
    expect(card.content).toContain(L(world, "Breath.Card.AwaitingGM"));
    expect(card.content).toContain(L(world, "Breath.Card.Pending"));
    expect(card.content).toContain('data-kyn-breath-action="resolve"');
    expect(world.socket.emitted).toHaveLength(0);

    // Later the GM connects and finishes the breath from the card, with the damage already rolled.
    world.setGMConnected(true);
    world.setUser("gm");
    world.dice.force(3);
    expect(await runCardAction(card as never, "resolve")).toBe(true);
    expect(hpOf(goblin)).toBe(31);
    expect(cardData(card).awaitingGM).toBe(false);
    expect(card.content).not.toContain(L(world, "Breath.Card.AwaitingGM"));
    expect(card.content).toContain('data-kyn-breath-action="undo"');
  });

  it("the GM buttons are removed from the players' copy of the card and work on the GM's", async () => {
    const b = start({ gmConnected: false });
    const { goblin, card } = await playerBreathAwaitingGM(b);

    const playerView = renderedCard(card);
    onRenderChatMessageHTML(card as never, playerView);
    expect(playerView.buttons.map((x) => x.removed)).toEqual([true]);
    // A player who calls the action anyway is refused.
    expect(await runCardAction(card as never, "resolve")).toBe(false);
    expect(noticeTexts(world)).toContain(L(world, "Breath.GMOnly"));

    world.setGMConnected(true);
    world.setUser("gm");
    const gmView = renderedCard(card);
    onRenderChatMessageHTML(card as never, gmView);
    expect(gmView.buttons.map((x) => x.removed)).toEqual([false]);
    world.dice.force(3);
    await gmView.buttons[0]!.click();
    expect(hpOf(goblin)).toBe(31);
  });

  it("the card follows the player's roll mode: a private roll whispers it to the GMs, a blind one hides it from the player", async () => {
    for (const [mode, blind] of [
      ["gmroll", false],
      ["blindroll", true],
    ] as const) {
      const b = start();
      await world.game.settings.set("core", "rollMode", mode);
      const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
      world.dice.force(4, 5, 3);
      await breathe(b, { actor });
      await world.settle();
      const card = breathCards(world)[0]!;
      expect(card.whisper).toEqual([userId("Gamemaster")]);
      expect(card.blind).toBe(blind);
      // The GM still finishes the whispered card.
      expect(hpOf(goblin)).toBe(31);
      world.uninstall();
    }
  });

  it("a resolve request from a user who did not breathe is ignored by the GM", async () => {
    const b = start({ gmConnected: false });
    const { goblin, card } = await playerBreathAwaitingGM(b);
    world.setGMConnected(true);
    world.setUser("Other");
    world.game.socket.emit(SOCKET_NAME, {
      type: "breath.resolve",
      requestId: "forged",
      userId: userId("Other"),
      messageId: card.id,
    });
    await world.settle();
    expect(hpOf(goblin)).toBe(40);
    expect(cardData(card).targets[0]?.status).toBe("pending");
    const reply = world.socket.deliveries.find((d) => d.to === userId("Other"));
    expect(reply?.args[0]).toMatchObject({ type: "breath.resolved", ok: false });
  });
});
