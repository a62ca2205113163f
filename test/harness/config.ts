/**
 * `CONFIG.DND5E` from `test/fixtures/dnd5e/<line>/config.json` (modern, or the legacy sections when
 * `dnd5e.rulesVersion` is "legacy"), with Sets restored, flag types as constructors and labels
 * localized the way dnd5e pre-localizes its config at i18nInit.
 */
import type { Localization } from "./i18n";
import { dnd5eConfig } from "../support/dnd5e-facts";
import { deepClone, isPlainObject, type Obj } from "./utils";

interface ConfigJson {
  modern: Obj;
  legacy: { sectionDiff: Obj; languages: Obj };
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === "<Set>" && Array.isArray(value["<Set>"]))
    return new Set(value["<Set>"] as unknown[]);
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) out[k] = revive(v);
  return out;
}

function localizeDeep(value: unknown, i18n: Localization): unknown {
  if (typeof value === "string")
    return /^(DND5E|TYPES|EFFECT)\./.test(value) && i18n.has(value) ? i18n.localize(value) : value;
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, i18n));
  if (value instanceof Set) return value;
  if (!isPlainObject(value)) return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value))
    out[k] = k === "reference" || k === "icon" || k === "img" || k === "id" ? v : localizeDeep(v, i18n);
  return out;
}

/**
 * `CONFIG.DND5E` of a dnd5e line: test/fixtures/dnd5e/<line>/config.json, read through
 * test/support/dnd5e-facts.ts (on 6.x senses become objects
 * `{label, detectionMode?, grantsSight?, visionMode?}`, F2.2).
 */
export function buildDnd5eConfig(
  rulesVersion: "modern" | "legacy",
  i18n: Localization,
  line: "5.3.3" | "6.x" = "5.3.3",
): Obj {
  // A world's i18n is fresh from the language files when its CONFIG is built, so the localized
  // config depends on the line, the rules and the language alone: built once, copied per world.
  const key = `${line}|${rulesVersion}|${i18n.lang}`;
  let config = builtConfigs.get(key);
  if (!config) {
    config = buildConfig(rulesVersion, i18n, line);
    builtConfigs.set(key, config);
  }
  return copyConfig(config) as Obj;
}

const builtConfigs = new Map<string, Obj>();

/** A copy a world may change: plain objects, arrays and Sets copied; field types (functions) shared. */
function copyConfig(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyConfig);
  if (value instanceof Set) return new Set([...value].map(copyConfig));
  if (!isPlainObject(value)) return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) out[k] = copyConfig(v);
  return out;
}

function buildConfig(rulesVersion: "modern" | "legacy", i18n: Localization, line: "5.3.3" | "6.x"): Obj {
  const json = dnd5eConfig(line) as unknown as ConfigJson;
  const base = deepClone(json.modern);
  if (rulesVersion === "legacy") {
    // sectionDiff holds each section as it is under legacy rules, or "unchanged".
    for (const [section, value] of Object.entries(json.legacy.sectionDiff))
      if (value !== "unchanged") base[section] = deepClone(value);
    base.languages = deepClone(json.legacy.languages);
  }
  const config = localizeDeep(revive(base), i18n) as Obj;
  // The fixtures name each character flag's type ("Boolean", "Number"); dnd5e's config holds the class.
  const types: Record<string, unknown> = { Boolean, Number, String };
  for (const flag of Object.values(config.characterFlags as Record<string, Obj>))
    flag.type = types[String(flag.type)] ?? flag.type;
  return config;
}

/** Foundry's CONST values the module may read. */
export const CONST = Object.freeze({
  ACTIVE_EFFECT_MODES: Object.freeze({
    CUSTOM: 0,
    MULTIPLY: 1,
    ADD: 2,
    DOWNGRADE: 3,
    UPGRADE: 4,
    OVERRIDE: 5,
  }),
  USER_ROLES: Object.freeze({ NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 }),
  GRID_TYPES: Object.freeze({ GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 }),
  /** V12+ (regions.ts). */
  REGION_VISIBILITY: Object.freeze({ LAYER: 0, GAMEMASTER: 1, ALWAYS: 2 }),
  COMPATIBILITY_MODES: Object.freeze({ SILENT: 0, WARNING: 1, ERROR: 2, FAILURE: 3 }),
});
