/**
 * The dice of `Roll` (dice.ts): seeded die faces, the terms (`Die`, `NumericTerm` …), and the
 * formula parser and evaluator behind them.
 */
import type { Obj } from "./utils";
import { Roll } from "./dice";

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
  abstract get formula(): string;
  abstract get isDeterministic(): boolean;
  get expression(): string {
    return this.formula;
  }
}

export class NumericTerm extends RollTerm {
  constructor(readonly number: number) {
    super();
  }
  get formula(): string {
    return String(this.number);
  }
  get total(): number {
    return this.number;
  }
  get isDeterministic(): boolean {
    return true;
  }
}

export class OperatorTerm extends RollTerm {
  constructor(readonly operator: string) {
    super();
  }
  get formula(): string {
    return ` ${this.operator} `;
  }
  get isDeterministic(): boolean {
    return true;
  }
}

export class Die extends RollTerm {
  results: DiceResult[] = [];
  _evaluated = false;
  constructor(
    public number: number,
    readonly faces: number,
    readonly modifiers: string[] = [],
    flavor?: string,
  ) {
    super();
    if (flavor) this.options.flavor = flavor;
  }
  get denomination(): string {
    return `d${this.faces}`;
  }
  get formula(): string {
    return `${this.number}d${this.faces}${this.modifiers.join("")}`;
  }
  get isDeterministic(): boolean {
    return false;
  }
  get flavor(): string {
    return typeof this.options.flavor === "string" ? this.options.flavor : "";
  }
  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }
  get total(): number | undefined {
    if (!this._evaluated) return undefined;
    return this.values.reduce((a, b) => a + b, 0);
  }

  roll(): void {
    this.results = [];
    for (let i = 0; i < this.number; i++) this.results.push({ result: rollFace(this.faces), active: true });
    for (const m of this.modifiers) this.#applyModifier(m);
    this._evaluated = true;
  }

  #applyModifier(modifier: string): void {
    const keep = /^(kh|kl|k|dh|dl|d)(\d*)$/.exec(modifier);
    if (keep) {
      const op = keep[1]!;
      const n = keep[2] ? Number(keep[2]) : 1;
      const active = this.results.filter((r) => r.active);
      const sorted = [...active].sort((a, b) => a.result - b.result);
      let discard: DiceResult[] = [];
      if (op === "kh" || op === "k") discard = sorted.slice(0, Math.max(0, sorted.length - n));
      else if (op === "kl") discard = sorted.slice(n);
      else if (op === "dl" || op === "d") discard = sorted.slice(0, n);
      else if (op === "dh") discard = sorted.slice(Math.max(0, sorted.length - n));
      for (const r of discard) {
        r.active = false;
        r.discarded = true;
      }
      return;
    }
    const reroll = /^(ro|r)(\d+)?(?:(=|<=|>=|<|>)(\d+))?$/.exec(modifier);
    if (reroll) {
      const once = reroll[1] === "ro";
      const hasComparison = reroll[3] !== undefined;
      const target = Number(hasComparison ? reroll[4] : (reroll[2] ?? 1));
      const comparison = reroll[3] ?? "=";
      const maxRerolls = once ? 1 : hasComparison && reroll[2] ? Number(reroll[2]) : 100;
      const matches = (v: number): boolean =>
        comparison === "="
          ? v === target
          : comparison === "<"
            ? v < target
            : comparison === "<="
              ? v <= target
              : comparison === ">"
                ? v > target
                : v >= target;
      const initial = [...this.results];
      for (const r of initial) {
        let current = r;
        let count = 0;
        while (current.active && matches(current.result) && count < maxRerolls) {
          current.active = false;
          current.rerolled = true;
          const next = { result: rollFace(this.faces), active: true };
          this.results.push(next);
          current = next;
          count++;
        }
      }
      return;
    }
    const minmax = /^(min|max)(\d+)$/.exec(modifier);
    if (minmax) {
      const bound = Number(minmax[2]);
      for (const r of this.results) {
        if (!r.active) continue;
        if (minmax[1] === "min" && r.result < bound) r.result = bound;
        if (minmax[1] === "max" && r.result > bound) r.result = bound;
      }
      return;
    }
    throw new Error(`Unsupported die modifier "${modifier}" in the harness`);
  }
}

