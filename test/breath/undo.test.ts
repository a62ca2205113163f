/**
 * The GM's undo on the breath card, on each stack: it gives back what each creature recorded it
 * took (never the card's numbers), once, keeping any healing since; a linked creature is found by
 * its actor after its token is gone, an unlinked token's creature is gone with its token (the GM is
 * told); players never see or use the button.
 */
import { describe, expect, it } from "vitest";
import type { Actor, World } from "../harness";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import { runCardAction } from "../../src/breath";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  dragonborn,
  dragonbornFacingGoblin,
  GM_AND_PLAYER,
  hpOf,
  L,
  noticeTexts,
  ORIGIN,
  settle,
  STACKS,
  token,
} from "./support";
import { cardButtons, sceneHp, UNDO } from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

function tempOf(actor: { system: unknown }): number {
  return Number((actor.system as { attributes: { hp: { temp: number } } }).attributes.hp.temp) || 0;
}

async function setHp(actor: Actor, value: number, temp = 0): Promise<void> {
  await world.asUser("gm", () =>
    actor.update({ "system.attributes.hp.value": value, "system.attributes.hp.temp": temp }),
  );
}

async function clickUndo(): Promise<void> {
  await world.clickChatButton("Gamemaster", breathCards(world)[0]!, UNDO);
  await settle(world);
}

describe.each(STACKS)("the GM's undo on a breath card ($name)", ({ id: stack }) => {
  it("gives back what the breath took, and the button goes away", async () => {
    const b = start({ stack });
    const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    await clickUndo();
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    const card = breathCards(world)[0]!;
    expect(cardData(card).targets.map((t) => t.status)).toEqual(["undone"]);
    expect(card.content).toContain(L(world, "Breath.Card.Undone"));
    expect(cardButtons(world, "Gamemaster", card)).toEqual([]);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.UndoDone")]);
  });

  it("undone twice gives back once", async () => {
    const b = start({ stack });
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    const card = breathCards(world)[0]!;
    await clickUndo();
    await setHp(goblin, 35); // hurt again by something else
    expect(await world.asUser("Gamemaster", () => runCardAction(card as never, "undo"))).toBe(true);
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 35 });
  });

  it("two quick clicks on undo give back once", async () => {
    const b = start({ stack });
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    await setHp(goblin, 20);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    const card = breathCards(world)[0]!;
    await world.asUser("Gamemaster", () =>
      Promise.all([runCardAction(card as never, "undo"), runCardAction(card as never, "undo")]),
    );
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 20 });
  });

  it("keeps the healing the creature got since", async () => {
    const b = start({ stack });
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    await setHp(goblin, 20);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 11 });
    await setHp(goblin, 16); // healed 5
    await clickUndo();
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 25 });
  });

  it("gives back what the creature took after its resistance and its temporary hit points, not the card's damage", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40, resist: ["fire"] });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    await setHp(goblin, 30, 2);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(6, 6, 1); // 12 fire, failed: 6 after resistance, 2 of them from temporary hit points
    await breathe(b, { actor });
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 26 });
    expect(tempOf(goblin)).toBe(0);
    expect(cardData(breathCards(world)[0]!).targets[0]).toMatchObject({ damage: 12, hpLost: 4, tempLost: 2 });
    await clickUndo();
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 30 });
    expect(tempOf(goblin)).toBe(2);
  });

  it("finds a linked creature by its actor after its token was deleted", async () => {
    const b = start({ stack });
    const { actor, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    const goblinToken = world.scene.tokens.find((t) => t.actorId === goblin.id)!;
    await world.asUser("gm", () => world.scene.deleteEmbeddedDocuments("Token", [goblinToken.id!]));
    await clickUndo();
    expect(hpOf(goblin)).toBe(40);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12 });
    expect(noticeTexts(world)).toEqual([L(world, "Breath.UndoDone")]);
  });

  it("gives back an unlinked token's own hit points, not its base actor's", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await token(world, actor, 550, 550);
    const goblinToken = await token(world, goblin, 750, 550, { actorLink: false });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    expect(goblinToken.actor!.uuid).toMatch(/^Scene\.\w+\.Token\.\w+\.Actor\.\w+$/);
    expect(cardData(breathCards(world)[0]!).targets[0]!.actorUuid).toBe(goblinToken.actor!.uuid);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(hpOf(goblin)).toBe(40);
    await clickUndo();
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(hpOf(goblin)).toBe(40);
  });

  it("an unlinked token's creature deleted with its token cannot be given back: the GM is told whose, and no one else's hit points change", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const orc = await creature(world, "Orkur", { hp: 40 });
    await token(world, actor, 550, 550);
    const goblinToken = await token(world, goblin, 750, 550, {
      actorLink: false,
      displayName: TOKEN_DISPLAY_MODES.HOVER,
    });
    await token(world, orc, 850, 550);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3, 3);
    await breathe(b, { actor });
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31, Orkur: 31 });
    await world.asUser("gm", () => world.scene.deleteEmbeddedDocuments("Token", [goblinToken.id]));
    await clickUndo();
    expect(noticeTexts(world)).toEqual([
      L(world, "Breath.UndoLost", { name: "Gobbi" }),
      L(world, "Breath.UndoDone"),
    ]);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Orkur: 40 });
    expect(hpOf(goblin)).toBe(40);
  });

  it("players never see the undo button, and a player's undo does nothing", async () => {
    const b = start({ stack });
    const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    const card = breathCards(world)[0]!;
    expect(cardButtons(world, "Gamemaster", card)).toEqual(["undo"]);
    expect(cardButtons(world, "Player", card)).toEqual([]);
    for (const rendered of world.renderedChat("Player"))
      expect([...rendered.element.querySelectorAll("button")]).toEqual([]);
    await expect(world.clickChatButton("Player", card, UNDO)).rejects.toThrow(/No "\[data-kyn-breath-action/);
    expect(await world.asUser("Player", () => runCardAction(card as never, "undo"))).toBe(false);
    await settle(world);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.GMOnly")]);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(cardData(card).targets[0]!.status).toBe("applied");
  });

  it("a GM's own breath is undone the same way", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor } = await dragonbornFacingGoblin(b);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    await clickUndo();
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });
});
