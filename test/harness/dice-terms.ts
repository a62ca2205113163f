/**
 * The dice of `Roll` (dice.ts): seeded die faces, the terms (`Die`, `NumericTerm` …), and the
 * formula parser and evaluator behind them.
 */
import type { Obj } from "./utils";

export interface DiceContext {
  rng: () => number;
  /** Faces to hand out before the generator is used again (a test forcing a natural 1 or 20). */
  forced: number[];
  /** Creates the chat message for `toMessage`; set by the world. */
  createMessage?: (data: Obj, options: Obj) => Promise<unknown>;
}

let context: DiceContext = { rng: Math.random, forced: [] };

export function setDiceContext(ctx: DiceContext): void {
  context = ctx;
}

export function getDiceContext(): DiceContext {
  return context;
}

function rollFace(faces: number): number {
  const forced = context.forced.shift();
  if (forced !== undefined) {
    if (!Number.isInteger(forced) || forced < 1 || forced > faces) {
      throw new Error(`Forced die result ${forced} cannot come from a d${faces}`);
    }
    return forced;
  }
  return Math.min(faces, Math.floor(context.rng() * faces) + 1);
}

export interface DiceResult {
  result: number;
  active: boolean;
  discarded?: boolean;
  rerolled?: boolean;
}

export abstract class RollTerm {
  options: Obj = {};
  constructor(readonly formula: string) {}
}

export class NumericTerm extends RollTerm {
  constructor(readonly number: number) {
    super(String(number));
  }
}

export class OperatorTerm extends RollTerm {
  constructor(readonly operator: string) {
    super(` ${operator} `);
  }
}

/** Keep modifiers: the results to discard, of the active ones sorted low to high. */
const keepHighest = (s: DiceResult[], n: number): DiceResult[] => s.slice(0, Math.max(0, s.length - n));
const DISCARD: Record<string, (sorted: DiceResult[], n: number) => DiceResult[]> = {
  k: keepHighest,
  kh: keepHighest,
  kl: (s, n) => s.slice(n),
};

export class Die extends RollTerm {
  results: DiceResult[] = [];
  _evaluated = false;
  constructor(
    readonly number: number,
    readonly faces: number,
    readonly modifiers: string[] = [],
  ) {
    super(`${number}d${faces}${modifiers.join("")}`);
  }
  get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.results.reduce((sum, r) => sum + (r.active ? r.result : 0), 0);
  }

  roll(): void {
    this.results = [];
    for (let i = 0; i < this.number; i++) this.results.push({ result: rollFace(this.faces), active: true });
    for (const m of this.modifiers) this.#applyModifier(m);
    this._evaluated = true;
  }

  #applyModifier(modifier: string): void {
    const keep = /^(kh|kl|k)(\d*)$/.exec(modifier);
    if (keep) {
      const sorted = this.results.filter((r) => r.active).sort((a, b) => a.result - b.result);
      for (const r of DISCARD[keep[1]!]!(sorted, keep[2] ? Number(keep[2]) : 1)) {
        r.active = false;
        r.discarded = true;
      }
      return;
    }
    // `r<times>=<face>`: each result of that face rerolled up to that many times.
    const reroll = /^r(\d+)=(\d+)$/.exec(modifier);
    if (reroll) {
      const [maxRerolls, target] = [Number(reroll[1]), Number(reroll[2])];
      for (const r of [...this.results]) {
        let current = r;
        for (let count = 0; current.active && current.result === target && count < maxRerolls; count++) {
          current.active = false;
          current.rerolled = true;
          current = { result: rollFace(this.faces), active: true };
          this.results.push(current);
        }
      }
      return;
    }
    throw new Error(`Unsupported die modifier "${modifier}" in the harness`);
  }
}

export class ParentheticalTerm extends RollTerm {
  constructor(readonly term: string) {
    super(`(${term})`);
  }
}

