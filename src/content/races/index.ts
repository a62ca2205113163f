/**
 * The nine playable races: every mechanical fact the packs ship. A subrace is a complete race
 * (dnd5e allows one race item per actor), so High Elf carries every Elf trait. Lengths are metres.
 *
 * This is the single source of the pack documents (scripts/packs/documents.ts): at run time the
 * module reads the race item that was dropped, so what a GM edits there is what applies. A tenth
 * race is one more file here, its id in src/content/ids.ts and its text in src/content/text.
 */
import { highElf } from "./high-elf";
import { hillDwarf } from "./hill-dwarf";
import { dragonborn } from "./dragonborn";
import { rockGnome } from "./rock-gnome";
import { halfElf } from "./half-elf";
import { halfOrc } from "./half-orc";
import { tiefling } from "./tiefling";
import { human } from "./human";
import { lightfoot } from "./lightfoot";
import type { RaceDef } from "./shared";

export type { ChoiceDecl, GrantDef, RaceDef, RaceEffectDef } from "./shared";

export const RACES: readonly RaceDef[] = [
  highElf,
  hillDwarf,
  dragonborn,
  rockGnome,
  halfElf,
  halfOrc,
  tiefling,
  human,
  lightfoot,
];
