/**
 * The dragonborn breath weapon (Andardráttur Fáfnis), SRD 5.1: DC 8 + CON modifier + proficiency
 * bonus; 2d6, 3d6 from level 6, 4d6 from 11, 5d6 from 16; half damage (rounded down) on a save.
 */

import type { LengthUnit } from "./units";

export type BreathShape = "line" | "cone";

/** dnd5e ability ids of the breath weapon's saving throw. */
export type BreathSave = "dex" | "con";

/** SRD 5.1: lines are 5 × 30 ft, cones 15 ft; the seed gives 1,5 × 9 m and 4,5 m (5 ft = 1,5 m). */
export const BREATH_SIZES: Readonly<
  Record<BreathShape, { readonly m: readonly [number, number?]; readonly ft: readonly [number, number?] }>
> = {
  line: { m: [9, 1.5], ft: [30, 5] },
  cone: { m: [4.5], ft: [15] },
};

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 20;

const BREATH_DIE = 6;

/** Out-of-range levels (0 for an actor without classes, or homebrew epic levels) use the nearest rule. */
export function clampLevel(level: number): number {
  if (!Number.isFinite(level)) return MIN_LEVEL;
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.floor(level)));
}

export function breathDiceCount(level: number): number {
  const l = clampLevel(level);
  if (l >= 16) return 5;
  if (l >= 11) return 4;
  if (l >= 6) return 3;
  return 2;
}

export function breathFormula(level: number): string {
  return `${breathDiceCount(level)}d${BREATH_DIE}`;
}

/**
 * The same dice as a dnd5e damage formula, resolved from the actor's roll data when the item is
 * used, so the item needs no update when the character levels up. Same shape as dnd5e's own
 * level-scaled formulas ("(floor((@details.level + 1) / 6))d6"); the clamp keeps a level-0 actor
 * at 2d6 like breathDiceCount.
 */
export const BREATH_DAMAGE_FORMULA = `(floor((max(${MIN_LEVEL}, min(${MAX_LEVEL}, @details.level)) + 9) / 5))d${BREATH_DIE}`;

export function breathSaveDC(conMod: number, profBonus: number): number {
  return 8 + conMod + profBonus;
}

export interface BreathArea {
  /** dnd5e template type. */
  readonly type: BreathShape;
  /** Length of the line / cone, in `units`. */
  readonly size: number;
  /** Lines only. */
  readonly width?: number;
  readonly units: LengthUnit;
}

/**
 * The breath area in `units`: a 4,5 m cone is 15 on a feet scene and 4.5 on a metre scene.
 */
export function breathArea(shape: BreathShape, units: LengthUnit): BreathArea {
  const [size, width] = BREATH_SIZES[shape][units];
  return width === undefined ? { type: shape, size, units } : { type: shape, size, width, units };
}

/** What a breath's save activity holds that its ancestry decides: area, damage type and save. */
export type BreathActivityFields = {
  readonly "target.template.type": BreathShape;
  readonly "target.template.size": string;
  readonly "target.template.width": string;
  readonly "target.template.units": LengthUnit;
  readonly "damage.parts.0.types": string[];
  readonly "save.ability": string[];
};

/**
 * The save activity's fields for an ancestry, as dotted paths relative to the activity, so the same
 * fields fill a copied item's source and update an owned one.
 */
export function breathActivityFields(
  ancestry: { readonly shape: BreathShape; readonly damageType: string; readonly save: BreathSave },
  units: LengthUnit,
): BreathActivityFields {
  const area = breathArea(ancestry.shape, units);
  return {
    "target.template.type": area.type,
    "target.template.size": String(area.size),
    "target.template.width": area.width === undefined ? "" : String(area.width),
    "target.template.units": units,
    "damage.parts.0.types": [ancestry.damageType],
    "save.ability": [ancestry.save],
  };
}

/** Half damage, rounded down (SRD); damage is never negative. */
export function halfDamage(total: number): number {
  return Math.max(0, Math.floor(total / 2));
}

export function damageForOutcome(total: number, saved: boolean): number {
  return saved ? halfDamage(total) : Math.max(0, total);
}
