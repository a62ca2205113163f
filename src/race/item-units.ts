/**
 * A granted item in the world's unit and the running stack's shapes: its ranges and areas, and its
 * effects — one whose flags name the unit of its speeds (a 2024 feature's effect, authored in
 * metres, such as Large Form's +3 m or Stonecunning's 18 m tremorsense) gets them in the world's
 * unit and at the running movement shape (dnd5e 6: `movement.speeds.<type>`).
 */
import { FLAGS, MODULE_ID } from "../content/ids";
import { changesUpdate, effectInShape, readChanges, withChanges } from "../effects/shape";
import { record } from "../rules/record";
import {
  isLengthUnit,
  itemLengthsFor,
  movementChangeFor,
  senseChangeFor,
  type LengthUnit,
} from "../rules/units";
import type { BuildContext } from "./build";
import { effectsOf, type Source } from "./source";

function itemEffectFor(effect: Source, units: LengthUnit, stack: BuildContext["stack"]): Source {
  const flags = record(effect["flags"]);
  const own = record(flags[MODULE_ID]);
  const from = own[FLAGS.units];
  if (!isLengthUnit(from)) return effectInShape(effect, stack.effects);
  const changes = readChanges(effect).map((c) =>
    senseChangeFor(movementChangeFor(c, from, units, stack.movement), from, units),
  );
  const shaped = withChanges(effect, changes, stack.effects);
  return { ...shaped, flags: { ...flags, [MODULE_ID]: { ...own, [FLAGS.units]: units } } };
}

export function itemInUnits(source: Source, units: LengthUnit, stack: BuildContext["stack"]): Source {
  return {
    ...source,
    system: itemLengthsFor(source["system"], units),
    effects: effectsOf(source).map((e) => itemEffectFor(e, units, stack)),
  };
}

/**
 * An effect of ours arriving on a creature (applied from a usage card, as Frost's Chill on the
 * creature hit) in that creature's own units, which need not be the world's: dnd5e's SRD monsters
 * keep their speeds in feet in a metric world. The update to make, or null when nothing differs.
 */
export function effectOnCreature(
  effect: Source,
  creature: { readonly movement: unknown; readonly senses: unknown },
  stack: BuildContext["stack"],
): Source | null {
  const from = record(record(effect["flags"])[MODULE_ID])[FLAGS.units];
  if (!isLengthUnit(from)) return null;
  const movement = isLengthUnit(creature.movement) ? creature.movement : from;
  const senses = isLengthUnit(creature.senses) ? creature.senses : from;
  if (movement === from && senses === from) return null;
  const changes = readChanges(effect).map((c) =>
    senseChangeFor(movementChangeFor(c, from, movement, stack.movement), from, senses),
  );
  return { ...changesUpdate(changes, stack.effects), [`flags.${MODULE_ID}.${FLAGS.units}`]: movement };
}
