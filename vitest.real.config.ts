import { defineConfig } from "vitest/config";

// The real-data suite (`npm run test:real -- <folder with dnd5e pack sources>`): dnd5e's own
// premade heroes and SRD monsters loaded into the harness. Not part of `npm test`.
export default defineConfig({
  test: {
    include: ["test/real/**/*.real.ts"],
    environment: "node",
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
