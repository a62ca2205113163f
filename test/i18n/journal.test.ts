/**
 * The rules journal "Reglur um kynþætti" as it ships (packs/_source): the general section, one
 * page per race, the ancestry table as a table, the SRD 5.1 attribution; each race item links
 * to its page and each page links back, and every link's text is the name of what it opens.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SRD52_ATTRIBUTION_EN, SRD_ATTRIBUTION_EN } from "../../src/content/text/journal";
import { ANCESTRIES } from "../../src/content/ancestries";
import { SPECIES24_DOC_IDS } from "../../src/content/ids";
import { RACES } from "../../src/content/races";
import { REPO_ROOT, readLang } from "./lib/lang";
import { itemNameFor } from "../../src/content/terms/items";
import { SPELLS24_FACTS } from "../support/spells24";

interface Doc {
  _id: string;
  name: string;
  type?: string;
  sort?: number;
  system?: { description?: { value?: string } };
  text?: { format?: number; content?: string };
  title?: { show?: boolean };
  pages?: Doc[];
}

interface ManifestPack {
  name: string;
  type: string;
  label: string;
}

const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, "module.json"), "utf8")) as {
  id: string;
  packs: ManifestPack[];
};

function packDocs(pack: string): Doc[] {
  const dir = path.join(REPO_ROOT, "packs", "_source", pack);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Doc);
}

/** Every document and journal page the module's packs hold, by UUID. */
function documentsByUuid(): Map<string, Doc> {
  const out = new Map<string, Doc>();
  for (const pack of manifest.packs) {
    for (const doc of packDocs(pack.name)) {
      const uuid = `Compendium.${manifest.id}.${pack.name}.${pack.type}.${doc._id}`;
      out.set(uuid, doc);
      for (const page of doc.pages ?? []) out.set(`${uuid}.JournalEntryPage.${page._id}`, page);
    }
  }
  return out;
}

/**
 * dnd5e documents a pack may link to: the spells24 spells the 2024 species grant (their species
 * items list them), as the fact fixture of dnd5e's source names them.
 */
const DOCUMENTED_DND5E_UUIDS: readonly { uuid: string; name: string; reason: string }[] = [
  ...SPELLS24_FACTS.values(),
].map((s) => ({
  uuid: s.uuid,
  // Shown as the sheet names the granted spell: its Icelandic term, not dnd5e's English name.
  name: itemNameFor(s.identifier) ?? s.name,
  reason: "a lineage spell a 2024 species grants from dnd5e's spells24",
}));

interface Link {
  readonly from: string;
  readonly uuid: string;
  readonly label: string | undefined;
}

function links(from: string, html: string): Link[] {
  return [...html.matchAll(/@UUID\[([^\]]+)\](?:\{([^}]*)\})?/g)].map((m) => ({
    from,
    uuid: m[1] ?? "",
    label: m[2],
  }));
}

function allLinks(): Link[] {
  const out: Link[] = [];
  for (const pack of manifest.packs) {
    for (const doc of packDocs(pack.name)) {
      out.push(...links(`${pack.name}/${doc.name}`, JSON.stringify(doc)));
    }
  }
  return out;
}

