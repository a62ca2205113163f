/**
 * dnd5e's own compendium sources (YAML, one document per file, as dnd5e's build reads them),
 * read at run time from the folder `npm run test:real -- <folder>` names
 * (`KYNTHAETTIR_DND5E_PACKS`). Nothing of dnd5e's data is committed here.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { yamlFiles } from "../../scripts/fixtures/dnd5e/source-tree";

export type Source = Record<string, unknown>;

export interface PackDocument {
  /** The file, relative to the packs folder (e.g. `heroes/akra-dragonborn-cleric.yml`). */
  readonly file: string;
  readonly source: Source;
}

/** The folder with dnd5e's pack sources; the suite refuses to run without it. */
export function packsFolder(): string {
  const folder = process.env["KYNTHAETTIR_DND5E_PACKS"];
  if (!folder) throw new Error("KYNTHAETTIR_DND5E_PACKS is not set: run `npm run test:real -- <folder>`");
  if (!existsSync(folder)) throw new Error(`No dnd5e pack sources at ${folder}`);
  return folder;
}

const cache = new Map<string, PackDocument[]>();

/** Every document of a pack folder (`heroes`, `actors24/premades`, `monsters`, `races` …), in file order. */
export function packDocuments(pack: string): PackDocument[] {
  const known = cache.get(pack);
  if (known) return known;
  const root = packsFolder();
  const dir = path.join(root, pack);
  if (!existsSync(dir)) throw new Error(`No pack folder ${pack} under ${root}`);
  const docs = yamlFiles(dir).map((full) => ({
    file: path.relative(root, full),
    source: parse(readFileSync(full, "utf8")) as Source,
  }));
  cache.set(pack, docs);
  return docs;
}

/** The actors of dnd5e's premade heroes (2014 and 2024) and SRD monsters. */
export function dnd5eActors(
  packs: readonly string[] = ["heroes", "actors24/premades", "monsters"],
): PackDocument[] {
  return packs.flatMap((p) => packDocuments(p));
}
