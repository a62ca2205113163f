/**
 * dnd5e 5.3.3 actor data preparation in its order (character.mjs, npc.mjs, templates/
 * attributes.mjs, common.mjs, creature.mjs, Actor5e#applyActiveEffects):
 * base data → embedded items → race movement/senses/type → active effects → derived data.
 * With generation 14, changes of phase "final" apply after derived data.
 * dnd5e 6 (stack feature `movementSpeeds`): speeds live in `movement.speeds.<type>` with shim
 * getters for the old keys (schema-6x.ts); senseVisionSync then sets token vision (vision.ts).
 */
import type { Actor, ActiveEffect, Item } from "./documents";
import type { Scene } from "./canvas";
import { shimSenses } from "./documents/system";
import { scaleValues } from "./scale";
import {
  applyChange,
  effectFacts,
  MODE_TO_TYPE,
  TYPE_PRIORITY,
  type AppliedChange,
  type ChangePhase,
  type EffectEnvironment,
} from "./effects";
import { rt } from "./runtime";
import { modelFor } from "./schema-defaults";
import { shimMovement } from "./schema-6x";
import { prepareDerived } from "./prepare-derived";
import { applySenseVision, senseVisionSyncOn, type VisionHolder } from "./vision";
import { expandObject, isPlainObject, type Obj } from "./utils";

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
  restTypes: Record<"short" | "long", { recoverPeriods: string[] }>;
  armorTypes: Record<string, unknown>;
}

export function config(): Dnd5eConfigView {
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
  for (const unit of [from, to])
    if (strict && !units[unit])
      throw new Error(`Length unit ${unit} not defined in CONFIG.DND5E.movementUnits`);
  return (value * (units[from]?.conversion ?? 1)) / (units[to]?.conversion ?? 1);
}

export class Proficiency {
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

const proficiencyMod = (level: number): number => Math.floor((level + 7) / 4);

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
  if (rt().features.generation >= 14) applyActiveEffects(actor, "final");
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
  for (const scene of (r.collections.get("Scene")?.contents ?? []) as unknown as Scene[])
    for (const token of scene.tokens)
      if (token.actorId === actor.id && (sync || !token.actorLink)) token.prepareData();
}

/** Where a movement object keeps its speeds: dnd5e 6 `movement.speeds`, dnd5e 5.3 the object itself. */
export function speedsOf(movement: Obj): Obj {
  if (!rt().features.movementSpeeds) return movement;
  if (!isPlainObject(movement.speeds)) movement.speeds = {};
  return movement.speeds as Obj;
}

export function obj(value: unknown): Obj {
  return isPlainObject(value) ? value : {};
}

function prepareBase(actor: Actor): void {
  const details = obj(actor.system.details);
  const attributes = obj(actor.system.attributes);
  const character = actor.type === "character";
  let level = 0;
  for (const item of actor.items) {
    if (item.type !== "class") continue;
    const levels = item.system.levels;
    level += character ? Number(levels ?? 0) : parseInt(String(levels ?? 1)) || 1;
  }
  details.level = level;
  obj(attributes.attunement).value = 0;
  const cr = details.cr;
  if (character) attributes.prof = proficiencyMod(level);
  else attributes.prof = cr === null ? null : proficiencyMod(Math.max(Number(cr ?? 1), level, 1));
  const ac = obj(attributes.ac);
  ac.armor = 10;
  ac.shield = ac.cover = 0;
  ac.min = ac.bonus = "";
  attributes.encumbrance = {
    multipliers: { encumbered: "1", heavilyEncumbered: "1", maximum: "1", overall: "1" },
    bonuses: { encumbered: "", heavilyEncumbered: "", maximum: "", overall: "" },
  };
  if (rt().features.sensesShim) shimSenses(attributes.senses);
  if (rt().features.movementSpeeds) {
    speedsOf(obj(attributes.movement));
    shimMovement(attributes.movement);
  }
}

/** CharacterData/NPCData#prepareEmbeddedData with AttributesFields.prepareRace. */
function prepareEmbeddedData(actor: Actor): void {
  const s = actor.system;
  const details = obj(s.details);
  const attributes = obj(s.attributes);
  const movement = obj(attributes.movement);
  const senses = obj(attributes.senses);
  const ranges = obj(senses.ranges);
  const race = details.race as { documentName?: unknown } | null;
  if (typeof race === "object" && race?.documentName === "Item") {
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
  const attributes = obj(actor.system.attributes);
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
  const env: EffectEnvironment = {
    model,
    ctx: r.ctx,
    hooks: r.hooks,
    characterFlags: r.characterFlags,
    facts: effectFacts(r.features.schema),
  };
  const overrides: Obj = {};
  for (const change of changes) if (change.key) Object.assign(overrides, applyChange(actor, change, env));
  const expanded = expandObject(overrides);
  actor.overrides = phase === "initial" ? expanded : { ...actor.overrides, ...expanded };
}

function changesOf(effect: ActiveEffect, phase: ChangePhase): AppliedChange[] {
  if (rt().features.generation >= 14) {
    return effect.changesV14
      .filter((c) => (c.phase ?? "initial") === phase)
      .map((c) => {
        const priority = c.priority ?? TYPE_PRIORITY[c.type];
        return { key: c.key, value: c.value, type: c.type, phase, priority, effect };
      });
  }
  if (phase !== "initial") return [];
  return (effect.changes ?? []).map((c) => {
    const type = MODE_TO_TYPE[c.mode] ?? "custom";
    return {
      key: c.key,
      value: c.value,
      type,
      mode: c.mode,
      phase,
      priority: c.priority ?? c.mode * 10,
      effect,
    };
  });
}
