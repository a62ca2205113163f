/**
 * dnd5e 5.3.3's derived actor data (prepare.ts runs it after the active effects): abilities,
 * skills, tools, armour class, initiative, movement, spellcasting ability and hit points.
 */
import type { Actor, Item } from "./documents";
import { prepareArmorClass } from "./armor-class";
import { advancementsOf } from "./scale";
import { simplifyBonus } from "./dice";
import { resolveMode } from "./effects-legacy";
import { config, convertLength, defaultLengthUnits, obj, Proficiency, speedsOf } from "./prepare";
import { rt } from "./runtime";
import { getProperty, isNumeric, isPlainObject, type Obj } from "./utils";

export function prepareDerived(actor: Actor): void {
  const s = actor.system;
  const rollData = actor.getRollData({ deterministic: true });
  const details = obj(s.details);
  const attributes = obj(s.attributes);
  if (actor.type === "character") details.tier = Math.ceil((Number(details.level) - 4) / 6) + 1;
  const exhaustion = Number(attributes.exhaustion ?? 0);
  attributes.exhaustion = Number.isFinite(exhaustion) ? exhaustion : 0;
  prepareAbilities(actor, rollData);
  prepareSkills(actor, rollData);
  prepareTools(actor, rollData);
  prepareArmorClass(actor, rollData);
  prepareInitiative(actor, rollData);
  prepareMovement(actor, rollData);
  prepareSpellcastingAbility(actor);
  prepareHitPoints(actor, rollData);
}

function flagsDnd5e(actor: Actor): Obj {
  return obj(actor.flags.dnd5e);
}

function isLegacy(): boolean {
  return rt().ctx.rulesVersion === "legacy";
}

function isRemarkableAthlete(actor: Actor, ability: string): boolean {
  const abilities = config().characterFlags.remarkableAthlete?.abilities ?? [];
  return isLegacy() && Boolean(flagsDnd5e(actor).remarkableAthlete) && abilities.includes(ability);
}

function checkProficiency(actor: Actor, multiplier: number, ability: string, skill = false): Proficiency {
  let m = multiplier;
  let roundDown = true;
  if (m < 1 && (isLegacy() || skill)) {
    if (isRemarkableAthlete(actor, ability)) {
      m = 0.5;
      roundDown = false;
    } else if (flagsDnd5e(actor).jackOfAllTrades) m = 0.5;
  }
  return new Proficiency(Number(obj(actor.system.attributes).prof ?? 0), m, roundDown);
}

function prepareAbilities(actor: Actor, rollData: Obj): void {
  const s = actor.system;
  const prof = Number(obj(s.attributes).prof ?? 0);
  const bonuses = obj(obj(s.bonuses).abilities);
  const abilities = obj(s.abilities);
  const checkBonus = simplifyBonus(bonuses.check, rollData);
  const saveBonus = simplifyBonus(bonuses.save, rollData);
  const dcBonus = simplifyBonus(getProperty(s, "bonuses.spell.dc"), rollData);
  for (const [id, a] of Object.entries(abilities)) {
    const abl = obj(a);
    abl.mod = Math.floor((Number(abl.value) - 10) / 2);
    if (flagsDnd5e(actor).diamondSoul) abl.proficient = 1;
    abl.checkProf = checkProficiency(actor, 0, id);
    const cover = id === "dex" ? Number(getProperty(s, "attributes.ac.cover") ?? 0) : 0;
    abl.saveBonus = simplifyBonus(getProperty(abl, "bonuses.save"), rollData) + saveBonus + cover;
    const saveProf = new Proficiency(prof, Number(abl.proficient ?? 0));
    abl.saveProf = saveProf;
    abl.checkBonus = simplifyBonus(getProperty(abl, "bonuses.check"), rollData) + checkBonus;
    const save = obj(abl.save);
    abl.save = save;
    save.value = Number(abl.mod) + Number(abl.saveBonus) + (isNumeric(saveProf.term) ? saveProf.flat : 0);
    abl.attack = Number(abl.mod) + prof;
    abl.dc = 8 + Number(abl.mod) + prof + dcBonus;
    if (!Number.isFinite(abl.max)) abl.max = config().maxAbilityScore;
  }
}

/** What skills and tools share: the value effects set kept, bonus, modifier, proficiency and total. */
function prepareCheck(entry: Obj, ability: Obj, prof: Proficiency, bonus: number): void {
  entry.effectValue = entry.value;
  entry.bonus = bonus;
  entry.mod = typeof ability.mod === "number" ? ability.mod : 0;
  entry.prof = prof;
  entry.value = prof.multiplier;
  entry.total = Number(entry.mod) + bonus + (isNumeric(prof.term) ? prof.flat : 0);
}

