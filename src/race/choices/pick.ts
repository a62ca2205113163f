/**
 * What most choice kinds share: pick `count` distinct values from a list of options. A kind built
 * here supplies only its options, its changes and what is special about it.
 */
import type { ChangeDef } from "../../effects/changes";
import type { AbilityIncrease } from "../../rules/ability-caps";
import type { LengthUnit } from "../../rules/units";
import {
  countOf,
  valuesOf,
  type Answer,
  type ChoiceDecl,
  type ChoiceKind,
  type ChoiceOption,
  type ChoiceWorld,
  type DialogSection,
  type GrantPatch,
  type SelectField,
} from "./kind";

export interface PickSpec {
  readonly id: string;
  options(decl: ChoiceDecl, world: ChoiceWorld): ChoiceOption[];
  changes(values: readonly string[], decl: ChoiceDecl, world: ChoiceWorld): ChangeDef[];
  /** The racial ability increases the picks give, whole (kinds that raise abilities). */
  increases?(values: readonly string[], decl: ChoiceDecl, world: ChoiceWorld): AbilityIncrease[];
  isActive?(decl: ChoiceDecl, world: ChoiceWorld): boolean;
  /** How many values are picked; the declaration's `count` when absent. */
  count?(decl: ChoiceDecl, world: ChoiceWorld): number;
  /** What the i-th select's label (`Choice.<kind>.Field`, 0-based) names besides its number `n`. */
  fieldData?(decl: ChoiceDecl, index: number, world: ChoiceWorld): Record<string, string | number>;
  /** What the section's hint (`Choice.<kind>.Hint`) names, e.g. the cantrip's spellcasting ability. */
  hintData?(decl: ChoiceDecl, world: ChoiceWorld): Record<string, string>;
  /** Problems beyond "each value offered, none twice". */
  problems?(values: readonly string[], decl: ChoiceDecl, world: ChoiceWorld): string[];
  /** The answer in words for the effect's name; the options' labels joined when absent. */
  labelOf?(values: readonly string[], decl: ChoiceDecl, world: ChoiceWorld): string;
  /** The preselected picks when there is no valid previous answer; the first options when absent. */
  presetValues?(options: readonly ChoiceOption[], decl: ChoiceDecl, world: ChoiceWorld): string[];
  /** Never preselect: the player must choose (the dragonborn's ancestry decides too much to default). */
  readonly noPreset?: boolean;
  /** Show the options as a table of radio rows (label and hint columns) instead of selects. */
  readonly radioColumns?: (world: ChoiceWorld) => readonly [string, string];
  grantedItem?(decl: ChoiceDecl, answer: Answer): string | null;
  grantPatch?(decl: ChoiceDecl, answer: Answer, grantKey: string, units: LengthUnit): GrantPatch | null;
}

const clean = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** The form field of the i-th pick: the kind itself for one pick, `<kind>-1`, `<kind>-2` … for more. */
export function fieldName(kind: string, count: number, index: number): string {
  return count === 1 ? kind : `${kind}-${index + 1}`;
}

function asAnswer(values: readonly string[], count: number): Answer {
  return count === 1 ? values[0]! : [...values];
}

const offered = (options: readonly ChoiceOption[], value: string): boolean =>
  options.some((o) => o.value === value);

function firstPicks(options: readonly ChoiceOption[], count: number): string[] {
  const rank = (o: ChoiceOption): number => (o.known ? 2 : o.preferred ? 0 : 1);
  return [...options]
    .map((o, i) => ({ o, i }))
    .sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i)
    .slice(0, count)
    .map(({ o }) => o.value);
}

