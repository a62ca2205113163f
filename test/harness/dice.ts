/**
 * `Roll` with seeded dice: `XdY` with keep (`kh` `kl`) and reroll (`r1=1`) modifiers, `+ - * /`,
 * parentheses, `floor ceil round abs max min`, `@data` paths and `[flavor]` annotations — enough for
 * dnd5e formulas. The same seed gives the same rolls; `DiceContext.force` queues exact die faces.
 */
import { getProperty, isNumeric, type Obj } from "./utils";
import {
  Die,
  evaluateNode,
  flattenTerms,
  getDiceContext,
  nodeDeterministic,
  nodeDice,
  parseFormula,
  type Node,
  type RollTerm,
} from "./dice-terms";

export {
  Die,
  FunctionTerm,
  NumericTerm,
  OperatorTerm,
  ParentheticalTerm,
  setDiceContext,
  type DiceContext,
} from "./dice-terms";

export class Roll {
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
    this._formula = Roll.replaceFormulaData(String(formula ?? ""), data);
    this.#ast = parseFormula(this._formula);
    this.terms = this.#ast ? flattenTerms(this.#ast) : [];
  }

  /** Replace `@path` references with values from data; unresolved ones stay and fail to parse. */
  static replaceFormulaData(formula: string, data: Obj): string {
    return formula.replace(/@([a-z.0-9_-]+)/gi, (match, term: string) => {
      const value = getProperty(data, term);
      if (value === null || value === undefined) return match;
      const str = String(value);
      if (typeof value !== "object") return str.trim();
      return str === "[object Object]" ? match : str;
    });
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

  get dice(): Die[] {
    return this.#ast ? nodeDice(this.#ast) : [];
  }

  async evaluate(_options: Obj = {}): Promise<this> {
    return this.#evaluate();
  }

  evaluateSync({ strict = true }: { strict?: boolean } = {}): this {
    if (strict && !this.isDeterministic)
      throw new Error("This Roll contains non-deterministic terms and cannot be evaluated synchronously.");
    return this.#evaluate();
  }

  #evaluate(): this {
    if (this._evaluated)
      throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    const total = this.#ast ? evaluateNode(this.#ast) : 0;
    this._total = Number.isInteger(total) ? total : Math.round(total * 1e10) / 1e10;
    this._evaluated = true;
    return this;
  }

  async toMessage(messageData: Obj = {}, { rollMode }: { rollMode?: string } = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const data: Obj = {
      content: String(this.total),
      sound: "sounds/dice.wav",
      ...messageData,
      rolls: [this],
    };
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
  get d20(): Die | undefined {
    const first = this.terms[0];
    return first instanceof Die && first.faces === 20 ? first : undefined;
  }

  get #hasTarget(): boolean {
    return this._evaluated && isNumeric(this.options.target);
  }

  get isSuccess(): boolean | undefined {
    return this.#hasTarget ? (this.total ?? 0) >= Number(this.options.target) : undefined;
  }

  get isFailure(): boolean | undefined {
    return this.#hasTarget ? (this.total ?? 0) < Number(this.options.target) : undefined;
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
