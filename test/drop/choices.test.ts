import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RACES, getRace, type RaceDef } from "../../src/data/races";
import {
  changedChoiceKinds,
  defaultChoices,
  isComplete,
  parseChoicesForm,
  pickChoices,
  readStoredChoices,
  storedChoices,
  validateChoices,
  type ChoiceOptions,
} from "../../src/drop/choices";
import {
  ancestryOptions,
  buildChoiceOptions,
  flattenLanguages,
  type OptionSources,
} from "../../src/drop/options";
import { ANCESTRIES } from "../../src/rules/ancestry";

const race = (id: string): RaceDef => getRace(id)!;

const LANGUAGES = {
  standard: {
    label: "DND5E.Language.Category.Standard",
    selectable: false,
    children: {
      common: "DND5E.Language.Language.Common",
      draconic: "DND5E.Language.Language.Draconic",
      dwarvish: "DND5E.Language.Language.Dwarvish",
      elvish: "DND5E.Language.Language.Elvish",
      giant: "DND5E.Language.Language.Giant",
      gnomish: "DND5E.Language.Language.Gnomish",
      goblin: "DND5E.Language.Language.Goblin",
      halfling: "DND5E.Language.Language.Halfling",
      orc: "DND5E.Language.Language.Orc",
    },
  },
  exotic: {
    label: "DND5E.Language.Category.Rare",
    selectable: false,
    children: {
      abyssal: "DND5E.Language.Language.Abyssal",
      cant: "DND5E.Language.Language.ThievesCant",
      druidic: "DND5E.Language.Language.Druidic",
      infernal: "DND5E.Language.Language.Infernal",
      primordial: {
        label: "DND5E.Language.Language.Primordial",
        children: { aquan: "DND5E.Language.Language.Aquan", ignan: "DND5E.Language.Language.Ignan" },
      },
      sylvan: "DND5E.Language.Language.Sylvan",
    },
  },
};

const SKILLS = {
  acr: "DND5E.SkillAcr",
  ath: "DND5E.SkillAth",
  his: "DND5E.SkillHis",
  itm: "DND5E.SkillItm",
  prc: "DND5E.SkillPrc",
  ste: "DND5E.SkillSte",
};

const ABILITIES = {
  str: "DND5E.AbilityStr",
  dex: "DND5E.AbilityDex",
  con: "DND5E.AbilityCon",
  int: "DND5E.AbilityInt",
  wis: "DND5E.AbilityWis",
  cha: "DND5E.AbilityCha",
};

const SPELLS = [
  { uuid: "Compendium.dnd5e.spells.Item.fireBolt", name: "Fire Bolt", level: 0, identifier: "fire-bolt" },
  { uuid: "Compendium.dnd5e.spells.Item.light", name: "Light", level: 0, identifier: "light" },
  { uuid: "Compendium.dnd5e.spells.Item.guidance", name: "Guidance", level: 0, identifier: "guidance" },
  {
    uuid: "Compendium.dnd5e.spells.Item.magicMissile",
    name: "Magic Missile",
    level: 1,
    identifier: "magic-missile",
  },
];

const localize = (k: string): string => k.split(".").at(-1)!;
/** A stand-in for game.i18n.format over the shapes' Icelandic strings. */
const format = (k: string, data: Record<string, string>): string =>
  (k.endsWith(".line")
    ? "{damage}; {width} × {length} lína; {save}"
    : "{damage}; {length} keila; {save}"
  ).replace(/{(\w+)}/g, (_m, name: string) => data[name] ?? "undefined");

function sources(over: Partial<OptionSources> = {}): OptionSources {
  return {
    localize,
    format,
    lang: "is",
    units: "m",
    abilityLabels: ABILITIES,
    skillLabels: SKILLS,
    languages: LANGUAGES,
    knownLanguages: new Set(),
    proficientSkills: new Set(),
    spells: SPELLS,
    wizardIdentifiers: null,
    ...over,
  };
}

const optionsFor = (id: string, over: Partial<OptionSources> = {}): ChoiceOptions =>
  buildChoiceOptions(race(id), sources(over));

