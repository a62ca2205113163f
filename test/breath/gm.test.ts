import { expect, it } from "vitest";
import { describeShared } from "../support/shared";
import type { World } from "../harness";
import { activeTokens, configureScene, GRID_TYPES } from "../harness/scene";
import type { Token } from "../harness/canvas";
import { HOOKS, MODULE_ID } from "../../src/content/ids";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  cardData,
  creature,
  dragonborn,
  dragonbornFacingGoblin,
  dragonbornOnScene,
  hpOf,
  L,
  nextBreath,
  noticeTexts,
  ORIGIN,
  setAutomation,
  token,
  usesSpent,
} from "./support";

let world: World;
const start = breathWorldPerTest((w) => (world = w));

describeShared("a GM's breath weapon with full automation", () => {
  it("a red dragonborn's cone burns the goblin in front, spares the one beside, spends the use and says so in Icelandic", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world, { level: 1, con: 14 });
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    const bystander = await creature(world, "Hjá", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    await token(world, bystander, 750, 750);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 3); // 2d6 = 9 fire; the goblin's Dexterity save rolls a 3 against DC 12.

    const result = await breathe(b, { actor });

    expect(result?.dc).toBe(12);
    expect(hpOf(goblin)).toBe(31);
    expect(hpOf(bystander)).toBe(40);
    expect(usesSpent(item)).toBe(1);
    const [card] = breathCards(world);
    expect(card).toBeDefined();
    const html = card!.content;
    expect(html).toContain("Andardráttur Fáfnis");
    expect(html).toContain("Erfiðleikastig 12 · Lipurðarvarnarkast");
    expect(html).toContain(L(world, "Breath.Card.Damage", { total: 9, type: "eldskaði", formula: "2d6" }));
    expect(html).toContain("Gobbi");
    expect(html).toContain("3 gegn 12");
    expect(html).toContain("Mistókst: fullur skaði");
    expect(html).not.toContain("Hjá");
    expect(noticeTexts(world)).toEqual([]);
    // The creatures in the area are the GM's targets, as dnd5e's own buttons expect.
    expect([...world.user.targets].map((t) => t.id)).toEqual([activeTokens(goblin)[0]!.id]);
  });

  it("the cone is 15 on a 5-ft grid and 4,5 on a 1,5-m grid, and reaches the same squares", async () => {
    for (const metric of [false, true]) {
      const b = start({ metric });
      const { actor } = await dragonborn(world, { units: "m" });
      const far = await creature(world, "Fjær");
      await token(world, actor, 550, 550);
      await token(world, far, 850, 550); // 3 squares from the origin: the cone's full reach.
      b.placements.place(ORIGIN.x, ORIGIN.y, 0);
      const result = await breathe(b, { actor });
      expect(b.placements.previews[0]?.["distance"]).toBe(metric ? 4.5 : 15);
      expect((result?.template as unknown as { distance: number }).distance).toBe(metric ? 4.5 : 15);
      expect(result?.targets.map((t) => t.name)).toEqual(["Fjær"]);
      world.uninstall();
    }
  });

  it("a black dragonborn's line stored in metres is a 30 × 5 ray on a feet scene and hits only what is on it", async () => {
    const b = start();
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
    expect(b.placements.previews[0]).toMatchObject({ t: "ray", distance: 30, width: 5 });
    expect(result?.targets.map((t) => t.name)).toEqual(["Á línunni"]);
    expect(result?.damageType).toBe("acid");
  });

  it("on a gridless metre scene the token centres decide, as on a square grid", async () => {
    const b = start({ metric: true });
    configureScene(world, { type: GRID_TYPES.GRIDLESS, size: 100, distance: 1.5, units: "m" });
    const { actor } = await dragonborn(world, { ancestry: "white" });
    const inside = await creature(world, "Inni");
    const outside = await creature(world, "Úti");
    await token(world, actor, 550, 550);
    await token(world, inside, 820, 660); // inside the slant edge of a cone pointing east
    await token(world, outside, 700, 720); // beside the cone
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => t.name)).toEqual(["Inni"]);
    expect(result?.ability).toBe("con");
  });

  it("the breather is never its own target, even with the cone's point on its own centre", async () => {
    const b = start();
    const { actor } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi");
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    b.placements.place(550, 550, 0);
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => t.name)).toEqual(["Gobbi"]);
  });

  it("a creature that makes its save takes half, rounded down", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b);
    world.dice.force(4, 5, 18); // 9 damage; 18 against DC 12 succeeds.
    await breathe(b, { actor });
    expect(hpOf(goblin)).toBe(36);
    expect(breathCards(world)[0]!.content).toContain("Tókst: hálfur skaði");
  });

  it("resistance, immunity and vulnerability to fire count, on a failed and on a successful save", async () => {
    const b = start();
    const { actor } = await dragonborn(world);
    const resistant = await creature(world, "Þolinn", { resist: ["fire"] });
    const immune = await creature(world, "Ónæmur", { immune: ["fire"] });
    const vulnerable = await creature(world, "Viðkvæmur", { vulnerable: ["fire"] });
    const savedResistant = await creature(world, "Þolinn og heppinn", { resist: ["fire"] });
    await token(world, actor, 550, 550);
    await token(world, resistant, 750, 550);
    await token(world, immune, 850, 550);
    await token(world, vulnerable, 750, 600);
    await token(world, savedResistant, 850, 500);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 2, 2, 2, 20); // 9 damage; three fail, the last succeeds.
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => t.name)).toEqual([
      "Þolinn",
      "Ónæmur",
      "Viðkvæmur",
      "Þolinn og heppinn",
    ]);
    expect(hpOf(resistant)).toBe(40 - 4);
    expect(hpOf(immune)).toBe(40);
    expect(hpOf(vulnerable)).toBe(40 - 18);
    expect(hpOf(savedResistant)).toBe(40 - 2); // half of 9 is 4, resistance halves that to 2
    const html = breathCards(world)[0]!.content;
    expect(html).toContain("4 (af 9)");
    expect(html).toContain("0 (af 9)");
    expect(html).toContain("18 (af 9)");
    expect(html).toContain("2 (af 4)");
  });

  it("damage dice grow with level: a level 11 dragonborn rolls 4d6", async () => {
    const b = start();
    const { actor, goblin } = await dragonbornFacingGoblin(b, { level: 11, goblinHp: 80 });
    world.dice.force(1, 2, 3, 4, 1);
    await breathe(b, { actor });
    expect(hpOf(goblin)).toBe(70);
    expect(breathCards(world)[0]!.content).toContain(
      L(world, "Breath.Card.Damage", { total: 10, type: "eldskaði", formula: "4d6" }),
    );
  });

  it("names in the card are escaped", async () => {
    const b = start();
    const { actor } = await dragonborn(world, { name: "<b>Fáfnir</b>" });
    const goblin = await creature(world, `<img src=x onerror="alert(1)">`);
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    await breathe(b, { actor });
    const html = breathCards(world)[0]!.content;
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;img src");
    expect(html).toContain("&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;b&gt;Fáfnir&lt;/b&gt;");
  });

  it("the GM's undo gives back exactly what the breath took, temporary hit points included", async () => {
    const b = start();
    const { actor } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await world.asUser("gm", () => goblin.update({ "system.attributes.hp.temp": 3 }));
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.dice.force(4, 5, 2);
    await breathe(b, { actor });
    expect(hpOf(goblin)).toBe(34);
    // Healing between the breath and the undo is kept.
    await goblin.update({ "system.attributes.hp.value": 35 });
    const card = breathCards(world)[0]!;
    const { runCardAction } = await import("../../src/breath");
    expect(await runCardAction(card as never, "undo")).toBe(true);
    expect(hpOf(goblin)).toBe(40);
    expect((goblin.system as { attributes: { hp: { temp: number } } }).attributes.hp.temp).toBe(3);
    expect(cardData(card).targets[0]?.status).toBe("undone");
    expect(card.content).toContain("afturkallað");
    expect(card.content).not.toContain('data-kyn-breath-action="undo"');
    expect(noticeTexts(world)).toContain(L(world, "Breath.UndoDone"));
  });

  it("the hooks: kynthaettir.preBreathWeapon returning false stops everything, kynthaettir.breathWeapon gets the result", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi");
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    world.ops.reset();
    const seen: unknown[] = [];
    const stop = world.hooks.on(HOOKS.preBreathWeapon, ((_actor: unknown, context: { dc: number }) => {
      seen.push(context.dc);
      return false;
    }) as (...args: never[]) => unknown);
    expect(await breathe(b, { actor })).toBeNull();
    expect(seen).toEqual([12]);
    expect(world.ops.total).toBe(0);
    expect(usesSpent(item)).toBe(0);
    expect(b.placements.previews).toHaveLength(0);

    world.hooks.off(HOOKS.preBreathWeapon, stop);
    const results: unknown[] = [];
    world.hooks.on(HOOKS.breathWeapon, ((who: unknown, result: unknown) => results.push([who, result])) as (
      ...args: never[]
    ) => unknown);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    const result = await breathe(b, { actor });
    expect(results).toEqual([[actor, result]]);
    expect(result?.targets[0]?.status).toBe("applied");
  });

  it("the macro in the compendium runs the same breath", async () => {
    const b = start();
    const { actor, item, token: actorToken } = await dragonbornOnScene(b);
    const pack = world.packs.get(`${MODULE_ID}.macros`)!;
    const [macro] = (await pack.getDocuments()) as unknown as { execute(scope: object): Promise<unknown> }[];
    const done = nextBreath(world);
    await macro!.execute({ actor, token: actorToken });
    await done;
    expect(usesSpent(item)).toBe(1);
    expect(breathCards(world)).toHaveLength(1);
    expect(cardData(breathCards(world)[0]!).targets).toEqual([]);
    expect(breathCards(world)[0]!.content).toContain(L(world, "Breath.Card.NoTargets"));
  });
});

