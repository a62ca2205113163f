/** Dvergar (SRD 5.2 Dwarf). */
import { ADD, resist } from "../../effects/changes";
import { effectId, sizeEffect, type Species24Def } from "./shared";

export const dwarf: Species24Def = {
  id: "dwarf",
  nameIs: "Dvergar",
  srdName: "Dwarf",
  img: "icons/environment/wilderness/mine-interior-dungeon-door.webp",
  size: "med",
  walkM: 9,
  darkvisionM: 36,
  effects: [
    sizeEffect("S4Dw", "med"),
    {
      id: effectId("S4Dw", "Resilnce"),
      trait: "dwarvenResilience24",
      nameIs: "Dvergnesk þrautseigja",
      changes: [resist("poison")],
    },
    {
      id: effectId("S4Dw", "Toughness"),
      trait: "dwarvenToughness24",
      nameIs: "Dvergnesk seigla",
      changes: [{ key: "system.attributes.hp.bonuses.level", mode: ADD, value: "1" }],
    },
  ],
  grants: [{ key: "dwarvenResilience24" }, { key: "dwarvenToughness24" }, { key: "stonecunning24" }],
  choices: [],
};
