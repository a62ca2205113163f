/**
 * Effects a character applied to itself from a feature of its race (Large Form, Draconic Flight,
 * Stonecunning: dnd5e's usage-card tray copies them, `flags.dnd5e.dependentOn` naming the feature's
 * effect). dnd5e deletes such dependents with the feature only on the active GM's client
 * (Item5e#_onDelete); with no GM connected they would outlive it, so the owner's client deletes
 * them then. Effects applied to other creatures are the GM's, and stay to dnd5e.
 */
import { activeGM } from "../foundry/adapter";

/** An effect on the actor and the item whose effect it was applied from. */
export interface Applied {
  readonly effectId: string;
  readonly itemId: string;
}

/** The actor's effects applied from the effects of `items`; taken before any of them go. */
export function appliedFrom(actor: Actor5e, items: readonly Item5e[]): Applied[] {
  const source = new Map(items.flatMap((item) => [...item.effects].map((e) => [e.uuid, item.id] as const)));
  return [...actor.effects].flatMap((e) => {
    const itemId = source.get(String((e.flags as { dnd5e?: { dependentOn?: unknown } }).dnd5e?.dependentOn));
    return itemId ? [{ effectId: e.id, itemId }] : [];
  });
}

/** Deletes those whose item has gone since, when no GM's client will. */
export async function dropApplied(actor: Actor5e, applied: readonly Applied[]): Promise<void> {
  if (activeGM()) return;
  const left = applied.filter((a) => !actor.items.get(a.itemId) && actor.effects.get(a.effectId));
  if (left.length)
    await actor.deleteEmbeddedDocuments(
      "ActiveEffect",
      left.map((a) => a.effectId),
    );
}