describeShared("the area in the scene's units, however the feature is used", () => {
  it("used from the character sheet (dnd5e's own use), a cone stored in metres is still 15 on a feet scene", async () => {
    const b = start();
    const { actor, item } = await dragonborn(world, { units: "m" });
    await token(world, actor, 550, 550);
    const activity = (item.system.activities as unknown as { contents: { use(): Promise<unknown> }[] })
      .contents[0]!;
    world.dialogs.answer("use");
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    await activity.use();
    const [template] = world.scene.templates.contents;
    expect(template).toMatchObject({ t: "cone", distance: 15 });
    expect(template?.getFlag(MODULE_ID, "units")).toBe("ft");
  });

  it("a scene whose grid units say neither feet nor metres follows dnd5e's metric setting", async () => {
    const b = start({ metric: true });
    configureScene(world, { units: "", distance: 1.5 });
    const { actor } = await dragonbornOnScene(b, { ancestry: "blue", units: "ft" });
    await breathe(b, { actor });
    expect(b.placements.previews[0]).toMatchObject({ t: "ray", distance: 9, width: 1.5 });
  });
});

describeShared("Foundry V14", () => {
  it("the same breath works on a V14 world", async () => {
    const b = start({ generation: 14, metric: true });
    const { actor, item, goblin } = await dragonbornFacingGoblin(b);
    world.dice.force(4, 5, 3);
    await breathe(b, { actor });
    expect(hpOf(goblin)).toBe(31);
    expect(usesSpent(item)).toBe(1);
  });
});

