/**
 * Small scenarios the harness's own tests share (not module data): a breather with dnd5e's SRD
 * breath weapon feat and a class, and its save activity.
 */
import type { Activity } from "./activity";
import { breathFeatureData, classItemData, type BreathSpec } from "./builders";
import type { Actor, Item } from "./documents";
import type { World } from "./world";

export interface Breather {
  actor: Actor;
  item: Item;
  activity: Activity;
}

/** A level-5 character (CON 16) with the breath feat, owned by `owner` (a user name) if given. */
export async function breather(
  world: World,
  { shape, owner }: Pick<BreathSpec, "shape"> & { owner?: string } = {},
): Promise<Breather> {
  const ownership: Record<string, number> = { default: 0 };
  if (owner) ownership[world.users.find((u) => u.name === owner)!.id] = 3;
  const actor = await world.asUser("gm", () =>
    world.createActor({
      name: "Fáfnir",
      type: "character",
      ownership,
      system: { abilities: { con: { value: 16 } }, attributes: { hp: { value: 30, max: null } } },
    }),
  );
  await world.asUser("gm", () =>
    actor.createEmbeddedDocuments("Item", [classItemData({ levels: 5 }), breathFeatureData({ shape })]),
  );
  const item = actor.items.find((i) => i.type === "feat")!;
  const activity = (item.system.activities as unknown as { getByType(t: string): Activity[] }).getByType(
    "save",
  )[0]!;
  return { actor, item, activity };
}