export function pickKind(spec: PickSpec): ChoiceKind {
  const { id } = spec;
  const countFor = (decl: ChoiceDecl, world: ChoiceWorld): number =>
    spec.count?.(decl, world) ?? countOf(decl);
  const problemsOf = (
    decl: ChoiceDecl,
    answer: Answer | undefined,
    options: readonly ChoiceOption[],
    world: ChoiceWorld,
  ): string[] => {
    // Nothing to choose from (no spell compendium, every language known): not demanded.
    if (!options.length) return [];
    const values = valuesOf(answer);
    if (values.length !== countFor(decl, world) || values.some((v) => !offered(options, v))) {
      return [`Choice.${id}.Invalid`];
    }
    if (new Set(values).size !== values.length) return ["Choice.Duplicate"];
    return spec.problems?.(values, decl, world) ?? [];
  };

  return {
    id,
    isActive: (decl, world) => spec.isActive?.(decl, world) ?? true,
    options: (decl, world) => spec.options(decl, world),
    parse(decl, form, world) {
      const count = countFor(decl, world);
      const values: string[] = [];
      for (let i = 0; i < count; i++) {
        const value = clean(form[fieldName(id, count, i)]);
        if (value === undefined) return undefined;
        values.push(value);
      }
      return asAnswer(values, count);
    },
    read(decl, stored, world) {
      const count = countFor(decl, world);
      // One pick is a string, several an array: anything else is malformed, not coerced.
      const values =
        count === 1 ? (typeof stored === "string" ? [stored] : null) : Array.isArray(stored) ? stored : null;
      if (!values || values.length !== count || !values.every((v) => clean(v) === v)) return undefined;
      return asAnswer(values as string[], count);
    },
    validate: problemsOf,
    preset(decl, options, previous, world) {
      if (!options.length) return undefined;
      if (previous !== undefined && problemsOf(decl, previous, options, world).length === 0) return previous;
      if (spec.noPreset) return undefined;
      const count = countFor(decl, world);
      const wanted = spec.presetValues?.(options, decl, world);
      if (wanted && problemsOf(decl, asAnswer(wanted, count), options, world).length === 0) {
        return asAnswer(wanted, count);
      }
      const picks = firstPicks(options, count);
      return picks.length === count ? asAnswer(picks, count) : undefined;
    },
    changes: (decl, answer, world) => spec.changes(valuesOf(answer), decl, world),
    label(decl, answer, options, world) {
      if (spec.labelOf) return spec.labelOf(valuesOf(answer), decl, world);
      return valuesOf(answer)
        .map((v) => options.find((o) => o.value === v)?.label ?? v)
        .join(", ");
    },
    section(decl, options, answer, world): DialogSection {
      const count = countFor(decl, world);
      const values = valuesOf(answer);
      const base = {
        kind: id,
        legend: world.t(`Choice.${id}.Legend`),
        hint: world.t(`Choice.${id}.Hint`, spec.hintData?.(decl, world)),
        empty: options.length ? "" : world.t(`Choice.${id}.Empty`),
      };
      if (spec.radioColumns && options.length) {
        const name = fieldName(id, 1, 0);
        return {
          ...base,
          selects: [],
          table: {
            name,
            columns: spec.radioColumns(world),
            rows: options.map((o) => ({
              name,
              inputId: `kynthaettir-${name}-${o.value}`,
              value: o.value,
              label: o.label,
              hint: o.hint ?? "",
              checkedAttr: o.value === values[0] ? "checked" : "",
            })),
          },
        };
      }
      const selects: SelectField[] = options.length
        ? Array.from({ length: count }, (_, i) => ({
            name: fieldName(id, count, i),
            label:
              count === 1 && !spec.fieldData
                ? base.legend
                : world.t(`Choice.${id}.Field`, { n: i + 1, ...spec.fieldData?.(decl, i, world) }),
            options: options.map((o) => ({
              value: o.value,
              label: o.hint ? `${o.label} (${o.hint})` : o.label,
              selectedAttr: o.value === values[i] ? "selected" : "",
            })),
          }))
        : [];
      return { ...base, selects, table: null };
    },
    ...(spec.increases
      ? {
          increases: (decl: ChoiceDecl, answer: Answer, world: ChoiceWorld) =>
            spec.increases!(valuesOf(answer), decl, world),
        }
      : {}),
    ...(spec.grantedItem ? { grantedItem: spec.grantedItem } : {}),
    ...(spec.grantPatch ? { grantPatch: spec.grantPatch } : {}),
  };
}

/** Options sorted by label in the user's language. */
export function byLabel(lang: string): (a: ChoiceOption, b: ChoiceOption) => number {
  return (a, b) => a.label.localeCompare(b.label, lang);
}