describeShared("the automation setting", () => {
  it("off: the creatures are targeted, dnd5e's card is posted, and nothing is rolled or applied", async () => {
    const b = start();
    await setAutomation(world, "off");
    const { actor, item, goblin } = await dragonbornFacingGoblin(b);
    const before = world.chat.length;
    const result = await breathe(b, { actor });
    expect(result?.targets.map((t) => [t.name, t.status])).toEqual([["Gobbi", "targeted"]]);
    expect(hpOf(goblin)).toBe(40);
    expect(usesSpent(item)).toBe(1);
    expect(breathCards(world)).toHaveLength(0);
    expect(world.chat.length - before).toBe(1); // dnd5e's usage card only
    expect([...world.user.targets].map((t) => (t as unknown as Token).name)).toEqual(["Gobbi"]);
  });

  it("saves: the saves and the damage are rolled and shown, the GM applies the damage from the card", async () => {
    const b = start();
    await setAutomation(world, "saves");
    const { actor, goblin } = await dragonbornFacingGoblin(b);
    world.dice.force(4, 5, 18);
    await breathe(b, { actor });
    expect(hpOf(goblin)).toBe(40);
    const card = breathCards(world)[0]!;
    expect(card.content).toContain(L(world, "Breath.Card.NotApplied"));
    expect(card.content).toContain('data-kyn-breath-action="apply"');
    const { runCardAction } = await import("../../src/breath");
    await runCardAction(card as never, "apply");
    expect(hpOf(goblin)).toBe(36);
    expect(card.content).toContain('data-kyn-breath-action="undo"');
    expect(card.content).not.toContain('data-kyn-breath-action="apply"');
  });

  it("with midi-qol active the module only targets, and leaves saves and damage to midi-qol's workflow", async () => {
    const b = start({ modules: [{ id: "midi-qol", active: true }] });
    const { actor, goblin } = await dragonbornFacingGoblin(b);
    const result = await breathe(b, { actor });
    expect(result?.automation).toBe("off");
    expect(result?.targets.map((t) => t.status)).toEqual(["targeted"]);
    expect(hpOf(goblin)).toBe(40);
    expect(breathCards(world)).toHaveLength(0);
  });

  it("the default is to roll saves and apply damage", () => {
    start();
    expect(world.game.settings.get(MODULE_ID, "breathAutomation")).toBe("damage");
  });
});

describeShared("the cost of one breath", () => {
  it("a GM's breath on five creatures takes 14 database operations", async () => {
    const b = start();
    const { actor } = await dragonborn(world);
    await token(world, actor, 550, 550);
    const spots: [number, number][] = [
      [750, 550],
      [850, 550],
      [850, 650],
      [850, 450],
      [750, 600],
    ];
    for (const [i, [x, y]] of spots.entries())
      await token(world, await creature(world, `Gobbi ${i + 1}`), x, y);
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    world.ops.reset();
    const result = await breathe(b, { actor });
    expect(result?.targets).toHaveLength(5);
    // template, use, dnd5e's card, 5 saves, 5 hit-point updates, the summary card.
    expect(world.ops.log.map((e) => `${e.action} ${e.documentName}`)).toEqual([
      "create MeasuredTemplate",
      "update Item",
      "create ChatMessage",
      ...Array.from({ length: 5 }, () => ["create ChatMessage", "update Actor"]).flat(),
      "create ChatMessage",
    ]);
  });
});
