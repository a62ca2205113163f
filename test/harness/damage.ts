/**
 * dnd5e 5.3.3 `Actor5e#applyDamage` / `calculateDamage` (resistance halves with truncation,
 * vulnerability doubles, immunity zeroes, a plain number ignores traits) and `rollSavingThrow`
 * (d20 + ability mod + save proficiency + save bonuses, `isSuccess` against the target).
 * dnd5e 6: the save's chat message is a typed `save` message (see rollSavingThrow). Not modelled
 * (they throw): healing, damage modification amounts, "ALL" traits, bypassing properties, a damage
 * threshold, and the options `downgrade`, `only` and `ignore` by trait.
 */
import type { Actor, DamageDescription, DamageOptions, SaveConfig } from "./documents";
import { D20Roll, simplifyBonus } from "./dice";
import { rt } from "./runtime";
import { deepClone, getProperty, isNumeric, isPlainObject, mergeObject, type Obj } from "./utils";
import { openDialog } from "./dialog";

interface DamageConfigView {
  damageTypes: Record<string, { isPhysical?: boolean }>;
  healingTypes: Record<string, unknown>;
  abilities: Record<string, { label: string }>;
}

function config(): DamageConfigView {
  const cfg = (globalThis as unknown as { CONFIG?: { DND5E?: DamageConfigView } }).CONFIG?.DND5E;
  if (!cfg) throw new Error("CONFIG.DND5E is not installed");
  return cfg;
}

type Category = "immunity" | "resistance" | "vulnerability";

function traitSet(actor: Actor, category: Category): Set<string> {
  const key = `d${category.slice(0, 1)}`;
  const value = getProperty(actor.system, `traits.${key}.value`);
  return value instanceof Set ? value : new Set<string>();
}

/** Whether the actor's trait of `category` meets the damage's type, marked in `active.type` as dnd5e does. */
function hasEffect(
  actor: Actor,
  category: Category,
  damage: DamageDescription,
  options: DamageOptions,
): boolean {
  const traits = traitSet(actor, category);
  if (options.ignore === true) return false;
  if (traits.has("ALL")) throw new Error(`harness: an "ALL" damage ${category} is not modelled`);
  if (!traits.has(damage.type ?? "")) return false;
  damage.active ??= {};
  const bucket = (damage.active.type ??= {}) as Obj;
  bucket[category] = true;
  return true;
}

export interface DamageSummary {
  damages: DamageDescription[];
  amount: number;
  temp: number;
  tempMax: number;
}

export function calculateDamage(
  actor: Actor,
  input: DamageDescription[],
  options: DamageOptions = {},
): DamageSummary | false {
  if (options.downgrade || options.only || isPlainObject(options.ignore))
    throw new Error("harness: the damage options downgrade, only and ignore by trait are not modelled");
  const damages = deepClone(input);
  const summary: DamageSummary = { damages, amount: 0, temp: 0, tempMax: 0 };
  if (rt().hooks.call("dnd5e.preCalculateDamage", actor, damages, options) === false) return false;
  const multiplier = options.multiplier ?? 1;
  const rollData = actor.getRollData({ deterministic: true });
  const amounts = getProperty(actor.system, "traits.dm.amount");
  if (isPlainObject(amounts) && Object.values(amounts).some((formula) => simplifyBonus(formula, rollData)))
    throw new Error("harness: damage modification amounts (traits.dm.amount) are not modelled");
  for (const d of damages) {
    d.active ??= {};
    const type = d.type ?? "";
    if (type in config().healingTypes)
      throw new Error(`harness: ${type} through applyDamage is not modelled`);
    if (d.properties?.size && config().damageTypes[type]?.isPhysical)
      throw new Error("harness: physical damage properties (trait bypasses) are not modelled");
    if (hasEffect(actor, "immunity", d, options)) {
      d.value = 0;
      d.active.multiplier = 0;
      continue;
    }
    let damageMultiplier = multiplier;
    let applied = d.value * multiplier;
    if (hasEffect(actor, "resistance", d, options)) {
      damageMultiplier /= 2;
      applied = Math.trunc(applied / 2);
    }
    if (hasEffect(actor, "vulnerability", d, options)) {
      damageMultiplier *= 2;
      applied *= 2;
    }
    d.value = applied;
    d.active.multiplier = Number(d.active.multiplier ?? 1) * damageMultiplier;
    summary.amount += d.value;
  }
  summary.amount = Math.trunc(summary.amount);
  const dt = getProperty(actor.system, "attributes.hp.dt");
  if (summary.amount > 0 && typeof dt === "number" && dt > 0 && options.ignore !== true)
    throw new Error("harness: a damage threshold (attributes.hp.dt) is not modelled");
  if (rt().hooks.call("dnd5e.calculateDamage", actor, summary, options) === false) return false;
  return summary;
}

