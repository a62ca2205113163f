import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PACK_SOURCES, readManifest } from "../lib/project";
import { allPackFiles } from "./documents";

/** The exact text a generated source file has, so the up-to-date test can compare bytes. */
export function serialize(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Writes every pack document from src/content/ and removes source files that no longer have one. */
export async function writeSources(): Promise<number> {
  const files = allPackFiles();
  for (const pack of readManifest().packs) {
    const dir = path.join(PACK_SOURCES, pack.name);
    await mkdir(dir, { recursive: true });
    const wanted = new Set(files.filter((f) => f.pack === pack.name).map((f) => f.file));
    for (const existing of await readdir(dir)) {
      if (!wanted.has(existing)) await rm(path.join(dir, existing));
    }
  }
  for (const f of files) await writeFile(path.join(PACK_SOURCES, f.pack, f.file), serialize(f.document));
  return files.length;
}
