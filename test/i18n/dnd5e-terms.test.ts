/**
 * The Icelandic terms of dnd5e's concepts (src/content/terms) against dnd5e's own facts: every id
 * of every table has a term (5.3.3 and, where its facts are present, 6.x; modern and legacy
 * rules), one term per id within a table, the glossary's fixed words as given, and lang/is.json's
 * dnd5e part exactly what `npm run lang:generate` writes, under keys dnd5e really has.
 *
 * dnd5e's facts are read only through `readDnd5eFacts()` (scripts/lang/generate.ts): the
 * repository's fixtures under test/fixtures/dnd5e/<line>/, both lines.
 */
import { readFileSync } from "node:fs";
import { nameMembers, renderNames } from "../../scripts/lang/race-names";
import { RACES } from "../../src/content/races";
import { SPECIES24 } from "../../src/content/species24";
import { describe, expect, it } from "vitest";
import {
  BINDINGS,
  EN_JSON,
  IS_JSON,
  MODULE_ROOT,
  build,
  configSection,
  enPath,
  generate,
  labelKeys,
  parseIsJson,
  readDnd5eFacts,
  renderIsJson,
  type Binding,
  type Dnd5eFacts,
  type Rules,
} from "../../scripts/lang/generate";
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
  ITEM_NAMES,
  LANGUAGES,
  LANGUAGE_CATEGORIES,
  MOVEMENT_TYPES,
  RESTS,
  SENSES,
  SIZES,
  SKILLS,
  SPELLS,
  SPELL_LEVELS,
  SPELL_SCHOOLS,
  TOOLS,
  TOOL_CATEGORIES,
  TOOL_IDENTIFIERS,
  WEAPONS,
  WEAPON_IDENTIFIERS,
  WEAPON_PROFICIENCIES,
  itemNameFor,
  termFor,
  type TermTable,
} from "../../src/content/terms";

/** Read while collecting: the committed fixtures of every supported dnd5e line. */
const FACTS: readonly Dnd5eFacts[] = readDnd5eFacts();
const RULES: readonly Rules[] = ["modern", "legacy"];

