/**
 * Flexible ability score increases: the race's increases keep their sizes (+2 and +1, the human's
 * six +1s, the half-elf's +2 and two +1s) and the player chooses which abilities receive them, no
 * ability twice and none above 20 (the SRD's cap at character creation). Asked only when the
 * table's mode is "flexible"; the race's fixed increases are then suppressed.
 */
import { ability } from "../../effects/changes";
import { registerChoiceKind, type ChoiceWorld } from "./kind";
import { pickKind } from "./pick";

/** The SRD's highest ability score at character creation. */
export const ABILITY_CAP = 20;

/** The sizes of the race's increases, largest first: its fixed ones and each +1 its `abilities` choice gives. */
export function increaseSizes(world: ChoiceWorld): number[] {
  const fixed = world.race.increases.map((i) => i.value);
  const picked = Array.from({ length: world.race.pickedIncreases }, () => 1);
  return [...fixed, ...picked].sort((a, b) => b - a);
}

export const asiKind = pickKind({
  id: "asi",
  isActive: (_decl, world) => world.asiMode === "flexible" && increaseSizes(world).length > 0,
  count: (_decl, world) => increaseSizes(world).length,
  options: (_decl, world) =>
    world.abilityIds.map((id) => ({ value: id, label: world.label("abilities", id) })),
  fieldData: (_decl, index, world) => ({ value: increaseSizes(world)[index] ?? 0 }),
  changes: (values, _decl, world) => {
    const sizes = increaseSizes(world);
    return values.map((id, i) => ability(id, sizes[i] ?? 0));
  },
  problems: (values, _decl, world) => {
    const sizes = increaseSizes(world);
    const over = values.some((id, i) => (world.abilityScores[id] ?? 10) + (sizes[i] ?? 0) > ABILITY_CAP);
    return over ? ["Choice.asi.Cap"] : [];
  },
  labelOf: (values, _decl, world) => {
    const sizes = increaseSizes(world);
    return values.map((id, i) => `${world.label("abilities", id)} +${sizes[i] ?? 0}`).join(", ");
  },
  // The SRD's own distribution first, so confirming at once changes nothing but the mode.
  presetValues: (options, _decl, world) => {
    const sizes = increaseSizes(world);
    const fixed = [...world.race.increases].sort((a, b) => b.value - a.value).map((i) => i.ability);
    const rest = options.map((o) => o.value).filter((id) => !fixed.includes(id));
    return [...fixed, ...rest].slice(0, sizes.length);
  },
});

registerChoiceKind(asiKind);
