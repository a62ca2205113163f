/**
 * `Roll` with seeded dice: `XdY` with keep/drop/reroll/min/max modifiers, `+ - * /`, parentheses,
 * `floor ceil round abs max min`, `@data` paths and `[flavor]` annotations — enough for dnd5e
 * formulas. The same seed gives the same rolls; `DiceContext.force` queues exact die faces.
 */
import { getProperty, isNumeric, type Obj } from "./utils";
import {
  Die,
  getDiceContext,
  NumericTerm,
  OperatorTerm,
  ParentheticalTerm,
  evaluateNode,
  flattenTerms,
  nodeDeterministic,
  Parser,
  tokenize,
  type RollTerm,
  type Node,
} from "./dice-terms";

export {
  Die,
  FunctionTerm,
  getDiceContext,
  NumericTerm,
  OperatorTerm,
  ParentheticalTerm,
  RollTerm,
  setDiceContext,
  type DiceContext,
  type DiceResult,
} from "./dice-terms";

export interface RollMessageOptions {
  rollMode?: string;
  create?: boolean;
}

export class Roll {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  readonly data: Obj;
  options: Obj;
  readonly _formula: string;
  terms: RollTerm[];
  _evaluated = false;
  _total: number | undefined;
  readonly #ast: Node | null;

  constructor(formula: string, data: Obj = {}, options: Obj = {}) {
    this.data = data;
    this.options = options;
    const replaced = Roll.replaceFormulaData(String(formula ?? ""), data);
    this._formula = replaced;
    const tokens = tokenize(replaced);
    this.#ast = tokens.length ? new Parser(tokens, replaced).parse() : null;
    this.terms = this.#ast ? flattenTerms(this.#ast) : [];
  }

  static create(formula: string, data: Obj = {}, options: Obj = {}): Roll {
    return new this(formula, data, options);
  }

  /** Replace `@path` references with values from data; unresolved ones stay and fail to parse. */
  static replaceFormulaData(
    formula: string,
    data: Obj,
    { missing }: { missing?: string; warn?: boolean } = {},
  ): string {
    return formula.replace(/@([a-z.0-9_-]+)/gi, (match, term: string) => {
      const value = getProperty(data, term);
      if (value === null || value === undefined) return missing !== undefined ? missing : match;
      if (typeof value === "object") {
        const str = String(value);
        return str === "[object Object]" ? match : str;
      }
      return String(value).trim();
    });
  }

  static validate(formula: string): boolean {
    try {
      new Roll(formula.replace(/@([a-z.0-9_-]+)/gi, "1"));
      return true;
    } catch {
      return false;
    }
  }

  get formula(): string {
    return this.terms
      .map((t) => t.formula)
      .join("")
      .replace(/\s+/g, " ")
      .trim();
  }

  get isDeterministic(): boolean {
    return this.#ast ? nodeDeterministic(this.#ast) : true;
  }

  get total(): number | undefined {
    return this._total;
  }

  get result(): string {
    return this.terms
      .map((t) =>
        t instanceof OperatorTerm
          ? t.formula
          : t instanceof Die
            ? String(t.total)
            : String(this.#termValue(t)),
      )
      .join("")
      .trim();
  }

  #termValue(t: RollTerm): unknown {
    if (t instanceof NumericTerm) return t.number;
    if (t instanceof ParentheticalTerm) return t.roll.total ?? t.term;
    return t.formula;
  }

  get dice(): Die[] {
    const out: Die[] = [];
    const walk = (n: Node | null): void => {
      if (!n) return;
      if (n.k === "die") out.push(n.die);
      else if (n.k === "bin") {
        walk(n.l);
        walk(n.r);
      } else if (n.k === "neg" || n.k === "paren") walk(n.e);
      else if (n.k === "fn") n.args.forEach(walk);
    };
    walk(this.#ast);
    return out;
  }

  async evaluate({
    minimize = false,
    maximize = false,
  }: { minimize?: boolean; maximize?: boolean; allowStrings?: boolean } = {}): Promise<this> {
    return this.#evaluate(minimize ? "minimize" : maximize ? "maximize" : "roll");
  }

  evaluateSync({
    minimize = false,
    maximize = false,
    strict = true,
  }: { minimize?: boolean; maximize?: boolean; strict?: boolean } = {}): this {
    if (strict && !this.isDeterministic)
      throw new Error("This Roll contains non-deterministic terms and cannot be evaluated synchronously.");
    return this.#evaluate(minimize ? "minimize" : maximize ? "maximize" : "roll");
  }

  /** @deprecated Foundry kept `roll()` as an alias of `evaluate()`. */
  async roll(): Promise<this> {
    return this.evaluate();
  }

  #evaluate(mode: "roll" | "minimize" | "maximize"): this {
    if (this._evaluated)
      throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    const total = this.#ast ? evaluateNode(this.#ast, mode) : 0;
    this._total = Number.isInteger(total) ? total : Math.round(total * 1e10) / 1e10;
    this._evaluated = true;
    return this;
  }

  clone(): Roll {
    return new (this.constructor as typeof Roll)(this._formula, this.data, { ...this.options });
  }

  async toMessage(
    messageData: Obj = {},
    { rollMode, create = true }: RollMessageOptions = {},
  ): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const data: Obj = {
      content: String(this.total),
      sound: "sounds/dice.wav",
      ...messageData,
      rolls: [this],
    };
    if (!create) return data;
    const context = getDiceContext();
    if (!context.createMessage) throw new Error("No world is installed to create the chat message");
    return context.createMessage(data, { rollMode });
  }

  toJSON(): Obj {
    return {
      class: this.constructor.name,
      options: this.options,
      formula: this._formula,
      total: this._total,
      evaluated: this._evaluated,
      dice: this.dice.map((d) => ({ faces: d.faces, number: d.number, results: d.results })),
    };
  }
}

/** dnd5e's D20Roll surface used by saving throws: `isSuccess`/`isFailure` against `options.target`. */
export class D20Roll extends Roll {
  static ADV_MODE = { NORMAL: 0, ADVANTAGE: 1, DISADVANTAGE: -1 } as const;

  get d20(): Die | undefined {
    const first = this.terms[0];
    return first instanceof Die && first.faces === 20 ? first : undefined;
  }

  get isSuccess(): boolean | undefined {
    if (!this._evaluated) return undefined;
    if (!isNumeric(this.options.target)) return undefined;
    return (this.total ?? 0) >= Number(this.options.target);
  }

  get isFailure(): boolean | undefined {
    if (!this._evaluated) return undefined;
    if (!isNumeric(this.options.target)) return undefined;
    return (this.total ?? 0) < Number(this.options.target);
  }
}

/** dnd5e's DamageRoll surface: a Roll whose `options.type` names the damage type. */
export class DamageRoll extends Roll {
  get type(): string | undefined {
    return typeof this.options.type === "string" ? this.options.type : undefined;
  }
}

/** dnd5e's `simplifyBonus`: numbers pass, deterministic formulas evaluate, anything else is 0. */
export function simplifyBonus(bonus: unknown, data: Obj = {}): number {
  if (!bonus) return 0;
  if (isNumeric(bonus)) return Number(bonus);
  try {
    const roll = new Roll(String(bonus), data);
    return roll.isDeterministic ? (roll.evaluateSync().total ?? 0) : 0;
  } catch {
    return 0;
  }
}
