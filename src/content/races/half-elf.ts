/** Hálfálfar (SRD 5.1 Half-Elf). */
import { ABILITY_IDS } from "../ids";
import { ability, language, size } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef, type RaceTable } from "./shared";
import { EVERY_RACE_TRAITS } from "./srd-traits";

export const race: RaceDef = {
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
};

/** The SRD's table for this race (the tests' oracle): a default character, every score 10, with these answers. */
export const srd: RaceTable = {
  identifier: "half-elf",
  srdName: "Half-Elf",
  form: {
    "abilities-1": "str",
    "abilities-2": "con",
    "skills-1": "his",
    "skills-2": "ste",
    language: "dwarvish",
  },
  abilities: { cha: 12, str: 11, con: 11 },
  size: "med",
  walk: { m: 9, ft: 30 },
  darkvision: { m: 18, ft: 60 },
  skills: ["his", "ste"],
  languages: ["common", "elvish", "dwarvish"],
  grants: ["Arfleifð huldufólksins"],
  traits: {
    parent: [...EVERY_RACE_TRAITS, "darkvision", "feyAncestry", "skillVersatility", "languages"],
    subrace: [],
  },
  change: {
    form: {
      "abilities-1": "dex",
      "abilities-2": "wis",
      "skills-1": "acr",
      "skills-2": "prc",
      language: "giant",
    },
    table: {
      abilities: { cha: 12, dex: 11, wis: 11 },
      skills: ["acr", "prc"],
      languages: ["common", "elvish", "giant"],
    },
  },
};