describe("half-elf ability choices", () => {
  const halfElf = race("half-elf");
  const options = optionsFor("half-elf");
  const base = { skills: ["his", "itm"] as const, language: "giant" };

  it("offers every ability but Charisma", () => {
    expect(options.abilities.map((o) => o.value)).toEqual(["str", "dex", "con", "int", "wis"]);
  });

  it("cannot raise Charisma again", () => {
    expect(validateChoices(halfElf, { ...base, abilities: ["cha", "dex"] }, options)).toContain(
      "Drop.Invalid.AbilityCharisma",
    );
  });

  it("cannot raise the same ability twice", () => {
    expect(validateChoices(halfElf, { ...base, abilities: ["dex", "dex"] }, options)).toEqual([
      "Drop.Invalid.AbilitySame",
    ]);
  });

  it("accepts two different abilities other than Charisma", () => {
    expect(validateChoices(halfElf, { ...base, abilities: ["str", "con"] }, options)).toEqual([]);
  });

  it("needs two different skills", () => {
    expect(
      validateChoices(
        halfElf,
        { abilities: ["str", "con"], skills: ["his", "his"], language: "giant" },
        options,
      ),
    ).toEqual(["Drop.Invalid.SkillSame"]);
    expect(
      validateChoices(
        halfElf,
        { abilities: ["str", "con"], skills: ["his", "nope"], language: "giant" },
        options,
      ),
    ).toEqual(["Drop.Invalid.SkillCount"]);
  });
});

describe("extra language", () => {
  it("is chosen from dnd5e's whole language list, leaves out categories and secret class languages", () => {
    const ids = flattenLanguages(LANGUAGES).map(([id]) => id);
    expect(ids).toContain("primordial");
    expect(ids).toContain("aquan");
    expect(ids).not.toContain("standard");
    const offered = optionsFor("human").language.map((o) => o.value);
    expect(offered).not.toContain("druidic");
    expect(offered).not.toContain("cant");
    expect(offered).toContain("giant");
  });

  it("does not offer what the character already speaks, nor the race's own languages", () => {
    const offered = optionsFor("high-elf", { knownLanguages: new Set(["giant", "orc"]) }).language.map(
      (o) => o.value,
    );
    expect(offered).not.toContain("giant");
    expect(offered).not.toContain("orc");
    expect(offered).not.toContain("common");
    expect(offered).not.toContain("elvish");
    expect(offered).toContain("dwarvish");
  });

  it("refuses a language that is not offered", () => {
    const options = optionsFor("human", { knownLanguages: new Set(["giant"]) });
    expect(validateChoices(race("human"), { language: "giant" }, options)).toEqual(["Drop.Invalid.Language"]);
    expect(validateChoices(race("human"), { language: "common" }, options)).toEqual([
      "Drop.Invalid.Language",
    ]);
  });
});

describe("hill dwarf's artisan's tools", () => {
  it("are smith's tools, brewer's supplies or mason's tools", () => {
    const options = optionsFor("hill-dwarf");
    expect(options.tool.map((o) => o.value)).toEqual(["smith", "brewer", "mason"]);
    expect(validateChoices(race("hill-dwarf"), { tool: "mason" }, options)).toEqual([]);
    expect(validateChoices(race("hill-dwarf"), {}, options)).toEqual(["Drop.Invalid.Tool"]);
  });
});

describe("high elf's cantrip", () => {
  it("comes from the SRD pack, level 0, on the wizard list", () => {
    const offered = optionsFor("high-elf", {
      wizardIdentifiers: new Set(["fire-bolt", "magic-missile"]),
    }).cantrip;
    expect(offered.map((o) => o.label)).toEqual(["Fire Bolt"]);
  });

  it("falls back to the SRD wizard cantrips when dnd5e has no wizard list registered", () => {
    const offered = optionsFor("high-elf").cantrip.map((o) => o.label);
    expect(offered).toEqual(["Fire Bolt", "Light"]);
  });

  it("is not demanded when the SRD spell pack is missing", () => {
    const options = optionsFor("high-elf", { spells: [] });
    expect(validateChoices(race("high-elf"), { language: "giant" }, options)).toEqual([]);
  });
});

