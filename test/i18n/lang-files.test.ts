/**
 * lang/is.json and lang/en.json: the same KYNTHAETTIR keys in both, nothing empty, the same
 * placeholders, plural forms for each language's plural categories, Icelandic typography and
 * the glossary's words; and the dnd5e terms the races touch, translated in is.json under
 * dnd5e's own keys (and nothing else of dnd5e).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_TEXTS, SPELL_TEXTS } from "../../src/content/text/features";
import { JOURNAL_PAGES } from "../../src/content/text/journal";
import { RACE_TEXTS } from "../../src/content/text/races";
import {
  DND5E_LINES,
  dnd5eConfig,
  dnd5eFixtureDir,
  dnd5eLangEn,
  type Dnd5eLine,
} from "../support/dnd5e-facts";
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
  { pattern: /^DND5E\.Skill[A-Z][a-z]{2}$/, reason: "all 18 skills: the races grant some, Fjölhæfni any" },
  {
    pattern: /^DND5E\.Language\.(?:Language\.\w+|Category\.(?:Standard|Exotic|Rare))$/,
    reason: "every language of dnd5e's tree (the extra language may be any) and its category labels",
  },
  {
    pattern: /^(?:DND5E\.Con[A-Z]\w+|EFFECT\.DND5E\.Status\w+)$/,
    reason: "conditions and dnd5e's other statuses: the traits name some, the sheet lists them all",
  },
  { pattern: /^DND5E\.DAMAGE\.Type\.\w+$/, reason: "damage types (resistances, the breath weapon)" },
  {
    pattern: /^DND5E\.HEAL\.Type\.\w+$/,
    reason: "hit points: Dwarven Toughness raises the maximum, the breath's undo restores them",
  },
  {
    pattern: /^DND5E\.(?:Speed|MOVEMENT\.Type\.\w+)$/,
    reason: "speed and movement types (each race sets its walking speed)",
  },
  { pattern: /^DND5E\.Sense\w+$/, reason: "senses (darkvision and the others beside it on the sheet)" },
  { pattern: /^DND5E\.Size\w+$/, reason: "sizes (the races are Small or Medium)" },
  { pattern: /^DND5E\.Creature\w+$/, reason: "creature types (the races are humanoids)" },
  {
    pattern:
      /^DND5E\.(?:Tool(?:Artisans|GamingSet|MusicalInstrument|Vehicle)|Weapon(?:Simple|Martial)Proficiency)$/,
    reason: "tool and weapon-proficiency categories (the dwarf's tools, the elf's and dwarf's weapons)",
  },
  {
    pattern: /^DND5E\.(?:REST\.(?:Short|Long)\.Label|USES\.Recovery\.Period\.(?:ShortRest|LongRest)\.Label)$/,
    reason: "short and long rests (the breath weapon's and the racial spells' recovery)",
  },
  {
    pattern: /^DND5E\.(?:School(?:Abj|Con|Div|Enc|Evo|Ill|Nec|Trs)|SpellLevel\d|SpellCantrip)$/,
    reason: "spell schools and levels (the high elf's cantrip, the tiefling's spells and their chat cards)",
  },
  {
    pattern:
      /^DND5E\.(?:Action(?:MWAK|RWAK|MSAK|RSAK|Abil|Save|Ench|Summ|Heal|Util|Other)|SAVE\.Title\.(?:one|other)|UTILITY\.Title)$/,
    reason: "activity types and their default names (the breath weapon's save, the utility activities)",
  },
  {
    pattern:
      /^(?:DND5E\.(?:Skills|Languages|Senses|Size|CreatureType|Traits|SpecialTraits|Features|Feature(?:Active|Passive)|Features(?:Background|Class|Other)|Species\.(?:Label|Name|Add|AddLegacy|Features|FeaturesLegacy)|ClassSaves|SavingThrow(?:Short)?|Resistances|DamRes|Immunities|DamImm|ConImm|Vulnerabilities|DamVuln|DamageModification\.Label|Armor|Trait(?:Armor|ArmorLegacy|Weapon|Tool)Prof|Uses|Recovery|Abbreviation(?:SR|LR))|TYPES\.Item\.(?:race|racePl|raceLegacy|raceLegacyPl|feat|featurePl|spell|spellPl|tool|toolPl|weapon|weaponPl))$/,
    reason:
      "the labels around the race on the sheet's details and features tabs (the race, its traits and features, proficiencies, resistances)",
  },
];

/**
 * Words the project's glossary of d20.is terms settles differently: one word per concept. Each
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
  { wrong: /færniþ[áæ]tt/i, use: "færnigrein (skill)" },
  { wrong: /sögukunnátt/i, use: "Saga (History, the skill's name on the sheet)" },
  { wrong: /skrýmsl/i, use: "skrímsli (monster, as the creature type Skrímsli)" },
  { wrong: /hæfileikahækk/i, use: "aukahæfileikar (ability score increase)" },
  { wrong: /kvaðning/i, use: "framköllun (the evocation school)" },
  {
    wrong: /\beining(?:in|una|unni|arinnar)\b|einingar:/i,
    use: "viðbót (the module; eining is also a unit)",
  },
  {
    wrong: /\b(?:Sýra|Elding|Eldur|Eitur|Kuldi)(?=<\/td>)/,
    use: "the damage label with -skaði (Sýruskaði …) in a table cell",
  },
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
    // Each other top-level member is one of dnd5e's own (DND5E.…, EFFECT.DND5E, its item types'
    // TYPES.Item.…), on every line.
    const dnd5eRoots = DND5E_LINES.map((line) => new Set(Object.keys(dnd5eLangEn(line))));
    const roots = Object.keys(is.raw).filter(
      (k) =>
        k !== MODULE_ROOT &&
        !dnd5eRoots.every((r) => r.has(k) && /^(?:DND5E\.|EFFECT\.DND5E$|TYPES\.Item\.)/.test(k)),
    );
    expect(roots).toEqual([]);
    expect(Object.keys(is.raw)).toEqual(expect.arrayContaining(["DND5E.SkillAcr", "EFFECT.DND5E"]));
  });

  it("tell the GM, in the breath automation setting's hint, that with midi-qol the breath only places the area and targets", () => {
    for (const lang of LANGS) {
      const hint = moduleEntries(lang).find((e) => e.key === `${MODULE_ROOT}.Settings.BreathAutomation.Hint`);
      expect(hint?.value, lang.file).toContain("midi-qol");
    }
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

  /** What the language review found wrong in the interface strings (CHANGELOG.md), and the fix. */
  const REVIEWED_AWAY: readonly { wrong: RegExp; use: string }[] = [
    { wrong: /(?<!\p{L})(?:anda|andar|andaði|andað)(?!\p{L})/iu, use: "beita andardrættinum, spúa" },
    { wrong: /færa skaða|ekki fært|skaði færður/i, use: "draga skaða frá (færa is to move)" },
    { wrong: /uppruni|upprunans|tegundin/i, use: "bakgrunnur persónunnar (the 2024 rules' background)" },
    { wrong: /köst(?:in)? (?:eru )?köstuð/i, use: "varnarköstum er kastað (kasta takes the dative)" },
    { wrong: /\{length\} (?:keila|lína)/, use: "keila, {length} (a length in feet needs the genitive)" },
    { wrong: /treystandi/i, use: "ekki er hægt að treysta því" },
    { wrong: /stjórnborði vafra/i, use: "forritaratólum vafrans (F12)" },
    { wrong: /^Vænst/, use: "Átti að vera" },
    { wrong: /of gamalt til/i, use: "var lagt fyrir of löngu" },
    { wrong: /meðal kynþátta Kynþátta/i, use: "í safni Kynþátta" },
    { wrong: /er af\)/, use: "óvirk (er af is English)" },
    { wrong: /Ljúktu honum/, use: "Ljúktu við valið" },
    { wrong: /Breyttu vali persónunnar/, use: "{actor}: breyttu vali …" },
    { wrong: /hvort (?!sem\b)\S+ (?:virka|veitir|hækkar|er)\b/i, use: "the subjunctive after hvort" },
    { wrong: /aðrir en Þokki|aðra en Þokka|Lipurð \+2/, use: "ability names lowercase mid-sentence" },
    { wrong: /\((?:Breyta vali)\)/, use: "button names in quotes: („Breyta vali“)" },
  ];

  it("has none of the phrases the language review flagged", () => {
    const bad = icelandic.flatMap((e) =>
      REVIEWED_AWAY.filter((r) => r.wrong.test(String(e.value))).map(
        (r) => `${at(is, e)}: "${String(e.value)}" — use ${r.use}`,
      ),
    );
    expect(bad).toEqual([]);
    expect(
      REVIEWED_AWAY.filter((r) => r.wrong.test("Þú getur aðeins andað fyrir eigin persónur.")),
    ).toHaveLength(1);
    expect(REVIEWED_AWAY.filter((r) => r.wrong.test("Beita andardrættinum"))).toHaveLength(0);
  });

  it("the README's Icelandic paragraphs have none of them either, nor „eining“ for the module", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const icelandicParagraphs = readme
      .split(/\n\s*\n/)
      .filter((p) => /^\*\*(?:Íslenska|Yfirlestur|Prófað)\.\*\*/.test(p.trim()));
    expect(icelandicParagraphs.length).toBeGreaterThanOrEqual(3);
    const wrong = [...REVIEWED_AWAY.map((r) => r.wrong), /\beining/i, /skaðinn er færður/i];
    const bad = icelandicParagraphs.flatMap((p) =>
      wrong.filter((w) => w.test(p.replace(/\s+/g, " "))).map(String),
    );
    expect(bad).toEqual([]);
  });

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

  it("the shipped texts (race chapter, features, spells, journal) use the glossary's words too", () => {
    const texts: [string, string][] = [
      ...Object.entries(RACE_TEXTS).map(([id, r]): [string, string] => [id, r.descriptionHtml]),
      ...Object.entries(FEATURE_TEXTS).map(([k, f]): [string, string] => [k, f.html]),
      ...Object.entries(SPELL_TEXTS).map(([k, f]): [string, string] => [k, f.html]),
      ...JOURNAL_PAGES.map((p): [string, string] => [`journal ${p.key}`, p.html]),
    ];
    const bad = texts.flatMap(([where, text]) =>
      NOT_GLOSSARY.filter((g) => g.wrong.test(text)).map((g) => `${where}: use ${g.use}`),
    );
    expect(bad).toEqual([]);
    expect(texts.some(([, t]) => t.includes("færnigreinum"))).toBe(true);
    expect(texts.some(([, t]) => t.includes("færnigreininni Saga"))).toBe(true);
  });

  it("the glossary check catches a wrong word", () => {
    expect(
      NOT_GLOSSARY.filter((g) => g.wrong.test("tveimur færniþáttum; sögukunnáttu; skrýmsli")),
    ).toHaveLength(3);
    expect(NOT_GLOSSARY.filter((g) => g.wrong.test("<td>Svart</td><td>Sýra</td>"))).toHaveLength(1);
    expect(NOT_GLOSSARY.filter((g) => g.wrong.test("<td>Sýruskaði</td> Eldur brennur"))).toHaveLength(0);
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

  it("the sheet shows Lipurð and Eldskaði", () => {
    expect(is.leaves.get("DND5E.AbilityDex")).toBe("Lipurð");
    expect(is.leaves.get("DND5E.DAMAGE.Type.Fire")).toBe("Eldskaði");
  });

  it("the sheet's traits and features areas, the spells and the chat cards speak Icelandic around the race", () => {
    const want: Record<string, string> = {
      "DND5E.Skills": "Færnigreinar",
      "DND5E.Languages": "Tungumál",
      "DND5E.Senses": "Skilningarvit",
      "TYPES.Item.race": "Kynþáttur",
      "TYPES.Item.raceLegacy": "Kynþáttur",
      "DND5E.Species.Label": "Kynþáttur",
      "DND5E.Species.Features": "Kynþáttaeiginleikar",
      "DND5E.SpellCantrip": "Galdrabragð",
      "DND5E.SchoolEvo": "Framköllun",
      "DND5E.SavingThrowShort": "Varnarkast",
      "DND5E.ActionUtil": "Almenn notkun",
      "DND5E.Traits": "Einkenni",
      "DND5E.Features": "Eiginleikar",
    };
    expect(Object.fromEntries(Object.keys(want).map((k) => [k, is.leaves.get(k)]))).toEqual(want);
    // The features tab's section and the pack hold the race's features under one name.
    expect(is.leaves.get("DND5E.Species.Features")).toBe(is.leaves.get("KYNTHAETTIR.Pack.RaceFeatures"));
    // The trait Hæfni í notkun áhalda and the sheet's tool proficiencies: one concept, one name.
    const toolTrait = RACE_TEXTS["hill-dwarf"].traits.find((t) => t.key === "toolProficiency");
    expect(is.leaves.get("DND5E.TraitToolProf")).toBe(toolTrait?.nameIs);
  });
});

