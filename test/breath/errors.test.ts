import { expect, it } from "vitest";
import { describeShared } from "../support/shared";
import type { World } from "../harness";
import { closeCanvas, controlTokens } from "../harness/scene";
import { MODULE_ID } from "../../src/content/ids";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  dragonborn,
  dragonbornOnScene,
  hpOf,
  L,
  noticeTexts,
  ORIGIN,
  token,
  usesSpent,
  type BreathWorld,
} from "./support";

let world: World;
const start = breathWorldPerTest((w) => (world = w));

/** Nothing written, nothing posted, nothing placed. */
function expectNothingHappened(b: BreathWorld): void {
  expect(world.ops.log.map((e) => `${e.action} ${e.documentName}`)).toEqual([]);
  expect(world.scene.templates.size).toBe(0);
  expect(b.placements.pending).toBe(0);
}

describeShared("the breath weapon's error paths: a clear Icelandic notice, and nothing spent", () => {
  it("with no actor given, no token controlled and no character, the user is told how to pick one", async () => {
    const b = start();
    world.ops.reset();
    expect(await breathe(b, {})).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoActor")]);
    expect(world.notifications[0]?.type).toBe("warning");
    expectNothingHappened(b);
  });

  it("without an actor in the call, the controlled token's actor breathes, else the user's character", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world);
    const actorToken = await token(world, actor, 550, 550);
    controlTokens(world, actorToken);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    expect((await breathe(b, {}))?.actor).toBe(actor);
    expect(usesSpent(item)).toBe(1);

    const other = await dragonborn(world, { name: "Regin" });
    controlTokens(world);
    world.user.character = other.actor;
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    expect((await breathe(b, {}))?.actor).toBe(other.actor);
    expect(usesSpent(other.item)).toBe(1);
  });

  it("a player whose character lacks the feature is told so", async () => {
    const b = start({ user: "player" });
    const actor = await creature(world, "Álfur", { ownedByPlayer: true });
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoFeature", { actor: "Álfur" })]);
    expectNothingHappened(b);
  });

  it("a player cannot breathe for an actor they do not own", async () => {
    const b = start({ user: "player" });
    const { actor, item } = await dragonborn(world, { ownedByPlayer: false });
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NotOwner", { actor: "Fáfnir" })]);
    expect(usesSpent(item)).toBe(0);
    expectNothingHappened(b);
  });

  it("a feature whose ancestry was never chosen says so instead of breathing nothing", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world, { ancestry: null });
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NotConfigured", { actor: "Fáfnir" })]);
    expect(usesSpent(item)).toBe(0);
    expectNothingHappened(b);
  });

  it("a spent breath asks for a short or long rest, and nothing is placed or posted", async () => {
    const b = start();
    const { actor, item } = await dragonbornOnScene(b);
    await breathe(b, { actor });
    expect(usesSpent(item)).toBe(1);
    world.ops.reset();
    const messages = world.chat.length;
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Spent", { actor: "Fáfnir" })]);
    expect(noticeTexts(world)[0]).toContain("Hvílstu um skamma eða langa hríð");
    expect(world.ops.total).toBe(0);
    expect(world.chat.length).toBe(messages);
    expect(b.placements.previews).toHaveLength(1);
  });

  it("a placement cancelled with a right-click spends nothing and posts nothing", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    b.placements.cancel();
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Cancelled")]);
    expect(usesSpent(item)).toBe(0);
    expect(hpOf(goblin)).toBe(40);
    expectNothingHappened(b);
    // Still usable right away.
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    expect((await breathe(b, { actor }))?.targets).toHaveLength(1);
  });

  it("with no canvas the breath has no area and falls on the user's own targets", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const goblinToken = await token(world, goblin, 750, 550);
    goblinToken.setTarget(true);
    closeCanvas(world);
    world.dice.force(4, 5, 2);
    const result = await breathe(b, { actor });
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoScene")]);
    expect(result?.template).toBeNull();
    expect(world.scene.templates.size).toBe(0);
    expect(usesSpent(item)).toBe(1);
    expect(hpOf(goblin)).toBe(31);
    expect(breathCards(world)[0]!.content).toContain(L(world, "Breath.Card.NoScene"));
  });

  it("a creature removed from the scene while the breath is under way is left out, with a notice", async () => {
    const b = start();
    const { actor } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const orc = await creature(world, "Orkur", { hp: 40 });
    await token(world, actor, 550, 550);
    const goblinToken = await token(world, goblin, 750, 550);
    await token(world, orc, 850, 550);
    // Someone deletes the goblin's token while dnd5e is posting its card.
    world.hooks.once("dnd5e.postUseActivity", (() =>
      world.scene.deleteEmbeddedDocuments("Token", [goblinToken.id])) as (...args: never[]) => unknown);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 2);
    const result = await breathe(b, { actor });
    await world.settle();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.TargetRemoved", { name: "Gobbi" })]);
    expect(result?.targets.map((t) => [t.name, t.status])).toEqual([
      ["Gobbi", "removed"],
      ["Orkur", "applied"],
    ]);
    expect(hpOf(goblin)).toBe(40);
    expect(hpOf(orc)).toBe(31);
    expect(breathCards(world)[0]!.content).toContain(L(world, "Breath.Card.Removed"));
  });

  it("a placement that fails (not a cancel) shows an error and spends nothing", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world);
    await token(world, actor, 550, 550);
    // No scripted placement: the harness's preview throws, as a broken canvas would.
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await breathe(b, { actor })).toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(world.notifications.map((n) => [n.type, n.message])).toEqual([
      ["error", L(world, "Breath.PlaceFailed")],
    ]);
    expect(usesSpent(item)).toBe(0);
  });

  it("when dnd5e refuses the use (another module's hook), the placed area is taken back and nothing is spent", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world);
    await token(world, actor, 550, 550);
    world.hooks.on("dnd5e.preUseActivity", (() => false) as (...args: never[]) => unknown);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.UseRefused")]);
    expect(usesSpent(item)).toBe(0);
    expect(world.scene.templates.size).toBe(0);
    expect(breathCards(world)).toHaveLength(0);
  });
});

