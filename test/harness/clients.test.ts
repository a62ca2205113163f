/**
 * Foundry broadcasts database events: every connected client runs the after-hooks and
 * `_onCreate/_onUpdate/_onDelete` with its own `game.user`, and renders chat messages it may see
 * (firing `renderChatMessageHTML` itself). What a module's hook bodies observe on each client.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ChatMessage, createWorld, Roll, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

const TABLE = [
  { name: "Gamemaster", role: "gm" as const },
  { name: "Ása", role: "player" as const },
  { name: "Bjarni", role: "player" as const },
];

type Seen = { hook: string; client: string; userId: string };

function watch(hooks: string[]): Seen[] {
  const seen: Seen[] = [];
  for (const hook of hooks)
    world.hooks.on(
      hook,
      ((...args: unknown[]) =>
        void seen.push({ hook, client: world.game.user.name, userId: String(args.at(-1)) })) as (
        ...args: never[]
      ) => unknown,
    );
  return seen;
}

describe("every connected client sees database events", () => {
  it("create/update/delete hooks run once per connected client, the causing client first, with the causing user's id", async () => {
    world = createWorld({ users: TABLE, user: "Gamemaster" });
    const gm = world.user;
    const seen = watch(["preCreateActor", "createActor", "updateActor", "deleteActor"]);
    const actor = await world.createActor({ name: "Hero", type: "character" });
    await actor.update({ name: "Hetja" });
    await actor.delete();
    expect(seen.map((s) => `${s.hook}@${s.client}`)).toEqual([
      "preCreateActor@Gamemaster",
      "createActor@Gamemaster",
      "createActor@Ása",
      "createActor@Bjarni",
      "updateActor@Gamemaster",
      "updateActor@Ása",
      "updateActor@Bjarni",
      "deleteActor@Gamemaster",
      "deleteActor@Ása",
      "deleteActor@Bjarni",
    ]);
    expect(new Set(seen.filter((s) => s.hook !== "preCreateActor").map((s) => s.userId))).toEqual(
      new Set([gm.id]),
    );
    expect(world.game.user).toBe(gm);
  });

  it("a disconnected user's client runs nothing; the causing client always runs its own", async () => {
    world = createWorld({ users: [...TABLE.slice(0, 2), { name: "Bjarni", role: "player", active: false }] });
    world.setGMConnected(false);
    world.setUser("Ása");
    const seen = watch(["createChatMessage"]);
    await ChatMessage.create({ content: "hæ" });
    expect(seen.map((s) => s.client)).toEqual(["Ása"]);
  });

  it("a hook body guarded by `userId === game.user.id` acts once; an unguarded one acts on every client", async () => {
    world = createWorld({ users: TABLE });
    let guarded = 0;
    let unguarded = 0;
    world.hooks.on("createItem", ((_item: unknown, _options: unknown, userId: string) => {
      if (userId === world.game.user.id) guarded++;
      unguarded++;
    }) as (...args: never[]) => unknown);
    await world.createItem({ name: "Sword", type: "weapon" });
    expect([guarded, unguarded]).toEqual([1, 3]);
    expect(world.hooks.callsOn(world.users.getName("Ása")!.id, "createItem")).toHaveLength(1);
  });

  it("each client renders a new message and the harness fires renderChatMessageHTML with an element", async () => {
    world = createWorld({ users: TABLE });
    const seen: string[] = [];
    world.hooks.on(
      "renderChatMessageHTML",
      ((message: ChatMessage, html: { querySelector(s: string): { textContent: string } | null }) =>
        void seen.push(
          `${world.game.user.name}:${message.id === world.chat[0]!.id}:${html.querySelector(".message-content")!.textContent}`,
        )) as (...args: never[]) => unknown,
    );
    await ChatMessage.create({ content: "<p>Halló</p>" });
    expect(seen).toEqual([]);
    await world.settle();
    expect(seen.sort()).toEqual(["Bjarni:true:Halló", "Gamemaster:true:Halló", "Ása:true:Halló"]);
    expect(world.renderedChat("Ása").map((r) => r.message)).toEqual([world.chat[0]]);
  });

  it("a whisper is rendered only by its author and recipients; a GM roll by all, its content by GMs", async () => {
    world = createWorld({ users: TABLE, user: "Ása" });
    const bjarni = world.users.getName("Bjarni")!;
    await ChatMessage.create({ content: "psst", whisper: [bjarni.id] });
    const roll = await new Roll("1d20 + 2").evaluate();
    await roll.toMessage({ flavor: "Secret check" }, { rollMode: "gmroll" });
    await world.settle();
    const names = (user: string): string[] => world.renderedChat(user).map((r) => r.message.content);
    expect(names("Ása")).toEqual(["psst", String(roll.total)]);
    expect(names("Bjarni")).toEqual(["psst", String(roll.total)]);
    expect(names("Gamemaster")).toEqual([String(roll.total)]);
    const [, bjarniCopy] = world.renderedChat("Bjarni");
    expect(bjarniCopy!.element.querySelector(".dice-total")?.textContent).toBe("?");
    const [gmCopy] = world.renderedChat("Gamemaster");
    expect(gmCopy!.element.querySelector(".dice-total")?.textContent).toBe(String(roll.total));
  });

  it("a blind roll hides its result from the player who rolled it", async () => {
    world = createWorld({ users: TABLE, user: "Ása" });
    const roll = await new Roll("1d20").evaluate();
    await roll.toMessage({}, { rollMode: "blindroll" });
    await world.settle();
    expect(world.renderedChat("Ása")[0]!.element.querySelector(".dice-total")?.textContent).toBe("?");
    expect(world.renderedChat("Gamemaster")[0]!.element.querySelector(".dice-total")?.textContent).toBe(
      String(roll.total),
    );
  });

  it("an update re-renders on each client; a delete removes the message from every log", async () => {
    world = createWorld({ users: TABLE });
    const message = (await ChatMessage.create({ content: "<p>one</p>" })) as ChatMessage;
    await world.settle();
    await message.update({ content: "<p>two</p>" });
    await world.settle();
    const copy = world.renderedChat("Bjarni")[0]!;
    expect(copy.renders).toBe(2);
    expect(copy.element.querySelector(".message-content")?.textContent).toBe("two");
    await message.delete();
    await world.settle();
    expect(world.renderedChat("Bjarni")).toEqual([]);
  });

  it("a test clicks a rendered button as a user: the listener a hook added runs with that user current", async () => {
    world = createWorld({ users: TABLE });
    const clicks: string[] = [];
    world.hooks.on("renderChatMessageHTML", ((
      _m: ChatMessage,
      html: {
        querySelectorAll(s: string): {
          remove(): void;
          addEventListener(t: string, f: (e: { preventDefault(): void }) => void): void;
        }[];
      },
    ) => {
      for (const button of html.querySelectorAll("button[data-action]")) {
        if (!world.game.user.isGM) button.remove();
        else
          button.addEventListener("click", (event) => {
            event.preventDefault();
            clicks.push(world.game.user.name);
          });
      }
    }) as (...args: never[]) => unknown);
    const message = (await ChatMessage.create({
      content: '<div><button data-action="apply">Apply</button></div>',
    })) as ChatMessage;
    await world.settle();
    await world.clickChatButton("Gamemaster", message, "button[data-action=apply]");
    expect(clicks).toEqual(["Gamemaster"]);
    await expect(world.clickChatButton("Ása", message, "button[data-action=apply]")).rejects.toThrow(
      /No "button/,
    );
  });
});
