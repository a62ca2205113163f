/**
 * The module's layering, checked on its source: only src/foundry/ reaches Foundry's and dnd5e's
 * globals (src/index.ts only hands `Hooks` to the module's registration), each folder imports only
 * the layers below it (content → effects → rules at the bottom; race and breath above them, each
 * unaware of the other; foundry/ the only adapter, importing no feature folder; hooks on top), no
 * runtime file imports pack tooling or tests, and no source file grows past about 300 lines.
 * Parsed with the TypeScript compiler API, so comments and strings that mention `game` or `CONFIG`
 * are prose, not uses.
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

/**
 * What each part of src/ may import (besides itself). A file's part is the longest prefix that
 * names it; type-only imports count too.
 */
const LAYERS: Readonly<Record<string, readonly string[]>> = {
  "src/rules/": [],
  "src/effects/": ["src/rules/"],
  "src/content/": ["src/effects/", "src/rules/"],
  "src/foundry/": ["src/content/", "src/effects/", "src/rules/", "src/types/"],
  "src/settings.ts": ["src/content/", "src/foundry/"],
  "src/race/choices/": ["src/content/", "src/effects/", "src/rules/"],
  "src/race/": [
    "src/race/choices/",
    "src/content/",
    "src/effects/",
    "src/rules/",
    "src/foundry/",
    "src/settings.ts",
  ],
  "src/breath/": ["src/content/", "src/effects/", "src/rules/", "src/foundry/", "src/settings.ts"],
  "src/selfcheck/": [
    "src/race/choices/",
    "src/content/",
    "src/effects/",
    "src/rules/",
    "src/foundry/",
    "src/race/",
    "src/breath/",
    "src/settings.ts",
  ],
  "src/api.ts": ["src/content/", "src/rules/", "src/foundry/", "src/race/", "src/breath/", "src/selfcheck/"],
  "src/hooks/": [
    "src/content/",
    "src/foundry/",
    "src/race/",
    "src/breath/",
    "src/selfcheck/",
    "src/settings.ts",
    "src/api.ts",
  ],
  "src/index.ts": ["src/hooks/"],
  "src/types/": [],
};

/** Pure parts: no Foundry global at all (the adapters aside, this is checked for every part). */
const PURE_PARTS = ["src/rules/", "src/effects/", "src/content/", "src/race/choices/"];

/** The most lines a source file may have; pure data and prose tables are held to the same. */
const MAX_LINES = 300;

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

/** `registerModule(Hooks)`: the entry point hands Foundry's hooks to the module, and does nothing else with them. */
function isHookRegistration(id: ts.Identifier): boolean {
  const p = id.parent;
  return (
    id.text === "Hooks" &&
    ts.isCallExpression(p) &&
    p.arguments.length === 1 &&
    p.arguments[0] === id &&
    ts.isIdentifier(p.expression) &&
    p.expression.text === "registerModule"
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

function partOf(file: string): string | null {
  const parts = Object.keys(LAYERS).filter((p) => file === p || file.startsWith(p));
  return parts.sort((a, b) => b.length - a.length)[0] ?? null;
}

/**
 * Imports (type-only ones too) that reach a part `file`'s part may not, or anything outside src/.
 * `exists` tells whether a file is there, so "./choices" means its folder's index.ts.
 */
function layerViolations(file: string, text: string, exists: (file: string) => boolean): Violation[] {
  const part = partOf(file);
  if (!part) return [];
  const allowed = [part, ...LAYERS[part]!];
  const sf = parse(file, text);
  const out: Violation[] = [];
  for (const spec of moduleSpecifiers(sf)) {
    if (!spec.text.startsWith(".")) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec.text));
    const resolved = exists(`${target}/index.ts`) ? `${target}/index.ts` : `${target}.ts`;
    const targetPart = partOf(resolved);
    if (!targetPart || !allowed.includes(targetPart)) {
      out.push({ file, line: lineOf(sf, spec), text: `imports "${spec.text}"` });
    }
  }
  return out;
}

/** Any Foundry global in a pure part (a stricter form of the adapter rule, which also covers `globalThis`). */
function pureViolations(file: string, text: string): Violation[] {
  if (!PURE_PARTS.some((p) => file.startsWith(p))) return [];
  return foundryGlobalUses(file, text);
}

