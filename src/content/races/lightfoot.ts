/** Léttfetar (SRD 5.1 Lightfoot Halfling). */
import { ability, flag, language, size } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef, type RaceTable } from "./shared";
import { HALFLING_TRAITS } from "./srd-traits";

export const race: RaceDef = {
  id: "lightfoot",
  identifier: "lightfoot-halfling",
  nameIs: "Léttfetar",
  srdName: "Lightfoot Halfling",
  img: "icons/equipment/feet/shoes-leather-simple-brown.webp",
  size: "sm",
  walkM: 7.5,
  darkvisionM: null,
  effects: [
    {
      id: effectId("Lf", "Asi"),
      trait: "abilityScoreIncrease",
      nameIs: "Aukahæfileikar",
      changes: [ability("dex", 2), ability("cha", 1)],
    },
    flexibleIncreases("Lf"),
    { id: effectId("Lf", "Size"), trait: "size", nameIs: "Stærð", changes: [size("sm")] },
    {
      id: effectId("Lf", "Lucky"),
      trait: "lucky",
      nameIs: "Heillastjarna",
      changes: [flag("halflingLucky")],
    },
    {
      id: effectId("Lf", "Nimbleness"),
      trait: "halflingNimbleness",
      nameIs: "Fimi stuttlunga",
      changes: [flag("halflingNimbleness")],
    },
    {
      id: effectId("Lf", "Languages"),
      trait: "languages",
      nameIs: "Tungumál",
      changes: [language("common"), language("halfling")],
    },
  ],
  grants: [{ key: "brave" }, { key: "naturallyStealthy" }],
  choices: [ASI],
};

/** The SRD's table for this race (the tests' oracle): a default character, every score 10, with these answers. */
export const srd: RaceTable = {
  identifier: "lightfoot-halfling",
  srdName: "Lightfoot Halfling",
  form: {},
  abilities: { dex: 12, cha: 11 },
  size: "sm",
  walk: { m: 7.5, ft: 25 },
  darkvision: { m: 0, ft: 0 },
  languages: ["common", "halfling"],
  flags: { halflingLucky: true, halflingNimbleness: true },
  grants: ["Hugrekki", "Fæddir til að felast"],
  traits: { parent: HALFLING_TRAITS, subrace: ["subraceAbilityScoreIncrease", "naturallyStealthy"] },
  parentNameIs: "Stuttlungar",
};
