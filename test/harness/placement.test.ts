/**
 * dnd5e 6 places areas as Scene Regions (6.x-FACTS F1.1–F1.6; PR #6778 head e0507eb3d
 * `module/canvas/template-placement.mjs`): what a module author observes on the V14 + dnd5e 6.1
 * stack, and that the 5.3 stacks keep MeasuredTemplates.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createWorld, type RegionDocument, type World, type WorldOptions } from "./index";
import { enableActivities, type PlacementScript } from "./activity";
import { TemplatePlacement } from "./placement";
import { breather, type Breather } from "./scenario";
import { configureScene, placeTokenAt } from "./scene";
import type { Actor } from "./documents";

let world: World;
afterEach(() => world?.uninstall());

interface Setup extends Breather {
  placements: PlacementScript;
  goblin: Actor;
}

/** A breather at (550, 550) facing a goblin at (750, 550), on a 100-px grid. */
async function setup(options: WorldOptions = {}, spec: Parameters<typeof breather>[1] = {}): Promise<Setup> {
  world = createWorld({ stack: "v14-dnd5e61", ...options });
  const placements = enableActivities(world);
  const b = await breather(world, spec);
  const goblin = await world.createActor({
    name: "Gobbi",
    type: "npc",
    system: { attributes: { hp: { value: 7, max: 7 } } },
  });
  await placeTokenAt(world, b.actor, 550, 550);
  await placeTokenAt(world, goblin, 750, 550);
  return { ...b, placements, goblin };
}

function track(hooks: string[]): string[] {
  const seen: string[] = [];
  for (const hook of hooks)
    world.hooks.on(hook, (() => void seen.push(hook)) as (...args: never[]) => unknown);
  return seen;
}

