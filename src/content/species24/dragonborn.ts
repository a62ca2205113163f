/** Fáfnisniðjar (SRD 5.2 Dragonborn): one ancestry sets the resistance and the breath's damage. */
import { effectId, sizeEffect, type Species24Def } from "./shared";

export const dragonborn: Species24Def = {
  id: "dragonborn",
  nameIs: "Fáfnisniðjar",
  srdName: "Dragonborn",
  img: "icons/creatures/eyes/lizard-single-slit-green.webp",
  size: "med",
  walkM: 9,
  darkvisionM: 18,
  effects: [
    sizeEffect("S4Db", "med"),
    {
      id: effectId("S4Db", "Resist"),
      trait: "damageResistance",
      nameIs: "Þol",
      changes: [],
      choice: "ancestry24",
    },
  ],
  grants: [{ key: "breathWeapon24" }, { key: "draconicFlight", level: 5 }],
  choices: [{ kind: "ancestry24" }],
};
