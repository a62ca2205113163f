/**
 * The documents one drop creates: the race item with its choices baked in and its lengths in the
 * world's units, and every item it grants, all in one batch. Pure: ids, the running Foundry
 * generation and the chosen cantrip's source are passed in.
 */
import {
  featureItemSource,
  featureUuid,
  raceItemSource,
  raceUuid,
  spellItemSource,
  type JsonObject,
} from "../data/documents";
import { getFeature, getSpell } from "../data/features";
import type { GrantDef, RaceDef } from "../data/races";
import { MODULE_ID } from "../constants";
import { toV14Change, type ChangeDef, type ChoiceKind, type RaceChoices } from "../rules/effects";
import type { LengthUnit } from "../rules/units";
import { storedChoices } from "./choices";
import { isRecord as isObject } from "./shared";

/** Marks the cantrip spell among the granted items (it is chosen, not a fixed feature). */
export const CANTRIP_GRANT_KEY = "cantripSpell";

export interface BuildInput {
  readonly race: RaceDef;
  readonly choices: RaceChoices;
  readonly units: LengthUnit;
  /** Pre-generated id of the race item, so the grants can name it before it exists. */
  readonly raceItemId: string;
  /** The character's level: grants from a higher level wait until it is reached. */
  readonly level: number;
  /** `game.release.generation`: the shape effects are written in. */
  readonly generation: number;
  readonly newId: () => string;
  /** The chosen cantrip's source (the SRD spell's `toObject()`), when the race asks for one. */
  readonly cantrip?: Readonly<Record<string, unknown>> | null;
  /** Localized labels of the answers, shown in the filled effects' names. */
  readonly choiceLabels?: Readonly<Partial<Record<ChoiceKind, string>>>;
  /** What the dropped document carried that the module keeps (its name, image, description, source). */
  readonly dropped?: {
    readonly name?: string;
    readonly img?: string;
    readonly description?: string;
    readonly compendiumSource?: string;
  };
}

type Source = Record<string, unknown>;

function stripKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripKeys);
  if (!isObject(value)) return value;
  const out: Source = {};
  for (const [k, v] of Object.entries(value)) if (k !== "_key") out[k] = stripKeys(v);
  return out;
}

/**
 * One effect's source in the running generation's shape: V13 keeps `changes[].mode`; V14 stores
 * `system.changes[]` with a string `type` and a `phase` (Foundry issue #13740). Every effect the
 * module writes at run time passes through here.
 */
export function effectForGeneration(effect: Readonly<Source>, generation: number): Source {
  if (generation < 14) return { ...effect };
  const { changes, ...rest } = effect;
  const list = Array.isArray(changes) ? (changes as ChangeDef[]) : [];
  const system = isObject(rest["system"]) ? rest["system"] : {};
  return { ...rest, system: { ...system, changes: list.map(toV14Change) } };
}

/** The update that sets an existing effect's changes, in the running generation's shape. */
export function changesUpdateForGeneration(changes: readonly ChangeDef[], generation: number): Source {
  const plain = changes.map((c) => ({
    key: c.key,
    mode: c.mode,
    value: c.value,
    priority: c.priority ?? null,
  }));
  return generation < 14 ? { changes: plain } : { "system.changes": changes.map(toV14Change) };
}

/** The name a filled choice effect gets: "Aukatungumál (Risamál)". */
export function choiceEffectName(baseName: string, label: string | undefined): string {
  return label ? `${baseName} (${label})` : baseName;
}

