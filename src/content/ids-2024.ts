/**
 * The id sets of the 2024 rules (SRD 5.2): the species, their traits and the goliath's boons,
 * declared once here and re-exported by ids.ts, the one module the rest of the code imports ids
 * from (split off so that each file stays short).
 */
import { MODULE_ID, isOneOf } from "./ids";

/** The fourteen SRD 5.2 species of the "species24" pack, by dnd5e's own `system.identifier`. */
export const SPECIES24_IDS = [
  "dragonborn",
  "dwarf",
  "elf-drow",
  "elf-high",
  "elf-wood",
  "gnome-forest",
  "gnome-rock",
  "goliath",
  "halfling",
  "human",
  "orc",
  "tiefling-abyssal",
  "tiefling-chthonic",
  "tiefling-infernal",
] as const;
export type Species24Id = (typeof SPECIES24_IDS)[number];

/** Each species' item in the `species24` pack: stable 16-character ids, never to change once released. */
export const SPECIES24_DOC_IDS: Readonly<Record<Species24Id, string>> = {
  dragonborn: "kynSp24Dragonbrn",
  dwarf: "kynSp24Dwarf0000",
  "elf-drow": "kynSp24ElfDrow00",
  "elf-high": "kynSp24ElfHigh00",
  "elf-wood": "kynSp24ElfWood00",
  "gnome-forest": "kynSp24GnomeFrst",
  "gnome-rock": "kynSp24GnomeRock",
  goliath: "kynSp24Goliath00",
  halfling: "kynSp24Halfling0",
  human: "kynSp24Human0000",
  orc: "kynSp24Orc000000",
  "tiefling-abyssal": "kynSp24TiefAbys0",
  "tiefling-chthonic": "kynSp24TiefChth0",
  "tiefling-infernal": "kynSp24TiefInfr0",
};

/**
 * The `flags.kynthaettir.raceId` of a species item: its identifier with "-2024", so that the 2024
 * dragonborn, dwarf, human … are never taken for the 2014 race of the same identifier.
 */
export function species24RaceId(id: Species24Id): string {
  return `${id}-2024`;
}

/** The UUID of a species' item in the module's `species24` pack. */
export function species24Uuid(id: Species24Id): string {
  return `Compendium.${MODULE_ID}.species24.Item.${SPECIES24_DOC_IDS[id]}`;
}

/** The species' traits shipped as feat items in the species24-features pack. */
export const FEATURE24_KEYS = [
  "breathWeapon24",
  "draconicFlight",
  "dwarvenResilience24",
  "dwarvenToughness24",
  "stonecunning24",
  "feyAncestry24",
  "keenSenses24",
  "trance24",
  "elvenLineageDrow",
  "elvenLineageHigh",
  "elvenLineageWood",
  "gnomishCunning",
  "gnomishLineageForest",
  "gnomishLineageRock",
  "giantAncestry",
  "cloudsJaunt",
  "firesBurn",
  "frostsChill",
  "hillsTumble",
  "stonesEndurance",
  "stormsThunder",
  "largeForm",
  "powerfulBuild",
  "brave24",
  "halflingNimbleness",
  "luck",
  "naturallyStealthy24",
  "resourceful",
  "skillful",
  "versatile",
  "adrenalineRush",
  "relentlessEndurance24",
  "fiendishLegacyAbyssal",
  "fiendishLegacyChthonic",
  "fiendishLegacyInfernal",
  "otherworldlyPresence",
] as const;
export type Feature24Key = (typeof FEATURE24_KEYS)[number];

/** The giant ancestries' boons the goliath chooses one of (SRD 5.2 Giant Ancestry). */
export const GIANT_BOONS = [
  "cloudsJaunt",
  "firesBurn",
  "frostsChill",
  "hillsTumble",
  "stonesEndurance",
  "stormsThunder",
] as const satisfies readonly Feature24Key[];
export type GiantBoon = (typeof GIANT_BOONS)[number];

export function isFeature24Key(key: unknown): key is Feature24Key {
  return isOneOf(FEATURE24_KEYS, key);
}

/**
 * The spells the 2024 species grant, by our key, with their document id in dnd5e's own `spells24`
 * compendium (granted by UUID, as dnd5e's species grant them: facts read from dnd5e's
 * packs/_source/origins24/species).
 */
export const LINEAGE_SPELL24_IDS = {
  dancingLights: "phbsplDancingLig",
  faerieFire: "phbsplFaerieFire",
  darkness: "phbsplDarkness00",
  prestidigitation: "phbsplPrestidigi",
  detectMagic: "phbsplDetectMagi",
  mistyStep: "phbsplMistyStep0",
  druidcraft: "phbsplDruidcraft",
  longstrider: "phbsplLongstride",
  passWithoutTrace: "phbsplPasswithou",
  speakWithAnimals: "phbsplSpeakwithA",
  minorIllusion: "phbsplMinorIllus",
  mending: "phbsplMending000",
  poisonSpray: "phbsplPoisonSpra",
  raySickness: "phbsplRayofSickn",
  holdPerson: "phbsplHoldPerson",
  thaumaturgy: "phbsplThaumaturg",
  chillTouch: "phbsplChillTouch",
  falseLife: "phbsplFalseLife0",
  rayEnfeeblement: "phbsplRayofEnfee",
  fireBolt: "phbsplFireBolt00",
  hellishRebuke: "phbsplHellishReb",
} as const;
export type LineageSpell24Key = keyof typeof LINEAGE_SPELL24_IDS;

/** dnd5e's 2024 spell compendium, which the lineage spells are granted from. */
export const DND5E_SPELLS24_PACK = "dnd5e.spells24";

/** The UUID of a lineage spell in dnd5e's `spells24` compendium. */
export function lineageSpell24Uuid(key: LineageSpell24Key): string {
  return `Compendium.${DND5E_SPELLS24_PACK}.Item.${LINEAGE_SPELL24_IDS[key]}`;
}

/** The grant key of a lineage spell on the race item's `flags.kynthaettir.grants`. */
export function lineageSpell24GrantKey(key: LineageSpell24Key): string {
  return `spell24:${key}`;
}
