import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST = path.join(ROOT, "dist");
export const PACK_SOURCES = path.join(ROOT, "packs", "_source");

export interface ManifestPack {
  name: string;
  label: string;
  path: string;
  type: string;
  system?: string;
}

export interface Manifest {
  id: string;
  version: string;
  esmodules: string[];
  styles: string[];
  languages: { lang: string; name: string; path: string }[];
  packs: ManifestPack[];
  [key: string]: unknown;
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, "module.json"), "utf8")) as Manifest;
}
