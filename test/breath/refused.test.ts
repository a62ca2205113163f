/**
 * A breath the GM refuses leaves nothing behind: its area is removed and the macro gets null (the
 * player's, while the GM decides, and the GM's own), also when a waiting request is refused or
 * expires later. And a name hidden from players is not on the waiting card a player's breath
 * leaves while no GM is online, as it is not on the GM's card.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Item, World } from "../harness";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import {
  breathCards,
  breathe,
  breathWorldPerTest,
  creature,
  dragonborn,
  L,
  noticeTexts,
  ORIGIN,
  requestCards,
  STACKS,
  token,
  usesSpent,
} from "./support";
import {
  areasOnScene,
  beforeGMDecides,
  gmConnectsAndOffers,
  GM_PLAYER_OTHER,
  pendingOf,
  shownTo,
} from "./protocol";
import { table, UNTOUCHED, worldHp } from "./table";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_PLAYER_OTHER, user: "Player" });

afterEach(() => {
  vi.restoreAllMocks();
});

type Updatable = { update(data: object): Promise<unknown>; delete(): Promise<unknown> };

/** The breath made to spend, beside its own use, `cost` uses of a charm the character carries (a GM's edit). */
async function alsoSpends(t: Awaited<ReturnType<typeof table>>, cost: string): Promise<Item> {
  const [charm] = await world.asUser("gm", () =>
    t.actor.createEmbeddedDocuments("Item", [
      { name: "Verndargripur", type: "feat", system: { uses: { max: "3", spent: 0, recovery: [] } } },
    ]),
  );
  const activityId = Object.keys(
    (t.item.toObject() as { system: { activities: Record<string, unknown> } }).system.activities,
  )[0]!;
  await world.asUser("gm", () =>
    (t.item as unknown as Updatable).update({
      [`system.activities.${activityId}.consumption.targets`]: [
        { type: "itemUses", value: "1", target: "" },
        { type: "itemUses", value: cost, target: charm!.id },
      ],
    }),
  );
  return charm as Item;
}

