/**
 * A granted item in the world's unit and the running stack's shapes: its ranges and areas, and its
 * effects — one whose flags name the unit of its speeds (a 2024 feature's effect, authored in
 * metres, such as Large Form's +3 m or Stonecunning's 18 m tremorsense) gets them in the world's
 * unit and at the running movement shape (dnd5e 6: `movement.speeds.<type>`).
 */
import { FLAGS, MODULE_ID } from "../content/ids";
import { effectInShape, readChanges, withChanges } from "../effects/shape";
import { deletion } from "../foundry/stack";
import { record } from "../rules/record";
import {
  isDistanceUnit,
  isLengthUnit,
  itemLengthsFor,
  movementChangeFor,
  senseChangeFor,
  type DistanceUnit,
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
 * keep their speeds in feet in a metric world. Speeds and senses each follow their own units (any
 * of dnd5e's, km and mi too); a group without units measures in `fallback` (dnd5e's default length
 * unit), one in a unit dnd5e does not know is left as it is. Only the lengths change, each change
 * keeping its own mode or V14 type and phase; a converted copy loses the units flag, whose one
 * unit would misdescribe speeds and senses in different units. The update to make, or null when
 * nothing differs (the copy then keeps the flag as it came).
 */
export function effectOnCreature(
  effect: Source,
  creature: { readonly movement: unknown; readonly senses: unknown },
  stack: BuildContext["stack"],
  fallback: LengthUnit,
): Source | null {
  const from = record(record(effect["flags"])[MODULE_ID])[FLAGS.units];
  if (!isLengthUnit(from)) return null;
  const unitOf = (units: unknown): DistanceUnit =>
    isDistanceUnit(units) ? units : units === null || units === undefined || units === "" ? fallback : from;
  const movement = unitOf(creature.movement);
  const senses = unitOf(creature.senses);
  if (movement === from && senses === from) return null;
  const system = record(effect["system"]);
  const v14 = Array.isArray(system["changes"]) && system["changes"].length > 0;
  const raw = (v14 ? system["changes"] : effect["changes"]) as unknown[] | undefined;
  const changes = (raw ?? []).map((c) => {
    const change = record(c) as { key: string; value: string };
    if (typeof change.key !== "string") return c;
    const typed = { ...change, value: String(change.value ?? "") };
    return senseChangeFor(movementChangeFor(typed, from, movement, stack.movement), from, senses);
  });
  return { [v14 ? "system.changes" : "changes"]: changes, ...deletion(`flags.${MODULE_ID}.${FLAGS.units}`) };
}
