/**
 * The breath's error paths on each stack: a clear Icelandic notice, and nothing spent. A player
 * without the right to place the area (REGION_CREATE on dnd5e 6, TEMPLATE_CREATE on dnd5e 5.3) or
 * without a canvas breathes at the tokens they targeted; an area deleted before the GM decides is
 * refused; the usual refusals before anything is placed; placement cancelled or failing; dnd5e
 * refusing the use; a GM's ad-hoc breath for an actor without the feature.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { World, WorldOptions } from "../harness";
import { closeCanvas, controlTokens, TOKEN_DISPLAY_MODES } from "../harness/scene";
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
  type BreathWorld,
} from "./support";
import {
  APPLY,
  UNDO,
  areasOnScene,
  beforeGMDecides,
  breakFormula,
  placesRegions,
  sceneHp,
  sentRequests,
  userId,
  writes,
} from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

afterEach(() => {
  vi.restoreAllMocks();
});

/** Nothing written, nothing posted, nothing placed, nothing asked. */
function expectNothingHappened(b: BreathWorld): void {
  expect(writes(world)).toEqual([]);
  expect(areasOnScene(world)).toHaveLength(0);
  expect(world.socket.emitted).toHaveLength(0);
  expect(b.placements.previews).toHaveLength(0);
}

describe.each(STACKS)("a player who may not place the area, or has no canvas ($name)", ({ id: stack }) => {
  it("without the right to place the area the player is told which permission, and the GM's client breathes at the player's targets", async () => {
    const b = start({ stack });
    const permission = placesRegions(world) ? "REGION_CREATE" : "TEMPLATE_CREATE";
    await world.permissions.revoke(permission, "player");
    const { actor, item } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const orc = await creature(world, "Orkur", { hp: 40 });
    await token(world, actor, 550, 550);
    const goblinToken = await token(world, goblin, 550, 750, { displayName: TOKEN_DISPLAY_MODES.HOVER });
    await token(world, orc, 750, 550);
    world.asUser("Player", () => goblinToken.setTarget(true));
    world.dice.force(4, 5, 3);
    world.ops.reset();
    const result = await breathe(b, { actor });

    expect(noticeTexts(world)).toEqual([
      L(world, "Breath.NoPermission", { permission: L(world, `Breath.Permission.${permission}`) }),
    ]);
    expect(noticeTexts(world)[0]).toContain(permission);
    expect(result?.area).toBeNull();
    expect(sentRequests(world, "Player")[0]).toMatchObject({
      areaUuid: null,
      targetUuids: [goblinToken.document.uuid],
    });
    // The player's client wrote nothing; the GM's client spent the use and did the rest.
    expect(writes(world)).toEqual([
      ["update", "Item", "Gamemaster"],
      ["update", "Actor", "Gamemaster"],
      ["create", "ChatMessage", "Gamemaster"],
    ]);
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31, Orkur: 40 });
    expect(breathCards(world)[0]!.content).toContain(L(world, "Breath.Card.NoArea"));
  });

  it("with no canvas the player is told, and the GM's client breathes at the player's targets", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await token(world, actor, 550, 550);
    const goblinToken = await token(world, goblin, 750, 550, { displayName: TOKEN_DISPLAY_MODES.HOVER });
    world.asUser("Player", () => goblinToken.setTarget(true));
    closeCanvas(world);
    world.dice.force(4, 5, 2);
    world.ops.reset();
    const result = await breathe(b, { actor });
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoScene")]);
    expect(result?.area).toBeNull();
    expect(result?.hasScene).toBe(false);
    expect(writes(world).map(([, , who]) => who)).toEqual(["Gamemaster", "Gamemaster", "Gamemaster"]);
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(breathCards(world)[0]!.content).toContain(L(world, "Breath.Card.NoArea"));
  });

  it("a GM with no canvas breathes at the GM's own targets", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor, item } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await token(world, actor, 550, 550);
    const goblinToken = await token(world, goblin, 750, 550);
    goblinToken.setTarget(true);
    closeCanvas(world);
    world.dice.force(4, 5, 2);
    await breathe(b, { actor });
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoScene")]);
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });

  it("a GM with no canvas who names the breather by its token document breathes at the GM's targets", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor, item } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const own = await token(world, actor, 550, 550);
    const goblinToken = await token(world, goblin, 750, 550);
    goblinToken.setTarget(true);
    closeCanvas(world);
    world.dice.force(4, 5, 2);
    const result = await breathe(b, { token: own.document } as never);
    expect(result?.actor).toBe(actor);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoScene")]);
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });

  it("an area deleted before the GM decides is refused: the player is told, nothing is spent, no one is hurt, nothing logged", async () => {
    const b = start({ stack });
    const warnings = vi.spyOn(console, "warn");
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    beforeGMDecides(world, async (request) => {
      const area = areasOnScene(world).find((a) => a.uuid === request.areaUuid)!;
      await world.asUser("Player", () => area.delete());
    });
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor });
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.Area")]);
    expect(result).toBeNull();
    expect(usesSpent(item)).toBe(0);
    expect(world.chat).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(warnings).not.toHaveBeenCalled();
  });
});

