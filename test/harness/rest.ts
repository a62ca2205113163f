/**
 * dnd5e 5.3.3 rests (Actor5e#shortRest / longRest → initiateRest → _rest) for flow tests: the
 * hooks in dnd5e's order, item uses recovered by period (a short rest recovers "sr", a long rest
 * "lr" and "sr" — CONFIG.DND5E.restTypes.*.recoverPeriods; UsesField.recoverUses picks the first
 * matching profile), hit points and temporary hit points on a long rest, one actor update, one
 * item update and the rest chat card. Not modelled: hit dice, spell slots, exhaustion, resources.
 */
import { Actor, ChatMessage, type Item } from "./documents";
import { openDialog } from "./dialog";
import { rt } from "./runtime";
import { getProperty, isEmpty, isPlainObject, type Obj } from "./utils";

type RestType = "short" | "long";

const REST_TYPES: Record<
  RestType,
  { recoverPeriods: string[]; label: string; recoverHitPoints: boolean; recoverTemp: boolean }
> = {
  short: {
    recoverPeriods: ["sr"],
    label: "DND5E.REST.Short.Label",
    recoverHitPoints: false,
    recoverTemp: false,
  },
  long: {
    recoverPeriods: ["lr", "sr"],
    label: "DND5E.REST.Long.Label",
    recoverHitPoints: true,
    recoverTemp: true,
  },
};

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

/** UsesField.recoverUses for "recoverAll" / "loseAll" profiles (formulas are not modelled). */
function recoverUses(uses: unknown, periods: string[]): Obj | null {
  if (!isPlainObject(uses) || !Array.isArray(uses.recovery) || !uses.recovery.length) return null;
  let profile: Obj | undefined;
  for (const period of periods) {
    profile = uses.recovery.find((r): r is Obj => isPlainObject(r) && r.period === period);
    if (profile) break;
  }
  if (!profile) return null;
  if (profile.type === "recoverAll") return { spent: 0 };
  if (profile.type === "loseAll") return { spent: Number(uses.max) || 0 };
  throw new Error(`Uses recovery "${String(profile.type)}" with a formula is not modelled by the harness`);
}

async function rest(actor: Actor, type: RestType, input: RestConfig = {}): Promise<RestResult | undefined> {
  const r = rt();
  const restConfig = REST_TYPES[type];
  const config: RestConfig & { type: RestType } = { dialog: true, chat: true, ...input, type };
  const name = `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
  if (r.hooks.call(`dnd5e.pre${name}Rest`, actor, config) === false) return undefined;
  if (config.dialog) {
    const answer = await openDialog("wait", {
      window: { title: restConfig.label },
      content: "",
      buttons: [{ action: "rest", label: restConfig.label, default: true }],
    });
    if (answer === null) return undefined;
  }
  if (r.hooks.call(`dnd5e.${type}Rest`, actor, config) === false) return undefined;

  const result: RestResult = { type, updateData: {}, updateItems: [] };
  if (restConfig.recoverHitPoints) {
    const hp = getProperty(actor.system, "attributes.hp");
    if (isPlainObject(hp)) {
      result.updateData["system.attributes.hp.value"] = Number(hp.max) || 0;
      if (restConfig.recoverTemp) result.updateData["system.attributes.hp.temp"] = 0;
    }
  }
  for (const item of actor.items as Iterable<Item>) {
    const update: Obj = {};
    const itemUses = recoverUses(item.system.uses, restConfig.recoverPeriods);
    if (itemUses && Number(getProperty(item.system, "uses.spent")) !== itemUses.spent)
      update["system.uses.spent"] = itemUses.spent;
    if (!isEmpty(update)) result.updateItems.push({ _id: item.id, ...update });
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
  proto.shortRest = function (this: Actor, config?: RestConfig) {
    return rest(this, "short", config);
  };
  proto.longRest = function (this: Actor, config?: RestConfig) {
    return rest(this, "long", config);
  };
  proto[PATCHED] = true;
}
