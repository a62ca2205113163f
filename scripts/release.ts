/**
 * Release step: writes the release's manifest, download and media URLs into dist/module.json
 * (lib/release-manifest.ts) and re-zips, so the tagged sources stay untouched (and formatted)
 * while the shipped manifest points at the release. Usage: tsx scripts/release.ts <owner/repo> <tag>
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ZIP_NAME, buildZip } from "./lib/build-steps";
import { DIST, type Manifest } from "./lib/project";
import { releaseManifest } from "./lib/release-manifest";

const [repo, tag] = process.argv.slice(2);
if (!repo || !tag) {
  console.error("usage: tsx scripts/release.ts <owner/repo> <tag>");
  process.exit(2);
}
const file = path.join(DIST, "module.json");
const manifest = JSON.parse(await readFile(file, "utf8")) as Manifest;
if (`v${String(manifest["version"])}` !== tag) {
  console.error(`tag ${tag} does not match module.json version v${String(manifest["version"])}`);
  process.exit(1);
}
await writeFile(file, `${JSON.stringify(releaseManifest(manifest, repo, tag), null, 2)}\n`);
await buildZip();
console.log(`dist/module.json and dist/${ZIP_NAME} point at ${repo} ${tag}`);