export function buildRaceItemData(input: BuildInput): Source {
  const { race, choices, units, raceItemId, generation, choiceLabels = {}, dropped = {} } = input;
  const source = stripKeys(raceItemSource(race, units, choices)) as Source;
  source["_id"] = raceItemId;
  if (dropped.name) source["name"] = dropped.name;
  if (dropped.img) source["img"] = dropped.img;
  if (dropped.description !== undefined && isObject(source["system"])) {
    const system = source["system"];
    system["description"] = {
      ...(isObject(system["description"]) ? system["description"] : {}),
      value: dropped.description,
    };
  }
  const effects = Array.isArray(source["effects"]) ? (source["effects"] as Source[]) : [];
  source["effects"] = effects.map((effect) => {
    const def = race.effects.find((e) => e.id === effect["_id"]);
    const named =
      def?.choice && effect["disabled"] === false
        ? { ...effect, name: choiceEffectName(def.nameIs, choiceLabels[def.choice]) }
        : effect;
    return effectForGeneration(named, generation);
  });
  const flags = isObject(source["flags"]) ? source["flags"] : {};
  const own = isObject(flags[MODULE_ID]) ? flags[MODULE_ID] : {};
  flags[MODULE_ID] = { ...own, choices: storedChoices(choices), units };
  source["flags"] = flags;
  source["_stats"] = { compendiumSource: dropped.compendiumSource ?? raceUuid(race) };
  return source;
}

function grantFlags(raceItemId: string, key: string, level: number | undefined): JsonObject {
  const flags: JsonObject = { grantedBy: raceItemId, grantKey: key };
  if (level !== undefined) flags["grantLevel"] = level;
  return flags;
}

/** One granted feature or spell, owned by the race item through `flags.kynthaettir.grantedBy`. */
export function buildGrantData(input: BuildInput, grant: GrantDef): Source {
  const { choices, units, raceItemId, newId } = input;
  const def = grant.kind === "feature" ? getFeature(grant.key) : getSpell(grant.key);
  const raw =
    grant.kind === "feature"
      ? featureItemSource(
          grant.key,
          grant.key === "breathWeapon" ? { ancestry: choices.ancestry, units } : { units },
        )
      : spellItemSource(getSpell(grant.key), units);
  const source = stripKeys(raw) as Source;
  source["_id"] = newId();
  const flags = isObject(source["flags"]) ? source["flags"] : {};
  const own = isObject(flags[MODULE_ID]) ? flags[MODULE_ID] : {};
  flags[MODULE_ID] = { ...own, ...grantFlags(raceItemId, grant.key, grant.level) };
  source["flags"] = flags;
  source["_stats"] = { compendiumSource: featureUuid(def.id) };
  return source;
}

/**
 * The chosen wizard cantrip as the High Elf knows it: innate, always available, Intelligence as
 * its spellcasting ability (as dnd5e's own High Elf configures it), linked to its SRD source.
 */
export function buildCantripData(
  input: BuildInput,
  spell: Readonly<Record<string, unknown>>,
  uuid: string,
): Source {
  const source = JSON.parse(JSON.stringify(spell)) as Source;
  delete source["folder"];
  delete source["sort"];
  delete source["ownership"];
  source["_id"] = input.newId();
  const system = isObject(source["system"]) ? source["system"] : {};
  system["ability"] = "int";
  system["method"] = "innate";
  system["prepared"] = 2;
  system["sourceItem"] = `race:${input.race.id}`;
  source["system"] = system;
  const flags = isObject(source["flags"]) ? source["flags"] : {};
  const own = isObject(flags[MODULE_ID]) ? flags[MODULE_ID] : {};
  flags[MODULE_ID] = {
    ...own,
    ...grantFlags(input.raceItemId, CANTRIP_GRANT_KEY, undefined),
    choice: "cantrip",
  };
  source["flags"] = flags;
  const stats = isObject(source["_stats"]) ? source["_stats"] : {};
  source["_stats"] = {
    compendiumSource: typeof stats["compendiumSource"] === "string" ? stats["compendiumSource"] : uuid,
  };
  return source;
}

/** The grants due at `level` (the race's level-gated spells only once the level is reached). */
export function grantsAtLevel(race: RaceDef, level: number): GrantDef[] {
  return race.grants.filter((g) => (g.level ?? 0) <= level);
}

/** Everything one drop creates, in one array for one `createEmbeddedDocuments` call: race first. */
export function buildRaceDocuments(input: BuildInput): Source[] {
  const docs = [buildRaceItemData(input)];
  for (const grant of grantsAtLevel(input.race, input.level)) docs.push(buildGrantData(input, grant));
  if (input.race.choices.includes("cantrip") && input.cantrip && input.choices.cantrip) {
    docs.push(buildCantripData(input, input.cantrip, input.choices.cantrip));
  }
  return docs;
}