export class FunctionTerm extends RollTerm {
  constructor(
    readonly fn: string,
    readonly terms: string[],
  ) {
    super(`${fn}(${terms.join(", ")})`);
  }
}

/** Each token keeps the text it stands for in a group's formula (`(1 + 2)`, `max(3, 4)`). */
type Token = { text: string } & (
  | { t: "num"; v: number }
  | { t: "die"; count: number | null; faces: number; mods: string[] }
  | { t: "op" | "id" | "flavor"; v: string }
  | { t: "lp" | "rp" | "comma" }
);

export type Node =
  | { k: "num"; v: number }
  | { k: "die"; die: Die }
  | { k: "bin"; op: string; l: Node; r: Node }
  | { k: "neg"; e: Node }
  | { k: "paren"; e: Node; text: string }
  | { k: "fn"; name: string; args: Node[]; texts: string[] };

const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
  abs: Math.abs,
  max: Math.max,
  min: Math.min,
  sign: Math.sign,
  trunc: Math.trunc,
};

const OPERATORS: Record<string, (l: number, r: number) => number> = {
  "+": (l, r) => l + r,
  "-": (l, r) => l - r,
  "*": (l, r) => l * r,
  "/": (l, r) => l / r,
};

const MOD = "(?:kh|kl|k|r)\\d*(?:=\\d+)?";
const MODS = new RegExp(MOD, "g");
/** Whitespace, a flavor, a die (not right after a letter), a number, a name, a single character. */
const TOKEN = new RegExp(
  `\\s+|\\[([^\\]]*)\\]|(?<![a-zA-Z])(\\d*)d(\\d+)((?:${MOD})*)|(\\d+(?:\\.\\d+)?)|([a-zA-Z_]\\w*)|([-+*/(),])`,
  "y",
);
const SINGLE = { "(": "lp", ")": "rp", ",": "comma" } as const;

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  for (TOKEN.lastIndex = 0; TOKEN.lastIndex < formula.length;) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(formula);
    if (!m) {
      if (formula[at] === "[") throw new Error(`Unclosed flavor text in formula "${formula}"`);
      throw new Error(`Unresolved term "${formula.slice(at)}" in roll formula "${formula}"`);
    }
    const [text, flavor, n, faces, mods, num, id, c] = m;
    if (flavor !== undefined) tokens.push({ t: "flavor", v: flavor, text });
    else if (faces !== undefined) {
      const modList = mods?.match(MODS) ?? [];
      tokens.push({ t: "die", count: n ? Number(n) : null, faces: Number(faces), mods: modList, text });
    } else if (num !== undefined) tokens.push({ t: "num", v: Number(num), text: String(Number(num)) });
    else if (id !== undefined) tokens.push({ t: "id", v: id, text });
    else if (c && c in SINGLE)
      tokens.push({ t: SINGLE[c as keyof typeof SINGLE], text: c === "," ? ", " : c });
    else if (c) tokens.push({ t: "op", v: c, text: ` ${c} ` });
  }
  return tokens;
}

