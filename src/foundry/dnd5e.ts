/**
 * What the race flow reads from dnd5e: the units a race is created in, the ids and labels of its
 * config tables, its language tree, the SRD spell compendium and its spell-list registry, and the
 * drop behaviour of its sheets. Plain values out; the flow never touches dnd5e itself.
 */
import { FLAGS, MODULE_ID, SETTING_KEYS, SUPPORTED_SYSTEM } from "../content/ids";
import { DEFAULT_ABILITY_MAX } from "../rules/ability-caps";
import { isRecord } from "../rules/record";
import type { LengthUnit } from "../rules/units";
import { getSetting, localize } from "./adapter";
import { clientState } from "./client";
import { globals } from "./globals";

/** The SRD 5.1 spell compendium dnd5e ships (legacy rules' spells). */
export const SRD_SPELL_PACK = "dnd5e.spells";

/** dnd5e's 2024 feats compendium, the one its own human's Versatile grants an origin feat from. */
export const FEATS24_PACK = "dnd5e.feats24";

function configTable(table: string): Record<string, unknown> {
  const entries = globals().CONFIG.DND5E[table];
  return isRecord(entries) ? entries : {};
}

/**
 * Each ability's maximum as dnd5e reads it: the actor's prepared `abilities.<id>.max`, which dnd5e
 * sets to `CONFIG.DND5E.maxAbilityScore` when nothing else does (common.mjs, 5.3.3).
 */
export function abilityMaxima(actor: Actor5e): Record<string, number> {
  const configured = Number(globals().CONFIG.DND5E["maxAbilityScore"]);
  const fallback = Number.isFinite(configured) ? configured : DEFAULT_ABILITY_MAX;
  const abilities: unknown = actor.system["abilities"];
  const out: Record<string, number> = {};
  for (const [id, data] of Object.entries(isRecord(abilities) ? abilities : {})) {
    const max = isRecord(data) ? Number(data["max"]) : NaN;
    out[id] = Number.isFinite(max) ? max : fallback;
  }
  return out;
}

/** dnd5e's length unit for the world: its `metricLengthUnits` setting, as dnd5e itself reads it. */
export function worldLengthUnit(): LengthUnit {
  const fromSystem = globals().dnd5e?.utils?.defaultUnits?.("length");
  if (fromSystem === "m" || fromSystem === "ft") return fromSystem;
  try {
    return game.settings.get(SUPPORTED_SYSTEM, "metricLengthUnits") ? "m" : "ft";
  } catch {
    return "ft";
  }
}

/**
 * The units a race is created in: the module setting when the GM forces one, else dnd5e's world
 * setting (`metricLengthUnits`).
 */
export function raceUnits(): LengthUnit {
  let forced: unknown = "auto";
  try {
    forced = getSetting(SETTING_KEYS.lengthUnits);
  } catch {
    // Not registered (a world without the module's init): follow dnd5e.
  }
  if (forced === "m" || forced === "ft") return forced;
  return worldLengthUnit();
}

/** The ids of a dnd5e config table (`abilities`, `skills`, `tools`, `damageTypes` …), in dnd5e's order. */
export function configIds(table: string): string[] {
  return Object.keys(configTable(table));
}

/**
 * A dnd5e id's English-or-translated label as dnd5e shows it: the config entry's label key,
 * localized; for tools (whose label is their compendium item's name) the item's name. Null when
 * dnd5e has none.
 */
