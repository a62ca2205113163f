/**
 * One staleness rule for a request on the socket and a request card alike: the area must have
 * been placed within two minutes of the request, and the request is decided only within the hour
 * (the request card's time is when Foundry created the card, not what its flags say).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { World } from "../harness";
import { MODULE_ID } from "../../src/content/ids";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  L,
  requestCards,
  settle,
  STACKS,
  usesSpent,
} from "./support";
import {
  gmConnectsAndOffers,
  GM_PLAYER_OTHER,
  pendingOf,
  postRequestCardAs,
  requestFor,
  sendRequestAs,
} from "./protocol";
import { coneEast, table, UNTOUCHED, worldHp } from "./table";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_PLAYER_OTHER, user: "Player" });

afterEach(() => {
  vi.restoreAllMocks();
});

const MINUTE = 60_000;

function later(ms: number): void {
  const now = Date.now() + ms;
  vi.spyOn(Date, "now").mockReturnValue(now);
}

describe.each(STACKS)("one staleness rule ($name)", ({ id: stack }) => {
  it("a request card posted while the GM is online, for an area placed 30 minutes ago, is refused as stale, as on the socket", async () => {
    const b = start({ stack });
    const t = await table(b);
    const area = await coneEast(world, "Player");
    later(30 * MINUTE);
    const request = requestFor(world, "Player", {
      actorUuid: t.actor.uuid,
      itemUuid: t.item.uuid,
      areaUuid: area.uuid,
    });
    world.dice.force(4, 5, 3);
    // On the socket, the request is refused as stale…
    const answer = await sendRequestAs(world, "Player", request);
    expect(answer?.refusal).toBe("Breath.Refused.Stale");
    // …and as a request card, posted while the GM is online, for the same reason.
    const card = await postRequestCardAs(world, "Player", {
      ...request,
      requestId: world.foundry.utils.randomID(),
    });
    await settle(world);
    expect(pendingOf(card).status).toBe("refused");
    expect(card.content).toContain(L(world, "Breath.Refused.Stale"));
    expect(usesSpent(t.item)).toBe(0);
    expect(breathCards(world)).toHaveLength(0);
    expect(worldHp(world)).toEqual(UNTOUCHED);
  });

  it("a breath that waited for a GM, its area placed as it asked, is still decided 50 minutes later", async () => {
    const b = start({ stack, gmConnected: false });
    const t = await table(b);
    await breathe(b, { actor: t.actor });
    expect(requestCards(world)).toHaveLength(1);
    later(50 * MINUTE);
    world.dice.force(4, 5, 3);
    expect(await gmConnectsAndOffers(world)).toBe(1);
    expect(worldHp(world)).toEqual({ ...UNTOUCHED, Gobbi: 31 });
    expect(usesSpent(t.item)).toBe(1);
  });

  it("a waiting request card re-dated in its flags is judged by when it was posted: over an hour, it expires", async () => {
    const b = start({ stack, gmConnected: false });
    const t = await table(b);
    await breathe(b, { actor: t.actor });
    const [card] = requestCards(world);
    later(2 * 60 * MINUTE);
    const flags = structuredClone(pendingOf(card!)) as unknown as Record<string, unknown>;
    flags["requestedAt"] = Date.now();
    await world.asUser("Player", () => card!.update({ [`flags.${MODULE_ID}.breathRequest`]: flags }));
    world.dice.force(4, 5, 3);
    expect(await gmConnectsAndOffers(world)).toBe(0);
    expect(pendingOf(card!).status).toBe("expired");
    expect(card!.content).toContain(L(world, "Breath.Card.Expired"));
    expect(worldHp(world)).toEqual(UNTOUCHED);
    expect(usesSpent(t.item)).toBe(0);
    expect(breathCards(world)).toHaveLength(0);
  });
});