describe.each(STACKS)("refused before anything is placed ($name)", ({ id: stack }) => {
  it("with no actor given, no token controlled and no character, the user is told how to pick one", async () => {
    const b = start({ stack });
    world.ops.reset();
    expect(await breathe(b, {})).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoActor")]);
    expect(world.notifications[0]?.type).toBe("warning");
    expectNothingHappened(b);
  });

  it("without an actor in the call, the controlled token's actor breathes, else the user's character", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor, item } = await dragonborn(world);
    const actorToken = await token(world, actor, 550, 550);
    controlTokens(world, actorToken);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    expect((await breathe(b, {}))?.actor).toBe(actor);
    expect(usesSpent(item)).toBe(1);

    const other = await dragonborn(world, { name: "Regin" });
    // The area is the breather's: it starts within reach of Regin's own token.
    await token(world, other.actor, 550, 750);
    controlTokens(world);
    world.user.character = other.actor;
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    expect((await breathe(b, {}))?.actor).toBe(other.actor);
    expect(usesSpent(other.item)).toBe(1);
  });

  it("a player whose character lacks the feature is told so (only a GM may breathe ad hoc)", async () => {
    const b = start({ stack });
    const actor = await creature(world, "Álfur", { ownedByPlayer: true });
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoFeature", { actor: "Álfur" })]);
    expect(world.dialogs.shown).toHaveLength(0);
    expectNothingHappened(b);
  });

  it("a player cannot breathe for an actor they do not own", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn(world, { ownedByPlayer: false });
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NotOwner", { actor: "Fáfnir" })]);
    expect(usesSpent(item)).toBe(0);
    expectNothingHappened(b);
  });

  it("a feature whose ancestry was never chosen says so instead of breathing nothing", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn(world, { ancestry: null, ownedByPlayer: true });
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NotConfigured", { actor: "Fáfnir" })]);
    expect(usesSpent(item)).toBe(0);
    expectNothingHappened(b);
  });

  it("a spent breath asks for a short or long rest, and nothing is placed, asked or posted", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    expect(usesSpent(item)).toBe(1);
    world.ops.reset();
    const requests = world.socket.emitted.length;
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Spent", { actor: "Fáfnir" })]);
    expect(noticeTexts(world)[0]).toContain("Hvílstu um skamma eða langa hríð");
    expect(world.ops.total).toBe(0);
    expect(world.socket.emitted).toHaveLength(requests);
    expect(world.chat).toHaveLength(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });
});

