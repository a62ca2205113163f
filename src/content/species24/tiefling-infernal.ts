/** Helniðjar (víti) (SRD 5.2 Tiefling, Infernal): the tiefling's traits and the legacy of vítis. */
import { INFERNAL_SPELLS, SPELL_ABILITY } from "./lineage-spells";
import { SIZE_CHOICE, sizeEffect, type Species24Def } from "./shared";
import { legacyResistance, tieflingGrants } from "./tieflings";

export const tieflingInfernal: Species24Def = {
  id: "tiefling-infernal",
  nameIs: "Helniðjar (víti)",
  srdName: "Tiefling, Infernal",
  img: "icons/creatures/unholy/demon-horned-winged-laughing.webp",
  size: "med",
  walkM: 9,
  darkvisionM: 18,
  effects: [sizeEffect("S4Ti", "med", true), legacyResistance("S4Ti", "fire")],
  grants: tieflingGrants("fiendishLegacyInfernal"),
  spells: INFERNAL_SPELLS,
  choices: [SIZE_CHOICE, SPELL_ABILITY],
};
