/** Skógálfar (SRD 5.2 Elf, Wood): the elf's traits and the lineage of skógálfa. */
import { WOOD_ELF_SPELLS, SPELL_ABILITY } from "./lineage-spells";
import { keenSensesEffect, elfGrants, KEEN_SENSES } from "./elves";
import { sizeEffect, type Species24Def } from "./shared";

export const elfWood: Species24Def = {
  id: "elf-wood",
  nameIs: "Skógálfar",
  srdName: "Elf, Wood",
  img: "icons/magic/nature/plant-sproud-hands-dirt-green.webp",
  size: "med",
  walkM: 10.5,
  darkvisionM: 18,
  effects: [sizeEffect("S4Ew", "med"), keenSensesEffect("S4Ew")],
  grants: elfGrants("elvenLineageWood"),
  spells: WOOD_ELF_SPELLS,
  choices: [KEEN_SENSES, SPELL_ABILITY],
};
