/**
 * `npm run lang:generate` — writes the dnd5e part of lang/is.json from the Icelandic term tables
 * in src/content/terms: for every table, each dnd5e id is mapped to the i18n key dnd5e labels it
 * with (read from dnd5e's config facts, 5.3.3 and 6.x where present, modern and legacy rules), and
 * the Icelandic term is written under that key, nested the way dnd5e's own en.json nests it.
 * The file is parsed and written back as two-space JSON: its `KYNTHAETTIR` member as it stands (the
 * module's own strings, edited by hand), every other top-level member regenerated and sorted.
 * `--check` writes nothing and exits 1 when lang/is.json is stale.
 *
 * Facts are read only through `readDnd5eFacts()`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  ABILITIES,
  ABILITY_ABBREVIATIONS,
  CONDITIONS,
  CREATURE_TYPES,
  CREATURE_TYPE_PLURALS,
  DAMAGE_TYPES,
  HEALING_TYPES,
  HEALING_TYPES_SHORT,
  ITEM_ACTION_TYPES,
  LANGUAGES,
  LANGUAGE_CATEGORIES,
  MOVEMENT_TYPES,
  RECOVERY_PERIODS,
  RESTS,
  RULE_WORDS,
  SENSES,
  SHEET_LABELS,
  SIZES,
  SKILLS,
  SPELL_LEVELS,
  SPELL_SCHOOLS,
  TOOL_CATEGORIES,
  WEAPON_PROFICIENCIES,
  termFor,
  type TermTable,
} from "../../src/content/terms";
import { renderNames, withNames } from "./race-names";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const IS_JSON = path.join(ROOT, "lang", "is.json");
export const EN_JSON = path.join(ROOT, "lang", "en.json");
export const MODULE_ROOT = "KYNTHAETTIR";

/* -------------------------------------------- */
/*  dnd5e facts                                 */
/* -------------------------------------------- */

type Json = Record<string, unknown>;

/** One dnd5e release line's facts: its config ids with label keys, and its English strings. */
export interface Dnd5eFacts {
  /** "5.3.3" or "6.x". */
  readonly line: string;
  /** Folder the two files were read from. */
  readonly dir: string;
  /** config.json: `modern` = CONFIG.DND5E under the modern rules, `legacy` = what the legacy rules change. */
  readonly config: Json;
  /** lang-en.json: dnd5e's en.json. */
  readonly langEn: Json;
}

/**
 * THE one function that finds dnd5e's facts, for this script and its test: each line is read from
 * the repository's fixtures (`test/fixtures/dnd5e/<line>/config.json` + `lang-en.json`, refreshed
 * with `npm run fixtures:dnd5e`). Lines without both files are left out; an empty result means no
 * facts at all.
 */
export function readDnd5eFacts(): Dnd5eFacts[] {
  const fixtures = path.join(ROOT, "test", "fixtures", "dnd5e");
  const out: Dnd5eFacts[] = [];
  for (const line of ["5.3.3", "6.x"]) {
    const dir = path.join(fixtures, line);
    if (!existsSync(path.join(dir, "config.json")) || !existsSync(path.join(dir, "lang-en.json"))) continue;
    const read = (file: string): Json => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Json;
    out.push({ line, dir, config: read("config.json"), langEn: read("lang-en.json") });
  }
  return out;
}

const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

export type Rules = "modern" | "legacy";

/** A line's CONFIG.DND5E section under one rule set (legacy = modern with the legacy changes). */
export function configSection(facts: Dnd5eFacts, rules: Rules, section: string): Json | undefined {
  const modern = isRecord(facts.config["modern"]) ? facts.config["modern"] : facts.config;
  const base = modern[section];
  if (rules === "modern") return isRecord(base) ? base : undefined;
  const legacy = facts.config["legacy"];
  const changed =
    isRecord(legacy) && isRecord(legacy["sectionDiff"]) ? legacy["sectionDiff"][section] : undefined;
  const own = section === "languages" && isRecord(legacy) ? legacy["languages"] : undefined;
  const value = isRecord(own) ? own : isRecord(changed) ? changed : base;
  return isRecord(value) ? value : undefined;
}

/* -------------------------------------------- */
/*  Tables → dnd5e keys                         */
/* -------------------------------------------- */

/** Which field of a config entry holds the key (an entry that is a string is the key itself). */
type Field = "label" | "name" | "abbreviation" | "plural" | "labelShort";

export interface Binding {
  /** Name in messages: the config section, or section.field. */
  readonly name: string;
  readonly terms: TermTable;
  readonly section: string;
  /** First field present wins (conditionTypes use `name` in 5.3.3; 6.x senses became `{label}`). */
  readonly fields: readonly Field[];
  /** Language tree only: its top-level categories, or the languages (leaves and dialect groups). */
  readonly languageTree?: "categories" | "languages";
  /** False: only the table's ids are translated, the section's other ids keep dnd5e's English. */
  readonly complete: boolean;
}

