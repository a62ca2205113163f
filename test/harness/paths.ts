/** Where the harness reads the repository's files and the shared dnd5e facts from. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SHARED_DIR, hasShared, readSharedJson, sharedPath } from "../support/shared";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
// One resolver for the harness and the tests, so KYNTHAETTIR_SHARED_DIR moves both.
export { SHARED_DIR, hasShared };

export function repoPath(...segments: string[]): string {
  return path.join(REPO_ROOT, ...segments);
}

const jsonCache = new Map<string, unknown>();

/** Parsed JSON of a `../shared/dnd5e` file; throws with the reason when shared/ is absent. */
export function sharedJson(file: string): unknown {
  const full = sharedPath("dnd5e", file);
  const cached = jsonCache.get(full);
  if (cached !== undefined) return cached;
  if (!existsSync(full)) {
    throw new Error(
      `The harness needs ${full} (dnd5e facts in ../shared); guard the test with describeShared.`,
    );
  }
  const parsed = readSharedJson("dnd5e", file);
  jsonCache.set(full, parsed);
  return parsed;
}

/** Parsed JSON of a repository file, or undefined when it does not exist. */
export function repoJson(...segments: string[]): unknown {
  const full = repoPath(...segments);
  if (!existsSync(full)) return undefined;
  return JSON.parse(readFileSync(full, "utf8")) as unknown;
}
