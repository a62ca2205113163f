/**
 * dist/ as the screenshots need it: built (scripts/lib/build-steps.ts `buildAll`) when it is
 * missing or when a file it is built from is newer than its zip, the last thing the build writes.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildAll, ZIP_NAME } from "../../lib/build-steps";
import { DIST, ROOT } from "../../lib/project";

/** What dist/ is built from. */
const SOURCES = ["src", "styles", "templates", "lang", "packs/_source", "module.json"];

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

/** Builds dist/ unless it is newer than every file it is built from. */
export async function ensureDist(): Promise<void> {
  const zip = path.join(DIST, ZIP_NAME);
  const built = existsSync(zip) ? statSync(zip).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((s) => newest(path.join(ROOT, s))));
  if (built > changed) return;
  console.log("screenshots: building dist/ …");
  await buildAll({ missingMedia: "skip" });
}
