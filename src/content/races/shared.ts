/**
 * What a race is made of, as data: its effects (one per trait), the items it grants and the choices
 * it asks (`{ kind, pool, count }`, one spec per kind in src/race/choices/). Each race is one file
 * beside this one; src/content/races/index.ts lists them.
 */
import type { ChoiceKindId, GrantKey, RaceId } from "../ids";
import type { ChangeDef } from "../../effects/changes";

/**
 * One choice a race asks, as data (`flags.kynthaettir.choices[]` on its document); the spec of its
 * kind (src/race/choices/) reads it. The module's races ask only the kinds of `CHOICE_KINDS`; a
 * race read back from a document may name any kind registered at run time (`K = string`).
 */
export interface ChoiceDecl<K extends string = ChoiceKindId> {
  readonly kind: K;
  /** The values the answer is taken from, where the race narrows the kind's own list. */
  readonly pool?: readonly string[];
  /** How many values are picked (each distinct); 1 when absent. */
  readonly count?: number;
  /** For spells: the dnd5e class spell list (`wizard`), the level (0: cantrips) and the casting ability. */
  readonly list?: string;
  readonly level?: number;
  readonly ability?: string;
}

/** One active effect on the race item: one trait, named after it in Icelandic. */
export interface RaceEffectDef {
  /** Stable 16-character document id. */
  readonly id: string;
  /** Trait key shared with the texts (src/content/text) and the coverage test. */
  readonly trait: string;
  readonly nameIs: string;
  readonly changes: readonly ChangeDef[];
  /** Set when the effect waits for a choice: stored disabled and empty until the drop fills it. */
  readonly choice?: ChoiceKindId;
}

/** An item the race grants (a feature or spell of ours), optionally only from a character level on. */
export interface GrantDef {
  readonly key: GrantKey;
  readonly level?: number;
}

export interface RaceDef {
  readonly id: RaceId;
  /** dnd5e's own `system.identifier` for the race, so `@scale.<identifier>.*` formulas keep working. */
  readonly identifier: string;
  readonly nameIs: string;
  readonly srdName: string;
  readonly img: string;
  readonly size: "sm" | "med";
  readonly walkM: number;
  readonly darkvisionM: number | null;
  readonly effects: readonly RaceEffectDef[];
  readonly grants: readonly GrantDef[];
  readonly choices: readonly ChoiceDecl[];
}

type AbilityId = "str" | "dex" | "con" | "int" | "wis" | "cha";

/** A length as the SRD gives it in feet and the Icelandic chapter in metres. */
export interface TableLength {
  readonly m: number;
  readonly ft: number;
}

/**
 * A race's row of the SRD's table, written beside its content as the tests' oracle: what a default
 * character (every score 10, one fighter level) shows with the race and these answers. The race's
 * effects are its mechanics; this is the table they must reproduce. Not in any pack.
 */
export interface RaceTable {
  /** dnd5e's `system.identifier` for the race (its `@scale.<identifier>` formulas rely on it). */
  readonly identifier: string;
  readonly srdName: string;
  /** The answers the table assumes, as the drop dialog's form fields (`skills-1` …). */
  readonly form: Readonly<Record<string, string>>;
  readonly abilities: Readonly<Partial<Record<AbilityId, number>>>;
  readonly size: "sm" | "med";
  readonly walk: TableLength;
  readonly darkvision: TableLength;
  readonly skills?: readonly string[];
  readonly tools?: readonly string[];
  readonly weapons?: readonly string[];
  /** Armour proficiencies (`lgt`, `med` …). */
  readonly armor?: readonly string[];
  readonly resist?: readonly string[];
  readonly languages: readonly string[];
  /** Hit points per level (Dwarven Toughness). */
  readonly hpPerLevel?: number;
  /** `flags.dnd5e` the race sets. */
  readonly flags?: Readonly<Record<string, unknown>>;
  /** The granted items at level 1, by their Icelandic names (with the cantrip `form` picks). */
  readonly grants: readonly string[];
  /** Items granted from a higher character level: [level, Icelandic name]. */
  readonly grantsFromLevel?: readonly (readonly [number, string])[];
  /** The traits its text lists: the base race's, then the subrace's own. */
  readonly traits: { readonly parent: readonly string[]; readonly subrace: readonly string[] };
  /** A subrace's base race, by its Icelandic name. */
  readonly parentNameIs?: string;
  /** One change of every answer ("Breyta vali"): the new form and the table's fields that differ. */
  readonly change?: {
    readonly form: Readonly<Record<string, string>>;
    readonly table: Partial<Pick<RaceTable, "abilities" | "skills" | "tools" | "resist" | "languages">>;
    /** The granted spells after the change, by their Icelandic names. */
    readonly spells?: readonly string[];
  };
}

/** Effect ids: "kyn" + race code + trait code, padded to Foundry's 16 characters. */
export function effectId(race: string, trait: string): string {
  const id = `kyn${race}${trait}`.padEnd(16, "0");
  if (!/^[a-zA-Z0-9]{16}$/.test(id)) throw new Error(`bad effect id ${id}`);
  return id;
}

/**
 * The effect that holds a player's own distribution of the racial increases when the table uses
 * flexible increases (the `asi` choice kind); every race carries one, pending until then.
 */
export function flexibleIncreases(code: string): RaceEffectDef {
  return {
    id: effectId(code, "AsiFlex"),
    trait: "abilityScoreIncrease",
    nameIs: "Aukahæfileikar",
    changes: [],
    choice: "asi",
  };
}

export const ASI: ChoiceDecl = { kind: "asi" };
