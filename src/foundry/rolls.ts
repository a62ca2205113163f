/**
 * Saves and damage as the breath needs them: a save rolled without its own chat card (the one
 * breath card shows it), dnd5e's DamageRoll, and dnd5e's `applyDamage` with a typed damage.
 */

/** A saving throw rolled without its own chat card (the breath's one card shows it). */
export async function rollSaveQuietly(
  actor: Actor5e,
  ability: string,
  dc: number,
): Promise<D20RollLike | null> {
  const rolls = await actor.rollSavingThrow({ ability, target: dc }, { configure: false }, { create: false });
  return rolls?.[0] ?? null;
}

/** dnd5e's DamageRoll (core's Roll without dnd5e), evaluated. */
export async function rollDamage(
  formula: string,
  rollData: Record<string, unknown>,
  damageType: string,
): Promise<RollLike> {
  const DamageRoll = CONFIG.Dice?.DamageRoll ?? Roll;
  const roll = new DamageRoll(formula, rollData, { type: damageType, types: [damageType] });
  return roll.evaluate();
}

/**
 * dnd5e's `applyDamage` with a typed damage (so resistances and dnd5e's damage hooks count) and
 * extra options its hooks see (`dnd5e.preApplyDamage`).
 */
export async function applyTypedDamage(
  actor: Actor5e,
  value: number,
  type: string,
  options: Record<string, unknown>,
): Promise<void> {
  const apply = actor.applyDamage.bind(actor) as (
    damages: { value: number; type: string }[],
    options: Record<string, unknown>,
  ) => Promise<unknown>;
  await apply([{ value, type }], options);
}

/** How a creature's traits changed a damage: none, immune (×0), resisted (×½) or vulnerable (×2). */
export type DamageMark = "immune" | "resisted" | "vulnerable" | null;

/**
 * What `value` damage of `type` will take from `actor` after its immunities, resistances and
 * vulnerabilities, as dnd5e's `calculateDamage` works it out (nothing is written), and how the
 * traits changed it. Null when dnd5e cannot say (no such method, or a hook cancelled).
 */
export function damageAfterTraits(
  actor: Actor5e,
  value: number,
  type: string,
  options: Record<string, unknown> = {},
): { value: number; mark: DamageMark } | null {
  if (typeof actor.calculateDamage !== "function") return null;
  const result = actor.calculateDamage([{ value, type }], options);
  if (result === false) return null;
  const damages = Array.isArray(result) ? result : result.damages;
  const first = damages?.[0];
  if (!first || !Number.isFinite(first.value)) return null;
  const multiplier = first.active?.multiplier ?? 1;
  const mark: DamageMark =
    multiplier === 0 ? "immune" : multiplier < 1 ? "resisted" : multiplier > 1 ? "vulnerable" : null;
  return { value: Math.max(0, Math.trunc(first.value)), mark };
}
