/**
 * Static scans of the module's code for i18n: which `KYNTHAETTIR.` keys it uses, which strings
 * in it read like UI text, and where numbers or sentences are glued together by hand. Parsed with
 * the TypeScript compiler API, so string concatenations, template literals and the branches of a
 * `cond ? "A" : "B"` key are seen as code, not guessed at with regular expressions.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { MODULE_ROOT, REPO_ROOT } from "./lang";

export interface Site {
  /** Repository-relative, `/`-separated. */
  readonly file: string;
  readonly line: number;
}

/** A key the code reads: the full key, with `*` where the code computes part of it. */
export interface KeyRef extends Site {
  readonly key: string;
  /**
   * When the key is read by a call: the names of the format data it passes (none: `[]`), or
   * "unknown" when the data is not an object literal the scan can read.
   */
  readonly data?: readonly string[] | "unknown";
}

export interface Finding extends Site {
  readonly text: string;
  readonly reason: string;
}

export const where = (s: Site): string => `${s.file}:${s.line}`;

/**
 * Functions that take a key relative to `KYNTHAETTIR.` (src/foundry/adapter.ts, src/content/ids.ts),
 * and which argument is the key. A new wrapper must be added here, or its keys count as unused.
 */
export const KEY_HELPERS: readonly { name: string; arg: number; returnsText: boolean }[] = [
  { name: "t", arg: 0, returnsText: true },
  { name: "notify", arg: 1, returnsText: false },
  { name: "i18nKey", arg: 0, returnsText: false },
  // src/foundry/flows.ts: the notice a detached flow's unexpected error ends in.
  { name: "runDetached", arg: 1, returnsText: false },
];

/** Foundry's own calls that take a full key (and `localize`, `format` return the text). */
const I18N_CALL = /(?:^|\.)i18n\.(localize|format|has)$/;

const UNIT_AFTER_NUMBER = /^\s?(?:m|ft|fet|feet|km|metr\p{L}*|sentímetr\p{L}*)(?![\p{L}\d])/u;

export function listFiles(dir: string, ext: string): string[] {
  const root = path.join(REPO_ROOT, dir);
  const out: string[] = [];
  const walk = (d: string): void => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(ext)) out.push(path.relative(REPO_ROOT, full).split(path.sep).join("/"));
    }
  };
  walk(root);
  return out;
}

export function readRepoFile(file: string): string {
  return readFileSync(path.join(REPO_ROOT, file), "utf8");
}

export function parseTs(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

function lineOf(sf: ts.SourceFile, node: ts.Node): number {
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
}

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n))
    n = n.expression;
  return n;
}

/**
 * The string an expression builds, with `*` for each computed part; null when it is not a string
 * expression. `${I18N_ROOT}` reads as the root itself.
 */
export function stringShape(node: ts.Expression): string | null {
  const n = unwrap(node);
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isTemplateExpression(n)) {
    let out = n.head.text;
    for (const span of n.templateSpans) {
      const e = unwrap(span.expression);
      out += ts.isIdentifier(e) && e.text === "I18N_ROOT" ? MODULE_ROOT : "*";
      out += span.literal.text;
    }
    return out;
  }
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = stringShape(n.left);
    const right = stringShape(n.right);
    if (left === null && right === null) return null;
    return (left ?? "*") + (right ?? "*");
  }
  return null;
}

/** `a ? "X" : "Y"`, `a ?? "X"`, `a || "X"` can each yield any branch. */
function alternatives(node: ts.Expression): ts.Expression[] {
  const n = unwrap(node);
  if (ts.isConditionalExpression(n)) return [...alternatives(n.whenTrue), ...alternatives(n.whenFalse)];
  if (
    ts.isBinaryExpression(n) &&
    (n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      n.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    return [...alternatives(n.left), ...alternatives(n.right)];
  }
  return [n];
}

function calleeName(call: ts.CallExpression): string | null {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return null;
}

function calleeText(call: ts.CallExpression, sf: ts.SourceFile): string {
  return call.expression.getText(sf).replace(/\s+/g, "").replace(/\?\./g, ".");
}

/** Name of the function (declaration or `const f = () => …`) a node sits in, if any. */
function enclosingFunctionName(node: ts.Node): string | null {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isFunctionDeclaration(p) && p.name) return p.name.text;
    if ((ts.isArrowFunction(p) || ts.isFunctionExpression(p)) && ts.isVariableDeclaration(p.parent)) {
      return ts.isIdentifier(p.parent.name) ? p.parent.name.text : null;
    }
    if (ts.isMethodDeclaration(p) && ts.isIdentifier(p.name)) return p.name.text;
  }
  return null;
}