describe("draconic ancestry", () => {
  it("lists the ten rows of the table with damage type, area and save in metres", () => {
    const rows = ancestryOptions({ localize, format, lang: "is", units: "m" });
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.value)).toEqual(ANCESTRIES.map((a) => a.id));
    expect(rows[0]).toEqual({ value: "black", label: "Svart", hint: "Sýra; 1,5 m × 9 m lína; dex" });
    expect(rows[7]).toEqual({ value: "red", label: "Rautt", hint: "Eldur; 4,5 m keila; dex" });
  });

  it("shows the area in feet in a feet world", () => {
    const rows = ancestryOptions({ localize, format, lang: "en", units: "ft" });
    expect(rows[1]!.hint).toBe("Elding; 5 ft × 30 ft lína; dex");
    expect(rows[6]!.hint).toBe("Eitur; 15 ft keila; con");
  });

  it("refuses an ancestry that is not in the table", () => {
    const options = optionsFor("dragonborn");
    expect(
      validateChoices(
        race("dragonborn"),
        parseChoicesForm(race("dragonborn"), { ancestry: "purple" }),
        options,
      ),
    ).toEqual(["Drop.Invalid.Ancestry"]);
  });
});

describe("preselected answers", () => {
  it("are valid for every race, so confirming at once always works", () => {
    for (const r of RACES) {
      const options = buildChoiceOptions(r, sources());
      const defaults = defaultChoices(r, options);
      expect(validateChoices(r, defaults, options), r.id).toEqual([]);
      expect(isComplete(r, defaults, options), r.id).toBe(true);
    }
  });

  it("skip skills the character is already proficient in", () => {
    const options = optionsFor("half-elf", { proficientSkills: new Set(["acr", "ath"]) });
    const defaults = defaultChoices(race("half-elf"), options);
    expect(defaults.skills).not.toContain("acr");
    expect(defaults.skills).not.toContain("ath");
  });

  it("keep the previous answers when changing choices", () => {
    const options = optionsFor("half-elf");
    const previous = {
      abilities: ["wis", "int"] as const,
      skills: ["ste", "prc"] as const,
      language: "sylvan",
    };
    expect(defaultChoices(race("half-elf"), options, previous)).toEqual(previous);
  });
});

describe("the form and the flag", () => {
  it("reads exactly the fields the race asks for", () => {
    const form = { ancestry: "red", tool: "smith", language: "giant", ability1: "str", ability2: "dex" };
    expect(parseChoicesForm(race("dragonborn"), form)).toEqual({ ancestry: "red" });
    expect(parseChoicesForm(race("half-elf"), { ...form, skill1: "his", skill2: "itm" })).toEqual({
      abilities: ["str", "dex"],
      skills: ["his", "itm"],
      language: "giant",
    });
  });

  it("drops malformed input instead of writing it", () => {
    expect(parseChoicesForm(race("hill-dwarf"), { tool: "<script>" })).toEqual({});
    expect(readStoredChoices({ ancestry: "nope", abilities: ["str"], tool: 5 })).toEqual({});
    expect(readStoredChoices("garbage")).toEqual({});
  });

  it("any valid answer survives a round trip through the flag", () => {
    const halfElf = race("half-elf");
    const options = optionsFor("half-elf");
    const pick = (list: readonly { value: string }[]) => fc.constantFrom(...list.map((o) => o.value));
    fc.assert(
      fc.property(
        pick(options.abilities),
        pick(options.abilities),
        pick(options.skills),
        pick(options.skills),
        pick(options.language),
        (a1, a2, s1, s2, language) => {
          const choices = parseChoicesForm(halfElf, {
            ability1: a1,
            ability2: a2,
            skill1: s1,
            skill2: s2,
            language,
          });
          const valid = validateChoices(halfElf, choices, options).length === 0;
          expect(valid).toBe(a1 !== a2 && s1 !== s2);
          const stored = JSON.parse(JSON.stringify(storedChoices(choices))) as unknown;
          expect(readStoredChoices(stored)).toEqual(choices);
        },
      ),
    );
  });

  it("tells which answers changed", () => {
    const halfElf = race("half-elf");
    const before = { abilities: ["str", "dex"] as const, skills: ["his", "itm"] as const, language: "giant" };
    expect(changedChoiceKinds(halfElf, before, { ...before, language: "orc" })).toEqual(["language"]);
    expect(changedChoiceKinds(halfElf, before, { ...before, abilities: ["dex", "str"] })).toEqual([
      "abilities",
    ]);
    expect(pickChoices(race("human"), { ...before, ancestry: "red" })).toEqual({ language: "giant" });
  });
});
