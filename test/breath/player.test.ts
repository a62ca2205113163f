/**
 * A player's breath with a GM online, on each stack: the player's client places the area and asks;
 * the active GM's client spends the use, rolls, applies the damage and posts the one card. Also the
 * feature used from the sheet (dnd5e's `activity.use`), and midi-qol (or automation off), where the
 * module only places the area and targets and leaves the rest to dnd5e.
 */
import { describe, expect, it } from "vitest";
import type { Item, World } from "../harness";
import type { ActivityCollection } from "../harness/activity";
import { activeTokens } from "../harness/scene";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  dragonborn,
  dragonbornFacingGoblin,
  GM_AND_PLAYER,
  L,
  noticeTexts,
  ORIGIN,
  setAutomation,
  settle,
  STACKS,
  token,
  usesSpent,
} from "./support";
import {
  answersSent,
  areaDocumentName,
  areasOnScene,
  cardButtons,
  sceneHp,
  sentRequests,
  userId,
  writes,
} from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

function breathActivity(item: Item): { use(...args: unknown[]): Promise<unknown> } {
  return (item.system.activities as unknown as ActivityCollection).getByType("save")[0]!;
}

describe.each(STACKS)("a player's breath, decided by the GM's client ($name)", ({ id: stack }) => {
  it("the player's client writes only the area; the GM's client spends the use, burns the goblin and posts one card", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3); // 9 fire; the goblin's save of 3 fails against DC 12.
    world.ops.reset();

    const result = await breathe(b, { actor });

    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
    expect(writes(world)).toEqual([
      ["create", areaDocumentName(world), "Player"],
      ["update", "Item", "Gamemaster"],
      ["update", "Actor", "Gamemaster"],
      ["create", "ChatMessage", "Gamemaster"],
    ]);
    expect(world.chat).toHaveLength(1);
    const [card] = breathCards(world);
    expect(card!.author).toBe(userId(world, "Gamemaster"));
    expect(card!.content).toContain('<td class="breath-outcome">Mistókst</td>');
    expect(cardData(card!)).toMatchObject({ userId: userId(world, "Player"), dc: 12, damageTotal: 9 });
    // The player's macro hears back with the GM's card.
    expect(result?.message?.id).toBe(card!.id);
    expect(result?.awaitingGM).toBe(false);
    expect(result?.targets.map((t) => [t.name, t.status, t.hpLost])).toEqual([["Gobbi", "applied", 9]]);
    expect(sentRequests(world, "Player")).toHaveLength(1);
    expect(answersSent(world)).toHaveLength(1);
    expect(noticeTexts(world)).toEqual([]);
  });

  it("the request names the area and nothing that decides damage; the card's numbers are the item's", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true, level: 6, con: 16 });
    world.dice.force(1, 2, 3, 20); // 3d6 = 6 at level 6 (DC 8 + 3 + 3); the goblin saves: 3.
    await breathe(b, { actor });
    const [request] = sentRequests(world, "Player");
    expect(Object.keys(request!).sort()).toEqual(
      ["actorUuid", "ancestry", "areaUuid", "itemUuid", "mode", "requestId", "targetUuids", "userId"].sort(),
    );
    expect(request).toMatchObject({
      actorUuid: actor.uuid,
      itemUuid: item.uuid,
      ancestry: null,
      areaUuid: areasOnScene(world)[0]!.uuid,
      targetUuids: [],
    });
    expect(cardData(breathCards(world)[0]!)).toMatchObject({ dc: 14, formula: "3d6", damageTotal: 6 });
    expect(sceneHp(world)).toEqual({ Fáfnir: 30, Gobbi: 37 });
  });

  it("a creature the player owns is damaged by the GM's client too", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const familiar = await creature(world, "Krummi", { hp: 10, ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, familiar, 750, 550);
    await token(world, goblin, 850, 550);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(3, 3, 1, 1); // 6 fire; both fail.
    world.ops.reset();
    await breathe(b, { actor });
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Krummi: 4, Gobbi: 34 });
    expect(writes(world).filter(([, doc]) => doc === "Actor")).toEqual([
      ["update", "Actor", "Gamemaster"],
      ["update", "Actor", "Gamemaster"],
    ]);
  });

  it("the creatures in the area become the player's targets", async () => {
    const b = start({ stack });
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    await breathe(b, { actor });
    expect([...world.user.targets].map((t) => t.id)).toEqual([activeTokens(goblin)[0]!.id]);
  });

  it("every client shows the one card; only the GM's copy has the undo button", async () => {
    const b = start({ stack });
    const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    const card = breathCards(world)[0]!;
    expect(cardButtons(world, "Gamemaster", card)).toEqual(["undo"]);
    expect(cardButtons(world, "Player", card)).toEqual([]);
    expect(world.renderedChat("Player").map((r) => r.message)).toEqual([card]);
  });

  it("used from the sheet (dnd5e's activity.use), the breath goes through the GM: one card, no dnd5e card", async () => {
    const b = start({ stack });
    const { item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    world.ops.reset();
    await world.asUser("Player", () => breathActivity(item).use());
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
    expect(world.chat).toHaveLength(1);
    expect(breathCards(world)[0]!.author).toBe(userId(world, "Gamemaster"));
    expect(writes(world)).toEqual([
      ["create", areaDocumentName(world), "Player"],
      ["update", "Item", "Gamemaster"],
      ["update", "Actor", "Gamemaster"],
      ["create", "ChatMessage", "Gamemaster"],
    ]);
  });

  it("a GM's use from the sheet is the module's breath as well", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { item } = await dragonbornFacingGoblin(b);
    world.dice.force(4, 5, 3);
    await breathActivity(item).use();
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
    expect(world.chat).toHaveLength(1);
  });

  it("with midi-qol active the breath places the area, targets the goblin and uses the feature through dnd5e; the module posts and applies nothing", async () => {
    const b = start({ stack, modules: [{ id: "midi-qol" }] });
    const { actor, item, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.ops.reset();
    const result = await breathe(b, { actor });
    expect(result?.message).toBeNull();
    expect(result?.automation).toBe("off");
    expect(areasOnScene(world)).toHaveLength(1);
    expect([...world.user.targets].map((t) => t.id)).toEqual([activeTokens(goblin)[0]!.id]);
    expect(breathCards(world)).toHaveLength(0);
    // dnd5e's own usage card, from the player's client; midi-qol's workflow takes it from there.
    expect(world.chat).toHaveLength(1);
    expect(world.chat[0]!.author).toBe(userId(world, "Player"));
    expect(world.chat[0]!.type).toBe("usage");
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(sentRequests(world, "Player")).toEqual([]);
    expect(writes(world)).toEqual([
      ["create", areaDocumentName(world), "Player"],
      ["update", "Item", "Player"],
      ["create", "ChatMessage", "Player"],
    ]);
  });

  it("with midi-qol active the sheet's use is dnd5e's own: its area and card, no module card, no damage", async () => {
    const b = start({ stack, modules: [{ id: "midi-qol" }] });
    const { item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dialogs.answer("use");
    await world.asUser("Player", () => breathActivity(item).use());
    await settle(world);
    expect(breathCards(world)).toHaveLength(0);
    expect(world.chat.map((m) => m.type)).toEqual(["usage"]);
    expect(areasOnScene(world)).toHaveLength(1);
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("with automation off the breath likewise only places, targets and uses the feature", async () => {
    const b = start({ stack });
    await setAutomation(world, "off");
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    const result = await breathe(b, { actor });
    expect(result?.message).toBeNull();
    expect(breathCards(world)).toHaveLength(0);
    expect(world.chat.map((m) => m.type)).toEqual(["usage"]);
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(noticeTexts(world)).toEqual([]);
  });

  it("saves only: the GM's client rolls the saves; the damage waits for the GM's apply, which the player never sees", async () => {
    const b = start({ stack });
    await setAutomation(world, "saves");
    const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    const card = breathCards(world)[0]!;
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(cardButtons(world, "Gamemaster", card)).toEqual(["apply"]);
    expect(cardButtons(world, "Player", card)).toEqual([]);
    await world.clickChatButton("Gamemaster", card, '[data-kyn-breath-action="apply"]');
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(cardButtons(world, "Gamemaster", card)).toEqual(["undo"]);
    expect(L(world, "Breath.Card.Apply")).toBe("Draga skaða frá");
  });
});
