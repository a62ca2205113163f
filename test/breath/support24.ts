/**
 * The 2024 dragonborn the breath tests share: the SRD 5.2 breath feature as the drop grants it (the
 * ancestry answer's damage type on both activities), on the player's dragonborn facing a goblin.
 */
import type { Actor, Item } from "../harness";
import { feature24Source } from "../../scripts/packs/documents";
import { getFeature24 } from "../../src/content/species24/features";
import { getAncestry, type AncestryId } from "../../src/content/ancestries";
import { MODULE_ID } from "../../src/content/ids";
import { itemLengthsFor, type LengthUnit } from "../../src/rules/units";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import { creature, dragonborn, ORIGIN, token, type BreathWorld } from "./support";

export interface Spec24 {
  level?: number;
  con?: number;
  /** The species' ancestry answer; null: the breath as the pack ships it, no answer yet. */
  ancestry?: AncestryId | null;
  units?: LengthUnit;
}

/** The 2024 feature as the drop grants it: the ancestry answer's damage type on both activities. */
export function breath24Source(ancestry: AncestryId | null, units: LengthUnit): Record<string, unknown> {
  const source = structuredClone(feature24Source(getFeature24("breathWeapon24"))) as Record<string, unknown>;
  const system = itemLengthsFor(source["system"], units);
  if (ancestry) {
    for (const activity of Object.values(system["activities"] as Record<string, Record<string, unknown>>)) {
      const damage = activity["damage"] as { parts: { types: string[] }[] };
      damage.parts[0]!.types = [getAncestry(ancestry).damageType];
    }
    const flags = source["flags"] as Record<string, Record<string, unknown>>;
    flags[MODULE_ID] = { ...flags[MODULE_ID], ancestry };
  }
  return { ...source, system };
}

/** The player's 2024 dragonborn "Fáfnir" at (550, 550) facing the goblin "Gobbi" (40 hp) at (750, 550). */
export async function dragonborn24(
  b: BreathWorld,
  spec: Spec24 = {},
): Promise<{ actor: Actor; item: Item; goblin: Actor }> {
  const { level = 1, con = 14, ancestry = "red", units = "m" } = spec;
  const feature = { source: breath24Source(ancestry, units), key: "breathWeapon24" };
  const { actor, item } = await dragonborn(b.world, { level, con, ownedByPlayer: true, feature });
  const goblin = await creature(b.world, "Gobbi", { hp: 40 });
  await token(b.world, actor, 550, 550);
  await token(b.world, goblin, 750, 550, { displayName: TOKEN_DISPLAY_MODES.HOVER });
  b.placements.place(ORIGIN.x, ORIGIN.y, 0);
  return { actor, item, goblin };
}
