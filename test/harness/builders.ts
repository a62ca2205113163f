/** Source-data builders for tests: a class with HitPoints advancement, a race, an effect. */
import type { Obj } from "./utils";

export interface ClassSpec {
  name?: string;
  levels?: number;
  /** Hit die faces (d8 → 8). */
  hitDie?: number;
}

/**
 * A class item as dnd5e stores it after leveling: `system.levels`, `hd.denomination` and a
 * HitPoints advancement whose `value` holds "max" at level 1 and "avg" (dnd5e's fixed value) above.
 */
export function classItemData({ name = "Fighter", levels = 1, hitDie = 10 }: ClassSpec = {}): Obj {
  const value: Record<string, string> = {};
  for (let level = 1; level <= levels; level++) value[level] = level === 1 ? "max" : "avg";
  return {
    name,
    type: "class",
    system: {
      identifier: name.toLowerCase(),
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

export interface BreathSpec {
  name?: string;
  /** "cone" (15 ft, like red/gold …) or "line" (30 × 5 ft, like black/blue …). */
  shape?: "cone" | "line";
}

/**
 * A dragonborn-style Breath Weapon feat as dnd5e models the SRD one (FACTS.md "Breath weapon in
 * dnd5e terms"): one `save` activity, an area template, 2d6…5d6 by character level, one use per
 * short rest. Harness-owned (the harness never imports the module's own data).
 */
export function breathFeatureData({ name = "Breath Weapon", shape = "cone" }: BreathSpec = {}): Obj {
  return {
    name,
    type: "feat",
    system: {
      type: { value: "race", subtype: "" },
      uses: { max: "1", spent: 0, recovery: [{ period: "sr", type: "recoverAll" }] },
      activities: {
        breathSaveAct001: {
          type: "save",
          activation: { type: "action", value: 1 },
          consumption: { targets: [{ type: "itemUses", value: "1", target: "" }], spellSlot: false },
          target: {
            template: {
              type: shape,
              size: shape === "cone" ? "15" : "30",
              width: shape === "line" ? "5" : "",
              units: "ft",
            },
            affects: { type: "creature" },
            prompt: true,
          },
          save: { ability: ["dex"], dc: { calculation: "con", formula: "" } },
          damage: {
            onSave: "half",
            parts: [
              {
                custom: { enabled: true, formula: "(1 + floor((@details.level + 4) / 5))d6" },
                types: [shape === "cone" ? "fire" : "acid"],
              },
            ],
          },
        },
      },
    },
  };
}
