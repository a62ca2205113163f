/**
 * The module's vocabulary: every id set is declared here once, and everything else derives its
 * types and lists from these constants (texts keyed by them, a test that every id has its text).
 * Pure: no Foundry globals.
 */

/** One id for settings, flags, the socket, hook names, compendium collections and the i18n root. */
export const MODULE_ID = "kynthaettir";
/** Root of every i18n key the module shows. */
export const I18N_ROOT = "KYNTHAETTIR";
export const SOCKET_NAME = `module.${MODULE_ID}`;

export function i18nKey(key: string): string {
  return `${I18N_ROOT}.${key}`;
}

/* -------------------------------------------- */
/*  Content                                     */
/* -------------------------------------------- */

/** The nine playable races the packs ship (a subrace is a complete race). */
export const RACE_IDS = Object.freeze([
  "high-elf",
  "hill-dwarf",
  "dragonborn",
  "rock-gnome",
  "half-elf",
  "half-orc",
  "tiefling",
  "human",
  "lightfoot",
] as const);
export type RaceId = (typeof RACE_IDS)[number];

/** Each race's item in the `races` pack: stable 16-character ids, never to change once released. */
export const RACE_DOC_IDS: Readonly<Record<RaceId, string>> = {
  "high-elf": "kynRaceHighElf00",
  "hill-dwarf": "kynRaceHillDwarf",
  dragonborn: "kynRaceDragonbrn",
  "rock-gnome": "kynRaceRockGnome",
  "half-elf": "kynRaceHalfElf00",
  "half-orc": "kynRaceHalfOrc00",
  tiefling: "kynRaceTiefling0",
  human: "kynRaceHuman0000",
  lightfoot: "kynRaceLightfoot",
};

/** The UUID of a race's item in the module's `races` pack. */
export function raceUuid(id: RaceId): string {
  return `Compendium.${MODULE_ID}.races.Item.${RACE_DOC_IDS[id]}`;
}

