/** Golíatar (SRD 5.2 Goliath). */
import { flag } from "../../effects/changes";
import { effectId, sizeEffect, type Species24Def } from "./shared";

export const goliath: Species24Def = {
  id: "goliath",
  nameIs: "Golíatar",
  srdName: "Goliath",
  img: "icons/creatures/magical/construct-iron-stomping-yellow.webp",
  size: "med",
  walkM: 10.5,
  darkvisionM: null,
  effects: [
    sizeEffect("S4Go", "med"),
    {
      id: effectId("S4Go", "PowerBld"),
      trait: "powerfulBuild",
      nameIs: "Kraftmikill vöxtur",
      changes: [flag("powerfulBuild")],
    },
  ],
  grants: [{ key: "giantAncestry" }, { key: "powerfulBuild" }, { key: "largeForm", level: 5 }],
  choices: [{ kind: "giantAncestry" }],
};
