/** Helniðjar (hyldýpi) (SRD 5.2 Tiefling, Abyssal): the tiefling's traits and the legacy of hyldýpisins. */
import { ABYSSAL_SPELLS, SPELL_ABILITY } from "./lineage-spells";
import { SIZE_CHOICE, sizeEffect, type Species24Def } from "./shared";
import { legacyResistance, tieflingGrants } from "./tieflings";

export const tieflingAbyssal: Species24Def = {
  id: "tiefling-abyssal",
  nameIs: "Helniðjar (hyldýpi)",
  srdName: "Tiefling, Abyssal",
  img: "icons/creatures/unholy/demon-female-succubus-orange.webp",
  size: "med",
  walkM: 9,
  darkvisionM: 18,
  effects: [sizeEffect("S4Ta", "med", true), legacyResistance("S4Ta", "poison")],
  grants: tieflingGrants("fiendishLegacyAbyssal"),
  spells: ABYSSAL_SPELLS,
  choices: [SIZE_CHOICE, SPELL_ABILITY],
};
