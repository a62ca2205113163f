/**
 * No user-facing text is written in the code: every word a user reads comes from lang/*.json.
 * src/**\/*.ts is scanned for string literals that read like prose (Icelandic letters, or two
 * words separated by a space), for literal text in UI properties (label:, hint:, content: …) and
 * in user-facing HTML attributes; templates/**\/*.hbs for text outside {{…}} expressions.
 */
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  listFiles,
  looksLikeProse,
  readRepoFile,
  uiLiteralsInTs,
  uiTextInHbs,
  where,
  type Finding,
  type LiteralContext,
} from "./lib/scan";

/**
 * Folders whose strings are not UI text. Kept short: everything else in src/ is scanned.
 */
const NOT_UI: readonly { prefix: string; reason: string }[] = [
  {
    prefix: "src/content/text/",
    reason:
      "pack content (the race chapter, feature, spell and journal texts) in Icelandic by design, shipped in packs, not UI",
  },
  {
    prefix: "src/content/races/",
    reason: "pack content: each race's Icelandic name and the names of its trait effects, shipped in packs",
  },
  {
    prefix: "src/content/species24/",
    reason:
      "pack content: each 2024 species' Icelandic name and the names of its trait effects, shipped in packs",
  },
  {
    prefix: "src/content/terms/",
    reason:
      "the Icelandic terms of dnd5e's ids: written into lang/is.json by npm run lang:generate and used as item names, one table",
  },
  { prefix: "src/types/", reason: "type declarations only: no runtime strings" },
  {
    prefix: "src/content/ancestries.ts",
    reason:
      "the seed's draconic ancestry table (Icelandic names beside the SRD names), pack content like src/content/text",
  },
];

/** Call sites whose string arguments are not shown to a player or GM. */
const CONTEXTS: readonly LiteralContext[] = [
  {
    reason: "developer diagnostics: Error messages are for the console and bug reports, in English",
    test: (call) => ts.isNewExpression(call) && /Error$/.test(call.expression.getText()),
  },
  {
    reason: "developer log: console output is for developers, in English",
    test: (call) => /^console\./.test(call.expression.getText()),
  },
  {
    reason: "CSS selectors",
    test: (call) => /\.(querySelector|querySelectorAll|closest|matches)$/.test(call.expression.getText()),
  },
  {
    reason: "CSS class names",
    test: (call) => /\.classList\.(add|remove|toggle|contains|replace)$/.test(call.expression.getText()),
  },
];

/** Exact literals that read like prose but are not UI text (file, literal, reason). */
const ALLOWED: readonly { file: string; text: string; reason: string }[] = [];

function scanSources(): Finding[] {
  return listFiles("src", ".ts")
    .filter((f) => !NOT_UI.some((n) => f.startsWith(n.prefix)))
    .flatMap((f) => uiLiteralsInTs(f, readRepoFile(f), CONTEXTS, ALLOWED));
}

const show = (f: Finding): string => `${where(f)} ${JSON.stringify(f.text)} (${f.reason})`;

