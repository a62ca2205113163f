/**
 * The 2024 dragonborn breath weapon (SRD 5.2): a 15 ft cone or a 30 ft × 5 ft line chosen at each
 * use, always a Dexterity save against 8 + CON modifier + proficiency bonus; 1d10, 2d10 from
 * character level 5, 3d10 from 11, 4d10 from 17; uses equal to the proficiency bonus, all
 * regained on a long rest. The areas are the 2014 ones (BREATH_SIZES), the save and dice are not.
 */
import { clampLevel, MAX_LEVEL, MIN_LEVEL, type BreathShape } from "./breath-maths";

export const BREATH24_DIE = 10;

export function breath24DiceCount(level: number): number {
  const l = clampLevel(level);
  if (l >= 17) return 4;
  if (l >= 11) return 3;
  if (l >= 5) return 2;
  return 1;
}

export function breath24Formula(level: number): string {
  return `${breath24DiceCount(level)}d${BREATH24_DIE}`;
}

/**
 * The same dice as a dnd5e damage formula, read from the actor's roll data at each use, so the
 * item needs no update on a level-up: floor((level + 1) / 6) is 0 below 5, 1 from 5, 2 from 11
 * and 3 from 17; the clamp keeps a level-0 actor at 1d10 like breath24DiceCount.
 */
export const BREATH24_DAMAGE_FORMULA = `(1 + floor((max(${MIN_LEVEL}, min(${MAX_LEVEL}, @details.level)) + 1) / 6))d${BREATH24_DIE}`;

/** The two areas the 2024 breather chooses between at each use. */
export const BREATH24_SHAPES: readonly BreathShape[] = ["cone", "line"];

export function isBreath24Shape(value: unknown): value is BreathShape {
  return (BREATH24_SHAPES as readonly unknown[]).includes(value);
}