/** Where module-level state is kept per client (`clientState`), so the harness's clients are separate. */
const CLIENT_STATE = "src/foundry/client.ts";

/**
 * Module-level state that is the same on every client, so it may live at the top of a file: a
 * memo of number formatters per locale (pure), and the choice kinds registered at import.
 */
const SHARED_STATE = new Set(["src/rules/units.ts:FORMATTERS", "src/race/choices/kind.ts:REGISTRY"]);

const MUTABLE_CLASSES = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array"]);

/**
 * Module-level mutable state outside `clientState`: a top-level `let`, or a top-level `const`
 * holding a new Map, Set, WeakMap, WeakSet or Array not typed read-only. One browser is one client in Foundry, but the
 * harness runs several clients in one process, and a lock or record kept at the top of a file
 * would be shared by all of them (two GMs would share one "already deciding" set).
 */
function moduleStateViolations(file: string, text: string): Violation[] {
  if (file === CLIENT_STATE || file.startsWith(DECLARATIONS_DIR)) return [];
  const sf = parse(file, text);
  const out: Violation[] = [];
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const isLet = (statement.declarationList.flags & ts.NodeFlags.Let) !== 0;
    for (const decl of statement.declarationList.declarations) {
      const name = decl.name.getText(sf);
      if (SHARED_STATE.has(`${file}:${name}`)) continue;
      const init = decl.initializer;
      // A table typed ReadonlyMap / ReadonlySet cannot be written to: it is a constant.
      const readonlyType = !!decl.type && /^Readonly(Map|Set)</.test(decl.type.getText(sf));
      const mutable =
        isLet ||
        (!readonlyType &&
          !!init &&
          ts.isNewExpression(init) &&
          ts.isIdentifier(init.expression) &&
          MUTABLE_CLASSES.has(init.expression.text));
      if (mutable) out.push({ file, line: lineOf(sf, decl), text: decl.getText(sf).slice(0, 80) });
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
  const names = new Set(files.map((f) => f.file));

  it("the scan reads every part of the module's source", () => {
    expect(names).toContain(ENTRY);
    for (const part of Object.keys(LAYERS)) {
      expect(
        [...names].some((f) => f === part || f.startsWith(part)),
        part,
      ).toBe(true);
    }
    // Every source file belongs to a part: a new folder must say where it stands.
    expect([...names].filter((f) => partOf(f) === null)).toEqual([]);
  });

  it("only src/foundry/ touches Foundry and dnd5e globals (src/index.ts only hands Hooks to the module)", () => {
    const found = files.flatMap(({ file, text }) => foundryGlobalUses(file, text));
    expect(found.map(show)).toEqual([]);
  });

  it("each part imports only the layers below it: content → effects → rules; race and breath apart; foundry/ imports no feature", () => {
    const found = files.flatMap(({ file, text }) => layerViolations(file, text, (f) => names.has(f)));
    expect(found.map(show)).toEqual([]);
  });

  it("the pure parts (rules, effects, content, the choice specs) name no Foundry global at all", () => {
    const found = files.flatMap(({ file, text }) => pureViolations(file, text));
    expect(found.map(show)).toEqual([]);
  });

  it("module-level state (locks, records, caches) lives per client, through clientState", () => {
    const found = files.flatMap(({ file, text }) => moduleStateViolations(file, text));
    expect(found.map(show)).toEqual([]);
  });

  it(`no source file is longer than ${MAX_LINES} lines`, () => {
    const long = files
      .filter(({ text }) => text.split("\n").length > MAX_LINES)
      .map(({ file, text }) => `${file}: ${text.split("\n").length}`);
    expect(long).toEqual([]);
  });
});

/** The most lines a harness or tooling file may have: each fake and script one job a reader can hold. */
const MAX_HARNESS_LINES = 500;

