/**
 * The choices a race asks for, as plain data: which values each choice may take, which values
 * are preselected, and whether an answer is valid. No Foundry globals: the options are gathered
 * by the flow (from dnd5e's config and the SRD spell pack) and passed in, so every rule here is
 * tested in plain Node.
 */
import { ANCESTRIES, isAncestryId } from "../rules/ancestry";
import {
  ABILITY_IDS,
  ARTISAN_TOOLS,
  isChoiceMade,
  type AbilityId,
  type ArtisanToolId,
  type ChoiceKind,
  type RaceChoices,
} from "../rules/effects";
import type { RaceDef } from "../data/races";

export interface ChoiceOption {
  /** The stored value: an ancestry / ability / skill / language / tool id, or a spell UUID. */
  readonly value: string;
  /** Already localized; escaped when it goes into HTML. */
  readonly label: string;
  /** Extra text shown beside the label (damage type and area, "already proficient" …). */
  readonly hint?: string;
  /** The character already has this (a skill it is proficient in): offered, but not preselected. */
  readonly known?: boolean;
  /** Preselected before the others (a standard language before a rare one). */
  readonly preferred?: boolean;
}

/** Every value each choice may take, for one actor and race. */
export interface ChoiceOptions {
  readonly ancestry: readonly ChoiceOption[];
  readonly abilities: readonly ChoiceOption[];
  readonly skills: readonly ChoiceOption[];
  readonly language: readonly ChoiceOption[];
  readonly tool: readonly ChoiceOption[];
  readonly cantrip: readonly ChoiceOption[];
}

/** Half-elf: two other abilities +1 each: any but Charisma (which already gets +2). */
export const HALF_ELF_ABILITY_POOL: readonly AbilityId[] = ABILITY_IDS.filter((id) => id !== "cha");

/**
 * SRD 5.1 wizard cantrips by dnd5e identifier, used only when dnd5e's spell-list registry has no
 * wizard list (it registers lists after `ready`, and a world may have none).
 */
export const SRD_WIZARD_CANTRIPS: readonly string[] = [
  "acid-splash",
  "chill-touch",
  "dancing-lights",
  "fire-bolt",
  "light",
  "mage-hand",
  "mending",
  "message",
  "minor-illusion",
  "poison-spray",
  "prestidigitation",
  "ray-of-frost",
  "shocking-grasp",
  "true-strike",
];

/** Secret class languages: not an ordinary "language of your choice". */
export const SECRET_LANGUAGES: readonly string[] = ["druidic", "cant"];

/** The i18n keys (under KYNTHAETTIR.) of the problems that block submitting a choice. */
export type ChoiceProblem =
  | "Drop.Invalid.Ancestry"
  | "Drop.Invalid.AbilityCount"
  | "Drop.Invalid.AbilitySame"
  | "Drop.Invalid.AbilityCharisma"
  | "Drop.Invalid.SkillCount"
  | "Drop.Invalid.SkillSame"
  | "Drop.Invalid.Language"
  | "Drop.Invalid.Tool"
  | "Drop.Invalid.Cantrip";

const has = (options: readonly ChoiceOption[], value: unknown): boolean =>
  typeof value === "string" && options.some((o) => o.value === value);

/**
 * A choice with nothing to choose from (no SRD spell pack, every language already known) is not
 * demanded: the race can still be added, and the player fills it in by hand.
 */
export function isRequired(kind: ChoiceKind, options: ChoiceOptions): boolean {
  return optionsFor(kind, options).length > 0;
}

export function optionsFor(kind: ChoiceKind, options: ChoiceOptions): readonly ChoiceOption[] {
  return options[kind];
}

