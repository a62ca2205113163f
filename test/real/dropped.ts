/**
 * What of a dnd5e document's stored source the harness did not keep: every leaf of the YAML is
 * either stored unchanged (Foundry's casts aside), carried to its new place by one of dnd5e's or
 * Foundry's migrations (MIGRATIONS, each citing its source), or not a field of dnd5e's data model
 * at all (dnd5e's own schema drops it too). Anything else is dropped, and a test fails.
 */
import { ACTIVE_EFFECT_MODES, type StackId } from "../harness";
import { isKnownPath, modelFor } from "../harness/schema-defaults";
import type { Source } from "./dnd5e-packs";

type Leaves = Map<string, unknown>;

/** Flattened leaves; an array entry or a keyed entry carrying its own `_id` is `[<id>]` either way. */
export function leaves(value: unknown, path = "", out: Leaves = new Map()): Leaves {
  if (Array.isArray(value)) {
    if (!value.length) out.set(path, value);
    value.forEach((v, i) => leaves(v, `${path}[${idOf(v) ?? i}]`, out));
  } else if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) out.set(path, value);
    for (const [k, v] of entries) leaves(v, idOf(v) === k ? `${path}[${k}]` : path ? `${path}.${k}` : k, out);
  } else out.set(path, value);
  return out;
}

function idOf(value: unknown): string | undefined {
  const id = (value as { _id?: unknown } | null)?._id;
  return typeof id === "string" ? id : undefined;
}

const MODE_TYPES: Record<number, string> = Object.fromEntries(
  Object.entries(ACTIVE_EFFECT_MODES).map(([name, mode]) => [mode, name.toLowerCase()]),
);

interface Migration {
  /** Where the old value stood. */
  readonly from: RegExp;
  /** Where the migration puts it (from the match). */
  readonly to: (m: RegExpExecArray) => string;
  /** The value it puts there (default: the same). */
  readonly value?: (old: unknown, source: Leaves, m: RegExpExecArray) => unknown;
  readonly stacks?: readonly StackId[];
}

const V14: readonly StackId[] = ["v14-dnd5e53", "v14-dnd5e61"];

/** The migrations that move stored values, as dnd5e and Foundry run them on load. */
const MIGRATIONS: readonly Migration[] = [
  // dnd5e SensesField._migrate (CreatureTemplate#_migrateData): senses.<range> → senses.ranges.<range>.
  {
    from: /^system\.attributes\.senses\.(darkvision|blindsight|tremorsense|truesight)$/,
    to: (m) => `system.attributes.senses.ranges.${m[1]}`,
  },
  {
    from: /^(items\[\w+\])\.system\.senses\.(darkvision|blindsight|tremorsense|truesight)$/,
    to: (m) => `${m[1]}.system.senses.ranges.${m[2]}`,
  },
  // NPCData#_migrateData: environment → habitat.custom, spellLevel → attributes.spell.level,
  // legendary `value` → `spent` = max − value.
  { from: /^system\.details\.environment$/, to: () => "system.details.habitat.custom" },
  { from: /^system\.details\.spellLevel$/, to: () => "system.attributes.spell.level" },
  {
    from: /^system\.resources\.(legact|legres)\.value$/,
    to: (m) => `system.resources.${m[1]}.spent`,
    value: (old, source, m) => Number(source.get(`system.resources.${m[1]}.max`)) - Number(old),
  },
  // ClassData#migrateHitDice: hitDice → hd.denomination, hitDiceUsed → hd.spent.
  { from: /^(items\[\w+\])\.system\.hitDice$/, to: (m) => `${m[1]}.system.hd.denomination` },
  { from: /^(items\[\w+\])\.system\.hitDiceUsed$/, to: (m) => `${m[1]}.system.hd.spent` },
  // Core V14 migrates V13 effect changes to `system.changes` with a `type` for the numeric mode.
  {
    from: /^(.*effects\[\w+\])\.changes\[(\d+)\]\.(key|value|priority)$/,
    to: (m) => `${m[1]}.system.changes[${m[2]}].${m[3]}`,
    value: (old, _s, m) => (m[3] === "value" ? String(old ?? "") : old),
    stacks: V14,
  },
  { from: /^(.*effects\[\w+\])\.changes$/, to: (m) => `${m[1]}.system.changes`, stacks: V14 },
  {
    from: /^(.*effects\[\w+\])\.changes\[(\d+)\]\.mode$/,
    to: (m) => `${m[1]}.system.changes[${m[2]}].type`,
    value: (old) => MODE_TYPES[Number(old)] ?? "custom",
    stacks: V14,
  },
  // dnd5e 6 MovementField._migrate (F2.1): movement.<type> → movement.speeds.<type>.
  {
    from: /^(system\.attributes\.movement|items\[\w+\]\.system\.movement)\.(walk|burrow|climb|fly|swim)$/,
    to: (m) => `${m[1]}.speeds.${m[2]}`,
    stacks: ["v14-dnd5e61"],
  },
];

