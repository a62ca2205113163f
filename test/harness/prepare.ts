/**
 * dnd5e 5.3.3 actor data preparation in its order (character.mjs, npc.mjs, templates/
 * attributes.mjs, common.mjs, creature.mjs, Actor5e#applyActiveEffects):
 * base data → embedded items → race movement/senses/type → active effects → derived data.
 * With generation 14, changes of phase "final" apply after derived data.
 * dnd5e 6 (stack feature `movementSpeeds`): speeds live in `movement.speeds.<type>` with shim
 * getters for the old keys (schema-6x.ts); senseVisionSync then sets token vision (vision.ts).
 */
import type { Actor, ActiveEffect, Item } from "./documents";
import { prepareArmorClass } from "./armor-class";
import { scaleValues } from "./scale";
import { simplifyBonus } from "./dice";
import {
  applyChange,
  MODE_TO_TYPE,
  TYPE_PRIORITY,
  type AppliedChange,
  type ChangePhase,
  type ChangeType,
} from "./effects";
import { rt } from "./runtime";
import { modelFor } from "./schema-defaults";
import { shimMovement } from "./schema-6x";
import { shimFields } from "./effects";
import { applySenseVision, senseVisionSyncOn, type VisionHolder } from "./vision";
import { expandObject, getProperty, isNumeric, isPlainObject, type Obj } from "./utils";

export type PreparableActor = Actor;

interface Dnd5eConfigView {
  movementTypes: Record<string, unknown>;
  senses: Record<string, unknown>;
  defaultUnits: { length: { imperial: string; metric: string } };
  skillPassive: { base: number; modifier: number };
  maxAbilityScore: number;
  characterFlags: Record<
    string,
    { type?: unknown; placeholder?: unknown; skills?: string[]; abilities?: string[] }
  >;
  defaultAbilities: Record<string, string>;
  conditionTypes: Record<string, { reduction?: { speed?: number } }>;
  movementUnits: Record<string, { conversion: number }>;
}

function config(): Dnd5eConfigView {
  const cfg = (globalThis as unknown as { CONFIG?: { DND5E?: Dnd5eConfigView } }).CONFIG?.DND5E;
  if (!cfg) throw new Error("CONFIG.DND5E is not installed");
  return cfg;
}

export function defaultLengthUnits(): string {
  const metric = Boolean(rt().settings.get("dnd5e", "metricLengthUnits"));
  return config().defaultUnits.length[metric ? "metric" : "imperial"];
}

export function convertLength(
  value: number,
  from: string,
  to: string,
  { strict = true }: { strict?: boolean } = {},
): number {
  if (from === to) return value;
  const units = config().movementUnits;
  if (strict && !units[from])
    throw new Error(`Length unit ${from} not defined in CONFIG.DND5E.movementUnits`);
  if (strict && !units[to]) throw new Error(`Length unit ${to} not defined in CONFIG.DND5E.movementUnits`);
  return (value * (units[from]?.conversion ?? 1)) / (units[to]?.conversion ?? 1);
}

class Proficiency {
  constructor(
    readonly base: number,
    readonly multiplier: number,
    readonly roundDown = true,
  ) {}
  get flat(): number {
    return (this.roundDown ? Math.floor : Math.ceil)(this.multiplier * this.base);
  }
  get term(): string {
    return String(this.flat);
  }
  get hasProficiency(): boolean {
    return this.base > 0 && this.multiplier > 0;
  }
}

export function proficiencyMod(level: number): number {
  return Math.floor((level + 7) / 4);
}

export function prepareActorData(actor: Actor): void {
  actor._initialize();
  actor.statuses = new Set();
  actor.overrides = {};
  actor.labels = {};
  const model = modelFor("Actor", actor.type);
  if (model) prepareBase(actor);
  for (const item of actor.items) item.prepareData();
  for (const effect of actor.effects) effect.prepareData();
  applyActiveEffects(actor, "initial");
  if (model) prepareDerived(actor);
  if (rt().generation >= 14) applyActiveEffects(actor, "final");
  if (senseVisionSyncOn()) applySenseVision(actor.prototypeToken as unknown as VisionHolder, actor);
  if (!actor.isToken) refreshDependentTokens(actor);
}

