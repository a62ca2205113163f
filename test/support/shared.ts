/**
 * Access to `../shared` (seed text, dnd5e facts). A clone without it skips those tests visibly
 * instead of failing.
 *
 * Vitest runs the body of every `describe` — skipped ones too — to collect its tests, so a
 * `describeShared` body must not read `../shared` directly: read inside `it`/`beforeAll` with
 * `readSharedText`/`readSharedJson`, or use `sharedOr` for data that decides which tests exist.
 */

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * `KYNTHAETTIR_SHARED_DIR` (relative to the repository root, or absolute) points the tests
 * elsewhere; CI points it at a missing folder to prove that a clone without `../shared` skips.
 */
function resolveSharedDir(): string {
  const override = process.env["KYNTHAETTIR_SHARED_DIR"];
  return path.resolve(repoRoot, override !== undefined && override !== "" ? override : "../shared");
}

export const SHARED_DIR = resolveSharedDir();

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

/** A `../shared` file's text; call it only where the test runs (`it`, `beforeAll`), never while collecting. */
export function readSharedText(...segments: string[]): string {
  const full = sharedPath(...segments);
  if (!existsSync(full)) {
    throw new Error(`${full} is missing (../shared); read it only inside a describeShared test or hook.`);
  }
  return readFileSync(full, "utf8");
}

/** A `../shared` JSON file, parsed; same rule as `readSharedText`. */
export function readSharedJson(...segments: string[]): unknown {
  return JSON.parse(readSharedText(...segments)) as unknown;
}

/**
 * For data read while collecting (e.g. one `it` per seed line): `load()` when `../shared` is
 * present, else `fallback` — the `describeShared` around it is skipped then, so nothing is lost.
 */
export function sharedOr<T>(load: () => T, fallback: T): T {
  return hasShared ? load() : fallback;
}
