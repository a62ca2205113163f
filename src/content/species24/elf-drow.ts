/** Dökkálfar (SRD 5.2 Elf, Drow): the elf's traits and the lineage of dökkálfa. */
import { DROW_SPELLS, SPELL_ABILITY } from "./lineage-spells";
import { keenSensesEffect, elfGrants, KEEN_SENSES } from "./elves";
import { sizeEffect, type Species24Def } from "./shared";

export const elfDrow: Species24Def = {
  id: "elf-drow",
  nameIs: "Dökkálfar",
  srdName: "Elf, Drow",
  img: "icons/magic/nature/beam-hand-leaves-green.webp",
  size: "med",
  walkM: 9,
  darkvisionM: 36,
  effects: [sizeEffect("S4Ed", "med"), keenSensesEffect("S4Ed")],
  grants: elfGrants("elvenLineageDrow"),
  spells: DROW_SPELLS,
  choices: [KEEN_SENSES, SPELL_ABILITY],
};