const journals = packDocs("rules");
const journal = journals[0];
const pages = [...(journal?.pages ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
const races = packDocs("races");
const species = packDocs("species24");
/** The 2014 pages: the 2024 species' pages are named with the year. */
const pages2014 = pages.filter((p) => !p.name.endsWith("(2024)"));
const uuids = documentsByUuid();
const journalUuid = `Compendium.${manifest.id}.rules.JournalEntry.${journal?._id ?? "?"}`;
const raceUuid = (race: Doc): string => `Compendium.${manifest.id}.races.Item.${race._id}`;
const pageUuid = (page: Doc): string => `${journalUuid}.JournalEntryPage.${page._id}`;
const content = (page: Doc | undefined): string => page?.text?.content ?? "";
const plain = (html: string): string =>
  html
    .replace(/<\/?(?:a|strong|em)\b[^>]*>/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the rules journal Reglur um kynþætti", () => {
  it("is the one journal in the rules pack, named as the pack's Icelandic label", () => {
    expect(journals).toHaveLength(1);
    const label = manifest.packs.find((p) => p.name === "rules")?.label ?? "";
    expect(journal?.name).toBe(readLang("is").leaves.get(label));
    expect(journal?.name).toBe("Reglur um kynþætti");
  });

  it("opens with the general section, then a page per race, and ends with the licence", () => {
    expect(pages[0]?.name).toBe("Eiginleikar kynþátta");
    expect(content(pages[0])).toContain("<h3>Aukahæfileikar</h3>");
    expect(pages.slice(1, -1).map((p) => p.name)).toEqual(expect.arrayContaining(races.map((r) => r.name)));
    expect(pages).toHaveLength(races.length + species.length + 2);
    // The 2024 species follow the 2014 races, each named with the year.
    expect(pages.slice(1 + races.length, -1).map((p) => p.name)).toEqual(
      species.map(() => expect.stringMatching(/ \(2024\)$/)),
    );
    expect(pages.at(-1)?.name).toBe("Leyfi og heimildir");
  });

  it("says on the general page, every race page and every race's description that the racial increases are the table's choice, naming the setting and its three modes", () => {
    const texts = [
      ...pages2014.slice(0, -1).map((p) => [p.name, content(p)] as const),
      ...races.map((r) => [`${r.name} (item)`, r.system?.description?.value ?? ""] as const),
    ];
    expect(texts).toHaveLength(2 * races.length + 1);
    // The setting and its modes as the settings window shows them (a mode's label up to its "(").
    const is = readLang("is").leaves;
    const setting = String(is.get("KYNTHAETTIR.Settings.AsiMode.Name"));
    const modes = ["fixed", "flexible", "none"].map((m) =>
      String(is.get(`KYNTHAETTIR.Settings.AsiMode.${m}`)).replace(/\s*\(.*$/, ""),
    );
    expect(modes).toEqual(["Fastir", "Sveigjanlegir", "Engir"]);
    for (const [where, html] of texts) {
      const text = plain(html);
      expect(text, where).toContain("val hvers spilaborðs");
      expect(text, where).toContain(`„${setting}“`);
      for (const mode of modes) expect(text, where).toContain(`„${mode}“`);
    }
    // The SRD text itself is unchanged: the note follows it, set apart.
    expect(content(pages[0])).toContain(
      "<p>Allir kynþættir hækka einn eða fleiri af hæfileikum persónunnar.</p>",
    );
    expect(plain(content(pages.at(-1)))).not.toContain("val hvers spilaborðs");
  });

  it("has HTML text pages with their titles shown, in a fixed order", () => {
    for (const p of pages) {
      expect(p.type, p.name).toBe("text");
      expect(p.text?.format, p.name).toBe(1);
      expect(p.title?.show, p.name).toBe(true);
    }
    const sorts = (journal?.pages ?? []).map((p) => p.sort ?? 0);
    expect(new Set(sorts).size).toBe(sorts.length);
  });

  it("shows the draconic ancestry as a table: ten rows, ancestry and damage type as in the seed", () => {
    const page = pages.find((p) => p.name === "Fáfnisniðjar");
    const body = /<table>.*?<tbody>(.*?)<\/tbody><\/table>/s.exec(content(page))?.[1] ?? "";
    const rows = [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) =>
      [...(m[1] ?? "").matchAll(/<td>(.*?)<\/td>/gs)].map((c) => c[1] ?? ""),
    );
    expect(rows.map((r) => r[0])).toEqual(ANCESTRIES.map((a) => a.nameIs));
    expect(rows.map((r) => r[1])).toEqual(ANCESTRIES.map((a) => a.damageNameIs));
    for (const r of rows) expect(r[2], r[0]).toMatch(/\d,5 (?:sinnum \d+ )?metra (?:lína|keila)/);
  });

  it("carries the SRD 5.1 CC-BY-4.0 attribution on its licence page, and the SRD 5.2 one beside it", () => {
    const licence = pages.at(-1);
    expect(plain(content(licence))).toContain(SRD_ATTRIBUTION_EN);
    expect(plain(content(licence))).toContain(SRD52_ATTRIBUTION_EN);
    expect(content(licence)).toContain('href="https://creativecommons.org/licenses/by/4.0/legalcode"');
  });

  it("each race item's description links to the race's own page, and that page links back", () => {
    expect(races.map((r) => r.name).sort()).toEqual(RACES.map((r) => r.nameIs).sort());
    for (const race of races) {
      const out = links(race.name, race.system?.description?.value ?? "").filter((l) =>
        l.uuid.startsWith(journalUuid),
      );
      expect(out, `${race.name} → journal`).toHaveLength(1);
      const page = pages.find((p) => pageUuid(p) === out[0]?.uuid);
      expect(page?.name, `${race.name} links to its own page`).toBe(race.name);
      const back = links(page?.name ?? "", content(page)).filter((l) =>
        l.uuid.startsWith(`Compendium.${manifest.id}.races.`),
      );
      expect(
        back.map((l) => l.uuid),
        `${page?.name} links back`,
      ).toEqual([raceUuid(race)]);
    }
  });

  it("each 2024 species item links to its own page, which says no word of racial increases and links back", () => {
    expect(species.map((d) => d._id).sort()).toEqual(Object.values(SPECIES24_DOC_IDS).sort());
    for (const item of species) {
      const out = links(item.name, item.system?.description?.value ?? "").filter((l) =>
        l.uuid.startsWith(journalUuid),
      );
      expect(out, `${item.name} → journal`).toHaveLength(1);
      const page = pages.find((p) => pageUuid(p) === out[0]?.uuid);
      expect(page?.name, `${item.name} links to its own page`).toBe(`${item.name} (2024)`);
      expect(plain(content(page))).not.toContain("val hvers spilaborðs");
      const back = links(page?.name ?? "", content(page)).map((l) => l.uuid);
      expect(back, `${page?.name} links back`).toEqual([
        `Compendium.${manifest.id}.species24.Item.${item._id}`,
      ]);
    }
  });

  it("the general and licence pages link to no race", () => {
    for (const p of [pages[0], pages.at(-1)]) expect(links(p?.name ?? "", content(p))).toEqual([]);
  });
});

describe("links in every pack", () => {
  const found = allLinks();

  it("open a document of the module's packs or a documented dnd5e one", () => {
    expect(found.length).toBeGreaterThan(18);
    const documented = new Set(DOCUMENTED_DND5E_UUIDS.map((d) => d.uuid));
    const broken = found.filter((l) => !uuids.has(l.uuid) && !documented.has(l.uuid));
    expect(broken.map((l) => `${l.from} → ${l.uuid}`)).toEqual([]);
  });

  it("show the name of what they open", () => {
    const names = new Map<string, string>([...uuids].map(([u, d]) => [u, d.name]));
    for (const d of DOCUMENTED_DND5E_UUIDS) names.set(d.uuid, d.name);
    const wrong = found
      .filter((l) => l.label !== undefined && names.has(l.uuid) && l.label !== names.get(l.uuid))
      .map((l) => `${l.from} → ${l.uuid} shows "${l.label}", opens "${names.get(l.uuid)}"`);
    expect(wrong).toEqual([]);
  });

  it("to a dnd5e document carry the Icelandic name, never leaving Foundry to show dnd5e's English one", () => {
    const documented = new Set(DOCUMENTED_DND5E_UUIDS.map((d) => d.uuid));
    const bare = found.filter((l) => documented.has(l.uuid) && l.label === undefined);
    expect(bare.map((l) => `${l.from} → ${l.uuid}`)).toEqual([]);
  });
});
