/** Grjótagnómar (SRD 5.1 Rock Gnome). */
import { ability, language, size, tool } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef } from "./shared";

export const race: RaceDef = {
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
};
