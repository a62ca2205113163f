/** Hálfálfar (SRD 5.1 Half-Elf). */
import { ABILITY_IDS } from "../ids";
import { ability, language, size } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef } from "./shared";

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
