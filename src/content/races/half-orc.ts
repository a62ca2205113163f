/** Hálforkar (SRD 5.1 Half-Orc). */
import { ability, flag, language, size, skill, ADD } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef } from "./shared";

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
