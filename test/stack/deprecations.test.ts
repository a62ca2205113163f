/**
 * The module makes no call Foundry V14 or dnd5e 6 deprecates: the harness records every use of a
 * deprecated name on V14 (as Foundry's compatibility warnings log it), and a drop, a change of
 * choices from the item's context menu, a removal and a breath (the GM's and a player's) record
 * none. What dnd5e 5.3 itself does and hides on V14 (its MeasuredTemplate placement) is dnd5e's.
 */
import { describe, expect, it } from "vitest";
import { STACKS, classItemData, type Actor, type Item } from "../harness";
import { rightClickItem } from "../harness/context-menu";
import { placeTokenAt } from "../harness/scene";
import { MODULE_ID } from "../../src/content/ids";
import { featureItemSource } from "../../scripts/packs/documents";
import { moduleWorld, type ModuleWorld } from "../../scripts/lib/module-world";

const V14 = STACKS.filter((s) => s.generation === 14);

async function character(m: ModuleWorld, owner?: string): Promise<Actor> {
  const ownership: Record<string, number> = { default: 0 };
  const user = owner ? m.world.users.find((u) => u.name === owner) : undefined;
  if (user) ownership[user.id] = 3;
  return m.world.asUser("gm", async () => {
    const actor = await m.world.createActor({ name: "Aría", type: "character", ownership });
    await actor.createEmbeddedDocuments("Item", [classItemData({ levels: 3 })]);
    return actor;
  });
}

describe.each(V14)("no deprecated call by the module ($name)", ({ id }) => {
  it("dropping, re-choosing from the context menu and removing a race", async () => {
    const m = moduleWorld({ stack: id, metric: true });
    try {
      const actor = await character(m);
      m.world.deprecations.reset();
      await m.api.addRace(actor as unknown as Actor5e, "dragonborn", { choices: { ancestry: "red" } });
      await m.settle();
      const race = [...actor.items].find((i) => i.type === "race") as Item;
      m.world.dialogs.answer({ form: { ancestry: "blue" } });
      const menu = rightClickItem(race);
      await menu.click("Breyta vali");
      await m.settle();
      expect(m.world.dialogs.shown).toHaveLength(1);
      await m.api.removeRace(actor as unknown as Actor5e);
      await m.settle();
      expect(m.world.deprecations.records).toEqual([]);
    } finally {
      m.world.uninstall();
    }
  });

  for (const breather of ["Gamemaster", "Player"] as const) {
    it(`a breath by the ${breather === "Player" ? "player" : "GM"}, decided by the GM, with its card rendered on every client`, async () => {
      const m = moduleWorld({ stack: id, metric: true, user: breather });
      try {
        const actor = await character(m, "Player");
        const goblin = await m.world.asUser("gm", () =>
          m.world.createActor({
            name: "Gobbi",
            type: "npc",
            system: { attributes: { hp: { value: 40, max: 40 } } },
          }),
        );
        await m.world.asUser("gm", async () => {
          await actor.createEmbeddedDocuments(
            "Item",
            [featureItemSource("breathWeapon", { ancestry: "red", units: "m" }) as Record<string, unknown>],
            { keepId: true },
          );
          await placeTokenAt(m.world, actor, 550, 550);
          await placeTokenAt(m.world, goblin, 750, 550);
        });
        m.placements.place(600, 550, 0);
        m.world.deprecations.reset();
        await m.api.breathWeapon({ actor } as unknown as Parameters<typeof m.api.breathWeapon>[0]);
        await m.settle();
        const cards = m.world.chat.filter(
          (c) => (c.flags[MODULE_ID] as Record<string, unknown> | undefined)?.["breath"],
        );
        expect(cards).toHaveLength(1);
        expect(m.world.deprecations.records).toEqual([]);
      } finally {
        m.world.uninstall();
      }
    });
  }
});