/**
 * A world actor's placed tokens follow it: an unlinked token rebuilds its synthetic actor from the
 * changed base actor (and its delta); with senseVisionSync a linked token re-derives its vision.
 * A synthetic actor's own token does this itself (canvas.ts), after preparing it.
 */
function refreshDependentTokens(actor: Actor): void {
  const r = rt();
  if (!actor.id || r.collections.get("Actor")?.get(actor.id) !== actor) return;
  const sync = senseVisionSyncOn();
  for (const scene of r.collections.get("Scene")?.contents ?? []) {
    const tokens = (
      scene as unknown as { getEmbeddedCollection(n: string): { contents: unknown[] } }
    ).getEmbeddedCollection("Token").contents as {
      actorId: string | null;
      actorLink: boolean;
      prepareData(): void;
    }[];
    for (const token of tokens)
      if (token.actorId === actor.id && (sync || !token.actorLink)) token.prepareData();
  }
}

/** Where a movement object keeps its speeds: dnd5e 6 `movement.speeds`, dnd5e 5.3 the object itself. */
function speedsOf(movement: Obj): Obj {
  if (!rt().features.movementSpeeds) return movement;
  if (!isPlainObject(movement.speeds)) movement.speeds = {};
  return movement.speeds as Obj;
}

function sys(actor: Actor): Obj {
  return actor.system;
}

function obj(value: unknown): Obj {
  return isPlainObject(value) ? value : {};
}

function prepareBase(actor: Actor): void {
  const s = sys(actor);
  const details = obj(s.details);
  const attributes = obj(s.attributes);
  if (actor.type === "character") {
    let level = 0;
    for (const item of actor.items) if (item.type === "class") level += Number(item.system.levels ?? 0);
    details.level = level;
    obj(attributes.attunement).value = 0;
    attributes.prof = proficiencyMod(level);
  } else {
    let level = 0;
    for (const item of actor.items)
      if (item.type === "class") level += parseInt(String(item.system.levels ?? 1)) || 1;
    details.level = level;
    obj(attributes.attunement).value = 0;
    const cr = details.cr;
    attributes.prof = cr === null ? null : proficiencyMod(Math.max(Number(cr ?? 1), level, 1));
  }
  const ac = obj(attributes.ac);
  ac.armor = 10;
  ac.shield = ac.cover = 0;
  ac.min = ac.bonus = "";
  attributes.encumbrance = {
    multipliers: { encumbered: "1", heavilyEncumbered: "1", maximum: "1", overall: "1" },
    bonuses: { encumbered: "", heavilyEncumbered: "", maximum: "", overall: "" },
  };
  if (rt().features.sensesShim) shimSensesOn(attributes.senses);
  if (rt().features.movementSpeeds) {
    speedsOf(obj(attributes.movement));
    shimMovement(attributes.movement);
  }
}

function shimSensesOn(senses: unknown): void {
  if (!isPlainObject(senses) || !isPlainObject(senses.ranges)) return;
  const ranges = senses.ranges;
  for (const key of ["darkvision", "blindsight", "tremorsense", "truesight"]) {
    Object.defineProperty(senses, key, {
      get: () => ranges[key],
      set: (v: unknown) => {
        ranges[key] = v;
      },
      enumerable: false,
      configurable: true,
    });
  }
}

/** CharacterData/NPCData#prepareEmbeddedData with AttributesFields.prepareRace. */
function prepareEmbeddedData(actor: Actor): void {
  const s = sys(actor);
  const details = obj(s.details);
  const attributes = obj(s.attributes);
  const movement = obj(attributes.movement);
  const senses = obj(attributes.senses);
  const ranges = obj(senses.ranges);
  const race = details.race as unknown;
  const isRaceItem =
    typeof race === "object" && race !== null && (race as { documentName?: unknown }).documentName === "Item";
  if (isRaceItem) {
    prepareRace(actor, race as Item, { force: actor.type === "npc" });
    details.type = (race as Item).system.type;
  } else if (actor.type === "character") {
    details.type = { value: "humanoid", subtype: "", custom: "" };
  }
  const speeds = speedsOf(movement);
  for (const key of Object.keys(config().movementTypes)) speeds[key] ??= 0;
  for (const key of Object.keys(config().senses)) ranges[key] ??= 0;
  movement.units ??= defaultLengthUnits();
  senses.units ??= defaultLengthUnits();
  // ActorDataModel#prepareEmbeddedData: scale values (scale.ts).
  s.scale = scaleValues(actor);
}

