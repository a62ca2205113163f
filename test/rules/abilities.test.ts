/**
 * Racial increases against each ability's maximum, pure: what fits of each, in order (a second
 * increase of the same ability counts the first), and what the maxima cut.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capIncreases, cutAway, DEFAULT_ABILITY_MAX } from "../../src/rules/ability-caps";

describe("racial increases stop at each ability's maximum", () => {
  it("a +2 on 20 gives nothing, on 19 gives +1, on 18 the whole +2", () => {
    const inc = [{ ability: "dex", value: 2 }];
    expect(capIncreases(inc, { dex: 20 }).fits).toEqual([0]);
    expect(capIncreases(inc, { dex: 19 }).fits).toEqual([1]);
    expect(capIncreases(inc, { dex: 18 })).toEqual({ fits: [2], given: inc, capped: [] });
    expect(capIncreases(inc, { dex: 19 }).capped).toEqual([{ ability: "dex", value: 2, given: 1, max: 20 }]);
  });

  it("reads each ability's own maximum, 20 where none is given, and counts increases of one ability together", () => {
    expect(DEFAULT_ABILITY_MAX).toBe(20);
    expect(capIncreases([{ ability: "str", value: 2 }], { str: 20 }, { str: 24 }).fits).toEqual([2]);
    const twice = [
      { ability: "con", value: 2 },
      { ability: "con", value: 1 },
    ];
    expect(capIncreases(twice, { con: 18 }).fits).toEqual([2, 0]);
    expect(cutAway(twice, { con: 18 })).toBe(1);
  });

  it("never takes a score past its maximum nor lowers one already past it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 1, max: 2 }), { maxLength: 4 }),
        (score, max, values) => {
          const { fits } = capIncreases(
            values.map((value) => ({ ability: "wis", value })),
            { wis: score },
            { wis: max },
          );
          const total = score + fits.reduce((a, b) => a + b, 0);
          expect(fits.every((f) => f >= 0)).toBe(true);
          expect(total).toBe(Math.max(score, Math.min(max, score + values.reduce((a, b) => a + b, 0))));
        },
      ),
    );
  });
});