function prepareSkills(actor: Actor, rollData: Obj): void {
  const s = actor.system;
  const globalBonuses = obj(obj(s.bonuses).abilities);
  const globalCheck = simplifyBonus(globalBonuses.check, rollData);
  const globalSkill = simplifyBonus(globalBonuses.skill, rollData);
  const observant = config().characterFlags.observantFeat?.skills ?? [];
  for (const [id, value] of Object.entries(obj(s.skills))) {
    const skill = obj(value);
    const ability = String(skill.ability);
    const abilityData = obj(obj(s.abilities)[ability]);
    const bonus =
      simplifyBonus(getProperty(skill, "bonuses.check"), rollData) +
      globalCheck +
      simplifyBonus(getProperty(abilityData, "bonuses.check"), rollData) +
      globalSkill;
    const prof = checkProficiency(actor, Number(skill.value ?? 0), ability, true);
    prepareCheck(skill, abilityData, prof, bonus);
    skill.proficient = prof.multiplier;
    const passive = flagsDnd5e(actor).observantFeat && observant.includes(id) ? 5 : 0;
    const passiveBonus = simplifyBonus(getProperty(skill, "bonuses.passive"), rollData);
    const mode = resolveMode(actor, [
      `system.abilities.${ability}.check.roll.mode`,
      `system.skills.${id}.roll.mode`,
    ]);
    skill.passive =
      config().skillPassive.base +
      Number(skill.mod) +
      bonus +
      prof.flat +
      passive +
      passiveBonus +
      mode * config().skillPassive.modifier;
  }
}

function prepareTools(actor: Actor, rollData: Obj): void {
  const s = actor.system;
  const globalCheck = simplifyBonus(getProperty(s, "bonuses.abilities.check"), rollData);
  for (const value of Object.values(obj(s.tools))) {
    const tool = obj(value);
    const ability = obj(obj(s.abilities)[String(tool.ability)]);
    const bonus =
      simplifyBonus(getProperty(tool, "bonuses.check"), rollData) +
      globalCheck +
      simplifyBonus(getProperty(ability, "bonuses.check"), rollData);
    const multiplier = Number(tool.value ?? 0);
    const prof =
      multiplier === 1 && flagsDnd5e(actor).toolExpertise
        ? new Proficiency(Number(obj(s.attributes).prof ?? 0), 2, true)
        : checkProficiency(actor, multiplier, String(tool.ability));
    prepareCheck(tool, ability, prof, bonus);
  }
}

function prepareInitiative(actor: Actor, rollData: Obj): void {
  const s = actor.system;
  const init = obj(getProperty(s, "attributes.init"));
  const abilityId = String(init.ability || config().defaultAbilities.initiative || "dex");
  const ability = obj(obj(s.abilities)[abilityId]);
  init.mod = typeof ability.mod === "number" ? ability.mod : 0;
  const flags = flagsDnd5e(actor);
  const prof = Number(getProperty(s, "attributes.prof") ?? 0);
  const joat = Boolean(flags.jackOfAllTrades) && isLegacy();
  const ra = isRemarkableAthlete(actor, abilityId);
  const alert = Boolean(flags.initiativeAlert) && !isLegacy();
  const p = new Proficiency(prof, alert ? 1 : joat || ra ? 0.5 : 0, !ra);
  init.prof = p;
  init.total =
    Number(init.mod) +
    simplifyBonus(init.bonus, rollData) +
    simplifyBonus(getProperty(ability, "bonuses.check"), rollData) +
    simplifyBonus(getProperty(s, "bonuses.abilities.check"), rollData) +
    (flags.initiativeAlert && isLegacy() ? 5 : 0) +
    p.flat;
}

