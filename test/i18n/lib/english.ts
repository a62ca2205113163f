/**
 * dnd5e's English words a player meets, and a scan for them in rendered output. The words come
 * from dnd5e's own facts (test/fixtures/dnd5e/<line>/config.json, whose labels lang-en.json
 * resolves): abilities, skills, every language and language category (modern and legacy rules),
 * conditions, damage and healing types, movement, senses, sizes, creature types, tool and
 * weapon-proficiency categories, rests and recovery periods; and the English names dnd5e's
 * compendiums give the tools, weapons and spells the module names in Icelandic (taken from their
 * identifiers, which are the English names in lower case: "smiths-tools" → Smith's Tools), with
 * the SRD cantrips of the harness's spell compendium as they are spelled there.
 */
import { SRD_WIZARD_CANTRIPS } from "../../harness";
import { DND5E_LINES, dnd5eConfig, dnd5eLangText } from "../../support/dnd5e-facts";
import { ITEM_NAMES } from "../../../src/content/terms";

interface Labelled {
  label?: unknown;
  labelEn?: unknown;
  plural?: unknown;
}

/** The summary sections (config.json) whose labels a player meets on a sheet or in our dialogs. */
const SECTIONS = [
  "abilities",
  "skills",
  "languagesFlat",
  "conditionTypes",
  "damageTypes",
  "healingTypes",
  "movementTypes",
  "senses",
  "actorSizes",
  "toolTypes",
  "toolProficiencies",
  "weaponProficiencies",
  "restTypes",
  "limitedUsePeriods",
] as const;

const SMALL_WORDS = new Set(["of", "the", "and"]);

/** "ray-of-frost" → "Ray of Frost", "smiths-tools" → "Smiths Tools" (apostrophes are ignored by the scan). */
function titleCase(identifier: string): string {
  return identifier
    .split("-")
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

const withoutApostrophes = (s: string): string => s.replace(/['’]/g, "");

let cached: Map<string, string> | null = null;

/** English word or phrase → where it comes from ("5.3.3 skills.acr", "item chess-set" …). */
export function englishLabels(): ReadonlyMap<string, string> {
  if (cached) return cached;
  const out = new Map<string, string>();
  const add = (english: unknown, from: string): void => {
    if (typeof english !== "string") return;
    const word = withoutApostrophes(english.trim());
    // Letters only: abbreviations ("str") and symbols are not words a scan can find reliably.
    if (word.length < 3 || !/^\p{Lu}/u.test(word) || out.has(word)) return;
    out.set(word, from);
  };
  for (const line of DND5E_LINES) {
    const config = dnd5eConfig(line);
    const summary = config.summary as unknown as Record<string, Record<string, Labelled> | undefined>;
    for (const section of SECTIONS) {
      for (const [id, entry] of Object.entries(summary[section] ?? {})) {
        add(
          entry.labelEn ?? (typeof entry.label === "string" ? dnd5eLangText(line, entry.label) : null),
          `${line} ${section}.${id}`,
        );
      }
    }
    for (const [id, entry] of Object.entries(config.legacy.languagesFlat))
      add(entry.labelEn, `${line} legacy languages.${id}`);
    const creatureTypes = (config.modern["creatureTypes"] ?? {}) as Record<string, Labelled>;
    for (const [id, entry] of Object.entries(creatureTypes)) {
      for (const key of [entry.label, entry.plural])
        if (typeof key === "string") add(dnd5eLangText(line, key), `${line} creatureTypes.${id}`);
    }
  }
  for (const identifier of Object.keys(ITEM_NAMES)) add(titleCase(identifier), `item ${identifier}`);
  for (const c of SRD_WIZARD_CANTRIPS) add(c.name, `SRD cantrip ${c.identifier}`);
  cached = out;
  return out;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
  nbsp: " ",
};

/**
 * The text a reader sees in HTML: tags dropped, entities decoded, and any element marked
 * `lang="en"` left out (the licence page's English attribution is English on purpose).
 */
export function visibleText(html: string): string {
  let text = html;
  for (;;) {
    const next = text.replace(/<(\w+)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/, " ");
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? m)
    .replace(/\s+/g, " ")
    .trim();
}

/** The English labels found in `html` (whole words, case as dnd5e writes them), with their source. */
export function englishIn(html: string): string[] {
  const text = withoutApostrophes(visibleText(html));
  const found: string[] = [];
  for (const [word, from] of englishLabels()) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, "u").test(text))
      found.push(`"${word}" (${from})`);
  }
  return found;
}