export class ParentheticalTerm extends RollTerm {
  constructor(
    readonly term: string,
    readonly roll: Roll,
  ) {
    super();
  }
  get formula(): string {
    return `(${this.term})`;
  }
  get isDeterministic(): boolean {
    return this.roll.isDeterministic;
  }
}

export class FunctionTerm extends RollTerm {
  constructor(
    readonly fn: string,
    readonly terms: string[],
    readonly rolls: Roll[],
  ) {
    super();
  }
  get formula(): string {
    return `${this.fn}(${this.terms.join(", ")})`;
  }
  get isDeterministic(): boolean {
    return this.rolls.every((r) => r.isDeterministic);
  }
}

export type Token =
  | { t: "num"; v: number }
  | { t: "die"; count: number | null; faces: number; mods: string[]; text: string }
  | { t: "op"; v: string }
  | { t: "lp" }
  | { t: "rp" }
  | { t: "comma" }
  | { t: "id"; v: string }
  | { t: "flavor"; v: string };

export type Node =
  | { k: "num"; v: number }
  | { k: "die"; die: Die }
  | { k: "bin"; op: string; l: Node; r: Node }
  | { k: "neg"; e: Node }
  | { k: "paren"; e: Node; text: string; roll: Roll }
  | { k: "fn"; name: string; args: Node[]; texts: string[]; rolls: Roll[] };

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

