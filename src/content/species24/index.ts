/**
 * The fourteen SRD 5.2 species: every mechanical fact the species24 pack ships, in the order of
 * SPECIES24_IDS. The single source of the pack documents (scripts/packs/build/species24.ts); at run
 * time the module reads the dropped species item, as it does a 2014 race.
 */
import { SPECIES24_IDS, type Species24Id } from "../ids";
import { dragonborn } from "./dragonborn";
import { dwarf } from "./dwarf";
import { elfDrow } from "./elf-drow";
import { elfHigh } from "./elf-high";
import { elfWood } from "./elf-wood";
import { gnomeForest } from "./gnome-forest";
import { gnomeRock } from "./gnome-rock";
import { goliath } from "./goliath";
import { halfling } from "./halfling";
import { human } from "./human";
import { orc } from "./orc";
import type { Species24Def } from "./shared";
import { tieflingAbyssal } from "./tiefling-abyssal";
import { tieflingChthonic } from "./tiefling-chthonic";
import { tieflingInfernal } from "./tiefling-infernal";

export type { Grant24Def, Species24Def } from "./shared";

const BY_ID: Readonly<Record<Species24Id, Species24Def>> = {
  dragonborn,
  dwarf,
  "elf-drow": elfDrow,
  "elf-high": elfHigh,
  "elf-wood": elfWood,
  "gnome-forest": gnomeForest,
  "gnome-rock": gnomeRock,
  goliath,
  halfling,
  human,
  orc,
  "tiefling-abyssal": tieflingAbyssal,
  "tiefling-chthonic": tieflingChthonic,
  "tiefling-infernal": tieflingInfernal,
};

export const SPECIES24: readonly Species24Def[] = SPECIES24_IDS.map((id) => BY_ID[id]);

export function getSpecies24(id: Species24Id): Species24Def {
  return BY_ID[id];
}