describe.each(STACKS)("placing the area goes wrong ($name)", ({ id: stack }) => {
  it("a placement cancelled with a right-click spends nothing, asks nothing, and the breath is usable right away", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    b.placements.cancel();
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Cancelled")]);
    expect(usesSpent(item)).toBe(0);
    expect(writes(world)).toEqual([]);
    expect(world.socket.emitted).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3);
    expect((await breathe(b, { actor }))?.targets).toHaveLength(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });

  it("a placement that fails (not a cancel) shows an error and spends nothing", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn(world, { ownedByPlayer: true });
    await token(world, actor, 550, 550);
    // The user places the area, and creating its document fails (a server that refuses it).
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    vi.spyOn(world.scene, "createEmbeddedDocuments").mockRejectedValueOnce(new Error("refused"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await breathe(b, { actor })).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(world.notifications.map((n) => [n.type, n.message])).toEqual([
      ["error", L(world, "Breath.PlaceFailed")],
    ]);
    expect(usesSpent(item)).toBe(0);
    expect(world.socket.emitted).toHaveLength(0);
  });

  it("when dnd5e refuses the use on the GM's client (another module's hook), nothing is spent and no one is hurt", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.hooks.on("dnd5e.preUseActivity", (() => (world.game.user.isGM ? false : undefined)) as (
      ...args: never[]
    ) => unknown);
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor });
    expect(result).toBeNull();
    expect(areasOnScene(world)).toHaveLength(0);
    expect(noticeTexts(world)).toHaveLength(1);
    expect(usesSpent(item)).toBe(0);
    expect(breathCards(world)).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("with automation off, dnd5e refusing the use takes the placed area back and spends nothing", async () => {
    const b = start({ stack });
    await setAutomation(world, "off");
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    world.hooks.on("dnd5e.preUseActivity", (() => false) as (...args: never[]) => unknown);
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.UseRefused", { actor: "Fáfnir" })]);
    expect(usesSpent(item)).toBe(0);
    expect(areasOnScene(world)).toHaveLength(0);
    expect(world.chat).toHaveLength(0);
  });

  it("a GM's breath whose damage formula was edited into nonsense ends in a notice and one logged error, nothing spent", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor, item } = await dragonbornFacingGoblin(b);
    await breakFormula(world, item);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await breathe(b, { actor });
    expect(result).toBeNull();
    expect(areasOnScene(world)).toHaveLength(0);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.Failed")]);
    expect(usesSpent(item)).toBe(0);
    expect(breathCards(world)).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("saves only: an unlinked creature gone before the GM applies is left out with a notice, the rest is applied", async () => {
    const b = start({ stack });
    await setAutomation(world, "saves");
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const orc = await creature(world, "Orkur", { hp: 40 });
    await token(world, actor, 550, 550);
    const goblinToken = await token(world, goblin, 750, 550, {
      actorLink: false,
      displayName: TOKEN_DISPLAY_MODES.HOVER,
    });
    await token(world, orc, 850, 550, { displayName: TOKEN_DISPLAY_MODES.HOVER });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 2, 2);
    await breathe(b, { actor });
    await world.asUser("gm", () => world.scene.deleteEmbeddedDocuments("Token", [goblinToken.id]));
    const card = breathCards(world)[0]!;
    await world.clickChatButton("Gamemaster", card, APPLY);
    await settle(world);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.TargetRemoved", { name: "Gobbi" })]);
    expect(cardData(card).targets.map((t) => [t.name, t.status])).toEqual([
      ["Gobbi", "removed"],
      ["Orkur", "applied"],
    ]);
    expect(card.content).toContain(L(world, "Breath.Card.Removed"));
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Orkur: 31 });
    expect(world.asUser("gm", () => goblin.name)).toBe("Gobbi");
    expect(sceneHp(world)["Gobbi"]).toBeUndefined();
  });
});

