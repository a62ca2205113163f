/**
 * `npm test`: typecheck, lint and every test. The static checks (`npm run check`: tsc, ESLint and
 * Prettier, themselves at the same time) run while vitest runs, so that on a 2-core machine they
 * fill the cores vitest leaves idle (its build of dist/ before the first test, a worker waiting on
 * a timer or on Chromium, the last file running alone) instead of running before it. vitest's
 * output streams as it comes; the checks' output is printed when both are done. The exit code is
 * non-zero when either failed. Arguments go to vitest (`npm test -- test/race`).
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const checks = new Promise<{ code: number; output: string }>((resolve) => {
  const child = spawn(npm, ["run", "--silent", "check"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.on("error", (error) => resolve({ code: 1, output: `${output}${String(error)}\n` }));
  child.on("close", (code) => resolve({ code: code ?? 1, output }));
});

const tests = new Promise<number>((resolve) => {
  const vitest = path.join(path.dirname(require.resolve("vitest/package.json")), "vitest.mjs");
  const child = spawn(process.execPath, [vitest, "run", ...process.argv.slice(2)], { stdio: "inherit" });
  child.on("error", () => resolve(1));
  child.on("close", (code) => resolve(code ?? 1));
});

const [testCode, check] = await Promise.all([tests, checks]);
process.stdout.write(`\n${check.output}`);
console.log(
  `npm test: checks ${check.code === 0 ? "passed" : "FAILED"}, tests ${testCode === 0 ? "passed" : "FAILED"}`,
);
process.exit(testCode !== 0 ? testCode : check.code);
