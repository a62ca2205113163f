import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Test files that change module-level state of src/ that outlives their worlds, so they get fresh
 * modules of their own: document-data registers a homebrew choice kind (test/race/fixtures/
 * element-kind.ts) in the module's kind registry, which test/race/choices.test.ts checks holds
 * exactly the module's own kinds. (test/architecture.test.ts allows no other module-level state in
 * src/ than per-client state, which is per user id in every world alike, and pure memos.)
 */
const OWN_MODULES = ["test/race/document-data.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    // Tests that read dist/ build it once, before any test file runs.
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-file.ts"],
    testTimeout: 30_000,
    // One worker per core, not vitest's default of one fewer: on a 2-core machine that default is a
    // single worker, and the flow tests spend part of their time waiting on timers (settle, socket
    // delivery) while the other worker can run.
    maxWorkers: Math.max(2, availableParallelism()),
    // Worker threads rather than child processes: measured on the 2-core machine, the whole run
    // takes about 6 % less wall time and 9 s less CPU (no process per worker, no IPC per test).
    pool: "threads",
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["test/**/*.test.ts"],
          exclude: OWN_MODULES,
          // The files share their worker's module instances instead of re-importing the harness,
          // src/ and dnd5e's fixtures per file (about 0.9 s of CPU each). Every file builds its own
          // worlds (createWorld uninstalls the last one, test/setup-file.ts uninstalls at each
          // file's end) and restores what it mocks; the harness's module-level caches hold only
          // facts read from files that do not change during the run.
          isolate: false,
        },
      },
      { extends: true, test: { name: "own-modules", include: OWN_MODULES, isolate: true } },
    ],
  },
});
