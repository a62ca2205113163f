/**
 * Racial ability increases against the ability's maximum as dnd5e reads it: the prepared
 * `system.abilities.<id>.max`, which dnd5e sets to `CONFIG.DND5E.maxAbilityScore` (20) unless
 * something raised it (module/data/actor/templates/common.mjs, 5.3.3). An increase stops there, as
 * dnd5e's own ability-score-improvement advancement does. Pure.
 */

/** dnd5e's `CONFIG.DND5E.maxAbilityScore`, for a character whose maximum is not known. */
export const DEFAULT_ABILITY_MAX = 20;

export interface AbilityIncrease {
  readonly ability: string;
  readonly value: number;
}

/** An increase that did not fit whole: `given` of its `value`, the ability's maximum being `max`. */
export interface CappedIncrease extends AbilityIncrease {
  readonly given: number;
  readonly max: number;
}

export interface CappedIncreases {
  /** What fits of each increase, one number per increase, in order. */
  readonly fits: number[];
  /** What each increase gives, in order; those that give nothing are left out. */
  readonly given: AbilityIncrease[];
  /** The increases that were cut, in order. */
  readonly capped: CappedIncrease[];
}

/**
 * The increases applied in order to the base scores, each stopping at its ability's maximum (a
 * second increase of the same ability counts the first). A score already at or past its maximum
 * takes nothing; an unknown score counts as 10.
 */
export function capIncreases(
  increases: readonly AbilityIncrease[],
  scores: Readonly<Record<string, number>>,
  maxima: Readonly<Record<string, number>> = {},
): CappedIncreases {
  const running: Record<string, number> = { ...scores };
  const fits: number[] = [];
  const given: AbilityIncrease[] = [];
  const capped: CappedIncrease[] = [];
  for (const { ability, value } of increases) {
    const base = running[ability] ?? 10;
    const max = maxima[ability] ?? DEFAULT_ABILITY_MAX;
    const fit = value > 0 ? Math.max(0, Math.min(value, max - base)) : value;
    running[ability] = base + fit;
    fits.push(fit);
    if (fit !== 0) given.push({ ability, value: fit });
    if (fit !== value) capped.push({ ability, value, given: fit, max });
  }
  return { fits, given, capped };
}

/** How much of the increases their abilities' maxima cut away in all. */
export function cutAway(
  increases: readonly AbilityIncrease[],
  scores: Readonly<Record<string, number>>,
  maxima?: Readonly<Record<string, number>>,
): number {
  return capIncreases(increases, scores, maxima).capped.reduce((sum, c) => sum + c.value - c.given, 0);
}
