/**
 * Draconic Flight and Large Form at level 5 (and the dwarf's Stonecunning), used from the sheet as dnd5e's own traits are: the
 * activity spends the one use and its usage card offers the feature's effect (dnd5e's tray,
 * test/harness/activity-effects.ts); applied, the dragonborn flies at its walking speed and the
 * goliath is Large and 10 ft (3 m in a metric world) faster; removing the effect gives the speeds
 * and size back, and so does losing the feature (the species removed, the level dropped): dnd5e's
 * active GM deletes what depended on the feature's effect. (Below level 5 neither feature is on the sheet: species24-oracle.test.ts.)
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, ChatMessage, Item, World } from "../harness";
import { enableActivities, type ActivityCollection } from "../harness/activity";
import { applyCardEffect, cardEffects } from "../harness/activity-effects";
import { species24Uuid, type Species24Id } from "../../src/content/ids";
import { createApi } from "../../src/api";
import { at, character, dropWorld, kyn, onEachStack, settle } from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;

/** A level-5 character of the species, its answers given; the world measures in metres or feet. */
async function level5(id: Species24Id, choices: Record<string, string>, metric: boolean): Promise<Actor> {
  world = dropWorld({ rulesVersion: "modern", metric });
  enableActivities(world);
  const actor = await character(world, id, 5);
  await createApi().addRace(actor as unknown as Actor5e, species24Uuid(id), { choices });
  await settle(world);
  return actor;
}

/** The prepared speeds, by type, whichever shape the stack stores them in. */
function speeds(actor: Actor): Record<string, unknown> {
  const movement = at(actor.system, "attributes.movement") as Obj;
  const block = (movement["speeds"] ?? movement) as Obj;
  return { walk: block["walk"], fly: block["fly"], units: movement["units"] };
}

/** Uses the feature's one activity from the sheet; the usage card it posted. */
async function useFeature(actor: Actor, featureKey: string): Promise<{ item: Item; card: ChatMessage }> {
  const item = [...actor.items].find((i) => kyn(i)["featureKey"] === featureKey)!;
  const before = world.chat.length;
  world.dialogs.answer("use"); // dnd5e's usage dialog: spend the use.
  await (item.system.activities as unknown as ActivityCollection).contents[0]!.use();
  await settle(world);
  expect(world.chat.length - before).toBe(1);
  return { item, card: world.chat[world.chat.length - 1]! };
}

const spent = (item: Item): number => Number(at(item.system, "uses.spent"));

/** The goliath loses Large Form: its species removed, or its class below level 5. */
async function loseLargeForm(
  actor: Actor,
  how: "the species is removed" | "the class drops below level 5",
): Promise<void> {
  if (how === "the species is removed") await createApi().removeRace(actor as unknown as Actor5e);
  else await [...actor.items].find((i) => i.type === "class")!.update({ "system.levels": 4 });
  await settle(world);
}

const origins = (actor: Actor): (string | null)[] =>
  [...(actor as unknown as { effects: Iterable<{ origin: string | null }> }).effects].map((e) => e.origin);

