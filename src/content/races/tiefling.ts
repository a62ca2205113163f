/** Helniðjar (SRD 5.1 Tiefling). */
import { ability, language, resist, size } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef, type RaceTable } from "./shared";
import { EVERY_RACE_TRAITS } from "./srd-traits";

export const race: RaceDef = {
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
};

/** The SRD's table for this race (the tests' oracle): a default character, every score 10, with these answers. */
export const srd: RaceTable = {
  identifier: "tiefling",
  srdName: "Tiefling",
  form: {},
  abilities: { int: 11, cha: 12 },
  size: "med",
  walk: { m: 9, ft: 30 },
  darkvision: { m: 18, ft: 60 },
  resist: ["fire"],
  languages: ["common", "infernal"],
  grants: ["Arfleifð vítis", "Ægivald"],
  grantsFromLevel: [
    [3, "Vítislogar"],
    [5, "Myrkur"],
  ],
  traits: {
    parent: [...EVERY_RACE_TRAITS, "darkvision", "hellishResistance", "infernalLegacy", "languages"],
    subrace: [],
  },
};
