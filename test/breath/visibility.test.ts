/**
 * What a player's breath may reveal: tokens a GM has hidden are passed over, and a creature whose
 * name players cannot read is an unknown creature on the card everyone sees.
 */
import { expect, it } from "vitest";
import { describeShared } from "../support/shared";
import type { World } from "../harness";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import type { Token } from "../harness/canvas";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  GM_AND_PLAYER,
  creature,
  dragonborn,
  hpOf,
  L,
  ORIGIN,
  rewriteCardAsPosted,
  saveRolls,
  token,
} from "./support";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

describeShared("a player's breath and what players may not see", () => {
  it("a token the GM has hidden is not targeted, named on the card, or rolled for", async () => {
    const b = start();
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const lurker = await creature(world, "Launvera", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550, { displayName: TOKEN_DISPLAY_MODES.HOVER });
    await token(world, lurker, 850, 550, { hidden: true, displayName: TOKEN_DISPLAY_MODES.HOVER });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3, 3);
    const result = await breathe(b, { actor });
    await world.settle();

    expect(result?.targets.map((t) => t.name)).toEqual(["Gobbi"]);
    expect(hpOf(goblin)).toBe(31);
    expect(hpOf(lurker)).toBe(40);
    expect(saveRolls(world, lurker)).toBe(0);
    expect(breathCards(world)[0]!.content).not.toContain("Launvera");
    expect([...world.user.targets].map((t) => (t as unknown as Token).name)).toEqual(["Gobbi"]);
  });

  it("a GM's breath reaches hidden tokens too", async () => {
    const b = start({ user: "Gamemaster" });
    const { actor } = await dragonborn(world);
    const lurker = await creature(world, "Launvera", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, lurker, 750, 550, { hidden: true });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => t.name)).toEqual(["Launvera"]);
    expect(hpOf(lurker)).toBe(31);
  });

  it("a creature whose name players cannot read is an unknown creature on a player's card; public names and the player's own creatures are named", async () => {
    const b = start();
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const secret = await creature(world, "Leyninafn", { hp: 40 });
    const ownerOnly = await creature(world, "Eigandanafn", { hp: 40 });
    const shown = await creature(world, "Gobbi", { hp: 40 });
    const familiar = await creature(world, "Krummi", { hp: 40, ownedByPlayer: true });
    await token(world, actor, 550, 550);
    await token(world, secret, 750, 550); // Foundry's default: the name is shown to no one
    await token(world, ownerOnly, 850, 550, { displayName: TOKEN_DISPLAY_MODES.OWNER_HOVER });
    await token(world, shown, 750, 600, { displayName: TOKEN_DISPLAY_MODES.ALWAYS });
    await token(world, familiar, 850, 500);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    const result = await breathe(b, { actor });
    await world.settle();

    const unknown = L(world, "Breath.UnknownCreature");
    expect(unknown).toBe("Óþekkt vera");
    expect(result?.targets.map((t) => t.name)).toEqual([unknown, unknown, "Gobbi", "Krummi"]);
    const html = breathCards(world)[0]!.content;
    expect(html).not.toContain("Leyninafn");
    expect(html).not.toContain("Eigandanafn");
    expect(html).toContain("Gobbi");
    // The GM's client still finished the creatures it could not name.
    expect(hpOf(secret)).toBeLessThan(40);
  });

  it("a hidden token a player adds to the card is not hit by the GM", async () => {
    const b = start();
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const lurker = await creature(world, "Launvera", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550, { displayName: TOKEN_DISPLAY_MODES.HOVER });
    const hidden = await token(world, lurker, 850, 550, { hidden: true });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    rewriteCardAsPosted(world, (data) => {
      data.targets.push({
        ...data.targets[0]!,
        tokenUuid: hidden.document.uuid,
        actorUuid: lurker.uuid,
        name: "?",
      });
    });
    world.dice.force(4, 5, 3, 3);
    await breathe(b, { actor });
    await world.settle();
    expect(hpOf(goblin)).toBe(31);
    expect(hpOf(lurker)).toBe(40);
    expect(saveRolls(world, lurker)).toBe(0);
  });
});
