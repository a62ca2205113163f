/**
 * Feet ↔ metres as D&D and dnd5e measure them: 5 ft = 1,5 m (factor 10/3, not 0.3048), so that a
 * metric table reads 1,5 / 4,5 / 9 / 18 m where the SRD says 5 / 15 / 30 / 60 ft.
 */
import { record } from "./record";

export type LengthUnit = "ft" | "m";

export const LENGTH_UNITS: readonly LengthUnit[] = ["ft", "m"];

/** Every unit a creature's speeds or senses may be in: dnd5e's `CONFIG.DND5E.movementUnits`. */
export type DistanceUnit = LengthUnit | "km" | "mi";

/** Feet in one unit, as each unit's `conversion` in dnd5e's `CONFIG.DND5E.movementUnits`. */
const FEET_PER: Readonly<Record<DistanceUnit, number>> = { ft: 1, m: 10 / 3, km: 10000 / 3, mi: 5280 };

// Enough decimals for any game distance, few enough to erase binary noise (2.1 m × 10/3 = 7.000000000000001 ft).
const PRECISION = 1e6;

export function isLengthUnit(x: unknown): x is LengthUnit {
  return x === "ft" || x === "m";
}

function roundNoise(value: number): number {
  return Math.round(value * PRECISION) / PRECISION;
}

export function isDistanceUnit(x: unknown): x is DistanceUnit {
  return typeof x === "string" && Object.hasOwn(FEET_PER, x);
}

export function convertLength(value: number, from: DistanceUnit, to: DistanceUnit): number {
  if (from === to) return value;
  return roundNoise((value * FEET_PER[from]) / FEET_PER[to]);
}

/** Darkvision and other senses are integer fields in dnd5e 5.3, so the converted range is rounded. */
export function convertDarkvision(value: number, from: LengthUnit, to: LengthUnit): number;
export function convertDarkvision(value: number | null, from: LengthUnit, to: LengthUnit): number | null;
export function convertDarkvision(value: number | null, from: LengthUnit, to: LengthUnit): number | null {
  if (value === null) return null;
  return Math.round(convertLength(value, from, to));
}

export interface SensesBlock {
  ranges: Record<string, number | null | undefined>;
  units?: string | null;
}

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

function unitsOf(units: string | null | undefined): LengthUnit {
  const resolved = units ?? "ft";
  if (!isLengthUnit(resolved)) throw new RangeError(`Unsupported length unit: ${resolved}`);
  return resolved;
}

/** Converts a race's senses block to `to`; ranges stay integers (or null), `special` passes through. */
export function convertSenses<T extends SensesBlock>(block: T, to: LengthUnit): T {
  const from = unitsOf(block.units);
  const ranges: Record<string, number | null | undefined> = {};
  for (const [key, value] of Object.entries(block.ranges)) {
    ranges[key] = value == null ? value : convertDarkvision(value, from, to);
  }
  return { ...block, ranges, units: to };
}

const FORMATTERS = new Map<string, Intl.NumberFormat>();

function formatterFor(lang: string): Intl.NumberFormat {
  let formatter = FORMATTERS.get(lang);
  if (!formatter) {
    let locale = lang;
    try {
      Intl.NumberFormat.supportedLocalesOf([locale]);
    } catch {
      locale = "en";
    }
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
    FORMATTERS.set(lang, formatter);
  }
  return formatter;
}

/**
 * A number as the language writes it. Icelandic's decimal comma is written here, not asked of the
 * browser: a Chromium built without Icelandic number data falls back to English ("1.5").
 */
export function formatNumber(value: number, lang: string): string {
  if (lang === "is") return formatterFor("en").format(value).replace(".", ",");
  return formatterFor(lang).format(value);
}

/** How a unit is written after a number: Icelandic says "fet" (never "ft"); metres are "m" everywhere. */
const UNIT_WORDS: Readonly<Record<string, Readonly<Record<LengthUnit, string>>>> = {
  is: { ft: "fet", m: "m" },
};

/** "7,5 m" and "30 fet" in Icelandic, "25 ft" in English: never a trailing ",0". */
export function formatLength(value: number, unit: LengthUnit, lang: string): string {
  return `${formatNumber(value, lang)} ${UNIT_WORDS[lang]?.[unit] ?? unit}`;
}

/**
 * A stored length (a number, or a numeric string as dnd5e's FormulaField stores it) in `to`;
 * anything else (a formula such as "@attributes.movement.walk", "", null) is kept.
 */
export function convertStoredLength(value: unknown, from: unknown, to: LengthUnit): unknown {
  return isLengthUnit(from) ? storedDistance(value, from, to) : value;
}

function storedDistance(value: unknown, from: DistanceUnit, to: DistanceUnit): unknown {
  if (from === to) return value;
  if (typeof value === "number") return convertLength(value, from, to);
  if (typeof value === "string" && NUMERIC.test(value)) return String(convertLength(Number(value), from, to));
  return value;
}

const SPEED_TYPES = ["walk", "burrow", "climb", "fly", "swim"] as const;

/** Where a race's speeds live: dnd5e 5.3 `movement.<type>` ("flat"), dnd5e 6 `movement.speeds.<type>`. */
export type MovementShape = "flat" | "speeds";