/** Racial features shipped as feat items in the race-features pack. */
export const FEATURE_KEYS = [
  "feyAncestry",
  "trance",
  "cantrip",
  "dwarvenResilience",
  "stonecunning",
  "dwarfHeavyArmorSpeed",
  "breathWeapon",
  "gnomeCunning",
  "artificersLore",
  "tinker",
  "relentlessEndurance",
  "infernalLegacy",
  "brave",
  "naturallyStealthy",
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** The Tiefling's innate spells, shipped as spell items in the race-features pack. */
export const SPELL_KEYS = ["thaumaturgy", "hellishRebuke", "darkness"] as const;
export type SpellKey = (typeof SPELL_KEYS)[number];

/** Each feature's item in the `race-features` pack: stable ids, never to change once released. */
export const FEATURE_DOC_IDS: Readonly<Record<FeatureKey, string>> = {
  feyAncestry: "kynFeatFeyAncest",
  trance: "kynFeatTrance000",
  cantrip: "kynFeatCantrip00",
  dwarvenResilience: "kynFeatDwarfResl",
  stonecunning: "kynFeatStonecunn",
  dwarfHeavyArmorSpeed: "kynFeatDwarfArmr",
  breathWeapon: "kynFeatBreathWpn",
  gnomeCunning: "kynFeatGnomeCunn",
  artificersLore: "kynFeatArtifLore",
  tinker: "kynFeatTinker000",
  relentlessEndurance: "kynFeatRelentEnd",
  infernalLegacy: "kynFeatInfernLeg",
  brave: "kynFeatBrave0000",
  naturallyStealthy: "kynFeatNatStelth",
};

/** Each spell's item in the `race-features` pack. */
export const SPELL_DOC_IDS: Readonly<Record<SpellKey, string>> = {
  thaumaturgy: "kynSpellThaumatu",
  hellishRebuke: "kynSpellHellRebk",
  darkness: "kynSpellDarkness",
};

/** The other packs' documents: the rules journal, the two macros and the ancestry table. */
export const PACK_DOC_IDS = {
  rulesJournal: "kynJournalRules0",
  breathMacro: "kynMacroBreath00",
  selfCheckMacro: "kynMacroSelfChk0",
  ancestryTable: "kynTableAncestry",
} as const;

/** What a race item grants: a feature or a spell of ours, by key. */
export type GrantKey = FeatureKey | SpellKey;

export * from "./ids-2024";

/**
 * The kinds of choice a race can ask. Each has one module under src/race/choices/ and its strings
 * under `KYNTHAETTIR.Choice.<kind>`.
 */
export const CHOICE_KINDS = [
  "ancestry",
  "abilities",
  "asi",
  "skills",
  "language",
  "tool",
  "cantrip",
  "ancestry24",
  "keenSenses",
  "skillful",
  "speciesSize",
  "giantAncestry",
  "originFeat",
  "spellAbility",
] as const;
export type ChoiceKindId = (typeof CHOICE_KINDS)[number];

/** Each shipped kind by name, for code that names one (`CHOICE.asi`). */
export const CHOICE = Object.fromEntries(CHOICE_KINDS.map((kind) => [kind, kind])) as {
  readonly [K in ChoiceKindId]: K;
};

/** How racial ability score increases apply (world setting `asiMode`). */
export const ASI_MODES = ["fixed", "flexible", "none"] as const;
export type AsiMode = (typeof ASI_MODES)[number];

/* -------------------------------------------- */
/*  Foundry surfaces                            */
/* -------------------------------------------- */

/** Compendium pack names (module.json `packs[].name`). */
export const PACK_NAMES = [
  "races",
  "race-features",
  "macros",
  "rules",
  "tables",
  "species24",
  "species24-features",
] as const;
export type PackName = (typeof PACK_NAMES)[number];

export function packCollection(pack: PackName): string {
  return `${MODULE_ID}.${pack}`;
}

/** World and client setting keys, registered under the module id. */
export const SETTING_KEYS = {
  breathAutomation: "breathAutomation",
  lengthUnits: "lengthUnits",
  asiMode: "asiMode",
  asiModeAsked: "asiModeAsked",
  tokenVision: "tokenVision",
  unitsNoticeShown: "unitsNoticeShown",
  species24NoticeShown: "species24NoticeShown",
} as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** Hooks this module calls; other modules and macros listen to them. */
export const HOOKS = {
  /** `Hooks.callAll("kynthaettir.ready", api)` once the API is published. */
  ready: `${MODULE_ID}.ready`,
  /** `Hooks.call("kynthaettir.preBreathWeapon", actor, context)`; returning false cancels the breath. */
  preBreathWeapon: `${MODULE_ID}.preBreathWeapon`,
  /** `Hooks.callAll("kynthaettir.breathWeapon", actor, result)` after the breath. */
  breathWeapon: `${MODULE_ID}.breathWeapon`,
  /** `Hooks.callAll("kynthaettir.raceApplied", actor, raceItem, answers)` after a race is set up. */
  raceApplied: `${MODULE_ID}.raceApplied`,
  /** `Hooks.callAll("kynthaettir.raceRemoved", actor, raceId)` after a race and its grants are gone. */
  raceRemoved: `${MODULE_ID}.raceRemoved`,
} as const;

/**
 * Keys under `flags.kynthaettir` and what holds them. Race items carry `schema` (see
 * src/race/flags.ts for the version and its migration), `raceId`, `srdName`, `choices` (the
 * declarations), `grants`; on an actor also `answers`, `units`, `asiMode`, `syncedLevel`. Granted items carry
 * `grantedBy`, `grantKey`, `grantLevel`; pack items `featureKey` / `spellKey`; the breath weapon
 * `ancestry`; effects `trait`, `choice`, `pending`, `baseName` (a choice effect's unfilled name),
 * `suppressed`, `increases` (the fixed increases); a translated dnd5e item `originalName`; a token
 * the module gave darkvision `sightBefore`, `sightSet`; the breath card `breath`, the waiting
 * request's card `breathRequest`, a placed area `breath`; the module's own use of the breath
 * (dnd5e's usage options, not a document) `decided`.
 */
export const FLAGS = {
  schema: "schema",
  raceId: "raceId",
  srdName: "srdName",
  choices: "choices",
  grants: "grants",
  answers: "answers",
  units: "units",
  asiMode: "asiMode",
  syncedLevel: "syncedLevel",
  grantedBy: "grantedBy",
  grantKey: "grantKey",
  grantLevel: "grantLevel",
  featureKey: "featureKey",
  spellKey: "spellKey",
  ancestry: "ancestry",
  trait: "trait",
  choice: "choice",
  pending: "pending",
  increases: "increases",
  originalName: "originalName",
  breath: "breath",
  baseName: "baseName",
  suppressed: "suppressed",
  sightBefore: "sightBefore",
  sightSet: "sightSet",
  breathRequest: "breathRequest",
  decided: "decided",
} as const;
export type FlagKey = (typeof FLAGS)[keyof typeof FLAGS];

/** Supported system and the oldest dnd5e release the module runs on. */
export const SUPPORTED_SYSTEM = "dnd5e";
export const MIN_SYSTEM_VERSION = "5.3.0";

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

/* -------------------------------------------- */
/*  dnd5e ids the content names                 */
/* -------------------------------------------- */

export const ABILITY_IDS = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type AbilityId = (typeof ABILITY_IDS)[number];

/** The artisan's tools the hill dwarf chooses among (SRD 5.1: smith's, brewer's, mason's). */
export const ARTISAN_TOOLS = ["smith", "brewer", "mason"] as const;
export type ArtisanToolId = (typeof ARTISAN_TOOLS)[number];
