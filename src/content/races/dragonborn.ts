/** Fáfnisniðjar (SRD 5.1 Dragonborn). */
import { ability, language, size } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef, type RaceTable } from "./shared";
import { EVERY_RACE_TRAITS } from "./srd-traits";

export const race: RaceDef = {
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
};

/** The SRD's table for this race (the tests' oracle): a default character, every score 10, with these answers. */
export const srd: RaceTable = {
  identifier: "dragonborn",
  srdName: "Dragonborn",
  form: { ancestry: "red" },
  abilities: { str: 12, cha: 11 },
  size: "med",
  walk: { m: 9, ft: 30 },
  darkvision: { m: 0, ft: 0 },
  resist: ["fire"],
  languages: ["common", "draconic"],
  grants: ["Andardráttur Fáfnis"],
  traits: {
    parent: [...EVERY_RACE_TRAITS, "draconicAncestry", "breathWeapon", "damageResistance", "languages"],
    subrace: [],
  },
  change: { form: { ancestry: "white" }, table: { resist: ["cold"] } },
};