function prepareRace(actor: Actor, race: Item, { force = false }: { force?: boolean } = {}): void {
  const attributes = obj(sys(actor).attributes);
  const movement = obj(attributes.movement);
  const senses = obj(attributes.senses);
  const ranges = obj(senses.ranges);
  const raceMovement = obj(race.system.movement);
  const raceSpeeds = rt().features.movementSpeeds ? obj(raceMovement.speeds) : raceMovement;
  const speeds = speedsOf(movement);
  const raceSenses = obj(race.system.senses);
  const raceRanges = obj(raceSenses.ranges);
  for (const key of Object.keys(config().movementTypes)) {
    if (!raceSpeeds[key] || (!force && speeds[key])) continue;
    movement.fromSpecies ??= {};
    speeds[key] = obj(movement.fromSpecies)[key] = raceSpeeds[key];
  }
  if (raceMovement.hover) movement.hover = true;
  if (force && raceMovement.units) movement.units = raceMovement.units;
  else movement.units ??= raceMovement.units;
  for (const key of Object.keys(config().senses)) {
    if (!raceRanges[key] || (!force && ranges[key] !== null && ranges[key] !== undefined)) continue;
    ranges[key] = raceRanges[key];
  }
  senses.special = [senses.special, raceSenses.special]
    .filter((p) => p !== undefined && p !== null && p !== "")
    .join(";");
  if (force && raceSenses.units) senses.units = raceSenses.units;
  else senses.units ??= raceSenses.units;
}

/** Actor#applyActiveEffects: collect changes of active applicable effects, stable-sort by priority, apply. */
export function applyActiveEffects(actor: Actor, phase: ChangePhase): void {
  const r = rt();
  const model = modelFor("Actor", actor.type);
  if (phase === "initial" && model) prepareEmbeddedData(actor);
  const changes: AppliedChange[] = [];
  for (const effect of actor.allApplicableEffects()) {
    if (!effect.active) continue;
    changes.push(...changesOf(effect, phase));
    for (const status of effect.statuses) actor.statuses.add(status);
  }
  changes.sort((a, b) => a.priority - b.priority);
  const overrides: Obj = {};
  for (const change of changes) {
    if (!change.key) continue;
    Object.assign(
      overrides,
      applyChange(actor, change, {
        model,
        ctx: r.ctx,
        hooks: r.hooks,
        characterFlags: r.characterFlags,
        shims: shimFields(r.features.schema),
      }),
    );
  }
  const expanded = expandObject(overrides);
  actor.overrides = phase === "initial" ? expanded : { ...actor.overrides, ...expanded };
}

function changesOf(effect: ActiveEffect, phase: ChangePhase): AppliedChange[] {
  if (rt().generation >= 14) {
    return effect.changesV14
      .filter((c) => (c.phase ?? "initial") === phase)
      .map((c) => ({
        key: c.key,
        value: c.value,
        type: c.type,
        phase: c.phase ?? "initial",
        priority: c.priority ?? TYPE_PRIORITY[c.type],
        effect,
      }));
  }
  if (phase !== "initial") return [];
  return (effect.changes ?? []).map((c) => {
    const type: ChangeType = MODE_TO_TYPE[c.mode] ?? "custom";
    return {
      key: c.key,
      value: c.value,
      type,
      mode: c.mode,
      phase: "initial",
      priority: c.priority ?? c.mode * 10,
      effect,
    };
  });
}

