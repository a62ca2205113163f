/**
 * Álfar (SRD 5.2 Elf) and what every lineage shares: Keen Senses (a skill of three), Fey
 * Ancestry and Trance. Each lineage is its own species, as dnd5e ships them.
 */
import type { Feature24Key } from "../ids";
import type { ChoiceDecl, RaceEffectDef } from "../races/shared";
import { effectId, type Grant24Def } from "./shared";

/** Keen Senses: one of Insight, Perception or Survival. */
export const KEEN_SENSES: ChoiceDecl = { kind: "keenSenses", pool: ["ins", "prc", "sur"] };

export function keenSensesEffect(code: string): RaceEffectDef {
  return {
    id: effectId(code, "KeenSense"),
    trait: "keenSenses24",
    nameIs: "Skörp skilningarvit",
    changes: [],
    choice: "keenSenses",
  };
}

export function elfGrants(lineage: Feature24Key): Grant24Def[] {
  return [{ key: "feyAncestry24" }, { key: "keenSenses24" }, { key: "trance24" }, { key: lineage }];
}
