/**
 * Who sent a socket message is what Foundry's server says (the id it appends after what the sender
 * emitted), never what the message or an extra argument claims: a request in another player's name
 * is not decided, an argument a client adds to claim another identity is not believed, and only a
 * GM's client can answer a breather. Every creature's hit points on every scene are checked, and
 * the notices the breather is shown.
 */
import { describe, expect, it } from "vitest";
import type { World } from "../harness";
import { SOCKET_NAME } from "../../src/content/ids";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  L,
  noticeTexts,
  STACKS,
  usesSpent,
} from "./support";
import { answersSent, beforeGMDecides, emitAs, GM_PLAYER_OTHER, requestFor, userId } from "./protocol";
import { expectNothingHappened, table, UNTOUCHED, worldHp } from "./table";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_PLAYER_OTHER, user: "Player" });

describe.each(STACKS)("the sender Foundry names ($name)", ({ id: stack }) => {
  it("a request sent in the other player's name is not decided: the server says the player sent it", async () => {
    const b = start({ stack });
    const t = await table(b);
    const goblinToken = world.scene.tokens.find((tk) => tk.actorId === t.goblin.id)!;
    // Regin, the other player's dragonborn, stands within reach of the goblin once moved next to it.
    const regin = world.scene.tokens.find((tk) => tk.actorId === t.other.actor.id)!;
    await world.asUser("gm", () => regin.update({ x: 500, y: 700 }));
    const request = requestFor(world, "Other", {
      actorUuid: t.other.actor.uuid,
      itemUuid: t.other.item.uuid,
      targetUuids: [goblinToken.uuid],
    });
    world.dice.force(6, 6, 1);
    await emitAs(world, "Player", { type: "breath.request", request });
    expect(answersSent(world)).toEqual([]);
    expectNothingHappened(world, t);
  });

  it("an argument the player adds to claim the other player's identity is not believed", async () => {
    const b = start({ stack });
    const t = await table(b);
    const goblinToken = world.scene.tokens.find((tk) => tk.actorId === t.goblin.id)!;
    const regin = world.scene.tokens.find((tk) => tk.actorId === t.other.actor.id)!;
    await world.asUser("gm", () => regin.update({ x: 500, y: 700 }));
    const request = requestFor(world, "Other", {
      actorUuid: t.other.actor.uuid,
      itemUuid: t.other.item.uuid,
      targetUuids: [goblinToken.uuid],
    });
    world.dice.force(6, 6, 1);
    await emitAs(world, "Player", { type: "breath.request", request }, userId(world, "Other"));
    expect(answersSent(world)).toEqual([]);
    expectNothingHappened(world, t);
  });

  it("a refusal another player forges while the GM decides is not the GM's answer: the breather gets the GM's card", async () => {
    const b = start({ stack });
    const t = await table(b);
    beforeGMDecides(world, async (request) => {
      world.asUser("Other", () =>
        world.game.socket.emit(SOCKET_NAME, {
          type: "breath.answer",
          requestId: request.requestId,
          userId: request.userId,
          messageId: null,
          refusal: "Breath.Refused.Spent",
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor: t.actor });
    expect(worldHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(usesSpent(t.item)).toBe(1);
    expect(result?.message).toBe(breathCards(world)[0]);
    expect(cardData(breathCards(world)[0]!).targets.map((row) => row.name)).toEqual(["Gobbi"]);
    expect(noticeTexts(world)).not.toContain(L(world, "Breath.Refused.Spent"));
    expect(noticeTexts(world)).toEqual([]);
  });

  it("the player's own request, sent as the module sends it, is decided", async () => {
    const b = start({ stack });
    const t = await table(b);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor: t.actor });
    expect(answersSent(world).map((a) => a.refusal)).toEqual([null]);
    expect(worldHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
  });
});
