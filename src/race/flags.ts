/**
 * The module's flags on a race item (`flags.kynthaettir`), read and versioned. They carry a schema
 * number so later releases can change them safely: `migrateRaceFlags` brings any older shape to
 * the current one, and a GM's client runs it over the world once (src/race/migrate.ts).
 *
 * Schema 0 (release 0.1.0): `raceId`, `srdName`, and on an actor's race `choices` = the answers
 * object and `units`; what the race asks and grants was code, not data.
 * Schema 1: `choices` = the declarations (`{ kind, pool, count, list, level }[]`), `grants` =
 * `{ key, uuid, level }[]`, and on an actor's race `answers`, `units`, `asiMode`.
 *
 * Pure: no Foundry globals.
 */
import { ASI_MODES, FLAGS, MODULE_ID, isOneOf, type AsiMode } from "../content/ids";
import { isRecord, record } from "../rules/record";
import { isLengthUnit, type LengthUnit } from "../rules/units";
import type { ChoiceDecl } from "./choices/kind";
import type { SpellGrantConfig } from "../content/species24/shared";

export type { SpellGrantConfig };

export const RACE_FLAG_SCHEMA = 1;

/** A granted feature or spell, by its key and the document it is copied from. */
export interface GrantRef {
  readonly key: string;
  readonly uuid: string;
  /** The character level from which it is granted. */
  readonly level?: number;
  /** For a spell: how it is cast (dnd5e's ItemGrant spell configuration); its ability is the spellAbility answer. */
  readonly spell?: SpellGrantConfig;
}

export interface RaceFlags {
  readonly schema: number;
  readonly raceId: string;
  readonly choices: readonly ChoiceDecl[];
  readonly grants: readonly GrantRef[];
  /** Stored answers by kind, as written (each kind narrows its own). */
  readonly answers: Readonly<Record<string, unknown>>;
  readonly units: LengthUnit | null;
  readonly asiMode: AsiMode | null;
  /** The character level the level-gated grants were last brought in line with (level-grants.ts). */
  readonly syncedLevel: number | null;
}

/** The module's flags of a document or its source. */
export function moduleFlags(doc: unknown): Record<string, unknown> {
  return record(record(record(doc)["flags"])[MODULE_ID]);
}

/** A race id as flags may hold it: a slug (ours, or a homebrew race made from our data). */
export function isRaceSlug(value: unknown): value is string {
  return typeof value === "string" && /^[a-z0-9][a-z0-9-]{0,63}$/.test(value);
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === "string")
    ? [...(value as string[])]
    : undefined;
}

function readDecl(value: unknown): ChoiceDecl | null {
  const v = record(value);
  const kind = v["kind"];
  if (typeof kind !== "string" || !kind) return null;
  const pool = strings(v["pool"]);
  const count = v["count"];
  const level = v["level"];
  const list = v["list"];
  const ability = v["ability"];
  return {
    kind,
    ...(pool ? { pool } : {}),
    ...(Number.isInteger(count) && (count as number) > 0 ? { count: count as number } : {}),
    ...(typeof list === "string" && list ? { list } : {}),
    ...(Number.isInteger(level) && (level as number) >= 0 ? { level: level as number } : {}),
    ...(typeof ability === "string" && ability ? { ability } : {}),
  };
}

function readSpellConfig(value: unknown): SpellGrantConfig | undefined {
  if (!isRecord(value)) return undefined;
  const { method, prepared } = value;
  const uses = record(value["uses"]);
  const max = uses["max"];
  const per = uses["per"];
  return {
    ...(typeof method === "string" && method ? { method } : {}),
    ...(Number.isInteger(prepared) && (prepared as number) >= 0 ? { prepared: prepared as number } : {}),
    ...(typeof max === "string" && max && typeof per === "string" && per ? { uses: { max, per } } : {}),
  };
}

function readGrant(value: unknown): GrantRef | null {
  const v = record(value);
  const key = v["key"];
  const uuid = v["uuid"];
  const level = v["level"];
  if (typeof key !== "string" || !key || typeof uuid !== "string" || !uuid) return null;
  const spell = readSpellConfig(v["spell"]);
  return {
    key,
    uuid,
    ...(Number.isInteger(level) && (level as number) > 0 ? { level: level as number } : {}),
    ...(spell ? { spell } : {}),
  };
}

/**
 * The flags in the current schema, whatever schema they were written in. Declarations and grants
 * that schema 0 did not store come from `shipped` (the same race in the module's pack) when given.
 */
export function migrateRaceFlags(
  raw: Readonly<Record<string, unknown>>,
  shipped?: { readonly choices: readonly ChoiceDecl[]; readonly grants: readonly GrantRef[] },
): Record<string, unknown> {
  const schema = Number(raw[FLAGS.schema] ?? 0);
  if (schema >= RACE_FLAG_SCHEMA) return { ...raw };
  const { [FLAGS.choices]: oldAnswers, ...rest } = raw;
  return {
    ...rest,
    [FLAGS.schema]: RACE_FLAG_SCHEMA,
    [FLAGS.choices]: (shipped?.choices ?? []).map((c) => ({ ...c })),
    [FLAGS.grants]: (shipped?.grants ?? []).map((g) => ({ ...g })),
    ...(isRecord(oldAnswers) ? { [FLAGS.answers]: { ...oldAnswers } } : {}),
  };
}

/** Whether the flags were written in an older schema than this release's. */
export function needsMigration(raw: Readonly<Record<string, unknown>>): boolean {
  return Number(raw[FLAGS.schema] ?? 0) < RACE_FLAG_SCHEMA;
}

/** Our race flags of a race item (document or source), migrated in memory; null when it is not one of ours. */
export function raceFlagsOf(doc: unknown): RaceFlags | null {
  if (record(doc)["type"] !== "race") return null;
  const raw = moduleFlags(doc);
  if (!isRaceSlug(raw[FLAGS.raceId])) return null;
  const flags = migrateRaceFlags(raw);
  const choices = Array.isArray(flags[FLAGS.choices]) ? (flags[FLAGS.choices] as unknown[]) : [];
  const grants = Array.isArray(flags[FLAGS.grants]) ? (flags[FLAGS.grants] as unknown[]) : [];
  const units = flags[FLAGS.units];
  const asiMode = flags[FLAGS.asiMode];
  const synced = flags[FLAGS.syncedLevel];
  return {
    schema: RACE_FLAG_SCHEMA,
    raceId: raw[FLAGS.raceId] as string,
    choices: choices.flatMap((c) => readDecl(c) ?? []),
    grants: grants.flatMap((g) => readGrant(g) ?? []),
    answers: record(flags[FLAGS.answers]),
    units: isLengthUnit(units) ? units : null,
    asiMode: isOneOf(ASI_MODES, asiMode) ? asiMode : null,
    syncedLevel: Number.isInteger(synced) && (synced as number) >= 0 ? (synced as number) : null,
  };
}
