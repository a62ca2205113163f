/**
 * The dragonborn breath weapon (Andardráttur Fáfnis), SRD 5.1: DC 8 + CON modifier + proficiency
 * bonus; 2d6, 3d6 from level 6, 4d6 from 11, 5d6 from 16; half damage (rounded down) on a save.
 */

import { getAncestry, type Ancestry, type AncestryId, type BreathShape } from "./ancestry";
import type { LengthUnit } from "./units";

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

export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

export function proficiencyBonus(level: number): number {
  return Math.floor((clampLevel(level) + 7) / 4);
}

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
 * The breath area in the scene's units: a template's size is read as-is in the scene's grid
 * units, so a 4,5 m cone must be 15 on a feet scene and 4.5 on a metre scene.
 */
export function breathArea(ancestry: Ancestry | AncestryId, units: LengthUnit): BreathArea {
  const a = typeof ancestry === "string" ? getAncestry(ancestry) : ancestry;
  const size = units === "m" ? a.lengthM : a.lengthFt;
  const width = units === "m" ? a.widthM : a.widthFt;
  return width === undefined ? { type: a.shape, size, units } : { type: a.shape, size, width, units };
}

/** Half damage, rounded down (SRD); damage is never negative. */
export function halfDamage(total: number): number {
  return Math.max(0, Math.floor(total / 2));
}

export function damageForOutcome(total: number, saved: boolean): number {
  return saved ? halfDamage(total) : Math.max(0, total);
}
