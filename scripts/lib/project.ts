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

/** A `media` entry (Foundry's PackageMediaData: `type`, `url`, `caption`, `thumbnail` …). */
export interface ManifestMedia {
  type: string;
  url: string;
  caption?: string;
  thumbnail?: string;
}

export interface Manifest {
  id: string;
  version: string;
  esmodules: string[];
  styles: string[];
  languages: { lang: string; name: string; path: string }[];
  packs: ManifestPack[];
  media?: ManifestMedia[];
  [key: string]: unknown;
}

/**
 * The file in the module's folder a media URL names, or null for a web address: a path relative
 * to the module (`media/cover.png`), or the path Foundry serves it at (`modules/<id>/media/…`, what
 * a `setup` image gives, https://github.com/foundryvtt/foundryvtt/issues/8913).
 */
export function mediaFile(manifest: Pick<Manifest, "id">, url: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("/")) return null;
  const served = `modules/${manifest.id}/`;
  return url.startsWith(served) ? url.slice(served.length) : url;
}

/** Every file in the module's folder the manifest's media name (their URLs and thumbnails), once each. */
export function mediaFiles(manifest: Pick<Manifest, "id" | "media">): string[] {
  const urls = (manifest.media ?? []).flatMap((m) => [m.url, ...(m.thumbnail ? [m.thumbnail] : [])]);
  return [...new Set(urls.map((u) => mediaFile(manifest, u)).filter((f): f is string => f !== null))];
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, "module.json"), "utf8")) as Manifest;
}