const bind = (
  section: string,
  terms: TermTable,
  fields: readonly Field[] = ["label"],
  extra: Partial<Pick<Binding, "name" | "languageTree" | "complete">> = {},
): Binding => ({
  name: extra.name ?? (fields[0] === "label" || fields[0] === "name" ? section : `${section}.${fields[0]}`),
  terms,
  section,
  fields,
  complete: extra.complete ?? true,
  ...(extra.languageTree ? { languageTree: extra.languageTree } : {}),
});

export const BINDINGS: readonly Binding[] = [
  bind("abilities", ABILITIES),
  bind("abilities", ABILITY_ABBREVIATIONS, ["abbreviation"]),
  bind("skills", SKILLS),
  bind("languages", LANGUAGE_CATEGORIES, ["label"], {
    name: "languages (categories)",
    languageTree: "categories",
  }),
  bind("languages", LANGUAGES, ["label"], { languageTree: "languages" }),
  bind("conditionTypes", CONDITIONS, ["name", "label"]),
  bind("damageTypes", DAMAGE_TYPES),
  bind("healingTypes", HEALING_TYPES),
  bind("healingTypes", HEALING_TYPES_SHORT, ["labelShort"]),
  bind("movementTypes", MOVEMENT_TYPES),
  bind("senses", SENSES),
  bind("actorSizes", SIZES),
  bind("creatureTypes", CREATURE_TYPES),
  bind("creatureTypes", CREATURE_TYPE_PLURALS, ["plural"]),
  bind("toolTypes", TOOL_CATEGORIES),
  bind("toolProficiencies", TOOL_CATEGORIES),
  bind("weaponProficiencies", WEAPON_PROFICIENCIES),
  bind("restTypes", RESTS),
  bind("limitedUsePeriods", RECOVERY_PERIODS, ["label"], { complete: false }),
  bind("spellLevels", SPELL_LEVELS),
];

/**
 * Two config sections the fixtures' config.json does not record, with their label keys as dnd5e
 * 5.3.3 `module/config.mjs` writes them (6.x the same): `spellSchools.<id>.label` is
 * "DND5E.School" + the capitalised id, `itemActionTypes` names its keys one by one.
 */
const SCHOOL_KEYS = Object.fromEntries(
  Object.entries(SPELL_SCHOOLS).map(([id, term]) => [
    `DND5E.School${id[0]!.toUpperCase()}${id.slice(1)}`,
    term,
  ]),
);
const ACTION_TYPE_KEYS: Readonly<Record<keyof typeof ITEM_ACTION_TYPES, string>> = {
  mwak: "DND5E.ActionMWAK",
  rwak: "DND5E.ActionRWAK",
  msak: "DND5E.ActionMSAK",
  rsak: "DND5E.ActionRSAK",
  abil: "DND5E.ActionAbil",
  save: "DND5E.ActionSave",
  ench: "DND5E.ActionEnch",
  summ: "DND5E.ActionSumm",
  heal: "DND5E.ActionHeal",
  util: "DND5E.ActionUtil",
  other: "DND5E.ActionOther",
};

/** dnd5e keys outside any config table, with their term. */
export const FIXED_KEYS: Readonly<Record<string, string>> = {
  "DND5E.Speed": RULE_WORDS.speed,
  ...SCHOOL_KEYS,
  ...Object.fromEntries(
    Object.entries(ACTION_TYPE_KEYS).map(([id, key]) => [
      key,
      ITEM_ACTION_TYPES[id as keyof typeof ITEM_ACTION_TYPES],
    ]),
  ),
  ...SHEET_LABELS,
};

/**
 * Keys dnd5e re-translates under the legacy rules (dnd5e.mjs, `i18nInit`): the first key is shown
 * with the second key's text. Both get the term.
 */
export const LEGACY_ALIASES: Readonly<Record<string, string>> = {
  "DND5E.Language.Category.Rare": "DND5E.Language.Category.Exotic",
  "DND5E.MOVEMENT.Type.Speed": "DND5E.MOVEMENT.Type.Walk",
};

/** (id, key) of every entry of one binding's section. */
export function labelKeys(section: Json, binding: Binding): [id: string, key: string][] {
  const keyOf = (entry: unknown): string | undefined => {
    if (typeof entry === "string") return entry;
    if (!isRecord(entry)) return undefined;
    for (const f of binding.fields) if (typeof entry[f] === "string") return entry[f];
    return undefined;
  };
  if (binding.languageTree === undefined) {
    return Object.entries(section).flatMap(([id, entry]): [string, string][] => {
      const key = keyOf(entry);
      return key === undefined ? [] : [[id, key]];
    });
  }
  const out: [string, string][] = [];
  const walk = (node: Json, depth: number): void => {
    for (const [id, entry] of Object.entries(node)) {
      const children = isRecord(entry) && isRecord(entry["children"]) ? entry["children"] : undefined;
      const isCategory = depth === 0 && children !== undefined;
      const key = keyOf(entry);
      if (key !== undefined && isCategory === (binding.languageTree === "categories")) out.push([id, key]);
      if (children) walk(children, depth + 1);
    }
  };
  walk(section, 0);
  return out;
}

