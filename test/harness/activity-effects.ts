/**
 * A usage card's effects tray, as dnd5e 5.3.3 shows and applies it (unchanged at c83a613dd):
 * `UsageMessageData#_prepareContext` (data/chat-message/usage-message-data.mjs l.82) offers the
 * card's `system.effects` — the GM every one, any other user only a transferred effect on a card
 * they wrote — and `EffectApplicationElement#_onApplyEffect` / `_applyEffectToActor`
 * (applications/components/effect-application.mjs l.229 / l.182) applies one to each checked
 * target: a copy of the item's effect on the actor, enabled, not transferred, its origin the
 * item's effect; an effect of that origin already on the actor is re-enabled with a fresh duration
 * instead. An error (a target the user does not own) is reported as `Hooks.onError(…, { notify:
 * "warn" })` does. Not modelled: concentration effects as the origin.
 */
import { ActiveEffect, type Actor, type BaseDocument, type ChatMessage, type Item } from "./documents";
import type { Collection } from "./collection";
import { rt } from "./runtime";
import { getProperty, mergeObject, type Obj } from "./utils";

type Effect = BaseDocument & { transfer: boolean; origin: string | null; toObject(): Obj };

/** ChatMessage5e#getAssociatedItem: `flags.dnd5e.item.uuid` (5.3), `system.item.uuid` (dnd5e 6, F5.3). */
function associatedItem(message: ChatMessage): Item | undefined {
  const uuid = getProperty(message.flags, "dnd5e.item.uuid") ?? getProperty(message.system, "item.uuid");
  return typeof uuid === "string" ? (rt().resolveUuid(uuid) as Item | undefined) : undefined;
}

function effectsOf(doc: { effects?: unknown }): Collection<Effect> | undefined {
  return doc.effects as Collection<Effect> | undefined;
}

/** The effects the card's tray offers the current user. */
export function cardEffects(message: ChatMessage): Effect[] {
  const item = associatedItem(message);
  const ids = message.system.effects;
  const user = rt().currentUser();
  return (Array.isArray(ids) ? ids.map(String) : [])
    .map((uuid) =>
      uuid.length === 16
        ? item && effectsOf(item)?.get(uuid)
        : item && (rt().resolveUuid(`${item.uuid}${uuid}`) as Effect | undefined),
    )
    .filter((e): e is Effect => !!e && (user.isGM || (e.transfer && message.author === user.id)));
}

async function applyEffectToActor(message: ChatMessage, effect: Effect, actor: Actor): Promise<unknown> {
  const user = rt().currentUser();
  if (!user.isGM && !actor.isOwner) throw new Error(rt().i18n.localize("DND5E.EffectApplyWarningOwnership"));
  const system = message.system;
  const effectFlags = {
    flags: { dnd5e: { dependentOn: effect.uuid, scaling: system.scaling, spellLevel: system.spellLevel } },
  };
  const existing = effectsOf(actor)?.find((e) => e.origin === effect.uuid);
  if (existing) {
    // Foundry's ActiveEffect.getInitialDuration: the world time now (no combat here).
    const worldTime = Number(getProperty(globalThis, "game.time.worldTime") ?? 0);
    return existing.update(mergeObject({ duration: { startTime: worldTime }, disabled: false }, effectFlags));
  }
  const data = mergeObject(
    { ...effect.toObject(), disabled: false, transfer: false, origin: effect.uuid },
    effectFlags,
  );
  return ActiveEffect.create(data, { parent: actor });
}

/** The user clicks the tray's apply button for `effect` with `targets` checked. */
export async function applyCardEffect(message: ChatMessage, effect: Effect, targets: Actor[]): Promise<void> {
  for (const actor of targets) {
    try {
      await applyEffectToActor(message, effect, actor);
    } catch (error) {
      rt().notifications.warn(error instanceof Error ? error.message : String(error));
    }
  }
}
