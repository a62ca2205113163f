/**
 * The promises the repository makes to a new developer and to CI: the README's two setup
 * commands are what CI runs, the release checks its tag, and the SRD attribution ships.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../scripts/lib/project";

const read = (file: string): string => readFileSync(path.join(ROOT, file), "utf8");
const ATTRIBUTION =
  'This work includes material taken from the System Reference Document 5.1 ("SRD 5.1") by Wizards\nof the Coast LLC';

describe("a developer on a fresh machine", () => {
  it("finds the build and test commands in the README", () => {
    const readme = read("README.md");
    expect(readme).toContain("npm ci && npm run build");
    expect(readme).toContain("npm test");
  });

  it("gets the same commands from CI: .ci/run runs npm ci, npm run build, npm test in that order", () => {
    const lines = read(".ci/run")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l.startsWith("npm "));
    expect(lines.slice(0, 3)).toEqual(["npm ci", "npm run build", "npm test"]);
  });

  it("never installs the community Foundry type package", () => {
    expect(read("package.json")).not.toContain("foundry-vtt-types");
    expect(read("package-lock.json")).not.toContain("foundry-vtt-types");
  });
});

describe("a release", () => {
  const workflow = read(".github/workflows/release.yml");

  it("is refused when the tag is not module.json's version", () => {
    expect(workflow).toContain(`"\${GITHUB_REF_NAME}" != "v\${version}"`);
    expect(workflow).toMatch(/exit 1/);
  });

  it("tests before it attaches module.json and the zip", () => {
    const test = workflow.indexOf("npm test");
    const attach = workflow.indexOf("dist/kynthaettir.zip");
    expect(test).toBeGreaterThan(0);
    expect(attach).toBeGreaterThan(test);
    expect(workflow).toContain("dist/module.json");
  });
});

describe("the SRD 5.1 attribution (CC-BY-4.0)", () => {
  it("is in the README, the licence and the module description", () => {
    expect(read("README.md")).toContain(ATTRIBUTION);
    expect(read("LICENSE")).toContain("System Reference Document 5.1");
    expect(read("LICENSE")).toContain("creativecommons.org/licenses/by/4.0/legalcode");
    expect(JSON.parse(read("module.json")).license).toBe("LICENSE");
  });

  it("has the SRD 5.2 attribution beside it, for the 2024 species", () => {
    const srd52 =
      /System Reference Document 5\.2 \("SRD 5\.2"\) by Wizards of the\s+Coast LLC, available at https:\/\/www\.dndbeyond\.com\/srd/;
    expect(read("README.md")).toMatch(srd52);
    expect(read("LICENSE")).toMatch(srd52);
    expect(JSON.parse(read("module.json")).description).toContain("SRD 5.2");
  });
});
