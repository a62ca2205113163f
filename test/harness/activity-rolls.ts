/**
 * A damage or heal activity's roll right after its use (5.3.3 damage.mjs / heal.mjs
 * `_triggerSubsequentActions` → mixin.mjs l.869 `rollDamage`): dnd5e's roll configuration dialog
 * (damage-configuration-dialog.mjs: "Critical Hit" and "Normal", or "Roll" alone where criticals
 * are not allowed, as for healing), then one DamageRoll per part, typed by its first type, posted
 * as one roll message (`flags.dnd5e.roll.type` "damage" or "healing"). dnd5e 6's shape of that
 * message is not confirmed: the harness writes 5.3's flags on every stack. Not modelled: scaling,
 * critical damage, the dnd5e.preRollDamage hooks.
 */
import type { Activity } from "./activity";
import { openDialog } from "./dialog";
import { DamageRoll } from "./dice";
import { rt } from "./runtime";

export async function rollActivityDamage(activity: Activity): Promise<DamageRoll[] | undefined> {
  const heal = activity.type === "heal";
  const parts = heal ? [activity.healing] : activity.type === "damage" ? (activity.damage?.parts ?? []) : [];
  const rolled = parts.filter((p) => p?.formula);
  if (!rolled.length) return undefined;
  const critical = !heal && activity.damage?.critical.allow === true;
  const answer = await openDialog("rollConfiguration", {
    window: { title: activity.name, subtitle: activity.item.name },
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
  const ChatMessage = (
    globalThis as unknown as {
      ChatMessage: { create(d: object): Promise<unknown>; getSpeaker(o: object): object };
    }
  ).ChatMessage;
  await ChatMessage.create({
    flavor: `${activity.item.name} - ${activity.name}`,
    rolls,
    flags: {
      dnd5e: { ...activity.messageFlags, messageType: "roll", roll: { type: heal ? "healing" : "damage" } },
    },
    speaker: ChatMessage.getSpeaker({ actor: activity.actor }),
  });
  rt().hooks.callAll("dnd5e.rollDamageV2", rolls, { subject: activity });
  return rolls;
}
