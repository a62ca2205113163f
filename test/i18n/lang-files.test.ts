/**
 * lang/is.json and lang/en.json: the same KYNTHAETTIR keys in both, nothing empty, the same
 * placeholders, plural forms for each language's plural categories, Icelandic typography and
 * the glossary's words; and the dnd5e terms the races touch, translated in is.json under
 * dnd5e's own keys (and nothing else of dnd5e).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { describeShared, readSharedJson, readSharedText, sharedPath } from "../support/shared";
import {
  MODULE_ROOT,
  dnd5eEntries,
  moduleEntries,
  parseLangText,
  placeholders,
  pluralCategories,
  pluralGroups,
  readDnd5eEnglish,
  readLang,
  type LangEntry,
  type LangFile,
} from "./lib/lang";

const is = readLang("is");
const en = readLang("en");
const LANGS = [is, en];

const at = (lang: LangFile, e: LangEntry): string => `${lang.file}:${e.line} ${e.key}`;

/** Strings that are the same in both languages on purpose. */
const SAME_IN_BOTH: readonly { key: string; reason: string }[] = [];

/**
 * dnd5e keys is.json may translate: the terms the races touch, each family with a glossary
 * term. Anything else of dnd5e stays dnd5e's own.
 */
const DND5E_FAMILIES: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^DND5E\.Ability(?:Str|Dex|Con|Int|Wis|Cha)(?:Abbr)?$/,
    reason: "abilities and their abbreviations",
  },
  { pattern: /^DND5E\.DAMAGE\.Type\.\w+$/, reason: "damage types (resistances, the breath weapon)" },
  { pattern: /^DND5E\.Language\.Language\.\w+$/, reason: "languages the races speak or choose" },
  { pattern: /^DND5E\.Skill(?:Prc|Itm|His|Ste)$/, reason: "skills the races grant or mention" },
  { pattern: /^DND5E\.ToolArtisans$/, reason: "the dwarf's artisan's tools" },
  { pattern: /^DND5E\.Size(?:Tiny|Small|Medium)$/, reason: "the races' sizes" },
  { pattern: /^DND5E\.SenseDarkvision$/, reason: "darkvision" },
  { pattern: /^DND5E\.(?:Speed|MOVEMENT\.Type\.(?:Speed|Walk))$/, reason: "walking speed" },
  {
    pattern: /^DND5E\.(?:REST\.(?:Short|Long)\.Label|USES\.Recovery\.Period\.(?:ShortRest|LongRest)\.Label)$/,
    reason: "short and long rests (the breath weapon's recovery)",
  },
  {
    pattern: /^DND5E\.Con(?:Blinded|Charmed|Frightened|Incapacitated|Invisible|Prone)$/,
    reason: "conditions the traits mention",
  },
];

/**
 * Words the glossary (../shared/glossary.md) settles differently: one word per concept. Each
 * pattern is a wrong word's stem; `use` is the glossary's word.
 */
const NOT_GLOSSARY: readonly { wrong: RegExp; use: string }[] = [
  { wrong: /athyglisgáf/i, use: "eftirtektarsemi (Perception)" },
  { wrong: /björgunarkast|bjargkast/i, use: "varnarkast (saving throw)" },
  { wrong: /erfiðleikagráð/i, use: "erfiðleikastig (DC)" },
  { wrong: /lífspunkt|höggpunkt|hitapunkt/i, use: "heilsa (hit points)" },
  { wrong: /hæfnisbónus|færnibónus/i, use: "hæfnibónus (proficiency bonus)" },
  { wrong: /myrkursjón/i, use: "nætursjón (darkvision)" },
  { wrong: /drekaborn|drekabor/i, use: "Fáfnisniðjar (Dragonborn)" },
  { wrong: /andardráttarvopn|andavopn|andarvopn/i, use: "andardráttur (Breath Weapon)" },
  { wrong: /\b(?:stutt|stuttri|stuttrar|löng|langri|langrar) hvíld/i, use: "hvíld um skamma / langa hríð" },
];