describeShared("an unexpected error during the breath", () => {
  it("a damage formula a GM edited into nonsense ends in an Icelandic notice and one logged error, not an exception in the macro", async () => {
    const b = start();
    const { actor, item } = await dragonbornOnScene(b);
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await token(world, goblin, 750, 550);
    const activityId = (item.system.activities as unknown as { contents: { id: string }[] }).contents[0]!.id;
    await world.asUser("gm", () =>
      item.update({
        [`system.activities.${activityId}.damage.parts`]: [
          { custom: { enabled: true, formula: "2d6 +* (" }, types: ["fire"] },
        ],
      }),
    );
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await expect(breathe(b, { actor })).resolves.toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(world.notifications.map((n) => [n.type, n.message])).toEqual([
      ["error", L(world, "Breath.Failed")],
    ]);
    expect(L(world, "Breath.Failed")).toContain("óvæntrar villu");
    expect(hpOf(goblin)).toBe(40);
    expect(breathCards(world)).toHaveLength(0);
  });
});

describeShared("a GM's ad-hoc breath for an actor without the feature", () => {
  it("the GM picks an ancestry in a dialog, the creature breathes once, and nothing is tracked", async () => {
    const b = start();
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
    expect(b.placements.previews[0]).toMatchObject({ t: "cone", distance: 15 });
    expect(hpOf(goblin)).toBe(34);
    expect(wyrmling.items.size).toBe(itemsBefore);
    const card = breathCards(world)[0]!;
    expect(cardData(card).itemUuid).toBeNull();
    expect(card.content).toContain(L(world, "Breath.Card.AdHoc"));
    // No dnd5e usage card: there is no item to use.
    expect(world.chat.filter((m) => m.content.includes("activity-card"))).toHaveLength(0);
  });

  it("closing the dialog breathes nothing", async () => {
    const b = start();
    const wyrmling = await creature(world, "Drekaungi");
    await token(world, wyrmling, 550, 550);
    world.dialogs.answer(null);
    world.ops.reset();
    expect(await breathe(b, { actor: wyrmling })).toBeNull();
    expectNothingHappened(b);
    expect(noticeTexts(world)).toEqual([]);
  });

  it("the dialog lists the ten ancestries of the table", async () => {
    const b = start();
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
    void MODULE_ID;
  });
});
