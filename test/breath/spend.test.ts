/**
 * How the GM's client tells that dnd5e's consumption landed: each item write the use planned is
 * read back from the item's source, in the shape dnd5e plans it — a dotted path, or the activity
 * uses dnd5e folds into the item's update as `system.activities.<id>` (mixin.mjs l.1214).
 */
import { describe, expect, it } from "vitest";
import type { World } from "../harness";
import type { ActivityCollection } from "../harness/activity";
import { itemSources, refundSpends, spendsRefused } from "../../src/breath/feature";
import { breathWorldPerTest, dragonborn, STACKS } from "./support";

let world: World;
const start = breathWorldPerTest((w) => (world = w));

describe.each(STACKS)("a planned spend read back ($name)", ({ id: stack }) => {
  it("activity uses folded into the item update count as spent once written, and as refused while not", async () => {
    start({ stack });
    const { item } = await dragonborn(world);
    const activity = (item.system.activities as unknown as ActivityCollection).contents[0]!;
    const path = `system.activities.${activity.id}`;
    await item.update({ [`${path}.uses`]: { spent: 0, max: "2", recovery: [] } });
    const before = itemSources(activity as unknown as Activity5e);
    const used = { updates: { item: [{ _id: item.id, [path]: { uses: { spent: 1 } } }] } };
    expect(spendsRefused(activity as unknown as Activity5e, { used, before })).toHaveLength(1);
    await item.update({ [`${path}.uses.spent`]: 1 });
    expect(spendsRefused(activity as unknown as Activity5e, { used, before })).toEqual([]);
  });

  it("a refund gives back what the breath spent, not a use spent after it", async () => {
    start({ stack });
    const { item } = await dragonborn(world);
    const activity = (item.system.activities as unknown as ActivityCollection)
      .contents[0]! as unknown as Activity5e;
    const before = itemSources(activity);
    const spentAt = (): unknown =>
      (item.toObject() as { system: { uses: { spent: number } } }).system.uses.spent;
    const used = { updates: { item: [{ _id: item.id, "system.uses.spent": 1 }] } };
    await item.update({ "system.uses.spent": 1 });
    await item.update({ "system.uses.spent": 2 });
    await refundSpends(activity, { used, before });
    expect(spentAt()).toBe(1);
    await refundSpends(activity, { used, before: itemSources(activity) });
    expect(spentAt()).toBe(1);
  });
});
