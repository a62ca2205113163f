/**
 * Runs in every test file. The files share their worker's modules (vitest.config.ts `isolate:
 * false`), so each file leaves no harness world installed for the next: whatever a file's own
 * hooks did, its last world's globals are removed when it ends.
 */
import { afterAll } from "vitest";
import { uninstallWorld } from "./harness/world";

afterAll(() => {
  uninstallWorld();
});
