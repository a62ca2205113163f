/** Orkar (SRD 5.2 Orc). */
import { sizeEffect, type Species24Def } from "./shared";

export const orc: Species24Def = {
  id: "orc",
  nameIs: "Orkar",
  srdName: "Orc",
  img: "icons/commodities/bones/skull-tusked-grey.webp",
  size: "med",
  walkM: 9,
  darkvisionM: 36,
  effects: [sizeEffect("S4Or", "med")],
  grants: [{ key: "adrenalineRush" }, { key: "relentlessEndurance24" }],
  choices: [],
};
