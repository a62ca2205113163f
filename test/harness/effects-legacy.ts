/**
 * dnd5e's advantage-mode changes (`…roll.mode`: counted advantages and disadvantages) and
 * ActiveEffect#_applyLegacy for targets outside the data model (flags, unknown keys), as effects.ts
 * applies them.
 */
import { getProperty, getType, mergeObject, deepClone, type Obj } from "./utils";
import type { AppliedChange, EffectTarget } from "./effects";

interface ModeCounts {
  override: number | null;
  advantages: { count: number; suppressed: boolean };
  disadvantages: { count: number; suppressed: boolean };
}

/** The `modeCounts` kept beside a `…roll.mode` key (on its `roll` object). */
function countsAt(target: EffectTarget, keyPath: string): { modeCounts?: ModeCounts } {
  return (getProperty(target, keyPath.substring(0, keyPath.lastIndexOf("."))) ?? {}) as {
    modeCounts?: ModeCounts;
  };
}

/**
 * The mode of one or more `…roll.mode` keys taken together: the sign of the advantages (counted,
 * plus a source value of 1) less that of the disadvantages. `own` stands for the counts of a
 * single key.
 */
export function resolveMode(target: EffectTarget, keyPaths: string[], own?: ModeCounts): number {
  let adv = 0;
  let dis = 0;
  for (const keyPath of keyPaths) {
    const counts = own ?? countsAt(target, keyPath).modeCounts;
    const src = getProperty(target._source, keyPath) ?? 0;
    adv += (counts?.advantages.count ?? 0) + Number(src === 1);
    dis += (counts?.disadvantages.count ?? 0) + Number(src === -1);
  }
  return Math.sign(adv) - Math.sign(dis);
}

/** An ADD to an AdvantageModeField: 1 counts an advantage, -1 a disadvantage, anything else nothing. */
export function applyAdvantage(
  value: unknown,
  delta: number,
  target: EffectTarget,
  change: AppliedChange,
): unknown {
  // dnd5e's DOWNGRADE and UPGRADE (which suppress one side) and OVERRIDE (which wins) of a mode.
  if (change.type !== "add")
    throw new Error(`harness: a ${change.type} change to an advantage mode is not modelled`);
  if (delta !== 1 && delta !== -1) return value;
  const holder = countsAt(target, change.key);
  const counts = (holder.modeCounts ??= {
    override: null,
    advantages: { count: 0, suppressed: false },
    disadvantages: { count: 0, suppressed: false },
  });
  if (delta === 1) counts.advantages.count++;
  else counts.disadvantages.count++;
  return resolveMode(target, [change.key], counts);
}

/** An ADD or SUBTRACT on a Set: a value with a leading "-" (any value, when subtracting) is removed. */
export function changeSet(set: Set<unknown>, values: unknown[], subtract: boolean): void {
  for (const value of values) {
    const v = String(value);
    const neg = v.replace(/^\s*-\s*/, "");
    if (subtract || neg !== v) set.delete(neg);
    else set.add(v);
  }
}

/**
 * ActiveEffect#_applyLegacy: targets outside the data model (flags, unknown keys). Not modelled,
 * so refused: arrays and sets there, ADD to a boolean or null, MULTIPLY, UPGRADE, DOWNGRADE and
 * CUSTOM (the applyActiveEffect hook).
 */
export function applyLegacy(target: EffectTarget, change: AppliedChange): Obj {
  const current = getProperty(target, change.key) ?? null;
  const ct = getType(current);
  const refuse = (): Error => new Error(`harness: a ${change.type} change to a ${ct} flag is not modelled`);
  if (ct === "Array" || ct === "Set") throw refuse();
  const delta = castDelta(change.value, ct);
  const changes: Obj = {};
  if (change.type === "override") changes[change.key] = delta;
  else if (change.type !== "add" && change.type !== "subtract") throw refuse();
  else if (ct === "number")
    changes[change.key] = (current as number) + (change.type === "subtract" ? -1 : 1) * (delta as number);
  else if (ct === "string") changes[change.key] = String(current) + String(delta);
  else throw refuse();
  mergeObject(target as unknown as Obj, deepClone(changes));
  return changes;
}

function castDelta(raw: unknown, type: string): unknown {
  switch (type) {
    case "boolean":
      return Boolean(parseOrString(raw));
    case "number": {
      // Number.fromString as Foundry defines it: whitespace removed, then Number().
      const n = Number(String(raw).replace(/\s/g, ""));
      return Number.isNaN(n) ? 0 : n;
    }
    case "string":
      return String(raw);
    default:
      return parseOrString(raw);
  }
}

export function parseOrString(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}
