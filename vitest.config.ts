import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // Tests that read dist/ build it once, before any test file runs.
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 30_000,
  },
});
