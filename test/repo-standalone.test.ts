/**
 * A bare clone is enough: nothing under test/, src/, scripts/ or .ci/ reaches outside the
 * repository (the workshop folder beside it, or a path of one machine), and every test runs —
 * none is skipped, left as a todo or focused so that the others are skipped.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../scripts/lib/project";

const FOLDERS = ["test", "src", "scripts", ".ci"];

/** Every file under a folder of the repository, as a path relative to the root. */
function filesUnder(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(rel);
      } else if (entry.isFile()) out.push(rel);
    }
  };
  walk(folder);
  return out;
}

/** The text of a file, or undefined for a binary one. */
function textOf(file: string): string | undefined {
  const buffer = readFileSync(path.join(ROOT, file));
  return buffer.includes(0) ? undefined : buffer.toString("utf8");
}

// Built from parts so that this file does not name them itself.
const OUTSIDE = [
  ["..", "shared"].join("/"),
  ["", "work", ""].join("/"),
  ["KYNTHAETTIR", "SHARED", "DIR"].join("_"),
];

/**
 * The one place allowed to name the folder: CI runs the optional real-data suite against dnd5e's
 * pack sources there when, and only when, the folder exists (issue 19); nothing else depends on it.
 */
const OPTIONAL_OUTSIDE =
  /^if \[ -d \.\.\/shared\/dnd5e\/packs-[\d.]+ \]; then npm run test:real -- \.\.\/shared\/dnd5e\/packs-[\d.]+; fi$/;

/** A suite or test that does not run, or makes the others not run. */
const NOT_RUN = [
  /\b\w*(?:describe|it|test|suite|bench)\w*\s*\.\s*(?:skip|todo|only|skipIf|runIf)\b/,
  /\b(?:xit|xtest|xdescribe|fit|fdescribe)\s*\(/,
  /\.skip\s*\(/,
];

describe("the repository stands alone", () => {
  const files = FOLDERS.flatMap(filesUnder);

  it("has files to check under test/, src/, scripts/ and .ci/", () => {
    for (const folder of FOLDERS)
      expect(
        files.some((f) => f.startsWith(`${folder}${path.sep}`)),
        folder,
      ).toBe(true);
  });

  it("no file under test/, src/, scripts/ or .ci/ names the workshop folder beside the repository or a machine path", () => {
    const found: string[] = [];
    for (const file of files) {
      const text = textOf(file);
      if (text === undefined) continue;
      for (const needle of OUTSIDE) {
        text.split("\n").forEach((line, i) => {
          const optional = file === path.join(".ci", "run") && OPTIONAL_OUTSIDE.test(line);
          if (line.includes(needle) && !optional) found.push(`${file}:${i + 1}: ${needle}`);
        });
      }
    }
    expect(found).toEqual([]);
  });

  it("no test is skipped, left as a todo, or focused so that the others are skipped", () => {
    const found: string[] = [];
    for (const file of files.filter((f) => f.startsWith(`test${path.sep}`) && f.endsWith(".ts"))) {
      const text = textOf(file) ?? "";
      text.split("\n").forEach((line, i) => {
        for (const pattern of NOT_RUN) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("the checks above see what they look for", () => {
    // The samples are joined from parts, so that this file passes its own check.
    const sees = (...parts: string[]): boolean => NOT_RUN.some((p) => p.test(parts.join(".")));
    expect(sees("describe", "skip('x', () => {})")).toBe(true);
    expect(sees("const d = ok ? describe : describeShared", "skip;")).toBe(true);
    expect(sees("it", "todo('later')")).toBe(true);
    expect(sees("it", "only('this one')")).toBe(true);
    expect(sees("ctx", "skip();")).toBe(true);
    expect(sees("const treatAs = options", "only ?? 'damage';")).toBe(false);
    const names = (text: string): boolean => OUTSIDE.some((needle) => text.includes(needle));
    expect(names(['readFileSync("', "..", '/shared/seed/x.txt")'].join(""))).toBe(true);
    expect(names(["git --git-dir=", "work", ".mirror/x"].join("/"))).toBe(true);
    expect(names('import { describeShared } from "../support/shared";')).toBe(false);
  });
});
