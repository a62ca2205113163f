/**
 * A file's name says its job: two files in different layers of src/ never share a name (an area
 * is placed in foundry/placement.ts and read in breath/area.ts). Within one layer a name may
 * repeat where the folders say what differs (a race's data in content/races/, its text in
 * content/text/races/); `index.ts` is each folder's list.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    return statSync(abs).isDirectory() ? filesUnder(abs) : name.endsWith(".ts") ? [abs] : [];
  });
}

/** The layer a file belongs to: its first folder under src/ (a file at the root is its own). */
const layerOf = (rel: string): string => rel.split("/")[0]!;

describe("file names across the layers", () => {
  it("no two layers have a file of the same name", () => {
    const byName = new Map<string, Set<string>>();
    for (const abs of filesUnder(SRC)) {
      const rel = path.relative(SRC, abs).split(path.sep).join("/");
      const name = path.basename(rel);
      if (name === "index.ts") continue;
      byName.set(name, (byName.get(name) ?? new Set()).add(layerOf(rel)));
    }
    const shared = [...byName]
      .filter(([, layers]) => layers.size > 1)
      .map(([n, l]) => `${n}: ${[...l].join(", ")}`);
    expect(shared).toEqual([]);
  });
});
