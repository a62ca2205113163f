/** Skógagnómar (SRD 5.2 Gnome, Forest): the gnome's traits and the lineage of skógagnóma. */
import { FOREST_GNOME_SPELLS, SPELL_ABILITY } from "./lineage-spells";
import { gnomeGrants, gnomishCunningEffect } from "./gnomes";
import { sizeEffect, type Species24Def } from "./shared";

export const gnomeForest: Species24Def = {
  id: "gnome-forest",
  nameIs: "Skógagnómar",
  srdName: "Gnome, Forest",
  img: "icons/environment/wilderness/tree-oak.webp",
  size: "sm",
  walkM: 9,
  darkvisionM: 18,
  effects: [sizeEffect("S4Gf", "sm"), gnomishCunningEffect("S4Gf")],
  grants: gnomeGrants("gnomishLineageForest"),
  spells: FOREST_GNOME_SPELLS,
  choices: [SPELL_ABILITY],
};
