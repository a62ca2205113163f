/**
 * The test-suite figure of `npm run bench`: one timed run of the whole `npm test` (static checks
 * and every test file), wall-clock seconds as the developer waits for it, plus the CPU seconds its
 * processes used and the machine's load, since other work on a shared machine stretches the wall
 * time. By default the run is cold, as on a fresh clone in CI: the check caches
 * (node_modules/.cache/kynthaettir) and vitest's results cache are removed first; `--warm` keeps
 * them.
 */
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./project";

/** User + system CPU seconds of this process's finished children (Linux: /proc/self/stat), or null. */
function childCpuSeconds(): number | null {
  const file = "/proc/self/stat";
  if (!existsSync(file)) return null;
  // The fields after the command name (which may hold spaces) start at field 3; cutime and
  // cstime are fields 16 and 17, in clock ticks (USER_HZ, 100 on Linux).
  const stat = readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[13]) + Number(fields[14]);
  return Number.isFinite(ticks) ? ticks / 100 : null;
}

export async function benchTestSuite({ warm = false }: { warm?: boolean } = {}): Promise<string[]> {
  if (!warm) {
    rmSync(path.join(ROOT, "node_modules", ".cache", "kynthaettir"), { recursive: true, force: true });
    rmSync(path.join(ROOT, "node_modules", ".vite", "vitest"), { recursive: true, force: true });
  }
  const log = path.join(os.tmpdir(), `kynthaettir-bench-npm-test-${process.pid}.log`);
  const out = createWriteStream(log);
  const load = os.loadavg()[0]!;
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  const code = await new Promise<number>((resolve) => {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const child = spawn(npm, ["test"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on("error", () => resolve(1));
    child.on("close", (status) => resolve(status ?? 1));
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = childCpuSeconds();
  await new Promise((resolve) => out.end(resolve));
  const cpu = cpuBefore !== null && cpuAfter !== null ? `${(cpuAfter - cpuBefore).toFixed(1)} s` : "unknown";
  const lines = [
    `test suite seconds: ${seconds.toFixed(1)}`,
    `test suite detail: npm test ${code === 0 ? "passed" : `FAILED (exit code ${code})`}, ${warm ? "warm" : "cold"} caches, ` +
      `${cpu} CPU (user+sys), ${os.availableParallelism()} cores, load average ${load.toFixed(2)} at the start; output in ${log}`,
  ];
  return lines;
}
