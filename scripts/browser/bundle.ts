/**
 * Bundles the browser page (scripts/browser/page/main.ts, which imports the harness from
 * test/harness) for Chromium with Vite, into a directory of its own. The harness's Node-only
 * imports are replaced by the small shims in ./shims (its repository files come from the page's
 * file list, see server.ts), and each file's `import.meta.url` is its path under `/repo`, so the
 * harness finds those files where it looks for them in Node.
 */
import path from "node:path";
import { build, type Plugin } from "vite";
import { ROOT } from "../lib/project";

/** Where the bundled harness believes the repository is (the page's file list lives there). */
export const VIRTUAL_ROOT = "/repo";

/** The bundle's scripts: the game page's and the join page's. */
export const PAGE_SCRIPT = "page.js";
export const JOIN_SCRIPT = "join.js";

const SHIMS = path.join(ROOT, "scripts", "browser", "shims");

/** `import.meta.url` of a repository file, as the virtual repository's file URL. */
function virtualImportMetaUrl(): Plugin {
  return {
    name: "kynthaettir-virtual-import-meta-url",
    transform(code, id) {
      if (!code.includes("import.meta.url") || !id.startsWith(ROOT) || id.includes("node_modules"))
        return null;
      const rel = path.relative(ROOT, id.split("?")[0]!).split(path.sep).join("/");
      return {
        code: code.replaceAll("import.meta.url", JSON.stringify(`file://${VIRTUAL_ROOT}/${rel}`)),
        map: null,
      };
    },
  };
}

/** Builds the page's scripts into `outDir`. */
export async function bundlePage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    resolve: {
      alias: {
        "node:fs": path.join(SHIMS, "fs.ts"),
        "node:path": path.join(SHIMS, "path.ts"),
        "node:url": path.join(SHIMS, "url.ts"),
        "node:async_hooks": path.join(SHIMS, "async-hooks.ts"),
        jsdom: path.join(SHIMS, "jsdom.ts"),
      },
    },
    plugins: [virtualImportMetaUrl()],
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      rollupOptions: {
        input: {
          page: path.join(ROOT, "scripts", "browser", "page", "main.ts"),
          join: path.join(ROOT, "scripts", "browser", "page", "join.ts"),
        },
        output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  });
}
