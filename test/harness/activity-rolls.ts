/**
 * A damage or heal activity's roll right after its use (5.3.3 damage.mjs l.53 / heal.mjs l.62
 * `_triggerSubsequentActions` → mixin.mjs l.869 `rollDamage`): dnd5e's roll configuration dialog
 * (damage-configuration-dialog.mjs: "Critical Hit" and "Normal", or "Roll" alone where criticals
 * are not allowed, as for healing), titled by the activity's `damageFlavor` (mixin.mjs l.116
 * "DND5E.DamageRoll", heal.mjs l.38 "DND5E.HEAL.HealingRoll"); then one DamageRoll per part,
 * typed by its first type, posted as one roll message (`flags.dnd5e.roll.type` "damage" or
 * "healing", `flags.dnd5e.originatingMessage` the usage card); the types rolled are written to the
 * item (`flags.dnd5e.last.<activity>.damageType`, l.907-914, an item update) and the
 * dnd5e.rollDamage hooks fire. dnd5e 6's shape of that message is not confirmed: the harness
 * writes 5.3's flags on every stack. Not modelled: scaling, critical damage, dnd5e.preRollDamage.
 */
import type { Activity } from "./activity";
import { chatMessageClass } from "./activity-data";
import { openDialog } from "./dialog";
import { DamageRoll } from "./dice";
import { rt } from "./runtime";

export async function rollActivityDamage(
  activity: Activity,
  usageCard?: unknown,
): Promise<DamageRoll[] | undefined> {
  const heal = activity.type === "heal";
  const parts = heal ? [activity.healing] : activity.type === "damage" ? (activity.damage?.parts ?? []) : [];
  const rolled = parts.filter((p) => p?.formula);
  if (!rolled.length) return undefined;
  const critical = !heal && activity.damage?.critical.allow === true;
  const flavor = rt().i18n.localize(heal ? "DND5E.HEAL.HealingRoll" : "DND5E.DamageRoll");
  const answer = await openDialog("rollConfiguration", {
    window: { title: flavor, subtitle: activity.item.name },
    content: `<p>${rolled.map((p) => p!.formula).join(" + ")}</p>`,
    buttons: [
      ...(critical ? [{ action: "critical", label: "DND5E.CriticalHit" }] : []),
      { action: "normal", label: critical ? "DND5E.Normal" : "DND5E.Roll", default: true },
    ],
  });
  if (answer === null) return undefined;
  const data = activity.getRollData();
  const rolls = rolled.map(
    (p) => new DamageRoll(p!.formula, data, { type: [...p!.types][0], isCritical: answer === "critical" }),
  );
  for (const roll of rolls) await roll.evaluate();
  const ChatMessage = chatMessageClass();
  const originatingMessage = (usageCard as { id?: unknown } | undefined)?.id ?? null;
  await ChatMessage.create({
    flavor: `${activity.item.name} - ${flavor}`,
    rolls,
    flags: {
      dnd5e: {
        ...activity.messageFlags,
        messageType: "roll",
        roll: { type: heal ? "healing" : "damage" },
        originatingMessage,
      },
    },
    speaker: ChatMessage.getSpeaker({ actor: activity.actor }),
  });
  const types = Object.fromEntries(
    rolls.flatMap((r, i) => (r.options["type"] ? [[i, r.options["type"]]] : [])),
  );
  const item = activity.item;
  if (item.isOwner && !item.pack && Object.keys(types).length && activity.actor?.items.has(item.id!))
    await item.setFlag("dnd5e", `last.${activity.id}.damageType`, types);
  rt().hooks.callAll("dnd5e.rollDamage", rolls, { subject: activity });
  rt().hooks.callAll("dnd5e.rollDamageV2", rolls, { subject: activity });
  return rolls;
}
