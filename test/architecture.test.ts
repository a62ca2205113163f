/**
 * The module's layering, checked on its source: only src/foundry/ reaches Foundry's and dnd5e's
 * globals (src/index.ts may also register hooks), and the pure rules and data import nothing of
 * the flows or the adapters. Parsed with the TypeScript compiler API, so comments and strings that
 * mention `game` or `CONFIG` are prose, not uses.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Globals of Foundry and dnd5e (and `globalThis`, the way around them). */
const FOUNDRY_GLOBALS = new Set([
  "game",
  "ui",
  "canvas",
  "Hooks",
  "foundry",
  "CONFIG",
  "ChatMessage",
  "Roll",
  "fromUuid",
  "fromUuidSync",
  "Handlebars",
  "dnd5e",
  "globalThis",
]);

/** Folders whose code is pure, and the folders it must not import from. */
const PURE_DIRS = ["src/rules/", "src/data/"];
const IMPURE_DIRS = ["src/foundry/", "src/drop/", "src/breath/", "src/hooks/"];

const ADAPTER_DIR = "src/foundry/";
const DECLARATIONS_DIR = "src/types/";
/** The entry point wires hooks: `Hooks.on` / `Hooks.once` are allowed there, and nothing else. */
const ENTRY = "src/index.ts";

interface Violation {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

const show = (v: Violation): string => `${v.file}:${v.line} ${v.text}`;

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

function lineOf(sf: ts.SourceFile, node: ts.Node): number {
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
}

/** An identifier that names a property or a type, not a variable: `x.game`, `{ game: 1 }`, `ui: T`. */
function isPropertyOrTypeName(id: ts.Identifier): boolean {
  const p = id.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === id) return true;
  if (ts.isQualifiedName(p) && p.right === id) return true;
  if (ts.isTypeReferenceNode(p) && p.typeName === id) return true;
  if (
    (ts.isPropertyAssignment(p) ||
      ts.isPropertySignature(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isMethodSignature(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isGetAccessorDeclaration(p) ||
      ts.isSetAccessorDeclaration(p) ||
      ts.isEnumMember(p)) &&
    p.name === id
  ) {
    return true;
  }
  if (ts.isBindingElement(p) && p.propertyName === id) return true;
  return false;
}

function isHookRegistration(id: ts.Identifier): boolean {
  const p = id.parent;
  return (
    id.text === "Hooks" &&
    ts.isPropertyAccessExpression(p) &&
    p.expression === id &&
    (p.name.text === "on" || p.name.text === "once")
  );
}

/**
 * Where `file` (repository-relative) names a Foundry or dnd5e global outside the adapters. A local
 * variable of the same name counts too: it hides the global from a reader and from this scan.
 */
function foundryGlobalUses(file: string, text: string): Violation[] {
  if (file.startsWith(ADAPTER_DIR) || file.startsWith(DECLARATIONS_DIR)) return [];
  const sf = parse(file, text);
  const out: Violation[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && FOUNDRY_GLOBALS.has(node.text) && !isPropertyOrTypeName(node)) {
      if (!(file === ENTRY && isHookRegistration(node))) {
        out.push({ file, line: lineOf(sf, node), text: node.parent.getText(sf).slice(0, 80) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function moduleSpecifiers(sf: ts.SourceFile): ts.StringLiteralLike[] {
  const out: ts.StringLiteralLike[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteralLike(node.moduleSpecifier)
    ) {
      out.push(node.moduleSpecifier);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      out.push(node.arguments[0]);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteralLike(arg.literal)) out.push(arg.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Imports (type-only ones too) from a file under src/rules/ or src/data/ into the flows or adapters. */
function impureImports(file: string, text: string): Violation[] {
  if (!PURE_DIRS.some((dir) => file.startsWith(dir))) return [];
  const sf = parse(file, text);
  const out: Violation[] = [];
  for (const spec of moduleSpecifiers(sf)) {
    if (!spec.text.startsWith(".")) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec.text));
    if (IMPURE_DIRS.some((dir) => `${target}/`.startsWith(dir))) {
      out.push({ file, line: lineOf(sf, spec), text: `imports "${spec.text}"` });
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(REPO_ROOT, rel)).sort()) {
      const child = `${rel}/${name}`;
      if (statSync(path.join(REPO_ROOT, child)).isDirectory()) walk(child);
      else if (name.endsWith(".ts")) out.push(child);
    }
  };
  walk(dir);
  return out;
}

describe("the module's layers", () => {
  const files = sourceFiles("src").map((file) => ({
    file,
    text: readFileSync(path.join(REPO_ROOT, file), "utf8"),
  }));

  it("the scan reads the module's source, adapters and pure rules included", () => {
    const names = files.map((f) => f.file);
    expect(names).toContain(ENTRY);
    expect(names.some((f) => f.startsWith(ADAPTER_DIR))).toBe(true);
    expect(names.some((f) => f.startsWith("src/rules/"))).toBe(true);
    expect(names.some((f) => f.startsWith("src/data/"))).toBe(true);
  });

  it("only src/foundry/ touches Foundry and dnd5e globals (src/index.ts only registers hooks)", () => {
    const found = files.flatMap(({ file, text }) => foundryGlobalUses(file, text));
    expect(found.map(show)).toEqual([]);
  });

  it("the pure rules and data import nothing from the adapters, the flows or the hook bodies", () => {
    const found = files.flatMap(({ file, text }) => impureImports(file, text));
    expect(found.map(show)).toEqual([]);
  });
});

describe("the layer scan itself", () => {
  const snippet = [
    "// game.user is only mentioned in a comment",
    'const note = "CONFIG.DND5E and Hooks.callAll in a string";',
    "const label = `ui ${game.i18n.lang}`;",
    "const flags = item.flags.dnd5e ?? { game: 1, canvas: 2 };",
    "Hooks.on('init', () => undefined);",
    "Hooks.callAll('kynthaettir.ready');",
    "const { foundry: renamed } = options;",
    "const dnd5e = flags;",
    "(globalThis as { ui?: unknown }).ui;",
  ].join("\n");
  const linesOf = (found: Violation[]): number[] => found.map((v) => v.line);

  it("catches every real use, in template literals and through globalThis, and ignores comments, strings and property names", () => {
    expect(linesOf(foundryGlobalUses("src/breath/bad.ts", snippet))).toEqual([3, 5, 6, 8, 9]);
  });

  it("lets src/index.ts register hooks, but not call them", () => {
    expect(linesOf(foundryGlobalUses(ENTRY, snippet))).toEqual([3, 6, 8, 9]);
  });

  it("leaves the adapters and the declarations alone", () => {
    expect(foundryGlobalUses("src/foundry/adapter.ts", snippet)).toEqual([]);
    expect(foundryGlobalUses("src/types/foundry.d.ts", snippet)).toEqual([]);
  });

  it("catches a pure rule importing an adapter or a flow, even for a type, and lets flows import them", () => {
    const imports = [
      'import { t } from "../foundry/adapter";',
      'import type { CardData } from "../breath/card-data";',
      'export { record } from "../drop/shared";',
      'import { ANCESTRIES } from "./ancestry";',
      'import { RACES } from "../data/races";',
      'const hooks = await import("../hooks/ready");',
    ].join("\n");
    expect(linesOf(impureImports("src/rules/bad.ts", imports))).toEqual([1, 2, 3, 6]);
    expect(
      linesOf(impureImports("src/content/text/bad.ts", 'import { t } from "../../foundry/adapter";')),
    ).toEqual([1]);
    expect(impureImports("src/race/add.ts", imports)).toEqual([]);
  });
});
