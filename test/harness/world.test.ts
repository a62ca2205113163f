import { afterEach, describe, expect, it } from "vitest";
import { createWorld, SRD_WIZARD_CANTRIPS, Macro, ChatMessage, type World } from "./index";
import { moveIntoActorPack } from "./packs";

let world: World;
afterEach(() => world?.uninstall());

describe("users, sockets, packs, canvas", () => {
  it("activeGM is the connected GM, or null when no GM is connected", () => {
    world = createWorld();
    expect(world.game.users.activeGM?.name).toBe("Gamemaster");
    world.setGMConnected(false);
    expect(world.game.users.activeGM).toBeNull();
    world.uninstall();
    world = createWorld({ gmConnected: false, user: "player" });
    expect(world.game.users.activeGM).toBeNull();
    expect(world.game.user.isGM).toBe(false);
  });

  it("several users, and switching who is current", () => {
    world = createWorld({
      users: [
        { name: "GM", role: "gm" },
        { name: "Ása", role: "player" },
        { name: "Bjarni", role: "trusted" },
      ],
      user: "Ása",
    });
    expect(world.game.user.name).toBe("Ása");
    world.setUser("Bjarni");
    expect(world.game.user.name).toBe("Bjarni");
    expect(world.asUser("GM", () => world.game.user.isGM)).toBe(true);
    expect(world.game.user.name).toBe("Bjarni");
  });

  it("a socket message from one user reaches the other clients, not the sender", async () => {
    world = createWorld({
      users: [
        { name: "GM", role: "gm" },
        { name: "Ása", role: "player" },
        { name: "Bjarni", role: "player" },
      ],
    });
    const received: string[] = [];
    for (const name of ["GM", "Ása", "Bjarni"]) {
      world.asUser(name, () =>
        world.game.socket.on("module.kynthaettir", (data: unknown) =>
          received.push(`${world.game.user.name}<-${(data as { from: string }).from}`),
        ),
      );
    }
    world.asUser("Ása", () => world.game.socket.emit("module.kynthaettir", { from: "Ása" }));
    expect(received).toEqual([]);
    await world.settle();
    expect(received.sort()).toEqual(["Bjarni<-Ása", "GM<-Ása"]);
  });

  it("a disconnected user's client receives nothing", async () => {
    world = createWorld({ gmConnected: false });
    const received: string[] = [];
    world.asUser("gm", () => world.game.socket.on("module.kynthaettir", () => received.push("gm")));
    world.asUser("player", () => world.game.socket.emit("module.kynthaettir", {}));
    await world.settle();
    expect(received).toEqual([]);
  });

  it("dnd5e.spells holds SRD wizard cantrips; the wizard list is in dnd5e's spell list registry", async () => {
    world = createWorld();
    const pack = world.game.packs.get("dnd5e.spells")!;
    expect(pack.index.size).toBe(SRD_WIZARD_CANTRIPS.length);
    const fireBolt = await world.fromUuid("Compendium.dnd5e.spells.Item.EOmsUcFQJTfG2oio");
    expect(fireBolt).toMatchObject({ name: "Fire Bolt", type: "spell", system: { level: 0 } });
    await world.settle();
    const list = (
      world.dnd5e as unknown as {
        registry: {
          spellLists: {
            forType(t: string, i?: string): { uuids: Set<string>; identifiers: Set<string> } | null;
          };
        };
      }
    ).registry.spellLists.forType("class", "wizard");
    expect(list?.uuids.has("Compendium.dnd5e.spells.Item.EOmsUcFQJTfG2oio")).toBe(true);
    expect(list?.identifiers.has("fire-bolt")).toBe(true);
  });

  it("fromUuidSync gives a compendium index entry until the document is loaded", async () => {
    world = createWorld();
    const uuid = "Compendium.dnd5e.spells.Item.Bnn9Nzajixvow9xi";
    const entry = world.fromUuidSync(uuid) as { name: string; uuid: string; system?: unknown };
    expect(entry).toMatchObject({ name: "Light", uuid });
    expect(entry.system).toBeUndefined();
    const doc = await world.fromUuid(uuid);
    expect(world.fromUuidSync(uuid)).toBe(doc);
  });

  it("the module's packs are listed from module.json; kynthaettir.races is a compendium", () => {
    world = createWorld();
    const races = world.game.packs.get("kynthaettir.races");
    expect(races?.metadata).toMatchObject({ type: "Item", packageName: "kynthaettir" });
  });

  it("compendium documents are locked", async () => {
    world = createWorld();
    const doc = (await world.fromUuid("Compendium.dnd5e.spells.Item.Bnn9Nzajixvow9xi")) as {
      update(d: object): Promise<unknown>;
    };
    await expect(doc.update({ name: "Dark" })).rejects.toThrow(/locked/);
  });

  it("an actor in a compendium takes an item only while the compendium is unlocked", async () => {
    world = createWorld();
    const { pack, stored: found } = await moveIntoActorPack(
      world.packs,
      await world.createActor({ name: "Geymd", type: "character" }),
    );
    const stored = found;
    const item = [{ name: "Trait", type: "feat" }];
    await expect(stored.createEmbeddedDocuments("Item", item)).rejects.toThrow(
      "You cannot modify the world.hetjur Compendium which is currently locked.",
    );
    pack.locked = false;
    expect(await stored.createEmbeddedDocuments("Item", item)).toHaveLength(1);
  });

  it("tokens on the scene, centres in pixels, and targets per user", async () => {
    world = createWorld({ metric: true });
    const actor = await world.createActor({ name: "Target", type: "npc" });
    const token = await world.placeToken(actor, { x: 200, y: 100 });
    expect(world.canvas.grid).toMatchObject({ size: 100, distance: 1.5, units: "m" });
    expect(token.center).toEqual({ x: 250, y: 150 });
    world.canvas.tokens.setTargets([token.id]);
    expect([...game.user.targets].map((t) => t.id)).toEqual([token.id]);
    expect(world.asUser("player", () => world.game.user.targets.size)).toBe(0);
  });

  it("a script macro runs with Foundry's arguments", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    const macro = (await Macro.create({
      name: "Hello",
      type: "script",
      command: "return `${actor.name}:${typeof scope}`;",
    })) as Macro;
    expect(await macro.execute({ actor })).toBe("Hero:object");
  });

  it("ChatMessage.getSpeaker names the actor", async () => {
    world = createWorld();
    const actor = await world.createActor({ name: "Hero", type: "character" });
    expect(ChatMessage.getSpeaker({ actor })).toMatchObject({ actor: actor.id, alias: "Hero", token: null });
    await ChatMessage.create({ content: "<p>Hæ</p>", speaker: ChatMessage.getSpeaker({ actor }) });
    expect(world.chat.map((m) => m.content)).toEqual(["<p>Hæ</p>"]);
  });
});
