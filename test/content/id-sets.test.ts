/**
 * Each id set is declared once, in src/content/ids.ts (with its 2024 part, ids-2024.ts), and used from there: no flag key written as
 * a string where the module's flags are read or written, no pack document id anywhere else, no
 * choice-kind id as a loose string in the runtime. Parsed with the TypeScript compiler API, so
 * comments are prose; the same word in another vocabulary (dnd5e's `skills` table, a request's
 * `pending` status) is not an id of ours.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  CHOICE_KINDS,
  FEATURE_DOC_IDS,
  FLAGS,
  PACK_DOC_IDS,
  RACE_DOC_IDS,
  SPELL_DOC_IDS,
} from "../../src/content/ids";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** ids.ts and the 2024 rules' part it re-exports (ids-2024.ts). */
const IDS_FILES = new Set(["src/content/ids.ts", "src/content/ids-2024.ts"]);

const FLAG_KEYS: ReadonlySet<string> = new Set(Object.values(FLAGS));
const KIND_IDS: ReadonlySet<string> = new Set(CHOICE_KINDS);
const DOC_IDS: readonly string[] = [
  ...Object.values(RACE_DOC_IDS),
  ...Object.values(FEATURE_DOC_IDS),
  ...Object.values(SPELL_DOC_IDS),
  ...Object.values(PACK_DOC_IDS),
];

function filesUnder(dir: string): string[] {
  const abs = path.join(REPO_ROOT, dir);
  return readdirSync(abs).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(REPO_ROOT, rel)).isDirectory()) return filesUnder(rel);
    return rel.endsWith(".ts") && !rel.endsWith(".d.ts") ? [rel] : [];
  });
}

type Literal = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral;

function visit(node: ts.Node, fn: (node: ts.Node) => void): void {
  fn(node);
  node.forEachChild((child) => visit(child, fn));
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

const at = (sf: ts.SourceFile, node: ts.Node, what: string): string =>
  `${sf.fileName}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${what}`;

const isLiteral = (node: ts.Node): node is Literal =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** `[MODULE_ID]` as a computed property name or an element access argument. */
const isModuleIdName = (node: ts.Node | undefined): boolean =>
  !!node && ts.isIdentifier(node) && node.text === "MODULE_ID";

/** An expression that holds the module's flags by its wording: `moduleFlags(x)`, `flags[MODULE_ID]`, `own`. */
function namesModuleFlags(expr: ts.Expression, sf: ts.SourceFile): boolean {
  const text = expr.getText(sf);
  return /\[MODULE_ID\]|[fF]lags\([^)]*\)$|^own$|^flags$/.test(text);
}

/** Flag keys written as strings where the module's flags are read or written. */
export function flagKeyLiterals(file: string, text: string): string[] {
  const sf = parse(file, text);
  const out: string[] = [];
  visit(sf, (node) => {
    // `flags.${MODULE_ID}.answers` / `flags.kynthaettir.answers` in a key path.
    if (ts.isTemplateExpression(node)) {
      node.templateSpans.forEach((span) => {
        const word = /^\.(?:-=)?([A-Za-z]+)/.exec(span.literal.text)?.[1];
        if (isModuleIdName(span.expression) && word && FLAG_KEYS.has(word)) out.push(at(sf, node, word));
      });
    }
    if (isLiteral(node)) {
      const word = /^flags\.kynthaettir\.(?:-=)?([A-Za-z]+)/.exec(node.text)?.[1];
      if (word && FLAG_KEYS.has(word)) out.push(at(sf, node, word));
    }
    // moduleFlags(doc)["raceId"], flags[MODULE_ID]?.["breath"], own["baseName"].
    if (ts.isElementAccessExpression(node) && isLiteral(node.argumentExpression)) {
      const key = node.argumentExpression.text;
      if (FLAG_KEYS.has(key) && namesModuleFlags(node.expression, sf)) out.push(at(sf, node, key));
    }
    // flag(item.flags, "raceId").
    if (ts.isCallExpression(node) && /flag/i.test(node.expression.getText(sf))) {
      for (const arg of node.arguments)
        if (isLiteral(arg) && FLAG_KEYS.has(arg.text)) out.push(at(sf, arg, arg.text));
    }
    // { [MODULE_ID]: { decided: true } }.
    if (
      ts.isPropertyAssignment(node) &&
      ts.isComputedPropertyName(node.name) &&
      isModuleIdName(node.name.expression) &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const prop of node.initializer.properties) {
        const name =
          prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : null;
        if (name && FLAG_KEYS.has(name)) out.push(at(sf, prop, name));
      }
    }
  });
  return out;
}

/** Pack document ids written anywhere but ids.ts. */
export function docIdLiterals(file: string, text: string): string[] {
  const sf = parse(file, text);
  const out: string[] = [];
  visit(sf, (node) => {
    const pieces = isLiteral(node)
      ? [node.text]
      : ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)]
        : [];
    for (const piece of pieces) for (const id of DOC_IDS) if (piece.includes(id)) out.push(at(sf, node, id));
  });
  return out;
}

/** The calls whose first argument names one of dnd5e's config tables (`abilities`, `skills` …). */
const DND5E_TABLE_CALLS = /(^|\.)(label|configIds|dnd5eLabel)$/;