/** A generated key: its term and every (line, rules, table, id) that writes it. */
export interface Placement {
  readonly term: string;
  readonly from: string[];
}

export interface Generated {
  /** Flat dnd5e key → placement, sorted by key. */
  readonly keys: ReadonlyMap<string, Placement>;
  /** Ids of a complete table that have no term ("5.3.3 legacy skills.xyz"). */
  readonly missing: readonly string[];
  /** Keys two ids would write with different terms. */
  readonly conflicts: readonly string[];
  /** Keys found in no line's lang-en.json. */
  readonly unknownKeys: readonly string[];
  /** Keys several ids or tables share, and keys only some lines use. */
  readonly notes: readonly string[];
}

/** Maps every table through every line's and rule set's config to dnd5e keys. Pure. */
export function generate(facts: readonly Dnd5eFacts[]): Generated {
  if (facts.length === 0)
    throw new Error("No dnd5e facts found (see readDnd5eFacts in scripts/lang/generate.ts).");
  const keys = new Map<string, Placement>();
  const lines = new Map<string, Set<string>>();
  const missing = new Set<string>();
  const conflicts: string[] = [];
  const aliased = new Set<string>();
  const put = (key: string, term: string, from: string, line: string): void => {
    const seen = keys.get(key);
    if (seen === undefined) keys.set(key, { term, from: [from] });
    else if (seen.term !== term)
      conflicts.push(`${key}: "${seen.term}" (${seen.from[0]}) vs "${term}" (${from})`);
    else if (!seen.from.includes(from)) seen.from.push(from);
    lines.set(key, (lines.get(key) ?? new Set()).add(line));
  };
  for (const f of facts) {
    for (const rules of ["modern", "legacy"] as const) {
      for (const b of BINDINGS) {
        const section = configSection(f, rules, b.section);
        if (section === undefined) {
          missing.add(`${f.line} ${rules}: no config section ${b.section}`);
          continue;
        }
        for (const [id, key] of labelKeys(section, b)) {
          const term = termFor(b.terms, id);
          if (term === undefined) {
            if (b.complete) missing.add(`${f.line} ${rules} ${b.name}.${id} (${key})`);
            continue;
          }
          put(key, term, `${b.name}.${id}`, f.line);
          const alias = rules === "legacy" ? LEGACY_ALIASES[key] : undefined;
          if (alias !== undefined) {
            put(alias, term, `${b.name}.${id} (legacy rules)`, f.line);
            aliased.add(
              `${key} shows ${alias}'s text under the legacy rules (dnd5e i18nInit): both get "${term}"`,
            );
          }
        }
      }
    }
    for (const [key, term] of Object.entries(FIXED_KEYS)) put(key, term, "fixed key", f.line);
  }
  const sorted = new Map([...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const unknownKeys = [...sorted.keys()].filter((k) => !facts.some((f) => enPath(f.langEn, k) !== undefined));
  const notes: string[] = [...aliased];
  for (const [key, p] of sorted) {
    const ids = new Set(p.from.map((s) => s.replace(/ \(legacy rules\)$/, "")));
    if (ids.size > 1) notes.push(`${key} is shared by ${[...ids].join(", ")}`);
    const on = lines.get(key) ?? new Set();
    if (on.size < facts.length) notes.push(`${key} is used only by dnd5e ${[...on].join(", ")}`);
  }
  return { keys: sorted, missing: [...missing], conflicts, unknownKeys, notes };
}

/* -------------------------------------------- */
/*  Writing lang/is.json                        */
/* -------------------------------------------- */

/** Where `key` lives in dnd5e's en.json: the member names from the top, e.g. ["DND5E.DAMAGE", "Type", "Acid"]. */
export function enPath(en: Json, key: string): string[] | undefined {
  for (const [name, value] of Object.entries(en)) {
    if (name === key) return typeof value === "string" ? [name] : undefined;
    if (key.startsWith(`${name}.`) && isRecord(value)) {
      const rest = enPath(value, key.slice(name.length + 1));
      if (rest) return [name, ...rest];
    }
  }
  return undefined;
}

/** The generated dnd5e members of lang/is.json, nested like dnd5e's en.json, keys sorted. */
export function dnd5eSection(gen: Generated, facts: readonly Dnd5eFacts[]): Json {
  const root: Json = {};
  for (const [key, { term }] of gen.keys) {
    const where = facts.map((f) => enPath(f.langEn, key)).find((p) => p !== undefined);
    if (where === undefined) throw new Error(`${key} is not a key of dnd5e's en.json`);
    let node = root;
    for (const name of where.slice(0, -1)) {
      const next = node[name] ?? {};
      if (!isRecord(next)) throw new Error(`${key}: ${name} is both a string and a group`);
      node = node[name] = next;
    }
    node[where[where.length - 1]!] = term;
  }
  const sort = (v: unknown): unknown =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
            .map((k) => [k, sort(v[k])]),
        )
      : v;
  return sort(root) as Json;
}

/**
 * Keys JavaScript objects reorder (array indices sort first, whatever the file's order), so parsing
 * and writing back could not keep the file's order. lang/is.json has none; a new one is refused.
 */
const INDEX_KEY = /^(?:0|[1-9]\d*)$/;

function keyCount(node: Json, where: string): number {
  let n = 0;
  for (const [name, value] of Object.entries(node)) {
    if (INDEX_KEY.test(name)) throw new Error(`${where}.${name}: a numeric key would be reordered`);
    n += 1 + (isRecord(value) ? keyCount(value, `${where}.${name}`) : 0);
  }
  return n;
}

/**
 * lang/is.json parsed. JSON.parse keeps the last of a key written twice and drops the other
 * silently, so a file with more key lines than keys is refused rather than rewritten without it
 * (test/i18n/lang-files.test.ts names the key and its line). The file is one key per line.
 */
export function parseIsJson(text: string): Json {
  const parsed: unknown = JSON.parse(text);
  if (!isRecord(parsed)) throw new SyntaxError("lang/is.json: expected an object");
  const written = text.match(/^\s*"(?:[^"\\\n]|\\.)*"\s*:/gm)?.length ?? 0;
  if (written > keyCount(parsed, "lang/is.json")) {
    throw new Error(
      "lang/is.json writes a key twice: run `npx vitest run test/i18n/lang-files.test.ts` to see which",
    );
  }
  return parsed;
}