describe.each(STACKS)("a GM's ad-hoc breath for an actor without the feature ($name)", ({ id: stack }) => {
  it("the GM picks an ancestry in a dialog, the creature breathes once, and nothing is tracked", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const wyrmling = await creature(world, "Drekaungi", { con: 14 });
    const goblin = await creature(world, "Gobbi", { hp: 40, con: 10 });
    await token(world, wyrmling, 550, 550);
    await token(world, goblin, 750, 550);
    world.dialogs.answer({ button: "breathe", form: { ancestry: "white" } });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(3, 3, 1);
    const itemsBefore = wyrmling.items.size;
    const result = await breathe(b, { actor: wyrmling });
    expect(world.dialogs.last?.title).toBe(L(world, "Breath.AdHoc.Title"));
    expect(world.dialogs.last?.fieldNames).toEqual(["ancestry"]);
    expect(result?.adHoc).toBe(true);
    expect(result?.ability).toBe("con");
    expect(result?.damageType).toBe("cold");
    expect(result?.area?.documentName).toBe(placesRegions(world) ? "Region" : "MeasuredTemplate");
    expect(sceneHp(world)).toEqual({ Drekaungi: 40, Gobbi: 34 });
    expect(wyrmling.items.size).toBe(itemsBefore);
    const card = breathCards(world)[0]!;
    expect(cardData(card).itemUuid).toBeNull();
    expect(card.content).toContain(L(world, "Breath.Card.AdHoc"));
    expect(world.chat).toHaveLength(1);
  });

  it("closing the dialog breathes nothing", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const wyrmling = await creature(world, "Drekaungi");
    await token(world, wyrmling, 550, 550);
    world.dialogs.answer(null);
    world.ops.reset();
    expect(await breathe(b, { actor: wyrmling })).toBeNull();
    expectNothingHappened(b);
    expect(noticeTexts(world)).toEqual([]);
  });

  it("the dialog lists the ten ancestries of the table", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const wyrmling = await creature(world, "Drekaungi");
    world.dialogs.answer(null);
    await breathe(b, { actor: wyrmling });
    const content = world.dialogs.last?.content ?? "";
    expect([...content.matchAll(/<option value="([a-z]+)"/g)].map((m) => m[1])).toEqual([
      "black",
      "blue",
      "brass",
      "bronze",
      "copper",
      "gold",
      "green",
      "red",
      "silver",
      "white",
    ]);
    expect(content).toContain("Rautt");
    expect(userId(world, "Gamemaster")).toBe(world.user.id);
  });
});

describe.each(STACKS)("a creature or a roll lost while the GM's client decides ($name)", ({ id: stack }) => {
  /** The GM's red dragonborn facing the goblin, and Annar (linked, 40 hp) in the cone behind it. */
  async function goblinAndAnnar(b: BreathWorld) {
    const found = await dragonbornFacingGoblin(b);
    const annar = await creature(world, "Annar", { hp: 40 });
    await token(world, annar, 850, 550, { actorLink: true });
    return { ...found, annar };
  }

  it("a linked creature's actor deleted once the goblin has burned: the breath still lands, its row says removed, no error", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor, item, goblin, annar } = await goblinAndAnnar(b);
    world.hooks.on("dnd5e.applyDamage", ((hurt: { id: string }) => {
      if (hurt.id === goblin.id) void annar.delete();
    }) as (...args: never[]) => unknown);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    world.dice.force(4, 5, 3); // 9 fire; the goblin's save of 3 fails.
    await breathe(b, { actor });
    await settle(world);
    const [card] = breathCards(world);
    expect(cardData(card!).targets.map((t) => [t.name, t.status])).toEqual([
      ["Gobbi", "applied"],
      ["Annar", "removed"],
    ]);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
    expect(usesSpent(item)).toBe(1);
    expect(errors).not.toHaveBeenCalled();
    expect(noticeTexts(world)).toEqual([]);
  });

  it("a save roll that throws part-way (another module's wrapper) gives back the goblin's damage and the use: one notice, one logged error", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor, item, annar } = await goblinAndAnnar(b);
    vi.spyOn(annar as unknown as { rollSavingThrow(): unknown }, "rollSavingThrow").mockRejectedValue(
      new Error("a wrapper broke"),
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    world.dice.force(4, 5, 3);
    expect(await breathe(b, { actor })).toBeNull();
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40, Annar: 40 });
    expect(usesSpent(item)).toBe(0);
    expect(breathCards(world)).toHaveLength(0);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.Failed")]);
  });
});

