/**
 * Access to `../shared` (seed text, dnd5e facts). A clone without it skips those tests visibly
 * instead of failing.
 */

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export const SHARED_DIR = path.resolve(repoRoot, "../shared");

export const hasShared = existsSync(SHARED_DIR);

if (!hasShared) {
  console.warn(`[kynthaettir tests] ${SHARED_DIR} not found: tests that read ../shared are skipped.`);
}

export const describeShared: typeof describe.skip = hasShared ? describe : describe.skip;

/** Alias used in docs/architecture.md. */
export const describeWithShared = describeShared;

export function sharedPath(...segments: string[]): string {
  return path.join(SHARED_DIR, ...segments);
}