/**
 * A race's movement block in `to`, in the shape the running dnd5e stores: 6.x nests the speeds
 * under `speeds` (PR #7201), 5.3 keeps them at the top. Reads either shape. A block in a unit that
 * is neither feet nor metres keeps its numbers.
 */
export function movementFor(block: unknown, to: LengthUnit, shape: MovementShape): Record<string, unknown> {
  const source = record(block);
  const nested = record(source["speeds"]);
  const from = source["units"] ?? "ft";
  const convertible = isLengthUnit(from);
  const out: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === "speeds" || (SPEED_TYPES as readonly string[]).includes(key)) continue;
    out[key] = value;
  }
  for (const type of SPEED_TYPES) {
    const value = nested[type] ?? source[type];
    if (value !== undefined) values[type] = convertStoredLength(value, from, to);
  }
  for (const [type, value] of Object.entries(nested)) {
    if (!(type in values)) values[type] = convertStoredLength(value, from, to);
  }
  if (convertible) out["units"] = to;
  if (shape === "speeds") out["speeds"] = values;
  else Object.assign(out, values);
  return out;
}

const MOVEMENT_KEY = /^system\.attributes\.movement\.(?:speeds\.)?(walk|burrow|climb|fly|swim)$/;
const MOVEMENT_REF = /@attributes\.movement\.(?:speeds\.)?(walk|burrow|climb|fly|swim)\b/g;

/**
 * An effect change on an actor's speed in the running dnd5e's shape and `to`: 6.x's speeds live
 * under `movement.speeds` (its redirect of the old keys is one hop, F2.3: write the new key), and
 * so do the formulas that name a speed; a number is converted from `from`. Other changes pass.
 */
export function movementChangeFor<C extends { readonly key: string; readonly value: string }>(
  change: C,
  from: DistanceUnit,
  to: DistanceUnit,
  shape: MovementShape,
): C {
  const at = (type: string): string => (shape === "speeds" ? `speeds.${type}` : type);
  const value = change.value.replace(MOVEMENT_REF, (_m, type: string) => `@attributes.movement.${at(type)}`);
  const match = MOVEMENT_KEY.exec(change.key);
  if (!match) return { ...change, value };
  return {
    ...change,
    key: `system.attributes.movement.${at(match[1]!)}`,
    value: String(storedDistance(value, from, to)),
  };
}

const SENSE_KEY = /^system\.attributes\.senses\.ranges\.\w+$/;

/**
 * An effect change on a sense's range in `to`, rounded as dnd5e's integer ranges in feet and
 * metres (a few metres in km or mi would round to nothing); a range already in `to`, and other
 * changes, pass as authored.
 */
export function senseChangeFor<C extends { readonly key: string; readonly value: string }>(
  change: C,
  from: DistanceUnit,
  to: DistanceUnit,
): C {
  if (from === to || !SENSE_KEY.test(change.key) || !NUMERIC.test(change.value)) return change;
  const range = convertLength(Number(change.value), from, to);
  return { ...change, value: String(isLengthUnit(to) ? Math.round(range) : range) };
}

/** A race's senses block in `to` (ranges stay integers); a block in another unit is kept. */
export function sensesFor(block: unknown, to: LengthUnit): Record<string, unknown> {
  const source = record(block);
  const from = source["units"] ?? "ft";
  if (!isLengthUnit(from)) return { ...source };
  return convertSenses(
    { ...source, ranges: record(source["ranges"]) as SensesBlock["ranges"], units: from },
    to,
  );
}

function convertArea(area: Record<string, unknown>, to: LengthUnit): Record<string, unknown> {
  const from = area["units"];
  if (!isLengthUnit(from)) return area;
  const out: Record<string, unknown> = { ...area, units: to };
  for (const key of ["size", "width", "height"]) {
    if (key in area) out[key] = convertStoredLength(area[key], from, to);
  }
  return out;
}

function convertRange(range: Record<string, unknown>, to: LengthUnit): Record<string, unknown> {
  const from = range["units"];
  if (!isLengthUnit(from)) return range;
  return { ...range, value: convertStoredLength(range["value"], from, to), units: to };
}

function convertTarget(target: unknown, to: LengthUnit): unknown {
  const t = record(target);
  if (!("template" in t)) return target;
  return { ...t, template: convertArea(record(t["template"]), to) };
}

/**
 * An item's `system` with its lengths in `to`: its range and area, and each activity's. Only
 * lengths stored in feet or metres change; "self", "touch" and the like stay.
 */
export function itemLengthsFor(system: unknown, to: LengthUnit): Record<string, unknown> {
  const out = { ...record(system) };
  if ("range" in out) out["range"] = convertRange(record(out["range"]), to);
  if ("target" in out) out["target"] = convertTarget(out["target"], to);
  const activities = record(out["activities"]);
  if (Object.keys(activities).length) {
    out["activities"] = Object.fromEntries(
      Object.entries(activities).map(([id, activity]) => {
        const a = { ...record(activity) };
        if ("range" in a) a["range"] = convertRange(record(a["range"]), to);
        if ("target" in a) a["target"] = convertTarget(a["target"], to);
        return [id, a];
      }),
    );
  }
  return out;
}