/** What is wrong with `choices` for `race`; empty when they can be submitted. */
export function validateChoices(
  race: RaceDef,
  choices: RaceChoices,
  options: ChoiceOptions,
): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  for (const kind of race.choices) {
    if (!isRequired(kind, options)) continue;
    switch (kind) {
      case "ancestry":
        if (!isAncestryId(choices.ancestry) || !has(options.ancestry, choices.ancestry)) {
          problems.push("Drop.Invalid.Ancestry");
        }
        break;
      case "abilities": {
        const picked = choices.abilities ?? [];
        if (picked.length !== 2 || picked.some((id) => !has(options.abilities, id) && id !== "cha")) {
          problems.push("Drop.Invalid.AbilityCount");
        } else if (picked.includes("cha")) problems.push("Drop.Invalid.AbilityCharisma");
        else if (picked[0] === picked[1]) problems.push("Drop.Invalid.AbilitySame");
        break;
      }
      case "skills": {
        const picked = choices.skills ?? [];
        if (picked.length !== 2 || picked.some((id) => !has(options.skills, id))) {
          problems.push("Drop.Invalid.SkillCount");
        } else if (picked[0] === picked[1]) problems.push("Drop.Invalid.SkillSame");
        break;
      }
      case "language":
        if (!has(options.language, choices.language)) problems.push("Drop.Invalid.Language");
        break;
      case "tool":
        if (!has(options.tool, choices.tool)) problems.push("Drop.Invalid.Tool");
        break;
      case "cantrip":
        if (!has(options.cantrip, choices.cantrip)) problems.push("Drop.Invalid.Cantrip");
        break;
    }
  }
  return problems;
}

/** Only the answers `race` asks for, so a stale answer to another race's choice never leaks in. */
export function pickChoices(race: RaceDef, choices: RaceChoices): RaceChoices {
  const out: { -readonly [K in keyof RaceChoices]: RaceChoices[K] } = {};
  for (const kind of race.choices) {
    const key = kind satisfies keyof RaceChoices;
    if (choices[key] !== undefined) Object.assign(out, { [key]: choices[key] });
  }
  return out;
}

function firstUnknown(
  options: readonly ChoiceOption[],
  count: number,
  exclude: readonly string[] = [],
): string[] {
  const fresh = options.filter((o) => !o.known && !exclude.includes(o.value)).map((o) => o.value);
  const rest = options.filter((o) => o.known && !exclude.includes(o.value)).map((o) => o.value);
  return [...fresh, ...rest].slice(0, count);
}

/**
 * The preselected answers: the previous ones where still valid (changing choices starts from what
 * the character has), otherwise the first sensible option of each list.
 */
export function defaultChoices(
  race: RaceDef,
  options: ChoiceOptions,
  previous: RaceChoices = {},
): RaceChoices {
  const out: { -readonly [K in keyof RaceChoices]: RaceChoices[K] } = {};
  for (const kind of race.choices) {
    if (!isRequired(kind, options)) continue;
    switch (kind) {
      case "ancestry":
        out.ancestry =
          previous.ancestry && has(options.ancestry, previous.ancestry)
            ? previous.ancestry
            : (options.ancestry.map((o) => o.value).find(isAncestryId) ?? ANCESTRIES[0]!.id);
        break;
      case "abilities": {
        const prev = previous.abilities;
        if (
          prev &&
          prev.length === 2 &&
          prev[0] !== prev[1] &&
          prev.every((id) => has(options.abilities, id))
        ) {
          out.abilities = [prev[0], prev[1]];
        } else {
          const [a, b] = firstUnknown(options.abilities, 2) as AbilityId[];
          if (a && b) out.abilities = [a, b];
        }
        break;
      }
      case "skills": {
        const prev = previous.skills;
        if (prev && prev.length === 2 && prev[0] !== prev[1] && prev.every((id) => has(options.skills, id))) {
          out.skills = [prev[0], prev[1]];
        } else {
          const [a, b] = firstUnknown(options.skills, 2);
          if (a && b) out.skills = [a, b];
        }
        break;
      }
      case "language":
        out.language = has(options.language, previous.language)
          ? previous.language
          : firstUnknown(options.language, 1)[0];
        break;
      case "tool":
        out.tool = has(options.tool, previous.tool)
          ? previous.tool
          : ((options.tool[0]?.value as ArtisanToolId | undefined) ?? ARTISAN_TOOLS[0]);
        break;
      case "cantrip":
        out.cantrip = has(options.cantrip, previous.cantrip) ? previous.cantrip : options.cantrip[0]?.value;
        break;
    }
  }
  return out;
}

