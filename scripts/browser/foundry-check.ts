/**
 * `npm run foundry:check -- --url <Foundry URL> --user <GM user> [--password …] [--out report.json]`
 *
 * Logs into a running Foundry world as a GM in Debian's Chromium (headless), runs the module's
 * self-check ("Sjálfspróf") there and writes its report: `--out` (default kynthaettir-report.json)
 * gets the JSON (the report, its text, the page's errors and warnings), the same name with `.txt`
 * the text the report window copies, which is also printed. Exit code 0 when every check passed,
 * 1 when one failed, 2 when the check could not run (one line on stderr says why).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser } from "playwright-core";
import { ChromiumMissing, launchChromium } from "./chromium";
import { CheckFailure, runFoundryCheck } from "./driver";

const USAGE =
  "usage: npm run foundry:check -- --url <Foundry URL> --user <GM user> [--password <password>] [--out report.json] [--timeout <seconds to load the world>]";

class UsageError extends Error {}

function options(argv: string[]): {
  url: string;
  user: string;
  password: string;
  out: string;
  timeout: number;
} {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: "string" },
        user: { type: "string" },
        password: { type: "string" },
        out: { type: "string" },
        timeout: { type: "string" },
        help: { type: "boolean" },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split("\n")[0]}; ${USAGE}`);
  }
  if (values["help"]) throw new UsageError(USAGE);
  const url = values["url"];
  const user = values["user"];
  if (typeof url !== "string" || !url) throw new UsageError(`--url is missing; ${USAGE}`);
  if (typeof user !== "string" || !user) throw new UsageError(`--user is missing; ${USAGE}`);
  const timeout = values["timeout"] === undefined ? 120 : Number(values["timeout"]);
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new UsageError(`--timeout must be a number of seconds; ${USAGE}`);
  return {
    url,
    user,
    password: typeof values["password"] === "string" ? values["password"] : "",
    out: typeof values["out"] === "string" && values["out"] ? values["out"] : "kynthaettir-report.json",
    timeout,
  };
}

function textPath(out: string): string {
  return out.endsWith(".json") ? `${out.slice(0, -5)}.txt` : `${out}.txt`;
}

/** Runs the check; resolves with the exit code. */
async function main(argv: string[]): Promise<number> {
  let browser: Browser | null = null;
  try {
    const args = options(argv);
    browser = await launchChromium();
    const outcome = await runFoundryCheck({
      url: args.url,
      user: args.user,
      password: args.password,
      browser,
      readyTimeoutMs: args.timeout * 1000,
    });
    const out = path.resolve(args.out);
    const json = { ...outcome, checkedAt: new Date().toISOString() };
    writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
    writeFileSync(textPath(out), `${outcome.text}\n`);
    process.stdout.write(`${outcome.text}\n\nReport: ${out} and ${textPath(out)}\n`);
    const failed = outcome.report.checks.filter((c) => !c.ok).length;
    if (outcome.report.passed) return 0;
    process.stderr.write(
      `foundry:check: the self-check did not pass (${failed} of ${outcome.report.checks.length} checks failed${outcome.report.stopped ? ", stopped" : ""})\n`,
    );
    return 1;
  } catch (error) {
    const known =
      error instanceof CheckFailure || error instanceof UsageError || error instanceof ChromiumMissing;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`foundry:check: ${known ? message : message.split("\n")[0]}\n`);
    return 2;
  } finally {
    await browser?.close().catch(() => undefined);
  }
}

process.exitCode = await main(process.argv.slice(2));
