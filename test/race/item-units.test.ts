/**
 * An effect of ours applied to a creature takes that creature's units (race/item-units.ts
 * `effectOnCreature`): only its lengths change, each change keeping its own V14 type and phase;
 * speeds and senses follow their own units, kilometres and miles too; a creature without units
 * measures in dnd5e's default; a unit dnd5e does not know is left alone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, STACKS, type World } from "../harness";
import { effectOnCreature } from "../../src/race/item-units";

let world: World;
afterEach(() => world?.uninstall());

const FLAT = { effects: "v14", movement: "flat" } as const;

describe.each(STACKS)("an effect of ours on a creature ($name)", ({ id }) => {
  it("a V14 effect keeps each change's type and phase; only the lengths are converted", () => {
    world = createWorld({ stack: id });
    const effect = {
      flags: { kynthaettir: { units: "m" } },
      system: {
        changes: [
          {
            key: "system.attributes.movement.walk",
            type: "subtract",
            value: "3",
            phase: "final",
            priority: 30,
          },
          { key: "system.traits.size", type: "override", value: "lg", phase: "final", priority: 60 },
        ],
      },
    };
    const update = effectOnCreature(effect, { movement: "ft", senses: "ft" }, FLAT, "m")!;
    expect(update["system.changes"]).toEqual([
      { key: "system.attributes.movement.walk", type: "subtract", value: "10", phase: "final", priority: 30 },
      { key: "system.traits.size", type: "override", value: "lg", phase: "final", priority: 60 },
    ]);
  });

  it("speeds and senses follow their own units, and the copy keeps no units flag", () => {
    world = createWorld({ stack: id });
    const effect = {
      flags: { kynthaettir: { units: "m" } },
      changes: [
        { key: "system.attributes.movement.walk", mode: 2, value: "3", priority: null },
        { key: "system.attributes.senses.ranges.tremorsense", mode: 2, value: "18", priority: null },
      ],
    };
    const update = effectOnCreature(effect, { movement: "m", senses: "ft" }, FLAT, "m")!;
    expect((update["changes"] as { value: string }[]).map((c) => c.value)).toEqual(["3", "60"]);
    const flagKeys = Object.keys(update).filter((k) => k.startsWith("flags."));
    expect(flagKeys).toHaveLength(1);
    expect(flagKeys[0]).toMatch(/^flags\.kynthaettir\.(-=)?units$/);
  });

  it("a creature without units measures in dnd5e's default; a unit dnd5e does not know is left alone", () => {
    world = createWorld({ stack: id });
    const effect = {
      flags: { kynthaettir: { units: "m" } },
      changes: [{ key: "system.attributes.movement.walk", mode: 2, value: "-3", priority: null }],
    };
    const defaulted = effectOnCreature(effect, { movement: null, senses: "" }, FLAT, "ft")!;
    expect((defaulted["changes"] as { value: string }[])[0]!.value).toBe("-10");
    expect(effectOnCreature(effect, { movement: null, senses: null }, FLAT, "m")).toBeNull();
    expect(effectOnCreature(effect, { movement: "league", senses: "league" }, FLAT, "m")).toBeNull();
  });

  it("a creature measured in kilometres or miles is slowed by 3 m in its own unit, not by 3 of them", () => {
    world = createWorld({ stack: id });
    const effect = {
      flags: { kynthaettir: { units: "m" } },
      changes: [
        { key: "system.attributes.movement.walk", mode: 2, value: "-3", priority: null },
        { key: "system.attributes.senses.ranges.tremorsense", mode: 2, value: "18", priority: null },
      ],
    };
    const values = (creature: { movement: unknown; senses: unknown }): string[] =>
      (effectOnCreature(effect, creature, FLAT, "m")!["changes"] as { value: string }[]).map((c) => c.value);
    expect(values({ movement: "km", senses: "km" })).toEqual(["-0.003", "0.018"]);
    expect(values({ movement: "mi", senses: "mi" })).toEqual(["-0.001894", "0.011364"]);
    // Feet speeds beside senses in kilometres are still converted.
    expect(values({ movement: "ft", senses: "km" })).toEqual(["-10", "0.018"]);
  });
});
