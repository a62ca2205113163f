/**
 * A ChoiceWorld for the pure choice and build tests: dnd5e 5.3.3's own tables (the committed
 * fixture), the module's real strings (lang/is.json) and terms, no Foundry.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AsiMode, RaceId } from "../../src/content/ids";
import {
  ABILITIES,
  DAMAGE_TYPES,
  LANGUAGES,
  SKILLS,
  TOOLS,
  termFor,
  type TermTable,
} from "../../src/content/terms";
import type {
  ChoiceWorld,
  FeatIndexEntry,
  LabelTable,
  LanguageConfig,
  SpellIndexEntry,
} from "../../src/race/choices";
import { raceFacts, raceSourceOf, type RaceSource } from "../../src/race/source";
import { dnd5eConfig } from "../support/dnd5e-facts";
import { packRaceSource } from "../support/packs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const IS = JSON.parse(readFileSync(path.join(ROOT, "lang", "is.json"), "utf8")) as { KYNTHAETTIR: unknown };

/** One of the module's Icelandic strings, formatted as game.i18n.format would. */
export function isText(key: string, data: Readonly<Record<string, string | number>> = {}): string {
  const found = key
    .split(".")
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], IS.KYNTHAETTIR);
  if (typeof found !== "string") throw new Error(`missing KYNTHAETTIR.${key}`);
  return found.replace(/{(\w+)}/g, (m, name: string) => (name in data ? String(data[name]) : m));
}

const TERMS: Record<LabelTable, TermTable> = {
  abilities: ABILITIES,
  skills: SKILLS,
  languages: LANGUAGES,
  tools: TOOLS,
  damageTypes: DAMAGE_TYPES,
};

export const SRD_SPELLS: SpellIndexEntry[] = [
  { uuid: "Compendium.dnd5e.spells.Item.fireBolt", name: "Eldör", level: 0, identifier: "fire-bolt" },
  { uuid: "Compendium.dnd5e.spells.Item.light", name: "Ljós", level: 0, identifier: "light" },
  { uuid: "Compendium.dnd5e.spells.Item.guidance", name: "Leiðsögn", level: 0, identifier: "guidance" },
  {
    uuid: "Compendium.dnd5e.spells.Item.magicMissile",
    name: "Galdraör",
    level: 1,
    identifier: "magic-missile",
  },
];

/** dnd5e's origin feats (the feats24 fact fixture) as its compendium's index gives them. */
export const ORIGIN_FEATS: FeatIndexEntry[] = (
  JSON.parse(readFileSync(path.join(ROOT, "test", "fixtures", "dnd5e", "5.3.3", "feats24.json"), "utf8")) as {
    documents: { _id: string; name: string; system: { identifier: string } }[];
  }
).documents.map((d) => ({
  uuid: `Compendium.dnd5e.feats24.Item.${d._id}`,
  name: d.name,
  identifier: d.system.identifier,
}));

const config = dnd5eConfig("5.3.3") as unknown as { modern: Record<string, Record<string, unknown>> };

export function raceOf(id: RaceId): RaceSource {
  return raceSourceOf(packRaceSource(id))!;
}

export function choiceWorld(race: RaceSource, over: Partial<ChoiceWorld> = {}): ChoiceWorld {
  return {
    lang: "is",
    units: "m",
    asiMode: "fixed" as AsiMode,
    t: isText,
    label: (table, id) => termFor(TERMS[table], id) ?? id,
    abilityIds: ["str", "dex", "con", "int", "wis", "cha"],
    skillIds: Object.keys(config.modern["skills"]!),
    toolIds: Object.keys(config.modern["tools"]!),
    languages: config.modern["languages"] as LanguageConfig,
    abilityScores: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
    knownLanguages: new Set(),
    proficientSkills: new Set(),
    spells: SRD_SPELLS,
    originFeats: ORIGIN_FEATS,
    spellList: () => null,
    race: raceFacts(race),
    ...over,
  };
}
