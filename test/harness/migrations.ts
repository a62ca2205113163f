/**
 * dnd5e's data migrations (`static _migrateData(source)` of its data models), run on a
 * document's `system` source before the schema cleans it, as Foundry's `DataModel#migrateData`
 * does when a document is constructed. dnd5e migrates in place and leaves the old key for the
 * schema to drop. Sources: dnd5e 5.3.3 (release-5.3.3), unchanged on the 6.x head for these:
 * - CreatureTemplate (templates/creature.mjs l.120-182): `SensesField._migrate` moves
 *   `attributes.senses.<darkvision|blindsight|tremorsense|truesight>` into `senses.ranges`.
 * - NPCData (npc.mjs l.221-330): `details.environment` → `details.habitat.custom`, legendary
 *   `value` → `spent` (= max − value), `details.spellLevel` → `attributes.spell.level`.
 * - ClassData (module/data/item/class.mjs l.86-112): `hitDice` → `hd.denomination`,
 *   `hitDiceUsed` → `hd.spent`.
 * Not modelled, so refused: CommonTemplate's (module/data/actor/templates/common.mjs l.81-128)
 * numeric `ac.value`, `@attributes.ac.base` and speed string; CreatureTemplate's `traits.senses`
 * string and `traits.toolProf`; `init.value` (character.mjs l.150, npc.mjs) and NPCs' `details.source`.
 */
import { isNumeric, isPlainObject, type Obj } from "./utils";

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

function migrateCommon(source: Obj): void {
  const attributes = record(source.attributes);
  const ac = record(attributes?.ac);
  if (isNumeric(ac?.value) || (typeof ac?.formula === "string" && ac.formula.includes("@attributes.ac.base")))
    throw new Error("harness: migrating an old armour class (ac.value, @attributes.ac.base) is not modelled");
  const speed = record(attributes?.speed)?.value ?? attributes?.speed;
  if (typeof speed === "string" && record(attributes?.movement)?.walk === undefined)
    throw new Error("harness: migrating a speed string is not modelled");
}

function migrateCreature(source: Obj): void {
  const traits = record(source.traits);
  if (typeof traits?.senses === "string")
    throw new Error("harness: migrating a traits.senses string is not modelled");
  migrateSenses(record(source.attributes)?.senses);
  const toolProf = record(traits?.toolProf)?.value;
  if (Array.isArray(toolProf) && toolProf.length)
    throw new Error("harness: migrating traits.toolProf is not modelled");
}

function migrateInitiative(attributes: unknown): void {
  const init = record(record(attributes)?.init);
  if (init?.value && typeof init.bonus !== "string")
    throw new Error("harness: migrating init.value is not modelled");
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
  if (details && "source" in details) throw new Error("harness: migrating details.source is not modelled");
  if (details?.spellLevel !== undefined) {
    const attributes = (source.attributes = record(source.attributes) ?? {});
    const spell = (attributes.spell = record(attributes.spell) ?? {});
    spell.level ??= details.spellLevel;
  }
}

/** An actor's `system` source migrated as dnd5e's data model migrates it (in place, returned). */
export function migrateActorSystem(type: string, system: Obj): Obj {
  if (type !== "character" && type !== "npc" && type !== "vehicle") return system;
  migrateCommon(system);
  if (type === "vehicle") return system;
  migrateCreature(system);
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
