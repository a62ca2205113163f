import { zipSync, type Zippable } from "fflate";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { compile as compileSass } from "sass";
import { build as viteBuild } from "vite";
import { compileAllPacks } from "../packs/leveldb";
import { DIST, ROOT, mediaFiles, readManifest } from "./project";

export const ZIP_NAME = "kynthaettir.zip";

export async function buildScript(): Promise<void> {
  await viteBuild({ configFile: path.join(ROOT, "vite.config.ts"), logLevel: "warn" });
}

export async function buildStyles(): Promise<void> {
  const result = compileSass(path.join(ROOT, "styles", "kynthaettir.scss"), { style: "compressed" });
  await writeFile(path.join(DIST, "kynthaettir.css"), result.css);
}

export async function copyStatic(): Promise<void> {
  // media/: the screenshots and the cover module.json's `media` names (npm run screenshots).
  for (const dir of ["lang", "templates", "media"]) {
    await rm(path.join(DIST, dir), { recursive: true, force: true });
    if (existsSync(path.join(ROOT, dir)))
      await cp(path.join(ROOT, dir), path.join(DIST, dir), { recursive: true });
  }
  // Only the manifest's language files ship; anything else in lang/ is a working file.
  for (const f of await readdir(path.join(DIST, "lang"))) {
    if (!/^[a-z]{2}\.json$/.test(f)) await rm(path.join(DIST, "lang", f));
  }
  for (const file of ["module.json", "LICENSE", "README.md", "CHANGELOG.md"]) {
    await cp(path.join(ROOT, file), path.join(DIST, file));
  }
}

export async function buildPacks(): Promise<void> {
  await compileAllPacks(path.join(DIST, "packs"));
}

async function collect(dir: string, base: string, out: Zippable): Promise<void> {
  for (const entry of await readdir(dir)) {
    const full = path.join(dir, entry);
    const rel = path.posix.join(base, entry);
    if ((await stat(full)).isDirectory()) await collect(full, rel, out);
    // LevelDB's LOCK file is per-process state, not pack content; Foundry recreates it.
    else if (entry !== "LOCK") out[rel] = new Uint8Array(await readFile(full));
  }
}

export interface ZipOptions {
  /**
   * Leave out a media file that is not there yet instead of failing: only `npm run screenshots`,
   * which builds dist/ before it writes media/.
   */
  missingMedia?: "skip";
}

/** Zips exactly what the manifest points at (plus docs), with module.json at the zip root. */
export async function buildZip(options: ZipOptions = {}): Promise<string> {
  const manifest = readManifest();
  const files: Zippable = {};
  const roots = new Set<string>([
    "module.json",
    "LICENSE",
    "README.md",
    "CHANGELOG.md",
    ...manifest.esmodules,
    ...manifest.esmodules.map((f) => `${f}.map`),
    ...manifest.styles,
    ...manifest.languages.map((l) => l.path),
    ...manifest.packs.map((p) => p.path),
    ...mediaFiles(manifest),
    "templates",
  ]);
  for (const media of mediaFiles(manifest)) {
    if (existsSync(path.join(DIST, media))) continue;
    if (options.missingMedia === "skip") roots.delete(media);
    else
      throw new Error(`module.json's media names ${media}, which is not in media/: run npm run screenshots`);
  }
  for (const rel of roots) {
    const full = path.join(DIST, rel);
    if ((await stat(full)).isDirectory()) await collect(full, rel, files);
    else files[rel] = new Uint8Array(await readFile(full));
  }
  const zipPath = path.join(DIST, ZIP_NAME);
  await writeFile(zipPath, zipSync(files, { level: 9, mtime: new Date("2020-01-01T00:00:00Z") }));
  return zipPath;
}

export async function cleanDist(): Promise<void> {
  await rm(DIST, { recursive: true, force: true });
  await mkdir(DIST, { recursive: true });
}

export async function buildAll(options: ZipOptions = {}): Promise<void> {
  await cleanDist();
  await buildScript();
  await buildStyles();
  await copyStatic();
  await buildPacks();
  await buildZip(options);
}
