/**
 * dnd5e 6.x data and messages as a module meets them on the V14 + dnd5e 6.1 stack (6.x-FACTS
 * F2.1–F2.3 movement.speeds, F5.1/F5.3 typed chat messages, F7.1 senseVisionSync), next to what
 * the 5.3 stacks keep.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  createWorld,
  effectData,
  raceItemData,
  type Actor,
  type ChatMessage,
  type TokenDocument,
  type World,
} from "./index";
import { enableActivities } from "./activity";
import { breather } from "./scenario";
import { placeTokenAt } from "./scene";

let world: World;
afterEach(() => world?.uninstall());

const ADD = 2;

function movement(actor: Actor): Record<string, unknown> & { speeds: Record<string, unknown> } {
  return (
    actor.system.attributes as { movement: Record<string, unknown> & { speeds: Record<string, unknown> } }
  ).movement;
}

async function hero(
  system: Record<string, unknown> = {},
  effects: Record<string, unknown>[] = [],
): Promise<Actor> {
  return world.createActor({ name: "Hero", type: "character", system, effects });
}

describe("dnd5e 6: movement.speeds", () => {
  it("old speed keys given on creation or update are stored under movement.speeds (MovementField._migrate)", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const actor = await hero({ attributes: { movement: { walk: 35, fly: "60", units: "ft" } } });
    expect(actor._source.system).toMatchObject({
      attributes: { movement: { speeds: { walk: "35", fly: "60" }, units: "ft" } },
    });
    expect(
      (actor._source.system as { attributes: { movement: object } }).attributes.movement,
    ).not.toHaveProperty("walk");
    await actor.update({ "system.attributes.movement.walk": 25 });
    expect(actor._source.system).toMatchObject({
      attributes: { movement: { speeds: { walk: "25", fly: "60" } } },
    });
    expect(movement(actor).speeds).toMatchObject({ walk: 25, fly: 60 });
  });

  it("prepared data keeps getters for the old keys; writing one works but logs dnd5e's deprecation", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const actor = await hero({ attributes: { movement: { speeds: { walk: "30" } } } });
    const m = movement(actor);
    expect(m.walk).toBe(30);
    expect(Object.keys(m)).not.toContain("walk");
    expect(world.deprecations.records).toEqual([]);
    m.walk = 40;
    expect(m.speeds.walk).toBe(40);
    expect(world.deprecations.records.map((r) => [r.by, r.since, r.until])).toEqual([
      ["dnd5e", "DnD5e 6.0", "DnD5e 7.0"],
    ]);
    expect(world.deprecations.records[0]!.message).toContain("movement.speeds.walk");
  });

  it("a race's speeds (old shape in its source) reach an actor without its own speed", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const actor = await hero();
    const [race] = await actor.createEmbeddedDocuments("Item", [
      raceItemData("Dwarf", { movement: { walk: 25 } }),
    ]);
    await world.settle();
    expect(race!._source.system).toMatchObject({ movement: { speeds: { walk: "25" } } });
    expect(movement(actor).speeds.walk).toBe(25);
    expect((race!.system.movement as { walk: unknown }).walk).toBe("25");
  });

  it("effects on movement.walk are redirected to movement.speeds.walk; movement.speed lands on the shim (the '3010' trap)", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const good = await hero({ attributes: { movement: { speeds: { walk: "30" } } } }, [
      effectData("Fast", [{ key: "system.attributes.movement.walk", mode: ADD, value: 10 }]),
    ]);
    expect(movement(good).speeds.walk).toBe(40);
    expect(world.deprecations.records).toEqual([]);
    const trap = await hero({ attributes: { movement: { speeds: { walk: "30" } } } }, [
      effectData("Old key", [{ key: "system.attributes.movement.speed", mode: ADD, value: 10 }]),
    ]);
    expect(movement(trap).speeds.walk).toBe(3010);
    expect(world.deprecations.matching("movement.speeds.walk").length).toBeGreaterThan(0);
  });

  it("senses stay at senses.ranges; dnd5e 6.1 has no senses.darkvision read shim (harness assumption)", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const actor = await hero({ attributes: { senses: { ranges: { darkvision: 60 } } } });
    const senses = (
      actor.system.attributes as { senses: { ranges: { darkvision: number }; darkvision?: number } }
    ).senses;
    expect(senses.ranges.darkvision).toBe(60);
    expect(senses.darkvision).toBeUndefined();
  });

  it("on dnd5e 5.3 stacks speeds stay top-level keys", async () => {
    world = createWorld({ stack: "v14-dnd5e53" });
    const actor = await hero({ attributes: { movement: { walk: 35 } } });
    expect(actor._source.system).toMatchObject({ attributes: { movement: { walk: "35" } } });
    expect(movement(actor).walk).toBe(35);
    expect(movement(actor)).not.toHaveProperty("speeds");
  });
});

describe("dnd5e 6: typed chat messages", () => {
  it("the usage card is a `usage` message with its data in `system`, no flags.dnd5e and no content", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const placements = enableActivities(world);
    const { actor, item, activity } = await breather(world);
    const goblin = await world.createActor({ name: "Gobbi", type: "npc" });
    await placeTokenAt(world, actor, 550, 550);
    const target = await placeTokenAt(world, goblin, 750, 550);
    target.setTarget(true);
    world.dialogs.answer("use");
    placements.place(600, 550, 0);
    await activity.use();
    const card = world.chat.at(-1)!;
    expect(card.type).toBe("usage");
    expect(card.content).toBe("");
    expect(card.flags.dnd5e).toBeUndefined();
    expect(card.system).toMatchObject({
      item: { id: item.id, type: "feat", uuid: item.uuid },
      activity: { id: activity.id, type: "save", uuid: activity.uuid },
      targets: [{ actor: goblin.uuid, token: target.document.uuid, name: "Gobbi" }],
      deltas: { item: { [item.id!]: [{ keyPath: "system.uses.spent", delta: 1 }] } },
    });
    await world.settle();
    const rendered = world.renderedChat("Player")[0]!;
    expect(rendered.element.querySelector<HTMLElement>("[data-action=rollSave]")?.dataset).toMatchObject({
      ability: "dex",
    });
  });

  it("on dnd5e 5.3 the usage card keeps flags.dnd5e and content", async () => {
    world = createWorld({ stack: "v14-dnd5e53" });
    const placements = enableActivities(world);
    const { activity } = await breather(world);
    world.dialogs.answer("use");
    placements.cancel();
    await activity.use();
    const card = world.chat.at(-1)!;
    expect(card.getFlag("dnd5e", "activity")).toMatchObject({ type: "save" });
    expect(card.content).toContain("activity-card");
  });

  it("a saving throw posts a typed `save` message on dnd5e 6, a flagged roll on 5.3", async () => {
    for (const stack of ["v14-dnd5e61", "v13-dnd5e53"] as const) {
      world = createWorld({ stack });
      const actor = await hero();
      await (actor as Actor & { rollSavingThrow(c: object, d: object): Promise<unknown> }).rollSavingThrow(
        { ability: "dex", target: 12 },
        { configure: false },
      );
      const message = world.chat.at(-1) as ChatMessage;
      if (stack === "v14-dnd5e61") {
        expect(message.type).toBe("save");
        expect(message.system).toMatchObject({ ability: "dex", type: "ability" });
        expect(message.flags.dnd5e).toBeUndefined();
      } else {
        expect(message.getFlag("dnd5e", "roll")).toEqual({ ability: "dex", type: "save" });
      }
      world.uninstall();
    }
  });
});

describe("dnd5e 6: senseVisionSync", () => {
  async function sighted(): Promise<{ actor: Actor; token: TokenDocument }> {
    const actor = await hero({ attributes: { senses: { ranges: { blindsight: 10 } } } });
    await actor.createEmbeddedDocuments("Item", [
      raceItemData("Dwarf", { senses: { ranges: { darkvision: 60 }, units: "ft" } }),
    ]);
    await world.settle();
    const token = (await placeTokenAt(world, actor, 550, 550)).document;
    return { actor, token };
  }

  it("token vision follows the actor's prepared senses (race darkvision), derived and not saved", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const { actor, token } = await sighted();
    expect(token.sight).toMatchObject({ range: 60, visionMode: "darkvision" });
    expect(token.detectionModes).toEqual([{ id: "blindsight", enabled: true, range: 10 }]);
    expect(token._source.sight).toMatchObject({ range: 0, visionMode: "basic" });
    expect(actor.prototypeToken.sight).toMatchObject({ range: 60, visionMode: "darkvision" });
    expect((actor._source.prototypeToken as { sight: object }).sight).toMatchObject({ range: 0 });
    // A change of senses reaches the placed token at once.
    await actor.update({ "system.attributes.senses.ranges.truesight": 120 });
    expect(token.sight).toMatchObject({ range: 120 });
    expect(token.detectionModes.map((m) => m.id)).toEqual(["blindsight", "seeAll"]);
  });

  it("with dnd5e.senseVisionSync off, or on dnd5e 5.3, nothing is derived", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    await world.game.settings.set("dnd5e", "senseVisionSync", false);
    const { token } = await sighted();
    expect(token.sight).toMatchObject({ range: 0, visionMode: "basic" });
    world.uninstall();
    world = createWorld({ stack: "v14-dnd5e53" });
    const { token: old } = await sighted();
    expect(old.sight).toMatchObject({ range: 0 });
    expect(() => world.game.settings.get("dnd5e", "senseVisionSync")).toThrow(
      /not a registered game setting/,
    );
  });
});
