/** Helniðjar (undirheimar) (SRD 5.2 Tiefling, Chthonic): the tiefling's traits and the legacy of undirheimanna. */
import { CHTHONIC_SPELLS, SPELL_ABILITY } from "./lineage-spells";
import { SIZE_CHOICE, sizeEffect, type Species24Def } from "./shared";
import { legacyResistance, tieflingGrants } from "./tieflings";

export const tieflingChthonic: Species24Def = {
  id: "tiefling-chthonic",
  nameIs: "Helniðjar (undirheimar)",
  srdName: "Tiefling, Chthonic",
  img: "icons/creatures/eyes/humanoid-single-yellow.webp",
  size: "med",
  walkM: 9,
  darkvisionM: 18,
  effects: [sizeEffect("S4Tc", "med", true), legacyResistance("S4Tc", "necrotic")],
  grants: tieflingGrants("fiendishLegacyChthonic"),
  spells: CHTHONIC_SPELLS,
  choices: [SIZE_CHOICE, SPELL_ABILITY],
};
