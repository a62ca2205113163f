/**
 * `npm run bench`: prints the figures the project tracks, the last one `test suite seconds: N`,
 * from a timed run of the whole `npm test`. Figures, not pass/fail: timed tests are
 * flaky, so performance is only ever measured here.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildAll } from "./lib/build-steps";
import { DIST } from "./lib/project";
import { benchFlows } from "./lib/bench-flows";
import { benchTestSuite } from "./lib/bench-suite";

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir)) {
    const full = path.join(dir, entry);
    const s = await stat(full);
    total += s.isDirectory() ? await dirSize(full) : s.size;
  }
  return total;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

const runs: number[] = [];
for (let i = 0; i < 4; i++) {
  const started = performance.now();
  await buildAll();
  runs.push(performance.now() - started);
}
const cold = runs[0]!;
const warm = runs.slice(1).sort((a, b) => a - b);
// The first build in a process pays for loading Vite, Sass and the CLI; later ones show the build itself.
console.log(
  `build time: ${Math.round(cold)} ms cold, ${Math.round(warm[0]!)} ms warm (best of ${warm.length})`,
);

const bundle = await readFile(path.join(DIST, "kynthaettir.js"));
console.log(`bundle size: ${kib(bundle.length)} raw, ${kib(gzipSync(bundle, { level: 9 }).length)} gzip`);
console.log(`pack size: ${kib(await dirSize(path.join(DIST, "packs")))}`);
console.log(`zip size: ${kib((await stat(path.join(DIST, "kynthaettir.zip"))).size)}`);
for (const line of await benchFlows()) console.log(line);
// Last, on its own: the whole `npm test`, timed (cold caches unless `npm run bench -- --warm`).
for (const line of await benchTestSuite({ warm: process.argv.includes("--warm") })) console.log(line);
