/**
 * The draconic ancestry table (Drekaarfleifð) — the single source of truth for the dragonborn's
 * ancestry, breath weapon shape, damage type and saving throw. Everything else (pack generator,
 * RollTable, drop dialog, breath macro) reads this table rather than repeating it.
 *
 * Rows follow the order of the table in the Icelandic race chapter (seed), which is also the SRD
 * order; the RollTable result for row i is i + 1 on a d10.
 */

import { BREATH_SIZES, type BreathSave, type BreathShape } from "../rules/breath-maths";
import { DAMAGE_TYPES } from "./terms";

export type AncestryId =
  "black" | "blue" | "brass" | "bronze" | "copper" | "gold" | "green" | "red" | "silver" | "white";

/** dnd5e damage type ids used by the draconic ancestries. */
export type AncestryDamageType = "acid" | "cold" | "fire" | "lightning" | "poison";

export type { BreathShape, BreathSave };

export interface Ancestry {
  readonly id: AncestryId;
  /** The ancestry as named in the seed's table (Ætterni). */
  readonly nameIs: string;
  readonly srdName: string;
  readonly damageType: AncestryDamageType;
  /**
   * The damage type's Icelandic label (the table's Skaðagerð column, the RollTable's results): the
   * module's term for it (src/content/terms), uniformly "-skaði" like every damage label, where the
   * seed's table had the bare words (Sýra, Eldur …).
   */
  readonly damageNameIs: string;
  readonly shape: BreathShape;
  readonly lengthM: number;
  /** Lines only: a cone's width is not a separate dimension (it equals the distance from the origin). */
  readonly widthM?: number;
  readonly lengthFt: number;
  readonly widthFt?: number;
  readonly save: BreathSave;
  /** The d10 range of this row's RollTable result, inclusive. */
  readonly d10Range: readonly [number, number];
  /** Stable `_id` of the RollTable result: 16 characters [a-zA-Z0-9], never to change once released. */
  readonly tableResultId: string;
}

interface RowInput {
  readonly id: AncestryId;
  readonly nameIs: string;
  readonly srdName: string;
  readonly damageType: AncestryDamageType;
  readonly shape: BreathShape;
  readonly save: BreathSave;
}

function sizes(shape: BreathShape): Pick<Ancestry, "lengthM" | "widthM" | "lengthFt" | "widthFt"> {
  const { m, ft } = BREATH_SIZES[shape];
  return m[1] === undefined || ft[1] === undefined
    ? { lengthM: m[0], lengthFt: ft[0] }
    : { lengthM: m[0], widthM: m[1], lengthFt: ft[0], widthFt: ft[1] };
}

const ID_LENGTH = 16;

function tableResultId(srdName: string): string {
  return `kynAnc${srdName}`.padEnd(ID_LENGTH, "0");
}

const ROWS: readonly RowInput[] = [
  {
    id: "black",
    nameIs: "Svart",
    srdName: "Black",
    damageType: "acid",
    shape: "line",
    save: "dex",
  },
  {
    id: "blue",
    nameIs: "Blátt",
    srdName: "Blue",
    damageType: "lightning",
    shape: "line",
    save: "dex",
  },
  {
    id: "brass",
    nameIs: "Látún",
    srdName: "Brass",
    damageType: "fire",
    shape: "line",
    save: "dex",
  },
  {
    id: "bronze",
    nameIs: "Brons",
    srdName: "Bronze",
    damageType: "lightning",
    shape: "line",
    save: "dex",
  },
  {
    id: "copper",
    nameIs: "Kopar",
    srdName: "Copper",
    damageType: "acid",
    shape: "line",
    save: "dex",
  },
  {
    id: "gold",
    nameIs: "Gull",
    srdName: "Gold",
    damageType: "fire",
    shape: "cone",
    save: "dex",
  },
  {
    id: "green",
    nameIs: "Grænt",
    srdName: "Green",
    damageType: "poison",
    shape: "cone",
    save: "con",
  },
  {
    id: "red",
    nameIs: "Rautt",
    srdName: "Red",
    damageType: "fire",
    shape: "cone",
    save: "dex",
  },
  {
    id: "silver",
    nameIs: "Silfur",
    srdName: "Silver",
    damageType: "cold",
    shape: "cone",
    save: "con",
  },
  {
    id: "white",
    nameIs: "Hvítt",
    srdName: "White",
    damageType: "cold",
    shape: "cone",
    save: "con",
  },
];

export const ANCESTRIES: readonly Ancestry[] = Object.freeze(
  ROWS.map((row, i): Ancestry =>
    Object.freeze({
      ...row,
      damageNameIs: DAMAGE_TYPES[row.damageType],
      ...sizes(row.shape),
      d10Range: Object.freeze([i + 1, i + 1] as const),
      tableResultId: tableResultId(row.srdName),
    }),
  ),
);

const BY_ID: ReadonlyMap<string, Ancestry> = new Map(ANCESTRIES.map((a) => [a.id, a]));

export function isAncestryId(x: unknown): x is AncestryId {
  return typeof x === "string" && BY_ID.has(x);
}

/** Throws on an unknown id: a wrong id is a programming error, never a user's choice. */
export function getAncestry(id: AncestryId): Ancestry {
  const ancestry = BY_ID.get(id);
  if (!ancestry) throw new RangeError(`Unknown draconic ancestry: ${String(id)}`);
  return ancestry;
}
