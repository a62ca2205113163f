/**
 * The built module, as Foundry would load it: dist/ must hold everything module.json names, the
 * LevelDB packs must hold exactly the source documents, and the zip must be installable.
 */
import { ClassicLevel } from "classic-level";
import { unzipSync } from "fflate";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIST, PACK_SOURCES, mediaFiles, readManifest } from "../../scripts/lib/project";
import { extractAllPacks } from "../../scripts/packs/leveldb";

let extraction: Promise<string> | undefined;

/** dist/packs extracted once, by the function `npm run packs:extract` runs, into a temp folder. */
function extractedDist(): Promise<string> {
  return (extraction ??= (async () => {
    const out = mkdtempSync(path.join(tmpdir(), "kyn-extract-"));
    await extractAllPacks(path.join(DIST, "packs"), out);
    return out;
  })());
}

const manifest = JSON.parse(readFileSync(path.join(DIST, "module.json"), "utf8")) as ReturnType<
  typeof readManifest
> & {
  compatibility: { minimum: string; verified: string };
  relationships: {
    systems: { id: string; type: string; compatibility: { minimum: string; verified: string } }[];
  };
  packFolders: { name: string; packs: string[] }[];
};

function sourceDocs(pack: string): Record<string, unknown>[] {
  const dir = path.join(PACK_SOURCES, pack);
  return readdirSync(dir).map(
    (f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Record<string, unknown>,
  );
}

describe("dist/ module.json", () => {
  it("is the module kynthaettir for Foundry 13.347+ (verified 14) and dnd5e 5.3.0+ (verified 6.1.2), with no maximum to block activation", () => {
    expect(manifest.id).toBe("kynthaettir");
    expect(manifest.compatibility).toEqual({ minimum: "13.347", verified: "14" });
    expect(manifest.relationships.systems).toEqual([
      { id: "dnd5e", type: "system", compatibility: { minimum: "5.3.0", verified: "6.1.2" } },
    ]);
    expect(manifest.languages.map((l) => [l.lang, l.name])).toEqual([
      ["is", "Íslenska"],
      ["en", "English"],
    ]);
    for (const key of ["url", "manifest", "download", "license", "readme", "bugs", "changelog"]) {
      expect(manifest[key], key).toBeTruthy();
    }
  });

  it("names only files and folders that exist in dist/", () => {
    const paths = [
      ...manifest.esmodules,
      ...manifest.styles,
      ...manifest.languages.map((l) => l.path),
      ...manifest.packs.map((p) => p.path),
      ...mediaFiles(manifest),
      String(manifest["license"]),
    ];
    for (const rel of paths) expect(existsSync(path.join(DIST, rel)), rel).toBe(true);
    expect(existsSync(path.join(DIST, "kynthaettir.js.map"))).toBe(true);
    expect(statSync(path.join(DIST, "templates")).isDirectory()).toBe(true);
  });

  it("declares every Item pack for dnd5e and groups all packs in the Kynþættir folder", () => {
    for (const pack of manifest.packs) {
      if (pack.type === "Item") expect(pack.system).toBe("dnd5e");
      expect(pack.path).toBe(`packs/${pack.name}`);
    }
    expect(manifest.packFolders[0]!.name).toBe("Kynþættir");
    expect([...manifest.packFolders[0]!.packs].sort()).toEqual(manifest.packs.map((p) => p.name).sort());
  });
});

describe("dist/kynthaettir.css", () => {
  it("styles every module class the dialog and chat-card templates render", () => {
    const css = readFileSync(path.join(DIST, "kynthaettir.css"), "utf8");
    const dir = path.join(DIST, "templates");
    const classes = readdirSync(dir)
      .filter((f) => f.endsWith(".hbs"))
      .flatMap((f) => [...readFileSync(path.join(dir, f), "utf8").matchAll(/class="([^"{]+)"/g)])
      .flatMap((m) => m[1]!.split(/\s+/))
      .filter((c) => c.startsWith("kynthaettir"));
    expect(classes.length).toBeGreaterThan(4);
    for (const cls of new Set(classes)) expect(css, cls).toContain(`.${cls}`);
  });
});

describe("dist/ packs", () => {
  for (const pack of readManifest().packs) {
    it(`${pack.name} opens with classic-level and holds exactly its source documents`, async () => {
      const db = new ClassicLevel<string, Record<string, unknown>>(path.join(DIST, pack.path), {
        keyEncoding: "utf8",
        valueEncoding: "json",
      });
      const keys = await db.keys().all();
      const expected = sourceDocs(pack.name).flatMap((doc) => {
        const children = ["effects", "pages", "results"].flatMap(
          (field) => (doc[field] as { _key: string }[] | undefined)?.map((c) => c._key) ?? [],
        );
        return [String(doc["_key"]), ...children];
      });
      expect(keys.sort()).toEqual(expected.sort());
      for (const doc of sourceDocs(pack.name)) {
        const stored = await db.get(String(doc["_key"]));
        expect(stored?.["name"]).toBe(doc["name"]);
      }
      await db.close();
    });

    it(`${pack.name} extracts back to identical sources (npm run packs:extract is lossless)`, async () => {
      const out = path.join(await extractedDist(), pack.name);
      const extracted = readdirSync(out).sort();
      expect(extracted).toEqual(readdirSync(path.join(PACK_SOURCES, pack.name)).sort());
      // Byte for byte: running `npm run packs:extract` must not rewrite a single source file.
      for (const file of extracted) {
        expect(readFileSync(path.join(out, file), "utf8"), file).toBe(
          readFileSync(path.join(PACK_SOURCES, pack.name, file), "utf8"),
        );
      }
    });
  }
});

describe("dist/kynthaettir.zip", () => {
  it("unzips to module.json at the root and every file the manifest names", () => {
    const files = unzipSync(new Uint8Array(readFileSync(path.join(DIST, "kynthaettir.zip"))));
    const names = Object.keys(files);
    expect(names).toContain("module.json");
    expect(names).toContain("kynthaettir.js");
    expect(names).toContain("kynthaettir.css");
    expect(names).toContain("lang/is.json");
    for (const pack of manifest.packs)
      expect(
        names.some((n) => n.startsWith(`${pack.path}/`)),
        pack.path,
      ).toBe(true);
    expect(names.some((n) => n.endsWith("/LOCK"))).toBe(false);
  });
});
