/**
 * Builds the option lists of the choice dialog from plain inputs: dnd5e's config tables, what the
 * character already knows, the SRD spell index and the world's units. The flow reads those from
 * Foundry (src/foundry/drop.ts); everything here is pure.
 */
import { ANCESTRIES } from "../rules/ancestry";
import { breathArea } from "../rules/breath";
import { ARTISAN_TOOLS } from "../rules/effects";
import { formatLength, type LengthUnit } from "../rules/units";
import type { RaceDef } from "../data/races";
import type { RaceChoices } from "../rules/effects";
import {
  HALF_ELF_ABILITY_POOL,
  SECRET_LANGUAGES,
  SRD_WIZARD_CANTRIPS,
  type ChoiceOption,
  type ChoiceOptions,
} from "./choices";

/** dnd5e's `CONFIG.DND5E.languages`: a label, or a category / language with children. */
export type LanguageConfig = Readonly<Record<string, LanguageEntry>>;
export type LanguageEntry =
  string | { readonly label?: string; readonly selectable?: boolean; readonly children?: LanguageConfig };

/** One entry of the SRD spell pack's index, with the fields the flow asks for. */
export interface SpellIndexEntry {
  readonly uuid: string;
  readonly name: string;
  readonly level: number | null;
  readonly identifier: string | null;
}

export interface OptionSources {
  readonly localize: (key: string) => string;
  readonly format: (key: string, data: Record<string, string>) => string;
  readonly lang: string;
  readonly units: LengthUnit;
  /** `CONFIG.DND5E.abilities`: id → label key. */
  readonly abilityLabels: Readonly<Record<string, string>>;
  /** `CONFIG.DND5E.skills`: id → label key. */
  readonly skillLabels: Readonly<Record<string, string>>;
  readonly languages: LanguageConfig;
  /** Languages the character already speaks (prepared), before the race is added. */
  readonly knownLanguages: ReadonlySet<string>;
  /** Skills the character is already proficient in. */
  readonly proficientSkills: ReadonlySet<string>;
  /** The SRD spell pack's index (empty when the pack is missing). */
  readonly spells: readonly SpellIndexEntry[];
  /** Identifiers on dnd5e's registered wizard spell list; null when none is registered. */
  readonly wizardIdentifiers: ReadonlySet<string> | null;
}

/**
 * Every selectable language of dnd5e's tree, depth first, as [id, label key, standard]: categories
 * marked `selectable: false` are left out, a language with dialects (Primordial) is kept with them.
 */
export function flattenLanguages(config: LanguageConfig): [string, string, boolean][] {
  const out: [string, string, boolean][] = [];
  const walk = (tree: LanguageConfig, standard: boolean): void => {
    for (const [id, entry] of Object.entries(tree)) {
      if (typeof entry === "string") out.push([id, entry, standard]);
      else {
        if (entry.selectable !== false && entry.label) out.push([id, entry.label, standard]);
        if (entry.children) walk(entry.children, standard || id === "standard");
      }
    }
  };
  walk(config, false);
  return out;
}

const byLabel =
  (lang: string) =>
  (a: ChoiceOption, b: ChoiceOption): number =>
    a.label.localeCompare(b.label, lang);

export function ancestryOptions(
  sources: Pick<OptionSources, "localize" | "format" | "lang" | "units">,
): ChoiceOption[] {
  const { localize, format, lang, units } = sources;
  return ANCESTRIES.map((a) => {
    const area = breathArea(a, units);
    const hint = format(`KYNTHAETTIR.Drop.Shape.${a.shape}`, {
      damage: a.damageNameIs,
      length: formatLength(area.size, units, lang),
      width: formatLength(area.width ?? 0, units, lang),
      save: localize(`KYNTHAETTIR.Drop.Save.${a.save}`),
    });
    return { value: a.id, label: a.nameIs, hint };
  });
}

/**
 * All choice lists for `race`. Lists the race does not ask for stay empty, so nothing is gathered
 * (or shown) that is not used.
 */
export function buildChoiceOptions(race: RaceDef, sources: OptionSources): ChoiceOptions {
  const { localize, lang } = sources;
  const asks = (kind: RaceDef["choices"][number]): boolean => race.choices.includes(kind);

  const ancestry = asks("ancestry") ? ancestryOptions(sources) : [];

  const abilities = asks("abilities")
    ? HALF_ELF_ABILITY_POOL.map((id) => ({ value: id, label: localize(sources.abilityLabels[id] ?? id) }))
    : [];

  const skills = asks("skills")
    ? Object.entries(sources.skillLabels)
        .map(([id, label]) => ({
          value: id,
          label: localize(label),
          known: sources.proficientSkills.has(id),
          ...(sources.proficientSkills.has(id)
            ? { hint: localize("KYNTHAETTIR.Drop.AlreadyProficient") }
            : {}),
        }))
        .sort(byLabel(lang))
    : [];

  // The race's own fixed languages count as known: choosing one of them would give nothing.
  const ownLanguages = raceLanguages(race, {});
  const language = asks("language")
    ? flattenLanguages(sources.languages)
        .filter(
          ([id]) =>
            !SECRET_LANGUAGES.includes(id) && !sources.knownLanguages.has(id) && !ownLanguages.has(id),
        )
        .map(([id, label, standard]) => ({
          value: id,
          label: localize(label),
          ...(standard ? { preferred: true } : {}),
        }))
        .sort(byLabel(lang))
    : [];

  const tool = asks("tool")
    ? ARTISAN_TOOLS.map((id) => ({ value: id, label: localize(`KYNTHAETTIR.Drop.Tool.${id}`) }))
    : [];

  const wizard =
    sources.wizardIdentifiers && sources.wizardIdentifiers.size > 0
      ? sources.wizardIdentifiers
      : new Set(SRD_WIZARD_CANTRIPS);
  const cantrip = asks("cantrip")
    ? sources.spells
        .filter((s) => s.level === 0 && s.identifier !== null && wizard.has(s.identifier))
        .map((s) => ({ value: s.uuid, label: s.name }))
        .sort(byLabel(lang))
    : [];

  return { ancestry, abilities, skills, language, tool, cantrip };
}

/** The label of the option `value` holds, for effect names and the sheet; the value itself when unknown. */
export function optionLabel(options: readonly ChoiceOption[], value: string | undefined): string {
  if (value === undefined) return "";
  return options.find((o) => o.value === value)?.label ?? value;
}

/** Languages a race of ours gives (fixed ones and the chosen one). */
export function raceLanguages(race: RaceDef, choices: RaceChoices): Set<string> {
  const out = new Set(
    race.effects.flatMap((e) =>
      e.changes.filter((c) => c.key === "system.traits.languages.value").map((c) => c.value),
    ),
  );
  if (choices.language) out.add(choices.language);
  return out;
}

/** Skills a race of ours makes the character proficient in. */
export function raceSkills(race: RaceDef, choices: RaceChoices): Set<string> {
  const out = new Set<string>();
  for (const e of race.effects) {
    for (const c of e.changes) {
      const m = /^system\.skills\.([a-z]+)\.value$/.exec(c.key);
      if (m?.[1]) out.add(m[1]);
    }
  }
  for (const s of choices.skills ?? []) out.add(s);
  return out;
}