function prepareDerived(actor: Actor): void {
  const s = sys(actor);
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

function checkProficiency(
  actor: Actor,
  multiplier: number,
  ability: string,
  options: { skill?: string } = {},
): Proficiency {
  let m = multiplier;
  let roundDown = true;
  if (m < 1 && (isLegacy() || options.skill)) {
    if (isRemarkableAthlete(actor, ability)) {
      m = 0.5;
      roundDown = false;
    } else if (flagsDnd5e(actor).jackOfAllTrades) m = 0.5;
  }
  return new Proficiency(Number(obj(sys(actor).attributes).prof ?? 0), m, roundDown);
}

function prepareAbilities(actor: Actor, rollData: Obj): void {
  const s = sys(actor);
  const prof = Number(obj(s.attributes).prof ?? 0);
  const bonuses = obj(obj(s.bonuses).abilities);
  const abilities = obj(s.abilities);
  for (const a of Object.values(abilities)) {
    const abl = obj(a);
    abl.mod = Math.floor((Number(abl.value) - 10) / 2);
  }
  const checkBonus = simplifyBonus(bonuses.check, rollData);
  const saveBonus = simplifyBonus(bonuses.save, rollData);
  const dcBonus = simplifyBonus(getProperty(s, "bonuses.spell.dc"), rollData);
  for (const [id, a] of Object.entries(abilities)) {
    const abl = obj(a);
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

function advantageModeFor(actor: Actor, paths: string[]): number {
  let adv = 0;
  let dis = 0;
  let override: number | null = null;
  let advSuppressed = false;
  let disSuppressed = false;
  for (const p of paths) {
    const roll = obj(getProperty(actor.system, p.substring(0, p.lastIndexOf("."))));
    const counts = roll.modeCounts as
      | {
          override: number | null;
          advantages: { count: number; suppressed: boolean };
          disadvantages: { count: number; suppressed: boolean };
        }
      | undefined;
    const src = getProperty(actor._source, `system.${p}`) ?? 0;
    if (counts?.override !== null && counts?.override !== undefined) override = counts.override;
    if (counts?.advantages.suppressed) advSuppressed = true;
    if (counts?.disadvantages.suppressed) disSuppressed = true;
    adv += (counts?.advantages.count ?? 0) + Number(src === 1);
    dis += (counts?.disadvantages.count ?? 0) + Number(src === -1);
  }
  if (override !== null) return override;
  return Math.sign(advSuppressed ? 0 : adv) - Math.sign(disSuppressed ? 0 : dis);
}

function prepareSkills(actor: Actor, rollData: Obj): void {
  const s = sys(actor);
  const skills = obj(s.skills);
  const globalBonuses = obj(obj(s.bonuses).abilities);
  const globalCheck = simplifyBonus(globalBonuses.check, rollData);
  const globalSkill = simplifyBonus(globalBonuses.skill, rollData);
  const observant = config().characterFlags.observantFeat?.skills ?? [];
  for (const [id, value] of Object.entries(skills)) {
    const skill = obj(value);
    const ability = String(skill.ability);
    const abilityData = obj(obj(s.abilities)[ability]);
    skill.effectValue = skill.value;
    skill.bonus =
      simplifyBonus(getProperty(skill, "bonuses.check"), rollData) +
      globalCheck +
      simplifyBonus(getProperty(abilityData, "bonuses.check"), rollData) +
      globalSkill;
    skill.mod = typeof abilityData.mod === "number" ? abilityData.mod : 0;
    const prof = checkProficiency(actor, Number(skill.value ?? 0), ability, { skill: id });
    skill.prof = prof;
    skill.value = skill.proficient = prof.multiplier;
    skill.total = Number(skill.mod) + Number(skill.bonus) + (isNumeric(prof.term) ? prof.flat : 0);
    const passive = flagsDnd5e(actor).observantFeat && observant.includes(id) ? 5 : 0;
    const passiveBonus = simplifyBonus(getProperty(skill, "bonuses.passive"), rollData);
    const mode = advantageModeFor(actor, [`abilities.${ability}.check.roll.mode`, `skills.${id}.roll.mode`]);
    skill.passive =
      config().skillPassive.base +
      Number(skill.mod) +
      Number(skill.bonus) +
      prof.flat +
      passive +
      passiveBonus +
      mode * config().skillPassive.modifier;
  }
}

function prepareTools(actor: Actor, rollData: Obj): void {
  const s = sys(actor);
  const globalCheck = simplifyBonus(getProperty(s, "bonuses.abilities.check"), rollData);
  for (const value of Object.values(obj(s.tools))) {
    const tool = obj(value);
    const ability = obj(obj(s.abilities)[String(tool.ability)]);
    tool.effectValue = tool.value;
    tool.bonus =
      simplifyBonus(getProperty(tool, "bonuses.check"), rollData) +
      globalCheck +
      simplifyBonus(getProperty(ability, "bonuses.check"), rollData);
    tool.mod = typeof ability.mod === "number" ? ability.mod : 0;
    const multiplier = Number(tool.value ?? 0);
    const prof =
      multiplier === 1 && flagsDnd5e(actor).toolExpertise
        ? new Proficiency(Number(obj(s.attributes).prof ?? 0), 2, true)
        : checkProficiency(actor, multiplier, String(tool.ability));
    tool.prof = prof;
    tool.total = Number(tool.mod) + Number(tool.bonus) + (isNumeric(prof.term) ? prof.flat : 0);
    tool.value = prof.multiplier;
  }
}

function prepareInitiative(actor: Actor, rollData: Obj): void {
  const s = sys(actor);
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
  const s = sys(actor);
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
  const s = sys(actor);
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

interface HitPointsAdvancement {
  type: string;
  value?: Record<string, unknown>;
}

/** HitPointsAdvancement#getAdjustedTotal: each level's value + mod, at least 1. */
function hitPointsFromClass(item: Item, mod: number): number {
  const advancement = item.system.advancement;
  const list: unknown[] = Array.isArray(advancement)
    ? advancement
    : isPlainObject(advancement)
      ? Object.values(advancement)
      : [];
  const hp = list.find((a): a is HitPointsAdvancement => isPlainObject(a) && a.type === "HitPoints");
  if (!hp) return 0;
  const denomination = String(
    getProperty(item.system, "hd.denomination") ?? getProperty(item.system, "hitDice") ?? "d8",
  );
  const die = Number(denomination.replace(/^d/, ""));
  const values = isPlainObject(hp.value) ? hp.value : {};
  let total = 0;
  for (const [level, raw] of Object.entries(values)) {
    if (!Number.isFinite(parseInt(level))) continue;
    let value: number | null;
    if (!raw) value = null;
    else if (raw === "max") value = die;
    else if (raw === "avg") value = die / 2 + 1;
    else value = Number(raw);
    total += Math.max((value ?? 0) + mod, 1);
  }
  return total;
}

function prepareHitPoints(actor: Actor, rollData: Obj): void {
  const s = sys(actor);
  const hp = obj(getProperty(s, "attributes.hp"));
  const level = Number(getProperty(s, "details.level") ?? 0);
  const conKey = config().defaultAbilities.hitPoints ?? "con";
  const mod = Number(getProperty(s, `abilities.${conKey}.mod`) ?? 0);
  let base = 0;
  let bonus = 0;
  if (actor.type === "character") {
    if (hp.max === null) {
      for (const item of actor.items) if (item.type === "class") base += hitPointsFromClass(item, mod);
      bonus =
        simplifyBonus(getProperty(hp, "bonuses.level"), rollData) * level +
        simplifyBonus(getProperty(hp, "bonuses.overall"), rollData);
    }
  } else {
    for (const item of actor.items) if (item.type === "class") base += hitPointsFromClass(item, mod);
  }
  let max = Number(hp.max ?? 0) + base + bonus;
  if (actor.hasConditionEffect("halfHealth")) max *= 0.5;
  hp.max = Math.floor(max);
  hp.effectiveMax = Math.max(Number(hp.max) + Number(hp.tempmax ?? 0), 0);
  hp.value = Math.min(Number(hp.value ?? 0), Number(hp.effectiveMax));
  hp.damage = Number(hp.effectiveMax) - Number(hp.value);
  hp.pct = Math.min(
    Math.max(Number(hp.effectiveMax) ? (Number(hp.value) / Number(hp.effectiveMax)) * 100 : 0, 0),
    100,
  );
}
