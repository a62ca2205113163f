/**
 * What a 2024 species (SRD 5.2) is made of, as data: the same effects, grants and choices as a
 * 2014 race (src/content/races/shared.ts), with no ability increases (under the 2024 rules the
 * background gives them) and grants drawn from the species' own features. Each species is one file
 * beside this one; src/content/species24/index.ts lists them. Lengths are metres.
 */
import { CHOICE, type Feature24Key, type LineageSpell24Key, type Species24Id } from "../ids";
import { size as sizeChange } from "../../effects/changes";
import { effectId, type ChoiceDecl, type RaceEffectDef } from "../races/shared";

export { effectId } from "../races/shared";

/** A feature of the species24-features pack the species grants, optionally from a character level on. */
export interface Grant24Def {
  readonly key: Feature24Key;
  readonly level?: number;
}

/**
 * How a granted spell is cast: dnd5e's ItemGrant spell configuration as its species set it
 * (`preparation: "always"` is method "spell" with prepared 2; `uses` the free casts and their rest).
 * The spellcasting ability is the species' spellAbility answer.
 */
export interface SpellGrantConfig {
  /** dnd5e's spellcasting method and preparation; absent: the spell keeps its own. */
  readonly method?: string;
  readonly prepared?: number;
  /** Free casts without a spell slot: dnd5e's `uses.max` formula and the rest that restores them. */
  readonly uses?: { readonly max: string; readonly per: string };
}

/** A spell of dnd5e's spells24 compendium the species grants, optionally from a character level on. */
export interface LineageSpell24Def {
  readonly key: LineageSpell24Key;
  readonly level?: number;
  readonly spell: SpellGrantConfig;
}

export interface Species24Def {
  /** dnd5e's own `system.identifier` for the species (`@scale.<identifier>.*` keeps working). */
  readonly id: Species24Id;
  readonly nameIs: string;
  readonly srdName: string;
  readonly img: string;
  /** The size the species item sets; a species that lets the player choose declares a size choice too. */
  readonly size: "sm" | "med";
  readonly walkM: number;
  readonly darkvisionM: number | null;
  readonly effects: readonly RaceEffectDef[];
  readonly grants: readonly Grant24Def[];
  /** The lineage's spells, granted by UUID from dnd5e's spells24 (their ability is the spellAbility answer). */
  readonly spells?: readonly LineageSpell24Def[];
  readonly choices: readonly ChoiceDecl[];
}

/**
 * The size effect every species carries; where the player chooses (Small or Medium), it waits for
 * the size choice.
 */
export function sizeEffect(code: string, size: "sm" | "med", chosen = false): RaceEffectDef {
  return {
    id: effectId(code, "Size"),
    trait: "size",
    nameIs: "Stærð",
    changes: chosen ? [] : [sizeChange(size)],
    ...(chosen ? { choice: CHOICE.speciesSize } : {}),
  };
}

/** Small or Medium, the player's choice (the human, the tieflings). */
export const SIZE_CHOICE: ChoiceDecl = { kind: "speciesSize", pool: ["sm", "med"] };
