/**
 * Icelandic terms for spells and activities: the schools, the spell levels and the action types an
 * item's activity is classified by. Keyed by dnd5e's `CONFIG.DND5E` ids (5.3.3; the 6.x key sets
 * are the same). Source marks as in `index.ts`.
 */
import { HEALING_TYPES_SHORT } from "./conditions";
import type { TermTable } from "./lookup";

/**
 * `CONFIG.DND5E.spellSchools` (C, no d20.is term): one noun per school, each tied to a word the
 * module already uses. Framköllun (evocation: magic that calls forth energy, as Ægivald "framkallar
 * lítið undur"), not the earlier draft's word for a summons. Særing (conjuration,
 * "særa fram"), Heillun (enchantment, as the condition Heillaður), Sjónhverfing (illusion, as the
 * cantrip Lítil sjónhverfing), Nágaldur (necromancy, as Náskaði), Ummyndun (transmutation, the
 * seed's Ægivald), Verndun (abjuration, warding magic), Forspá (divination).
 */
export const SPELL_SCHOOLS = {
  abj: "Verndun",
  con: "Særing",
  div: "Forspá",
  enc: "Heillun",
  evo: "Framköllun",
  ill: "Sjónhverfing",
  nec: "Nágaldur",
  trs: "Ummyndun",
} as const satisfies TermTable;
export type SpellSchoolId = keyof typeof SPELL_SCHOOLS;

/**
 * `CONFIG.DND5E.spellLevels`: level 0 is the cantrip (galdrabragð, G); the others are "hringir"
 * (G: spell level = hringur, "annars hrings galdur"), written out as the seed writes "þriðja stigi".
 */
export const SPELL_LEVELS = {
  "0": "Galdrabragð",
  "1": "Fyrsti hringur",
  "2": "Annar hringur",
  "3": "Þriðji hringur",
  "4": "Fjórði hringur",
  "5": "Fimmti hringur",
  "6": "Sjötti hringur",
  "7": "Sjöundi hringur",
  "8": "Áttundi hringur",
  "9": "Níundi hringur",
} as const satisfies TermTable;

/**
 * `CONFIG.DND5E.itemActionTypes`, the action type dnd5e names an activity by (a save activity is
 * "Saving Throw", a utility one "Utility"). Varnarkast, hæfileikakast, návígi G; Græðsla as the
 * healing label; the rest C, plain descriptions.
 */
export const ITEM_ACTION_TYPES = {
  mwak: "Vopnaárás í návígi",
  rwak: "Vopnaárás úr fjarlægð",
  msak: "Galdraárás í návígi",
  rsak: "Galdraárás úr fjarlægð",
  abil: "Hæfileikakast",
  save: "Varnarkast",
  ench: "Töfrun",
  summ: "Kalla til veru",
  heal: HEALING_TYPES_SHORT.healing,
  util: "Almenn notkun",
  other: "Annað",
} as const satisfies TermTable;
export type ItemActionTypeId = keyof typeof ITEM_ACTION_TYPES;
