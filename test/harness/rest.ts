/**
 * dnd5e 5.3.3 rests (Actor5e#shortRest / longRest → initiateRest → _rest) for flow tests: the
 * hooks in dnd5e's order, item uses recovered by period (a short rest recovers "sr", a long rest
 * "lr" and "sr" — CONFIG.DND5E.restTypes.*.recoverPeriods; UsesField.recoverUses picks the first
 * matching profile), hit points and temporary hit points on a long rest, one actor update, one
 * item update and the rest chat card. Not modelled: hit dice, spell slots, exhaustion, resources.
 */
import { Actor, ChatMessage, type Item } from "./documents";
import { openDialog } from "./dialog";
import { config as dnd5eConfig } from "./prepare";
import { rt } from "./runtime";
import { getProperty, isPlainObject, type Obj } from "./utils";

type RestType = "short" | "long";

export interface RestConfig extends Obj {
  /** dnd5e shows the rest dialog by default; the harness takes a scripted answer (null cancels). */
  dialog?: boolean;
  chat?: boolean;
}

export interface RestResult {
  type: RestType;
  updateData: Obj;
  updateItems: Obj[];
  message?: unknown;
}

/** UsesField.recoverUses for a "recoverAll" profile ("loseAll" and formulas are not modelled). */
function recoverUses(uses: unknown, periods: string[]): Obj | null {
  if (!isPlainObject(uses) || !Array.isArray(uses.recovery) || !uses.recovery.length) return null;
  // The first profile of the first period that has one.
  const recovery: unknown[] = uses.recovery;
  const profile = periods.flatMap((p) =>
    recovery.filter((r): r is Obj => isPlainObject(r) && r.period === p),
  )[0];
  if (!profile) return null;
  if (profile.type === "recoverAll") return { spent: 0 };
  throw new Error(`Uses recovery "${String(profile.type)}" is not modelled by the harness`);
}

async function rest(actor: Actor, type: RestType, input: RestConfig = {}): Promise<RestResult | undefined> {
  const r = rt();
  const config: RestConfig & { type: RestType } = { dialog: true, chat: true, ...input, type };
  const name = `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
  const label = `DND5E.REST.${name}.Label`;
  if (r.hooks.call(`dnd5e.pre${name}Rest`, actor, config) === false) return undefined;
  if (config.dialog) {
    const answer = await openDialog("wait", {
      window: { title: label },
      content: "",
      buttons: [{ action: "rest", label, default: true }],
    });
    if (answer === null) return undefined;
  }
  if (r.hooks.call(`dnd5e.${type}Rest`, actor, config) === false) return undefined;

  const result: RestResult = { type, updateData: {}, updateItems: [] };
  const hp = getProperty(actor.system, "attributes.hp");
  if (type === "long" && isPlainObject(hp)) {
    result.updateData["system.attributes.hp.value"] = Number(hp.max) || 0;
    result.updateData["system.attributes.hp.temp"] = 0;
  }
  for (const item of actor.items as Iterable<Item>) {
    const uses = recoverUses(item.system.uses, dnd5eConfig().restTypes[type].recoverPeriods);
    if (uses && Number(getProperty(item.system, "uses.spent")) !== uses.spent)
      result.updateItems.push({ _id: item.id, "system.uses.spent": uses.spent });
  }

  if (r.hooks.call("dnd5e.preRestCompleted", actor, result, config) === false) return result;
  await actor.update(result.updateData, { isRest: true });
  await actor.updateEmbeddedDocuments("Item", result.updateItems, { isRest: true });
  if (config.chat) {
    result.message = await ChatMessage.create({
      content: r.i18n.format(`DND5E.REST.${name}.Result.Short`, { name: actor.name }),
      speaker: ChatMessage.getSpeaker({ actor }),
      flags: { dnd5e: { rest: { type } } },
    });
  }
  r.hooks.callAll("dnd5e.restCompleted", actor, result, config);
  return result;
}

const PATCHED = Symbol.for("kynthaettir.harness.rests");

/** Adds `actor.shortRest(config)` and `actor.longRest(config)`. */
export function enableRests(): void {
  const proto = Actor.prototype as unknown as Record<symbol, boolean> & Record<string, unknown>;
  if (proto[PATCHED]) return;
  for (const type of ["short", "long"] as const)
    proto[`${type}Rest`] = function (this: Actor, config?: RestConfig) {
      return rest(this, type, config);
    };
  proto[PATCHED] = true;
}