describe("dnd5e 6 TemplatePlacement (V14 + dnd5e 6.1)", () => {
  it("fromActivity places ONE Region in pixels with dnd5e's region data and flags", async () => {
    const { placements, activity, item, actor } = await setup({ metric: true });
    placements.place(600, 550, 0);
    const regions = await TemplatePlacement.fromActivity(activity as never);
    expect(regions).toHaveLength(1);
    const region = regions![0]!;
    expect(world.scene.regions.contents).toEqual([region]);
    // 15 ft → 4.5 m (the activity's units → the scene's) → 300 px on a 1.5 m / 100 px grid.
    expect(region.shapes).toEqual([
      expect.objectContaining({ type: "cone", x: 600, y: 550, rotation: 0, radius: 300, angle: 53.13 }),
    ]);
    expect(region).toMatchObject({
      name: `${item.name} [${world.user.name}]`,
      color: world.user.color,
      levels: [world.canvas.level!.id],
      restriction: { enabled: true, type: "move" },
      visibility: 2,
      highlightMode: "coverage",
      author: world.user.id,
    });
    const token = world.scene.tokens.find((t) => t.actorId === actor.id)!;
    expect(region.flags.dnd5e).toEqual({
      // dnd5e's convertLength: null × factor = 0 when the units differ.
      dimensions: { size: 4.5, width: 0, height: 0, units: "m" },
      item: item.uuid,
      activity: activity.uuid,
      origin: token.uuid,
      spellLevel: undefined,
    });
  });

  it("sizes convert as dnd5e's convertLength does: only its movementUnits keys are units, others count 1", async () => {
    // dnd5e utils.mjs `_convertSystemUnits` (6.x development heads e0507eb3d, 08f41a26f):
    // value × (units[from]?.conversion ?? 1) / (units[to]?.conversion ?? 1), the value as it is
    // when the two strings are equal. A 15 ft cone on a scene in "metres" stays 15 (metres).
    const drawn: Record<string, number> = {};
    for (const units of ["m", "metres", "ft", "feet"]) {
      const { placements, activity } = await setup();
      configureScene(world, { units, distance: units.startsWith("m") ? 1.5 : 5 });
      placements.place(600, 550, 0);
      const [region] = (await TemplatePlacement.fromActivity(activity as never))!;
      drawn[units] = (region!.flags.dnd5e as { dimensions: { size: number } }).dimensions.size;
      world.uninstall();
    }
    expect(drawn).toEqual({ m: 4.5, metres: 15, ft: 15, feet: 15 });
  });

  it("hooks run pre → (placement) → create → post, with (activity, config|regionData|Promise)", async () => {
    const { placements, activity } = await setup();
    const seen = track([
      "dnd5e.preCreateMeasuredTemplate",
      "dnd5e.createMeasuredTemplate",
      "dnd5e.postCreateMeasuredTemplate",
      "preCreateRegion",
      "createRegion",
    ]);
    const args: Record<string, unknown[]> = {};
    for (const hook of [
      "dnd5e.preCreateMeasuredTemplate",
      "dnd5e.createMeasuredTemplate",
      "dnd5e.postCreateMeasuredTemplate",
    ])
      world.hooks.on(hook, ((...a: unknown[]) => void (args[hook] = a)) as (...args: never[]) => unknown);
    placements.place(600, 550, 0);
    const regions = await TemplatePlacement.fromActivity(activity as never);
    // dnd5e does not await the creation: its post hook fires before the Region exists.
    expect(seen).toEqual([
      "dnd5e.preCreateMeasuredTemplate",
      "dnd5e.createMeasuredTemplate",
      "dnd5e.postCreateMeasuredTemplate",
      "preCreateRegion",
      "createRegion",
      "createRegion",
    ]);
    expect(args["dnd5e.preCreateMeasuredTemplate"]![0]).toBe(activity);
    expect(args["dnd5e.preCreateMeasuredTemplate"]![1]).toMatchObject({
      targetType: "cone",
      // Same units: dnd5e's convertLength returns the value as it is (null stays null).
      shapes: [{ type: "cone", size: 15, width: null, height: null }],
    });
    expect(args["dnd5e.createMeasuredTemplate"]![1]).toEqual([
      expect.objectContaining({ highlightMode: "coverage" }),
    ]);
    const post = args["dnd5e.postCreateMeasuredTemplate"]![1];
    expect(post).toBeInstanceOf(Promise);
    expect(await post).toEqual(regions);
  });

  it("a right-click scripted to reject (V14 unknown) rejects fromActivity through dnd5e's placement: no Region", async () => {
    const { placements, activity } = await setup();
    placements.cancel({ rejects: true });
    await expect(TemplatePlacement.fromActivity(activity as never)).rejects.toBeUndefined();
    expect(world.scene.regions.size).toBe(0);
  });

  it("a right-click cancel resolves null: no Region, no rejection, no hook after the pre hook", async () => {
    const { placements, activity } = await setup();
    const seen = track([
      "dnd5e.preCreateMeasuredTemplate",
      "dnd5e.createMeasuredTemplate",
      "dnd5e.postCreateMeasuredTemplate",
    ]);
    placements.cancel();
    world.ops.reset();
    await expect(TemplatePlacement.fromActivity(activity as never)).resolves.toBeNull();
    expect(seen).toEqual(["dnd5e.preCreateMeasuredTemplate"]);
    expect(world.scene.regions.size).toBe(0);
    expect(world.ops.total).toBe(0);
  });

  it("preCreateMeasuredTemplate returning false stops before placement; changing config.shapes resizes the area", async () => {
    const { placements, activity } = await setup();
    const stop = world.hooks.on("dnd5e.preCreateMeasuredTemplate", () => false);
    expect(await TemplatePlacement.fromActivity(activity as never)).toBeNull();
    expect(placements.previews).toHaveLength(0);
    world.hooks.off("dnd5e.preCreateMeasuredTemplate", stop);
    world.hooks.on("dnd5e.preCreateMeasuredTemplate", ((
      _a: unknown,
      config: { shapes: { size: number }[] },
    ) => {
      config.shapes[0]!.size = 30;
    }) as (...args: never[]) => unknown);
    placements.place(600, 550, 90);
    const [region] = (await TemplatePlacement.fromActivity(activity as never))!;
    expect(region!.shapes[0]).toMatchObject({ radius: 600, rotation: 90 });
  });

  it("createMeasuredTemplate returning false creates nothing; createData is merged into the region data", async () => {
    const { placements, activity } = await setup();
    const stop = world.hooks.on("dnd5e.createMeasuredTemplate", () => false);
    placements.place(600, 550, 0);
    expect(await TemplatePlacement.fromActivity(activity as never)).toBeNull();
    expect(world.scene.regions.size).toBe(0);
    world.hooks.off("dnd5e.createMeasuredTemplate", stop);
    placements.place(600, 550, 0);
    const [region] = (await TemplatePlacement.fromActivity(activity as never, {
      createData: { name: "Andardráttur", flags: { kynthaettir: { breath: true } } },
    }))!;
    expect(region).toMatchObject({ name: "Andardráttur" });
    expect(region!.flags).toMatchObject({
      kynthaettir: { breath: true },
      dnd5e: { item: activity.item.uuid },
    });
  });

  it("a line becomes a region `line` shape as long and wide as the activity says, in pixels", async () => {
    const { placements, activity } = await setup({}, { shape: "line" });
    placements.place(600, 550, 180);
    const [region] = (await TemplatePlacement.fromActivity(activity as never))!;
    expect(region!.shapes[0]).toMatchObject({
      type: "line",
      x: 600,
      y: 550,
      rotation: 180,
      length: 600,
      width: 100,
    });
  });

  it("place(config) ad hoc returns placed shape data and creates no document", async () => {
    await setup();
    const placements = enableActivities(world);
    placements.place(300, 300, 45);
    const shapes = await TemplatePlacement.place({ shapes: [{ type: "circle", size: 10, width: null }] });
    expect(shapes).toEqual([
      expect.objectContaining({ type: "circle", x: 300, y: 300, rotation: 45, radius: 200, elevation: 0 }),
    ]);
    expect(world.scene.regions.size).toBe(0);
  });

  it("Activity#use places through TemplatePlacement: results.templates are RegionDocuments, no MeasuredTemplate", async () => {
    const { placements, activity, goblin } = await setup();
    const seen = track(["dnd5e.preCreateActivityTemplate", "dnd5e.preCreateMeasuredTemplate"]);
    world.dialogs.answer("use");
    placements.place(600, 550, 0);
    world.ops.reset();
    const results = await activity.use();
    expect(seen).toEqual(["dnd5e.preCreateMeasuredTemplate"]);
    expect(world.ops.log.map((e) => `${e.action} ${e.documentName}`)).toEqual([
      "update Item",
      "create ChatMessage",
      "create Region",
    ]);
    const [region] = results!.templates as RegionDocument[];
    expect(region!.documentName).toBe("Region");
    expect([...region!.tokens].map((t) => t.actorId)).toEqual([goblin.id]);
    expect(world.scene.getEmbeddedCollection("MeasuredTemplate").size).toBe(0);
  });

  it("use({create: {measuredTemplate: false}}) places nothing", async () => {
    const { activity } = await setup();
    world.dialogs.answer("use");
    const results = await activity.use({ create: { measuredTemplate: false } });
    expect(results?.templates).toEqual([]);
    expect(world.scene.regions.size).toBe(0);
  });

  it("a player without REGION_CREATE gets dnd5e's placement error; the use is spent, no Region", async () => {
    const { placements, activity, item } = await setup({}, { owner: "Player" });
    await world.permissions.revoke("REGION_CREATE", "player");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    world.setUser("player");
    world.dialogs.answer("use");
    placements.place(600, 550, 0);
    const results = await activity.use();
    expect(results?.templates).toEqual([]);
    expect(world.scene.regions.size).toBe(0);
    expect(Number((item.system.uses as { spent: number }).spent)).toBe(1);
    expect(world.notifications.map((n) => n.message)).toContain("Failed to place measured template.");
    expect(String(errors.mock.calls[0]?.[1])).toMatch(/lacks permission to create Region/);
    errors.mockRestore();
  });

  it("dnd5e.canvas.AbilityTemplate still exists on dnd5e 6 but logs its deprecation and makes MeasuredTemplates", async () => {
    const { placements, activity } = await setup();
    const AbilityTemplate = (
      world.dnd5e.canvas as {
        AbilityTemplate: { fromActivity(a: unknown): { drawPreview(): Promise<unknown> }[] };
      }
    ).AbilityTemplate;
    placements.place(600, 550, 0);
    const [preview] = AbilityTemplate.fromActivity(activity);
    await preview!.drawPreview();
    expect(
      world.deprecations.records.filter((r) => r.by === "dnd5e").map((r) => [r.message, r.since, r.until]),
    ).toEqual([
      [
        "`AbilityTemplate.fromActivity` has been deprecated in favor of `TemplatePlacement.fromActivity`.",
        "DnD5e 6.0",
        "DnD5e 6.2",
      ],
      [
        "The `AbilityTemplate` class has been deprecated in favor of the `TemplatePlacement` API.",
        "DnD5e 6.0",
        "DnD5e 6.2",
      ],
    ]);
    expect(world.deprecations.matching("MeasuredTemplateDocument")).toHaveLength(1);
    expect(world.scene.getEmbeddedCollection("MeasuredTemplate").size).toBe(1);
  });

  it("on V14 + dnd5e 5.3.3 use() still creates a MeasuredTemplate and nothing is recorded (dnd5e hides it)", async () => {
    const { placements, activity } = await setup({ stack: "v14-dnd5e53" });
    world.dialogs.answer("use");
    placements.place(600, 550, 0);
    await activity.use();
    expect(world.scene.getEmbeddedCollection("MeasuredTemplate").size).toBe(1);
    expect(world.scene.regions.size).toBe(0);
    expect(world.deprecations.records).toEqual([]);
    // dnd5e 5.3.3 calls applyRollMode and creates a MeasuredTemplate; its excludePatterns hide both.
    expect(world.deprecations.suppressed.map((r) => r.message)).toEqual([
      expect.stringContaining("ChatMessage.applyRollMode"),
      expect.stringContaining("MeasuredTemplateDocument"),
    ]);
    expect("TemplatePlacement" in (world.dnd5e.canvas as object)).toBe(false);
  });

  it("core V14 canvas.regions.placeRegion places and creates a Region (null on cancel); absent on V13", async () => {
    await setup();
    const placements = enableActivities(world);
    placements.place(400, 400, 30).cancel();
    const region = await world.canvas.regions.placeRegion!({
      name: "Wall of fire",
      shapes: [{ type: "line", length: 500, width: 50 }],
    });
    expect(region?.shapes[0]).toMatchObject({ x: 400, y: 400, rotation: 30, length: 500 });
    expect(world.scene.regions.contents).toEqual([region]);
    expect(await world.canvas.regions.placeRegion!({ shapes: [{ type: "circle", radius: 10 }] })).toBeNull();
    world.uninstall();
    world = createWorld({ stack: "v13-dnd5e53" });
    enableActivities(world);
    expect(world.canvas.regions.placeRegion).toBeUndefined();
  });
});
