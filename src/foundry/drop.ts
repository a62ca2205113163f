/**
 * The drop flow's window onto Foundry and dnd5e: the units a race is created in, dnd5e's config
 * tables, the SRD spell pack and dnd5e's spell-list registry. src/drop/ goes through these
 * functions; what the whole module needs is in src/foundry/adapter.ts.
 */
import { MODULE_ID } from "../constants";
import { SETTINGS } from "../settings";
import type { LengthUnit } from "../rules/units";
import type { LanguageConfig, SpellIndexEntry } from "../drop/options";
import { record } from "../drop/shared";
import { dnd5eLabels, getSetting, worldLengthUnit } from "./adapter";
import { globals } from "./globals";

/** The SRD 5.1 spell compendium dnd5e ships (legacy rules' spells). */
export const SRD_SPELL_PACK = "dnd5e.spells";

/**
 * The units a race is created in: the module setting when the GM forces one, else dnd5e's world
 * setting (`metricLengthUnits`).
 */
export function raceUnits(): LengthUnit {
  let forced: unknown = "auto";
  try {
    forced = getSetting(SETTINGS.lengthUnits);
  } catch {
    // Not registered (a test world without the module's init): follow dnd5e.
  }
  if (forced === "m" || forced === "ft") return forced;
  return worldLengthUnit();
}

/** `CONFIG.DND5E.abilities`: id → label key. */
export function abilityLabels(): Record<string, string> {
  return dnd5eLabels("abilities");
}

/** `CONFIG.DND5E.skills`: id → label key. */
export function skillLabels(): Record<string, string> {
  return dnd5eLabels("skills");
}

/** `CONFIG.DND5E.languages`: dnd5e's language tree. */
export function languageConfig(): LanguageConfig {
  return record(globals().CONFIG.DND5E["languages"]) as LanguageConfig;
}

/** Identifiers on dnd5e's registered wizard spell list, or null when the registry has none. */
export function wizardIdentifiers(): Set<string> | null {
  try {
    const list = globals().dnd5e?.registry?.spellLists?.forType?.("class", "wizard");
    const ids = list?.identifiers;
    return ids instanceof Set && ids.size > 0 ? ids : null;
  } catch {
    return null;
  }
}

/** The SRD spell pack's index with level and identifier; empty when the pack is not there. */
export async function srdSpellIndex(): Promise<SpellIndexEntry[]> {
  const pack = game.packs.get(SRD_SPELL_PACK);
  if (!pack) return [];
  const index = await pack.getIndex({ fields: ["system.level", "system.identifier"] });
  return index.contents.map((entry) => {
    const system = record(entry["system"]);
    const level = system["level"];
    const identifier = system["identifier"];
    return {
      uuid: typeof entry.uuid === "string" ? entry.uuid : `Compendium.${pack.collection}.Item.${entry._id}`,
      name: entry.name,
      level: typeof level === "number" ? level : null,
      identifier: typeof identifier === "string" ? identifier : null,
    };
  });
}

function configEntry(key: string): unknown {
  return (globals().CONFIG as Record<string, unknown>)[key];
}

/** What dnd5e's actor sheet does with a drop: its `DropEffectValue`. */
export type DropBehavior = "copy" | "move" | "link" | "none";

/**
 * How the drop being handled will be treated by dnd5e's sheet. dnd5e decides it while the drag
 * is over the sheet (the `dragMove` / `dragCopy` keys, else its default) and keeps it on its
 * DragDrop class (`CONFIG.ux.DragDrop.dropEffect`) until the drag ends; the sheet reads the same
 * value when the drop lands, just before `dropActorSheetData` fires. Unknown counts as a copy.
 */
export function dropBehavior(): DropBehavior {
  // A class, not a plain object: read its static field directly.
  const DragDrop = record(configEntry("ux"))["DragDrop"] as { dropEffect?: unknown } | null | undefined;
  const effect = DragDrop?.dropEffect;
  return effect === "move" || effect === "link" || effect === "none" ? effect : "copy";
}

/** The flag that names our race, for compendium indexes (`CONFIG.Item.compendiumIndexFields`). */
export const RACE_INDEX_FIELD = `flags.${MODULE_ID}.raceId`;

/**
 * At `init`, before Foundry indexes the compendiums: every pack's index then carries our race
 * flag, so a copy of one of our races in another compendium is known by the index entry the
 * drop resolves to synchronously (dnd5e adds its own fields the same way).
 */
export function indexRaceFlags(): void {
  const item = record(configEntry("Item"));
  const fields = item["compendiumIndexFields"];
  if (Array.isArray(fields) && !fields.includes(RACE_INDEX_FIELD)) fields.push(RACE_INDEX_FIELD);
}
