/**
 * What a player's breath shows and to whom, on each stack: the GM's one card follows the
 * breather's roll mode (public, private, blind, self), a blind card hides its results from the
 * players, tokens a GM has hidden are passed over, and names players may not read are written as
 * an unknown creature.
 */
import { describe, expect, it } from "vitest";
import type { World } from "../harness";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import type { Token } from "../harness/canvas";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  dragonborn,
  dragonbornFacingGoblin,
  L,
  ORIGIN,
  STACKS,
  token,
} from "./support";
import { GM_PLAYER_OTHER, sceneHp, shownTo, userId } from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_PLAYER_OTHER, user: "Player" });

type Mode = "publicroll" | "gmroll" | "blindroll" | "selfroll";

/** Who each mode whispers the card to, and what each user's chat shows of its results. */
const MODES: {
  mode: Mode;
  title: string;
  whisper: string[];
  blind: boolean;
  seesResults: string[];
}[] = [
  {
    mode: "publicroll",
    title: "a public roll shows the card to everyone",
    whisper: [],
    blind: false,
    seesResults: ["Gamemaster", "Player", "Other"],
  },
  {
    mode: "gmroll",
    title: "a private roll whispers the card to the GMs and the breather",
    whisper: ["Gamemaster", "Player"],
    blind: false,
    seesResults: ["Gamemaster", "Player"],
  },
  {
    mode: "blindroll",
    title: "a blind roll shows the results to the GMs alone, not even to the breather",
    whisper: ["Gamemaster"],
    blind: true,
    seesResults: ["Gamemaster"],
  },
  {
    mode: "selfroll",
    title: "a self roll shows the card to the breather (and the GM who wrote it)",
    whisper: ["Player"],
    blind: false,
    seesResults: ["Gamemaster", "Player"],
  },
];

describe.each(STACKS)("the card follows the breather's roll mode ($name)", ({ id: stack }) => {
  it.each(MODES)("$title", async ({ mode, whisper, blind, seesResults }) => {
    const b = start({ stack });
    await world.asUser("Player", () => world.game.settings.set("core", "rollMode", mode));
    const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });

    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(world.chat).toHaveLength(1);
    const card = breathCards(world)[0]!;
    expect(cardData(card).mode).toBe(mode);
    expect([...card.whisper].sort()).toEqual(whisper.map((n) => userId(world, n)).sort());
    expect(card.blind).toBe(blind);
    for (const user of ["Gamemaster", "Player", "Other"]) {
      const shown = shownTo(world, user, card);
      const sees = seesResults.includes(user);
      expect(shown.includes("Gobbi"), `${user} sees the goblin's row`).toBe(sees);
      expect(shown.includes('<td class="breath-outcome">Mistókst</td>'), `${user} sees the outcome`).toBe(
        sees,
      );
    }
  });
});

describe.each(STACKS)("a player's breath and what players may not see ($name)", ({ id: stack }) => {
  it("a token the GM has hidden is not targeted, named on the card, rolled for or damaged", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const lurker = await creature(world, "Launvera", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550, { displayName: TOKEN_DISPLAY_MODES.HOVER });
    await token(world, lurker, 850, 550, { hidden: true, displayName: TOKEN_DISPLAY_MODES.HOVER });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3, 3);
    const result = await breathe(b, { actor });

    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31, Launvera: 40 });
    expect(result?.targets.map((t) => t.name)).toEqual(["Gobbi"]);
    expect(cardData(breathCards(world)[0]!).targets.map((t) => t.actorUuid)).toEqual([goblin.uuid]);
    for (const user of ["Gamemaster", "Player", "Other"])
      expect(shownTo(world, user, breathCards(world)[0]!)).not.toContain("Launvera");
    expect([...world.user.targets].map((t) => (t as unknown as Token).name)).toEqual(["Gobbi"]);
    // One die left over: the lurker's save was never rolled.
    expect(world.dice.forced).toEqual([3]);
  });

  it("a GM's breath reaches hidden tokens too", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor } = await dragonborn(world);
    const lurker = await creature(world, "Launvera", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, lurker, 750, 550, { hidden: true });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => t.name)).toEqual(["Launvera"]);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Launvera: 31 });
  });

  it("a creature whose name players cannot read is an unknown creature on a player's card; public names and the player's own creatures are named", async () => {
    const b = start({ stack });
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
    world.dice.force(2, 2, 1, 1, 1, 1); // 4 fire; every save fails.
    const result = await breathe(b, { actor });

    const unknown = L(world, "Breath.UnknownCreature");
    expect(unknown).toBe("Óþekkt vera");
    expect(result?.targets.map((t) => t.name)).toEqual([unknown, unknown, "Gobbi", "Krummi"]);
    const card = breathCards(world)[0]!;
    for (const user of ["Gamemaster", "Player", "Other"]) {
      expect(shownTo(world, user, card)).not.toContain("Leyninafn");
      expect(shownTo(world, user, card)).not.toContain("Eigandanafn");
      expect(shownTo(world, user, card)).toContain("Gobbi");
    }
    // The GM's client still damaged the creatures it did not name.
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Leyninafn: 36, Eigandanafn: 36, Gobbi: 36, Krummi: 36 });
  });

  it("a GM's own breath names every creature", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor } = await dragonborn(world);
    const secret = await creature(world, "Leyninafn", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, secret, 750, 550);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => t.name)).toEqual(["Leyninafn"]);
  });
});