/** A string expression that is only a piece of a larger concatenation is judged with the whole. */
function isPartOfLargerString(node: ts.Node): boolean {
  const p = node.parent;
  if (!p) return false;
  if (ts.isParenthesizedExpression(p)) return isPartOfLargerString(p);
  return (
    ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.PlusToken && stringShape(p) !== null
  );
}

function isStringNode(node: ts.Node): node is ts.Expression {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node) ||
    (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
  );
}

function inTypePosition(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isTypeNode(p) && !ts.isExpressionWithTypeArguments(p)) return true;
    if (ts.isStatement(p) || ts.isSourceFile(p)) return false;
  }
  return false;
}

function isModuleSpecifier(node: ts.Node): boolean {
  const p = node.parent;
  if (!p) return false;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p)) return p.moduleSpecifier === node;
  return ts.isExternalModuleReference(p) || ts.isImportTypeNode(p.parent ?? p);
}

// ---------------------------------------------------------------------------------------------
// Keys

/** Property names of a format-data argument: [] when absent, "unknown" when not a plain literal. */
function dataNames(arg: ts.Expression | undefined): readonly string[] | "unknown" {
  if (arg === undefined) return [];
  const n = unwrap(arg);
  if (!ts.isObjectLiteralExpression(n)) return "unknown";
  const names: string[] = [];
  for (const p of n.properties) {
    if ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name)) {
      names.push(p.name.text);
    } else if (ts.isPropertyAssignment(p) && ts.isStringLiteral(p.name)) {
      names.push(p.name.text);
    } else {
      return "unknown";
    }
  }
  return names.sort();
}

export interface KeyScan {
  readonly refs: KeyRef[];
  /** Keys of other packages (`DND5E.…`) read with game.i18n. */
  readonly foreign: KeyRef[];
  readonly problems: Finding[];
}

/**
 * Every `KYNTHAETTIR.` key a TypeScript file reads. A key is seen wherever it is written: as a
 * full key anywhere; as a key relative to the root (first segment one of `sections`, e.g.
 * "Drop.Invalid.Tool") anywhere, type unions and lookup tables included; and in the key argument
 * of t()/notify()/i18nKey() and game.i18n calls. An argument that is wholly a variable
 * (`t(problem)`) is not a key itself: the literals it comes from are seen where they are written.
 */
