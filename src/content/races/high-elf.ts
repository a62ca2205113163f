/** Háálfar (SRD 5.1 High Elf). */
import { ability, language, size, skill, weapon } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef, type RaceTable } from "./shared";
import { ELF_TRAITS } from "./srd-traits";

export const race: RaceDef = {
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
};

/** The SRD's table for this race (the tests' oracle): a default character, every score 10, with these answers. */
export const srd: RaceTable = {
  identifier: "high-elf",
  srdName: "High Elf",
  form: { language: "giant", cantrip: "Compendium.dnd5e.spells.Item.EOmsUcFQJTfG2oio" },
  abilities: { dex: 12, int: 11 },
  size: "med",
  walk: { m: 9, ft: 30 },
  darkvision: { m: 18, ft: 60 },
  skills: ["prc"],
  weapons: ["longsword", "shortsword", "longbow", "shortbow"],
  languages: ["common", "elvish", "giant"],
  grants: ["Arfleifð huldufólksins", "Trans", "Galdrabragð", "Eldör"],
  traits: {
    parent: ELF_TRAITS,
    subrace: ["subraceAbilityScoreIncrease", "elfWeaponTraining", "cantrip", "extraLanguage"],
  },
  parentNameIs: "Álfar",
  change: {
    form: { language: "orc", cantrip: "Compendium.dnd5e.spells.Item.Bnn9Nzajixvow9xi" },
    table: { languages: ["common", "elvish", "orc"] },
    spells: ["Ljós"],
  },
};
