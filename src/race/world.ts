/**
 * Gathers what the choices need from the world, for one actor and the race being added or
 * re-chosen: dnd5e's tables and labels (the module's own Icelandic terms in Icelandic), what the
 * character already has, its ability scores, the SRD spells and the race's own facts.
 */
import { CHOICE, type AsiMode } from "../content/ids";
import {
  ABILITIES,
  DAMAGE_TYPES,
  LANGUAGES,
  SKILLS,
  TOOLS,
  itemNameFor,
  termFor,
  type TermTable,
} from "../content/terms";
import { notify, t, userLang } from "../foundry/adapter";
import {
  abilityMaxima,
  configIds,
  dnd5eLabel,
  languageTree,
  raceUnits,
  originFeatIndex,
  spellListIdentifiers,
  srdSpellIndex,
} from "../foundry/dnd5e";
import type { ChoiceWorld, LabelTable, LanguageConfig } from "./choices/kind";
import { record } from "../rules/record";
import { languagesOf, raceFacts, skillsOf, type RaceSource } from "./source";

function stringSet(value: unknown): Set<string> {
  const list = value instanceof Set ? [...value] : Array.isArray(value) ? value : [];
  return new Set(list.filter((v): v is string => typeof v === "string"));
}

export function knownLanguages(actor: Actor5e): Set<string> {
  return stringSet(record(record(actor.system["traits"])["languages"])["value"]);
}

export function proficientSkills(actor: Actor5e): Set<string> {
  const out = new Set<string>();
  for (const [id, skill] of Object.entries(record(actor.system["skills"]))) {
    const value = record(skill)["value"];
    if (typeof value === "number" && value >= 1) out.add(id);
  }
  return out;
}

/** The character's own ability scores (its source values, before any effect). */
function baseScores(actor: Actor5e): Record<string, number> {
  const source = actor.toObject();
  const abilities = record(record(source["system"])["abilities"]);
  const out: Record<string, number> = {};
  for (const [id, data] of Object.entries(abilities)) {
    const value = Number(record(data)["value"]);
    if (Number.isFinite(value)) out[id] = value;
  }
  return out;
}

const TERMS: Readonly<Record<LabelTable, TermTable>> = {
  abilities: ABILITIES,
  skills: SKILLS,
  languages: LANGUAGES,
  tools: TOOLS,
  damageTypes: DAMAGE_TYPES,
};

/** A dnd5e id's label for this user: the module's own term in Icelandic, dnd5e's label otherwise. */
export function labelFor(table: LabelTable, id: string): string {
  if (userLang() === "is") {
    const term = termFor(TERMS[table], id);
    if (term) return term;
  }
  return dnd5eLabel(table, id) ?? id;
}

/**
 * The choices' view of the world for `actor` and `race`. `without` is the race about to be
 * replaced or re-chosen: what it gives does not count as already known.
 */
export async function gatherWorld(
  actor: Actor5e,
  race: RaceSource,
  asiMode: AsiMode,
  without?: RaceSource,
): Promise<ChoiceWorld> {
  const languages = knownLanguages(actor);
  const skills = proficientSkills(actor);
  if (without) {
    for (const l of languagesOf(without.source)) languages.delete(l);
    for (const s of skillsOf(without.source)) skills.delete(s);
  }
  const lang = userLang();
  const needsSpells = race.flags.choices.some((c) => c.kind === CHOICE.cantrip);
  const spells = needsSpells ? await srdSpellIndex() : [];
  const needsFeats = race.flags.choices.some((c) => c.kind === CHOICE.originFeat);
  const originFeats = needsFeats ? await originFeatIndex() : undefined;
  // Without dnd5e's feats the species still arrives, without the feat: the player is told once.
  if (originFeats === null) notify("warn", "Choice.originFeat.PackMissing");
  return {
    lang,
    units: raceUnits(),
    asiMode,
    t,
    label: labelFor,
    abilityIds: configIds("abilities").filter((id) =>
      ["str", "dex", "con", "int", "wis", "cha"].includes(id),
    ),
    skillIds: configIds("skills"),
    toolIds: configIds("tools"),
    languages: languageTree() as LanguageConfig,
    abilityScores: baseScores(actor),
    abilityMax: abilityMaxima(actor),
    knownLanguages: languages,
    proficientSkills: skills,
    spells: spells.map((s) => ({
      ...s,
      name: (lang === "is" && s.identifier ? itemNameFor(s.identifier) : undefined) ?? s.name,
    })),
    ...(originFeats !== undefined ? { originFeats } : {}),
    spellList: spellListIdentifiers,
    race: raceFacts(race),
  };
}
