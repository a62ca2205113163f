/**
 * A GM's breath on each supported stack: the area placed through dnd5e (a MeasuredTemplate on
 * dnd5e 5.3, a Scene Region on dnd5e 6), the creatures it covers, saves and damage decided on the
 * GM's client, the one card, and nothing spent when the placement is cancelled.
 */
import { describe, expect, it } from "vitest";
import type { World } from "../harness";
import { activeTokens, addScene, configureScene, GRID_TYPES, placeTokenOn } from "../harness/scene";
import { HOOKS, MODULE_ID } from "../../src/content/ids";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  dragonborn,
  dragonbornFacingGoblin,
  hpOf,
  L,
  noticeTexts,
  ORIGIN,
  setAutomation,
  STACKS,
  token,
  usesSpent,
} from "./support";

let world: World;
const start = breathWorldPerTest((w) => (world = w));

describe.each(STACKS)("a GM's breath weapon with full automation ($name)", ({ id: stack, name }) => {
  it("a forged placeable around a live token document breathes with the document's own token and creature, not the forgery's", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn(world, { level: 1, con: 14 });
    const other = await creature(world, "Annar", { hp: 40 });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const placed = await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3);
    const forged = {
      document: placed.document,
      get actor(): never {
        throw new Error("not for you");
      },
    };
    const result = await breathe(b, { token: forged } as never);
    expect(result?.actor).toBe(actor);
    expect([hpOf(goblin), hpOf(other), usesSpent(item)]).toEqual([31, 40, 1]);
  });

  it("a token on a scene the GM is not viewing is refused with a notice before anything is placed", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn(world, { level: 1, con: 14 });
    const elsewhere = addScene(world);
    const away = await placeTokenOn(elsewhere, actor, 550, 550);
    world.ops.reset();
    const result = await breathe(b, { token: away.document } as never);
    expect(result).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Api.TokenNotViewed")]);
    expect(world.ops.total).toBe(0);
  });

  it("a macro handing in the token's TokenDocument (not its placeable) breathes with that token's creature", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn(world, { level: 1, con: 14 });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const placed = await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { token: placed.document } as never);
    expect(result?.actor).toBe(actor);
    expect([hpOf(goblin), usesSpent(item)]).toEqual([31, 1]);
    expect(noticeTexts(world)).toEqual([]);
  });

  it("a red dragonborn's cone burns the goblin in front, spares the one beside, spends the use and posts one card", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn(world, { level: 1, con: 14 });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const bystander = await creature(world, "Hjá", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    await token(world, bystander, 750, 750);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3); // 2d6 = 9 fire; the goblin's Dexterity save rolls a 3 against DC 12.
    world.ops.reset();
    const before = world.chat.length;

    const result = await breathe(b, { actor });

    expect(result?.dc).toBe(12);
    expect(hpOf(goblin)).toBe(31);
    expect(hpOf(bystander)).toBe(40);
    expect(usesSpent(item)).toBe(1);
    expect(world.chat.length - before).toBe(1);
    const [card] = breathCards(world);
    const html = card!.content;
    expect(html).toContain("Andardráttur Fáfnis");
    expect(html).toContain("Erfiðleikastig 12 · Lipurðarvarnarkast");
    expect(html).toContain(L(world, "Breath.Card.Damage", { total: 9, type: "Eldskaði", formula: "2d6" }));
    expect(html).toContain("Gobbi");
    expect(html).toContain(L(world, "Breath.Card.SaveRoll", { total: 3, d20: 3 }));
    expect(html).toContain('<td class="breath-outcome">Mistókst</td>');
    expect(html).not.toContain("Hjá");
    expect(noticeTexts(world)).toEqual([]);
    // The area, the use, the card and one hit-point update: nothing else is written.
    expect(world.ops.log.map((e) => [e.action, e.documentName])).toEqual([
      ["create", placesRegions(name) ? "Region" : "MeasuredTemplate"],
      ["update", "Item"],
      ["update", "Actor"],
      ["create", "ChatMessage"],
    ]);
    // The creatures in the area are the GM's targets, as dnd5e's own buttons expect.
    expect([...world.user.targets].map((t) => t.id)).toEqual([activeTokens(goblin)[0]!.id]);
  });

  it("the area is a Region on dnd5e 6 and a MeasuredTemplate on dnd5e 5.3, marked as the breath's", async () => {
    const b = start({ stack });
    const { actor } = await dragonbornFacingGoblin(b);
    const result = await breathe(b, { actor });
    expect(result?.area?.documentName).toBe(placesRegions(name) ? "Region" : "MeasuredTemplate");
    expect((result?.area?.flags?.[MODULE_ID] as Record<string, unknown> | undefined)?.["breath"]).toBe(true);
    expect(cardData(breathCards(world)[0]!).areaUuid).toBe(result?.area?.uuid);
  });

  it("half damage on a success, and the goblin's fire resistance halves it again", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn(world, { level: 1, con: 14 });
    const goblin = await creature(world, "Gobbi", { hp: 40, resist: ["fire"] });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(6, 6, 18); // 12 fire; a save of 18 succeeds: 6, halved by resistance: 3.
    await breathe(b, { actor });
    expect(hpOf(goblin)).toBe(37);
    const [row] = cardData(breathCards(world)[0]!).targets;
    expect(row).toMatchObject({
      status: "applied",
      damage: 6,
      hpLost: 3,
      save: { total: 18, success: true },
    });
  });

  it("the cone reaches 15 ft on a 5-ft grid and 4,5 m on a 1,5-m grid, the same squares", async () => {
    for (const metric of [false, true]) {
      const b = start({ stack, metric });
      const { actor } = await dragonborn(world, { units: "m" });
      const far = await creature(world, "Fjær");
      const beyond = await creature(world, "Handan");
      await token(world, actor, 550, 550);
      await token(world, far, 850, 550); // 3 squares from the origin: the cone's full reach.
      await token(world, beyond, 950, 550);
      b.placements.place(ORIGIN.x, ORIGIN.y, 0);
      const result = await breathe(b, { actor });
      expect(result?.targets.map((t) => t.name)).toEqual(["Fjær"]);
    }
  });

  it("a black dragonborn's line hits only what is on it, up to 30 ft", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn(world, { ancestry: "black", units: "m" });
    const onLine = await creature(world, "Á línunni");
    const farEnd = await creature(world, "Við endann");
    const offLine = await creature(world, "Utan línu");
    await token(world, actor, 550, 550);
    await token(world, onLine, 850, 550);
    await token(world, farEnd, 1250, 550); // 650 px from the origin: beyond 30 ft (600 px).
    await token(world, offLine, 850, 650); // one square aside: outside a 5-ft-wide line.
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => t.name)).toEqual(["Á línunni"]);
    expect(result?.damageType).toBe("acid");
  });

  it("on a gridless metre scene the token centres decide", async () => {
    const b = start({ stack, metric: true });
    configureScene(world, { type: GRID_TYPES.GRIDLESS, size: 100, distance: 1.5, units: "m" });
    const { actor } = await dragonborn(world, { ancestry: "white" });
    const inside = await creature(world, "Inni");
    const outside = await creature(world, "Úti");
    await token(world, actor, 550, 550);
    await token(world, inside, 820, 660);
    await token(world, outside, 700, 720);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => t.name)).toEqual(["Inni"]);
    expect(result?.ability).toBe("con");
  });

  it("the breather is never its own target, even with the cone's point on its own centre", async () => {
    const b = start({ stack });
    const { actor } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi");
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    b.placements.place(550, 550, 0);
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => t.name)).toEqual(["Gobbi"]);
  });

  it("a cancelled placement spends nothing, rolls nothing and posts nothing", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonborn(world);
    await token(world, actor, 550, 550);
    b.placements.cancel();
    world.ops.reset();
    const result = await breathe(b, { actor });
    expect(result).toBeNull();
    expect(usesSpent(item)).toBe(0);
    expect(world.ops.count()).toBe(0);
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Cancelled")]);
  });

  it("saves only: the saves are rolled, the damage waits for the GM's button, which applies it once", async () => {
    const b = start({ stack });
    await setAutomation(world, "saves");
    const { actor, goblin } = await dragonbornFacingGoblin(b);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    expect(hpOf(goblin)).toBe(40);
    const card = breathCards(world)[0]!;
    expect(cardData(card).targets[0]).toMatchObject({ status: "rolled", damage: 9 });
    await world.clickChatButton("Gamemaster", card, '[data-kyn-breath-action="apply"]');
    await world.settle();
    expect(hpOf(goblin)).toBe(31);
    expect(cardData(card).targets[0]).toMatchObject({ status: "applied", hpLost: 9 });
    expect(breathCards(world)).toHaveLength(1);
  });

  it("announces kynthaettir.preBreathWeapon (which can cancel) and kynthaettir.breathWeapon", async () => {
    const b = start({ stack });
    const { actor, item } = await dragonbornFacingGoblin(b);
    const seen: string[] = [];
    world.hooks.once(HOOKS.preBreathWeapon, (() => {
      seen.push("pre");
      return false;
    }) as (...args: never[]) => unknown);
    expect(await breathe(b, { actor })).toBeNull();
    expect(usesSpent(item)).toBe(0);
    world.hooks.once(HOOKS.breathWeapon, (() => void seen.push("post")) as (...args: never[]) => unknown);
    await breathe(b, { actor });
    expect(seen).toEqual(["pre", "post"]);
  });
});

function placesRegions(stackName: string): boolean {
  return stackName.includes("6.");
}
