/**
 * Active-effect changes as the module builds them, and one change converted between Foundry V13's
 * shape (numeric `mode`) and V14's (string `type` and a `phase`). Pack sources are stored in the
 * V13 shape, as dnd5e 5.3.3 ships its own packs; effects written at run time must use the running
 * generation's shape, which src/drop/build.ts gives them (`effectForGeneration`,
 * `changesUpdateForGeneration`) with `toV14Change` from here.
 */
import { getAncestry, type AncestryId } from "./ancestry";

export const CUSTOM = 0;
export const MULTIPLY = 1;
export const ADD = 2;
export const DOWNGRADE = 3;
export const UPGRADE = 4;
export const OVERRIDE = 5;
export type ChangeMode = 0 | 1 | 2 | 3 | 4 | 5;

export type AbilityId = "str" | "dex" | "con" | "int" | "wis" | "cha";
export const ABILITY_IDS: readonly AbilityId[] = ["str", "dex", "con", "int", "wis", "cha"];

/** A change in Foundry V13's shape. `priority` defaults to mode × 10 when absent. */
export interface ChangeDef {
  readonly key: string;
  readonly mode: ChangeMode;
  readonly value: string;
  readonly priority?: number | null;
}

/** A change in Foundry V14's shape (`effect.system.changes`). */
export interface ChangeV14 {
  key: string;
  type: ChangeTypeV14;
  value: string;
  phase: "initial" | "final";
  priority: number | null;
}
export type ChangeTypeV14 = "custom" | "multiply" | "add" | "downgrade" | "upgrade" | "override" | "subtract";

const MODE_TO_TYPE: Readonly<Record<ChangeMode, ChangeTypeV14>> = {
  0: "custom",
  1: "multiply",
  2: "add",
  3: "downgrade",
  4: "upgrade",
  5: "override",
};

export function toV14Change(change: ChangeDef): ChangeV14 {
  return {
    key: change.key,
    type: MODE_TO_TYPE[change.mode],
    value: change.value,
    phase: "initial",
    priority: change.priority ?? null,
  };
}

export function fromV14Change(change: ChangeV14): ChangeDef {
  if (change.type === "subtract") {
    // V13 has no subtract mode; ADD of the negated value is what V14 migrates it from.
    return { key: change.key, mode: ADD, value: `-${change.value}`, priority: change.priority };
  }
  const entry = Object.entries(MODE_TO_TYPE).find(([, t]) => t === change.type);
  const mode = Number(entry?.[0] ?? ADD) as ChangeMode;
  return { key: change.key, mode, value: change.value, priority: change.priority };
}

export type ChoiceKind = "ancestry" | "abilities" | "skills" | "language" | "tool" | "cantrip";

export type ArtisanToolId = "smith" | "brewer" | "mason";
export const ARTISAN_TOOLS: readonly ArtisanToolId[] = ["smith", "brewer", "mason"];

/** What a player chose for a race, as recorded in `flags.kynthaettir.choices` on the race item. */
export interface RaceChoices {
  ancestry?: AncestryId;
  abilities?: readonly [AbilityId, AbilityId];
  skills?: readonly [string, string];
  language?: string;
  tool?: ArtisanToolId;
  /** UUID of the chosen wizard cantrip. */
  cantrip?: string;
}

/** The changes a filled choice puts into its pending effect; empty while unchosen. */
export function choiceChanges(kind: ChoiceKind, choices: RaceChoices): ChangeDef[] {
  switch (kind) {
    case "ancestry": {
      const ancestry = choices.ancestry ? getAncestry(choices.ancestry) : undefined;
      return ancestry ? [{ key: "system.traits.dr.value", mode: ADD, value: ancestry.damageType }] : [];
    }
    case "abilities":
      return (choices.abilities ?? []).map((id) => ({
        key: `system.abilities.${id}.value`,
        mode: ADD,
        value: "1",
      }));
    case "skills":
      return (choices.skills ?? []).map((id) => ({
        key: `system.skills.${id}.value`,
        mode: UPGRADE,
        value: "1",
      }));
    case "language":
      return choices.language
        ? [{ key: "system.traits.languages.value", mode: ADD, value: choices.language }]
        : [];
    case "tool":
      return choices.tool ? [{ key: `system.tools.${choices.tool}.value`, mode: UPGRADE, value: "1" }] : [];
    case "cantrip":
      // The cantrip is a granted spell item, not an effect change.
      return [];
  }
}

/** Whether `choices` answers `kind` completely. */
export function isChoiceMade(kind: ChoiceKind, choices: RaceChoices): boolean {
  switch (kind) {
    case "ancestry":
      return choices.ancestry !== undefined;
    case "abilities":
      return choices.abilities?.length === 2;
    case "skills":
      return choices.skills?.length === 2;
    case "language":
      return Boolean(choices.language);
    case "tool":
      return choices.tool !== undefined;
    case "cantrip":
      return Boolean(choices.cantrip);
  }
}
