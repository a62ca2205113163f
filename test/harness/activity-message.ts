/**
 * An activity's usage chat card as dnd5e makes it (module/documents/activity/mixin.mjs
 * `_createUsageMessage`, 5.3.3; the typed `usage` message of dnd5e 6, F5.3).
 */
import type { Activity } from "./activity";
import { chatMessageClass, hooks, targetDescriptors } from "./activity-data";
import { applyRollMode, getMessageMode } from "./chat";
import { rt } from "./runtime";
import { mergeObject, type Obj } from "./utils";

/** dnd5e 6 usage-card `system` data (F5.3): item, activity, targets, origin, buttons. */
export function usageMessageSystem(activity: Activity): Obj {
  const buttons: Obj[] = [];
  const save = activity.save;
  if (save)
    for (const ability of save.ability)
      buttons.push({
        label: `DC ${save.dc.value} ${ability}`,
        dataset: { action: "rollSave", ability, dc: save.dc.value, visibility: "all" },
      });
  if (activity.damage?.parts.length) buttons.push({ label: "Damage", dataset: { action: "rollDamage" } });
  if (activity.target.template.type)
    buttons.push({ label: "Place Template", dataset: { action: "placeTemplate" } });
  return {
    item: { id: activity.item.id, type: activity.item.type, uuid: activity.item.uuid },
    activity: { id: activity.id, type: activity.type, uuid: activity.uuid },
    targets: targetDescriptors().map(({ uuid, tokenUuid, ...t }) => ({
      ...t,
      actor: uuid,
      token: tokenUuid ?? null,
    })),
    origin: null,
    deltas: null,
    effects: [],
    scaling: 0,
    buttons,
  };
}

/**
 * The usage card (activity-card.hbs is dnd5e's; the harness writes a plain card with the same
 * flags). dnd5e 6: no content, the card's data is `system` (F5.3). The message mode is applied
 * as dnd5e does (5.3.3 mixin.mjs l.811 `applyRollMode`, 6.x c83a613dd l.809 `applyMode`).
 */
export async function createUsageMessage(activity: Activity, messageConfig: Obj): Promise<unknown> {
  const ChatMessageCls = chatMessageClass();
  const typed = rt().features.typedUsageMessage;
  const config: Obj = mergeObject(
    {
      data: {
        ...(typed
          ? {}
          : {
              content: `<div class="dnd5e2 chat-card activity-card" data-activity-id="${activity.id}"><span class="title">${activity.item.name}</span></div>`,
            }),
        flags: { core: { canPopout: true } },
        speaker: ChatMessageCls.getSpeaker({ actor: activity.item.actor }),
        title: `${activity.item.name} - ${activity.name}`,
        type: "usage",
      },
      rollMode: getMessageMode(),
    },
    messageConfig,
    { inplace: false },
  );
  hooks().callAll("dnd5e.preCreateUsageMessage", activity, config);
  const data = config.data as Obj;
  const mode = String(config.rollMode);
  if (typed && ChatMessageCls.applyMode) ChatMessageCls.applyMode(data, mode);
  else applyRollMode(data, mode);
  const card = config.create === false ? config.data : await ChatMessageCls.create(config.data as Obj);
  hooks().callAll("dnd5e.postCreateUsageMessage", activity, card);
  return card;
}
