import { defineConfig } from "vite";

// The module is one ES file Foundry loads from module.json `esmodules`; CSS is compiled by Sass
// in scripts/build.ts, so Vite only bundles TypeScript.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    target: "es2022",
    minify: true,
    reportCompressedSize: false,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "kynthaettir.js",
    },
  },
});
