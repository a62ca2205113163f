/**
 * The 2024 dragonborn's breath weapon (SRD 5.2) through the module's request and decision, on each
 * stack: the breather is asked cone or line at each use (or a macro says which), the GM's client
 * decides it as it decides the 2014 breath — the save, DC and dice from the 2024 item, the area
 * bounded by the shape the request names — and posts the one card. The adversarial cases are the
 * ones where the flow differs from the 2014 breath: a forged or missing shape, a spent breath, no
 * ancestry answer. Each checks hit points and notices.
 */
import { describe, expect, it } from "vitest";
import type { Actor, Item, World } from "../harness";
import type { ActivityCollection } from "../harness/activity";
import { breath24Formula } from "../../src/rules/breath24";
import { pixelAreaOf } from "../../src/breath/area";
import { configureScene, GRID_TYPES } from "../harness/scene";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  dragonbornFacingGoblin,
  GM_AND_PLAYER,
  L,
  noticeTexts,
  ORIGIN,
  requestCards,
  settle,
  STACKS,
  usesSpent,
} from "./support";
import {
  areaDocumentName,
  areasOnScene,
  gmConnectsAndOffers,
  pendingOf,
  placeAreaAs,
  requestFor,
  sceneHp,
  sendRequestAs,
  sentRequests,
  UNDO,
  writes,
} from "./protocol";
import { dragonborn24 } from "./support24";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

function activityOf(item: Item, shape: "cone" | "line"): { use(...args: unknown[]): Promise<unknown> } {
  const saves = (item.system.activities as unknown as ActivityCollection).getByType("save") as unknown as {
    target: { template: { type: string } };
    use(...args: unknown[]): Promise<unknown>;
  }[];
  return saves.find((a) => a.target.template.type === shape)!;
}

/** The area the breath drew, as its document stores it. */
function drawnShape(): string {
  const data = areasOnScene(world)[0]!.toObject() as { t?: string; shapes?: { type: string }[] };
  return data.t === "ray" ? "line" : (data.t ?? data.shapes?.[0]?.type ?? "");
}

/** Nothing spent, nothing placed or posted, no one hurt. */
function expectNothingHappened(item: Item): void {
  expect(usesSpent(item)).toBe(0);
  expect(areasOnScene(world)).toHaveLength(0);
  expect(world.chat).toHaveLength(0);
  expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
}

