/**
 * The harness's socket relays a package's messages as Foundry's server does (socket.ts cites the
 * public sources): on the package's own channel, only when its manifest asks for a socket, to
 * every other connected client but never back to the sender, with the sender's user id appended
 * after what it emitted.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, type World } from "./index";
import { repoJson } from "./paths";

let world: World;
afterEach(() => world?.uninstall());

const TABLE = [
  { name: "GM", role: "gm" as const },
  { name: "Ása", role: "player" as const },
  { name: "Bjarni", role: "player" as const },
];

/** Every client listens on `event`; what each one received, as `client: [args]`. */
function listen(event: string): Record<string, unknown[][]> {
  const heard: Record<string, unknown[][]> = {};
  for (const user of world.users)
    world.asUser(user, () =>
      world.game.socket.on(event, (...args: unknown[]) => void (heard[user.name] ??= []).push(args)),
    );
  return heard;
}

function id(name: string): string {
  return world.users.find((u) => u.name === name)!.id;
}

describe("the module socket, as Foundry's server relays it", () => {
  it("the manifest asks for a socket (module.json `socket: true`), and the harness reads it from there", () => {
    world = createWorld({ users: TABLE });
    expect((repoJson("module.json") as { socket?: unknown }).socket).toBe(true);
    expect(world.game.modules.get("kynthaettir")?.["socket"]).toBe(true);
  });

  it("a message reaches every other connected client with the sender's id after it, never the sender", async () => {
    world = createWorld({ users: TABLE });
    const heard = listen("module.kynthaettir");
    world.asUser("Ása", () => world.game.socket.emit("module.kynthaettir", { hello: 1 }));
    await world.settle();
    expect(heard).toEqual({
      GM: [[{ hello: 1 }, id("Ása")]],
      Bjarni: [[{ hello: 1 }, id("Ása")]],
    });
  });

  it("a sender that adds an argument cannot move the server's id: it stays last", async () => {
    world = createWorld({ users: TABLE });
    const heard = listen("module.kynthaettir");
    world.asUser("Ása", () => world.game.socket.emit("module.kynthaettir", { hello: 1 }, id("GM")));
    await world.settle();
    expect(heard["GM"]).toEqual([[{ hello: 1 }, id("GM"), id("Ása")]]);
  });

  it("a module whose manifest does not ask for a socket is delivered nothing; its emit is accepted", async () => {
    world = createWorld({ users: TABLE, modules: [{ id: "quiet" }, { id: "chatty", socket: true }] });
    const quiet = listen("module.quiet");
    const chatty = listen("module.chatty");
    expect(world.asUser("Ása", () => world.game.socket.emit("module.quiet", {}))).toBe(true);
    world.asUser("Ása", () => world.game.socket.emit("module.chatty", {}));
    await world.settle();
    expect(quiet).toEqual({});
    expect(Object.keys(chatty).sort()).toEqual(["Bjarni", "GM"]);
  });

  it("an event that is not a package's channel, or an inactive module's, is delivered to no one", async () => {
    world = createWorld({ users: TABLE, modules: [{ id: "off", active: false, socket: true }] });
    const bare = listen("kynthaettir");
    const off = listen("module.off");
    world.asUser("Ása", () => {
      world.game.socket.emit("kynthaettir", {});
      world.game.socket.emit("module.off", {});
    });
    await world.settle();
    expect(bare).toEqual({});
    expect(off).toEqual({});
  });

  it("the system's channel is relayed (dnd5e's system.json, 5.3 and 6.x, sets socket: true)", async () => {
    world = createWorld({ users: TABLE });
    const heard = listen("system.dnd5e");
    world.asUser("GM", () => world.game.socket.emit("system.dnd5e", { x: 1 }));
    await world.settle();
    expect(heard["Ása"]).toEqual([[{ x: 1 }, id("GM")]]);
  });
});