/**
 * Whether a choice-kind word here means something else: a typed declaration in the content
 * (`{ kind: "asi" }`, `choice: "tool"`, which tsc checks against `ChoiceKindId`), a feature key
 * (`key: "cantrip"`), a dnd5e config table (`label("abilities", id)`, `system["skills"]`), or a
 * type.
 */
function otherVocabulary(node: Literal, file: string, sf: ts.SourceFile): boolean {
  const p = node.parent;
  if (ts.isLiteralTypeNode(p)) return true;
  if (file.startsWith("src/content/") && ts.isPropertyAssignment(p) && p.initializer === node) {
    const name = p.name.getText(sf);
    // A trait's key names the trait (the high elf's keenSenses), not a choice kind.
    if (name === "kind" || name === "choice" || name === "key" || name === "trait") return true;
  }
  // A trait list of a race's text: trait keys, not kinds.
  if (file.startsWith("src/content/text/")) return true;
  // A race table's trait lists (`traits: { parent, subrace }`, the base races' `*_TRAITS`): trait keys too.
  if (file.startsWith("src/content/") && ts.isArrayLiteralExpression(p)) {
    const holder = ts.isAsExpression(p.parent) ? p.parent.parent : p.parent;
    if (ts.isPropertyAssignment(holder) && /^(parent|subrace)$/.test(holder.name.getText(sf))) return true;
    if (ts.isVariableDeclaration(holder) && /_TRAITS$/.test(holder.name.getText(sf))) return true;
  }
  if (ts.isCallExpression(p) && p.arguments[0] === node && DND5E_TABLE_CALLS.test(p.expression.getText(sf)))
    return true;
  if (ts.isElementAccessExpression(p) && p.argumentExpression === node)
    return (
      /system"?\]?\)?$/.test(p.expression.getText(sf)) || /\[?"system"\]\)$/.test(p.expression.getText(sf))
    );
  return false;
}

/** Choice-kind ids written as loose strings in the runtime. */
export function choiceKindLiterals(file: string, text: string): string[] {
  const sf = parse(file, text);
  const out: string[] = [];
  visit(sf, (node) => {
    if (isLiteral(node) && KIND_IDS.has(node.text) && !otherVocabulary(node, file, sf))
      out.push(at(sf, node, node.text));
  });
  return out;
}

const read = (file: string): string => readFileSync(path.join(REPO_ROOT, file), "utf8");
const SOURCES = filesUnder("src").filter((f) => !IDS_FILES.has(f));
const SCRIPTS = filesUnder("scripts");

describe("each id set is declared once (src/content/ids.ts)", () => {
  it("writes no flag key as a string where the module's flags are read or written", () => {
    expect([...SOURCES, ...SCRIPTS].flatMap((f) => flagKeyLiterals(f, read(f)))).toEqual([]);
  });

  it("writes no pack document id outside ids.ts", () => {
    expect([...SOURCES, ...SCRIPTS].flatMap((f) => docIdLiterals(f, read(f)))).toEqual([]);
  });

  it("names no choice kind by a loose string in the runtime", () => {
    expect(SOURCES.flatMap((f) => choiceKindLiterals(f, read(f)))).toEqual([]);
  });

  it("catches each way an id is written out, and leaves the other vocabularies alone", () => {
    const flagged = [
      'const a = moduleFlags(doc)["raceId"];',
      "const b = { [`flags.${MODULE_ID}.sightBefore`]: 1 };",
      'const c = message.flags[MODULE_ID]?.["breathRequest"];',
      "const d = { [MODULE_ID]: { decided: true } };",
      'const e = own["baseName"];',
      'const f = flag(i.flags, "raceId");',
      'const g = "flags.kynthaettir.answers";',
    ].join("\n");
    expect(flagKeyLiterals("src/x.ts", flagged)).toHaveLength(7);
    const fine = [
      "const a = moduleFlags(doc)[FLAGS.raceId];",
      "const b = { [`flags.${MODULE_ID}.${FLAGS.sightBefore}`]: 1 };",
      'const c = senses["units"];',
      'const d = { status: "pending" };',
    ].join("\n");
    expect(flagKeyLiterals("src/x.ts", fine)).toEqual([]);

    expect(docIdLiterals("scripts/x.ts", 'const id = "kynRaceHuman0000";')).toHaveLength(1);
    expect(docIdLiterals("scripts/x.ts", "const u = `Compendium.x.Item.kynFeatTrance000`;")).toHaveLength(1);

    const kinds = [
      'if (c.kind === "asi") x();',
      'const v = answers["cantrip"];',
      'export const k = { id: "tool" };',
    ].join("\n");
    expect(choiceKindLiterals("src/race/x.ts", kinds)).toHaveLength(3);
    const words = [
      'const l = world.label("abilities", id);',
      'const s = actor.system["skills"];',
      'type T = "skills" | "tools";',
    ].join("\n");
    expect(choiceKindLiterals("src/race/x.ts", words)).toEqual([]);
    expect(
      choiceKindLiterals("src/content/races/x.ts", 'const r = { kind: "asi", choice: "tool" };'),
    ).toEqual([]);
  });
});
