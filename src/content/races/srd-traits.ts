/**
 * The SRD 5.1 traits a base race's text lists, in the chapter's order: the part of each race's
 * table (`srd.traits.parent`) its subraces share.
 */
/** The traits every race's text opens with, in the SRD 5.1 chapter's order. */
export const EVERY_RACE_TRAITS = ["abilityScoreIncrease", "age", "alignment", "size", "speed"] as const;

export const ELF_TRAITS = [
  ...EVERY_RACE_TRAITS,
  "darkvision",
  "keenSenses",
  "feyAncestry",
  "trance",
  "languages",
] as const;

export const DWARF_TRAITS = [
  ...EVERY_RACE_TRAITS,
  "darkvision",
  "dwarvenResilience",
  "dwarvenCombatTraining",
  "toolProficiency",
  "stonecunning",
  "languages",
] as const;

export const GNOME_TRAITS = [...EVERY_RACE_TRAITS, "darkvision", "gnomeCunning", "languages"] as const;

export const HALFLING_TRAITS = [
  ...EVERY_RACE_TRAITS,
  "lucky",
  "brave",
  "halflingNimbleness",
  "languages",
] as const;
