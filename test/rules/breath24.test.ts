/** The 2024 breath's dice (SRD 5.2): 1d10, 2d10 at character level 5, 3d10 at 11, 4d10 at 17. */
import { describe, expect, it } from "vitest";
import { BREATH24_DAMAGE_FORMULA, breath24Formula } from "../../src/rules/breath24";

/** The formula's dice count at a level, evaluated as dnd5e's roll parser would (floor, max, min). */
function diceAt(level: number): number {
  const expr = BREATH24_DAMAGE_FORMULA.replace(/d10$/, "").replace("@details.level", String(level));
  const evaluate = new Function("floor", "max", "min", `return ${expr};`) as (
    ...fns: ((...n: number[]) => number)[]
  ) => number;
  return evaluate(Math.floor, Math.max, Math.min);
}

describe("the 2024 breath weapon's damage", () => {
  it.each([
    [0, 1],
    [1, 1],
    [4, 1],
    [5, 2],
    [10, 2],
    [11, 3],
    [16, 3],
    [17, 4],
    [20, 4],
    [30, 4],
  ])("at level %i is %id10, in the rule and in the item's formula alike", (level, dice) => {
    expect(breath24Formula(level)).toBe(`${dice}d10`);
    expect(diceAt(level)).toBe(dice);
    expect(BREATH24_DAMAGE_FORMULA.endsWith("d10")).toBe(true);
  });
});
