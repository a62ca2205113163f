/**
 * Only the GM writes what the GM's buttons read: apply and undo read the GM's card (which only a
 * GM may edit), never a record a creature's owner can write on it; undo gives back at most what the
 * card says was taken, once. And the buttons run on one client, the active GM's: two GMs who click
 * at once apply or give back once, and another GM's click is told what happened.
 */
import { describe, expect, it } from "vitest";
import type { Actor, ChatMessage, World } from "../harness";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import { MODULE_ID } from "../../src/content/ids";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  dragonbornFacingGoblin,
  L,
  noticeTexts,
  setAutomation,
  settle,
  STACKS,
  token,
  type BreathWorld,
} from "./support";
import { APPLY, sceneHp, TWO_GMS_AND_PLAYER, UNDO, writes } from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: TWO_GMS_AND_PLAYER, user: "Player" });

/** The player's breath at the goblin and the player's own companion Seppi (hit points 30 of 40). */
async function breathAtCompanion(b: BreathWorld): Promise<{ companion: Actor; card: ChatMessage }> {
  const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
  const companion = await creature(world, "Seppi", { hp: 40, ownedByPlayer: true });
  await world.asUser("gm", () => companion.update({ "system.attributes.hp.value": 30 }));
  await token(world, companion, 850, 550, { displayName: TOKEN_DISPLAY_MODES.ALWAYS });
  world.dice.force(4, 5, 3, 3);
  await breathe(b, { actor });
  const card = breathCards(world)[0]!;
  return { companion, card };
}

/** The player writes a "what it took" record for the card on the companion, as its owner may. */
async function writeRecordAs(companion: Actor, card: ChatMessage, record: Record<string, unknown>) {
  await world.asUser("Player", () =>
    companion.update({ [`flags.${MODULE_ID}.breathTaken`]: { [card.id!]: record } }),
  );
}

/**
 * `user` clicks the button as soon as the first creature's hit points change: the other GM's
 * action is then under way, its card not yet updated (as a second GM's click lands in a real
 * table, on a client that has seen the first damage but not yet the card).
 */
function clickWhenFirstCreatureChanges(user: string, card: ChatMessage, selector: string): Promise<void> {
  return new Promise((resolve, reject) => {
    world.hooks.once("updateActor", () => {
      world.clickChatButton(user, card, selector).then(resolve, reject);
    });
  });
}

async function click(user: string, card: ChatMessage, selector: string): Promise<void> {
  await world.clickChatButton(user, card, selector);
  await settle(world);
}

describe.each(STACKS)("the GM's buttons read the GM's card only ($name)", ({ id: stack }) => {
  it("a record the player pre-writes on the companion does not stop the GM's apply: both creatures burn", async () => {
    const b = start({ stack });
    await setAutomation(world, "saves");
    const { companion, card } = await breathAtCompanion(b);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40, Seppi: 30 });
    await writeRecordAs(companion, card, { hp: 0, temp: 0 });
    await click("Gamemaster", card, APPLY);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31, Seppi: 21 });
    expect(cardData(card).targets.map((row) => [row.name, row.status, row.hpLost])).toEqual([
      ["Gobbi", "applied", 9],
      ["Seppi", "applied", 9],
    ]);
    expect(noticeTexts(world)).toEqual([]);
  });

  it("a record the player raises to 999 is not what undo gives back: the companion gets the 9 the card shows", async () => {
    const b = start({ stack });
    await setAutomation(world, "damage");
    const { companion, card } = await breathAtCompanion(b);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31, Seppi: 21 });
    await writeRecordAs(companion, card, { hp: 999, temp: 999 });
    await click("Gamemaster", card, UNDO);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40, Seppi: 30 });
    const temp = (companion.system as { attributes: { hp: { temp: unknown } } }).attributes.hp.temp;
    expect(Number(temp) || 0).toBe(0);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.UndoDone")]);
  });

  it("a record marked given back by the player does not stop the GM's undo", async () => {
    const b = start({ stack });
    await setAutomation(world, "damage");
    const { companion, card } = await breathAtCompanion(b);
    await writeRecordAs(companion, card, { hp: 9, temp: 0, undone: true });
    await click("Gamemaster", card, UNDO);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40, Seppi: 30 });
  });
});

describe.each(STACKS)("two GMs at the same card ($name)", ({ id: stack }) => {
  it("the other GM clicks apply while the first GM's is under way: each creature burns once, written by the active GM's client", async () => {
    const b = start({ stack });
    await setAutomation(world, "saves");
    const { card } = await breathAtCompanion(b);
    world.ops.reset();
    const second = clickWhenFirstCreatureChanges("Assistant", card, APPLY);
    await world.clickChatButton("Gamemaster", card, APPLY);
    await second;
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31, Seppi: 21 });
    const active = world.users.activeGM!.name;
    expect(new Set(writes(world).map(([, , who]) => who))).toEqual(new Set([active]));
  });

  it("the other GM clicks undo while the first GM's is under way: what the card shows is given back once", async () => {
    const b = start({ stack });
    await setAutomation(world, "damage");
    const { card } = await breathAtCompanion(b);
    await world.asUser("gm", async () => {
      for (const name of ["Gobbi", "Seppi"]) {
        const actor = world.actors.find((a) => a.name === name)!;
        await actor.update({ "system.attributes.hp.value": 20 });
      }
    });
    const second = clickWhenFirstCreatureChanges("Assistant", card, UNDO);
    await world.clickChatButton("Gamemaster", card, UNDO);
    await second;
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 29, Seppi: 29 });
    expect(cardData(card).targets.map((row) => row.status)).toEqual(["undone", "undone"]);
  });

  it("the other GM's click is done by the active GM's client, and the other GM is told", async () => {
    const b = start({ stack });
    await setAutomation(world, "damage");
    const { card } = await breathAtCompanion(b);
    const other = world.users.find((u) => u.isGM && u !== world.users.activeGM)!;
    // Which client shows each notice.
    const told: string[] = [];
    const notifications = world.ui.notifications;
    const info = notifications.info.bind(notifications);
    notifications.info = (message, options) => {
      // The module hands Foundry the key to localize, as Foundry's NotificationOptions allow.
      const shown = options?.localize ? world.game.i18n.localize(message) : message;
      told.push(`${world.game.user.name}: ${shown}`);
      return info(message, options);
    };
    world.ops.reset();
    await click(other.name, card, UNDO);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40, Seppi: 30 });
    expect(new Set(writes(world).map(([, , who]) => who))).toEqual(new Set([world.users.activeGM!.name]));
    expect(told).toEqual([`${other.name}: ${L(world, "Breath.UndoDone")}`]);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.UndoDone")]);
  });
});
