/**
 * The harness's dnd5e activities, template placement, active tokens and rests behave as dnd5e
 * 5.3.3 does where the breath weapon depends on it (module/documents/activity/mixin.mjs,
 * module/canvas/ability-template.mjs, module/documents/actor/actor.mjs).
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, breathFeatureData, classItemData, type Actor, type Item, type World } from "./index";
import { enableActivities, type Activity, type PlacementScript } from "./activity";
import { activeTokens, enableActiveTokens, placeTokenAt } from "./scene";
import { enableRests } from "./rest";

let world: World;
afterEach(() => world?.uninstall());

interface Setup {
  placements: PlacementScript;
  actor: Actor;
  item: Item;
  activity: Activity;
}

async function setup(
  options: Parameters<typeof createWorld>[0] = {},
  ancestry: "red" | "black" = "red",
): Promise<Setup> {
  world = createWorld(options);
  const placements = enableActivities(world);
  enableActiveTokens();
  enableRests();
  const actor = await world.createActor({
    name: "Fáfnir",
    type: "character",
    system: { abilities: { con: { value: 16 } }, attributes: { hp: { value: 12, max: null } } },
  });
  await actor.createEmbeddedDocuments(
    "Item",
    [
      classItemData({ levels: 5 }),
      breathFeatureData({ name: "Andardráttur Fáfnis", shape: ancestry === "red" ? "cone" : "line" }),
    ],
    {
      keepId: true,
    },
  );
  const item = actor.items.find((i) => i.type === "feat")!;
  const activity = (item.system.activities as unknown as { getByType(t: string): Activity[] }).getByType(
    "save",
  )[0]!;
  return { placements, actor, item, activity };
}

function spent(item: Item): number {
  return Number((item.system.uses as { spent: number }).spent);
}

describe("dnd5e activities in the harness", () => {
  it("a save activity's DC is 8 + the ability's modifier + proficiency, from the actor's prepared data", async () => {
    const { activity } = await setup();
    expect(activity.save?.dc.value).toBe(8 + 3 + 3);
    expect([...(activity.save?.ability ?? [])]).toEqual(["dex"]);
    expect(activity.damage?.parts[0]?.formula).toContain("@details.level");
    expect([...(activity.damage?.parts[0]?.types ?? [])]).toEqual(["fire"]);
  });

  it("use() runs dnd5e's steps in dnd5e's order: consumption, then the card, then the template", async () => {
    const { placements, actor, item, activity } = await setup();
    await placeTokenAt(world, actor, 550, 550);
    const order: string[] = [];
    for (const hook of [
      "dnd5e.preUseActivity",
      "dnd5e.preActivityConsumption",
      "dnd5e.activityConsumption",
      "dnd5e.postActivityConsumption",
      "dnd5e.preCreateUsageMessage",
      "dnd5e.postCreateUsageMessage",
      "dnd5e.preCreateActivityTemplate",
      "dnd5e.createActivityTemplate",
      "dnd5e.postUseActivity",
    ]) {
      world.hooks.on(hook, (() => void order.push(hook)) as (...args: never[]) => unknown);
    }
    world.dialogs.answer("use");
    placements.place(600, 550, 0);
    world.ops.reset();
    const results = await activity.use();
    expect(order).toEqual([
      "dnd5e.preUseActivity",
      "dnd5e.preActivityConsumption",
      "dnd5e.activityConsumption",
      "dnd5e.postActivityConsumption",
      "dnd5e.preCreateUsageMessage",
      "dnd5e.postCreateUsageMessage",
      "dnd5e.preCreateActivityTemplate",
      "dnd5e.createActivityTemplate",
      "dnd5e.postUseActivity",
    ]);
    expect(world.ops.log.map((e) => `${e.action} ${e.documentName}`)).toEqual([
      "update Item",
      "create ChatMessage",
      "create MeasuredTemplate",
    ]);
    expect(spent(item)).toBe(1);
    // dnd5e resolves each placement with createEmbeddedDocuments' array.
    expect(Array.isArray(results?.templates[0])).toBe(true);
    expect(world.chat.at(-1)?.getFlag("dnd5e", "activity")).toMatchObject({ type: "save", id: activity.id });
  });

  it("cancelling the placement inside dnd5e's own use leaves the use spent and the card posted", async () => {
    const { placements, item, activity } = await setup();
    world.dialogs.answer("use");
    placements.cancel();
    const results = await activity.use();
    expect(results?.templates).toEqual([]);
    expect(spent(item)).toBe(1);
    expect(world.chat).toHaveLength(1);
    expect(world.scene.templates.size).toBe(0);
  });

  it("with no use left, dnd5e shows its consumption error and stops before the card", async () => {
    const { item, activity } = await setup();
    await item.update({ "system.uses.spent": 1 });
    world.ops.reset();
    expect(await activity.use({}, { configure: false })).toBeUndefined();
    expect(world.notifications.map((n) => [n.type, n.message])).toEqual([
      ["error", "No uses on Andardráttur Fáfnis available to spend, 1 required."],
    ]);
    expect(world.ops.total).toBe(0);
  });

  it("a line's template is a ray as wide as the activity says; a cone gets dnd5e's 53.13°", async () => {
    const line = await setup({}, "black");
    line.placements.place(600, 550, 90);
    const [ray] = (await line.activity.placeTemplate()) as {
      t: string;
      distance: number;
      width: number;
      direction: number;
    }[][];
    expect(ray?.[0]).toMatchObject({ t: "ray", distance: 30, width: 5, direction: 90 });
    world.uninstall();
    const cone = await setup({}, "red");
    cone.placements.place(600, 550, 0);
    const [placed] = (await cone.activity.placeTemplate()) as { t: string; angle: number }[][];
    expect(placed?.[0]).toMatchObject({ t: "cone", angle: 53.13 });
  });

  it("a player may place a template but not a token", async () => {
    const { actor } = await setup();
    world.setUser("player");
    await expect(placeTokenAt(world, actor, 550, 550)).rejects.toThrow(/lacks permission/);
    const created = await world.scene.createEmbeddedDocuments("MeasuredTemplate", [
      { t: "cone", x: 0, y: 0, distance: 15 },
    ]);
    expect(created).toHaveLength(1);
    expect((created[0] as unknown as { author: string }).author).toBe(world.user.id);
  });

  it("getActiveTokens lists the actor's tokens on the viewed scene", async () => {
    const { actor } = await setup();
    expect(activeTokens(actor)).toEqual([]);
    const token = await placeTokenAt(world, actor, 550, 550);
    expect(activeTokens(actor).map((t) => t.id)).toEqual([token.id]);
    world.canvas.ready = false;
    expect(activeTokens(actor)).toEqual([]);
  });
});

describe("rests in the harness", () => {
  it("a short rest recovers short-rest uses and not long-rest ones; a long rest recovers both", async () => {
    const { actor, item } = await setup();
    const [daily] = await actor.createEmbeddedDocuments("Item", [
      {
        name: "Daglegt",
        type: "feat",
        system: { uses: { max: "1", spent: 1, recovery: [{ period: "lr", type: "recoverAll" }] } },
      },
    ]);
    await item.update({ "system.uses.spent": 1 });
    const resting = actor as Actor & {
      shortRest(c?: object): Promise<unknown>;
      longRest(c?: object): Promise<unknown>;
    };
    world.ops.reset();
    await resting.shortRest({ dialog: false });
    expect(spent(item)).toBe(0);
    expect(spent(daily as Item)).toBe(1);
    expect(world.ops.log.map((e) => `${e.action} ${e.documentName}`)).toEqual([
      "update Item",
      "create ChatMessage",
    ]);
    await item.update({ "system.uses.spent": 1 });
    await resting.longRest({ dialog: false });
    expect(spent(item)).toBe(0);
    expect(spent(daily as Item)).toBe(0);
  });
});

describe("the two area permissions on each stack", () => {
  /**
   * Per stack and revoked permission: whether dnd5e hides its card's area button from the player,
   * and whether core refuses the area document dnd5e would create (a MeasuredTemplate on 5.3, a
   * Region on 6).
   */
  const CASES = [
    { stack: "v13-dnd5e53", revoked: "TEMPLATE_CREATE", hidden: true, refused: true },
    { stack: "v14-dnd5e53", revoked: "REGION_CREATE", hidden: true, refused: false },
    { stack: "v14-dnd5e53", revoked: "TEMPLATE_CREATE", hidden: false, refused: true },
    { stack: "v14-dnd5e61", revoked: "REGION_CREATE", hidden: true, refused: true },
    { stack: "v14-dnd5e61", revoked: "TEMPLATE_CREATE", hidden: false, refused: false },
  ] as const;

  for (const { stack, revoked, hidden, refused } of CASES)
    it(`${stack} without ${revoked}: dnd5e ${hidden ? "hides" : "shows"} its area button, core ${refused ? "refuses" : "creates"} the area`, async () => {
      const { activity } = await setup({ stack });
      world.setUser("player");
      const button = { dataset: { action: "placeTemplate" } };
      expect(activity.shouldHideChatButton(button)).toBe(false);
      await world.permissions.revoke(revoked, "player");
      expect(activity.shouldHideChatButton(button)).toBe(hidden);
      const [name, data] =
        world.stack.features.areaPlacement === "template-placement"
          ? ["Region", { shapes: [{ type: "circle", x: 0, y: 0, radius: 10 }] }]
          : ["MeasuredTemplate", { t: "cone", x: 0, y: 0, distance: 15 }];
      const creating = world.scene.createEmbeddedDocuments(name, [data]);
      if (refused) await expect(creating).rejects.toThrow(/lacks permission/);
      else await expect(creating).resolves.toHaveLength(1);
    });
});