export function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const s = formula;
  while (i < s.length) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "[") {
      const end = s.indexOf("]", i);
      if (end < 0) throw new Error(`Unclosed flavor text in formula "${formula}"`);
      tokens.push({ t: "flavor", v: s.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    const dieMatch = /^(\d*)d(\d+)((?:(?:kh|kl|k|dh|dl|ro|r|min|max)\d*(?:(?:=|<=|>=|<|>)\d+)?)*)/.exec(
      s.slice(i),
    );
    if (dieMatch && (i === 0 || !/[a-zA-Z]/.test(s[i - 1]!))) {
      const mods = dieMatch[3]?.match(/(kh|kl|k|dh|dl|ro|r|min|max)\d*(?:(?:=|<=|>=|<|>)\d+)?/g) ?? [];
      tokens.push({
        t: "die",
        count: dieMatch[1] ? Number(dieMatch[1]) : null,
        faces: Number(dieMatch[2]),
        mods,
        text: dieMatch[0],
      });
      i += dieMatch[0].length;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(s.slice(i));
    if (num) {
      tokens.push({ t: "num", v: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const id = /^[a-zA-Z_][a-zA-Z0-9_]*/.exec(s.slice(i));
    if (id) {
      tokens.push({ t: "id", v: id[0] });
      i += id[0].length;
      continue;
    }
    if ("+-*/".includes(c)) tokens.push({ t: "op", v: c });
    else if (c === "(") tokens.push({ t: "lp" });
    else if (c === ")") tokens.push({ t: "rp" });
    else if (c === ",") tokens.push({ t: "comma" });
    else throw new Error(`Unresolved term "${s.slice(i)}" in roll formula "${formula}"`);
    i++;
  }
  return tokens;
}

export class Parser {
  #pos = 0;
  constructor(
    readonly tokens: Token[],
    readonly source: string,
  ) {}

  parse(): Node {
    const node = this.#expr();
    this.#skipFlavor();
    if (this.#pos < this.tokens.length) throw new Error(`Unexpected term in roll formula "${this.source}"`);
    return node;
  }

  #peek(): Token | undefined {
    return this.tokens[this.#pos];
  }

  #skipFlavor(): string | undefined {
    let flavor: string | undefined;
    while (this.#peek()?.t === "flavor") flavor = (this.tokens[this.#pos++] as { v: string }).v;
    return flavor;
  }

  #expr(): Node {
    let left = this.#termNode();
    for (;;) {
      const t = this.#peek();
      if (t?.t === "op" && (t.v === "+" || t.v === "-")) {
        this.#pos++;
        left = { k: "bin", op: t.v, l: left, r: this.#termNode() };
      } else return left;
    }
  }

  #termNode(): Node {
    let left = this.#factor();
    for (;;) {
      const t = this.#peek();
      if (t?.t === "op" && (t.v === "*" || t.v === "/")) {
        this.#pos++;
        left = { k: "bin", op: t.v, l: left, r: this.#factor() };
      } else return left;
    }
  }

  #factor(): Node {
    const t = this.tokens[this.#pos++];
    if (!t) throw new Error(`Incomplete roll formula "${this.source}"`);
    let node: Node;
    if (t.t === "op" && t.v === "-") node = { k: "neg", e: this.#factor() };
    else if (t.t === "op" && t.v === "+") node = this.#factor();
    else if (t.t === "num") node = { k: "num", v: t.v };
    else if (t.t === "die") node = { k: "die", die: new Die(t.count ?? 1, t.faces, t.mods) };
    else if (t.t === "lp") {
      const start = this.#pos;
      const e = this.#expr();
      const end = this.#pos;
      if (this.tokens[this.#pos++]?.t !== "rp") throw new Error(`Unbalanced parentheses in "${this.source}"`);
      const text = tokensToText(this.tokens.slice(start, end));
      node = { k: "paren", e, text, roll: new Roll(text) };
    } else if (t.t === "id") {
      const fn = FUNCTIONS[t.v];
      if (!fn || this.tokens[this.#pos]?.t !== "lp")
        throw new Error(`Unresolved term "${t.v}" in roll formula "${this.source}"`);
      this.#pos++;
      const args: Node[] = [];
      const texts: string[] = [];
      if (this.#peek()?.t !== "rp") {
        for (;;) {
          const start = this.#pos;
          args.push(this.#expr());
          texts.push(tokensToText(this.tokens.slice(start, this.#pos)));
          if (this.#peek()?.t === "comma") this.#pos++;
          else break;
        }
      }
      if (this.tokens[this.#pos++]?.t !== "rp") throw new Error(`Unbalanced parentheses in "${this.source}"`);
      node = { k: "fn", name: t.v, args, texts, rolls: texts.map((x) => new Roll(x)) };
    } else throw new Error(`Unexpected term in roll formula "${this.source}"`);
    // "(@details.level)d6", "floor(@x / 2)d6": a deterministic group gives the number of dice.
    const next = this.#peek();
    if ((node.k === "paren" || node.k === "fn") && next?.t === "die" && next.count === null) {
      if (!nodeDeterministic(node))
        throw new Error(`The number of dice must be deterministic in "${this.source}"`);
      this.#pos++;
      node = { k: "die", die: new Die(evaluateNode(node, "roll"), next.faces, next.mods) };
    }
    const flavor = this.#skipFlavor();
    if (flavor && node.k === "die") node.die.options.flavor = flavor;
    return node;
  }
}

function tokensToText(tokens: Token[]): string {
  return tokens
    .map((t) => {
      switch (t.t) {
        case "num":
          return String(t.v);
        case "die":
          return t.text;
        case "op":
          return ` ${t.v} `;
        case "lp":
          return "(";
        case "rp":
          return ")";
        case "comma":
          return ", ";
        case "id":
          return t.v;
        case "flavor":
          return `[${t.v}]`;
      }
      return "";
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
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
      return [new ParentheticalTerm(node.text, node.roll)];
    case "fn":
      return [new FunctionTerm(node.name, node.texts, node.rolls)];
  }
}

export function nodeDeterministic(node: Node): boolean {
  switch (node.k) {
    case "bin":
      return nodeDeterministic(node.l) && nodeDeterministic(node.r);
    case "neg":
    case "paren":
      return nodeDeterministic(node.e);
    case "num":
      return true;
    case "die":
      return false;
    case "fn":
      return node.args.every(nodeDeterministic);
  }
}

export function evaluateNode(node: Node, mode: "roll" | "minimize" | "maximize"): number {
  switch (node.k) {
    case "num":
      return node.v;
    case "neg":
      return -evaluateNode(node.e, mode);
    case "paren":
      return evaluateNode(node.e, mode);
    case "die":
      if (mode === "roll") node.die.roll();
      else {
        node.die.results = Array.from({ length: node.die.number }, () => ({
          result: mode === "minimize" ? 1 : node.die.faces,
          active: true,
        }));
        node.die._evaluated = true;
      }
      return node.die.total ?? 0;
    case "fn": {
      const fn = FUNCTIONS[node.name]!;
      return fn(...node.args.map((a) => evaluateNode(a, mode)));
    }
    case "bin": {
      const l = evaluateNode(node.l, mode);
      const r = evaluateNode(node.r, mode);
      switch (node.op) {
        case "+":
          return l + r;
        case "-":
          return l - r;
        case "*":
          return l * r;
        default:
          return l / r;
      }
    }
  }
}
