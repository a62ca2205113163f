/**
 * Icelandic labels dnd5e shows around a race on the character sheet (the details tab's traits, the
 * features tab) and on its chat cards, under fixed i18n keys of its own that no config table
 * holds. Keyed by that i18n key (dnd5e 5.3.3 and 6.x, the same keys). Source marks as in
 * `index.ts`; each term is the word the race texts already use for the concept.
 */
import type { TermTable } from "./lookup";

/** The concepts the race chapter names: the same words as its text (G) or the glossary (G). */
const RACE_WORDS = {
  /** Under the 2024 rules dnd5e says "Species", under the legacy ones "Race": one concept, kynþáttur (G). */
  "TYPES.Item.race": "Kynþáttur",
  "TYPES.Item.racePl": "Kynþættir",
  "TYPES.Item.raceLegacy": "Kynþáttur",
  "TYPES.Item.raceLegacyPl": "Kynþættir",
  "DND5E.Species.Label": "Kynþáttur",
  "DND5E.Species.Name": "Heiti kynþáttar",
  "DND5E.Species.Add": "Bæta við kynþætti",
  "DND5E.Species.AddLegacy": "Bæta við kynþætti",
  /** The features tab's section for the race's items: the name of the module's pack. */
  "DND5E.Species.Features": "Kynþáttaeiginleikar",
  "DND5E.Species.FeaturesLegacy": "Kynþáttaeiginleikar",
  "DND5E.Skills": "Færnigreinar",
  "DND5E.Languages": "Tungumál",
  /** As the trait Skörp skilningarvit (Keen Senses). */
  "DND5E.Senses": "Skilningarvit",
  "DND5E.Size": "Stærð",
  "DND5E.ClassSaves": "Varnarköst",
  "DND5E.SavingThrow": "Varnarkast",
  "DND5E.SavingThrowShort": "Varnarkast",
  "DND5E.SpellCantrip": "Galdrabragð",
  /** Resistance = þol, "þolinn gegn" (G). */
  "DND5E.Resistances": "Þol",
  "DND5E.DamRes": "Þol gegn skaða",
  /** As the trait Hæfni í notkun áhalda (Tool Proficiency). */
  "DND5E.TraitToolProf": "Hæfni í notkun áhalda",
  "DND5E.TraitWeaponProf": "Hæfni í notkun vopna",
  "DND5E.TraitArmorLegacyProf": "Hæfni í notkun brynja",
} as const satisfies TermTable;

/**
 * The rest of the traits and features areas (C). Eiginleikar (features: the seed's word for what a
 * race gives, and the pack Kynþáttaeiginleikar); Einkenni for dnd5e's "Traits" (size, senses,
 * resistances, languages, proficiencies), kept apart from them; Sívirkir for passive, since óvirkur
 * means switched off; Ónæmi, Viðkvæmni for immunity and vulnerability; an áhald is a tool (G: "Hæfni
 * í notkun áhalda"); a stétt a class (as the self-check's "Stétt sjálfsprófs"); SH / LH abbreviate
 * "(hvíld um) skamma / langa hríð" as SR / LR do short and long rest.
 */
const SHEET_WORDS = {
  "DND5E.Traits": "Einkenni",
  "DND5E.SpecialTraits": "Sérstök einkenni",
  "DND5E.Features": "Eiginleikar",
  "DND5E.FeatureActive": "Virkir eiginleikar",
  "DND5E.FeaturePassive": "Sívirkir eiginleikar",
  "DND5E.FeaturesBackground": "Eiginleikar bakgrunns",
  "DND5E.FeaturesClass": "Eiginleikar stéttar: {class}",
  "DND5E.FeaturesOther": "Aðrir eiginleikar",
  "TYPES.Item.feat": "Eiginleiki",
  "TYPES.Item.featurePl": "Eiginleikar",
  "TYPES.Item.spell": "Galdur",
  "TYPES.Item.spellPl": "Galdrar",
  "TYPES.Item.tool": "Áhald",
  "TYPES.Item.toolPl": "Áhöld",
  "TYPES.Item.weapon": "Vopn",
  "TYPES.Item.weaponPl": "Vopn",
  "DND5E.Armor": "Brynjur",
  "DND5E.TraitArmorProf": "Brynjuþjálfun",
  "DND5E.CreatureType": "Verugerð",
  "DND5E.Immunities": "Ónæmi",
  "DND5E.DamImm": "Ónæmi fyrir skaða",
  "DND5E.ConImm": "Ónæmi fyrir ástandi",
  "DND5E.Vulnerabilities": "Viðkvæmni",
  "DND5E.DamVuln": "Viðkvæmni fyrir skaða",
  "DND5E.DamageModification.Label": "Breytingar á skaða",
  "DND5E.Uses": "Notkun",
  "DND5E.Recovery": "Endurnýjun",
  "DND5E.AbbreviationSR": "SH",
  "DND5E.AbbreviationLR": "LH",
  /** An activity without a name of its own is called by its type: a save, or a use. */
  "DND5E.SAVE.Title.one": "Varnarkast",
  "DND5E.SAVE.Title.other": "Varnarköst",
  "DND5E.UTILITY.Title": "Nota",
} as const satisfies TermTable;

/** Every label above, by dnd5e i18n key. */
export const SHEET_LABELS: TermTable = Object.freeze({ ...RACE_WORDS, ...SHEET_WORDS });