onEachStack("the 2024 species' level-5 features used from the sheet", () => {
  it("Draconic Flight spends its use and offers its effect: applied, the fly speed is the walking speed; removed, no flight", async () => {
    const actor = await level5("dragonborn", { ancestry24: "red" }, false);
    expect(speeds(actor)).toEqual({ walk: 30, fly: 0, units: "ft" });
    const { item, card } = await useFeature(actor, "draconicFlight");
    expect(spent(item)).toBe(1);
    const offered = cardEffects(card);
    expect(offered.map((e) => e.name)).toEqual(["Drekaflug"]);
    await applyCardEffect(card, offered[0]!, [actor]);
    expect(speeds(actor)).toEqual({ walk: 30, fly: 30, units: "ft" });
    const applied = [
      ...(actor as unknown as { effects: Iterable<{ origin: string | null; delete(): Promise<unknown> }> })
        .effects,
    ].find((e) => e.origin === offered[0]!.uuid)!;
    expect(at(applied, "duration.seconds")).toBe(600);
    await applied.delete();
    expect(speeds(actor)).toEqual({ walk: 30, fly: 0, units: "ft" });
    expect(world.notifications.filter((n) => n.type !== "info")).toEqual([]);
  });

  it.each([
    ["m", 10.5, 13.5],
    ["ft", 35, 45],
  ] as const)(
    "Large Form spends its use and offers its effect: applied, the goliath is Large and 3 m / 10 ft faster (%s); removed, as before",
    async (units, walk, faster) => {
      const actor = await level5("goliath", { giantAncestry: "stonesEndurance" }, units === "m");
      expect([at(actor.system, "traits.size"), speeds(actor)]).toEqual(["med", { walk, fly: 0, units }]);
      const { item, card } = await useFeature(actor, "largeForm");
      expect(spent(item)).toBe(1);
      const [effect] = cardEffects(card);
      await applyCardEffect(card, effect!, [actor]);
      expect([at(actor.system, "traits.size"), speeds(actor)]).toEqual([
        "lg",
        { walk: faster, fly: 0, units },
      ]);
      expect(at(actor.system, "abilities.str.check.roll.mode")).toBe(1);
      const applied = [
        ...(actor as unknown as { effects: Iterable<{ origin: string | null; delete(): Promise<unknown> }> })
          .effects,
      ].find((e) => e.origin === effect!.uuid)!;
      await applied.delete();
      expect([at(actor.system, "traits.size"), speeds(actor)]).toEqual(["med", { walk, fly: 0, units }]);
    },
  );

  it.each(["the species is removed", "the class drops below level 5"] as const)(
    "Large Form in effect when %s: the applied effect goes with the feature and the goliath is Medium at its own speed again",
    async (how) => {
      const actor = await level5("goliath", { giantAncestry: "stonesEndurance" }, false);
      const { card } = await useFeature(actor, "largeForm");
      const [effect] = cardEffects(card);
      await applyCardEffect(card, effect!, [actor]);
      expect(at(actor.system, "traits.size")).toBe("lg");
      await loseLargeForm(actor, how);
      expect(origins(actor)).not.toContain(effect!.uuid);
      // Without the species the character has no walking speed of its own (dnd5e's default, 0).
      const walk = how === "the species is removed" ? 0 : 35;
      expect([at(actor.system, "traits.size"), speeds(actor)]).toEqual([
        "med",
        { walk, fly: 0, units: "ft" },
      ]);
    },
  );

  it.each(["the species is removed", "the class drops below level 5"] as const)(
    "with no GM connected, Large Form the GM applied earlier still goes when %s: the player's own client deletes it",
    async (how) => {
      world = dropWorld({ rulesVersion: "modern", user: "player" });
      enableActivities(world);
      const player = world.users.find((u) => u.name === "Player")!;
      const actor = await world.asUser("gm", async () => {
        const a = await character(world, "goliath", 5);
        await a.update({ ownership: { default: 0, [player.id]: 3 } });
        return a;
      });
      await createApi().addRace(actor as unknown as Actor5e, species24Uuid("goliath"), {
        choices: { giantAncestry: "stonesEndurance" },
      });
      await settle(world);
      const { card } = await useFeature(actor, "largeForm");
      // dnd5e's tray offers an effect that is not transferred to the GM only: the GM applies it.
      const [effect] = world.asUser("gm", () => cardEffects(card));
      await world.asUser("gm", () => applyCardEffect(card, effect!, [actor]));
      expect(at(actor.system, "traits.size")).toBe("lg");
      world.setGMConnected(false);
      await loseLargeForm(actor, how);
      expect(origins(actor)).not.toContain(effect!.uuid);
      expect(at(actor.system, "traits.size")).toBe("med");
    },
  );

  it.each([
    ["m", 18],
    ["ft", 60],
  ] as const)(
    "Stonecunning spends a use and offers its effect: applied, the dwarf has tremorsense 18 m / 60 ft (%s) for 10 minutes",
    async (units, range) => {
      const actor = await level5("dwarf", {}, units === "m");
      expect(at(actor.system, "attributes.senses.ranges.tremorsense") ?? 0).toBe(0);
      const { item, card } = await useFeature(actor, "stonecunning24");
      expect(spent(item)).toBe(1);
      const [effect] = cardEffects(card);
      await applyCardEffect(card, effect!, [actor]);
      expect(at(actor.system, "attributes.senses.ranges.tremorsense")).toBe(range);
      const applied = [
        ...(actor as unknown as { effects: Iterable<{ origin: string | null }> }).effects,
      ].find((e) => e.origin === effect!.uuid)!;
      expect(at(applied, "duration.seconds")).toBe(600);
    },
  );
});
