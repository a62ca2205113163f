/**
 * dnd5e 5.3.3 `Actor5e#applyDamage` / `calculateDamage` (resistance halves with truncation,
 * vulnerability doubles, immunity zeroes, a plain number ignores traits) and `rollSavingThrow`
 * (d20 + ability mod + save proficiency + save bonuses, `isSuccess` against the target).
 * dnd5e 6: the save's chat message is a typed `save` message (see rollSavingThrow).
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

type Category = "immunity" | "resistance" | "vulnerability" | "modification";

function traitSet(actor: Actor, category: Category): Set<string> {
  const key = `d${category.slice(0, 1)}`;
  const value = getProperty(actor.system, `traits.${key}.value`);
  return value instanceof Set ? value : new Set<string>();
}

function downgrade(options: DamageOptions, type: string): boolean {
  return options.downgrade === true || (options.downgrade instanceof Set && options.downgrade.has(type));
}

function isIgnored(
  actor: Actor,
  category: Category,
  type: string,
  options: DamageOptions,
  skipDowngrade = false,
): boolean {
  if (options.ignore === true) return true;
  const ignore = isPlainObject(options.ignore) ? options.ignore : {};
  const entry = ignore[category];
  if (entry === true || (entry instanceof Set && entry.has(type))) return true;
  if (category === "immunity" && downgrade(options, type) && !skipDowngrade) return true;
  if (category === "resistance" && downgrade(options, type) && !hasEffect(actor, "immunity", type, {}))
    return true;
  return false;
}

function hasEffect(
  actor: Actor,
  category: Category,
  damage: DamageDescription | string,
  options: DamageOptions,
  skipDowngrade = false,
): boolean {
  const type = typeof damage === "string" ? damage : (damage.type ?? "");
  const isHealing = type in config().healingTypes;
  const setActive = (scope: string): true => {
    if (typeof damage !== "string") {
      damage.active ??= {};
      const bucket = (damage.active[scope] ??= {}) as Obj;
      bucket[category] = true;
    }
    return true;
  };
  if (category === "resistance") {
    if (!isHealing && downgrade(options, "ALL") && hasEffect(actor, "immunity", "ALL", {}, true))
      return setActive("all");
    if (downgrade(options, type) && hasEffect(actor, "immunity", type, {}, true)) return setActive("type");
  }
  const traits = traitSet(actor, category);
  const bypasses = getProperty(actor.system, `traits.d${category.slice(0, 1)}.bypasses`);
  const props = typeof damage === "string" ? undefined : damage.properties;
  if (
    config().damageTypes[type]?.isPhysical &&
    props?.size &&
    bypasses instanceof Set &&
    [...props].some((p) => bypasses.has(p))
  )
    return false;
  if (!isHealing && !isIgnored(actor, category, "ALL", options, skipDowngrade) && traits.has("ALL"))
    return setActive("all");
  if (!isIgnored(actor, category, type, options, skipDowngrade) && traits.has(type)) return setActive("type");
  return false;
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
  const damages = deepClone(input);
  const summary: DamageSummary = { damages, amount: 0, temp: 0, tempMax: 0 };
  if (rt().hooks.call("dnd5e.preCalculateDamage", actor, damages, options) === false) return false;
  const multiplier = options.multiplier ?? 1;
  const treatAs = options.only ?? "damage";
  const skipped = (type: string): boolean => {
    if (type === "maximum") return options.only ? options.only !== treatAs : false;
    if (options.only === "damage") return type in config().healingTypes;
    if (options.only === "healing") return type in config().damageTypes;
    return false;
  };
  const rollData = actor.getRollData({ deterministic: true });
  const amounts = getProperty(actor.system, "traits.dm.amount");
  const modifications: Record<string, number> = {};
  if (isPlainObject(amounts))
    for (const [type, formula] of Object.entries(amounts))
      modifications[type] = simplifyBonus(formula, rollData);
  const applyModification = (d: DamageDescription, type = d.type ?? ""): void => {
    const mod = modifications[type];
    if (!mod || isIgnored(actor, "modification", type, options)) return;
    const original = d.value;
    if (Math.sign(d.value) !== Math.sign(d.value + mod)) d.value = 0;
    else d.value += mod;
    modifications[type] = mod + original - d.value;
  };
  for (const d of damages) {
    d.active ??= {};
    const type = d.type ?? "";
    if (skipped(type) || hasEffect(actor, "immunity", d, options)) {
      d.value = 0;
      d.active.multiplier = 0;
      continue;
    }
    applyModification(d);
    if (!(type in config().healingTypes)) applyModification(d, "ALL");
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
    if (
      options.invertHealing !== false &&
      (type === "healing" || (type === "maximum" && treatAs === "healing"))
    ) {
      damageMultiplier *= -1;
      applied *= -1;
    }
    d.value = applied;
    d.active.multiplier = Number(d.active.multiplier ?? 1) * damageMultiplier;
    if (type === "temphp") summary.temp += d.value;
    else if (type === "maximum") summary.tempMax += d.value;
    else summary.amount += d.value;
  }
  if (summary.tempMax < 0) summary.amount += summary.tempMax;
  summary.amount = Math.trunc(summary.amount);
  const dt = getProperty(actor.system, "attributes.hp.dt");
  const ignoreThreshold =
    options.ignore === true || (isPlainObject(options.ignore) && Boolean(options.ignore.threshold));
  if (summary.amount > 0 && typeof dt === "number" && summary.amount < dt && !ignoreThreshold) {
    summary.amount = 0;
    for (const d of damages) {
      d.value = 0;
      d.active!.multiplier = 0;
    }
  }
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
  const { amount, temp, tempMax } = summary;
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
  if (temp > Number(updates["system.attributes.hp.temp"])) updates["system.attributes.hp.temp"] = temp;
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