/**
 * lang/is.json's text: its KYNTHAETTIR member as it stands, then the dnd5e members, in the file's
 * own formatting (two-space JSON, which Prettier keeps as it is) and key order.
 */
export function renderIsJson(current: Json, section: Json): string {
  const own = current[MODULE_ROOT];
  if (!isRecord(own)) throw new Error(`lang/is.json has no ${MODULE_ROOT} member`);
  keyCount(own, MODULE_ROOT);
  return `${JSON.stringify({ [MODULE_ROOT]: withNames(own, "is"), ...section }, null, 2)}\n`;
}

/** Everything the script checks and writes, from the facts and the current file. */
export function build(
  facts: readonly Dnd5eFacts[],
  currentText: string,
): { gen: Generated; text: string; dropped: string[] } {
  const gen = generate(facts);
  const problems = [
    ...gen.missing.map((m) => `no Icelandic term: ${m}`),
    ...gen.conflicts.map((c) => `one key, two terms: ${c}`),
    ...gen.unknownKeys.map((k) => `not a dnd5e key: ${k}`),
  ];
  if (problems.length > 0) throw new Error(`lang:generate cannot run:\n  ${problems.join("\n  ")}`);
  const section = dnd5eSection(gen, facts);
  const current = parseIsJson(currentText);
  const dropped = Object.keys(current).filter((n) => n !== MODULE_ROOT && !Object.hasOwn(section, n));
  return { gen, text: renderIsJson(current, section), dropped };
}

function main(): void {
  const check = process.argv.includes("--check");
  const facts = readDnd5eFacts();
  const current = readFileSync(IS_JSON, "utf8");
  const { gen, text, dropped } = build(facts, current);
  console.log(
    `dnd5e facts: ${facts.map((f) => `${f.line} (${path.relative(ROOT, f.dir) || "."})`).join(", ")}`,
  );
  console.log(`${gen.keys.size} dnd5e keys from ${BINDINGS.length} tables.`);
  for (const n of gen.notes) console.log(`note: ${n}`);
  for (const d of dropped) console.log(`removed from lang/is.json (not generated): ${d}`);
  const enCurrent = readFileSync(EN_JSON, "utf8");
  const files = [
    { file: IS_JSON, current, text },
    { file: EN_JSON, current: enCurrent, text: renderNames(enCurrent, MODULE_ROOT, "en") },
  ];
  for (const f of files) {
    const name = path.relative(ROOT, f.file);
    if (f.text === f.current) console.log(`${name} is up to date.`);
    else if (check) {
      console.error(`${name} is stale: run \`npm run lang:generate\`.`);
      process.exitCode = 1;
    } else {
      writeFileSync(f.file, f.text);
      console.log(`${name} written.`);
    }
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main();
}
