/**
 * Icelandic terms for what a character sheet lists: abilities, skills, size, creature type,
 * senses, movement, rests. Keyed by dnd5e's `CONFIG.DND5E` ids (5.3.3; the 6.x key sets are the
 * same). Source marks, as in `index.ts`: G = glossary or seed (fixed), P = the glossary's
 * proposal, C = coined here in the d20.is style (the reason is given beside it).
 */
import type { TermTable } from "./lookup";

/** `CONFIG.DND5E.abilities` (G, d20.is/grunnreglur/hæfileikar). */
export const ABILITIES = {
  str: "Styrkur",
  dex: "Lipurð",
  con: "Hreysti",
  int: "Greind",
  wis: "Viska",
  cha: "Þokki",
} as const satisfies TermTable;
export type AbilityId = keyof typeof ABILITIES;

/** The abilities' short forms (`abbreviation`): the first three letters of each term. */
export const ABILITY_ABBREVIATIONS = {
  str: "sty",
  dex: "lip",
  con: "hre",
  int: "gre",
  wis: "vis",
  cha: "þok",
} as const satisfies TermTable<AbilityId>;

/** `CONFIG.DND5E.skills`, all 18 (P; Saga, Innsæi, Ógnun, Eftirtektarsemi G/S). Skill = færnigrein. */
export const SKILLS = {
  acr: "Fimleikar",
  ani: "Dýrameðferð",
  arc: "Galdrafræði",
  ath: "Íþróttir",
  dec: "Blekking",
  his: "Saga",
  ins: "Innsæi",
  itm: "Ógnun",
  inv: "Rannsókn",
  med: "Lækningar",
  nat: "Náttúrufræði",
  prc: "Eftirtektarsemi",
  prf: "Listflutningur",
  per: "Fortölur",
  rel: "Trúarbrögð",
  slt: "Fingrafimi",
  ste: "Leynd",
  sur: "Lifun",
} as const satisfies TermTable;
export type SkillId = keyof typeof SKILLS;

/**
 * `CONFIG.DND5E.actorSizes`. Smár and Miðstærð are the seed's (G); Afar smár follows the seed's
 * "afar smátt" (tiny) in the same masculine form as Smár. Stór, Risastór, Gríðarstór: C (plain
 * adjectives rising in strength, no d20.is term).
 */
export const SIZES = {
  tiny: "Afar smár",
  sm: "Smár",
  med: "Miðstærð",
  lg: "Stór",
  huge: "Risastór",
  grg: "Gríðarstór",
} as const satisfies TermTable;
export type SizeId = keyof typeof SIZES;

/**
 * `CONFIG.DND5E.creatureTypes`, singular. Mannvera is G; Hulduvera follows the seed's
 * "huldufólk" for fey (Arfleifð huldufólksins); Frumvera matches Frummál (primordial). The rest
 * are C: the everyday word where there is one (Dýr, Dreki, Risi, Skrímsli, Planta, Uppvakningur,
 * Fjandi), else a "-vera" compound in the style of Mannvera (Himnavera, Smíðisvera, Slímvera);
 * Afskræmi (aberration: something twisted out of nature).
 */
export const CREATURE_TYPES = {
  aberration: "Afskræmi",
  beast: "Dýr",
  celestial: "Himnavera",
  construct: "Smíðisvera",
  dragon: "Dreki",
  elemental: "Frumvera",
  fey: "Hulduvera",
  fiend: "Fjandi",
  giant: "Risi",
  humanoid: "Mannvera",
  monstrosity: "Skrímsli",
  ooze: "Slímvera",
  plant: "Planta",
  undead: "Uppvakningur",
} as const satisfies TermTable;
export type CreatureTypeId = keyof typeof CREATURE_TYPES;

/** The creature types' plurals (`plural`), the same words as `CREATURE_TYPES`. */
export const CREATURE_TYPE_PLURALS = {
  aberration: "Afskræmi",
  beast: "Dýr",
  celestial: "Himnaverur",
  construct: "Smíðisverur",
  dragon: "Drekar",
  elemental: "Frumverur",
  fey: "Hulduverur",
  fiend: "Fjendur",
  giant: "Risar",
  humanoid: "Mannverur",
  monstrosity: "Skrímsli",
  ooze: "Slímverur",
  plant: "Plöntur",
  undead: "Uppvakningar",
} as const satisfies TermTable<CreatureTypeId>;

/** `CONFIG.DND5E.senses`: nætursjón G, the other three P. */
export const SENSES = {
  blindsight: "Blindsýn",
  darkvision: "Nætursjón",
  tremorsense: "Titringsskyn",
  truesight: "Sannsýn",
} as const satisfies TermTable;
export type SenseId = keyof typeof SENSES;

/**
 * `CONFIG.DND5E.movementTypes` (P). Stökk (jump, hidden on the sheet) is C: the plain noun, like
 * the others. dnd5e labels walk "Speed" under the modern rules and "Walk" under the legacy ones;
 * both keys get Ganga.
 */
export const MOVEMENT_TYPES = {
  walk: "Ganga",
  burrow: "Gröftur",
  climb: "Klifur",
  fly: "Flug",
  jump: "Stökk",
  swim: "Sund",
} as const satisfies TermTable;
export type MovementTypeId = keyof typeof MOVEMENT_TYPES;

/** `CONFIG.DND5E.restTypes` (G: "hvílast um skamma / langa hríð"). */
export const RESTS = {
  short: "Hvíld um skamma hríð",
  long: "Hvíld um langa hríð",
} as const satisfies TermTable;
export type RestId = keyof typeof RESTS;

/**
 * `CONFIG.DND5E.limitedUsePeriods`: only the two rests, the breath weapon's recovery. The other
 * periods (day, dawn, turn …) keep dnd5e's English for now.
 */
export const RECOVERY_PERIODS = {
  sr: RESTS.short,
  lr: RESTS.long,
} as const satisfies TermTable;

/** Rule words dnd5e shows under a fixed key of its own, outside any config table. */
export const RULE_WORDS = {
  /** `DND5E.Speed` (G: hraði). */
  speed: "Hraði",
} as const satisfies TermTable;
