/**
 * `npm run check`: the static checks of `npm test` — `npm run typecheck`, `npm run lint:eslint`
 * and `npm run lint:prettier` — run at the same time (each is one single-threaded process, so on
 * two cores they take the longest one's time instead of the sum). Each one's output is printed
 * whole when it ends; the exit code is the first failure's, 0 when all pass.
 */
import { spawn } from "node:child_process";

const STEPS = ["typecheck", "lint:eslint", "lint:prettier"] as const;
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(script: string): Promise<{ script: string; code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const done = (code: number): void =>
      resolve({ script, code, output, seconds: (performance.now() - started) / 1000 });
    child.on("error", (error) => {
      output += `${String(error)}\n`;
      done(1);
    });
    child.on("close", (code) => done(code ?? 1));
  });
}

const results = await Promise.all(
  STEPS.map((script) =>
    run(script).then((result) => {
      process.stdout.write(result.output);
      const verdict = result.code === 0 ? "passed" : `FAILED (exit code ${result.code})`;
      console.log(`check: npm run ${script} ${verdict} in ${result.seconds.toFixed(1)} s`);
      return result;
    }),
  ),
);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
