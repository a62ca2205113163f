/**
 * Numbers and sentences reach the user whole and in the user's language: a length goes through
 * `formatLength` (src/rules/units.ts: "7,5 m" in Icelandic, "25 ft" in English) or a format key,
 * never `${n} m` or `n.toFixed(1)` (which print "7.5"); and a sentence comes from one format key
 * with placeholders, never glued from localized pieces ("Skaði: " + n), which cannot follow
 * Icelandic word order, cases or plurals.
 */
import { describe, expect, it } from "vitest";
import { formatLength } from "../../src/rules/units";
import { moduleEntries, readLang } from "./lib/lang";
import { handBuiltText, listFiles, readRepoFile, where, type Finding } from "./lib/scan";

/** Where formatting by hand is the job, or no text reaches a user. */
const NOT_UI: readonly { prefix: string; reason: string }[] = [
  {
    prefix: "src/rules/",
    reason: "pure rules: formatLength itself lives here, and rules return numbers, not text",
  },
  {
    prefix: "src/content/text/",
    reason:
      "pack content (race chapter, feature and spell texts), written once in Icelandic prose with decimal commas (checked in test/content)",
  },
  { prefix: "src/types/", reason: "type declarations only" },
];

const show = (f: Finding): string => `${where(f)} ${f.reason}: ${f.text}`;
const lines = (src: string): number[] => [...new Set(handBuiltText("x.ts", src).map((f) => f.line))];

describe("the hand-built-text scan itself", () => {
  it("flags numbers glued to units, toFixed, and unformatted lengths in format data", () => {
    const src = [
      "const a = `${size} m`;",
      "const b = area.size.toFixed(1);",
      'const c = t("Breath.Area", { size: area.size });',
      "const d = width + ' ft';",
      'const e = t("Breath.Area", { n: 7.5 });',
    ].join("\n");
    expect(lines(src)).toEqual([1, 2, 3, 4, 5]);
  });

  it("flags sentences glued from localized pieces", () => {
    const src = [
      'const a = t("Breath.Card.Damage") + ": " + total;',
      'const b = `${t("Breath.Card.Damage")}: ${total}`;',
      'const c = `${localize("KYNTHAETTIR.Drop.Shape.cone")} ${size}`;',
      'const d = `${t("A")} ${t("B")}`;',
      'const shape = localize("KYNTHAETTIR.Drop.Shape.cone");',
      "const f = `${damage}; ${size} ${shape}`;",
    ].join("\n");
    expect(lines(src)).toEqual([1, 2, 3, 4, 6]);
  });

  it("accepts formatLength, format keys and localized text alone inside HTML", () => {
    const src = [
      "const a = formatLength(area.size, units, lang);",
      'const b = t("Breath.Area", { size: formatLength(area.size, units, lang), dc: 13 });',
      'const c = `<h3>${t("Breath.Card.Title")}</h3><p>${escapeHtml(name)}</p>`;',
      "const d = `<li>${escapeHtml(t(p))}</li>`;",
      "const e = `${MODULE_ID}.${key}`;",
      // A key built in a template is a key, even where a variable of the same name holds text.
      'const mode = t("Settings.AsiMode.fixed");',
      "const f = ASI_MODES.map((mode) => t(`Settings.AsiMode.${mode}`));",
    ].join("\n");
    expect(lines(src)).toEqual([]);
  });
});

describe("numbers and sentences in the module's UI code", () => {
  const files = listFiles("src", ".ts").filter((f) => !NOT_UI.some((n) => f.startsWith(n.prefix)));

  it("the scan covers the module's UI code", () => {
    expect(files).toEqual(expect.arrayContaining(["src/hooks/ready.ts"]));
  });

  it("no length is formatted by hand, and no sentence is glued from localized pieces", () => {
    const found = files.flatMap((f) => handBuiltText(f, readRepoFile(f)));
    const unique = [...new Map(found.map((f) => [`${where(f)} ${f.reason}`, f])).values()];
    expect(unique.map(show)).toEqual([]);
  });
});

/**
 * Numbers written with a decimal point, leaving out versions: three-part ones (5.3.0) and two-part
 * ones right after the name of what they version ("SRD 5.1", "dnd5e 5.3", "Foundry 13.1") or
 * ending a range of them ("6.0–6.1").
 */
function decimalsWithPoint(text: string): string[] {
  // "dnd5e 6.0–6.1": the range's second end is a version too.
  const versioned = /(?:(?:SRD|dnd5e|Foundry|V)\s?|\d\.\d+[–-])$/;
  return [...text.matchAll(/(?<![\d.])\d+\.\d+(?![\d.])/g)]
    .filter((m) => !versioned.test(text.slice(0, m.index)))
    .map((m) => m[0]);
}

describe("lengths in the language files", () => {
  it("the decimal check skips versions but not lengths", () => {
    expect(decimalsWithPoint("Fastar (SRD 5.1)")).toEqual([]);
    expect(decimalsWithPoint("Foundry 14 með dnd5e 5.3.3 og dnd5e 6.0–6.1")).toEqual([]);
    expect(decimalsWithPoint("Hraðinn er 7.5 m")).toEqual(["7.5"]);
    expect(decimalsWithPoint("SRD 5.1: 1.5 × 9 m lína")).toEqual(["1.5"]);
  });

  const is = readLang("is");
  const en = readLang("en");

  it("formatLength gives the decimal comma in Icelandic and a point in English", () => {
    expect(formatLength(7.5, "m", "is")).toBe("7,5 m");
    expect(formatLength(1.5, "m", "is")).toBe("1,5 m");
    expect(formatLength(25, "ft", "en")).toBe("25 ft");
    expect(formatLength(7.5, "m", "en")).toBe("7.5 m");
  });

  it("no Icelandic string writes a decimal number with a point (versions like 5.3.0 aside)", () => {
    const found = moduleEntries(is)
      .filter((e) => typeof e.value === "string")
      .filter((e) => decimalsWithPoint(String(e.value)).length > 0)
      .map((e) => `${is.file}:${e.line} ${e.key}: ${String(e.value)}`);
    expect(found).toEqual([]);
  });

  it("no placeholder is followed by a unit: lengths arrive formatted by formatLength, unit included", () => {
    const found = [is, en].flatMap((lang) =>
      moduleEntries(lang)
        .filter((e) => /\{[^{}]+\}\s?(?:m|ft|fet|feet|metr\p{L}*)(?![\p{L}\d])/u.test(String(e.value)))
        .map((e) => `${lang.file}:${e.line} ${e.key}: ${String(e.value)}`),
    );
    expect(found).toEqual([]);
  });
});
