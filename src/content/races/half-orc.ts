/** Hálforkar (SRD 5.1 Half-Orc). */
import { ability, flag, language, size, skill, ADD } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef, type RaceTable } from "./shared";
import { EVERY_RACE_TRAITS } from "./srd-traits";

export const race: RaceDef = {
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
};

/** The SRD's table for this race (the tests' oracle): a default character, every score 10, with these answers. */
export const srd: RaceTable = {
  identifier: "half-orc",
  srdName: "Half-Orc",
  form: {},
  abilities: { str: 12, con: 11 },
  size: "med",
  walk: { m: 9, ft: 30 },
  darkvision: { m: 18, ft: 60 },
  skills: ["itm"],
  languages: ["common", "orc"],
  flags: { meleeCriticalDamageDice: 1 },
  grants: ["Þrjóska"],
  traits: {
    parent: [
      ...EVERY_RACE_TRAITS,
      "darkvision",
      "menacing",
      "relentlessEndurance",
      "savageAttacks",
      "languages",
    ],
    subrace: [],
  },
};
