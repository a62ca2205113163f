/** Stuttlungar (SRD 5.2 Halfling). */
import { flag } from "../../effects/changes";
import { effectId, sizeEffect, type Species24Def } from "./shared";

export const halfling: Species24Def = {
  id: "halfling",
  nameIs: "Stuttlungar",
  srdName: "Halfling",
  img: "icons/equipment/feet/shoes-leather-simple-brown.webp",
  size: "sm",
  walkM: 9,
  darkvisionM: null,
  effects: [
    sizeEffect("S4Ha", "sm"),
    {
      id: effectId("S4Ha", "Nimble"),
      trait: "halflingNimbleness",
      nameIs: "Fimi stuttlunga",
      changes: [flag("halflingNimbleness")],
    },
    { id: effectId("S4Ha", "Luck"), trait: "luck", nameIs: "Heppni", changes: [flag("halflingLucky")] },
  ],
  grants: [
    { key: "brave24" },
    { key: "halflingNimbleness" },
    { key: "luck" },
    { key: "naturallyStealthy24" },
  ],
  choices: [],
};