export function keysInTs(file: string, text: string, sections: readonly string[]): KeyScan {
  const sf = parseTs(file, text);
  const refs: KeyRef[] = [];
  const foreign: KeyRef[] = [];
  const problems: Finding[] = [];
  const consumed = new Set<ts.Node>();
  const helperNames = new Set(KEY_HELPERS.map((h) => h.name));
  const isRelative = (shape: string): boolean => sections.some((sec) => shape.startsWith(`${sec}.`));

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const helper = KEY_HELPERS.find((h) => h.name === name && ts.isIdentifier(node.expression));
      const arg = helper ? node.arguments[helper.arg] : undefined;
      if (helper && arg) {
        for (const alt of alternatives(arg)) {
          const shape = stringShape(alt);
          if (shape === null || shape === "*") continue;
          consumed.add(alt);
          const line = lineOf(sf, alt);
          if (shape.startsWith(`${MODULE_ROOT}.`)) {
            problems.push({ file, line, text: shape, reason: `${helper.name}() adds the root itself` });
          }
          const data = helper.name === "i18nKey" ? undefined : dataNames(node.arguments[helper.arg + 1]);
          refs.push({ file, line, key: `${MODULE_ROOT}.${shape}`, ...(data ? { data } : {}) });
        }
      } else if (I18N_CALL.test(calleeText(node, sf)) && node.arguments[0]) {
        for (const alt of alternatives(node.arguments[0])) {
          const shape = stringShape(alt);
          if (shape === null || shape === "*") continue;
          const inHelper = helperNames.has(enclosingFunctionName(node) ?? "");
          // t() itself: game.i18n.localize(`${I18N_ROOT}.${key}`).
          if (inHelper && shape === `${MODULE_ROOT}.*`) continue;
          consumed.add(alt);
          const isFormat = /format$/.test(calleeText(node, sf));
          const data = isFormat
            ? dataNames(node.arguments[1])
            : /localize$/.test(calleeText(node, sf))
              ? []
              : undefined;
          const ref = { file, line: lineOf(sf, alt), key: shape, ...(data ? { data } : {}) };
          if (shape.startsWith(`${MODULE_ROOT}.`)) refs.push(ref);
          else if (isRelative(shape)) {
            problems.push({ file, line: ref.line, text: shape, reason: "game.i18n needs the full key" });
          } else foreign.push(ref);
        }
      }
    }
    if (
      isStringNode(node) &&
      !consumed.has(node) &&
      !isPartOfLargerString(node) &&
      !isModuleSpecifier(node)
    ) {
      const shape = stringShape(node);
      if (shape !== null && shape.startsWith(`${MODULE_ROOT}.`)) {
        // The helpers themselves build `${I18N_ROOT}.${key}` from their parameter.
        const helperBody = shape === `${MODULE_ROOT}.*` && helperNames.has(enclosingFunctionName(node) ?? "");
        if (!helperBody) refs.push({ file, line: lineOf(sf, node), key: shape });
      } else if (shape !== null && isRelative(shape) && /^[\w.*-]+$/.test(shape)) {
        refs.push({ file, line: lineOf(sf, node), key: `${MODULE_ROOT}.${shape}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { refs, foreign, problems };
}

function lineOfIndex(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/**
 * Keys in a Handlebars template: every quoted `KYNTHAETTIR.…` string (`{{localize "…"}}`,
 * `label="…"` arguments). A quoted prefix ending in "." (`(concat "KYNTHAETTIR.X." kind)`) is a
 * computed key.
 */
export function keysInHbs(file: string, text: string): KeyRef[] {
  const out: KeyRef[] = [];
  for (const m of text.matchAll(/(["'])(KYNTHAETTIR\.[^"'\s{}]*)\1/g)) {
    const key = m[2] ?? "";
    out.push({ file, line: lineOfIndex(text, m.index), key: key.endsWith(".") ? `${key}*` : key });
  }
  return out;
}

/** Keys in a JSON manifest: any string value that is a `KYNTHAETTIR.` key (pack labels). */
export function keysInJson(file: string, text: string): KeyRef[] {
  const out: KeyRef[] = [];
  for (const m of text.matchAll(/"(KYNTHAETTIR\.[^"]*)"/g)) {
    out.push({ file, line: lineOfIndex(text, m.index), key: m[1] ?? "" });
  }
  return out;
}

/** Turns a key shape (`KYNTHAETTIR.Drop.Choice.*`) into a matcher; `*` is one key segment. */
export function shapeMatcher(shape: string): RegExp {
  const body = shape
    .split("*")
    .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^.]+");
  return new RegExp(`^${body}$`);
}

// ---------------------------------------------------------------------------------------------
// Literal UI text

const ICELANDIC_LETTER = /[áðéíóúýþæöÁÐÉÍÓÚÝÞÆÖ]/;
const TWO_WORDS = /\p{L}{2,}[ \t\u00a0]+\p{L}{2,}/u;
const HOLE = "\u0000";

/** Prose: Icelandic letters, or two words of letters separated by a space. */
export function looksLikeProse(s: string): boolean {
  return ICELANDIC_LETTER.test(s) || TWO_WORDS.test(s);
}

/** "kynthaettir breath-card", "fa-solid fa-fire": lowercase kebab-case tokens, one with a hyphen. */
function isClassList(s: string): boolean {
  const tokens = s.trim().split(/\s+/);
  return (
    tokens.every((t) => /^[a-z0-9_-]+$/.test(t)) && tokens.some((t) => t.includes("-") || t === "kynthaettir")
  );
}

const SELECTOR_TOKEN =
  /^(?:[>+~]|,|(?:[a-z][a-z0-9-]*|\*)?(?:[.#][a-z_][\w-]*|\[[^\]]+\]|::?[\w-]+(?:\([^)]*\))?)*,?)$/i;

/** ".kynthaettir .targets li", "button[data-action=roll]": every token is selector syntax. */
function isCssSelector(s: string): boolean {
  const tokens = s.trim().split(/\s+/);
  return /[.#[]/.test(s) && tokens.every((t) => t.length > 0 && SELECTOR_TOKEN.test(t));
}

/** The literal text of a string expression, with HOLE for each computed part. */
function literalText(node: ts.Expression): string {
  const n = unwrap(node);
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isTemplateExpression(n)) {
    return n.head.text + n.templateSpans.map((s) => HOLE + s.literal.text).join("");
  }
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const part = (e: ts.Expression): string => (stringShape(e) === null ? HOLE : literalText(e));
    return part(n.left) + part(n.right);
  }
  return HOLE;
}

const UI_ATTRIBUTES = /\b(title|aria-label|placeholder|alt|data-tooltip|label)\s*=\s*(["'])(.*?)\2/gs;

/** What in an HTML-ish string a user reads: user-facing attribute values and the text between tags. */
function readableParts(s: string): { attributes: string[]; text: string } {
  const attributes = [...s.matchAll(UI_ATTRIBUTES)].map((m) => m[3] ?? "");
  const text = s
    .replace(/<!--.*?-->/gs, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ");
  return { attributes, text };
}

/** Properties whose string value is shown to the user (DialogV2 buttons, settings, cards…). */
const UI_PROPERTIES = new Set([
  "label",
  "title",
  "hint",
  "placeholder",
  "tooltip",
  "content",
  "notes",
  "flavor",
]);
/** A key as Foundry's `label:` options expect it: `KYNTHAETTIR.X.Y` or a system key. */
const I18N_KEY = /^[A-Z][A-Z0-9]*(?:\.[\w*-]+)+$/;

export interface LiteralContext {
  readonly reason: string;
  readonly test: (call: ts.CallExpression | ts.NewExpression, sf: ts.SourceFile) => boolean;
}

function contextCall(node: ts.Node): ts.CallExpression | ts.NewExpression | null {
  let n: ts.Node = node;
  for (let p = n.parent; p; n = p, p = p.parent) {
    if ((ts.isCallExpression(p) || ts.isNewExpression(p)) && (p.arguments ?? []).some((a) => a === n))
      return p;
    if (
      ts.isParenthesizedExpression(p) ||
      ts.isConditionalExpression(p) ||
      ts.isTemplateSpan(p) ||
      ts.isTemplateExpression(p) ||
      (ts.isBinaryExpression(p) && p.operatorToken.kind !== ts.SyntaxKind.EqualsToken) ||
      ts.isArrayLiteralExpression(p) ||
      ts.isAsExpression(p)
    ) {
      continue;
    }
    return null;
  }
  return null;
}

/**
 * String literals in a TypeScript file that read like UI text. `contexts` are call sites whose
 * string arguments are not UI (error messages, selectors…); `allowed` exact literals with a reason.
 */
export function uiLiteralsInTs(
  file: string,
  text: string,
  contexts: readonly LiteralContext[],
  allowed: readonly { file: string; text: string }[],
): Finding[] {
  const sf = parseTs(file, text);
  const out: Finding[] = [];
  const isAllowed = (s: string): boolean => allowed.some((a) => a.file === file && a.text === s);

  const judge = (node: ts.Expression, uiProperty: string | null): void => {
    const s = literalText(node);
    const shown = s.split(HOLE).join(" ");
    if (isAllowed(shown.trim()) || isAllowed(s)) return;
    const line = lineOf(sf, node);
    const call = contextCall(node);
    if (call && contexts.some((c) => c.test(call, sf))) return;
    if (uiProperty !== null) {
      const bare = readableParts(shown).text.trim();
      if (/\p{L}/u.test(bare) && !I18N_KEY.test(bare)) {
        out.push({ file, line, text: shown.trim(), reason: `literal text in "${uiProperty}:" (use a key)` });
      }
      return;
    }
    const { attributes, text: body } = readableParts(shown);
    for (const a of attributes) {
      if (/\p{L}/u.test(a) && !I18N_KEY.test(a.trim())) {
        out.push({ file, line, text: a, reason: "literal text in a user-facing HTML attribute" });
      }
    }
    if (isClassList(shown) || isCssSelector(shown)) return;
    if (looksLikeProse(body)) out.push({ file, line, text: shown.trim(), reason: "reads like UI text" });
  };

  const visit = (node: ts.Node): void => {
    if (
      isStringNode(node) &&
      stringShape(node) !== null &&
      !isPartOfLargerString(node) &&
      !inTypePosition(node) &&
      !isModuleSpecifier(node)
    ) {
      const p = node.parent;
      const isPropertyName =
        (ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p) || ts.isEnumMember(p)) && p.name === node;
      const isElementKey = ts.isElementAccessExpression(p) && p.argumentExpression === node;
      if (!isPropertyName && !isElementKey) {
        const prop =
          ts.isPropertyAssignment(p) &&
          p.initializer === node &&
          ts.isIdentifier(p.name) &&
          UI_PROPERTIES.has(p.name.text)
            ? p.name.text
            : null;
        judge(node, prop);
      }
      // Template spans and concatenated operands may hold further calls with their own strings.
      if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression);
      if (ts.isBinaryExpression(node)) {
        for (const side of [node.left, node.right]) if (stringShape(side) === null) visit(side);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/**
 * Text in a Handlebars template that is not an expression: every letter a user reads must come
 * from `{{localize …}}` or another `{{…}}`. User-facing attributes (title, aria-label, placeholder,
 * alt, data-tooltip) count as text.
 */
export function uiTextInHbs(file: string, text: string): Finding[] {
  const out: Finding[] = [];
  // Blank out comments and expressions but keep newlines, so line numbers stay right.
  const blank = (s: string): string => s.replace(/[^\n]/g, " ");
  const stripped = text
    .replace(/\{\{!--.*?--\}\}/gs, blank)
    .replace(/\{\{!.*?\}\}/gs, blank)
    .replace(/<!--.*?-->/gs, blank)
    .replace(/\{\{\{.*?\}\}\}/gs, blank)
    .replace(/\{\{.*?\}\}/gs, blank);
  for (const m of stripped.matchAll(UI_ATTRIBUTES)) {
    const value = m[3] ?? "";
    if (/\p{L}/u.test(value)) {
      out.push({
        file,
        line: lineOfIndex(stripped, m.index),
        text: value.trim(),
        reason: "literal attribute text",
      });
    }
  }
  const noTags = stripped.replace(/<[^>]*>/g, blank).replace(/&[a-z]+;|&#\d+;/gi, blank);
  for (const m of noTags.matchAll(/[^\s]+(?:[ \t]+[^\s]+)*/g)) {
    if (/\p{L}/u.test(m[0])) {
      out.push({
        file,
        line: lineOfIndex(noTags, m.index),
        text: m[0],
        reason: "text outside {{localize …}}",
      });
    }
  }
  return out.sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------------------------------------
// Numbers and sentences built by hand

const LENGTH_PROPERTY = /dist|size|width|length|range|radius|feet|foot|metre|meter|speed|darkvision/i;

function isI18nTextCall(
  node: ts.Expression,
  sf: ts.SourceFile,
  localizedNames?: ReadonlySet<string>,
): boolean {
  const n = unwrap(node);
  if (localizedNames && ts.isIdentifier(n)) return localizedNames.has(n.text);
  if (!ts.isCallExpression(n)) return false;
  const name = calleeName(n);
  if (ts.isIdentifier(n.expression) && KEY_HELPERS.some((h) => h.name === name && h.returnsText)) return true;
  // Wrappers handed around as `localize` (src/drop's option sources) return localized text too.
  if (name === "localize") return true;
  return /(?:^|\.)i18n\.(localize|format)$/.test(calleeText(n, sf));
}

/** Whether `node` is the key argument of a key helper (t, notify, i18nKey) or of an i18n call. */
function isKeyArgument(node: ts.Expression, sf: ts.SourceFile): boolean {
  let n: ts.Node = node;
  while (n.parent && ts.isParenthesizedExpression(n.parent)) n = n.parent;
  const call = n.parent;
  if (!call || !ts.isCallExpression(call)) return false;
  const index = call.arguments.indexOf(n as ts.Expression);
  if (index < 0) return false;
  const name = calleeName(call);
  if (ts.isIdentifier(call.expression)) {
    const helper = KEY_HELPERS.find((h) => h.name === name);
    if (helper) return helper.arg === index;
  }
  if (name === "localize") return index === 0;
  return index === 0 && I18N_CALL.test(calleeText(call, sf));
}

function formatDataArgument(call: ts.CallExpression, sf: ts.SourceFile): ts.Expression | undefined {
  const name = calleeName(call);
  if (ts.isIdentifier(call.expression)) {
    const helper = KEY_HELPERS.find((h) => h.name === name);
    if (helper && helper.name !== "i18nKey") return call.arguments[helper.arg + 1];
  }
  if (/(?:^|\.)i18n\.format$/.test(calleeText(call, sf))) return call.arguments[1];
  return undefined;
}

/**
 * Numbers shown to users must go through `formatLength` (src/rules/units.ts) or a format key, and
 * sentences must come whole from a format key, not be glued from pieces.
 */
export function handBuiltText(file: string, text: string): Finding[] {
  const sf = parseTs(file, text);
  const out: Finding[] = [];
  // `const shape = localize(…)` then `${shape}`: the variable holds localized text.
  const localized = new Set<string>();
  const collect = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      isI18nTextCall(node.initializer, sf)
    ) {
      localized.add(node.name.text);
    }
    ts.forEachChild(node, collect);
  };
  collect(sf);
  const isLocalized = (e: ts.Expression): boolean =>
    isI18nTextCall(e, sf) || isI18nTextCall(e, sf, localized);
  const add = (node: ts.Node, reason: string): void => {
    out.push({ file, line: lineOf(sf, node), text: node.getText(sf).slice(0, 120), reason });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (
        ts.isPropertyAccessExpression(node.expression) &&
        /^(toFixed|toLocaleString|toPrecision)$/.test(name ?? "")
      ) {
        add(node, `${name}() formats a number by hand: use formatLength or a format key`);
      }
      const data = formatDataArgument(node, sf);
      if (data && ts.isObjectLiteralExpression(unwrap(data))) {
        for (const prop of (unwrap(data) as ts.ObjectLiteralExpression).properties) {
          const propName = prop.name && ts.isIdentifier(prop.name) ? prop.name.text : null;
          if (propName === null) continue;
          const value = ts.isPropertyAssignment(prop) ? prop.initializer : prop;
          const valueText = value.getText(sf);
          if (LENGTH_PROPERTY.test(propName) && !/\bformatLength\(/.test(valueText)) {
            add(prop, `"${propName}" is a length: pass formatLength(…), which gives "7,5 m"`);
          }
          if (
            ts.isPropertyAssignment(prop) &&
            ts.isNumericLiteral(prop.initializer) &&
            prop.initializer.text.includes(".")
          ) {
            add(prop, "a decimal number in format data prints with a point: format it first");
          }
        }
      }
    }
    if (ts.isTemplateExpression(node)) {
      node.templateSpans.forEach((span) => {
        if (
          UNIT_AFTER_NUMBER.test(span.literal.text) &&
          !/\bformatLength\(/.test(span.expression.getText(sf))
        ) {
          add(span, "a number and its unit glued by hand: use formatLength");
        }
      });
      // Within one run of text (between HTML tags), a localized piece next to anything else is a
      // sentence built by concatenation. A template that is itself the key given to t()/notify()/
      // localize() builds a key, not text (and a variable in it is not the localized text that
      // happens to share its name elsewhere in the file).
      type Piece = { kind: "text"; s: string } | { kind: "expr"; e: ts.Expression };
      const pieces: Piece[] = [{ kind: "text", s: node.head.text }];
      for (const span of node.templateSpans) {
        pieces.push({ kind: "expr", e: span.expression }, { kind: "text", s: span.literal.text });
      }
      let run: Piece[] = [];
      const keyTemplate = isKeyArgument(node, sf);
      const flush = (): void => {
        if (keyTemplate) {
          run = [];
          return;
        }
        const texts = run.filter((p) => p.kind === "expr" && isLocalized(p.e));
        const others = run.filter(
          (p) => (p.kind === "expr" && !isLocalized(p.e)) || (p.kind === "text" && /[\p{L}\p{N}]/u.test(p.s)),
        );
        if (texts.length > 0 && (others.length > 0 || texts.length > 1)) {
          add(node, "localized text glued to other text: use one format key with placeholders");
        }
        run = [];
      };
      for (const p of pieces) {
        if (p.kind === "expr") {
          run.push(p);
          continue;
        }
        const parts = p.s.split(/<[^>]*>/);
        parts.forEach((part, i) => {
          if (i > 0) flush();
          run.push({ kind: "text", s: part });
        });
      }
      flush();
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const sides = [node.left, node.right];
      if (sides.some((s) => isLocalized(s)) && stringShape(node) !== null) {
        add(node, "localized text concatenated with +: use one format key with placeholders");
      }
      const right = unwrap(node.right);
      if (
        (ts.isStringLiteral(right) || ts.isNoSubstitutionTemplateLiteral(right)) &&
        UNIT_AFTER_NUMBER.test(right.text) &&
        !/\bformatLength\(/.test(node.left.getText(sf))
      ) {
        add(node, "a number and its unit glued by hand: use formatLength");
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}
