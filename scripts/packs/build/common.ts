/**
 * What every pack builder shares: the SRD 5.1 source block, JSON types, the fixed document ids of
 * the journal, macros and table, and the UUIDs the race items link to.
 */
import { MODULE_ID, PACK_DOC_IDS } from "../../../src/content/ids";

export const SOURCE = {
  book: "SRD 5.1",
  page: "",
  custom: "",
  license: "CC-BY-4.0",
  rules: "2014",
} as const;

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

export const RULES_JOURNAL_ID = PACK_DOC_IDS.rulesJournal;
export const BREATH_MACRO_ID = PACK_DOC_IDS.breathMacro;
export const SELF_CHECK_MACRO_ID = PACK_DOC_IDS.selfCheckMacro;
export const ANCESTRY_TABLE_ID = PACK_DOC_IDS.ancestryTable;

export function journalPageId(key: string): string {
  const id = `kynPage${key.replace(/[^a-zA-Z0-9]/g, "")}`.slice(0, 16).padEnd(16, "0");
  return id;
}

export function journalPageUuid(key: string): string {
  return `Compendium.${MODULE_ID}.rules.JournalEntry.${RULES_JOURNAL_ID}.JournalEntryPage.${journalPageId(key)}`;
}

export function featureUuid(id: string): string {
  return `Compendium.${MODULE_ID}.race-features.Item.${id}`;
}
