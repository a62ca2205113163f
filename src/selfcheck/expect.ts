/**
 * What a character must show once a race is added, worked out from the race's own document (the
 * pack's, or a GM's copy) and the answers given — not from the code that applies it — so the
 * self-check compares the live world's result with what the module's data says. Pure.
 */
import { abilityIncreases, LANGUAGE_KEY, SKILL_KEY, type ChangeDef } from "../effects/changes";
import { readChanges } from "../effects/shape";
import { CHOICE, FLAGS, MODULE_ID, type AsiMode } from "../content/ids";
import { isRecord } from "../rules/record";
import { convertLength, isLengthUnit, type LengthUnit } from "../rules/units";

type Source = Record<string, unknown>;

/** The prepared values the self-check compares (sorted lists, numbers in the world's units). */
export interface Observed {
  readonly abilities: Readonly<Record<string, number>>;
  readonly walk: number | null;
  readonly darkvision: number | null;
  readonly resistances: readonly string[];
  readonly languages: readonly string[];
  readonly skills: readonly string[];
  readonly tools: readonly string[];
  readonly items: readonly string[];
}

const TOOL_KEY = /^system\.tools\.([a-z]+)\.value$/;
const flags = (doc: Source): Source => {
  const f = isRecord(doc["flags"]) ? doc["flags"] : {};
  return isRecord(f[MODULE_ID]) ? f[MODULE_ID] : {};
};
const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** The changes of the race's effects that apply without a choice, the fixed increases included or not. */
function fixedChanges(race: Source, withIncreases: boolean): ChangeDef[] {
  const effects = Array.isArray(race["effects"]) ? race["effects"].filter(isRecord) : [];
  return effects
    .filter((e) => flags(e)[FLAGS.choice] === undefined && e["disabled"] !== true)
    .filter((e) => withIncreases || flags(e)[FLAGS.trait] !== "abilityScoreIncrease")
    .flatMap((e) => readChanges(e));
}

function length(block: unknown, key: "walk" | "darkvision", to: LengthUnit): number | null {
  const b = isRecord(block) ? block : {};
  const raw =
    key === "walk"
      ? isRecord(b["speeds"])
        ? b["speeds"]["walk"]
        : b["walk"]
      : isRecord(b["ranges"])
        ? b["ranges"]["darkvision"]
        : null;
  const value = Number(raw);
  if (raw === null || raw === undefined || raw === "" || !Number.isFinite(value) || value <= 0) return null;
  const from = b["units"];
  const converted = isLengthUnit(from) ? convertLength(value, from, to) : value;
  return key === "darkvision" ? Math.round(converted) : converted;
}

export interface Expectation {
  /** The race item's source as dropped (its effects, movement, senses, flags). */
  readonly race: Source;
  /** What the character had before the race. */
  readonly before: Observed;
  readonly mode: AsiMode;
  readonly units: LengthUnit;
  /** The answers given, by kind (as the API takes them). */
  readonly answers: Readonly<Record<string, unknown>>;
  /** The names the granted items get (the race's grants due at the level, and the chosen cantrip). */
  readonly grantedNames: readonly string[];
  /** The damage type the chosen ancestry resists, if any. */
  readonly ancestryResistance: string | null;
}

/** The sizes of the race's increases, largest first: its fixed ones and a +1 per ability its `abilities` choice picks. */
function flexibleSizes(race: Source): number[] {
  const fixed = abilityIncreases(fixedChanges(race, true)).map((i) => i.value);
  const decls = Array.isArray(flags(race)[FLAGS.choices]) ? (flags(race)[FLAGS.choices] as unknown[]) : [];
  const plusOnes = decls
    .filter(isRecord)
    .filter((d) => d["kind"] === CHOICE.abilities)
    .map((d) => (typeof d["count"] === "number" && d["count"] > 0 ? d["count"] : 1))
    .reduce((a, b) => a + b, 0);
  return [...fixed.sort((a, b) => b - a), ...Array<number>(plusOnes).fill(1)];
}

/** What the character must show with the race. */
export function expectedWithRace(e: Expectation): Observed {
  const changes = fixedChanges(e.race, e.mode !== "none");
  const abilities: Record<string, number> = { ...e.before.abilities };
  const flexible = e.answers[CHOICE.asi];
  if (e.mode === "flexible" && Array.isArray(flexible)) {
    // The race's increases keep their sizes, largest first, on the abilities the answer names.
    const sizes = flexibleSizes(e.race);
    flexible.forEach((id, i) => (abilities[String(id)] = (abilities[String(id)] ?? 0) + (sizes[i] ?? 0)));
  } else if (e.mode !== "none") {
    for (const { ability, value } of abilityIncreases(changes))
      abilities[ability] = (abilities[ability] ?? 0) + value;
    const picked = e.answers[CHOICE.abilities];
    if (Array.isArray(picked))
      for (const id of picked) abilities[String(id)] = (abilities[String(id)] ?? 0) + 1;
  }
  const answer = (kind: string): string[] => {
    const value = e.answers[kind];
    return typeof value === "string" ? [value] : Array.isArray(value) ? value.map(String) : [];
  };
  const match = (re: RegExp): string[] =>
    changes.flatMap((c) => {
      const m = re.exec(c.key);
      return m?.[1] ? [m[1]] : [];
    });
  const system = isRecord(e.race["system"]) ? e.race["system"] : {};
  return {
    abilities,
    walk: length(system["movement"], "walk", e.units) ?? e.before.walk,
    darkvision: length(system["senses"], "darkvision", e.units) ?? e.before.darkvision,
    resistances: sorted([
      ...e.before.resistances,
      ...changes.filter((c) => c.key === "system.traits.dr.value").map((c) => c.value),
      ...(e.ancestryResistance ? [e.ancestryResistance] : []),
    ]),
    languages: sorted([
      ...e.before.languages,
      ...changes.filter((c) => c.key === LANGUAGE_KEY).map((c) => c.value),
      ...answer(CHOICE.language),
    ]),
    skills: sorted([...e.before.skills, ...match(SKILL_KEY), ...answer(CHOICE.skills)]),
    tools: sorted([...e.before.tools, ...match(TOOL_KEY), ...answer(CHOICE.tool)]),
    items: sorted([...e.before.items, String(e.race["name"] ?? ""), ...e.grantedNames]),
  };
}

/** The differences between what was expected and what the world shows, one line per field. */
export function differences(
  expected: Observed,
  actual: Observed,
): { field: keyof Observed; expected: string; actual: string }[] {
  const out: { field: keyof Observed; expected: string; actual: string }[] = [];
  for (const field of Object.keys(expected) as (keyof Observed)[]) {
    const a = JSON.stringify(expected[field]);
    const b = JSON.stringify(actual[field]);
    if (a !== b) out.push({ field, expected: a, actual: b });
  }
  return out;
}
