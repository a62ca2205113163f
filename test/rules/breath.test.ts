import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANCESTRIES, getAncestry } from "../../src/content/ancestries";
import {
  BREATH_DAMAGE_FORMULA,
  breathArea,
  breathDiceCount,
  breathFormula,
  breathSaveDC,
  damageForOutcome,
  halfDamage,
} from "../../src/rules/breath-maths";
import { convertLength } from "../../src/rules/units";

/**
 * A deliberately tiny evaluator for the subset of Foundry's roll syntax the breath formula uses:
 * `(<arithmetic>)d<faces>` with numbers, + - * /, parentheses and Math functions (Foundry resolves
 * `floor`, `min`, `max` … from Math). Anything else throws, so an unsupported formula fails.
 */
function evaluateDiceFormula(formula: string, rollData: { details: { level: number } }) {
  const src = formula.replace(/@details\.level/g, `(${rollData.details.level})`);
  if (src.includes("@")) throw new Error(`unresolved roll data in ${formula}`);
  const tokens = src.match(/\d+(?:\.\d+)?|[a-z]+|[()+\-*/,]|\S/g) ?? [];
  let pos = 0;
  const peek = () => tokens[pos];
  const take = (expected?: string) => {
    const t = tokens[pos++];
    if (t === undefined || (expected !== undefined && t !== expected)) {
      throw new Error(`expected ${expected ?? "a token"} at ${pos - 1} in ${src}, got ${t}`);
    }
    return t;
  };
  const FUNCS: Record<string, (...args: number[]) => number> = {
    floor: Math.floor,
    ceil: Math.ceil,
    round: Math.round,
    min: Math.min,
    max: Math.max,
    abs: Math.abs,
  };
  const factor = (): number => {
    const t = take();
    if (t === "-") return -factor();
    if (t === "(") {
      const v = expr();
      take(")");
      return v;
    }
    if (/^\d/.test(t)) return Number(t);
    const fn = FUNCS[t];
    if (!fn) throw new Error(`unknown term ${t} in ${src}`);
    take("(");
    const args = [expr()];
    while (peek() === ",") {
      take(",");
      args.push(expr());
    }
    take(")");
    return fn(...args);
  };
  const term = (): number => {
    let v = factor();
    while (peek() === "*" || peek() === "/") v = take() === "*" ? v * factor() : v / factor();
    return v;
  };
  const expr = (): number => {
    let v = term();
    while (peek() === "+" || peek() === "-") v = take() === "+" ? v + term() : v - term();
    return v;
  };
  take("(");
  const count = expr();
  take(")");
  const die = take();
  const faces = /^d(\d+)$/.exec(die)?.[1] ?? (die === "d" ? take() : undefined);
  if (faces === undefined || peek() !== undefined) throw new Error(`not a single dice term: ${src}`);
  return { count, faces: Number(faces) };
}

describe("breath weapon damage dice", () => {
  it.each([
    [1, "2d6"],
    [5, "2d6"],
    [6, "3d6"],
    [10, "3d6"],
    [11, "4d6"],
    [15, "4d6"],
    [16, "5d6"],
    [20, "5d6"],
  ])("a level %i dragonborn breathes %s", (level, formula) => {
    expect(breathFormula(level)).toBe(formula);
    expect(breathDiceCount(level)).toBe(Number(formula[0]));
  });

  it("treats a level below 1 as level 1 and above 20 as level 20", () => {
    expect(breathFormula(0)).toBe("2d6");
    expect(breathFormula(-4)).toBe("2d6");
    expect(breathFormula(21)).toBe("5d6");
    expect(breathFormula(99)).toBe("5d6");
  });

  it("the item's level formula rolls the same number of d6 as the rules at every level", () => {
    for (let level = 0; level <= 25; level++) {
      const rolled = evaluateDiceFormula(BREATH_DAMAGE_FORMULA, { details: { level } });
      expect(rolled, `level ${level}`).toEqual({ count: breathDiceCount(level), faces: 6 });
    }
  });

  it("the item's formula reads only the character level from the roll data", () => {
    expect(BREATH_DAMAGE_FORMULA.match(/@[\w.]+/g)).toEqual(["@details.level"]);
  });
});

describe("breath weapon saving throw DC", () => {
  // The module takes the Constitution modifier and the proficiency bonus from dnd5e's prepared
  // data (`abilities.con.mod`, `attributes.prof`); here they are the SRD's for each level and score.
  it.each([
    // [level, CON score, CON modifier, proficiency bonus, DC]
    [1, 14, 2, 2, 12],
    [1, 8, -1, 2, 9],
    [5, 16, 3, 3, 14],
    [9, 16, 3, 4, 15],
    [17, 20, 5, 6, 19],
  ])("a level %i dragonborn with CON %i breathes at DC %i + %i + 8", (_level, _con, mod, prof, dc) => {
    expect(breathSaveDC(mod, prof)).toBe(dc);
  });
});

describe("breath weapon area in the scene's units", () => {
  it("a black dragonborn's line is 9 × 1,5 on a metre scene and 30 × 5 on a feet scene", () => {
    expect(breathArea(getAncestry("black").shape, "m")).toEqual({
      type: "line",
      size: 9,
      width: 1.5,
      units: "m",
    });
    expect(breathArea(getAncestry("black").shape, "ft")).toEqual({
      type: "line",
      size: 30,
      width: 5,
      units: "ft",
    });
  });

  it("a red dragonborn's cone is 4,5 on a metre scene and 15 on a feet scene, with no width", () => {
    expect(breathArea(getAncestry("red").shape, "m")).toEqual({ type: "cone", size: 4.5, units: "m" });
    expect(breathArea(getAncestry("red").shape, "ft")).toEqual({ type: "cone", size: 15, units: "ft" });
  });

  it("every ancestry's area is the same length in metres and feet", () => {
    for (const a of ANCESTRIES) {
      const m = breathArea(a.shape, "m");
      const ft = breathArea(a.shape, "ft");
      expect(convertLength(m.size, "m", "ft"), a.id).toBe(ft.size);
      expect(m.width === undefined ? undefined : convertLength(m.width, "m", "ft"), a.id).toBe(ft.width);
    }
  });
});

describe("breath weapon damage after the save", () => {
  it.each([
    [13, 6],
    [12, 6],
    [7, 3],
    [1, 0],
    [0, 0],
  ])("a creature that saves against %i damage takes %i", (total, taken) => {
    expect(halfDamage(total)).toBe(taken);
    expect(damageForOutcome(total, true)).toBe(taken);
  });

  it("a creature that fails takes the full damage", () => {
    expect(damageForOutcome(13, false)).toBe(13);
  });

  it("saving never costs more than failing and halves rounding down", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (total) => {
        const saved = damageForOutcome(total, true);
        expect(saved).toBeLessThanOrEqual(damageForOutcome(total, false));
        expect(total - 2 * saved).toBeGreaterThanOrEqual(0);
        expect(total - 2 * saved).toBeLessThanOrEqual(1);
      }),
    );
  });
});