describe.each(STACKS)("the 2024 breath weapon, decided by the GM's client ($name)", ({ id: stack }) => {
  it("the player is asked cone or line in Icelandic; the line chosen is what the GM decides: Dex save, 1d10 fire, one use, one card", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    world.dialogs.answer("line");
    world.dice.force(7, 3); // 7 fire; the goblin's save of 3 fails against DC 8 + 2 + 2.
    world.ops.reset();

    const result = await breathe(b, { actor });

    const asked = world.dialogs.last!;
    expect(asked.title).toBe(L(world, "Breath.Shape24.Title"));
    expect(asked.buttons.map((x) => x.label)).toEqual([
      L(world, "Breath.Shape24.Cone", { length: "15 fet" }),
      L(world, "Breath.Shape24.Line", { length: "30 fet", width: "5 fet" }),
      L(world, "Breath.Shape24.Cancel"),
    ]);
    expect(sentRequests(world, "Player")[0]).toMatchObject({ itemUuid: item.uuid, shape: "line" });
    expect(drawnShape()).toBe("line");
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33 });
    expect(usesSpent(item)).toBe(1);
    expect(writes(world)).toEqual([
      ["create", areaDocumentName(world), "Player"],
      ["update", "Item", "Gamemaster"],
      ["update", "Actor", "Gamemaster"],
      ["create", "ChatMessage", "Gamemaster"],
    ]);
    expect(world.chat).toHaveLength(1);
    expect(cardData(breathCards(world)[0]!)).toMatchObject({
      ability: "dex",
      dc: 12,
      damageType: "fire",
      formula: "1d10",
      damageTotal: 7,
    });
    expect(result?.targets.map((x) => [x.name, x.status, x.hpLost])).toEqual([["Gobbi", "applied", 7]]);
    expect(noticeTexts(world)).toEqual([]);
  });

  it("shape: 'cone' asks nothing; at level 5 with CON 16 it is 2d10 against DC 14, the ancestry's cold", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn24(b, { level: 5, con: 16, ancestry: "silver" });
    world.dice.force(6, 4, 13); // 10 cold; the goblin's 13 fails against DC 8 + 3 + 3.
    const heard: unknown[] = [];
    world.hooks.on("kynthaettir.preBreathWeapon", (_a: unknown, context: { shape: string }) => {
      heard.push(context.shape);
    });
    world.hooks.on(
      "kynthaettir.breathWeapon",
      (_a: unknown, r: { shape: string }) => void heard.push(r.shape),
    );
    const result = await b.api.breathWeapon({ actor, shape: "cone" } as never);
    await settle(world);
    expect(world.dialogs.shown).toHaveLength(0);
    expect(drawnShape()).toBe("cone");
    // Macros listening to the breath hear which area was breathed.
    expect(heard).toEqual(["cone", "cone"]);
    expect(cardData(breathCards(world)[0]!)).toMatchObject({
      dc: 14,
      damageType: "cold",
      formula: breath24Formula(5),
      damageTotal: 10,
    });
    expect(result?.damageTotal).toBe(10);
    expect(sceneHp(world)["Gobbi"]).toBe(30);
  });

  it("used from the sheet, dnd5e's chosen activity is the shape: no second question, one card", async () => {
    const b = start({ stack });
    const { item } = await dragonborn24(b);
    world.dice.force(5, 2);
    await world.asUser("Player", () => activityOf(item, "cone").use());
    await settle(world);
    expect(world.dialogs.shown).toHaveLength(0);
    expect(sentRequests(world, "Player")[0]).toMatchObject({ shape: "cone" });
    expect(drawnShape()).toBe("cone");
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 35 });
    expect(usesSpent(item)).toBe(1);
    expect(world.chat).toHaveLength(1);
  });

  it("in a metric world the question and the area are in metres: 4,5 m cone, 9 × 1,5 m line", async () => {
    const b = start({ stack, metric: true });
    configureScene(world, { type: GRID_TYPES.SQUARE, size: 100, distance: 1.5, units: "m" });
    const { actor } = await dragonborn24(b, { units: "m" });
    world.dialogs.answer("line");
    world.dice.force(7, 3);
    await breathe(b, { actor });
    expect(world.dialogs.last!.buttons.map((x) => x.label).slice(0, 2)).toEqual([
      L(world, "Breath.Shape24.Cone", { length: "4,5 m" }),
      L(world, "Breath.Shape24.Line", { length: "9 m", width: "1,5 m" }),
    ]);
    const drawn = areasOnScene(world)[0]!;
    const area = pixelAreaOf(drawn.documentName, drawn.toObject(), { gridSize: 100, gridDistance: 1.5 })!;
    expect(area.length).toBeCloseTo(600, 6);
    expect(area.width).toBeCloseTo(100, 6);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33 });
  });

  it("the GM's undo gives back what the goblin took", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn24(b);
    world.dialogs.answer("cone");
    world.dice.force(7, 3);
    await breathe(b, { actor });
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33 });
    await world.clickChatButton("Gamemaster", breathCards(world)[0]!, UNDO);
    await settle(world);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });
});

describe.each(STACKS)("the 2024 breath with no GM, and the GM's own ($name)", ({ id: stack }) => {
  it("a request that waited for a GM keeps its shape: the GM who connects decides the line the player chose", async () => {
    const b = start({ stack, gmConnected: false });
    const { actor, item } = await dragonborn24(b);
    world.dialogs.answer("line");
    await breathe(b, { actor });
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NoGM")]);
    expect(pendingOf(requestCards(world)[0]!).request).toMatchObject({ shape: "line" });
    expect(usesSpent(item)).toBe(0);
    world.dice.force(7, 3);
    expect(await gmConnectsAndOffers(world)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33 });
    expect(usesSpent(item)).toBe(1);
    expect(requestCards(world)).toHaveLength(0);
    expect(world.chat).toHaveLength(1);
  });

  it("with midi-qol active the macro still asks the shape, then places it and uses that activity through dnd5e", async () => {
    const b = start({ stack, modules: [{ id: "midi-qol" }] });
    const { actor, item } = await dragonborn24(b);
    world.dialogs.answer("line");
    const result = await breathe(b, { actor });
    expect(result?.automation).toBe("off");
    expect(drawnShape()).toBe("line");
    expect(breathCards(world)).toHaveLength(0);
    expect(world.chat.map((m) => m.type)).toEqual(["usage"]);
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("the GM's own 2024 breath is asked and decided on the GM's client", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor, item } = await dragonborn24(b);
    world.dialogs.answer("cone");
    world.dice.force(7, 3);
    world.ops.reset();
    await breathe(b, { actor });
    expect(drawnShape()).toBe("cone");
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 33 });
    expect(usesSpent(item)).toBe(1);
    expect(world.ops.total).toBe(4);
    expect(world.chat).toHaveLength(1);
  });
});