function tokensToText(tokens: Token[]): string {
  return tokens
    .map((t) => t.text)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** The formula's syntax tree (null for an empty formula): `+ -` over `* /` over factors. */
export function parseFormula(source: string): Node | null {
  const tokens = tokenize(source);
  if (!tokens.length) return null;
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const node = expr().node;
  skipFlavor();
  if (pos < tokens.length) throw new Error(`Unexpected term in roll formula "${source}"`);
  return node;

  function skipFlavor(): string | undefined {
    let flavor: string | undefined;
    while (peek()?.t === "flavor") flavor = (tokens[pos++] as { v: string }).v;
    return flavor;
  }

  function close(): void {
    if (tokens[pos++]?.t !== "rp") throw new Error(`Unbalanced parentheses in "${source}"`);
  }

  /** An expression and the text of its tokens. */
  function expr(): { node: Node; text: string } {
    const start = pos;
    const node = binary("+-");
    return { node, text: tokensToText(tokens.slice(start, pos)) };
  }

  /** Left-associative `+ -` (or `* /`) over its operands. */
  function binary(ops: "+-" | "*/"): Node {
    const operand = (): Node => (ops === "+-" ? binary("*/") : factor());
    let left = operand();
    for (let t = peek(); t?.t === "op" && ops.includes(t.v); t = peek()) {
      pos++;
      left = { k: "bin", op: t.v, l: left, r: operand() };
    }
    return left;
  }

  function factor(): Node {
    const t = tokens[pos++];
    if (!t) throw new Error(`Incomplete roll formula "${source}"`);
    let node: Node;
    if (t.t === "op" && t.v === "-") node = { k: "neg", e: factor() };
    else if (t.t === "op" && t.v === "+") node = factor();
    else if (t.t === "num") node = { k: "num", v: t.v };
    else if (t.t === "die") node = { k: "die", die: new Die(t.count ?? 1, t.faces, t.mods) };
    else if (t.t === "lp") {
      const { node: e, text } = expr();
      close();
      node = { k: "paren", e, text };
    } else if (t.t === "id") {
      if (!FUNCTIONS[t.v] || tokens[pos]?.t !== "lp")
        throw new Error(`Unresolved term "${t.v}" in roll formula "${source}"`);
      pos++;
      const args: { node: Node; text: string }[] = [];
      if (peek()?.t !== "rp") {
        for (;;) {
          args.push(expr());
          if (peek()?.t !== "comma") break;
          pos++;
        }
      }
      close();
      node = { k: "fn", name: t.v, args: args.map((a) => a.node), texts: args.map((a) => a.text) };
    } else throw new Error(`Unexpected term in roll formula "${source}"`);
    // "(@details.level)d6", "floor(@x / 2)d6": a deterministic group gives the number of dice.
    const next = peek();
    if ((node.k === "paren" || node.k === "fn") && next?.t === "die" && next.count === null) {
      if (!nodeDeterministic(node))
        throw new Error(`The number of dice must be deterministic in "${source}"`);
      pos++;
      node = { k: "die", die: new Die(evaluateNode(node), next.faces, next.mods) };
    }
    const flavor = skipFlavor();
    if (flavor && node.k === "die") node.die.options.flavor = flavor;
    return node;
  }
}

export function flattenTerms(node: Node): RollTerm[] {
  switch (node.k) {
    case "bin":
      return [...flattenTerms(node.l), new OperatorTerm(node.op), ...flattenTerms(node.r)];
    case "neg":
      return [new OperatorTerm("-"), ...flattenTerms(node.e)];
    case "num":
      return [new NumericTerm(node.v)];
    case "die":
      return [node.die];
    case "paren":
      return [new ParentheticalTerm(node.text)];
    case "fn":
      return [new FunctionTerm(node.name, node.texts)];
  }
}

function children(node: Node): Node[] {
  if (node.k === "bin") return [node.l, node.r];
  if (node.k === "neg" || node.k === "paren") return [node.e];
  return node.k === "fn" ? node.args : [];
}

export function nodeDeterministic(node: Node): boolean {
  return node.k !== "die" && children(node).every(nodeDeterministic);
}

/** The dice of a formula, left to right. */
export function nodeDice(node: Node): Die[] {
  return node.k === "die" ? [node.die] : children(node).flatMap(nodeDice);
}

export function evaluateNode(node: Node): number {
  switch (node.k) {
    case "num":
      return node.v;
    case "neg":
      return -evaluateNode(node.e);
    case "paren":
      return evaluateNode(node.e);
    case "die":
      node.die.roll();
      return node.die.total ?? 0;
    case "fn":
      return FUNCTIONS[node.name]!(...node.args.map((a) => evaluateNode(a)));
    case "bin":
      return OPERATORS[node.op]!(evaluateNode(node.l), evaluateNode(node.r));
  }
}