describe.each(STACKS)("a refused breath leaves nothing behind ($name)", ({ id: stack }) => {
  it("the use spent while the GM decides: the player is told, the area goes, the macro gets null", async () => {
    const b = start({ stack });
    const t = await table(b);
    beforeGMDecides(world, async () => {
      await world.asUser("gm", () => (t.item as unknown as Updatable).update({ "system.uses.spent": 1 }));
    });
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor: t.actor });
    expect(result).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.Spent")]);
    expect(areasOnScene(world)).toEqual([]);
    expect(worldHp(world)).toEqual(UNTOUCHED);
    expect(breathCards(world)).toHaveLength(0);
  });

  it("another module refuses to spend the use: the player is told, no damage, no card, and the use is still there", async () => {
    const b = start({ stack });
    const t = await table(b);
    // A module's preUpdateItem hook on the GM's client refuses dnd5e's consumption update; dnd5e goes on.
    world.hooks.on("preUpdateItem", (_item: unknown, changes: object) =>
      JSON.stringify(changes).includes('"spent"') ? false : undefined,
    );
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor: t.actor });
    expect(result).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.NotSpent")]);
    expect(areasOnScene(world)).toEqual([]);
    expect(worldHp(world)).toEqual(UNTOUCHED);
    expect(breathCards(world)).toHaveLength(0);
    expect(usesSpent(t.item)).toBe(0);
  });

  it("another module writing its own spent count (not refusing it): the breath happens with the use as that module left it", async () => {
    const b = start({ stack });
    const t = await table(b);
    world.hooks.on("preUpdateItem", (_item: unknown, changes: { system?: { uses?: { spent?: number } } }) => {
      if (changes.system?.uses?.spent === 1) changes.system.uses.spent = 2;
    });
    await world.asUser("gm", () => (t.item as unknown as Updatable).update({ "system.uses.max": "3" }));
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor: t.actor });
    expect(result).not.toBeNull();
    expect(usesSpent(t.item)).toBe(2);
    expect(breathCards(world)).toHaveLength(1);
  });

  it("the breath also spends another item's use, and a module refuses only that: refused, and the breath's own use given back", async () => {
    const b = start({ stack });
    const t = await table(b);
    const charm = await alsoSpends(t, "1");
    world.hooks.on("preUpdateItem", (item: { id: string }) => (item.id === charm.id ? false : undefined));
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor: t.actor });
    expect(result).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.NotSpent")]);
    expect([usesSpent(t.item), usesSpent(charm)]).toEqual([0, 0]);
    expect(worldHp(world)).toEqual(UNTOUCHED);
    expect(breathCards(world)).toHaveLength(0);
  });

  it("the breath also spends another item's use and no card can be posted: both uses come back, one notice", async () => {
    const b = start({ stack });
    const t = await table(b);
    const charm = await alsoSpends(t, "1");
    world.hooks.on("preCreateChatMessage", (() => false) as (...args: never[]) => unknown);
    world.dice.force(4, 5, 3);
    expect(await breathe(b, { actor: t.actor })).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.NoCard")]);
    expect([usesSpent(t.item), usesSpent(charm)]).toEqual([0, 0]);
    expect(worldHp(world)).toEqual(UNTOUCHED);
  });

  it("a second consumption target costing nothing (dnd5e plans a write that changes nothing) is no refusal", async () => {
    const b = start({ stack });
    const t = await table(b);
    const charm = await alsoSpends(t, "0");
    world.dice.force(4, 5, 3);
    const result = await breathe(b, { actor: t.actor });
    expect(result).not.toBeNull();
    expect([usesSpent(t.item), usesSpent(charm)]).toEqual([1, 0]);
    expect(breathCards(world)).toHaveLength(1);
  });

  it("the feature deleted while the GM decides: the player is told, the area goes, the macro gets null", async () => {
    const b = start({ stack });
    const t = await table(b);
    beforeGMDecides(world, async () => {
      await world.asUser("gm", () => (t.item as unknown as Updatable).delete());
    });
    const result = await breathe(b, { actor: t.actor });
    expect(result).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.NoFeature")]);
    expect(areasOnScene(world)).toEqual([]);
    expect(worldHp(world)).toEqual(UNTOUCHED);
  });

  it("the GM's own breath, its feature deleted during placement: null, the notice, and no area", async () => {
    const b = start({ stack, user: "Gamemaster" });
    const { actor, item } = await dragonborn(world);
    const goblin = await creature(world, "Gobbi", { hp: 40 });
    await token(world, actor, 550, 550);
    await token(world, goblin, 750, 550);
    world.hooks.once("kynthaettir.preBreathWeapon", () => void (item as unknown as Updatable).delete());
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    const result = await breathe(b, { actor });
    expect(result).toBeNull();
    expect(noticeTexts(world)).toEqual([L(world, "Breath.Refused.NoFeature")]);
    expect(areasOnScene(world)).toEqual([]);
    expect(worldHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40 });
    expect(world.chat).toHaveLength(0);
  });

  it("a waiting request refused when the GM connects (its feature gone meanwhile) takes its area with it", async () => {
    const b = start({ stack, gmConnected: false });
    const t = await table(b);
    await breathe(b, { actor: t.actor });
    expect(areasOnScene(world)).toHaveLength(1);
    await world.asUser("gm", () => (t.item as unknown as Updatable).delete());
    expect(await gmConnectsAndOffers(world)).toBe(0);
    expect(pendingOf(requestCards(world)[0]!).status).toBe("refused");
    expect(areasOnScene(world)).toEqual([]);
    expect(worldHp(world)).toEqual(UNTOUCHED);
  });

  it("a waiting request that expired takes its area with it; nothing is spent", async () => {
    const b = start({ stack, gmConnected: false });
    const t = await table(b);
    await breathe(b, { actor: t.actor });
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 2 * 60 * 60_000);
    expect(await gmConnectsAndOffers(world)).toBe(0);
    expect(pendingOf(requestCards(world)[0]!).status).toBe("expired");
    expect(areasOnScene(world)).toEqual([]);
    expect(usesSpent(t.item)).toBe(0);
    expect(worldHp(world)).toEqual(UNTOUCHED);
  });
});

describe.each(STACKS)("hidden names stay hidden on the waiting card too ($name)", ({ id: stack }) => {
  /** The dragonborn facing a creature with a secret name, one shown to owners, a public one and the player's own. */
  async function crowd() {
    const { actor } = await dragonborn(world, { ownedByPlayer: true });
    const secret = await creature(world, "Leyninafn", { hp: 40 });
    const ownerOnly = await creature(world, "Eigandanafn", { hp: 40 });
    const shown = await creature(world, "Gobbi", { hp: 40 });
    const familiar = await creature(world, "Krummi", { hp: 40, ownedByPlayer: true });
    await token(world, actor, 550, 550);
    await token(world, secret, 750, 550);
    await token(world, ownerOnly, 850, 550, { displayName: TOKEN_DISPLAY_MODES.OWNER_HOVER });
    await token(world, shown, 750, 600, { displayName: TOKEN_DISPLAY_MODES.ALWAYS });
    await token(world, familiar, 850, 500);
    return actor;
  }

  it("the waiting card a player's breath leaves while no GM is online names only what players may read", async () => {
    const b = start({ stack, gmConnected: false });
    const actor = await crowd();
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    await breathe(b, { actor });
    const [card] = requestCards(world);
    const unknown = L(world, "Breath.UnknownCreature");
    expect(pendingOf(card!).names).toEqual([unknown, unknown, "Gobbi", "Krummi"]);
    for (const user of ["Player", "Other"]) {
      expect(shownTo(world, user, card!)).not.toContain("Leyninafn");
      expect(shownTo(world, user, card!)).not.toContain("Eigandanafn");
      expect(shownTo(world, user, card!)).toContain("Gobbi");
    }
    expect(worldHp(world)).toEqual({ Fáfnir: 12, Leyninafn: 40, Eigandanafn: 40, Gobbi: 40, Krummi: 40 });
  });
});
