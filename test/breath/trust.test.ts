/**
 * A breath card belongs to the user who posted it, and its author can rewrite its flags at any
 * time. These tests play a player's client that does so (as the card is posted, or later) and
 * check that the GM's client acts only on what it can trust.
 */
import { afterEach, expect, it, vi } from "vitest";
import { describeShared } from "../support/shared";
import type { ChatMessage, World } from "../harness";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import { MODULE_ID, SOCKET_NAME } from "../../src/content/ids";
import { runCardAction } from "../../src/breath";
import type { CardData } from "../../src/breath/card-data";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  GM_AND_PLAYER,
  cardData,
  creature,
  dragonbornFacingGoblin,
  hpOf,
  L,
  noticeTexts,
  rewriteCardAsPosted,
  saveRolls,
  token,
  playerBreathAwaitingGM,
} from "./support";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

afterEach(() => {
  vi.restoreAllMocks();
});

function userId(name: string): string {
  return world.users.find((u) => u.name === name)!.id;
}

/** The player's client rewrites its posted card (its author may). */
async function rewriteCard(card: ChatMessage, change: (data: CardData) => void): Promise<void> {
  const data = structuredClone(cardData(card));
  change(data);
  await world.asUser("Player", () => card.update({ [`flags.${MODULE_ID}.breath`]: data }));
}

/** The player's client asks the GM to finish a card, by hand. */
async function askGM(card: ChatMessage, requestId = "again"): Promise<unknown> {
  world.asUser("Player", () =>
    world.game.socket.emit(SOCKET_NAME, {
      type: "breath.resolve",
      requestId,
      userId: userId("Player"),
      messageId: card.id,
    }),
  );
  await world.settle();
  return world.socket.deliveries.find(
    (d) => d.to === userId("Player") && (d.args[0] as { requestId?: string }).requestId === requestId,
  )?.args[0];
}

function tempOf(actor: { system: unknown }): number {
  return Number((actor.system as { attributes: { hp: { temp: number } } }).attributes.hp.temp);
}

