/** Mannfólk (SRD 5.1 Human). */
import { ABILITY_IDS } from "../ids";
import { ability, language, size } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef } from "./shared";

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