export function dnd5eLabel(table: string, id: string): string | null {
  const entry = findInTree(configTable(table), id);
  if (typeof entry === "string") return localize(entry);
  if (!isRecord(entry)) return null;
  if (typeof entry["label"] === "string") return localize(entry["label"]);
  const uuid = entry["id"];
  if (typeof uuid === "string") {
    try {
      const doc = globals().fromUuidSync?.(uuid) as { name?: unknown } | null | undefined;
      if (typeof doc?.name === "string") return doc.name;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * An entry of a dnd5e config table, looked up in nested groups too: the language table is a tree
 * (`standard.children.common`), the others are flat.
 */
function findInTree(table: Record<string, unknown>, id: string, depth = 0): unknown {
  if (Object.hasOwn(table, id)) return table[id];
  if (depth > 4) return undefined;
  for (const group of Object.values(table)) {
    const children = isRecord(group) ? group["children"] : undefined;
    if (!isRecord(children)) continue;
    const found = findInTree(children, id, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** dnd5e's language tree (`CONFIG.DND5E.languages`) as plain data. */
export function languageTree(): Record<string, unknown> {
  return configTable("languages");
}

/** Identifiers on a dnd5e class spell list (`wizard`), or null when the registry has none. */
export function spellListIdentifiers(list: string): Set<string> | null {
  try {
    const found = globals().dnd5e?.registry?.spellLists?.forType?.("class", list);
    const ids = found?.identifiers;
    return ids instanceof Set && ids.size > 0 ? ids : null;
  } catch {
    return null;
  }
}

/** The SRD spell pack's index with level and identifier; empty when the pack is not there. */
export async function srdSpellIndex(): Promise<
  { uuid: string; name: string; level: number | null; identifier: string | null }[]
> {
  const pack = game.packs.get(SRD_SPELL_PACK);
  if (!pack) return [];
  const index = await pack.getIndex({ fields: ["system.level", "system.identifier"] });
  return index.contents.map((entry) => {
    const system = isRecord(entry["system"]) ? entry["system"] : {};
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

/**
 * The origin feats of dnd5e's `feats24` compendium, as its own human's Versatile takes them (its
 * ItemChoice advancement's restriction: type `feat`, subtype `origin`); null when the world has no
 * such compendium.
 */
export async function originFeatIndex(): Promise<
  { uuid: string; name: string; identifier: string | null }[] | null
> {
  const pack = game.packs.get(FEATS24_PACK);
  if (!pack) return null;
  const index = await pack.getIndex({
    fields: ["system.type.value", "system.type.subtype", "system.identifier"],
  });
  return index.contents.flatMap((entry) => {
    const system = isRecord(entry["system"]) ? entry["system"] : {};
    const type = isRecord(system["type"]) ? system["type"] : {};
    if (entry.type !== "feat" || type["value"] !== "feat" || type["subtype"] !== "origin") return [];
    const identifier = system["identifier"];
    return {
      uuid: typeof entry.uuid === "string" ? entry.uuid : `Compendium.${pack.collection}.Item.${entry._id}`,
      name: entry.name,
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
  const ux = configEntry("ux");
  const DragDrop = (isRecord(ux) ? ux["DragDrop"] : undefined) as { dropEffect?: unknown } | null | undefined;
  const effect = DragDrop?.dropEffect;
  return effect === "move" || effect === "link" || effect === "none" ? effect : "copy";
}

/** The flag that names our race, for compendium indexes (`CONFIG.Item.compendiumIndexFields`). */
export const RACE_INDEX_FIELD = `flags.${MODULE_ID}.${FLAGS.raceId}`;

/**
 * At `init`, before Foundry indexes the compendiums: every pack's index then carries our race
 * flag, so a copy of one of our races in another compendium is known by the index entry the
 * drop resolves to synchronously (dnd5e adds its own fields the same way).
 */
export function indexRaceFlags(): void {
  const item = configEntry("Item");
  const fields = isRecord(item) ? item["compendiumIndexFields"] : undefined;
  if (Array.isArray(fields) && !fields.includes(RACE_INDEX_FIELD)) fields.push(RACE_INDEX_FIELD);
}

/** The last drop event this client saw. */
const lastDrops = clientState((): { drop: { target: unknown; at: number } | null } => ({ drop: null }));

/**
 * dnd5e's group and encounter sheets hand a drop on a member row to that member's own sheet
 * (`GroupActorSheet#_onDropItem`: the closest `[data-uuid]` under the drop). `dropActorSheetData`
 * carries no event, so the module notes the drop event's target as it starts (a capturing
 * listener runs before any sheet's own).
 */
export function trackDrops(): void {
  const doc = (globalThis as { document?: { addEventListener?: EventTarget["addEventListener"] } }).document;
  doc?.addEventListener?.("drop", (event) => (lastDrops().drop = { target: event.target, at: Date.now() }), {
    capture: true,
  });
}

/** The UUID of the group member row the drop being handled landed on, if any. */
export function droppedOnMember(): string | null {
  const lastDrop = lastDrops().drop;
  if (!lastDrop || Date.now() - lastDrop.at > 1000) return null;
  const target = lastDrop.target as { closest?(selector: string): { dataset?: { uuid?: string } } | null };
  const uuid = target?.closest?.("[data-uuid]")?.dataset?.uuid;
  return typeof uuid === "string" && uuid ? uuid : null;
}

/** One of dnd5e's concentration effects on an actor, with the item it is kept on. */
export interface Concentration {
  readonly effectId: string;
  readonly itemId: string;
}

/**
 * The actor's concentration effects on any of `itemIds`, as dnd5e tracks them (Actor5e
 * #concentration, 5.3.3 and 6.0): an effect with the status `CONFIG.specialStatusEffects
 * .CONCENTRATING` whose `flags.dnd5e.item.id` names the item.
 */
export function concentrationOn(actor: Actor5e, itemIds: ReadonlySet<string>): Concentration[] {
  const special = (globals().CONFIG as { specialStatusEffects?: Record<string, unknown> })
    .specialStatusEffects;
  const status = typeof special?.["CONCENTRATING"] === "string" ? special["CONCENTRATING"] : "concentrating";
  const out: Concentration[] = [];
  for (const effect of actor.effects) {
    if (!effect.statuses?.has(status)) continue;
    const item = effect.flags["dnd5e"]?.["item"];
    const itemId = isRecord(item) ? item["id"] : undefined;
    if (typeof itemId === "string" && itemIds.has(itemId)) out.push({ effectId: effect.id, itemId });
  }
  return out;
}
