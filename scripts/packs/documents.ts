/**
 * Builds the documents the packs ship from the race, feature, spell, ancestry and text data in
 * src/content. Pack tooling, outside the runtime bundle: `npm run packs:generate` writes these to
 * packs/_source and a test proves the committed sources equal them. At run time the module reads
 * the documents themselves (a GM's edit included), never this code.
 */
import { FEATURES, SPELLS } from "../../src/content/features";
import { RACES } from "../../src/content/races";
import type { JsonObject } from "./build/common";
import { ancestryTableSource } from "./build/tables";
import { breathMacroSource, selfCheckMacroSource } from "./build/macros";
import { featureSource, spellItemSource } from "./build/race-features";
import { raceItemSource } from "./build/races";
import { journalSource } from "./build/rules";
import { feature24Source, species24ItemSource } from "./build/species24";
import { SPECIES24 } from "../../src/content/species24";
import { FEATURES24 } from "../../src/content/species24/features";
import { slugify } from "./slug";

export * from "./build/common";
export { ancestryTableSource } from "./build/tables";
export { breathMacroSource, selfCheckMacroSource } from "./build/macros";
export { breathActivity, featureItemSource, spellItemSource } from "./build/race-features";
export { raceItemSource } from "./build/races";
export { journalSource } from "./build/rules";
export { feature24Source, feature24Uuid, species24ItemSource, SOURCE24 } from "./build/species24";

export interface PackFile {
  readonly pack: string;
  readonly file: string;
  readonly document: JsonObject;
}

/** Every document of every pack, with the file it is stored in. */
export function allPackFiles(): PackFile[] {
  const files: PackFile[] = [];
  const add = (pack: string, document: JsonObject): void => {
    files.push({ pack, file: `${slugify(String(document["name"]))}.json`, document });
  };
  for (const race of RACES) add("races", raceItemSource(race));
  for (const feature of FEATURES) add("race-features", featureSource(feature));
  for (const spell of SPELLS) add("race-features", spellItemSource(spell));
  add("rules", journalSource());
  add("macros", breathMacroSource());
  add("macros", selfCheckMacroSource());
  add("tables", ancestryTableSource());
  for (const species of SPECIES24) add("species24", species24ItemSource(species));
  for (const feature of FEATURES24) add("species24-features", feature24Source(feature));
  return files;
}
