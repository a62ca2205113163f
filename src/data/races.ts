/**
 * The nine playable races: every mechanical fact the packs, the drop dialog and the tests read.
 * A subrace is a complete race (dnd5e allows one race item per actor), so High Elf carries every
 * Elf trait. Lengths are metres; the drop flow converts them for worlds that use feet.
 */
import type { AbilityId, ChangeDef, ChoiceKind } from "../rules/effects";
import { ADD, OVERRIDE, UPGRADE } from "../rules/effects";

export type RaceId =
  | "high-elf"
  | "hill-dwarf"
  | "dragonborn"
  | "rock-gnome"
  | "half-elf"
  | "half-orc"
  | "tiefling"
  | "human"
  | "lightfoot";

export type FeatureKey =
  | "feyAncestry"
  | "trance"
  | "cantrip"
  | "dwarvenResilience"
  | "stonecunning"
  | "dwarfHeavyArmorSpeed"
  | "breathWeapon"
  | "gnomeCunning"
  | "artificersLore"
  | "tinker"
  | "relentlessEndurance"
  | "infernalLegacy"
  | "brave"
  | "naturallyStealthy";

export type SpellKey = "thaumaturgy" | "hellishRebuke" | "darkness";

/** One active effect on the race item: one trait, named after it in Icelandic. */
export interface RaceEffectDef {
  /** Stable 16-character document id. */
  readonly id: string;
  /** Trait key shared with the texts (src/data/text) and the coverage test. */
  readonly trait: string;
  readonly nameIs: string;
  readonly changes: readonly ChangeDef[];
  /** Set when the effect waits for a choice: stored disabled and empty until the drop flow fills it. */
  readonly choice?: ChoiceKind;
}

/** An item the race grants, optionally only from a character level on. */
export type GrantDef =
  | { readonly kind: "feature"; readonly key: FeatureKey; readonly level?: number }
  | { readonly kind: "spell"; readonly key: SpellKey; readonly level?: number };

export interface RaceDef {
  readonly id: RaceId;
  /** dnd5e's own `system.identifier` for the race, so `@scale.<identifier>.*` formulas keep working. */
  readonly identifier: string;
  /** Stable 16-character document id of the race item. */
  readonly docId: string;
  readonly nameIs: string;
  readonly srdName: string;
  readonly img: string;
  readonly size: "sm" | "med";
  readonly walkM: number;
  readonly darkvisionM: number | null;
  readonly effects: readonly RaceEffectDef[];
  readonly grants: readonly GrantDef[];
  readonly choices: readonly ChoiceKind[];
}

const ability = (id: AbilityId, value: number): ChangeDef => ({
  key: `system.abilities.${id}.value`,
  mode: ADD,
  value: String(value),
});
const language = (id: string): ChangeDef => ({ key: "system.traits.languages.value", mode: ADD, value: id });
const weapon = (id: string): ChangeDef => ({ key: "system.traits.weaponProf.value", mode: ADD, value: id });
const resist = (id: string): ChangeDef => ({ key: "system.traits.dr.value", mode: ADD, value: id });
const skill = (id: string): ChangeDef => ({ key: `system.skills.${id}.value`, mode: UPGRADE, value: "1" });
const tool = (id: string): ChangeDef => ({ key: `system.tools.${id}.value`, mode: UPGRADE, value: "1" });
const size = (id: "sm" | "med"): ChangeDef => ({ key: "system.traits.size", mode: OVERRIDE, value: id });
const flag = (id: string, value = "true", mode: typeof ADD | typeof OVERRIDE = OVERRIDE): ChangeDef => ({
  key: `flags.dnd5e.${id}`,
  mode,
  value,
});

/** Effect ids: "kyn" + race code + trait code, padded to Foundry's 16 characters. */
function effectId(race: string, trait: string): string {
  const id = `kyn${race}${trait}`.padEnd(16, "0");
  if (!/^[a-zA-Z0-9]{16}$/.test(id)) throw new Error(`bad effect id ${id}`);
  return id;
}

