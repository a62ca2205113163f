/**
 * Icelandic names of every language in dnd5e's language tree (`CONFIG.DND5E.languages`), modern
 * and legacy rules alike: the two rule sets hold the same ids, only grouped differently (legacy:
 * Draconic among the exotic languages, Druidic and Thieves' Cant at the top, no Common Sign
 * Language). Source marks as in `index.ts`.
 */
import type { TermTable } from "./lookup";

/**
 * Languages, keyed by the tree's leaf ids (Primordial is both a language and the group of its four
 * dialects). The race languages and the other standard and exotic SRD languages are G; Aquan,
 * Auran, Ignan, Terran, Aarakocra, Gith, Gnoll, Druidic, Thieves' Cant and Common Sign Language P.
 */
export const LANGUAGES = {
  common: "Samtunga",
  draconic: "Drekatunga",
  dwarvish: "Dvergneska",
  elvish: "Álfamál",
  giant: "Risamál",
  gnomish: "Gnómska",
  goblin: "Drýslamál",
  halfling: "Stuttlungamál",
  orc: "Orkneska",
  sign: "Táknmál",
  aarakocra: "Aarakokramál",
  abyssal: "Hyldýpismál",
  cant: "Þjófamál",
  celestial: "Himnamál",
  deep: "Djúpmál",
  druidic: "Druidamál",
  gith: "Githmál",
  gnoll: "Gnollamál",
  infernal: "Vítismál",
  primordial: "Frummál",
  aquan: "Vatnamál",
  auran: "Loftmál",
  ignan: "Eldmál",
  terran: "Jarðmál",
  sylvan: "Skógamál",
  undercommon: "Myrkramál",
} as const satisfies TermTable;
export type LanguageId = keyof typeof LANGUAGES;

/**
 * The tree's top-level categories. Both C: Almenn tungumál (standard); Framandi tungumál for
 * `exotic`, which dnd5e labels "Rare Languages" under the modern rules and "Exotic Languages"
 * under the legacy ones — one concept, and the seed's own word ("framandi mállýskur").
 */
export const LANGUAGE_CATEGORIES = {
  standard: "Almenn tungumál",
  exotic: "Framandi tungumál",
} as const satisfies TermTable;
export type LanguageCategoryId = keyof typeof LANGUAGE_CATEGORIES;
