/**
 * dnd5e's advantage-mode changes (`…roll.mode`: counted advantages and disadvantages, downgrade,
 * upgrade, override) and ActiveEffect#_applyLegacy for targets outside the data model (flags,
 * unknown keys), as effects.ts applies them.
 */
import { getProperty, getType, mergeObject, deepClone, type Obj } from "./utils";
import type { AppliedChange, EffectEnvironment, EffectTarget } from "./effects";

export interface ModeCounts {
  override: number | null;
  advantages: { count: number; suppressed: boolean };
  disadvantages: { count: number; suppressed: boolean };
}

function getCounts(target: EffectTarget, keyPath: string): ModeCounts {
  const parentKey = keyPath.substring(0, keyPath.lastIndexOf("."));
  const roll = (getProperty(target, parentKey) ?? {}) as { modeCounts?: ModeCounts };
  return (roll.modeCounts ??= {
    override: null,
    advantages: { count: 0, suppressed: false },
    disadvantages: { count: 0, suppressed: false },
  });
}

export function resolveMode(target: EffectTarget, keyPath: string, counts: ModeCounts): number {
  if (counts.override !== null) return counts.override;
  const src = getProperty(target._source, keyPath) ?? 0;
  const adv = counts.advantages.suppressed ? 0 : counts.advantages.count + Number(src === 1);
  const dis = counts.disadvantages.suppressed ? 0 : counts.disadvantages.count + Number(src === -1);
  return Math.sign(adv) - Math.sign(dis);
}

export function applyAdvantage(
  value: unknown,
  delta: number,
  target: EffectTarget,
  change: AppliedChange,
): unknown {
  const counts = getCounts(target, change.key);
  switch (change.type) {
    case "add":
      if (delta !== 1 && delta !== -1) return value;
      if (delta === 1) counts.advantages.count++;
      else counts.disadvantages.count++;
      return resolveMode(target, change.key, counts);
    case "downgrade":
      if (delta !== -1 && delta !== 0) return value;
      counts.advantages.suppressed = true;
      if (delta === -1) counts.disadvantages.count++;
      return resolveMode(target, change.key, counts);
    case "upgrade":
      if (delta !== 1 && delta !== 0) return value;
      counts.disadvantages.suppressed = true;
      if (delta === 1) counts.advantages.count++;
      return resolveMode(target, change.key, counts);
    case "override":
      if (delta === -1 || delta === 0 || delta === 1) {
        counts.override = delta;
        return delta;
      }
      return value;
    default:
      return value;
  }
}

/** ActiveEffect#_applyLegacy: targets outside the data model (flags, unknown keys). */
export function applyLegacy(target: EffectTarget, change: AppliedChange, env: EffectEnvironment): Obj {
  const current = getProperty(target, change.key) ?? null;
  const targetType = getType(current);
  let delta: unknown;
  if (targetType === "Array") {
    const arr = current as unknown[];
    const innerType = arr.length ? getType(arr[0]) : "string";
    let raw: unknown;
    try {
      raw = JSON.parse(String(change.value));
    } catch {
      raw = String(change.value).split(",");
    }
    delta = (Array.isArray(raw) ? raw : [raw]).map((v) => castDelta(v, innerType));
  } else delta = castDelta(change.value, targetType);

  const changes: Obj = {};
  const ct = getType(current);
  switch (change.type) {
    case "add":
    case "subtract": {
      if (current instanceof Set) {
        const items = Array.isArray(delta) ? delta : delta instanceof Set ? [...delta] : [delta];
        for (const item of items) {
          const v = String(item);
          const neg = v.replace(/^\s*-\s*/, "");
          if (change.type === "subtract" || neg !== v) current.delete(neg);
          else current.add(v);
        }
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
      if (current === null) {
        changes[change.key] = delta;
        break;
      }
      let update: unknown = current;
      if (ct === "boolean" || ct === "number") {
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
      const n = numberFromString(raw);
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

/** Number.fromString as Foundry defines it: whitespace removed, then Number(). */
function numberFromString(raw: unknown): number {
  return Number(String(raw).replace(/\s/g, ""));
}
