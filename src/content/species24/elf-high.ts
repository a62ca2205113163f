/** Háálfar (SRD 5.2 Elf, High): the elf's traits and the lineage of háálfa. */
import { HIGH_ELF_SPELLS, SPELL_ABILITY } from "./lineage-spells";
import { keenSensesEffect, elfGrants, KEEN_SENSES } from "./elves";
import { sizeEffect, type Species24Def } from "./shared";

export const elfHigh: Species24Def = {
  id: "elf-high",
  nameIs: "Háálfar",
  srdName: "Elf, High",
  img: "icons/magic/nature/leaf-oak-wreath-glow-green.webp",
  size: "med",
  walkM: 9,
  darkvisionM: 18,
  effects: [sizeEffect("S4Eh", "med"), keenSensesEffect("S4Eh")],
  grants: elfGrants("elvenLineageHigh"),
  spells: HIGH_ELF_SPELLS,
  choices: [KEEN_SENSES, SPELL_ABILITY],
};
