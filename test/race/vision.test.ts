/**
 * Racial darkvision on tokens (opt-in on dnd5e 5.3; dnd5e 6 does it itself through
 * `senseVisionSync`): given when the race is added, given back exactly when it goes, and never
 * over sight a GM set by hand.
 */
import { afterEach, describe, expect, it } from "vitest";
import { STACKS, type Actor, type World } from "../harness";
import { addScene, placeTokenAt, placeTokenOn, viewScene } from "../harness/scene";
import type { Scene } from "../harness/canvas";
import { addRace } from "../../src/race/add";
import { removeRace } from "../../src/race/remove";
import { character, dropWorld, settle } from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const protoSight = (actor: Actor): Obj => ((actor.toObject()["prototypeToken"] as Obj)["sight"] ?? {}) as Obj;
const tokenSight = (actor: Actor): Obj => {
  const doc = world.scene.tokens.find((t) => t.actorId === actor.id)!;
  return (doc.toObject()["sight"] ?? {}) as Obj;
};
const pick = (s: Obj): Obj => ({ enabled: s["enabled"], range: s["range"], visionMode: s["visionMode"] });

async function setUp(
  stack: (typeof STACKS)[number]["id"],
  sight: Obj = { enabled: false, range: 0, visionMode: "basic" },
): Promise<Actor> {
  world = dropWorld({ stack, metric: true });
  await world.game.settings.set("kynthaettir", "tokenVision", true);
  const actor = await character(world);
  await actor.update({ prototypeToken: { sight } });
  await placeTokenAt(world, actor, 550, 550, 1, { sight });
  await settle(world);
  return actor;
}

const DND5E_53 = STACKS.filter((s) => !s.systemVersion.startsWith("6"));

describe.each(DND5E_53)("token darkvision with the setting on ($name)", ({ id }) => {
  it("a high elf's tokens see 18 m in the dark, and see as before once the race is removed, with no deprecation warning", async () => {
    const actor = await setUp(id);
    const before = { proto: pick(protoSight(actor)), token: pick(tokenSight(actor)) };
    await addRace(actor, "high-elf", {
      choices: { language: "giant", cantrip: "Compendium.dnd5e.spells.Item.EOmsUcFQJTfG2oio" },
    });
    await settle(world);
    expect(pick(protoSight(actor))).toEqual({ enabled: true, range: 18, visionMode: "darkvision" });
    expect(pick(tokenSight(actor))).toEqual({ enabled: true, range: 18, visionMode: "darkvision" });
    world.deprecations.reset();
    await removeRace(actor);
    await settle(world);
    expect(pick(protoSight(actor))).toEqual(before.proto);
    expect(pick(tokenSight(actor))).toEqual(before.token);
    // The module's sight flags go by the stack's own deletion: V14's `-=key` is deprecated.
    const legacy = [...world.deprecations.records, ...world.deprecations.suppressed].filter((r) =>
      r.message.includes("ForcedDeletion"),
    );
    expect(legacy).toEqual([]);
  });

  it("tokens on scenes the GM is not viewing get darkvision too, in their scene's units, and lose it with the race", async () => {
    const actor = await setUp(id);
    const cave = addScene(world, { name: "Hellir", grid: { distance: 5, units: "ft" } });
    const far = addScene(world, { name: "Fjall" });
    await placeTokenOn(cave, actor, 250, 250);
    await placeTokenOn(far, actor, 350, 350);
    viewScene(world, far, "Gamemaster");
    const sightOn = (scene: Scene): Obj =>
      pick((scene.tokens.find((t) => t.actorId === actor.id)!.toObject()["sight"] ?? {}) as Obj);
    await addRace(actor, "high-elf", {
      choices: { language: "giant", cantrip: "Compendium.dnd5e.spells.Item.EOmsUcFQJTfG2oio" },
    });
    await settle(world);
    expect(pick(tokenSight(actor))).toEqual({ enabled: true, range: 18, visionMode: "darkvision" });
    expect(sightOn(cave)).toEqual({ enabled: true, range: 60, visionMode: "darkvision" });
    expect(sightOn(far)).toEqual({ enabled: true, range: 18, visionMode: "darkvision" });
    await removeRace(actor);
    await settle(world);
    for (const scene of [world.scene, cave, far])
      expect(sightOn(scene)).toEqual({ enabled: false, range: 0, visionMode: "basic" });
  });

  it("sight a GM set further by hand is left as it is, on adding and on removing", async () => {
    const gmSight = { enabled: true, range: 30, visionMode: "darkvision" };
    const actor = await setUp(id, gmSight);
    await addRace(actor, "half-orc", {});
    await settle(world);
    expect(pick(protoSight(actor))).toEqual(gmSight);
    await removeRace(actor);
    await settle(world);
    expect(pick(protoSight(actor))).toEqual(gmSight);
    expect(pick(tokenSight(actor))).toEqual(gmSight);
  });

  it("a race without darkvision leaves token sight alone", async () => {
    const actor = await setUp(id);
    const before = pick(protoSight(actor));
    await addRace(actor, "human", { choices: { language: "orc" } });
    await settle(world);
    expect(pick(protoSight(actor))).toEqual(before);
  });

  it("with the setting off (the default), nothing about tokens changes", async () => {
    const actor = await setUp(id);
    await world.game.settings.set("kynthaettir", "tokenVision", false);
    const before = pick(protoSight(actor));
    await addRace(actor, "half-orc", {});
    await settle(world);
    expect(pick(protoSight(actor))).toEqual(before);
  });
});

describe("token darkvision on dnd5e 6 (V14 dnd5e 6.1)", () => {
  it("is left to dnd5e's own senseVisionSync: the module writes no token sight", async () => {
    const actor = await setUp("v14-dnd5e61");
    const before = pick(protoSight(actor));
    await addRace(actor, "half-orc", {});
    await settle(world);
    expect(pick(protoSight(actor))).toEqual(before);
    // dnd5e derives the placed token's sight from the race's darkvision itself.
    const doc = world.scene.tokens.find((t) => t.actorId === actor.id)! as unknown as { sight: Obj };
    expect(doc.sight["range"]).toBe(18);
  });
});