/**
 * The glossary's fixed words (the project's glossary of d20.is terms) for the dnd5e ids the races
 * touch: the six abilities, the sixteen languages it names and the thirteen damage labels.
 */
const GLOSSARY = {
  abilities: [
    ["Styrkur", "str"],
    ["Lipurð", "dex"],
    ["Hreysti", "con"],
    ["Greind", "int"],
    ["Viska", "wis"],
    ["Þokki", "cha"],
  ],
  languages: [
    ["Samtunga", "common"],
    ["Álfamál", "elvish"],
    ["Dvergneska", "dwarvish"],
    ["Drekatunga", "draconic"],
    ["Gnómska", "gnomish"],
    ["Orkneska", "orc"],
    ["Vítismál", "infernal"],
    ["Stuttlungamál", "halfling"],
    ["Risamál", "giant"],
    ["Drýslamál", "goblin"],
    ["Hyldýpismál", "abyssal"],
    ["Himnamál", "celestial"],
    ["Djúpmál", "deep"],
    ["Frummál", "primordial"],
    ["Skógamál", "sylvan"],
    ["Myrkramál", "undercommon"],
  ],
  /**
   * The damage labels, uniformly "-skaði" (the glossary's proposed list): its stems, Skurðskaði for
   * slashing ("lag" reads as a thrust) and Hugarskaði for psychic, which the d20.is list lacks.
   */
  damageTypes: [
    ["Sýruskaði", "acid"],
    ["Kuldaskaði", "cold"],
    ["Eldskaði", "fire"],
    ["Eldingarskaði", "lightning"],
    ["Eiturskaði", "poison"],
    ["Höggskaði", "bludgeoning"],
    ["Stunguskaði", "piercing"],
    ["Skurðskaði", "slashing"],
    ["Kraftskaði", "force"],
    ["Náskaði", "necrotic"],
    ["Geislaskaði", "radiant"],
    ["Þrumuskaði", "thunder"],
    ["Hugarskaði", "psychic"],
  ],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

describe.each(DND5E_LINES)(
  "dnd5e terms against dnd5e %s (lang-en.json, config.json) and the glossary",
  (line: Dnd5eLine) => {
    const dnd5eEn: LangFile = readDnd5eEnglish(path.join(dnd5eFixtureDir(line), "lang-en.json"));
    const config = dnd5eConfig(line) as unknown as {
      summary: Record<string, Record<string, { label?: string }>>;
    };
    const label = (section: string, id: string): string => {
      const l = config.summary[section]?.[id]?.label;
      if (!l) throw new Error(`config.json has no ${section}.${id}`);
      return l;
    };

    it(`every DND5E key in is.json is a dnd5e ${line} key holding a string`, () => {
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
      const rows = GLOSSARY.abilities;
      expect(rows).toHaveLength(6);
      for (const [word, id] of rows) expect(is.leaves.get(label("abilities", id)), id).toBe(word);
    });

    it("every language the glossary names is translated with its word", () => {
      const pairs = GLOSSARY.languages;
      expect(pairs.length).toBe(16);
      for (const [word, id] of pairs) expect(is.leaves.get(label("languagesFlat", id)), id).toBe(word);
    });

    it("every damage type is translated with its uniform '-skaði' label, psychic included", () => {
      const pairs = GLOSSARY.damageTypes;
      expect(pairs.length).toBe(13);
      expect(Object.keys(config.summary["damageTypes"] as object).sort()).toEqual(
        pairs.map(([, id]) => id).sort(),
      );
      for (const [word, id] of pairs) expect(is.leaves.get(label("damageTypes", id)), id).toBe(word);
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

    it("every skill, language and language category, condition, damage type, movement type, sense, size, creature type and tool and weapon category is translated", () => {
      type Entry = { label?: string; plural?: string };
      const summary = config.summary as unknown as Record<string, Record<string, Entry>>;
      const legacy = (dnd5eConfig(line) as unknown as { legacy: { languagesFlat: Record<string, Entry> } })
        .legacy.languagesFlat;
      const modern = (dnd5eConfig(line) as unknown as { modern: Record<string, Record<string, Entry>> })
        .modern;
      const sections: Record<string, Record<string, Entry>> = {
        skills: summary["skills"]!,
        languages: summary["languagesFlat"]!,
        "languages (legacy rules)": legacy,
        conditionTypes: summary["conditionTypes"]!,
        damageTypes: summary["damageTypes"]!,
        movementTypes: summary["movementTypes"]!,
        senses: summary["senses"]!,
        actorSizes: summary["actorSizes"]!,
        creatureTypes: modern["creatureTypes"]!,
        toolTypes: summary["toolTypes"]!,
        toolProficiencies: summary["toolProficiencies"]!,
        weaponProficiencies: summary["weaponProficiencies"]!,
      };
      expect(Object.keys(sections["skills"]!)).toHaveLength(18);
      const untranslated: string[] = [];
      for (const [name, entries] of Object.entries(sections)) {
        expect(Object.keys(entries).length, name).toBeGreaterThan(1);
        for (const [id, entry] of Object.entries(entries)) {
          for (const key of [entry.label, entry.plural]) {
            if (key === undefined) continue;
            const value = is.leaves.get(key);
            if (typeof value !== "string" || value === dnd5eEn.leaves.get(key))
              untranslated.push(`${name}.${id}: ${key}`);
          }
        }
      }
      expect(untranslated).toEqual([]);
      // The language tree's three groups: standard, exotic ("Rare" under the modern rules) and the
      // primordial dialects (Aquan, Auran, Ignan, Terran), each a category or a language with children.
      expect(is.leaves.get("DND5E.Language.Category.Rare")).toBe(
        is.leaves.get("DND5E.Language.Category.Exotic"),
      );
      expect(is.leaves.get("DND5E.Language.Language.Aquan")).toBe("Vatnamál");
    });

    it("the conditions the traits mention are translated", () => {
      for (const id of ["charmed", "frightened", "prone", "incapacitated", "blinded", "invisible"]) {
        expect(typeof is.leaves.get(label("conditionTypes", id)), id).toBe("string");
      }
      expect(is.leaves.get(label("conditionTypes", "charmed"))).toBe("Heillaður");
      expect(is.leaves.get(label("conditionTypes", "prone"))).toBe("Á grúfu");
    });
  },
);