function prepareMovement(actor: Actor, rollData: Obj): void {
  const s = actor.system;
  const movement = obj(getProperty(s, "attributes.movement"));
  const speeds = speedsOf(movement);
  const six = rt().features.movementSpeeds;
  const types = Object.keys(config().movementTypes);
  const noMovement = actor.hasConditionEffect("noMovement");
  const crawl = actor.hasConditionEffect("crawl");
  for (const type of types) {
    if (noMovement || (crawl && type !== "walk")) speeds[type] = 0;
    else speeds[type] = Math.max(0, simplifyBonus(speeds[type], rollData));
  }
  const units = String((movement.units ??= defaultLengthUnits()));
  let reduction = 0;
  const ci = getProperty(s, "traits.ci.value");
  if (rt().ctx.rulesVersion === "modern" && !(ci instanceof Set && ci.has("exhaustion"))) {
    reduction =
      Number(getProperty(s, "attributes.exhaustion") ?? 0) *
      Number(config().conditionTypes.exhaustion?.reduction?.speed ?? 0);
  }
  reduction = convertLength(reduction, config().defaultUnits.length.imperial, units);
  const bonus = simplifyBonus(movement.bonus, rollData);
  const halfMovement = actor.hasConditionEffect("halfMovement");
  movement.max = 0;
  for (const type of types) {
    let speed = Math.max(0, Number(speeds[type]) - reduction);
    if (speed) {
      speed = Math.max(0, speed + bonus);
      if (halfMovement) speed *= 0.5;
    }
    speeds[type] = speed;
    movement.max = Math.max(speed, Number(movement.max));
    // dnd5e 6 no longer derives `movement.speed` (not confirmed; F2.3 says never to use it).
    if (type === "walk" && !six) movement.speed = speed;
  }
  const baseWalk =
    getProperty(actor._source, `system.attributes.movement.${six ? "speeds.walk" : "walk"}`) ||
    getProperty(movement, "fromSpecies.walk");
  movement.slowed = Number(speeds.walk) <= simplifyBonus(baseWalk, rollData) / 2;
  // dnd5e 6: `jump` is one of the speeds (and `movement.jump` only its shim): not derived here.
  if (!six) movement.jump = Number(getProperty(s, "abilities.str.value") ?? 0) / 2;
}

function prepareSpellcastingAbility(actor: Actor): void {
  const s = actor.system;
  const attributes = obj(s.attributes);
  const abilityId = String(attributes.spellcasting ?? "");
  const ability = obj(s.abilities)[abilityId] as Obj | undefined;
  const prof = Number(attributes.prof ?? 0);
  attributes.spell = {
    ...obj(attributes.spell),
    attack: ability ? ability.attack : prof,
    dc: ability ? ability.dc : 8 + prof,
    mod: ability ? ability.mod : 0,
  };
}

/** HitPointsAdvancement#getAdjustedTotal: each level's value + mod, at least 1. */
function hitPointsFromClass(item: Item, mod: number): number {
  const hp = advancementsOf(item, "HitPoints")[0];
  if (!hp) return 0;
  const denomination = String(
    getProperty(item.system, "hd.denomination") ?? getProperty(item.system, "hitDice") ?? "d8",
  );
  const die = Number(denomination.replace(/^d/, ""));
  const values = isPlainObject(hp.value) ? hp.value : {};
  let total = 0;
  for (const [level, raw] of Object.entries(values)) {
    if (!Number.isFinite(parseInt(level))) continue;
    const value = raw === "max" ? die : raw === "avg" ? die / 2 + 1 : Number(raw || 0);
    total += Math.max(value + mod, 1);
  }
  return total;
}

function prepareHitPoints(actor: Actor, rollData: Obj): void {
  const s = actor.system;
  const hp = obj(getProperty(s, "attributes.hp"));
  const level = Number(getProperty(s, "details.level") ?? 0);
  const conKey = config().defaultAbilities.hitPoints ?? "con";
  const mod = Number(getProperty(s, `abilities.${conKey}.mod`) ?? 0);
  const character = actor.type === "character";
  let base = 0;
  let bonus = 0;
  // A character's classes and bonuses count only where no maximum is set; an NPC's classes always.
  if (!character || hp.max === null)
    for (const item of actor.items) if (item.type === "class") base += hitPointsFromClass(item, mod);
  if (character && hp.max === null)
    bonus =
      simplifyBonus(getProperty(hp, "bonuses.level"), rollData) * level +
      simplifyBonus(getProperty(hp, "bonuses.overall"), rollData);
  let max = Number(hp.max ?? 0) + base + bonus;
  if (actor.hasConditionEffect("halfHealth")) max *= 0.5;
  hp.max = max = Math.floor(max);
  const effectiveMax = (hp.effectiveMax = Math.max(max + Number(hp.tempmax ?? 0), 0));
  const value = (hp.value = Math.min(Number(hp.value ?? 0), effectiveMax));
  hp.damage = effectiveMax - value;
  hp.pct = Math.min(Math.max(effectiveMax ? (value / effectiveMax) * 100 : 0, 0), 100);
}
