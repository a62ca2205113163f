/**
 * Effects a character applied to itself from what its race gave go with it, whether or not a GM is
 * connected (dnd5e deletes such dependents only on the active GM's client; race/applied.ts does it
 * on the owner's otherwise), including from the spells a granted origin feat's advancements chose,
 * which dnd5e's undo deletes before the race's own delete: the race removed, deleted from the sheet,
 * or the feat changed under Breyta vali.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, Item, World } from "../harness";
import type { AdvancementManager } from "../harness/advancement";
import { species24Uuid } from "../../src/content/ids";
import { createApi } from "../../src/api";
import { character, dropWorld, onEachStack, settle } from "./support";

let world: World;
afterEach(() => world?.uninstall());

const MAGIC_INITIATE = "Compendium.dnd5e.feats24.Item.phbftMagicInitia";
const spell24 = (id: string): string => `Compendium.dnd5e.spells24.Item.${id}`;
type EffectHolder = {
  effects: Iterable<{ name: string; uuid: string }>;
  createEmbeddedDocuments(kind: "ActiveEffect", data: object[]): Promise<{ uuid: string }[]>;
};

const ALERT = "Compendium.dnd5e.feats24.Item.phbftAlert000000";

/**
 * A player's 2024 human whose Magic Initiate chose Detect Magic, and an effect ("Sjón") the
 * character applied to itself from that spell, as dnd5e's tray applies it (effect-application.mjs
 * l.192): a copy naming its source.
 */
async function initiate(): Promise<Actor> {
  world = dropWorld({ rulesVersion: "modern", user: "player" });
  const player = world.users.find((u) => u.name === "Player")!;
  const opened: AdvancementManager[] = [];
  world.hooks.on("renderAdvancementManager", (m: AdvancementManager) => void opened.push(m));
  const actor = await world.asUser("gm", async () => {
    const a = await character(world);
    await a.update({ ownership: { default: 0, [player.id]: 3 } });
    return a;
  });
  world.dialogs.answer({ form: { skillful: "ath", originFeat: MAGIC_INITIATE, speciesSize: "med" } });
  await createApi().addRace(actor as unknown as Actor5e, species24Uuid("human"));
  await settle(world);
  await opened[0]!.choose({ items: [spell24("phbsplDruidcraft"), spell24("phbsplFireBolt00")] });
  await opened[0]!.choose({ items: [spell24("phbsplDetectMagi")] });
  await settle(world);
  const detect = [...actor.items].find((i) => i.name === "Detect Magic") as unknown as EffectHolder;
  const [source] = await world.asUser("gm", () =>
    detect.createEmbeddedDocuments("ActiveEffect", [{ name: "Sjón", transfer: false, changes: [] }]),
  );
  await world.asUser("gm", () =>
    (actor as unknown as EffectHolder).createEmbeddedDocuments("ActiveEffect", [
      { name: "Sjón", origin: source!.uuid, flags: { dnd5e: { dependentOn: source!.uuid } } },
    ]),
  );
  return actor;
}

const effectNames = (actor: Actor): string[] =>
  [...(actor as unknown as EffectHolder).effects].map((e) => e.name);
const itemNames = (actor: Actor): string[] => [...actor.items].map((i) => i.name);
const raceOf = (actor: Actor): Item => [...actor.items].find((i) => i.type === "race")!;

/** Each way the feat leaves the character: the race removed, deleted from the sheet, the feat swapped. */
const LEAVING: readonly (readonly [string, (actor: Actor) => Promise<unknown>])[] = [
  ["the race is removed", (actor) => createApi().removeRace(actor as unknown as Actor5e)],
  ["the player deletes the species from the sheet", (actor) => raceOf(actor).delete()],
  [
    "Breyta vali swaps Magic Initiate for Alert",
    async (actor) => {
      world.dialogs.answer({ form: { originFeat: ALERT } });
      expect(await createApi().changeRaceChoices(raceOf(actor) as unknown as Item5e)).toBe(true);
      expect(itemNames(actor)).toContain("Alert");
    },
  ],
];

onEachStack("effects applied from a spell Magic Initiate chose", () => {
  it.each(LEAVING.flatMap(([how, leave]) => [true, false].map((gm) => [how, gm, leave] as const)))(
    "go when %s (GM connected: %s)",
    async (_how, gm, leave) => {
      const actor = await initiate();
      world.setGMConnected(gm);
      await leave(actor);
      await settle(world);
      expect(itemNames(actor)).not.toContain("Detect Magic");
      expect(effectNames(actor)).not.toContain("Sjón");
    },
  );
});
