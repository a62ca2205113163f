/**
 * What every racial feature item is made of, 2014's (./features.ts) and 2024's
 * (./species24/feature-def.ts): each says which activities and activations its rules have.
 */
export interface FeatureItemDef<Key extends string, Activity extends string, Activation extends string> {
  readonly key: Key;
  readonly id: string;
  readonly img: string;
  /** Limited uses, regained on the given rest. */
  readonly uses?: { readonly max: string; readonly period: "sr" | "lr" };
  /** The activity the sheet offers, of dnd5e's own trait's type (the breath weapon's are built apart). */
  readonly activity?: Activity;
  /** How it is used; none for a trait that waits for a trigger (its condition says when), as dnd5e's SRD 5.2 traits. */
  readonly activation?: Activation;
}