describe.each(STACKS)("the GM's apply fails part-way ($name)", ({ id: stack }) => {
  it("saves only: damage that throws for the second creature puts the first one's hit points back, and the next apply deals each once", async () => {
    const b = start({ stack, user: "Gamemaster" });
    await setAutomation(world, "saves");
    const { actor } = await dragonbornFacingGoblin(b);
    const annar = await creature(world, "Annar", { hp: 40 });
    await token(world, annar, 850, 550);
    world.dice.force(4, 5, 3, 3); // 9 fire; both saves fail.
    await breathe(b, { actor });
    const card = breathCards(world)[0]!;
    const broken = vi
      .spyOn(annar as unknown as { applyDamage(): unknown }, "applyDamage")
      .mockRejectedValue(new Error("a wrapper broke"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await world.clickChatButton("Gamemaster", card, APPLY);
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40, Annar: 40 });
    expect(cardData(card).targets.map((t) => t.status)).toEqual(["rolled", "rolled"]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.ActionFailed")]);
    broken.mockRestore();
    await world.clickChatButton("Gamemaster", card, APPLY);
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31, Annar: 31 });
  });
});

describe.each(STACKS)("another module refuses the breath's card ($name)", ({ id: stack }) => {
  /**
   * The player's (or GM's) breath at the goblin while every chat message is refused: nothing
   * happened, and the one notice is `notice`.
   */
  async function breatheRefused(
    options: WorldOptions,
    ownedByPlayer: boolean,
    notice: string,
  ): Promise<void> {
    const b = start({ stack, ...options });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer });
    world.dice.force(4, 5, 3); // 9 fire; the goblin's save of 3 fails.
    world.hooks.on("preCreateChatMessage", (() => false) as (...args: never[]) => unknown);

    const result = await breathe(b, { actor });
    await settle(world);

    expect(result).toBeNull();
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(usesSpent(item)).toBe(0);
    expect(world.chat).toHaveLength(0);
    expect(areasOnScene(world)).toHaveLength(0);
    expect(noticeTexts(world)).toEqual([L(world, notice)]);
  }

  it("the GM's own breath: the goblin's hit points come back, the use is not spent, and one notice says why", () =>
    breatheRefused({ user: "Gamemaster" }, false, "Breath.Refused.NoCard"));

  it("a player's breath, decided by the GM's client: the goblin's hit points come back, the use is not spent, and one notice says why", () =>
    breatheRefused({}, true, "Breath.Refused.NoCard"));

  it("a server error posting the card: the hit points and the use come back, one notice and one logged error", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor, item } = await dragonbornFacingGoblin(b);
    world.dice.force(4, 5, 3);
    const messages = (globalThis as unknown as { ChatMessage: { create(...args: unknown[]): unknown } })
      .ChatMessage;
    vi.spyOn(messages, "create").mockRejectedValue(new Error("the server is down"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);

    expect(await breathe(b, { actor })).toBeNull();
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(usesSpent(item)).toBe(0);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.Failed")]);
  });

  it("with no GM online, a refused request card leaves nothing waiting: the area goes and one notice says why", () =>
    breatheRefused({ gmConnected: false }, true, "Breath.Refused.NoRequestCard"));
});

describe.each(STACKS)("another module refuses the card's update ($name)", ({ id: stack }) => {
  it.each([
    ["apply: the goblin's hit points stay, the card still offers it", APPLY, "saves", 40, "rolled"],
    ["undo: the hit points stay where the breath left them", UNDO, "damage", 31, "applied"],
  ] as const)(
    "the GM's %s, and a second click cannot act twice",
    async (_label, button, automation, hp, status) => {
      const b = start({ stack });
      await setAutomation(world, automation);
      const { actor } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
      world.dice.force(4, 5, 3); // 9 fire; the goblin's save of 3 fails.
      await breathe(b, { actor });
      const card = breathCards(world)[0]!;
      world.hooks.on("preUpdateChatMessage", (() => false) as (...args: never[]) => unknown);
      for (const click of [1, 2]) {
        await world.clickChatButton("Gamemaster", card, button);
        await settle(world);
        expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: hp });
        expect(cardData(card).targets.map((t) => t.status)).toEqual([status]);
        expect(noticeTexts(world)).toHaveLength(click);
      }
      expect(new Set(noticeTexts(world))).toEqual(new Set([L(world, "Breath.CardNotUpdated")]));
    },
  );
});
