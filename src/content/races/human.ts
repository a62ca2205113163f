/** Mannfólk (SRD 5.1 Human). */
import { ABILITY_IDS } from "../ids";
import { ability, language, size } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef, type RaceTable } from "./shared";
import { EVERY_RACE_TRAITS } from "./srd-traits";

export const race: RaceDef = {
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
};

/** The SRD's table for this race (the tests' oracle): a default character, every score 10, with these answers. */
export const srd: RaceTable = {
  identifier: "human",
  srdName: "Human",
  form: { language: "orc" },
  abilities: { str: 11, dex: 11, con: 11, int: 11, wis: 11, cha: 11 },
  size: "med",
  walk: { m: 9, ft: 30 },
  darkvision: { m: 0, ft: 0 },
  languages: ["common", "orc"],
  grants: [],
  traits: { parent: [...EVERY_RACE_TRAITS, "languages"], subrace: [] },
  change: { form: { language: "giant" }, table: { languages: ["common", "giant"] } },
};