const TABLES: Readonly<Record<string, TermTable>> = {
  ABILITIES,
  ABILITY_ABBREVIATIONS,
  SKILLS,
  LANGUAGES,
  LANGUAGE_CATEGORIES,
  CONDITIONS,
  DAMAGE_TYPES,
  HEALING_TYPES,
  HEALING_TYPES_SHORT,
  MOVEMENT_TYPES,
  SENSES,
  SIZES,
  CREATURE_TYPES,
  CREATURE_TYPE_PLURALS,
  TOOL_CATEGORIES,
  TOOLS,
  WEAPON_PROFICIENCIES,
  WEAPONS,
  RESTS,
  SPELLS,
  SPELL_SCHOOLS,
  SPELL_LEVELS,
  ITEM_ACTION_TYPES,
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

describe("the term tables", () => {
  it.each(Object.entries(TABLES))("%s: no two ids share a term, none is empty", (_name, table) => {
    const byTerm = new Map<string, string[]>();
    for (const [id, term] of Object.entries(table)) byTerm.set(term, [...(byTerm.get(term) ?? []), id]);
    const shared = [...byTerm]
      .filter(([, ids]) => ids.length > 1)
      .map(([t, ids]) => `${t}: ${ids.join(", ")}`);
    expect(shared).toEqual([]);
    expect(Object.values(table).filter((t) => t.trim() === "" || t !== t.trim())).toEqual([]);
  });

  it("damage types are uniformly '-skaði'", () => {
    expect(Object.values(DAMAGE_TYPES).filter((t) => !t.endsWith("skaði"))).toEqual([]);
    expect(Object.values(DAMAGE_TYPES)).toEqual([
      "Sýruskaði",
      "Höggskaði",
      "Kuldaskaði",
      "Eldskaði",
      "Kraftskaði",
      "Eldingarskaði",
      "Náskaði",
      "Stunguskaði",
      "Eiturskaði",
      "Hugarskaði",
      "Geislaskaði",
      "Skurðskaði",
      "Þrumuskaði",
    ]);
  });

  it("use the glossary's fixed terms (G/S) as given", () => {
    expect(ABILITIES).toEqual({
      str: "Styrkur",
      dex: "Lipurð",
      con: "Hreysti",
      int: "Greind",
      wis: "Viska",
      cha: "Þokki",
    });
    expect([SKILLS.his, SKILLS.itm, SKILLS.prc, SKILLS.ins]).toEqual([
      "Saga",
      "Ógnun",
      "Eftirtektarsemi",
      "Innsæi",
    ]);
    expect(SENSES.darkvision).toBe("Nætursjón");
    expect([SIZES.sm, SIZES.med]).toEqual(["Smár", "Miðstærð"]);
    expect(LANGUAGES).toMatchObject({
      common: "Samtunga",
      elvish: "Álfamál",
      dwarvish: "Dvergneska",
      draconic: "Drekatunga",
      gnomish: "Gnómska",
      orc: "Orkneska",
      infernal: "Vítismál",
      halfling: "Stuttlungamál",
      giant: "Risamál",
      goblin: "Drýslamál",
      abyssal: "Hyldýpismál",
      celestial: "Himnamál",
      deep: "Djúpmál",
      primordial: "Frummál",
      sylvan: "Skógamál",
      undercommon: "Myrkramál",
    });
    expect(CONDITIONS).toMatchObject({
      charmed: "Heillaður",
      prone: "Á grúfu",
      incapacitated: "Óvígur",
      blinded: "Blindur",
      invisible: "Ósýnilegur",
    });
    expect(TOOL_CATEGORIES.art).toBe("Handverkstól");
    expect([TOOLS.smith, TOOLS.mason, TOOLS.brewer, TOOLS.tinker]).toEqual([
      "Verkfæri smiða",
      "Verkfæri múrara",
      "Bruggáhöld",
      "Verkfæri fiktara",
    ]);
    expect(WEAPONS).toMatchObject({
      longsword: "Langsverð",
      shortsword: "Stuttsverð",
      longbow: "Langbogi",
      shortbow: "Stuttbogi",
      battleaxe: "Vígöx",
      handaxe: "Handöx",
      lighthammer: "Léttur hamar",
      warhammer: "Stríðshamar",
    });
    expect([SPELLS.thaumaturgy, SPELLS["hellish-rebuke"], SPELLS.darkness]).toEqual([
      "Ægivald",
      "Vítislogar",
      "Myrkur",
    ]);
    expect([RESTS.short, RESTS.long]).toEqual(["Hvíld um skamma hríð", "Hvíld um langa hríð"]);
  });

  it("name every SRD 5.1 wizard cantrip and the tiefling's spells by dnd5e identifier", () => {
    const identifiers = [
      ...["acid-splash", "chill-touch", "dancing-lights", "fire-bolt", "light", "mage-hand", "mending"],
      ...["message", "minor-illusion", "poison-spray", "prestidigitation", "ray-of-frost", "shocking-grasp"],
      ...["true-strike", "thaumaturgy", "hellish-rebuke", "darkness"],
    ];
    expect(identifiers.filter((i) => itemNameFor(i) === undefined)).toEqual([]);
    expect(itemNameFor("smiths-tools")).toBe("Verkfæri smiða");
    expect(itemNameFor("light-hammer")).toBe("Léttur hamar");
    expect(itemNameFor("chess-set")).toBe("Skáktafl");
    expect(itemNameFor("dragonchess")).toBe("Drekaskák");
  });

  it("give an identifier one name; two identifiers share a name only as one tool's items", () => {
    const owner = new Map<string, string>();
    for (const [id, idents] of Object.entries(TOOL_IDENTIFIERS)) for (const i of idents) owner.set(i, id);
    const byName = new Map<string, string[]>();
    for (const [ident, name] of Object.entries(ITEM_NAMES))
      byName.set(name, [...(byName.get(name) ?? []), ident]);
    const shared = [...byName]
      .filter(([, idents]) => new Set(idents.map((i) => owner.get(i) ?? i)).size > 1)
      .map(([n, idents]) => `${n}: ${idents.join(", ")}`);
    expect(shared).toEqual([]);
    for (const [id, ident] of Object.entries(WEAPON_IDENTIFIERS))
      expect(ITEM_NAMES[ident], id).toBe(termFor(WEAPONS, id));
  });

  it("lookups return undefined for an unknown id, never a prototype member", () => {
    expect(termFor(SKILLS, "xyz")).toBeUndefined();
    expect(termFor(SKILLS, "constructor")).toBeUndefined();
    expect(termFor(SKILLS, "__proto__")).toBeUndefined();
    expect(itemNameFor("toString")).toBeUndefined();
    expect(termFor(SKILLS, "ste")).toBe("Leynd");
  });
});

describe("the generator's readers (shapes of both dnd5e lines)", () => {
  const binding = (section: string, extra: Partial<Binding> = {}): Binding => ({
    ...BINDINGS.find((b) => b.section === section && b.languageTree === extra.languageTree)!,
    ...extra,
  });

  it("reads a label from a string entry (5.3.3 senses) and from {label} (6.x senses)", () => {
    const b = binding("senses");
    expect(labelKeys({ darkvision: "DND5E.SenseDarkvision" }, b)).toEqual([
      ["darkvision", "DND5E.SenseDarkvision"],
    ]);
    expect(labelKeys({ darkvision: { label: "DND5E.SenseDarkvision", grantsSight: true } }, b)).toEqual([
      ["darkvision", "DND5E.SenseDarkvision"],
    ]);
  });

  it("splits the language tree into categories and languages (dialect groups and top-level ones too)", () => {
    const tree = {
      standard: { label: "C.Standard", children: { common: "L.Common" } },
      exotic: {
        label: "C.Rare",
        children: { primordial: { label: "L.Primordial", children: { aquan: "L.Aquan" } } },
      },
      cant: "L.ThievesCant",
    };
    expect(labelKeys(tree, binding("languages", { languageTree: "categories" }))).toEqual([
      ["standard", "C.Standard"],
      ["exotic", "C.Rare"],
    ]);
    expect(labelKeys(tree, binding("languages", { languageTree: "languages" }))).toEqual([
      ["common", "L.Common"],
      ["primordial", "L.Primordial"],
      ["aquan", "L.Aquan"],
      ["cant", "L.ThievesCant"],
    ]);
  });

  it("finds a key flat or nested the way dnd5e's en.json holds it", () => {
    const en = {
      "DND5E.SkillAcr": "Acrobatics",
      "DND5E.DAMAGE": { Type: { Acid: "Acid" } },
      "EFFECT.DND5E": { X: "x" },
    };
    expect(enPath(en, "DND5E.SkillAcr")).toEqual(["DND5E.SkillAcr"]);
    expect(enPath(en, "DND5E.DAMAGE.Type.Acid")).toEqual(["DND5E.DAMAGE", "Type", "Acid"]);
    expect(enPath(en, "EFFECT.DND5E.X")).toEqual(["EFFECT.DND5E", "X"]);
    expect(enPath(en, "DND5E.DAMAGE.Type")).toBeUndefined();
    expect(enPath(en, "DND5E.Nothing")).toBeUndefined();
  });

  it("keeps the KYNTHAETTIR member as it stands, in its order (the race names regenerated in it), and regenerates the rest after it", () => {
    const text =
      '{\n  "DND5E.Old": "gone",\n  "KYNTHAETTIR": {\n    "Z": "„x\\"y“",\n    "A": {\n      "C": "}"\n    }\n  }\n}\n';
    const out = renderIsJson(parseIsJson(text), { "DND5E.New": "Nýtt", "DND5E.X": { Y: "Z" } });
    const names = JSON.stringify(nameMembers("is"), null, 2).slice(1, -2).replace(/\n/g, "\n  ");
    expect(out).toBe(
      '{\n  "KYNTHAETTIR": {\n    "Z": "„x\\"y“",\n    "A": {\n      "C": "}"\n    },' +
        `${names}\n  },\n` +
        '  "DND5E.New": "Nýtt",\n  "DND5E.X": {\n    "Y": "Z"\n  }\n}\n',
    );
    expect(renderIsJson(parseIsJson(out), { "DND5E.New": "Nýtt", "DND5E.X": { Y: "Z" } })).toBe(out);
    expect(() => renderIsJson(parseIsJson('{"DND5E.X": "y"}'), {})).toThrow(/KYNTHAETTIR/);
  });

  it("refuses a file it could not write back whole: a key written twice, a numeric key", () => {
    const twice = '{\n  "KYNTHAETTIR": {\n    "A": "1",\n    "A": "2"\n  }\n}\n';
    expect(() => parseIsJson(twice)).toThrow(/twice/);
    expect(() => parseIsJson('{\n  "KYNTHAETTIR": {\n    "1": "a"\n  }\n}\n')).toThrow(/numeric/);
    expect(() => parseIsJson("[]")).toThrow(/object/);
  });
});

describe(`dnd5e facts (${FACTS.map((f) => f.line).join(", ") || "none"})`, () => {
  it("are read for both supported dnd5e lines", () => {
    expect(FACTS.map((f) => f.line)).toEqual(["5.3.3", "6.x"]);
  });

  const cases = FACTS.flatMap((f) =>
    RULES.flatMap((rules) => BINDINGS.map((b) => [`${f.line} ${rules} ${b.name}`, f, rules, b] as const)),
  );

  it.each(cases)("%s: every id has an Icelandic term", (_name, f, rules, b) => {
    const section = configSection(f, rules, b.section);
    expect(section, `config ${b.section}`).toBeDefined();
    const ids = labelKeys(section!, b).map(([id]) => id);
    expect(ids.length).toBeGreaterThan(0);
    if (b.complete) expect(ids.filter((id) => termFor(b.terms, id) === undefined)).toEqual([]);
    else expect(Object.keys(b.terms).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(FACTS.flatMap((f) => RULES.map((r) => [`${f.line} ${r}`, f, r] as const)))(
    "%s: every tool and weapon id has a term and its compendium identifiers",
    (_name, f, rules) => {
      const tools = Object.keys(configSection(f, rules, "tools") ?? {});
      const weapons = Object.keys(configSection(f, rules, "weaponIds") ?? {});
      expect(tools.length).toBeGreaterThan(30);
      expect(weapons.length).toBeGreaterThan(30);
      expect(
        tools.filter((id) => termFor(TOOLS, id) === undefined || !Object.hasOwn(TOOL_IDENTIFIERS, id)),
      ).toEqual([]);
      expect(weapons.filter((id) => termFor(WEAPONS, id) === undefined)).toEqual([]);
    },
  );

  it("the legacy language tree differs as dnd5e says: draconic exotic, no sign, cant and druidic on top", () => {
    for (const f of FACTS) {
      const legacy = configSection(f, "legacy", "languages")!;
      const exotic = legacy["exotic"];
      expect(isRecord(exotic) && isRecord(exotic["children"]) && "draconic" in exotic["children"]).toBe(true);
      expect(Object.keys(legacy)).toEqual(expect.arrayContaining(["cant", "druidic"]));
      expect(JSON.stringify(legacy)).not.toContain("CommonSign");
    }
  });

  it("maps every table to dnd5e keys without a conflict or a missing term", () => {
    const gen = generate(FACTS);
    expect(gen.missing).toEqual([]);
    expect(gen.conflicts).toEqual([]);
    expect(gen.unknownKeys).toEqual([]);
  });

  it("every generated key is a string key of dnd5e's lang-en.json, translated (not dnd5e's English)", () => {
    const gen = generate(FACTS);
    const bad: string[] = [];
    for (const [key, { term }] of gen.keys) {
      const english = FACTS.map((f) => {
        const where = enPath(f.langEn, key);
        let node: unknown = f.langEn;
        for (const name of where ?? []) node = isRecord(node) ? node[name] : undefined;
        return where === undefined ? undefined : node;
      }).find((v) => v !== undefined);
      if (typeof english !== "string") bad.push(`${key}: not in dnd5e's en.json`);
      else if (english === term) bad.push(`${key}: "${term}" is dnd5e's English`);
    }
    expect(bad).toEqual([]);
    expect(gen.keys.size).toBeGreaterThan(150);
  });

  it("lang/is.json's dnd5e part is exactly what the generator writes", () => {
    const current = readFileSync(IS_JSON, "utf8");
    const { text } = build(FACTS, current);
    expect(text === current, "lang/is.json is stale: run `npm run lang:generate`").toBe(true);
  });

  it("both language files name every race and species as its content does (Icelandic and the SRD's English)", () => {
    const en = readFileSync(EN_JSON, "utf8");
    expect(
      renderNames(en, MODULE_ROOT, "en") === en,
      "lang/en.json is stale: run `npm run lang:generate`",
    ).toBe(true);
    const own = (file: string): Record<string, Record<string, string>> =>
      (JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, Record<string, string>>>)[
        MODULE_ROOT
      ]!;
    for (const race of RACES) {
      expect(own(IS_JSON)["RaceName"]![race.id]).toBe(race.nameIs);
      expect(own(EN_JSON)["RaceName"]![race.id]).toBe(race.srdName);
    }
    for (const species of SPECIES24) expect(own(IS_JSON)["SpeciesName"]![species.id]).toBe(species.nameIs);
  });
});