/**
 * Foundry's casts: a FormulaField keeps a number as a string; a null image becomes the default.
 * dnd5e's AdvancementTemplate.migrateAdvancement keys a list of advancements by id (an empty
 * list becomes an empty object).
 */
function sameValue(path: string, stored: unknown, old: unknown): boolean {
  if (JSON.stringify(stored) === JSON.stringify(old)) return true;
  if (path.endsWith("system.advancement") && Array.isArray(old) && !old.length)
    return JSON.stringify(stored) === "{}";
  if (typeof old === "number" && typeof stored === "string") return stored === String(old);
  return path.endsWith("img") && old === null && typeof stored === "string";
}

/** Paths of Foundry's own bookkeeping, not data: the pack key and creation stamps. */
const IGNORED =
  /(^|\.|\])_key$|(^|\.|\])_stats\.(createdTime|modifiedTime|lastModifiedBy|systemVersion|coreVersion|systemId|exportSource)$/;

/** The dnd5e data model a path under `system` belongs to, with the path inside `system`. */
function modelledPath(
  path: string,
  source: Source,
): { model: ReturnType<typeof modelFor>; inner: string } | null {
  const actor = /^system\.(.+)$/.exec(path);
  if (actor) return { model: modelFor("Actor", String(source["type"])), inner: actor[1]! };
  const item = /^items\[(\w+)\]\.system\.(.+)$/.exec(path);
  if (!item) return null;
  const items = (source["items"] as Source[] | undefined) ?? [];
  const type = items.find((i) => i["_id"] === item[1])?.["type"];
  return { model: modelFor("Item", String(type)), inner: item[2]! };
}

/** Whether dnd5e's data model has a field at `path` (an unknown key is dropped by dnd5e itself). */
function dnd5eHasField(path: string, source: Source): boolean {
  const found = modelledPath(path, source);
  if (!found?.model) return true;
  // A list element is its list's value; an entry keyed by its id is a mapping entry.
  const inner = found.inner.replace(/\[\d+\]/g, "").replace(/\[(\w+)\]/g, ".$1");
  return isKnownPath(found.model, inner);
}

export interface DropReport {
  /** Values the harness lost (a failing test lists them). */
  readonly dropped: string[];
  /** Values stored differently (not by a cast or a migration). */
  readonly changed: string[];
  /** Keys dnd5e's own schema has no field for: dnd5e drops them as well. */
  readonly notInSchema: string[];
}

const anon = (path: string): string => path.replace(/\[[A-Za-z0-9]{16}\]/g, "[id]");

/** Compares a dnd5e YAML document with the stored source the harness made of it. */
export function compareStored(source: Source, stored: Source, stack: StackId): DropReport {
  const before = leaves(source);
  const after = leaves(stored);
  const keys = [...after.keys()];
  const dropped: string[] = [];
  const changed: string[] = [];
  const notInSchema: string[] = [];
  for (const [path, old] of before) {
    if (IGNORED.test(path)) continue;
    if (after.has(path)) {
      if (!sameValue(path, after.get(path), old))
        changed.push(`${anon(path)}: ${JSON.stringify(old)} → ${JSON.stringify(after.get(path))}`);
      continue;
    }
    // An empty object or list that now holds something (a migration or defaults filled it).
    if (
      typeof old === "object" &&
      old !== null &&
      keys.some((k) => k.startsWith(`${path}.`) || k.startsWith(`${path}[`))
    )
      continue;
    const migration = MIGRATIONS.map((m) => ({ m, match: m.from.exec(path) })).find(
      ({ m, match }) => match && (!m.stacks || m.stacks.includes(stack)),
    );
    if (migration?.match) {
      const target = migration.m.to(migration.match);
      const expected = migration.m.value ? migration.m.value(old, before, migration.match) : old;
      // A value already at the new place wins over the old one (dnd5e's migrations keep it).
      if (after.has(target) && (before.has(target) || sameValue(target, after.get(target), expected)))
        continue;
      dropped.push(
        `${anon(path)} → ${anon(target)}: ${JSON.stringify(old)} became ${JSON.stringify(after.get(target))}`,
      );
      continue;
    }
    if (!dnd5eHasField(path, source)) {
      notInSchema.push(anon(path));
      continue;
    }
    dropped.push(`${anon(path)}: ${JSON.stringify(old)}`);
  }
  return { dropped, changed, notInSchema };
}
