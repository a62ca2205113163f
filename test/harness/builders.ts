/** Source-data builders for tests: a class with HitPoints advancement, a race, an effect. */
import type { Obj } from "./utils";

export interface ClassSpec {
  name?: string;
  identifier?: string;
  levels?: number;
  /** Hit die faces (d8 → 8). */
  hitDie?: number;
  /** HP per level after the first: "avg" (dnd5e's fixed value) or explicit numbers. */
  hp?: "avg" | number[];
}

/**
 * A class item as dnd5e stores it after leveling: `system.levels`, `hd.denomination` and a
 * HitPoints advancement whose `value` holds "max" at level 1 and "avg" (or rolls) above.
 */
export function classItemData({
  name = "Fighter",
  identifier,
  levels = 1,
  hitDie = 10,
  hp = "avg",
}: ClassSpec = {}): Obj {
  const value: Record<string, string | number> = {};
  for (let level = 1; level <= levels; level++) {
    if (level === 1) value[level] = "max";
    else value[level] = hp === "avg" ? "avg" : (hp[level - 2] ?? "avg");
  }
  return {
    name,
    type: "class",
    system: {
      identifier: identifier ?? name.toLowerCase(),
      levels,
      hd: { denomination: `d${hitDie}`, spent: 0, additional: "" },
      advancement: {
        hpAdvancement0001: { _id: "hpAdvancement0001", type: "HitPoints", configuration: {}, value },
      },
    },
  };
}

/** A race item source (2014 rules), optionally with transfer effects. */
export function raceItemData(name: string, system: Obj = {}, effects: Obj[] = []): Obj {
  return { name, type: "race", system: { advancement: {}, ...system }, effects };
}

/** A V13-shaped effect source (`changes` with numeric `mode`). */
export function effectData(
  name: string,
  changes: { key: string; mode: number; value: string | number; priority?: number }[],
  extra: Obj = {},
): Obj {
  return {
    name,
    transfer: true,
    disabled: false,
    changes: changes.map((c) => ({ ...c, value: String(c.value) })),
    ...extra,
  };
}
