/**
 * Each kind of race choice on its own (options, checks, preselection, changes) and the race's
 * choices taken together, on the races as the pack ships them. Pure: no harness.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANCESTRIES } from "../../src/content/ancestries";
import { ASI_MODES, CHOICE_KINDS, RACE_IDS, type AsiMode, type RaceId } from "../../src/content/ids";
import {
  answerProblems,
  askedChoices,
  changedKinds,
  parseAnswers,
  presetAnswers,
  readAnswers,
  storedAnswers,
  type AskedChoice,
} from "../../src/race/answers";
import { choiceKind, registeredKinds, type Answers, type ChoiceWorld } from "../../src/race/choices";
import { SRD_WIZARD_CANTRIPS } from "../../src/race/choices/cantrip";
import { increaseSizes } from "../../src/race/choices/asi";
import { flattenLanguages } from "../../src/race/choices/language";
import { choiceWorld, isText, raceOf } from "./world-fixture";

function asked(id: RaceId, over: Partial<ChoiceWorld> = {}): { world: ChoiceWorld; choices: AskedChoice[] } {
  const race = raceOf(id);
  const world = choiceWorld(race, over);
  return { world, choices: askedChoices(race.flags.choices, world) };
}

function one(
  id: RaceId,
  kind: string,
  over: Partial<ChoiceWorld> = {},
): AskedChoice & { world: ChoiceWorld } {
  const { world, choices } = asked(id, over);
  const found = choices.find((c) => c.decl.kind === kind);
  if (!found) throw new Error(`${id} does not ask ${kind}`);
  return { ...found, world };
}

const values = (c: AskedChoice): string[] => c.options.map((o) => o.value);
const problems = (c: AskedChoice & { world: ChoiceWorld }, answer: unknown): string[] =>
  c.kind.validate(c.decl, c.kind.read(c.decl, answer, c.world), c.options, c.world);

describe("the kinds of choice", () => {
  it("every kind of the vocabulary has its spec registered", () => {
    expect(registeredKinds().sort()).toEqual([...CHOICE_KINDS].sort());
  });

  it("every kind has its legend, hint, refusal and empty-list text in Icelandic", () => {
    for (const kind of CHOICE_KINDS) {
      for (const key of ["Legend", "Hint", "Invalid", "Empty"])
        expect(isText(`Choice.${kind}.${key}`)).not.toBe("");
    }
  });
});

describe("the half-elf's two +1s (SRD fixed increases)", () => {
  it("offers every ability but Charisma, which already rises by 2", () => {
    expect(values(one("half-elf", "abilities"))).toEqual(["str", "dex", "con", "int", "wis"]);
  });

  it("refuses Charisma, the same ability twice, and one ability alone", () => {
    const c = one("half-elf", "abilities");
    expect(problems(c, ["cha", "str"])).toEqual(["Choice.abilities.Invalid"]);
    expect(problems(c, ["str", "str"])).toEqual(["Choice.Duplicate"]);
    expect(problems(c, "str")).toEqual(["Choice.abilities.Invalid"]);
    expect(problems(c, ["str", "con"])).toEqual([]);
  });

  it("gives +1 to each chosen ability", () => {
    const c = one("half-elf", "abilities");
    expect(c.kind.changes(c.decl, ["str", "con"], c.world)).toEqual([
      { key: "system.abilities.str.value", mode: 2, value: "1" },
      { key: "system.abilities.con.value", mode: 2, value: "1" },
    ]);
  });

  it("is not asked with flexible or no increases", () => {
    for (const asiMode of ["flexible", "none"] as const) {
      expect(asked("half-elf", { asiMode }).choices.map((c) => c.decl.kind)).not.toContain("abilities");
    }
  });
});

describe("flexible increases", () => {
  const sizes = (id: RaceId): number[] => increaseSizes(one(id, "asi", { asiMode: "flexible" }).world);

  it("keep each race's sizes: +2/+1, the human's six +1s, the half-elf's +2 and two +1s", () => {
    expect(sizes("high-elf")).toEqual([2, 1]);
    expect(sizes("hill-dwarf")).toEqual([2, 1]);
    expect(sizes("human")).toEqual([1, 1, 1, 1, 1, 1]);
    expect(sizes("half-elf")).toEqual([2, 1, 1]);
  });

  it("are asked only in the flexible mode", () => {
    expect(asked("high-elf", { asiMode: "fixed" }).choices.map((c) => c.decl.kind)).not.toContain("asi");
    expect(asked("high-elf", { asiMode: "none" }).choices.map((c) => c.decl.kind)).not.toContain("asi");
  });

  it("preselect the SRD's own distribution, so confirming at once changes nothing but the mode", () => {
    const c = one("high-elf", "asi", { asiMode: "flexible" });
    expect(c.kind.preset(c.decl, c.options, undefined, c.world)).toEqual(["dex", "int"]);
    const h = one("half-elf", "asi", { asiMode: "flexible" });
    expect(h.kind.preset(h.decl, h.options, undefined, h.world)).toEqual(["cha", "str", "dex"]);
  });

  it("refuse an ability twice, and a score that would pass 20, with Icelandic reasons", () => {
    const c = one("high-elf", "asi", { asiMode: "flexible", abilityScores: { str: 19, dex: 10, con: 10 } });
    expect(problems(c, ["dex", "dex"])).toEqual(["Choice.Duplicate"]);
    expect(problems(c, ["str", "dex"])).toEqual(["Choice.asi.Cap"]);
    expect(problems(c, ["dex", "str"])).toEqual([]);
    expect(isText("Choice.asi.Cap")).toMatch(/hámark/);
  });

  it("give each chosen ability its size, in order", () => {
    const c = one("half-elf", "asi", { asiMode: "flexible" });
    expect(c.kind.changes(c.decl, ["int", "str", "wis"], c.world)).toEqual([
      { key: "system.abilities.int.value", mode: 2, value: "2" },
      { key: "system.abilities.str.value", mode: 2, value: "1" },
      { key: "system.abilities.wis.value", mode: 2, value: "1" },
    ]);
    expect(c.kind.label(c.decl, ["int", "str", "wis"], c.options, c.world)).toBe(
      "Greind +2, Styrkur +1, Viska +1",
    );
  });
});

describe("skills", () => {
  it("need two different skills, and mark those the character already has", () => {
    const c = one("half-elf", "skills", { proficientSkills: new Set(["prc"]) });
    expect(problems(c, ["his", "his"])).toEqual(["Choice.Duplicate"]);
    expect(problems(c, ["his", "nope"])).toEqual(["Choice.skills.Invalid"]);
    expect(c.options.find((o) => o.value === "prc")).toMatchObject({ known: true, hint: "þegar með hæfni" });
    expect(c.kind.preset(c.decl, c.options, undefined, c.world)).not.toContain("prc");
  });

  it("are listed by their Icelandic names, all eighteen", () => {
    const c = one("half-elf", "skills");
    expect(c.options).toHaveLength(18);
    expect(c.options.map((o) => o.label)).toContain("Leynd");
    expect(c.options.map((o) => o.label)).toContain("Fimleikar");
  });
});

describe("extra language", () => {
  it("comes from dnd5e's whole tree, without categories or secret class languages", () => {
    const c = one("human", "language");
    const offered = values(c);
    expect(offered).toContain("giant");
    expect(offered).toContain("aquan");
    expect(offered).not.toContain("standard");
    expect(offered).not.toContain("druidic");
    expect(offered).not.toContain("cant");
    expect(flattenLanguages(c.world.languages).map(([id]) => id)).toContain("primordial");
  });

  it("leaves out what the character speaks and the race's own languages", () => {
    const c = one("high-elf", "language", { knownLanguages: new Set(["giant"]) });
    expect(values(c)).not.toContain("giant");
    expect(values(c)).not.toContain("common");
    expect(values(c)).not.toContain("elvish");
    expect(problems(c, "elvish")).toEqual(["Choice.language.Invalid"]);
  });

  it("is not demanded when every language is known", () => {
    const all = new Set(flattenLanguages(one("human", "language").world.languages).map(([id]) => id));
    const c = one("human", "language", { knownLanguages: all });
    expect(c.options).toEqual([]);
    expect(problems(c, undefined)).toEqual([]);
  });
});

describe("the hill dwarf's artisan's tools", () => {
  it("are smith's tools, brewer's supplies or mason's tools, named in Icelandic", () => {
    const c = one("hill-dwarf", "tool");
    expect(c.options.map((o) => [o.value, o.label])).toEqual([
      ["smith", "Verkfæri smiða"],
      ["brewer", "Bruggáhöld"],
      ["mason", "Verkfæri múrara"],
    ]);
    expect(problems(c, "tinker")).toEqual(["Choice.tool.Invalid"]);
  });
});

describe("the high elf's cantrip", () => {
  it("is a level-0 spell on the wizard list, by its Icelandic name", () => {
    const c = one("high-elf", "cantrip");
    expect(c.options.map((o) => o.label)).toEqual(["Eldör", "Ljós"]);
    expect(c.kind.grantedItem?.(c.decl, "Compendium.dnd5e.spells.Item.light")).toBe(
      "Compendium.dnd5e.spells.Item.light",
    );
  });

  it("follows dnd5e's registered wizard list when there is one", () => {
    const c = one("high-elf", "cantrip", { spellList: () => new Set(["light"]) });
    expect(values(c)).toEqual(["Compendium.dnd5e.spells.Item.light"]);
  });

  it("falls back to the fourteen SRD wizard cantrips, and is not demanded without dnd5e's spells", () => {
    expect(SRD_WIZARD_CANTRIPS).toHaveLength(14);
    const c = one("high-elf", "cantrip", { spells: [] });
    expect(c.options).toEqual([]);
    expect(problems(c, undefined)).toEqual([]);
  });
});

describe("the draconic ancestry", () => {
  it("lists the ten rows with damage type, area and save, in metres", () => {
    const c = one("dragonborn", "ancestry");
    expect(values(c)).toEqual(ANCESTRIES.map((a) => a.id));
    expect(c.options[0]).toEqual({
      value: "black",
      label: "Svart",
      hint: "Sýruskaði; lína, 1,5 m × 9 m; lipurðarvarnarkast",
    });
    expect(c.options[7]!.hint).toBe("Eldskaði; keila, 4,5 m; lipurðarvarnarkast");
  });

  it("shows the area in feet in a feet world", () => {
    const c = one("dragonborn", "ancestry", { units: "ft" });
    expect(c.options[0]!.hint).toBe("Sýruskaði; lína, 5 fet × 30 fet; lipurðarvarnarkast");
  });

  it("gives resistance to its damage type and shapes the breath weapon", () => {
    const c = one("dragonborn", "ancestry");
    expect(c.kind.changes(c.decl, "green", c.world)).toEqual([
      { key: "system.traits.dr.value", mode: 2, value: "poison" },
    ]);
    expect(c.kind.grantPatch?.(c.decl, "green", "breathWeapon", "m")).toEqual({
      activity: {
        "target.template.type": "cone",
        "target.template.size": "4.5",
        "target.template.width": "",
        "target.template.units": "m",
        "damage.parts.0.types": ["poison"],
        "save.ability": ["con"],
      },
      flags: { ancestry: "green" },
    });
    expect(c.kind.grantPatch?.(c.decl, "green", "trance", "m")).toBeNull();
    expect(problems(c, "purple")).toEqual(["Choice.ancestry.Invalid"]);
  });
});

describe("a race's choices taken together", () => {
  const cases = RACE_IDS.flatMap((id) => ASI_MODES.map((mode) => [id, mode] as [RaceId, AsiMode]));

  it.each(cases.filter(([id]) => id !== "dragonborn"))(
    "%s in the %s mode: the preselection is valid, so confirming at once works",
    (id, asiMode) => {
      const { world, choices } = asked(id, { asiMode });
      const preset = presetAnswers(choices, {}, world);
      expect(answerProblems(choices, preset, world)).toEqual([]);
    },
  );

  it.each(ASI_MODES)(
    "a dragonborn in the %s mode must choose an ancestry: nothing is preselected and only that is missing",
    (asiMode) => {
      const { world, choices } = asked("dragonborn", { asiMode });
      const preset = presetAnswers(choices, {}, world);
      expect(preset["ancestry"]).toBeUndefined();
      expect(answerProblems(choices, preset, world)).toEqual(["Choice.ancestry.Invalid"]);
      expect(presetAnswers(choices, { ancestry: "blue" }, world)["ancestry"]).toBe("blue");
    },
  );

  it("the form's fields and the stored flag give back exactly the answers", () => {
    const { world, choices } = asked("half-elf");
    const answers: Answers = { abilities: ["str", "con"], skills: ["his", "ste"], language: "dwarvish" };
    const form = {
      "abilities-1": "str",
      "abilities-2": "con",
      "skills-1": "his",
      "skills-2": "ste",
      language: "dwarvish",
    };
    expect(parseAnswers(choices, form, world)).toEqual(answers);
    const stored = storedAnswers(raceOf("half-elf").flags.choices, answers);
    expect(stored).toEqual({
      asi: null,
      abilities: ["str", "con"],
      skills: ["his", "ste"],
      language: "dwarvish",
    });
    expect(readAnswers(choices, stored, world)).toEqual(answers);
  });

  it("drops malformed answers instead of writing them", () => {
    const { world, choices } = asked("half-elf");
    const read = readAnswers(choices, { abilities: "str", skills: [1, 2], language: ["elvish"] }, world);
    expect(read).toEqual({});
    expect(answerProblems(choices, read, world)).toEqual([
      "Choice.abilities.Invalid",
      "Choice.skills.Invalid",
      "Choice.language.Invalid",
    ]);
  });

  it("any valid answer survives the round trip through the flag", () => {
    const { world, choices } = asked("half-elf");
    const abilities = ["str", "dex", "con", "int", "wis"];
    const skills = world.skillIds;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...abilities), { minLength: 2, maxLength: 2 }),
        fc.uniqueArray(fc.constantFrom(...skills), { minLength: 2, maxLength: 2 }),
        (a, s) => {
          const answers: Answers = { abilities: a, skills: s, language: "giant" };
          const stored = JSON.parse(JSON.stringify(storedAnswers(raceOf("half-elf").flags.choices, answers)));
          expect(readAnswers(choices, stored, world)).toEqual(answers);
        },
      ),
    );
  });

  it("tells which answers changed", () => {
    const decls = raceOf("half-elf").flags.choices;
    expect(
      changedKinds(
        decls,
        { skills: ["his", "ste"], language: "orc" },
        { skills: ["ste", "his"], language: "orc" },
      ),
    ).toEqual(["skills"]);
    expect(changedKinds(decls, { language: "orc" }, {})).toEqual(["language"]);
  });

  it("a kind no spec implements is not asked, so a race from a newer release still drops", () => {
    const race = raceOf("human");
    const world = choiceWorld(race);
    const decls = [...race.flags.choices, { kind: "not-a-kind" }];
    expect(askedChoices(decls, world).map((c) => c.decl.kind)).toEqual(["language"]);
    expect(choiceKind("not-a-kind")).toBeUndefined();
  });
});
