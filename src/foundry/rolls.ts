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
