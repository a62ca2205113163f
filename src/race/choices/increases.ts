/**
 * Racial ability increases as a character takes them: each stops at its ability's maximum (the
 * world's `abilityMax`, 20 where dnd5e says nothing), counted from the character's own scores.
 */
import { ability, type ChangeDef } from "../../effects/changes";
import { capIncreases, type AbilityIncrease, type CappedIncreases } from "../../rules/ability-caps";
import type { ChoiceWorld } from "./kind";

export function cappedFor(increases: readonly AbilityIncrease[], world: ChoiceWorld): CappedIncreases {
  return capIncreases(increases, world.abilityScores, world.abilityMax);
}

/** The changes that give what fits of the increases (an increase that fits not at all gives none). */
export function increaseChanges(increases: readonly AbilityIncrease[], world: ChoiceWorld): ChangeDef[] {
  return cappedFor(increases, world).given.map((i) => ability(i.ability, i.value));
}
