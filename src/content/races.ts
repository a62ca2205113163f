/**
 * The nine playable races: every mechanical fact the packs ship. A subrace is a complete race
 * (dnd5e allows one race item per actor), so High Elf carries every Elf trait. Lengths are metres.
 *
 * This is the single source of the pack documents (scripts/packs/documents.ts): at run time the
 * module reads the race item that was dropped, so what a GM edits there is what applies.
 * Choices are data: `{ kind, pool, count }`, one spec per kind in src/race/choices/.
 */
import { ABILITY_IDS, ARTISAN_TOOLS, type ChoiceKindId, type GrantKey, type RaceId } from "./ids";
import {
  ability,
  flag,
  language,
  resist,
  size,
  skill,
  tool,
  weapon,
  ADD,
  type ChangeDef,
} from "../effects/changes";

/** One choice a race asks, as data; the spec of its kind (src/race/choices/) reads it. */
export interface ChoiceDecl {
  readonly kind: ChoiceKindId;
  /** The values the answer is taken from, where the race narrows the kind's own list. */
  readonly pool?: readonly string[];
  /** How many values are picked (each distinct); 1 when absent. */
  readonly count?: number;
  /** For spells: the dnd5e class spell list (`wizard`), the level (0: cantrips) and the casting ability. */
  readonly list?: string;
  readonly level?: number;
  readonly ability?: string;
}

/** One active effect on the race item: one trait, named after it in Icelandic. */
export interface RaceEffectDef {
  /** Stable 16-character document id. */
  readonly id: string;
  /** Trait key shared with the texts (src/content/text) and the coverage test. */
  readonly trait: string;
  readonly nameIs: string;
  readonly changes: readonly ChangeDef[];
  /** Set when the effect waits for a choice: stored disabled and empty until the drop fills it. */
  readonly choice?: ChoiceKindId;
}

/** An item the race grants (a feature or spell of ours), optionally only from a character level on. */
export interface GrantDef {
  readonly key: GrantKey;
  readonly level?: number;
}

export interface RaceDef {
  readonly id: RaceId;
  /** dnd5e's own `system.identifier` for the race, so `@scale.<identifier>.*` formulas keep working. */
  readonly identifier: string;
  readonly nameIs: string;
  readonly srdName: string;
  readonly img: string;
  readonly size: "sm" | "med";
  readonly walkM: number;
  readonly darkvisionM: number | null;
  readonly effects: readonly RaceEffectDef[];
  readonly grants: readonly GrantDef[];
  readonly choices: readonly ChoiceDecl[];
}

/** Effect ids: "kyn" + race code + trait code, padded to Foundry's 16 characters. */
function effectId(race: string, trait: string): string {
  const id = `kyn${race}${trait}`.padEnd(16, "0");
  if (!/^[a-zA-Z0-9]{16}$/.test(id)) throw new Error(`bad effect id ${id}`);
  return id;
}

/**
 * The effect that holds a player's own distribution of the racial increases when the table uses
 * flexible increases (the `asi` choice kind); every race carries one, pending until then.
 */
function flexibleIncreases(code: string): RaceEffectDef {
  return {
    id: effectId(code, "AsiFlex"),
    trait: "abilityScoreIncrease",
    nameIs: "Aukahæfileikar",
    changes: [],
    choice: "asi",
  };
}

const ASI: ChoiceDecl = { kind: "asi" };

export const RACES: readonly RaceDef[] = [
  {
    id: "high-elf",
    identifier: "high-elf",
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
      flexibleIncreases("He"),
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
    grants: [{ key: "feyAncestry" }, { key: "trance" }, { key: "cantrip" }],
    choices: [ASI, { kind: "language" }, { kind: "cantrip", list: "wizard", level: 0, ability: "int" }],
  },
  {
    id: "hill-dwarf",
    identifier: "hill-dwarf",
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
      flexibleIncreases("Hd"),
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
    grants: [{ key: "dwarvenResilience" }, { key: "stonecunning" }, { key: "dwarfHeavyArmorSpeed" }],
    choices: [ASI, { kind: "tool", pool: ARTISAN_TOOLS }],
  },
  {
    id: "dragonborn",
    identifier: "dragonborn",
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
      flexibleIncreases("Db"),
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
    grants: [{ key: "breathWeapon" }],
    choices: [ASI, { kind: "ancestry" }],
  },
  {
    id: "rock-gnome",
    identifier: "rock-gnome",
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
      flexibleIncreases("Rg"),
      { id: effectId("Rg", "Size"), trait: "size", nameIs: "Stærð", changes: [size("sm")] },
      { id: effectId("Rg", "Tinker"), trait: "tinker", nameIs: "Fiktari", changes: [tool("tinker")] },
      {
        id: effectId("Rg", "Languages"),
        trait: "languages",
        nameIs: "Tungumál",
        changes: [language("common"), language("gnomish")],
      },
    ],
    grants: [{ key: "gnomeCunning" }, { key: "artificersLore" }, { key: "tinker" }],
    choices: [ASI],
  },
  {
    id: "half-elf",
    identifier: "half-elf",
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
      flexibleIncreases("Ha"),
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
    grants: [{ key: "feyAncestry" }],
    choices: [
      ASI,
      { kind: "abilities", pool: ABILITY_IDS.filter((id) => id !== "cha"), count: 2 },
      { kind: "skills", count: 2 },
      { kind: "language" },
    ],
  },
  {
    id: "half-orc",
    identifier: "half-orc",
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
      flexibleIncreases("Ho"),
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
    grants: [{ key: "relentlessEndurance" }],
    choices: [ASI],
  },
  {
    id: "tiefling",
    identifier: "tiefling",
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
      flexibleIncreases("Ti"),
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
      { key: "infernalLegacy" },
      { key: "thaumaturgy" },
      { key: "hellishRebuke", level: 3 },
      { key: "darkness", level: 5 },
    ],
    choices: [ASI],
  },
  {
    id: "human",
    identifier: "human",
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
        changes: ABILITY_IDS.map((id) => ability(id, 1)),
      },
      flexibleIncreases("Hu"),
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
    choices: [ASI, { kind: "language" }],
  },
  {
    id: "lightfoot",
    identifier: "lightfoot-halfling",
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
      flexibleIncreases("Lf"),
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
    grants: [{ key: "brave" }, { key: "naturallyStealthy" }],
    choices: [ASI],
  },
];

const BY_ID: ReadonlyMap<string, RaceDef> = new Map(RACES.map((r) => [r.id, r]));

export function getRace(id: RaceId): RaceDef {
  const race = BY_ID.get(id);
  if (!race) throw new RangeError(`Unknown race: ${String(id)}`);
  return race;
}
