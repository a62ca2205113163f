/**
 * The drop flow's window onto Foundry and dnd5e: config tables, settings, the SRD spell pack,
 * dnd5e's spell-list registry, dialogs and templates. The rest of src/drop/ goes through these
 * functions (and the documents they return), as src/foundry/adapter.ts does for the module.
 */
import { MODULE_ID } from "../constants";
import { SETTINGS } from "../settings";
import type { LengthUnit } from "../rules/units";
import type { LanguageConfig, SpellIndexEntry } from "./options";
import { record } from "./shared";

/** The SRD 5.1 spell compendium dnd5e ships (legacy rules' spells). */
export const SRD_SPELL_PACK = "dnd5e.spells";
export const CHOICES_TEMPLATE = `modules/${MODULE_ID}/templates/race-choices.hbs`;

interface SpellListLike {
  readonly identifiers?: Set<string>;
}

interface Dnd5eGlobal {
  registry?: { spellLists?: { forType?(type: string, identifier?: string): SpellListLike | null } };
  utils?: { defaultUnits?(type: string): string };
}

interface FormDataExtendedClass {
  new (form: HTMLFormElement): { readonly object: Record<string, unknown> };
}

interface Globals {
  dnd5e?: Dnd5eGlobal;
  foundry: { applications: { ux?: { FormDataExtended?: FormDataExtendedClass } } };
  fromUuidSync?: (uuid: string) => unknown;
  CONFIG: { DND5E: Record<string, unknown> };
}

function globals(): Globals {
  return globalThis as unknown as Globals;
}

export function generation(): number {
  return game.release.generation;
}

export function newId(): string {
  return foundry.utils.randomID();
}

export function currentUserId(): string {
  return game.user.id;
}

export function lang(): string {
  return game.i18n.lang;
}

export function localize(key: string): string {
  return game.i18n.localize(key);
}

export function format(key: string, data: Record<string, string>): string {
  return game.i18n.format(key, data);
}

/**
 * The units a race is created in: the module setting when the GM forces one, else dnd5e's world
 * setting (`metricLengthUnits`).
 */
export function raceUnits(): LengthUnit {
  let forced: unknown = "auto";
  try {
    forced = game.settings.get(MODULE_ID, SETTINGS.lengthUnits);
  } catch {
    // Not registered (a test world without the module's init): follow dnd5e.
  }
  if (forced === "m" || forced === "ft") return forced;
  try {
    return game.settings.get("dnd5e", "metricLengthUnits") ? "m" : "ft";
  } catch {
    const fromSystem = globals().dnd5e?.utils?.defaultUnits?.("length");
    return fromSystem === "m" ? "m" : "ft";
  }
}

/** `CONFIG.DND5E.<table>` as id → label key (entries are labels or `{label}` objects). */
function labelTable(name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, entry] of Object.entries(record(globals().CONFIG.DND5E[name]))) {
    if (typeof entry === "string") out[id] = entry;
    else {
      const label = record(entry)["label"];
      if (typeof label === "string") out[id] = label;
    }
  }
  return out;
}

export function abilityLabels(): Record<string, string> {
  return labelTable("abilities");
}

export function skillLabels(): Record<string, string> {
  return labelTable("skills");
}

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

/** A document's source by UUID (the chosen cantrip), or null when it cannot be found. */
export async function sourceByUuid(uuid: string): Promise<Record<string, unknown> | null> {
  try {
    const doc = await fromUuid(uuid);
    return doc ? doc.toObject() : null;
  } catch {
    return null;
  }
}

/** A document available synchronously (world documents, compendium index entries). */
export function syncByUuid(uuid: string): unknown {
  try {
    return globals().fromUuidSync?.(uuid) ?? null;
  } catch {
    return null;
  }
}

/** A form's named values, as Foundry's FormDataExtended reads them (the checked radio, each select). */
export function formValues(form: HTMLFormElement | null | undefined): Record<string, unknown> {
  if (!form) return {};
  const FormDataExtended = globals().foundry.applications.ux?.FormDataExtended;
  if (FormDataExtended) return { ...new FormDataExtended(form).object };
  return Object.fromEntries(new FormData(form).entries());
}

export function dialogV2(): DialogV2Static {
  return foundry.applications.api.DialogV2;
}

export function renderTemplate(path: string, data: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(path, data);
}