const str = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

const isAbilityId = (value: unknown): value is AbilityId =>
  typeof value === "string" && (ABILITY_IDS as readonly string[]).includes(value);

const isArtisanTool = (value: unknown): value is ArtisanToolId =>
  typeof value === "string" && (ARTISAN_TOOLS as readonly string[]).includes(value);

/**
 * Reads the dialog's form fields (`ancestry`, `ability1`/`ability2`, `skill1`/`skill2`,
 * `language`, `tool`, `cantrip`) into choices for `race`. Unknown or malformed values are
 * dropped, so validation reports them instead of anything being written.
 */
export function parseChoicesForm(race: RaceDef, form: Readonly<Record<string, unknown>>): RaceChoices {
  const out: { -readonly [K in keyof RaceChoices]: RaceChoices[K] } = {};
  for (const kind of race.choices) {
    switch (kind) {
      case "ancestry": {
        const value = str(form["ancestry"]);
        if (isAncestryId(value)) out.ancestry = value;
        break;
      }
      case "abilities": {
        const a = str(form["ability1"]);
        const b = str(form["ability2"]);
        if (isAbilityId(a) && isAbilityId(b)) out.abilities = [a, b];
        break;
      }
      case "skills": {
        const a = str(form["skill1"]);
        const b = str(form["skill2"]);
        if (a && b) out.skills = [a, b];
        break;
      }
      case "language": {
        const value = str(form["language"]);
        if (value) out.language = value;
        break;
      }
      case "tool": {
        const value = str(form["tool"]);
        if (isArtisanTool(value)) out.tool = value;
        break;
      }
      case "cantrip": {
        const value = str(form["cantrip"]);
        if (value) out.cantrip = value;
        break;
      }
    }
  }
  return out;
}

/** The choices stored in `flags.kynthaettir.choices`, narrowed: anything malformed is left out. */
export function readStoredChoices(value: unknown): RaceChoices {
  if (typeof value !== "object" || value === null) return {};
  const v = value as Record<string, unknown>;
  const out: { -readonly [K in keyof RaceChoices]: RaceChoices[K] } = {};
  if (isAncestryId(v["ancestry"])) out.ancestry = v["ancestry"];
  const abilities = v["abilities"];
  if (Array.isArray(abilities) && abilities.length === 2 && abilities.every(isAbilityId)) {
    out.abilities = [abilities[0]!, abilities[1]!];
  }
  const skills = v["skills"];
  if (Array.isArray(skills) && skills.length === 2 && skills.every((s) => typeof s === "string")) {
    out.skills = [skills[0] as string, skills[1] as string];
  }
  const language = str(v["language"]);
  if (language) out.language = language;
  if (isArtisanTool(v["tool"])) out.tool = v["tool"];
  const cantrip = str(v["cantrip"]);
  if (cantrip) out.cantrip = cantrip;
  return out;
}

/** Plain JSON for the flag (tuples become arrays, nothing undefined). */
export function storedChoices(choices: RaceChoices): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(choices)) {
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value)) out[key] = [...(value as readonly string[])];
  }
  return out;
}

/** Which of `race`'s choices differ between two answers. */
export function changedChoiceKinds(race: RaceDef, before: RaceChoices, after: RaceChoices): ChoiceKind[] {
  return race.choices.filter((kind) => {
    const a = before[kind];
    const b = after[kind];
    if (Array.isArray(a) && Array.isArray(b)) return a.length !== b.length || a.some((x, i) => x !== b[i]);
    return a !== b;
  });
}

/** Whether every choice `race` asks for (and has options for) is answered. */
export function isComplete(race: RaceDef, choices: RaceChoices, options?: ChoiceOptions): boolean {
  return race.choices.every((kind) => (options && !isRequired(kind, options)) || isChoiceMade(kind, choices));
}
