/** Where the harness reads the repository's files from (dnd5e's facts: test/support/dnd5e-facts.ts). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export function repoPath(...segments: string[]): string {
  return path.join(REPO_ROOT, ...segments);
}

/** Parsed JSON of a repository file, or undefined when it does not exist. */
export function repoJson(...segments: string[]): unknown {
  const full = repoPath(...segments);
  if (!existsSync(full)) return undefined;
  return JSON.parse(readFileSync(full, "utf8")) as unknown;
}