describe("both language files", () => {
  it.each(LANGS.map((l) => [l.file, l] as const))(
    "%s is valid JSON with no key written twice",
    (_f, lang) => {
      expect(lang.duplicates.map((d) => `${lang.file}:${d.line} ${d.key}`)).toEqual([]);
    },
  );

  it("the duplicate check sees a key written twice, nested or dotted", () => {
    const twice = parseLangText("x.json", '{"A": {"B": "1"}, "A.B": "2", "C": {"D": "x"}, "C": {"E": "y"}}');
    expect(twice.duplicates.map((d) => d.key)).toEqual(["A.B", "C"]);
  });

  it("en.json holds only KYNTHAETTIR: English dnd5e terms come from dnd5e itself", () => {
    expect(Object.keys(en.raw)).toEqual([MODULE_ROOT]);
  });

  it("is.json holds KYNTHAETTIR and dnd5e's own keys, nothing else", () => {
    const roots = Object.keys(is.raw).filter((k) => k !== MODULE_ROOT && !k.startsWith("DND5E."));
    expect(roots).toEqual([]);
  });

  it("have the same KYNTHAETTIR keys", () => {
    const isKeys = new Set(moduleEntries(is).map((e) => e.key));
    const enKeys = new Set(moduleEntries(en).map((e) => e.key));
    expect(isKeys.size).toBeGreaterThan(10);
    const onlyIs = moduleEntries(is)
      .filter((e) => !enKeys.has(e.key))
      .map((e) => `${at(is, e)} is missing in en.json`);
    const onlyEn = moduleEntries(en)
      .filter((e) => !isKeys.has(e.key))
      .map((e) => `${at(en, e)} is missing in is.json`);
    expect([...onlyIs, ...onlyEn]).toEqual([]);
  });

  it("have no empty or non-string values", () => {
    const bad = LANGS.flatMap((lang) =>
      lang.entries
        .filter((e) => typeof e.value !== "string" || e.value.trim() === "")
        .map((e) => `${at(lang, e)}: ${JSON.stringify(e.value)}`),
    );
    expect(bad).toEqual([]);
  });

  it("use the same {placeholders} in both languages, each well-formed", () => {
    const enByKey = new Map(moduleEntries(en).map((e) => [e.key, String(e.value)]));
    const bad: string[] = [];
    for (const e of moduleEntries(is)) {
      const enValue = enByKey.get(e.key);
      if (enValue === undefined) continue;
      const a = placeholders(String(e.value));
      const b = placeholders(enValue);
      if (a.join() !== b.join()) bad.push(`${at(is, e)}: is {${a.join("}, {")}} ≠ en {${b.join("}, {")}}`);
    }
    for (const lang of LANGS) {
      for (const e of moduleEntries(lang)) {
        const v = String(e.value);
        const names = placeholders(v);
        if (names.some((n) => !/^[a-zA-Z]\w*$/.test(n))) bad.push(`${at(lang, e)}: bad placeholder in ${v}`);
        if (v.replace(/\{[a-zA-Z]\w*\}/g, "").match(/[{}]/)) bad.push(`${at(lang, e)}: stray brace in ${v}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("give every plural group the plural categories of its language (is and en: one, other)", () => {
    expect(pluralCategories("is")).toEqual(["one", "other"]);
    // Icelandic: 21 and 101 take the singular, 11 the plural.
    const rules = new Intl.PluralRules("is");
    expect([1, 21, 101, 11, 2].map((n) => rules.select(n))).toEqual(["one", "one", "one", "other", "other"]);
    const bad: string[] = [];
    for (const lang of LANGS) {
      const want = pluralCategories(lang.file.includes("/is.") ? "is" : "en");
      for (const [group, names] of pluralGroups(lang)) {
        if (names.join() !== want.join())
          bad.push(`${lang.file} ${group}: has ${names.join(", ")}, needs ${want.join(", ")}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("put a counted noun after a count only in plural groups ('1 skotmark', '21 skotmark', '11 skotmörk')", () => {
    const bad: string[] = [];
    for (const lang of LANGS) {
      const groups = pluralGroups(lang);
      for (const e of moduleEntries(lang)) {
        const parent = e.key.slice(0, e.key.lastIndexOf("."));
        if (groups.has(parent)) continue;
        if (/\{(?:count|n|num|number|hits|creatures|targets)\}\s+\p{L}/iu.test(String(e.value))) {
          bad.push(`${at(lang, e)}: ${String(e.value)}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("translate every KYNTHAETTIR string (none is left the same as the English)", () => {
    const enByKey = new Map(moduleEntries(en).map((e) => [e.key, e.value]));
    const allowed = new Set(SAME_IN_BOTH.map((s) => s.key));
    const same = moduleEntries(is)
      .filter((e) => !allowed.has(e.key) && enByKey.get(e.key) === e.value)
      // "{name}: {type}, {shape}" has no words of its own to translate.
      .filter((e) => /\p{L}{2,}/u.test(String(e.value).replace(/\{[^{}]*\}/g, "")))
      .map((e) => `${at(is, e)}: ${String(e.value)}`);
    expect(same).toEqual([]);
  });
});

describe("Icelandic in is.json", () => {
  const icelandic = is.entries.filter((e) => typeof e.value === "string");

  it("quotes with „…“, not English quotation marks", () => {
    const bad = icelandic
      .filter((e) => {
        const v = String(e.value);
        return v.includes('"') || /(^|[^„\p{L}\d])“\p{L}/u.test(v) || v.includes("”");
      })
      .map((e) => `${at(is, e)}: ${String(e.value)}`);
    expect(bad).toEqual([]);
  });

  it("uses the glossary's words", () => {
    const bad = icelandic.flatMap((e) =>
      NOT_GLOSSARY.filter((g) => g.wrong.test(String(e.value))).map(
        (g) => `${at(is, e)}: "${String(e.value)}" — use ${g.use}`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it("the glossary check catches a wrong word", () => {
    const hits = (s: string): string[] => NOT_GLOSSARY.filter((g) => g.wrong.test(s)).map((g) => g.use);
    expect(hits("Kastaðu björgunarkasti eftir stutta hvíld")).toHaveLength(1);
    expect(hits("Eftir stutta hvíld")).toHaveLength(0);
    expect(hits("þar til eftir stutt hvíld")).toHaveLength(1);
    expect(hits("Varnarkast gegn erfiðleikastigi 13")).toEqual([]);
  });
});

describe("dnd5e terms in is.json", () => {
  const terms = dnd5eEntries(is);

  it("are only the families the races touch", () => {
    expect(terms.length).toBeGreaterThan(40);
    const stray = terms
      .filter((e) => !DND5E_FAMILIES.some((f) => f.pattern.test(e.key)))
      .map((e) => at(is, e));
    expect(stray).toEqual([]);
  });

  it("the sheet shows Lipurð and Eldur", () => {
    expect(is.leaves.get("DND5E.AbilityDex")).toBe("Lipurð");
    expect(is.leaves.get("DND5E.DAMAGE.Type.Fire")).toBe("Eldur");
  });
});

/** Pairs "term `id`" in a glossary section; `| is | id |` tables and "Word `id` ·" lists both. */
function glossarySection(glossary: string, heading: string): string {
  const start = glossary.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`glossary has no "## ${heading}"`);
  const end = glossary.indexOf("\n## ", start + 3);
  return glossary.slice(start, end < 0 ? undefined : end);
}

const capitalize = (s: string): string => s.charAt(0).toLocaleUpperCase("is") + s.slice(1);

describeShared("dnd5e terms against ../shared (dnd5e 5.3.3 lang-en.json, config.json, glossary.md)", () => {
  // Read when the tests run, not while collecting: without ../shared this describe is skipped.
  let dnd5eEn: LangFile;
  let config: { summary: Record<string, Record<string, { label?: string }>> };
  let glossary: string;
  beforeAll(() => {
    dnd5eEn = readDnd5eEnglish(sharedPath("dnd5e", "lang-en.json"));
    config = readSharedJson("dnd5e", "config.json") as typeof config;
    glossary = readSharedText("glossary.md");
  });
  const label = (section: string, id: string): string => {
    const l = config.summary[section]?.[id]?.label;
    if (!l) throw new Error(`config.json has no ${section}.${id}`);
    return l;
  };

  it("every DND5E key in is.json is a dnd5e 5.3.3 key holding a string", () => {
    const missing = dnd5eEntries(is)
      .filter((e) => typeof dnd5eEn.leaves.get(e.key) !== "string")
      .map((e) => at(is, e));
    expect(missing).toEqual([]);
  });

  it("every translated dnd5e term differs from dnd5e's English", () => {
    const same = dnd5eEntries(is)
      .filter((e) => dnd5eEn.leaves.get(e.key) === e.value)
      .map((e) => `${at(is, e)}: ${String(e.value)}`);
    expect(same).toEqual([]);
  });

  it("the six abilities are the glossary's words", () => {
    const rows = [
      ...glossarySection(glossary, "Abilities").matchAll(/^\| (\p{L}+) \| \w+ \| `(\w+)` \|$/gmu),
    ];
    expect(rows).toHaveLength(6);
    for (const [, word, id] of rows) expect(is.leaves.get(label("abilities", id!)), id).toBe(word);
  });

  it("every language the glossary names is translated with its word", () => {
    const pairs = [...glossarySection(glossary, "Languages").matchAll(/(\p{Lu}\p{L}+) `(\w+)`/gu)];
    expect(pairs.length).toBe(16);
    for (const [, word, id] of pairs) expect(is.leaves.get(label("languagesFlat", id!)), id).toBe(word);
  });

  it("every damage type the glossary names is translated with its word or stem", () => {
    const pairs = [...glossarySection(glossary, "Damage types").matchAll(/\| (\p{L}+-?) \| `(\w+)` /gu)];
    expect(pairs.length).toBe(12);
    for (const [, word, id] of pairs) {
      const value = String(is.leaves.get(label("damageTypes", id!)));
      if (word!.endsWith("-"))
        expect(value.startsWith(capitalize(word!.slice(0, -1))), `${id}: ${value}`).toBe(true);
      else expect(value, id).toBe(capitalize(word!));
    }
    // psychic has no glossary term, so dnd5e's English stays.
    expect(is.leaves.has("DND5E.DAMAGE.Type.Psychic")).toBe(false);
  });

  it("the skills, size, senses, speed and rests the races touch are translated", () => {
    const keys = [
      label("skills", "prc"),
      label("skills", "itm"),
      label("skills", "his"),
      label("actorSizes", "sm"),
      label("actorSizes", "med"),
      label("senses", "darkvision"),
      label("movementTypes", "walk"),
      label("restTypes", "short"),
      label("restTypes", "long"),
      label("limitedUsePeriods", "sr"),
      label("limitedUsePeriods", "lr"),
      label("toolProficiencies", "art"),
    ];
    for (const k of keys) expect(typeof is.leaves.get(k), k).toBe("string");
    expect(is.leaves.get(label("skills", "prc"))).toBe("Eftirtektarsemi");
    expect(is.leaves.get(label("senses", "darkvision"))).toBe("Nætursjón");
    expect(is.leaves.get(label("actorSizes", "med"))).toBe("Miðstærð");
  });

  it("the conditions the traits mention are translated", () => {
    for (const id of ["charmed", "frightened", "prone", "incapacitated", "blinded", "invisible"]) {
      expect(typeof is.leaves.get(label("conditionTypes", id)), id).toBe("string");
    }
    expect(is.leaves.get(label("conditionTypes", "charmed"))).toBe("Heillaður");
    expect(is.leaves.get(label("conditionTypes", "prone"))).toBe("Á grúfu");
  });
});