describe.each(STACKS)("the 2024 breath refused ($name)", ({ id: stack }) => {
  it("the question cancelled spends, places and asks the GM nothing; the breath is usable right away", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    world.dialogs.answer(null);
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Cancelled")]);
    expect(world.socket.emitted).toHaveLength(0);
    expect(writes(world)).toEqual([]);
    expectNothingHappened(item);
    world.dialogs.answer("cancel");
    expect(await breathe(b, { actor })).toBeNull();
    expectNothingHappened(item);
  });

  it("any shape but cone or line is one Icelandic notice and null, nothing asked or spent", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    for (const shape of ["sphere", "", 3, null]) {
      world.notifications.length = 0;
      expect(await b.api.breathWeapon({ actor, shape } as never)).toBeNull();
      await settle(world);
      expect(noticeTexts(world)).toEqual([L(world, "Breath.BadShape")]);
    }
    expect(world.dialogs.shown).toHaveLength(0);
    expectNothingHappened(item);
  });

  it("with no uses left the breather is told so before being asked anything", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    await world.asUser("gm", () => item.update({ "system.uses.spent": 2 }));
    world.ops.reset();
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Spent24", { actor: "Fáfnir" })]);
    expect(noticeTexts(world)[0]).toContain("Hvílstu um langa hríð");
    expect(world.dialogs.shown).toHaveLength(0);
    expect(world.ops.total).toBe(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("without the ancestry answer the breath is not configured: one notice, nothing asked", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b, { ancestry: null });
    expect(await breathe(b, { actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.NotConfigured", { actor: "Fáfnir" })]);
    expect(world.dialogs.shown).toHaveLength(0);
    expectNothingHappened(item);
  });
});

describe.each(STACKS)("forged 2024 requests sent by hand ($name)", ({ id: stack }) => {
  const cone = () => placeAreaAs(world, "Player", { shape: "cone", x: ORIGIN.x, y: ORIGIN.y, size: 15 });
  /** The player's request for this breath and area, sent by hand with `shape` as written (or none). */
  const forged = (actor: Actor, item: Item, area: { uuid: string }, shape?: string) =>
    sendRequestAs(
      world,
      "Player",
      requestFor(world, "Player", {
        actorUuid: actor.uuid,
        itemUuid: item.uuid,
        areaUuid: area.uuid,
        ...(shape === undefined ? {} : { shape }),
      }),
    );

  it("a shape that is neither cone nor line is not a request: no answer, no one hurt", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    const area = await cone();
    const answer = await forged(actor, item, area, "sphere");
    expect(answer).toBeNull();
    expect(usesSpent(item)).toBe(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("a request for a spent 2024 breath is refused, and told as a long rest", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    await world.asUser("gm", () => item.update({ "system.uses.spent": 2 }));
    const area = await cone();
    const answer = await forged(actor, item, area, "cone");
    expect(answer).toMatchObject({ messageId: null, refusal: "Breath.Refused.Spent24" });
    expect(L(world, "Breath.Refused.Spent24")).toContain("langa hríð");
    expect(world.chat).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("a 2024 request without a shape is refused", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    const area = await cone();
    const answer = await forged(actor, item, area);
    expect(answer).toMatchObject({ messageId: null, refusal: "Breath.Refused.Shape" });
    expect(usesSpent(item)).toBe(0);
    expect(world.chat).toHaveLength(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("a request that says line for a cone area is refused: the area is bounded by the named shape", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn24(b);
    const area = await cone();
    const answer = await forged(actor, item, area, "line");
    expect(answer).toMatchObject({ messageId: null, refusal: "Breath.Refused.Area" });
    expect(usesSpent(item)).toBe(0);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
  });

  it("a 2014 breath's request naming a shape keeps its ancestry's: a red dragonborn's cone is still a cone", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
    const area = await cone();
    world.dice.force(4, 5, 3);
    const answer = await forged(actor, item, area, "line");
    expect(answer).toMatchObject({ refusal: null });
    expect(usesSpent(item)).toBe(1);
    expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31 });
  });
});