export async function applyDamage(
  actor: Actor,
  input: number | DamageDescription[],
  options: DamageOptions = {},
): Promise<Actor> {
  const hp = getProperty(actor.system, "attributes.hp");
  if (!isPlainObject(hp)) return actor;
  let damages: DamageDescription[];
  if (isNumeric(input)) {
    damages = [{ value: Number(input) }];
    options.ignore ??= true;
  } else damages = input as DamageDescription[];
  const summary = calculateDamage(actor, damages, options);
  if (!summary) return actor;
  const { amount, tempMax } = summary;
  const hpTemp = Number(hp.temp ?? 0);
  const hpValue = Number(hp.value ?? 0);
  const hpDamage = Number(hp.damage ?? 0);
  const sourceTempMax = Number(getProperty(actor._source, "system.attributes.hp.tempmax") ?? 0);
  const deltaTemp = amount > 0 ? Math.min(hpTemp, amount) : 0;
  const deltaHP = Math.min(Math.max(amount - deltaTemp, -hpDamage + tempMax), hpValue - tempMax);
  const updates: Obj = {
    "system.attributes.hp.temp": hpTemp - deltaTemp,
    "system.attributes.hp.tempmax": sourceTempMax - tempMax,
    "system.attributes.hp.value": hpValue - deltaHP,
  };
  const hooks = rt().hooks;
  if (hooks.call("dnd5e.preApplyDamage", actor, amount, updates, options) === false) return actor;
  if (
    hooks.call(
      "modifyTokenAttribute",
      { attribute: "attributes.hp", value: amount, isDelta: false, isBar: true },
      updates,
    ) === false
  )
    return actor;
  await actor.update(updates);
  hooks.callAll("dnd5e.applyDamage", actor, amount, options);
  return actor;
}

/** The save card's speaker: a synthetic actor speaks as its token (Foundry `ChatMessage.getSpeaker`). */
function speakerOf(actor: Actor): Obj {
  const token = actor.token;
  if (!token) return { scene: null, actor: actor.id, token: null, alias: actor.name };
  return {
    scene: token.parent?.id ?? null,
    actor: actor.id,
    token: token.id,
    alias: token.name || actor.name,
  };
}

/** A dnd5e saving throw: one seeded D20Roll, an optional configuration dialog, an optional chat card. */
export async function rollSavingThrow(
  actor: Actor,
  cfg: SaveConfig,
  dialog: Obj = {},
  message: Obj = {},
): Promise<D20Roll[] | null> {
  const r = rt();
  const ability = getProperty(actor.system, `abilities.${cfg.ability}`);
  if (!isPlainObject(ability)) throw new Error(`Actor ${actor.name} has no ability "${cfg.ability}"`);
  const rollData = actor.getRollData();
  const parts: string[] = [];
  const data: Obj = { ...rollData };
  const push = (key: string, value: unknown): void => {
    if (!value && value !== 0) return;
    parts.push(`@${key}`);
    data[key] = value;
  };
  push("mod", ability.mod);
  const saveProf = ability.saveProf as { hasProficiency?: boolean; term?: string } | undefined;
  push("prof", saveProf?.hasProficiency ? saveProf.term : null);
  push(`${cfg.ability}SaveBonus`, getProperty(ability, "bonuses.save"));
  push("saveBonus", getProperty(actor.system, "bonuses.abilities.save"));
  if (cfg.ability === "dex") push("cover", getProperty(actor.system, "attributes.ac.cover"));
  const mode = Number(getProperty(ability, "save.roll.mode") ?? 0);
  const lucky = Boolean(actor.getFlag("dnd5e", "halflingLucky"));
  const advantage = cfg.advantage === true || (mode === 1 && cfg.disadvantage !== true);
  const disadvantage = cfg.disadvantage === true || (mode === -1 && cfg.advantage !== true);
  let die = advantage && !disadvantage ? "2d20kh" : disadvantage && !advantage ? "2d20kl" : "1d20";
  if (lucky) die += "r1=1";
  const formula = [die, ...parts].join(" + ");

  const abilityLabel = r.i18n.localize(config().abilities[cfg.ability]?.label ?? "");
  if (dialog.configure !== false) {
    const answer = await openDialog("rollConfiguration", {
      window: {
        title: r.i18n.format("DND5E.SavePromptTitle", { ability: abilityLabel }),
        subtitle: actor.name,
      },
      content: `<p>${formula}</p>`,
      buttons: [
        { action: "advantage", label: "DND5E.Advantage" },
        { action: "normal", label: "DND5E.Normal", default: true },
        { action: "disadvantage", label: "DND5E.Disadvantage" },
      ],
    });
    if (answer === null) return null;
  }

  const roll = new D20Roll(formula, data, {
    target: cfg.target,
    advantageMode: advantage ? 1 : disadvantage ? -1 : 0,
    halflingLucky: lucky,
  });
  await roll.evaluate();
  // dnd5e 6 posts a typed `save` message (F5.1; SaveMessageData, PR #7280/#7282: `ability`,
  // `type` "ability"|"death"|"concentration", `deltas`; `origin` from the roll-message base —
  // the field list beyond `ability`/`type` is not confirmed); 5.3 writes flags.dnd5e.roll.
  const typed = r.features.typedSaveMessage;
  const messageConfig = mergeObject(
    {
      create: true,
      data: {
        ...(typed
          ? { type: "save", system: { ability: cfg.ability, type: "ability", origin: null, deltas: null } }
          : { flags: { dnd5e: { messageType: "roll", roll: { ability: cfg.ability, type: "save" } } } }),
        flavor: r.i18n.format("DND5E.SavePromptTitle", { ability: abilityLabel }),
        speaker: speakerOf(actor),
      },
    },
    message,
    { inplace: false },
  );
  if (messageConfig.create !== false)
    await roll.toMessage(isPlainObject(messageConfig.data) ? messageConfig.data : {});
  r.hooks.callAll("dnd5e.rollSavingThrow", [roll], { ability: cfg.ability, subject: actor });
  return [roll];
}
