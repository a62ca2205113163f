import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { slugify } from "../../src/rules/slug";
import { PACK_SOURCES, readManifest } from "./project";

/** Compiles every pack the manifest declares from `packs/_source/<name>` into `<destRoot>/<name>`. */
export async function compileAllPacks(destRoot: string): Promise<void> {
  for (const pack of readManifest().packs) {
    const src = path.join(PACK_SOURCES, pack.name);
    const dest = path.join(destRoot, pack.name);
    await rm(dest, { recursive: true, force: true });
    await mkdir(src, { recursive: true });
    await compilePack(src, dest, { recursive: true });
  }
}

/**
 * Writes compiled LevelDB packs back to JSON sources, one file per document named by the
 * transliterated slug, so a pack edited inside Foundry can be brought back into git.
 */
export async function extractAllPacks(srcRoot: string, destRoot: string): Promise<void> {
  for (const pack of readManifest().packs) {
    const src = path.join(srcRoot, pack.name);
    const dest = path.join(destRoot, pack.name);
    await extractPack(src, dest, {
      clean: true,
      jsonOptions: { space: 2 },
      transformName: (entry) => `${slugify(String(entry["name"] ?? entry["_id"]))}.json`,
    });
  }
}

export async function listSourceFiles(pack: string): Promise<string[]> {
  const dir = path.join(PACK_SOURCES, pack);
  try {
    return (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  } catch {
    return [];
  }
}
