/**
 * Unlinked tokens as Foundry V13/V14 model them (TokenDocument `actorLink`, `delta`, synthetic
 * actors): what a module that damages creatures, records what it took on them and undoes it later
 * from their UUID observes.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  createWorld,
  effectData,
  type D20Roll,
  MODULE_ID,
  STACKS,
  type Actor,
  type Item,
  type StackId,
  type Token,
  type TokenDocument,
  type World,
} from "./index";
import { activeTokens, enableActiveTokens, placeTokenAt } from "./scene";

let world: World;
afterEach(() => world?.uninstall());

async function goblinWorld(stack?: StackId): Promise<Actor> {
  world = createWorld(stack ? { stack } : {});
  return world.createActor({
    name: "Goblin",
    type: "npc",
    system: {
      abilities: { dex: { value: 14 }, con: { value: 10 } },
      attributes: { hp: { value: 7, max: 7 } },
      traits: { dr: { value: ["fire"] } },
    },
  });
}

function hp(actor: Actor | null): number {
  return (actor!.system.attributes as { hp: { value: number } }).hp.value;
}

function synthetic(token: Token): Actor {
  const actor = token.actor;
  if (!actor?.isToken) throw new Error(`${token.name} has no synthetic actor`);
  return actor;
}

describe("unlinked tokens have their own synthetic actor", () => {
  it("an unlinked token's actor is a synthetic actor: isToken, its token as parent, a Scene…Token…Actor UUID, the base actor's id", async () => {
    const base = await goblinWorld();
    const token = await world.placeToken(base, { actorLink: false });
    const actor = synthetic(token);
    expect(actor).not.toBe(base);
    expect(actor.isToken).toBe(true);
    expect(actor.token).toBe(token.document);
    expect(actor.parent).toBe(token.document);
    expect(actor.id).toBe(base.id);
    expect(actor.uuid).toBe(`Scene.${world.scene.id}.Token.${token.id}.Actor.${base.id}`);
    expect(token.document.baseActor).toBe(base);
    expect(token.document.isLinked).toBe(false);
    expect(token.document.delta.syntheticActor).toBe(actor);
    expect(token.document.delta.uuid).toBe(
      `Scene.${world.scene.id}.Token.${token.id}.ActorDelta.${token.id}`,
    );
    expect(token.actor).toBe(actor);
    expect(base.isToken).toBe(false);
    expect(base.token).toBeNull();
  });

  it("a linked token's actor is the world actor itself", async () => {
    const base = await goblinWorld();
    const token = await world.placeToken(base);
    expect(token.actor).toBe(base);
    expect(token.document.isLinked).toBe(true);
    expect(token.document.delta.syntheticActor).toBeNull();
  });

  it("placeTokenAt(…, {actorLink: false}) places an unlinked token", async () => {
    const base = await goblinWorld();
    const token = await placeTokenAt(world, base, 550, 550, 1, { actorLink: false });
    expect(token.document.actorLink).toBe(false);
    expect(token.center).toEqual({ x: 550, y: 550 });
    expect(synthetic(token).isToken).toBe(true);
  });

  it("the synthetic actor is prepared like a world actor: ability modifiers, HP, resistances", async () => {
    const base = await goblinWorld();
    const actor = synthetic(await world.placeToken(base, { actorLink: false }));
    expect(actor.system.abilities).toMatchObject({ dex: { mod: 2 } });
    expect(hp(actor)).toBe(7);
    expect([...(actor.system.traits as { dr: { value: Set<string> } }).dr.value]).toEqual(["fire"]);
  });

  it("ownership follows the base actor: its owner may update the synthetic actor, another player may not", async () => {
    world = createWorld({
      users: [
        { name: "Gamemaster", role: "gm" },
        { name: "Ása", role: "player" },
        { name: "Bói", role: "player" },
      ],
    });
    const asa = world.users.getName("Ása")!;
    const base = await world.createActor({
      name: "Wolf",
      type: "npc",
      system: { attributes: { hp: { value: 11, max: 11 } } },
      ownership: { default: 0, [asa.id]: 3 },
    });
    const actor = synthetic(await world.placeToken(base, { actorLink: false }));
    expect(world.asUser("Ása", () => actor.isOwner)).toBe(true);
    expect(world.asUser("Bói", () => actor.isOwner)).toBe(false);
    await world.asUser("Ása", () => actor.update({ "system.attributes.hp.value": 5 }));
    expect(hp(actor)).toBe(5);
    await expect(
      world.asUser("Bói", () => actor.update({ "system.attributes.hp.value": 1 })),
    ).rejects.toThrow(/lacks permission/);
  });
});

describe.each(STACKS)("damage to an unlinked token ($name)", ({ id }) => {
  it("damage to an unlinked goblin lowers that token's HP only: the base actor and a second unlinked goblin keep theirs", async () => {
    const base = await goblinWorld(id);
    const first = await world.placeToken(base, { actorLink: false });
    const second = await world.placeToken(base, { actorLink: false });
    await synthetic(first).applyDamage([{ value: 5, type: "slashing" }]);
    expect(hp(first.actor)).toBe(2);
    expect(hp(base)).toBe(7);
    expect(base._source).toMatchObject({ system: { attributes: { hp: { value: 7 } } } });
    expect(hp(second.actor)).toBe(7);
    expect(first.document.delta.toObject()).toMatchObject({ system: { attributes: { hp: { value: 2 } } } });
  });

  it("a flag added to dnd5e.preApplyDamage's updates lands on the synthetic actor, in the same single database operation", async () => {
    const base = await goblinWorld(id);
    const token = await world.placeToken(base, { actorLink: false });
    const actor = synthetic(token);
    world.hooks.on("dnd5e.preApplyDamage", ((
      _actor: Actor,
      amount: number,
      updates: Record<string, unknown>,
    ) => {
      updates[`flags.${MODULE_ID}.taken`] = { hp: amount, card: "c1" };
    }) as never);
    world.ops.reset();
    await actor.applyDamage([{ value: 4, type: "fire" }]);
    expect(hp(actor)).toBe(7 - 2);
    expect(actor.getFlag(MODULE_ID, "taken")).toEqual({ hp: 2, card: "c1" });
    expect(base.getFlag(MODULE_ID, "taken")).toBeUndefined();
    expect(world.ops.total).toBe(1);
    expect(world.ops.log[0]).toMatchObject({
      action: "update",
      documentName: "ActorDelta",
      count: 1,
      parent: token.document.uuid,
      ids: [token.id],
    });
  });

  it("preUpdateActor, updateActor, dnd5e.preApplyDamage and dnd5e.applyDamage get the synthetic actor; no token hook fires", async () => {
    const base = await goblinWorld(id);
    const actor = synthetic(await world.placeToken(base, { actorLink: false }));
    const before = world.hooks.calls.length;
    await actor.applyDamage(3);
    const calls = world.hooks.calls.slice(before);
    const subjects = (hook: string): unknown[] => calls.filter((c) => c.hook === hook).map((c) => c.args[0]);
    expect(subjects("dnd5e.preApplyDamage")).toEqual([actor]);
    expect(subjects("preUpdateActor")).toEqual([actor]);
    // After-hooks run on every connected client (the GM's and the player's).
    expect(subjects("updateActor")).toEqual([actor, actor]);
    expect(subjects("dnd5e.applyDamage")).toEqual([actor]);
    expect(calls.find((c) => c.hook === "updateActor")!.args[1]).toMatchObject({
      _id: base.id,
      system: { attributes: { hp: { value: 4 } } },
    });
    expect(calls.filter((c) => /Token$/.test(c.hook))).toEqual([]);
  });

  it("a saving throw rolls with the synthetic actor's data and its card speaks as the token", async () => {
    const base = await goblinWorld(id);
    const token = await world.placeToken(base, { actorLink: false, name: "Goblin 2" });
    world.dice.force(10);
    const rolls = await synthetic(token).rollSavingThrow(
      { ability: "dex", target: 12 },
      { configure: false },
    );
    expect((rolls as D20Roll[])[0]!.total).toBe(12);
    const message = world.chat.at(-1)!;
    expect(message.speaker).toMatchObject({
      scene: world.scene.id,
      actor: base.id,
      token: token.id,
      alias: "Goblin 2",
    });
  });
});

describe("undoing from a UUID", () => {
  it("the synthetic actor's UUID resolves while its token exists and to null after the token is deleted", async () => {
    const base = await goblinWorld();
    const token = await world.placeToken(base, { actorLink: false });
    const actor = synthetic(token);
    await actor.applyDamage(5);
    const uuid = actor.uuid;
    expect(await world.fromUuid(uuid)).toBe(actor);
    expect(world.fromUuidSync(uuid)).toBe(actor);
    expect(await world.fromUuid(token.document.uuid)).toBe(token.document);

    await token.document.delete();
    expect(await world.fromUuid(uuid)).toBeNull();
    expect(world.fromUuidSync(uuid)).toBeNull();
    expect(await world.fromUuid(token.document.uuid)).toBeNull();
    await expect(actor.update({ "system.attributes.hp.value": 7 })).rejects.toThrow(/does not exist/);
    expect(hp(base)).toBe(7);
  });

  it("a linked token's actor UUID (Actor.<id>) keeps resolving after its token is deleted", async () => {
    const base = await goblinWorld();
    const token = await world.placeToken(base);
    const uuid = token.actor!.uuid;
    expect(uuid).toBe(`Actor.${base.id}`);
    await token.document.delete();
    expect(await world.fromUuid(uuid)).toBe(base);
  });

  it("an undo from the UUID restores the HP and removes the recorded flag, on that token only", async () => {
    const base = await goblinWorld();
    const token = await world.placeToken(base, { actorLink: false });
    const other = await world.placeToken(base, { actorLink: false });
    await synthetic(other).applyDamage(1);
    const actor = synthetic(token);
    await actor.update({ "system.attributes.hp.value": 3, [`flags.${MODULE_ID}.taken`]: { hp: 4 } });

    const found = (await world.fromUuid(actor.uuid)) as Actor;
    const taken = found.getFlag(MODULE_ID, "taken") as { hp: number };
    await found.update({
      "system.attributes.hp.value": hp(found) + taken.hp,
      [`flags.${MODULE_ID}.-=taken`]: null,
    });
    expect(hp(actor)).toBe(7);
    expect(actor.getFlag(MODULE_ID, "taken")).toBeUndefined();
    expect(token.document.delta.flags).toEqual({ [MODULE_ID]: {} });
    expect(hp(other.actor)).toBe(6);
  });

  it("deleting an unlinked token fires deleteToken (no actor hook) and is one database operation", async () => {
    const base = await goblinWorld();
    const token = await world.placeToken(base, { actorLink: false });
    world.ops.reset();
    const before = world.hooks.calls.length;
    await token.document.delete();
    const hooks = world.hooks.calls.slice(before).map((c) => c.hook);
    expect(hooks).toContain("deleteToken");
    expect(hooks.filter((h) => h.endsWith("Actor"))).toEqual([]);
    expect(world.ops.log.map((e) => `${e.action} ${e.documentName}`)).toEqual(["delete Token"]);
  });
});

describe("the base actor and the token's delta", () => {
  it("a change to the base actor reaches its unlinked tokens, except what a token changed itself", async () => {
    const base = await goblinWorld();
    const token = await world.placeToken(base, { actorLink: false });
    await synthetic(token).update({ "system.attributes.hp.value": 2 });
    await base.update({ "system.attributes.hp.value": 6, "system.abilities.dex.value": 18 });
    expect(hp(token.actor)).toBe(2);
    expect(token.actor!.system.abilities).toMatchObject({ dex: { mod: 4 } });
    expect(token.actor).toBe(synthetic(token));
  });

  it("items and effects created, changed or deleted on a synthetic actor stay on that token", async () => {
    const base = await goblinWorld();
    const [scimitar] = await base.createEmbeddedDocuments("Item", [{ name: "Scimitar", type: "weapon" }]);
    const token = await world.placeToken(base, { actorLink: false });
    const actor = synthetic(token);
    const own = actor.items.get(scimitar!.id!)! as Item;
    expect(own).not.toBe(scimitar);
    expect(own.uuid).toBe(`${actor.uuid}.Item.${scimitar!.id}`);

    world.ops.reset();
    await own.update({ name: "Notched Scimitar" });
    expect(world.ops.log[0]).toMatchObject({
      action: "update",
      documentName: "Item",
      parent: token.document.delta.uuid,
    });
    expect(actor.items.get(scimitar!.id!)).toBe(own);
    expect(own.name).toBe("Notched Scimitar");
    expect(scimitar!.name).toBe("Scimitar");

    await actor.createEmbeddedDocuments("ActiveEffect", [
      effectData("Fire Vulnerability", [{ key: "system.traits.dv.value", mode: 2, value: "fire" }]),
    ]);
    await actor.applyDamage([{ value: 4, type: "fire" }]);
    expect(hp(actor)).toBe(7 - 4);
    expect(base.effects.size).toBe(0);

    await own.delete();
    expect(actor.items.size).toBe(0);
    expect(base.items.size).toBe(1);
    expect(token.document.delta.toObject().items).toEqual([{ _id: scimitar!.id, _tombstone: true }]);
  });

  it("a synthetic actor cannot be created or deleted on its own", async () => {
    const base = await goblinWorld();
    const actor = synthetic(await world.placeToken(base, { actorLink: false }));
    await expect(actor.delete()).rejects.toThrow(/delete its Token/);
  });
});

describe("getActiveTokens with unlinked tokens", () => {
  it("a synthetic actor's active token is its own; the world actor's include its unlinked tokens unless linked=true", async () => {
    const base = await goblinWorld();
    enableActiveTokens();
    const linked = await world.placeToken(base);
    const first = await world.placeToken(base, { actorLink: false });
    const second = await world.placeToken(base, { actorLink: false });
    expect(activeTokens(synthetic(first)).map((t) => t.id)).toEqual([first.id]);
    expect(activeTokens(base).map((t) => t.id)).toEqual([linked.id, first.id, second.id]);
    const onlyLinked = (base as unknown as { getActiveTokens(l: boolean, d: boolean): TokenDocument[] })
      .getActiveTokens(true, true)
      .map((t) => t.id);
    expect(onlyLinked).toEqual([linked.id]);
    await first.document.delete();
    expect(activeTokens(synthetic(first))).toEqual([]);
  });
});
