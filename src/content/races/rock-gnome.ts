/** Grjótagnómar (SRD 5.1 Rock Gnome). */
import { ability, language, size, tool } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef, type RaceTable } from "./shared";
import { GNOME_TRAITS } from "./srd-traits";

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

/** The SRD's table for this race (the tests' oracle): a default character, every score 10, with these answers. */
export const srd: RaceTable = {
  identifier: "rock-gnome",
  srdName: "Rock Gnome",
  form: {},
  abilities: { int: 12, con: 11 },
  size: "sm",
  walk: { m: 7.5, ft: 25 },
  darkvision: { m: 18, ft: 60 },
  tools: ["tinker"],
  languages: ["common", "gnomish"],
  grants: ["Slyngni", "Völundarspeki", "Fiktari"],
  traits: { parent: GNOME_TRAITS, subrace: ["subraceAbilityScoreIncrease", "artificersLore", "tinker"] },
  parentNameIs: "Gnómar",
};
