/**
 * pf2e-style build checks as tests: every pack source is generated from src/content/ and up to date,
 * ids and keys are well-formed and unique, file names are slugs, links resolve, images exist.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPackFiles, type JsonObject } from "../../scripts/packs/documents";
import { slugify } from "../../scripts/packs/slug";
import { serialize } from "../../scripts/packs/sources";
import { PACK_SOURCES, ROOT, readManifest } from "../../scripts/lib/project";
import { SPELLS24_FACTS } from "../support/spells24";

const manifest = readManifest();
const generated = allPackFiles();

function readSources(): { pack: string; file: string; text: string; doc: JsonObject }[] {
  return manifest.packs.flatMap((pack) => {
    const dir = path.join(PACK_SOURCES, pack.name);
    return readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((file) => {
        const text = readFileSync(path.join(dir, file), "utf8");
        return { pack: pack.name, file, text, doc: JSON.parse(text) as JsonObject };
      });
  });
}

const sources = readSources();
const ID = /^[a-zA-Z0-9]{16}$/;
const COLLECTION: Record<string, string> = {
  Item: "items",
  Macro: "macros",
  JournalEntry: "journal",
  RollTable: "tables",
};
const EMBEDDED: Record<string, { field: string; collection: string }[]> = {
  items: [{ field: "effects", collection: "items.effects" }],
  journal: [{ field: "pages", collection: "journal.pages" }],
  tables: [{ field: "results", collection: "tables.results" }],
  macros: [],
};

describe("pack sources", () => {
  it("are exactly what `npm run packs:generate` writes from src/content/ (no stale or hand-edited file)", () => {
    const onDisk = new Map(sources.map((s) => [`${s.pack}/${s.file}`, s.text]));
    const expected = new Map(generated.map((g) => [`${g.pack}/${g.file}`, serialize(g.document)]));
    expect([...onDisk.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, text] of expected) expect(onDisk.get(key), key).toBe(text);
  });

  it("name each file by the transliterated slug of its document's name", () => {
    for (const s of sources) expect(s.file).toBe(`${slugify(String(s.doc["name"]))}.json`);
    expect(sources.map((s) => s.file)).toContain("fafnisnidjar.json");
  });

  it("give every document and embedded document a unique 16-character id and the right _key", () => {
    const seen = new Set<string>();
    for (const s of sources) {
      const type = manifest.packs.find((p) => p.name === s.pack)!.type;
      const collection = COLLECTION[type]!;
      const id = String(s.doc["_id"]);
      expect(id, s.file).toMatch(ID);
      expect(seen.has(id), `duplicate id ${id}`).toBe(false);
      seen.add(id);
      expect(s.doc["_key"]).toBe(`!${collection}!${id}`);
      for (const { field, collection: sub } of EMBEDDED[collection] ?? []) {
        for (const child of (s.doc[field] as JsonObject[] | undefined) ?? []) {
          const childId = String(child["_id"]);
          expect(childId, `${s.file} ${field}`).toMatch(ID);
          expect(seen.has(childId), `duplicate id ${childId}`).toBe(false);
          seen.add(childId);
          expect(child["_key"]).toBe(`!${sub}!${id}.${childId}`);
        }
      }
    }
  });

  it("only contain documents of the pack's declared type, and Item packs only dnd5e item types", () => {
    for (const s of sources) {
      const pack = manifest.packs.find((p) => p.name === s.pack)!;
      if (pack.type === "Item") expect(["race", "feat", "spell"]).toContain(s.doc["type"]);
      if (pack.type === "Macro") expect(s.doc["type"]).toBe("script");
    }
  });

  it("link only to documents that exist in the module's packs (or dnd5e's spells the species grant)", () => {
    const uuids = new Set<string>(SPELLS24_FACTS.keys());
    for (const s of sources) {
      const pack = manifest.packs.find((p) => p.name === s.pack)!;
      const base = `Compendium.${manifest.id}.${pack.name}.${pack.type}.${String(s.doc["_id"])}`;
      uuids.add(base);
      for (const page of (s.doc["pages"] as JsonObject[] | undefined) ?? []) {
        uuids.add(`${base}.JournalEntryPage.${String(page["_id"])}`);
      }
    }
    const links = sources.flatMap((s) =>
      [...s.text.matchAll(/@UUID\[([^\]]+)\]/g)].map((m) => [s.file, m[1]!]),
    );
    expect(links.length).toBeGreaterThan(18);
    for (const [file, uuid] of links) expect(uuids.has(uuid!), `${file} → ${uuid}`).toBe(true);
  });

  it("use only images that exist in Foundry core or dnd5e", () => {
    const known = new Set(
      readFileSync(path.join(ROOT, "test/fixtures/core-icons.txt"), "utf8")
        .split("\n")
        .filter((l) => l && !l.startsWith("#")),
    );
    const images = sources.flatMap((s) => [...s.text.matchAll(/"img": "([^"]+)"/g)].map((m) => m[1]!));
    expect(images.length).toBeGreaterThan(20);
    for (const img of images)
      expect(known.has(img) || img.startsWith("modules/kynthaettir/"), img).toBe(true);
  });
});
