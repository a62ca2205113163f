/**
 * The harness's usage-card effects tray behaves as dnd5e 5.3.3's (usage-message-data.mjs l.82,
 * effect-application.mjs l.182): an activity's effects are named on its card, the GM is offered
 * an effect that is not transferred while its author is not, applying copies it onto the actor
 * (enabled, its origin the item's effect) or re-enables the copy already there, and a target the
 * user does not own is refused with dnd5e's warning. Deleting the item deletes the copies on the
 * active GM's client (Item5e#_onDelete, `flags.dnd5e.dependentOn`).
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, STACKS, type Actor, type ChatMessage, type World } from "./index";
import { enableActivities, type ActivityCollection } from "./activity";
import { applyCardEffect, cardEffects } from "./activity-effects";
import { placeTokenAt } from "./scene";

let world: World;
afterEach(() => world?.uninstall());

const EFFECT = "hrnsEffect000001";
const USERS = [
  { name: "Gamemaster", role: "gm" as const },
  { name: "Player", role: "player" as const },
];

/** The player's character with a once-a-day feat whose utility activity offers a +10 ft effect. */
async function usedByPlayer(
  stack: (typeof STACKS)[number]["id"],
): Promise<{ actor: Actor; card: ChatMessage }> {
  world = createWorld({ stack, users: USERS, user: "Player" });
  enableActivities(world);
  const player = world.users.find((u) => u.name === "Player")!;
  const actor = await world.asUser("gm", () =>
    world.createActor({ name: "Hetja", type: "character", ownership: { default: 0, [player.id]: 3 } }),
  );
  await actor.createEmbeddedDocuments("Item", [
    {
      name: "Sprettur",
      type: "feat",
      system: {
        uses: { max: "1", spent: 0, recovery: [] },
        activities: {
          hrnsActivity0001: {
            type: "utility",
            activation: { type: "bonus" },
            consumption: { targets: [{ type: "itemUses", value: "1" }] },
            effects: [{ _id: EFFECT }],
          },
        },
      },
      effects: [
        {
          _id: EFFECT,
          name: "Sprettur",
          transfer: false,
          duration: { seconds: 600 },
          changes: [{ key: "system.attributes.movement.walk", mode: 2, value: "10" }],
        },
      ],
    },
  ]);
  const item = actor.items.find((i) => i.type === "feat")!;
  world.dialogs.answer("use");
  await (item.system.activities as unknown as ActivityCollection).contents[0]!.use();
  await world.settle();
  return { actor, card: world.chat[world.chat.length - 1]! };
}

describe.each(STACKS)("the usage card's effects tray ($name)", ({ id: stack }) => {
  it("names the activity's effect; offers it to the GM, not to its author; applying twice leaves one enabled copy", async () => {
    const { actor, card } = await usedByPlayer(stack);
    expect((card as unknown as { system: { effects: string[] } }).system.effects).toEqual([
      `.ActiveEffect.${EFFECT}`,
    ]);
    expect(cardEffects(card)).toEqual([]);
    const [effect] = world.asUser("gm", () => cardEffects(card));
    expect(effect?.id).toBe(EFFECT);
    const walk = (): unknown => {
      const movement = (actor.system as { attributes: { movement: Record<string, unknown> } }).attributes
        .movement;
      return ((movement["speeds"] ?? movement) as Record<string, unknown>)["walk"];
    };
    expect(walk()).toBe(0);
    await world.asUser("gm", () => applyCardEffect(card, effect!, [actor]));
    await world.asUser("gm", () => applyCardEffect(card, effect!, [actor]));
    const copies = [
      ...(actor as unknown as { effects: Iterable<{ origin: string; disabled: boolean }> }).effects,
    ];
    expect(copies.map((e) => [e.origin, e.disabled])).toEqual([[effect!.uuid, false]]);
    expect(walk()).toBe(10);
  });

  it("deleting the item deletes the effect applied from it to an unlinked token's creature too", async () => {
    const { card } = await usedByPlayer(stack);
    const [effect] = world.asUser("gm", () => cardEffects(card));
    const goblin = await world.asUser("gm", () => world.createActor({ name: "Gobbi", type: "npc" }));
    const token = await world.asUser("gm", () =>
      placeTokenAt(world, goblin, 550, 550, 1, { actorLink: false }),
    );
    const synthetic = token.document.actor!;
    await world.asUser("gm", () => applyCardEffect(card, effect!, [synthetic]));
    const origins = (): unknown[] =>
      [...(synthetic as unknown as { effects: Iterable<{ origin: string }> }).effects].map((e) => e.origin);
    expect(origins()).toEqual([effect!.uuid]);
    await effect!.parent!.delete();
    await world.settle();
    expect(origins()).toEqual([]);
  });

  it.each([true, false])(
    "deleting the item deletes the effect applied from it on the GM's client, if one is connected (connected: %s)",
    async (connected) => {
      const { actor, card } = await usedByPlayer(stack);
      const [effect] = world.asUser("gm", () => cardEffects(card));
      await world.asUser("gm", () => applyCardEffect(card, effect!, [actor]));
      world.setGMConnected(connected);
      const item = actor.items.find((i) => i.type === "feat")!;
      await item.delete();
      await world.settle();
      const origins = [...(actor as unknown as { effects: Iterable<{ origin: string }> }).effects].map(
        (e) => e.origin,
      );
      expect(origins).toEqual(connected ? [] : [effect!.uuid]);
    },
  );

  it("a player applying to a character they do not own is warned, and nothing is written", async () => {
    const { card } = await usedByPlayer(stack);
    const [effect] = world.asUser("gm", () => cardEffects(card));
    const other = await world.asUser("gm", () => world.createActor({ name: "Annar", type: "character" }));
    world.ops.reset();
    await applyCardEffect(card, effect!, [other]);
    expect(world.ops.total).toBe(0);
    expect(world.notifications.map((n) => n.type)).toEqual(["warning"]);
  });
});