describe("the literal-text scan itself", () => {
  const scan = (src: string): number[] => uiLiteralsInTs("x.ts", src, CONTEXTS, []).map((f) => f.line);

  it("knows prose when it sees it", () => {
    expect(looksLikeProse("Kasta varnarkasti")).toBe(true);
    expect(looksLikeProse("Sýra")).toBe(true);
    expect(looksLikeProse("Roll saves")).toBe(true);
    expect(looksLikeProse("KYNTHAETTIR.Breath.Title")).toBe(false);
    expect(looksLikeProse("8 + @abilities.con.mod + @prof")).toBe(false);
    expect(looksLikeProse("2d6")).toBe(false);
  });

  it("flags prose in notifications, dialogs, HTML and UI properties", () => {
    const src = [
      `ui.notifications.warn("Enginn dreki fannst");`,
      `const html = \`<p>No targets in the area</p>\`;`,
      `const b = { action: "ok", label: "OK" };`,
      `const c = \`<button title="Apply damage">\${x}</button>\`;`,
      `const d = "Fire damage: " + n;`,
    ].join("\n");
    expect(scan(src)).toEqual([1, 2, 3, 4, 5]);
  });

  it("accepts keys, ids, selectors, class lists, formulas, errors and logs", () => {
    const src = [
      `t("Breath.Card.Title");`,
      `const b = { action: "ok", label: "KYNTHAETTIR.Drop.Confirm", icon: "fa-solid fa-check" };`,
      `root.querySelector(".kynthaettir .breath-targets li");`,
      `const cls = "kynthaettir breath-card";`,
      `const f = "8 + @abilities.con.mod + @prof";`,
      `throw new Error("Unknown ancestry id: " + id);`,
      `console.warn("kynthaettir | could not place the template");`,
      `const html = \`<p class="breath-note">\${t("Breath.Card.AdHoc")}</p>\`;`,
      `import { x } from "../some path";`,
      `type Level = "info" | "warn";`,
      `const dataset = { "data-kyn-breath-action": action };`,
    ].join("\n");
    expect(scan(src)).toEqual([]);
  });

  it("flags text outside expressions in a template, and literal user-facing attributes", () => {
    const hbs = [
      `<h3>{{localize "KYNTHAETTIR.Breath.Card.Title"}}</h3>`,
      `<p>{{! a comment is fine }}{{name}} · {{ancestry}}</p>`,
      `<th>Target</th>`,
      `<button data-tooltip="Undo">{{label}}</button>`,
      `{{#if x}}<span>{{y}}</span>{{else}}none{{/if}}`,
    ].join("\n");
    expect(uiTextInHbs("t.hbs", hbs).map((f) => f.line)).toEqual([3, 4, 5]);
  });
});

describe("no user-facing literal text outside the language files", () => {
  it("the scan covers the module's UI code", () => {
    const scanned = listFiles("src", ".ts").filter((f) => !NOT_UI.some((n) => f.startsWith(n.prefix)));
    expect(scanned).toEqual(expect.arrayContaining(["src/settings.ts", "src/hooks/ready.ts"]));
  });

  it("src/ has no UI text in string literals", () => {
    expect(scanSources().map(show)).toEqual([]);
  });

  it("templates/ have no text outside {{…}} expressions", () => {
    const found = listFiles("templates", ".hbs").flatMap((f) => uiTextInHbs(f, readRepoFile(f)));
    expect(found.map(show)).toEqual([]);
  });

  // ALLOWED is empty on purpose: no literal in src/ needs an exemption, so a check that each entry
  // is still in its file would loop over nothing. What is checked instead is what an entry does:
  // without its exemption the scan flags the literal, and an entry exempts only its own literal in
  // its own file — so a future entry can hide nothing else.
  it("an ALLOWED entry is needed, and exempts only its own literal in its own file", () => {
    const unexempted = listFiles("src", ".ts")
      .filter((f) => !NOT_UI.some((n) => f.startsWith(n.prefix)))
      .flatMap((f) => uiLiteralsInTs(f, readRepoFile(f), CONTEXTS, []));
    expect(unexempted.map((f) => `${f.file}: ${f.text}`).sort()).toEqual(
      ALLOWED.map((a) => `${a.file}: ${a.text}`).sort(),
    );
    const src = [
      `ui.notifications.warn("Enginn dreki fannst");`,
      `ui.notifications.warn("Enginn skaði");`,
    ].join("\n");
    const entry = [{ file: "x.ts", text: "Enginn dreki fannst" }];
    expect(uiLiteralsInTs("x.ts", src, CONTEXTS, entry).map((f) => f.line)).toEqual([2]);
    expect(uiLiteralsInTs("y.ts", src, CONTEXTS, entry).map((f) => f.line)).toEqual([1, 2]);
  });
});