describeShared("the GM's client takes from a player's card only what it can trust", () => {
  it("a player who raises the damage on the card deals no more than the breath's dice can roll", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    rewriteCardAsPosted(world, (data) => {
      data.damageTotal = 500;
    });
    world.dice.force(4, 5, 3); // 9 rolled, rewritten to 500; the goblin fails its save.
    await breathe(b, { actor });
    await world.settle();
    expect(hpOf(goblin)).toBe(40 - 12); // a level 1 dragonborn's 2d6 roll at most 12
    const card = breathCards(world)[0]!;
    expect(cardData(card).damageTotal).toBe(12);
    expect(cardData(card).targets[0]?.damage).toBe(12);
  });

  it("a player who rewrites the DC, the save and the damage type gets the breath item's own", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    rewriteCardAsPosted(world, (data) => {
      Object.assign(data, { dc: 30, ability: "cha", damageType: "force" });
    });
    world.dice.force(4, 5, 15); // 9 fire; the goblin's 15 beats DC 12, not DC 30.
    await breathe(b, { actor });
    await world.settle();
    expect(hpOf(goblin)).toBe(36);
    const card = breathCards(world)[0]!;
    expect(cardData(card)).toMatchObject({ dc: 12, ability: "dex", damageType: "fire" });
    expect(card.content).toContain("Erfiðleikastig 12 · Lipurðarvarnarkast");
    expect(card.content).toContain(
      L(world, "Breath.Card.Damage", { total: 9, type: "eldskaði", formula: "2d6" }),
    );
  });

  it("asking the GM again for a finished card, with its creatures set back to pending, hurts no one twice", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    await world.settle();
    expect(hpOf(goblin)).toBe(31);
    const card = breathCards(world)[0]!;
    await rewriteCard(card, (data) => {
      for (const target of data.targets)
        Object.assign(target, { status: "pending", save: null, damage: null });
    });
    world.dice.force(1);
    expect(await askGM(card)).toMatchObject({ type: "breath.resolved", ok: false });
    expect(hpOf(goblin)).toBe(31);
    expect(saveRolls(world, goblin)).toBe(1);
  });

  it("a creature set back to pending on the card is not damaged again when the GM clicks finish", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    await world.settle();
    const card = breathCards(world)[0]!;
    await rewriteCard(card, (data) => {
      for (const target of data.targets)
        Object.assign(target, { status: "pending", save: null, damage: null });
    });
    world.dice.force(1);
    await world.asUser("gm", () => runCardAction(card as never, "resolve"));
    expect(hpOf(goblin)).toBe(31);
    expect(cardData(card).targets[0]?.status).toBe("applied");
  });

  it("a player's card that claims a breath without the feature (only a GM may) is refused", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    rewriteCardAsPosted(world, (data) => {
      Object.assign(data, { itemUuid: null, adHoc: true, dc: 25 });
    });
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor });
    await world.settle();
    expect(hpOf(goblin)).toBe(40);
    expect(result?.targets.map((t) => t.status)).toEqual(["pending"]);
    const reply = world.socket.deliveries.find((d) => d.to === userId("Player"));
    expect(reply?.args[0]).toMatchObject({ type: "breath.resolved", ok: false });
    // The GM is told why the card's button does nothing.
    await world.asUser("gm", () => runCardAction(breathCards(world)[0]! as never, "resolve"));
    expect(hpOf(goblin)).toBe(40);
    expect(noticeTexts(world)).toContain(L(world, "Breath.CardRefused"));
  });

  it("a request about a card posted minutes ago is refused: the GM finishes it from the card", async () => {
    const b = start({ gmConnected: false });
    const { goblin, card } = await playerBreathAwaitingGM(b);
    world.setGMConnected(true);
    const later = Date.now() + 3 * 60_000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    world.dice.force(3);
    expect(await askGM(card)).toMatchObject({ ok: false });
    expect(hpOf(goblin)).toBe(40);
    expect(cardData(card).targets[0]?.status).toBe("pending");
  });

  it("a creature outside the area that a player adds to the card waits for the GM instead of being hit", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    const far = await creature(world, "Fjarri", { hp: 40 });
    const farToken = await token(world, far, 1550, 1550, { displayName: TOKEN_DISPLAY_MODES.ALWAYS });
    rewriteCardAsPosted(world, (data) => {
      data.targets.push({
        ...data.targets[0]!,
        tokenUuid: farToken.document.uuid,
        actorUuid: far.uuid,
        name: "Fjarri",
      });
    });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    await world.settle();
    expect(hpOf(goblin)).toBe(31);
    expect(hpOf(far)).toBe(40);
    const card = breathCards(world)[0]!;
    expect(cardData(card).targets.map((t) => [t.name, t.status])).toEqual([
      ["Gobbi", "applied"],
      ["Fjarri", "pending"],
    ]);
    expect(card.content).toContain('data-kyn-breath-action="resolve"');
  });

  it("a creature a player lists twice on the card is hit once", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    rewriteCardAsPosted(world, (data) => {
      data.targets.push({ ...data.targets[0]! }, { ...data.targets[0]! });
    });
    world.dice.force(4, 5, 3, 3, 3);
    await breathe(b, { actor });
    await world.settle();
    expect(hpOf(goblin)).toBe(31);
    expect(saveRolls(world, goblin)).toBe(1);
  });

  it("the GM's undo gives back what the breath took, not what the player's card claims", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    await world.asUser("gm", () => goblin.update({ "system.attributes.hp.value": 20 }));
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    await world.settle();
    expect(hpOf(goblin)).toBe(11);
    const card = breathCards(world)[0]!;
    await rewriteCard(card, (data) => {
      Object.assign(data.targets[0]!, { hpLost: 100, tempLost: 50 });
    });
    expect(await world.asUser("gm", () => runCardAction(card as never, "undo"))).toBe(true);
    expect(hpOf(goblin)).toBe(20);
    expect(tempOf(goblin)).toBe(0);
  });

  it("an undone breath cannot be undone again by setting the card back to applied", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    await world.asUser("gm", () => goblin.update({ "system.attributes.hp.value": 20 }));
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    await world.settle();
    const card = breathCards(world)[0]!;
    await world.asUser("gm", () => runCardAction(card as never, "undo"));
    expect(hpOf(goblin)).toBe(20);
    await rewriteCard(card, (data) => {
      data.targets[0]!.status = "applied";
    });
    await world.asUser("gm", () => runCardAction(card as never, "undo"));
    expect(hpOf(goblin)).toBe(20);
  });
});
