/**
 * dnd5e's advantage-mode changes (`…roll.mode`: counted advantages and disadvantages, downgrade,
 * upgrade, override) and ActiveEffect#_applyLegacy for targets outside the data model (flags,
 * unknown keys), as effects.ts applies them.
 */
import { getProperty, getType, mergeObject, deepClone, type Obj } from "./utils";
import type { AppliedChange, EffectEnvironment, EffectTarget } from "./effects";

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
 * The mode of one or more `…roll.mode` keys taken together: an override wins (the last one), else
 * the sign of the advantages (counted, plus a source value of 1) less that of the disadvantages,
 * either side counting nothing where suppressed. `own` stands for the counts of a single key.
 */
export function resolveMode(target: EffectTarget, keyPaths: string[], own?: ModeCounts): number {
  let override: number | null = null;
  let adv = 0;
  let dis = 0;
  let advSuppressed = false;
  let disSuppressed = false;
  for (const keyPath of keyPaths) {
    const counts = own ?? countsAt(target, keyPath).modeCounts;
    const src = getProperty(target._source, keyPath) ?? 0;
    if (counts?.override !== null && counts?.override !== undefined) override = counts.override;
    if (counts?.advantages.suppressed) advSuppressed = true;
    if (counts?.disadvantages.suppressed) disSuppressed = true;
    adv += (counts?.advantages.count ?? 0) + Number(src === 1);
    dis += (counts?.disadvantages.count ?? 0) + Number(src === -1);
  }
  if (override !== null) return override;
  return Math.sign(advSuppressed ? 0 : adv) - Math.sign(disSuppressed ? 0 : dis);
}

export function applyAdvantage(
  value: unknown,
  delta: number,
  target: EffectTarget,
  change: AppliedChange,
): unknown {
  const holder = countsAt(target, change.key);
  const counts = (holder.modeCounts ??= {
    override: null,
    advantages: { count: 0, suppressed: false },
    disadvantages: { count: 0, suppressed: false },
  });
  switch (change.type) {
    case "add":
      if (delta !== 1 && delta !== -1) return value;
      if (delta === 1) counts.advantages.count++;
      else counts.disadvantages.count++;
      break;
    case "downgrade":
      if (delta !== -1 && delta !== 0) return value;
      counts.advantages.suppressed = true;
      if (delta === -1) counts.disadvantages.count++;
      break;
    case "upgrade":
      if (delta !== 1 && delta !== 0) return value;
      counts.disadvantages.suppressed = true;
      if (delta === 1) counts.advantages.count++;
      break;
    case "override":
      if (delta !== -1 && delta !== 0 && delta !== 1) return value;
      counts.override = delta;
      return delta;
    default:
      return value;
  }
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

/** ActiveEffect#_applyLegacy: targets outside the data model (flags, unknown keys). */
export function applyLegacy(target: EffectTarget, change: AppliedChange, env: EffectEnvironment): Obj {
  const current = getProperty(target, change.key) ?? null;
  const ct = getType(current);
  let delta: unknown;
  if (ct === "Array") {
    const arr = current as unknown[];
    const innerType = arr.length ? getType(arr[0]) : "string";
    let raw: unknown;
    try {
      raw = JSON.parse(String(change.value));
    } catch {
      raw = String(change.value).split(",");
    }
    delta = (Array.isArray(raw) ? raw : [raw]).map((v) => castDelta(v, innerType));
  } else delta = castDelta(change.value, ct);

  const changes: Obj = {};
  switch (change.type) {
    case "add":
    case "subtract": {
      if (current instanceof Set) {
        const items = Array.isArray(delta) ? delta : delta instanceof Set ? [...delta] : [delta];
        changeSet(current, items, change.type === "subtract");
        return {};
      }
      const sign = change.type === "subtract" ? -1 : 1;
      if (ct === "boolean") changes[change.key] = (current as boolean) || (delta as boolean);
      else if (ct === "null") changes[change.key] = typeof delta === "number" ? sign * delta : delta;
      else if (ct === "Array") changes[change.key] = (current as unknown[]).concat(delta);
      else if (ct === "number") changes[change.key] = (current as number) + sign * (delta as number);
      else changes[change.key] = String(current) + String(delta);
      break;
    }
    case "multiply":
      if (ct === "number") changes[change.key] = (current as number) * (delta as number);
      else if (ct === "boolean") changes[change.key] = (current as boolean) && (delta as boolean);
      break;
    case "override":
      changes[change.key] = delta;
      break;
    case "upgrade":
    case "downgrade": {
      let update: unknown = current;
      if (current === null) update = delta;
      else if (ct === "boolean" || ct === "number") {
        if (change.type === "upgrade" && (delta as number) > (current as number)) update = delta;
        else if (change.type === "downgrade" && (delta as number) < (current as number)) update = delta;
      }
      changes[change.key] = update;
      break;
    }
    default:
      env.hooks.call("applyActiveEffect", target, change, current, delta, changes);
  }
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
