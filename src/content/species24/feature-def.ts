/**
 * What a 2024 species' feature item is made of, as data (src/content/species24/features.ts lists
 * them, ./giant-boons.ts the goliath's boons), and the id every one of them takes.
 */
import type { ChangeDef } from "../../effects/changes";
import type { FeatureItemDef } from "../feature-item";
import type { Feature24Key, Species24Id } from "../ids";

/** A limited-use count: a number, or dnd5e's `@prof` (the proficiency bonus). */
export type UsesMax = "1" | "@prof";

export interface Feature24Def extends FeatureItemDef<
  Feature24Key,
  "utility" | "damage" | "heal",
  "action" | "bonus" | "reaction"
> {
  /** The species whose names go into `system.requirements`. */
  readonly species: readonly Species24Id[];
  /** Limited uses: all regained on the given rest. */
  readonly uses?: { readonly max: UsesMax; readonly period: "sr" | "lr" };
  /** What a damage or heal activity rolls, as dnd5e's own trait does. */
  readonly roll?: Roll24Def;
  /** Whom the activity is used on and from how far, in metres, where dnd5e's own trait says (else the user). */
  readonly target?: { readonly affects: "creature" | "space"; readonly metres?: number };
  /**
   * The effect the activity offers to apply, as dnd5e's own trait does (an item effect with
   * `transfer: false` that the activity names): its changes with speeds at dnd5e 5.3's flat keys and
   * lengths in metres (the pack's unit; the drop puts them in the world's shape and unit), for the
   * feature's duration in seconds, or in the target's turns.
   */
  readonly effect?: {
    readonly seconds?: number;
    readonly turns?: number;
    readonly changes: readonly ChangeDef[];
  };
}

/** A damage or heal roll: dice (count, faces) and a bonus formula, of dnd5e's damage or healing types. */
export interface Roll24Def {
  readonly dice?: readonly [number, number];
  readonly bonus?: string;
  readonly types: readonly string[];
}

/** All regained on a long rest: a proficiency bonus of uses, or one. */
export const PER_LONG_REST_PROF = { max: "@prof", period: "lr" } as const;
export const ONCE_PER_LONG_REST = { max: "1", period: "lr" } as const;

/** "kynF24" + a 10-character code: 16 characters, as Foundry's ids. */
export function feature24Id(code: string): string {
  const out = `kynF24${code}`.padEnd(16, "0");
  if (!/^[a-zA-Z0-9]{16}$/.test(out)) throw new Error(`bad feature id ${out}`);
  return out;
}
