/**
 * dnd5e's data migrations (`static _migrateData(source)` of its data models), run on a
 * document's `system` source before the schema cleans it, as Foundry's `DataModel#migrateData`
 * does when a document is constructed. dnd5e migrates in place and leaves the old key for the
 * schema to drop. Sources: dnd5e 5.3.3 (release-5.3.3), unchanged on the 6.x head for these:
 * - CommonTemplate (module/data/actor/templates/common.mjs l.81-128): a numeric `ac.value`
 *   becomes `ac.flat` (calc "natural" for NPCs, else "flat"); `@attributes.ac.base` in a custom
 *   formula becomes `@attributes.ac.armor`; a speed string becomes `movement.walk`.
 * - CreatureTemplate (templates/creature.mjs l.120-182): `SensesField._migrate` moves
 *   `attributes.senses.<darkvision|blindsight|tremorsense|truesight>` into `senses.ranges` (an
 *   old `traits.senses` string is parsed instead); `traits.toolProf` becomes `tools.<id>`.
 * - CharacterData / NPCData (character.mjs l.150, npc.mjs l.221-330): `init.value` joins
 *   `init.bonus`; NPCs: `details.environment` → `details.habitat.custom`, legendary `value` →
 *   `spent` (= max − value), `details.source` → `source`, `details.spellLevel` →
 *   `attributes.spell.level`.
 * - ClassData (module/data/item/class.mjs l.86-112): `hitDice` → `hd.denomination`,
 *   `hitDiceUsed` → `hd.spent`.
 */
import { globalValue, isNumeric, isPlainObject, type Obj } from "./utils";

const SENSES = ["darkvision", "blindsight", "tremorsense", "truesight"] as const;

const record = (value: unknown): Obj | undefined => (isPlainObject(value) ? value : undefined);

/** SensesField._migrate: the old top-level sense ranges into `ranges` (a range already there wins). */
export function migrateSenses(senses: unknown): void {
  const s = record(senses);
  if (!s) return;
  const ranges = (s.ranges = record(s.ranges) ?? {});
  for (const key of SENSES) {
    if (!(key in s) || key in ranges) continue;
    ranges[key] = s[key];
    Reflect.deleteProperty(s, key);
  }
}

function migrateCommon(source: Obj, type: string): void {
  const attributes = record(source.attributes);
  const ac = record(attributes?.ac);
  if (ac) {
    if (isNumeric(ac.value)) {
      ac.flat = parseInt(String(ac.value), 10);
      ac.calc = type === "npc" ? "natural" : "flat";
    } else if (typeof ac.formula === "string" && ac.formula.includes("@attributes.ac.base")) {
      ac.formula = ac.formula.replaceAll("@attributes.ac.base", "@attributes.ac.armor");
    }
  }
  const speed = record(attributes?.speed)?.value ?? attributes?.speed;
  if (attributes && typeof speed === "string" && record(attributes.movement)?.walk === undefined) {
    const movement = (attributes.movement = record(attributes.movement) ?? {});
    const first = speed.split(" ")[0];
    movement.walk = isNumeric(first) ? parseInt(first!, 10) : 0;
  }
}

function migrateCreature(source: Obj, toolIds: readonly string[]): void {
  const traits = record(source.traits);
  const old = traits?.senses;
  if (typeof old === "string") {
    const attributes = (source.attributes = record(source.attributes) ?? {});
    const senses = (attributes.senses = record(attributes.senses) ?? {});
    const ranges = (senses.ranges = record(senses.ranges) ?? {});
    let matched = false;
    for (const part of old.split(",")) {
      const m = /([A-z]+)\s?([0-9]+)\s?([A-z]+)?/.exec(part.trim());
      if (!m) continue;
      const kind = m[1]!.toLowerCase();
      if ((SENSES as readonly string[]).includes(kind) && !(kind in senses)) {
        ranges[kind] = Math.round(Number(m[2]) * 2) / 2;
        matched = true;
      }
    }
    if (!matched && old) senses.special = old;
  } else migrateSenses(record(source.attributes)?.senses);
  const toolProf = record(traits?.toolProf)?.value;
  if (Array.isArray(toolProf) && toolProf.length) {
    const tools = (source.tools = record(source.tools) ?? {});
    for (const prof of toolProf) {
      if (typeof prof !== "string" || !toolIds.includes(prof) || prof in tools) continue;
      tools[prof] = { value: 1, ability: "int", bonuses: { check: "" } };
    }
  }
}

function migrateInitiative(attributes: unknown): void {
  const init = record(record(attributes)?.init);
  if (!init?.value || typeof init.bonus === "string") return;
  const value = Number(init.value);
  if (init.bonus) init.bonus = `${String(init.bonus)}${value < 0 ? ` - ${value * -1}` : ` + ${value}`}`;
  else init.bonus = `${value}`;
}

function migrateNpc(source: Obj): void {
  const details = record(source.details);
  const environment = details?.environment;
  if (details && typeof environment === "string" && !("habitat" in details))
    details.habitat = { custom: environment };
  const resources = record(source.resources);
  for (const prop of ["legact", "legres"]) {
    const resource = record(resources?.[prop]);
    if (!resource || !("max" in resource) || !("value" in resource) || "spent" in resource) continue;
    resource.spent = Number(resource.max) - Number(resource.value);
    delete resource.value;
  }
  if (details && "source" in details) {
    const old = details.source;
    if (typeof old === "string") {
      if (old) source.source = { ...record(source.source), custom: old };
    } else source.source = { ...record(source.source), ...record(old) };
  }
  if (details?.spellLevel !== undefined) {
    const attributes = (source.attributes = record(source.attributes) ?? {});
    const spell = (attributes.spell = record(attributes.spell) ?? {});
    spell.level ??= details.spellLevel;
  }
}

/** The ids of `CONFIG.DND5E.toolProficiencies` and `CONFIG.DND5E.tools`. */
function toolIds(): string[] {
  const dnd5e = globalValue<{ DND5E?: Obj }>("CONFIG")?.DND5E;
  return [...Object.keys(record(dnd5e?.toolProficiencies) ?? {}), ...Object.keys(record(dnd5e?.tools) ?? {})];
}

/** An actor's `system` source migrated as dnd5e's data model migrates it (in place, returned). */
export function migrateActorSystem(type: string, system: Obj): Obj {
  if (type !== "character" && type !== "npc" && type !== "vehicle") return system;
  migrateCommon(system, type);
  if (type === "vehicle") return system;
  migrateCreature(system, toolIds());
  if (type === "npc") migrateNpc(system);
  migrateInitiative(system.attributes);
  return system;
}

/** ClassData.#migrateHitDice (in place, returned): each old key moves to its `hd` key. */
export function migrateClassSystem(system: Obj): Obj {
  for (const [old, key] of Object.entries({ hitDice: "denomination", hitDiceUsed: "spent" })) {
    const hd = record(system.hd);
    if (!(old in system) || (hd && key in hd)) continue;
    system.hd = { ...hd, [key]: key === "spent" ? (system[old] ?? 0) : system[old] };
    Reflect.deleteProperty(system, old);
  }
  return system;
}
