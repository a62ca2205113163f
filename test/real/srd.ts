/**
 * SRD 5.1 facts the real-data suite checks the prepared data against (written from the SRD's
 * tables, not from dnd5e's data): armour, its base AC and dexterity cap (System Reference
 * Document 5.1, "Armor": light armour adds the full modifier, medium at most +2, heavy none at all, a penalty neither).
 * `cap` 0 marks heavy armour.
 */
export const SRD_ARMOR: Readonly<Record<string, { base: number; cap: number | null }>> = {
  padded: { base: 11, cap: null },
  leather: { base: 11, cap: null },
  studded: { base: 12, cap: null },
  hide: { base: 12, cap: 2 },
  chainshirt: { base: 13, cap: 2 },
  scalemail: { base: 14, cap: 2 },
  breastplate: { base: 14, cap: 2 },
  halfplate: { base: 15, cap: 2 },
  ringmail: { base: 14, cap: 0 },
  chainmail: { base: 16, cap: 0 },
  splint: { base: 17, cap: 0 },
  plate: { base: 18, cap: 0 },
};

/** A shield's bonus (SRD 5.1, "Armor": +2). */
export const SRD_SHIELD = 2;

type Ability = "str" | "dex" | "con" | "int" | "wis" | "cha";

/** A playable race of SRD 5.1 ("Races"), as the SRD states its traits (imperial units). */
export interface SrdRace {
  readonly increases: Partial<Record<Ability, number>>;
  readonly size: "sm" | "med";
  readonly walk: number;
  readonly darkvision: number;
  readonly languages: readonly string[];
  readonly resistances: readonly string[];
  readonly skills: readonly string[];
  readonly weapons: readonly string[];
  readonly tools: readonly string[];
  /** Hit points per level (Dwarven Toughness). */
  readonly hpPerLevel: number;
}

const base = { darkvision: 0, resistances: [], skills: [], weapons: [], tools: [], hpPerLevel: 0 } as const;

export const SRD_RACES: Readonly<Record<string, SrdRace>> = {
  "hill-dwarf": {
    ...base,
    increases: { con: 2, wis: 1 },
    size: "med",
    walk: 25,
    darkvision: 60,
    languages: ["common", "dwarvish"],
    resistances: ["poison"],
    weapons: ["battleaxe", "handaxe", "lighthammer", "warhammer"],
    hpPerLevel: 1,
  },
  "high-elf": {
    ...base,
    increases: { dex: 2, int: 1 },
    size: "med",
    walk: 30,
    darkvision: 60,
    languages: ["common", "elvish"],
    skills: ["prc"],
    weapons: ["longsword", "shortsword", "shortbow", "longbow"],
  },
  lightfoot: {
    ...base,
    increases: { dex: 2, cha: 1 },
    size: "sm",
    walk: 25,
    languages: ["common", "halfling"],
  },
  human: {
    ...base,
    increases: { str: 1, dex: 1, con: 1, int: 1, wis: 1, cha: 1 },
    size: "med",
    walk: 30,
    languages: ["common"],
  },
  dragonborn: {
    ...base,
    increases: { str: 2, cha: 1 },
    size: "med",
    walk: 30,
    languages: ["common", "draconic"],
  },
  "rock-gnome": {
    ...base,
    increases: { int: 2, con: 1 },
    size: "sm",
    walk: 25,
    darkvision: 60,
    languages: ["common", "gnomish"],
    tools: ["tinker"],
  },
  "half-elf": {
    ...base,
    increases: { cha: 2 },
    size: "med",
    walk: 30,
    darkvision: 60,
    languages: ["common", "elvish"],
  },
  "half-orc": {
    ...base,
    increases: { str: 2, con: 1 },
    size: "med",
    walk: 30,
    darkvision: 60,
    languages: ["common", "orc"],
    skills: ["itm"],
  },
  tiefling: {
    ...base,
    increases: { cha: 2, int: 1 },
    size: "med",
    walk: 30,
    darkvision: 60,
    languages: ["common", "infernal"],
    resistances: ["fire"],
  },
};

/** SRD 5.1 "Draconic Ancestry": the damage type each dragon gives (resistance and breath). */
export const SRD_ANCESTRY_DAMAGE: Readonly<Record<string, string>> = {
  black: "acid",
  blue: "lightning",
  brass: "fire",
  bronze: "lightning",
  copper: "acid",
  gold: "fire",
  green: "poison",
  red: "fire",
  silver: "cold",
  white: "cold",
};
