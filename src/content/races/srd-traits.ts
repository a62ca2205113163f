/**
 * The SRD 5.1 traits a base race's text lists, in the chapter's order: the part of each race's
 * table (`srd.traits.parent`) its subraces share.
 */
export const ELF_TRAITS = [
  "abilityScoreIncrease",
  "age",
  "alignment",
  "size",
  "speed",
  "darkvision",
  "keenSenses",
  "feyAncestry",
  "trance",
  "languages",
] as const;

export const DWARF_TRAITS = [
  "abilityScoreIncrease",
  "age",
  "alignment",
  "size",
  "speed",
  "darkvision",
  "dwarvenResilience",
  "dwarvenCombatTraining",
  "toolProficiency",
  "stonecunning",
  "languages",
] as const;

export const GNOME_TRAITS = [
  "abilityScoreIncrease",
  "age",
  "alignment",
  "size",
  "speed",
  "darkvision",
  "gnomeCunning",
  "languages",
] as const;

export const HALFLING_TRAITS = [
  "abilityScoreIncrease",
  "age",
  "alignment",
  "size",
  "speed",
  "lucky",
  "brave",
  "halflingNimbleness",
  "languages",
] as const;
