/**
 * Flexible ability score increases: the race's increases keep their sizes (+2 and +1, the human's
 * six +1s, the half-elf's +2 and two +1s) and the player chooses which abilities receive them, no
 * ability twice. Each stops at its ability's maximum (20 unless dnd5e says otherwise); a choice
 * that loses more of them to a maximum than another would is refused, one that cannot do better (a
 * human on a character with a 20) is taken with what does not fit dropped. Asked only when the
 * table's mode is "flexible"; the race's fixed increases are then suppressed.
 */
import { CHOICE } from "../../content/ids";
import type { AbilityIncrease } from "../../rules/ability-caps";
import { cutAway } from "../../rules/ability-caps";
import { registerChoiceKind, type ChoiceWorld } from "./kind";
import { cappedFor, increaseChanges } from "./increases";
import { pickKind } from "./pick";

/** The sizes of the race's increases, largest first: its fixed ones and each +1 its `abilities` choice gives. */
export function increaseSizes(world: ChoiceWorld): number[] {
  const fixed = world.race.increases.map((i) => i.value);
  const picked = Array.from({ length: world.race.pickedIncreases }, () => 1);
  return [...fixed, ...picked].sort((a, b) => b - a);
}

function increasesOf(values: readonly string[], world: ChoiceWorld): AbilityIncrease[] {
  const sizes = increaseSizes(world);
  return values.map((id, i) => ({ ability: id, value: sizes[i] ?? 0 }));
}

const lost = (values: readonly string[], world: ChoiceWorld): number =>
  cutAway(increasesOf(values, world), world.abilityScores, world.abilityMax);

/** Every way of giving the increases to distinct abilities among `ids`, in `ids` order. */
function* distributions(ids: readonly string[], count: number, taken: string[] = []): Generator<string[]> {
  if (taken.length === count) {
    yield taken;
    return;
  }
  for (const id of ids) if (!taken.includes(id)) yield* distributions(ids, count, [...taken, id]);
}

/** The first distribution (in `preferred` order) that loses the least to the maxima, and that loss. */
function best(preferred: readonly string[], world: ChoiceWorld): { values: string[]; lost: number } {
  let found = { values: [] as string[], lost: Infinity };
  for (const values of distributions(preferred, increaseSizes(world).length)) {
    const loss = lost(values, world);
    if (loss < found.lost) found = { values, lost: loss };
    if (loss === 0) break;
  }
  return found;
}

export const asiKind = pickKind({
  id: CHOICE.asi,
  isActive: (_decl, world) => world.asiMode === "flexible" && increaseSizes(world).length > 0,
  count: (_decl, world) => increaseSizes(world).length,
  options: (_decl, world) =>
    world.abilityIds.map((id) => ({ value: id, label: world.label("abilities", id) })),
  fieldData: (_decl, index, world) => ({ value: increaseSizes(world)[index] ?? 0 }),
  increases: (values, _decl, world) => increasesOf(values, world),
  changes: (values, _decl, world) => increaseChanges(increasesOf(values, world), world),
  problems: (values, _decl, world) =>
    lost(values, world) > best(world.abilityIds, world).lost ? ["Choice.asi.Cap"] : [],
  // What each ability takes, after its maximum.
  labelOf: (values, _decl, world) =>
    cappedFor(increasesOf(values, world), world)
      .given.map((i) => `${world.label("abilities", i.ability)} +${i.value}`)
      .join(", "),
  // The SRD's own distribution first, so confirming at once changes nothing but the mode; else
  // the nearest one that loses no more than it must to the maxima.
  presetValues: (options, _decl, world) => {
    const fixed = [...world.race.increases].sort((a, b) => b.value - a.value).map((i) => i.ability);
    const order = [...fixed, ...options.map((o) => o.value).filter((id) => !fixed.includes(id))];
    return best(order, world).values;
  },
});

registerChoiceKind(asiKind);
