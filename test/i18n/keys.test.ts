/**
 * Every `KYNTHAETTIR.` key the module reads exists in both language files, and every key in them
 * is read somewhere: in src/**\/*.ts (literally, or relative through t()/notify()/i18nKey()), in
 * templates/**\/*.hbs, or in module.json (pack labels, which Foundry V13+ localizes). A missing
 * key shows the raw key to the user; an unused one is text nobody sees and nobody keeps right.
 */
import { describe, expect, it } from "vitest";
import { ANCESTRIES } from "../../src/content/ancestries";
import { ABILITY_IDS, ASI_MODES, CHOICE_KINDS, RACE_IDS, SPECIES24_IDS } from "../../src/content/ids";
import { MODULE_ROOT, moduleEntries, placeholders, readLang } from "./lib/lang";
import {
  keysInHbs,
  keysInJson,
  keysInTs,
  listFiles,
  readRepoFile,
  shapeMatcher,
  where,
  type KeyRef,
} from "./lib/scan";

/**
 * Keys the code computes. Each entry is the exact shape the scan reads at the call site (`*` for
 * each computed part, one key segment) and the values the `*` takes, read from the module's own
 * constants: each value needs its key, and each key the shape matches must be one of the values.
 * Prefer a lookup table of literal keys; add an entry only where the id itself picks the text.
 */
const DYNAMIC_KEYS: readonly { shape: string; values: readonly string[]; reason: string }[] = [
  {
    shape: "KYNTHAETTIR.RaceName.*",
    values: RACE_IDS,
    reason:
      "the self-check names a race whose document the GM deleted (npm run lang:generate writes the names)",
  },
  {
    shape: "KYNTHAETTIR.SpeciesName.*",
    values: SPECIES24_IDS,
    reason: "the self-check names a 2024 species whose document the GM deleted (written by lang:generate)",
  },
  {
    shape: "KYNTHAETTIR.Breath.Save.*",
    values: ABILITY_IDS,
    reason: "the card names the save of the breath activity, whichever ability a GM set on it",
  },
  {
    shape: "KYNTHAETTIR.Breath.Permission.*",
    values: ["REGION_CREATE", "TEMPLATE_CREATE"],
    reason:
      "the notice names the permission the player lacks, Foundry's own id of it (src/foundry/canvas.ts missingAreaPermission)",
  },
  {
    shape: "KYNTHAETTIR.Choice.ancestry.Shape.*",
    values: unique(ANCESTRIES.map((a) => a.shape)),
    reason: "the ancestry choice shows each ancestry's breath shape",
  },
  {
    shape: "KYNTHAETTIR.Choice.ancestry.Save.*",
    values: unique(ANCESTRIES.map((a) => a.save)),
    reason: "the ancestry choice shows each ancestry's save",
  },
  ...["Legend", "Hint", "Invalid", "Empty", "Field"].map((part) => ({
    shape: `KYNTHAETTIR.Choice.*.${part}`,
    values: CHOICE_KINDS,
    reason:
      "every choice kind's dialog section and refusal are keyed by the kind's id (src/race/choices/pick.ts)",
  })),
  {
    // Two computed segments: each value is "<setting>.<choice>".
    shape: "KYNTHAETTIR.Settings.*.*",
    values: [
      ...["off", "saves", "damage"].map((v) => `BreathAutomation.${v}`),
      ...["auto", "m", "ft"].map((v) => `LengthUnits.${v}`),
      ...ASI_MODES.map((v) => `AsiMode.${v}`),
    ],
    reason:
      "a choice setting names each of its choices by the stored value, under the setting's key (src/settings.ts choices())",
  },
  {
    shape: "KYNTHAETTIR.Settings.AsiMode.*",
    values: ASI_MODES,
    reason: "the GM's question and notices name the increase mode by its id (src/race/asi-mode.ts)",
  },
  {
    shape: "KYNTHAETTIR.Asi.Ask.*",
    values: ASI_MODES,
    reason: "the GM's one-time question explains each mode (src/race/asi-mode.ts)",
  },
];