export const RACES: readonly RaceDef[] = [
  {
    id: "high-elf",
    identifier: "high-elf",
    docId: "kynRaceHighElf00",
    nameIs: "Háálfar",
    srdName: "High Elf",
    img: "icons/commodities/treasure/statue-gold-laurel-wreath.webp",
    size: "med",
    walkM: 9,
    darkvisionM: 18,
    effects: [
      {
        id: effectId("He", "Asi"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar",
        changes: [ability("dex", 2), ability("int", 1)],
      },
      { id: effectId("He", "Size"), trait: "size", nameIs: "Stærð", changes: [size("med")] },
      {
        id: effectId("He", "KeenSenses"),
        trait: "keenSenses",
        nameIs: "Skörp skilningarvit",
        changes: [skill("prc")],
      },
      {
        id: effectId("He", "WeaponTrain"),
        trait: "elfWeaponTraining",
        nameIs: "Álfnesk vopnaþjálfun",
        changes: [weapon("longsword"), weapon("shortsword"), weapon("longbow"), weapon("shortbow")],
      },
      {
        id: effectId("He", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common"), language("elvish")],
      },
      {
        id: effectId("He", "ExtraLang"),
        trait: "extraLanguage",
        nameIs: "Aukatungumál",
        changes: [],
        choice: "language",
      },
    ],
    grants: [
      { kind: "feature", key: "feyAncestry" },
      { kind: "feature", key: "trance" },
      { kind: "feature", key: "cantrip" },
    ],
    choices: ["language", "cantrip"],
  },
  {
    id: "hill-dwarf",
    identifier: "hill-dwarf",
    docId: "kynRaceHillDwarf",
    nameIs: "Hæðadvergar",
    srdName: "Hill Dwarf",
    img: "icons/environment/wilderness/cave-entrance-rocky.webp",
    size: "med",
    walkM: 7.5,
    darkvisionM: 18,
    effects: [
      {
        id: effectId("Hd", "Asi"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar",
        changes: [ability("con", 2), ability("wis", 1)],
      },
      { id: effectId("Hd", "Size"), trait: "size", nameIs: "Stærð", changes: [size("med")] },
      {
        id: effectId("Hd", "Resilience"),
        trait: "dwarvenResilience",
        nameIs: "Dvergnesk þrautseigja",
        changes: [resist("poison")],
      },
      {
        id: effectId("Hd", "CombatTrain"),
        trait: "dwarvenCombatTraining",
        nameIs: "Dvergnesk bardagaþjálfun",
        changes: [weapon("battleaxe"), weapon("handaxe"), weapon("lighthammer"), weapon("warhammer")],
      },
      {
        id: effectId("Hd", "ToolProf"),
        trait: "toolProficiency",
        nameIs: "Hæfni í notkun áhalda",
        changes: [],
        choice: "tool",
      },
      {
        id: effectId("Hd", "Toughness"),
        trait: "dwarvenToughness",
        nameIs: "Dvergnesk seigla",
        changes: [{ key: "system.attributes.hp.bonuses.level", mode: ADD, value: "1" }],
      },
      {
        id: effectId("Hd", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common"), language("dwarvish")],
      },
    ],
    grants: [
      { kind: "feature", key: "dwarvenResilience" },
      { kind: "feature", key: "stonecunning" },
      { kind: "feature", key: "dwarfHeavyArmorSpeed" },
    ],
    choices: ["tool"],
  },
  {
    id: "dragonborn",
    identifier: "dragonborn",
    docId: "kynRaceDragonbrn",
    nameIs: "Fáfnisniðjar",
    srdName: "Dragonborn",
    img: "icons/creatures/reptiles/dragon-horned-blue.webp",
    size: "med",
    walkM: 9,
    darkvisionM: null,
    effects: [
      {
        id: effectId("Db", "Asi"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar",
        changes: [ability("str", 2), ability("cha", 1)],
      },
      { id: effectId("Db", "Size"), trait: "size", nameIs: "Stærð", changes: [size("med")] },
      {
        id: effectId("Db", "Resistance"),
        trait: "damageResistance",
        nameIs: "Þol",
        changes: [],
        choice: "ancestry",
      },
      {
        id: effectId("Db", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common"), language("draconic")],
      },
    ],
    grants: [{ kind: "feature", key: "breathWeapon" }],
    choices: ["ancestry"],
  },
  {
    id: "rock-gnome",
    identifier: "rock-gnome",
    docId: "kynRaceRockGnome",
    nameIs: "Grjótagnómar",
    srdName: "Rock Gnome",
    img: "icons/environment/wilderness/terrain-rocks-brown.webp",
    size: "sm",
    walkM: 7.5,
    darkvisionM: 18,
    effects: [
      {
        id: effectId("Rg", "Asi"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar",
        changes: [ability("int", 2), ability("con", 1)],
      },
      { id: effectId("Rg", "Size"), trait: "size", nameIs: "Stærð", changes: [size("sm")] },
      { id: effectId("Rg", "Tinker"), trait: "tinker", nameIs: "Fiktari", changes: [tool("tinker")] },
      {
        id: effectId("Rg", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common"), language("gnomish")],
      },
    ],
    grants: [
      { kind: "feature", key: "gnomeCunning" },
      { kind: "feature", key: "artificersLore" },
      { kind: "feature", key: "tinker" },
    ],
    choices: [],
  },
  {
    id: "half-elf",
    identifier: "half-elf",
    docId: "kynRaceHalfElf00",
    nameIs: "Hálfálfar",
    srdName: "Half-Elf",
    img: "icons/magic/nature/leaf-glow-triple-green.webp",
    size: "med",
    walkM: 9,
    darkvisionM: 18,
    effects: [
      {
        id: effectId("Ha", "Asi"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar",
        changes: [ability("cha", 2)],
      },
      {
        id: effectId("Ha", "AsiChoice"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar að eigin vali",
        changes: [],
        choice: "abilities",
      },
      { id: effectId("Ha", "Size"), trait: "size", nameIs: "Stærð", changes: [size("med")] },
      {
        id: effectId("Ha", "SkillVersa"),
        trait: "skillVersatility",
        nameIs: "Fjölhæfni",
        changes: [],
        choice: "skills",
      },
      {
        id: effectId("Ha", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common"), language("elvish")],
      },
      {
        id: effectId("Ha", "ExtraLang"),
        trait: "extraLanguage",
        nameIs: "Aukatungumál",
        changes: [],
        choice: "language",
      },
    ],
    grants: [{ kind: "feature", key: "feyAncestry" }],
    choices: ["abilities", "skills", "language"],
  },
  {
    id: "half-orc",
    identifier: "half-orc",
    docId: "kynRaceHalfOrc00",
    nameIs: "Hálforkar",
    srdName: "Half-Orc",
    img: "icons/commodities/bones/skull-tusked-grey.webp",
    size: "med",
    walkM: 9,
    darkvisionM: 18,
    effects: [
      {
        id: effectId("Ho", "Asi"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar",
        changes: [ability("str", 2), ability("con", 1)],
      },
      { id: effectId("Ho", "Size"), trait: "size", nameIs: "Stærð", changes: [size("med")] },
      { id: effectId("Ho", "Menacing"), trait: "menacing", nameIs: "Ógnvekjandi", changes: [skill("itm")] },
      {
        id: effectId("Ho", "SavageAtk"),
        trait: "savageAttacks",
        nameIs: "Villtar árásir",
        // dnd5e has no savageAttacks flag: Savage Attacks is one extra melee critical die.
        changes: [flag("meleeCriticalDamageDice", "1", ADD)],
      },
      {
        id: effectId("Ho", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common"), language("orc")],
      },
    ],
    grants: [{ kind: "feature", key: "relentlessEndurance" }],
    choices: [],
  },
  {
    id: "tiefling",
    identifier: "tiefling",
    docId: "kynRaceTiefling0",
    nameIs: "Helniðjar",
    srdName: "Tiefling",
    img: "icons/creatures/unholy/demon-female-succubus-orange.webp",
    size: "med",
    walkM: 9,
    darkvisionM: 18,
    effects: [
      {
        id: effectId("Ti", "Asi"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar",
        changes: [ability("int", 1), ability("cha", 2)],
      },
      { id: effectId("Ti", "Size"), trait: "size", nameIs: "Stærð", changes: [size("med")] },
      {
        id: effectId("Ti", "HellishRes"),
        trait: "hellishResistance",
        nameIs: "Vítisþol",
        changes: [resist("fire")],
      },
      {
        id: effectId("Ti", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common"), language("infernal")],
      },
    ],
    grants: [
      { kind: "feature", key: "infernalLegacy" },
      { kind: "spell", key: "thaumaturgy" },
      { kind: "spell", key: "hellishRebuke", level: 3 },
      { kind: "spell", key: "darkness", level: 5 },
    ],
    choices: [],
  },
  {
    id: "human",
    identifier: "human",
    docId: "kynRaceHuman0000",
    nameIs: "Mannfólk",
    srdName: "Human",
    img: "icons/environment/people/commoner.webp",
    size: "med",
    walkM: 9,
    darkvisionM: null,
    effects: [
      {
        id: effectId("Hu", "Asi"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar",
        changes: (["str", "dex", "con", "int", "wis", "cha"] as const).map((id) => ability(id, 1)),
      },
      { id: effectId("Hu", "Size"), trait: "size", nameIs: "Stærð", changes: [size("med")] },
      {
        id: effectId("Hu", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common")],
      },
      {
        id: effectId("Hu", "ExtraLang"),
        trait: "extraLanguage",
        nameIs: "Aukatungumál",
        changes: [],
        choice: "language",
      },
    ],
    grants: [],
    choices: ["language"],
  },
  {
    id: "lightfoot",
    identifier: "lightfoot-halfling",
    docId: "kynRaceLightfoot",
    nameIs: "Léttfetar",
    srdName: "Lightfoot Halfling",
    img: "icons/equipment/feet/shoes-leather-simple-brown.webp",
    size: "sm",
    walkM: 7.5,
    darkvisionM: null,
    effects: [
      {
        id: effectId("Lf", "Asi"),
        trait: "abilityScoreIncrease",
        nameIs: "Aukahæfileikar",
        changes: [ability("dex", 2), ability("cha", 1)],
      },
      { id: effectId("Lf", "Size"), trait: "size", nameIs: "Stærð", changes: [size("sm")] },
      {
        id: effectId("Lf", "Lucky"),
        trait: "lucky",
        nameIs: "Heillastjarna",
        changes: [flag("halflingLucky")],
      },
      {
        id: effectId("Lf", "Nimbleness"),
        trait: "halflingNimbleness",
        nameIs: "Fimi stuttlunga",
        changes: [flag("halflingNimbleness")],
      },
      {
        id: effectId("Lf", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common"), language("halfling")],
      },
    ],
    grants: [
      { kind: "feature", key: "brave" },
      { kind: "feature", key: "naturallyStealthy" },
    ],
    choices: [],
  },
];

export const RACE_IDS: readonly RaceId[] = RACES.map((r) => r.id);

export function getRace(id: string): RaceDef | undefined {
  return RACES.find((r) => r.id === id);
}

export function isRaceId(id: unknown): id is RaceId {
  return typeof id === "string" && RACES.some((r) => r.id === id);
}
