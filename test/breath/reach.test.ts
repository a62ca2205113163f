/**
 * The area is the breather's: the GM's client decides a breath only through an area on a scene
 * where the breather has a token, starting within the ancestry's reach of it (15 ft for a red
 * dragonborn's cone). A cone placed on another scene, or twenty squares away, is refused with one
 * notice to the player; nothing is spent and no creature on any scene is hurt.
 */
import { describe, expect, it } from "vitest";
import type { World } from "../harness";
import { addScene, placeTokenOn, TOKEN_DISPLAY_MODES, viewScene } from "../harness/scene";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  L,
  noticeTexts,
  ORIGIN,
  STACKS,
  token,
  usesSpent,
} from "./support";
import {
  answersSent,
  areasOnScene,
  GM_PLAYER_OTHER,
  placeAreaAs,
  requestFor,
  sendRequestAs,
} from "./protocol";
import { expectNothingHappened, table, UNTOUCHED, worldHp } from "./table";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_PLAYER_OTHER, user: "Player" });

describe.each(STACKS)("the area starts at the breather ($name)", ({ id: stack }) => {
  it("a cone the player places on another scene, where the dragonborn has no token, burns no one there", async () => {
    const b = start({ stack });
    const t = await table(b);
    const cave = addScene(world, { name: "Hellir" });
    const dweller = await creature(world, "Hellisbúi", { hp: 40 });
    await world.asUser("gm", () =>
      placeTokenOn(cave, dweller, 750, 550, { displayName: TOKEN_DISPLAY_MODES.ALWAYS }),
    );
    viewScene(world, cave, "Player");
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(6, 6, 1);
    const result = await breathe(b, { actor: t.actor });
    expect(answersSent(world).map((a) => a.refusal)).toEqual(["Breath.Refused.Away"]);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.Away")]);
    expect(result).toBeNull();
    expect(areasOnScene(world)).toEqual([]);
    expectNothingHappened(world, t, { Hellisbúi: 40 });
  });

  it("a cone sent by hand with its point twenty squares from the dragonborn is refused, and the creature there untouched", async () => {
    const b = start({ stack });
    const t = await table(b);
    const faraway = await creature(world, "Langt", { hp: 40 });
    await token(world, faraway, 2750, 550, { displayName: TOKEN_DISPLAY_MODES.ALWAYS });
    const area = await placeAreaAs(world, "Player", { shape: "cone", x: 2600, y: 550, size: 15 });
    world.dice.force(6, 6, 1);
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: t.actor.uuid, itemUuid: t.item.uuid, areaUuid: area.uuid }),
    );
    expect(answer?.refusal).toBe("Breath.Refused.Away");
    expectNothingHappened(world, t, { Langt: 40 });
  });

  it.each([
    ["at the token's edge", 600, true],
    ["15 ft from it (the cone's length)", 900, true],
    ["20 ft from it", 1000, false],
  ] as const)("a cone placed by hand %s (origin x = %i) is decided: %s", async (_where, x, decided) => {
    const b = start({ stack });
    const t = await table(b);
    const ahead = await creature(world, "Framundan", { hp: 40 });
    await token(world, ahead, x + 150, 550, { displayName: TOKEN_DISPLAY_MODES.ALWAYS });
    const area = await placeAreaAs(world, "Player", { shape: "cone", x, y: 550, size: 15 });
    world.dice.force(4, 5, 3, 3);
    const answer = await sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", { actorUuid: t.actor.uuid, itemUuid: t.item.uuid, areaUuid: area.uuid }),
    );
    if (!decided) {
      expect(answer?.refusal).toBe("Breath.Refused.Away");
      expectNothingHappened(world, t, { Framundan: 40 });
      return;
    }
    expect(answer?.refusal).toBeNull();
    const hit = cardData(breathCards(world)[0]!).targets.map((row) => row.name);
    expect(hit).toContain("Framundan");
    expect(worldHp(world)["Framundan"]).toBe(31);
    expect(worldHp(world)["Fjarri"]).toBe(UNTOUCHED.Fjarri);
    expect(usesSpent(t.item)).toBe(1);
  });
});