/** The key a value gives a shape: one key segment per `*`, the value's dot-separated parts in order. */
function fill(shape: string, value: string): string {
  const parts = value.split(".");
  const stars = shape.split("*").length - 1;
  if (parts.length !== stars)
    throw new Error(`${shape}: "${value}" has ${parts.length} parts for ${stars} *`);
  let i = 0;
  return shape.replace(/\*/g, () => parts[i++]!);
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

const tsFiles = listFiles("src", ".ts").filter((f) => !f.endsWith(".d.ts"));
const hbsFiles = listFiles("templates", ".hbs");

const is = readLang("is");
const en = readLang("en");
/**
 * Top-level sections under KYNTHAETTIR (Settings, Notify, Drop …): a literal "Drop.X" anywhere is
 * a key. Taken from the language files and from the keys given to t()/notify(), so a section the
 * files lack entirely is still seen.
 */
function sections(): string[] {
  const fromLang = moduleEntries(en).map((e) => e.key.split(".")[1] ?? "");
  const fromCalls = tsFiles.flatMap((file) =>
    keysInTs(file, readRepoFile(file), []).refs.map((r) => r.key.split(".")[1] ?? ""),
  );
  return unique([...fromLang, ...fromCalls].filter((s) => /^[A-Z]\w*$/.test(s)));
}

function scanAll(): { refs: KeyRef[]; problems: string[] } {
  const known = sections();
  const refs: KeyRef[] = [];
  const problems: string[] = [];
  for (const file of tsFiles) {
    const scan = keysInTs(file, readRepoFile(file), known);
    refs.push(...scan.refs);
    problems.push(...scan.problems.map((p) => `${where(p)} ${p.text}: ${p.reason}`));
  }
  for (const file of hbsFiles) refs.push(...keysInHbs(file, readRepoFile(file)));
  refs.push(...keysInJson("module.json", readRepoFile("module.json")));
  return { refs, problems };
}

const { refs, problems } = scanAll();
const staticRefs = refs.filter((r) => !r.key.includes("*"));
const dynamicRefs = refs.filter((r) => r.key.includes("*"));

/** Defined module keys, from both files (their parity is checked in lang-files.test.ts). */
const defined = new Map<string, string>();
for (const lang of [en, is]) {
  for (const e of moduleEntries(lang)) if (!defined.has(e.key)) defined.set(e.key, `${lang.file}:${e.line}`);
}

describe("the key scan itself", () => {
  const sections = ["B", "C", "D", "F", "Drop"];

  it("finds full keys, relative keys through t()/notify()/i18nKey(), both branches of a ternary", () => {
    const src = [
      `const a = "KYNTHAETTIR.A.Literal";`,
      `t("B.Relative");`,
      `notify("warn", cond ? "C.Yes" : "C.No", { n: 1 });`,
      `i18nKey("D.Key");`,
      `game.i18n.format("KYNTHAETTIR.E.Format", {});`,
      `game.i18n.localize("DND5E.AbilityStr");`,
      `t(\`F.Choice.\${kind}\`);`,
      `const g = \`\${I18N_ROOT}.G.\${x}\`;`,
    ].join("\n");
    const scan = keysInTs("x.ts", src, sections);
    expect(scan.refs.map((r) => `${r.line}:${r.key}`)).toEqual([
      "1:KYNTHAETTIR.A.Literal",
      "2:KYNTHAETTIR.B.Relative",
      "3:KYNTHAETTIR.C.Yes",
      "3:KYNTHAETTIR.C.No",
      "4:KYNTHAETTIR.D.Key",
      "5:KYNTHAETTIR.E.Format",
      "7:KYNTHAETTIR.F.Choice.*",
      "8:KYNTHAETTIR.G.*",
    ]);
    expect(scan.foreign.map((r) => r.key)).toEqual(["DND5E.AbilityStr"]);
  });

  it("finds relative keys where they are written: lookup tables and type unions, not the variable passed on", () => {
    const src = [
      `const LABELS = { apply: "Drop.Apply", undo: "Drop.Undo" };`,
      `type Problem = "Drop.Invalid.Tool" | "Drop.Invalid.Skill";`,
      `t(LABELS[action]);`,
      `notify("warn", problem);`,
      `const path = "system.attributes.hp";`,
    ].join("\n");
    const scan = keysInTs("x.ts", src, sections);
    expect(scan.refs.map((r) => `${r.line}:${r.key}`)).toEqual([
      "1:KYNTHAETTIR.Drop.Apply",
      "1:KYNTHAETTIR.Drop.Undo",
      "2:KYNTHAETTIR.Drop.Invalid.Tool",
      "2:KYNTHAETTIR.Drop.Invalid.Skill",
    ]);
  });

  it("reads the names of the format data each call passes", () => {
    const src = [
      `t("B.One", { actor, n: 2 });`,
      `t("B.Two");`,
      `notify("warn", "B.Three", data);`,
      `game.i18n.format("KYNTHAETTIR.B.Four", { race: name });`,
    ].join("\n");
    expect(keysInTs("x.ts", src, sections).refs.map((r) => r.data)).toEqual([
      ["actor", "n"],
      [],
      "unknown",
      ["race"],
    ]);
  });

  it("flags a relative key that already carries the root, and a relative key given to game.i18n", () => {
    const scan = keysInTs("x.ts", `t("KYNTHAETTIR.X");\ngame.i18n.localize("Drop.X");`, sections);
    expect(scan.problems.map((p) => p.line)).toEqual([1, 2]);
  });

  it("does not count a helper's own body, which forwards its key parameter", () => {
    const src = `export function t(key: string): string { return game.i18n.localize(\`\${I18N_ROOT}.\${key}\`); }
export function notify(level: string, key: string): void { ui.notifications[level](t(key)); }`;
    expect(keysInTs("x.ts", src, sections).refs).toEqual([]);
  });

  it("reads keys from templates and from the manifest", () => {
    const hbs = `<h2>{{localize "KYNTHAETTIR.H.Title"}}</h2>\n{{localize (concat "KYNTHAETTIR.H.Choice." kind)}}`;
    expect(keysInHbs("t.hbs", hbs).map((r) => `${r.line}:${r.key}`)).toEqual([
      "1:KYNTHAETTIR.H.Title",
      "2:KYNTHAETTIR.H.Choice.*",
    ]);
    expect(keysInJson("m.json", `{"label": "KYNTHAETTIR.Pack.Races"}`).map((r) => r.key)).toEqual([
      "KYNTHAETTIR.Pack.Races",
    ]);
  });

  it("a computed shape matches exactly one key segment per *", () => {
    expect(shapeMatcher("KYNTHAETTIR.Drop.Choice.*").test("KYNTHAETTIR.Drop.Choice.language")).toBe(true);
    expect(shapeMatcher("KYNTHAETTIR.Drop.Choice.*").test("KYNTHAETTIR.Drop.Choice.a.b")).toBe(false);
    expect(shapeMatcher("KYNTHAETTIR.Drop.*").test("KYNTHAETTIR.DropX.a")).toBe(false);
  });
});

describe("i18n keys used by the module", () => {
  it("the scan sees the module's code (settings, notices and pack labels at least)", () => {
    expect(tsFiles.length).toBeGreaterThan(5);
    expect(staticRefs.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        "KYNTHAETTIR.Settings.BreathAutomation.Name",
        "KYNTHAETTIR.Notify.WrongSystem",
        "KYNTHAETTIR.Pack.Races",
      ]),
    );
  });

  it("no key helper is called wrongly (root added twice)", () => {
    expect(problems).toEqual([]);
  });

  it("every key the code, templates and manifest read exists, as a string, in lang/en.json and lang/is.json", () => {
    const missing: string[] = [];
    for (const r of staticRefs) {
      for (const lang of [en, is]) {
        const v = lang.leaves.get(r.key);
        if (typeof v !== "string") {
          const what = lang.groups.has(r.key) ? "is a group, not a string" : "is missing";
          missing.push(`${where(r)} ${r.key} ${what} in ${lang.file}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("every call passes every {placeholder} its string needs (a missing one prints 'undefined' or '{name}')", () => {
    // More data than the string uses is fine: both branches of `cond ? "A" : "B"` share one object.
    const bad: string[] = [];
    for (const r of staticRefs) {
      if (r.data === undefined || r.data === "unknown") continue;
      for (const lang of [en, is]) {
        const value = lang.leaves.get(r.key);
        if (typeof value !== "string") continue;
        const missing = placeholders(value).filter((p) => !(r.data as readonly string[]).includes(p));
        if (missing.length) bad.push(`${where(r)} ${r.key} (${lang.file}) lacks {${missing.join("}, {")}}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("every computed key is documented in DYNAMIC_KEYS (shape and reason)", () => {
    const documented = new Set(DYNAMIC_KEYS.map((d) => d.shape));
    const undocumented = dynamicRefs.filter((r) => !documented.has(r.key)).map((r) => `${where(r)} ${r.key}`);
    expect(undocumented).toEqual([]);
  });

  it("every DYNAMIC_KEYS entry is still computed somewhere and has a reason", () => {
    for (const d of DYNAMIC_KEYS) {
      expect(d.shape.startsWith(`${MODULE_ROOT}.`) && d.shape !== `${MODULE_ROOT}.*`, d.shape).toBe(true);
      expect(d.reason.trim().length, d.shape).toBeGreaterThan(10);
      expect(
        dynamicRefs.some((r) => r.key === d.shape),
        `${d.shape} is not computed anywhere`,
      ).toBe(true);
    }
  });

  it.each(DYNAMIC_KEYS.map((d) => [d.shape, d] as const))(
    "%s has a key for every value it can take, and no other",
    (_shape, d) => {
      const m = shapeMatcher(d.shape);
      const expected = d.values.map((v) => fill(d.shape, v)).sort();
      // Keys the shape matches but the code reads literally (a setting's Name and Hint beside its
      // choices) are accounted for; any other match is a value the code cannot take.
      const literal = new Set(staticRefs.map((r) => r.key));
      for (const lang of [en, is]) {
        const present = [...lang.leaves.keys()].filter((k) => m.test(k) && !literal.has(k)).sort();
        expect(present, lang.file).toEqual(expected);
      }
    },
  );

  it("every key in the language files is used", () => {
    // A computed key counts as used only when it is one of the values its shape can take.
    const used = new Set([
      ...staticRefs.map((r) => r.key),
      ...DYNAMIC_KEYS.flatMap((d) => d.values.map((v) => fill(d.shape, v))),
    ]);
    const unused = [...defined].filter(([k]) => !used.has(k)).map(([k, at]) => `${at} ${k}`);
    expect(unused).toEqual([]);
  });
});
