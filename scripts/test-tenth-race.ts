/**
 * `npm run test:tenth`: "adding a race" as docs/architecture.md describes it, done for real. In a
 * temporary copy of the working tree it writes the three files of a tenth race (its id in
 * src/content/ids.ts, its content file, its text; test/fixtures/tenth-race/), regenerates the packs,
 * typechecks and runs the pack, content, race-table and self-check suites. It fails when a fourth
 * file would have been needed, or when the suites pass without testing the new race. Not part of
 * `npm test` (it runs tsc and four suites a second time); CI runs it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT as REPO_ROOT } from "./lib/project";

const FIXTURES = path.join(REPO_ROOT, "test/fixtures/tenth-race");
/** The race's id and its document's stable id, the lines ids.ts gets. */
const { raceId: RACE, docId: DOC_ID } = JSON.parse(readFileSync(path.join(FIXTURES, "id.json"), "utf8")) as {
  raceId: string;
  docId: string;
};
const SUITES = ["test/packs", "test/content", "test/race/race-table.test.ts", "test/selfcheck"];

/** The working tree's files as git sees them (tracked and new, not ignored), as they are on disk. */
function workingFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  return out.split("\0").filter((f) => f && !f.startsWith("node_modules/"));
}

function run(cwd: string, command: string, args: string[]): void {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`test:tenth: \`${command} ${args.join(" ")}\` failed in ${cwd}`);
    process.exit(result.status ?? 1);
  }
}

/** The id in ids.ts: RACE_IDS and RACE_DOC_IDS each get one line. */
function withTenthId(ids: string): string {
  const listed = ids.replace(
    /(export const RACE_IDS = (?:Object\.freeze\()?\[[^\]]*?)(\n\] as const\)?;)/,
    `$1\n  "${RACE}",$2`,
  );
  const withDoc = listed.replace(
    /(export const RACE_DOC_IDS[^=]*= \{[^}]*?)(\n\};)/,
    `$1\n  "${RACE}": "${DOC_ID}",$2`,
  );
  if (withDoc === listed || listed === ids)
    throw new Error("src/content/ids.ts: RACE_IDS or RACE_DOC_IDS not found");
  return withDoc;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), "kynthaettir-tenth-"));
try {
  for (const file of workingFiles()) {
    mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    cpSync(path.join(REPO_ROOT, file), path.join(tmp, file));
  }
  symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(tmp, "node_modules"), "dir");

  const written = {
    "src/content/ids.ts": withTenthId(readFileSync(path.join(tmp, "src/content/ids.ts"), "utf8")),
    [`src/content/races/${RACE}.ts`]: readFileSync(path.join(FIXTURES, "content.ts.txt"), "utf8"),
    [`src/content/text/races/${RACE}.ts`]: readFileSync(path.join(FIXTURES, "text.ts.txt"), "utf8"),
  };
  for (const [file, text] of Object.entries(written)) writeFileSync(path.join(tmp, file), text);
  console.log(`test:tenth: wrote ${Object.keys(written).join(", ")} in ${tmp}`);

  run(tmp, "npx", ["tsx", "scripts/packs/generate.ts"]);
  run(tmp, "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
  const report = path.join(tmp, "tenth-race-report.json");
  run(tmp, "npx", [
    "vitest",
    "run",
    ...SUITES,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);

  // Green is not enough: the suites must have tested the new race by name.
  const results = JSON.parse(readFileSync(report, "utf8")) as {
    testResults: { assertionResults: { fullName: string; status: string }[] }[];
  };
  const named = results.testResults
    .flatMap((f) => f.assertionResults)
    .filter((t) => t.status === "passed" && /mountain-dwarf|Fjalladvergar|fjalladvergar/.test(t.fullName));
  if (named.length < 5) {
    console.error(`test:tenth: only ${named.length} passing tests name the tenth race`);
    process.exit(1);
  }
  console.log(
    `\ntest:tenth: the tenth race took three files; ${named.length} tests name it, every suite passed`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
