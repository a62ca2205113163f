import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { slugify } from "./slug";
import { PACK_SOURCES, readManifest } from "../lib/project";

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
 * The CLI appends `_key` to each document it extracts; the generator writes it right after `_id`.
 * Moving it back (in embedded documents too) makes an extracted pack byte-identical to its sources.
 */
function keyAfterId(doc: Record<string, unknown>): void {
  const entries = Object.entries(doc);
  for (const [k] of entries) Reflect.deleteProperty(doc, k);
  const key = entries.find(([k]) => k === "_key");
  for (const [k, v] of entries) {
    if (k === "_key") continue;
    doc[k] = v;
    if (k === "_id" && key) doc["_key"] = key[1];
    if (Array.isArray(v)) for (const child of v) if (isDocument(child)) keyAfterId(child);
  }
}

function isDocument(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && "_key" in value;
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
      transformEntry: (entry) => {
        keyAfterId(entry);
        return undefined;
      },
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