describe("the harness and the tooling stay readable", () => {
  it(`no file of test/harness/ (its own tests aside) or scripts/ is longer than ${MAX_HARNESS_LINES} lines`, () => {
    const long = [...sourceFiles("test/harness"), ...sourceFiles("scripts")]
      .filter((file) => !file.endsWith(".test.ts"))
      .map((file) => ({ file, lines: readFileSync(path.join(REPO_ROOT, file), "utf8").split("\n").length }))
      .filter(({ lines }) => lines > MAX_HARNESS_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(long).toEqual([]);
  });
});

describe("the tooling in scripts/", () => {
  // The harness is the in-repo Foundry the bench counts operations in, shared with the tests by
  // design; the tests' own support files (worlds, fixtures, expectations) stay out of the bench.
  it("imports nothing from test/ but the Foundry harness", () => {
    const found: string[] = [];
    for (const file of sourceFiles("scripts")) {
      const text = readFileSync(path.join(REPO_ROOT, file), "utf8");
      for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"/gms)) {
        const target = path.relative(REPO_ROOT, path.resolve(REPO_ROOT, path.dirname(file), m[1] ?? ""));
        if (target.startsWith("test/") && !target.startsWith("test/harness"))
          found.push(`${file} → ${target}`);
      }
    }
    expect(found).toEqual([]);
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
    "registerModule(Hooks);",
  ].join("\n");
  const linesOf = (found: Violation[]): number[] => found.map((v) => v.line);

  it("catches every real use, in template literals and through globalThis, and ignores comments, strings and property names", () => {
    expect(linesOf(foundryGlobalUses("src/breath/bad.ts", snippet))).toEqual([3, 5, 6, 8, 9, 10]);
  });

  it("lets src/index.ts hand Hooks to the module's registration, and nothing else", () => {
    expect(linesOf(foundryGlobalUses(ENTRY, snippet))).toEqual([3, 5, 6, 8, 9]);
  });

  it("leaves the adapters and the declarations alone", () => {
    expect(foundryGlobalUses("src/foundry/adapter.ts", snippet)).toEqual([]);
    expect(foundryGlobalUses("src/types/foundry.d.ts", snippet)).toEqual([]);
  });

  it("catches an import across the layers, even for a type, and lets a part import what lies below it", () => {
    const imports = [
      'import { t } from "../foundry/adapter";',
      'import type { CardData } from "../breath/card-data";',
      'export { record } from "../race/flags";',
      'import { breathArea } from "./breath";',
      'import { RACES } from "../content/races";',
      'const hooks = await import("../hooks/ready");',
      'import { bench } from "../../scripts/lib/bench";',
    ].join("\n");
    const none = (): boolean => false;
    expect(linesOf(layerViolations("src/rules/bad.ts", imports, none))).toEqual([1, 2, 3, 5, 6, 7]);
    expect(linesOf(layerViolations("src/foundry/bad.ts", imports, none))).toEqual([2, 3, 6, 7]);
    expect(linesOf(layerViolations("src/breath/bad.ts", imports, none))).toEqual([3, 6, 7]);
    expect(
      linesOf(layerViolations("src/race/bad.ts", 'import { decide } from "../breath/decide";', none)),
    ).toEqual([1]);
    expect(linesOf(layerViolations("src/hooks/bad.ts", imports, none))).toEqual([7]);
  });

  it("catches module-level mutable state, and leaves constants, functions and clientState alone", () => {
    const state = [
      "let last = null;",
      "const locks = new Map<string, number>();",
      "const seen = new Set();",
      "const FEET: ReadonlySet<string> = new Set(['ft']);",
      "const lock = clientState(() => new Map());",
      "export const LIMIT = 3;",
      "function f() { const local = new Map(); let n = 0; return [local, n]; }",
    ].join("\n");
    expect(linesOf(moduleStateViolations("src/breath/bad.ts", state))).toEqual([1, 2, 3]);
    expect(moduleStateViolations(CLIENT_STATE, state)).toEqual([]);
  });

  it("reads a folder import as the folder's index", () => {
    const exists = (f: string): boolean => f === "src/race/choices/index.ts";
    expect(layerViolations("src/race/add.ts", 'import { choiceKind } from "./choices";', exists)).toEqual([]);
    expect(
      linesOf(layerViolations("src/rules/bad.ts", 'import { choiceKind } from "../race/choices";', exists)),
    ).toEqual([1]);
  });
});
