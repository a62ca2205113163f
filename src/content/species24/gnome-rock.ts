/** Grjótagnómar (SRD 5.2 Gnome, Rock): the gnome's traits and the lineage of grjótagnóma. */
import { ROCK_GNOME_SPELLS, SPELL_ABILITY } from "./lineage-spells";
import { gnomeGrants, gnomishCunningEffect } from "./gnomes";
import { sizeEffect, type Species24Def } from "./shared";

export const gnomeRock: Species24Def = {
  id: "gnome-rock",
  nameIs: "Grjótagnómar",
  srdName: "Gnome, Rock",
  img: "icons/environment/wilderness/terrain-rocks-brown.webp",
  size: "sm",
  walkM: 9,
  darkvisionM: 18,
  effects: [sizeEffect("S4Gr", "sm"), gnomishCunningEffect("S4Gr")],
  grants: gnomeGrants("gnomishLineageRock"),
  spells: ROCK_GNOME_SPELLS,
  choices: [SPELL_ABILITY],
};
