/**
 * One interface every kind of race choice implements (as dnd5e's advancement types each implement
 * one class): the options it offers from the world, reading a form and a stored flag, validation,
 * the preset, the changes of its pending effect, its label and its section of the dialog. Races
 * declare their choices as data (`{ kind, pool, count }`); adding a kind is one file that calls
 * `registerChoiceKind`, plus its strings under `KYNTHAETTIR.Choice.<kind>`.
 *
 * Pure: the world is read by the flow (src/race/world.ts) and handed in as plain values.
 */
import type { AsiMode } from "../../content/ids";
import type { ChoiceDecl as DeclarationOf } from "../../content/races/shared";
import type { ChangeDef } from "../../effects/changes";
import type { AbilityIncrease } from "../../rules/ability-caps";
import type { LengthUnit } from "../../rules/units";

/** A declaration as a race document stores it: of any registered kind, a homebrew one included. */
export type ChoiceDecl = DeclarationOf<string>;

/** An answer: one value, or one per pick in order. */
export type Answer = string | readonly string[];

/** Every answer of a race, by kind (`flags.kynthaettir.answers`). */
export type Answers = Readonly<Record<string, Answer>>;

export interface ChoiceOption {
  /** The stored value: an ancestry / ability / skill / language / tool id, or a spell UUID. */
  readonly value: string;
  /** Already localized; escaped when it goes into HTML. */
  readonly label: string;
  /** Extra text shown beside the label (damage type and area, "already proficient" …). */
  readonly hint?: string;
  /** The character already has this: offered, but not preselected. */
  readonly known?: boolean;
  /** Preselected before the others (a standard language before a rare one). */
  readonly preferred?: boolean;
}

/** dnd5e's `CONFIG.DND5E.languages`: a label, or a category / language with children. */
export type LanguageConfig = Readonly<Record<string, LanguageEntry>>;
export type LanguageEntry =
  string | { readonly label?: string; readonly selectable?: boolean; readonly children?: LanguageConfig };

/** One entry of a spell compendium's index, with the fields the flow asks for. */
export interface SpellIndexEntry {
  readonly uuid: string;
  readonly name: string;
  readonly level: number | null;
  readonly identifier: string | null;
}

/** One origin feat of dnd5e's `feats24` compendium's index (the pool of the 2024 human's Versatile). */
export interface FeatIndexEntry {
  readonly uuid: string;
  readonly name: string;
  readonly identifier: string | null;
}

/** What the race being added holds that choices depend on, read from its document. */
export interface RaceFacts {
  /** Languages its effects give without a choice. */
  readonly languages: ReadonlySet<string>;
  /** Its fixed ability increases (the SRD +2/+1), as the document's effects hold them. */
  readonly increases: readonly { readonly ability: string; readonly value: number }[];
  /** How many +1s its `abilities` choices give (the half-elf's two), for flexible increases. */
  readonly pickedIncreases: number;
}

/** dnd5e tables whose labels the choices show. */
export type LabelTable = "abilities" | "skills" | "languages" | "tools" | "damageTypes";

/**
 * The world as the choices see it, gathered by the flow for one actor and race. Labels are already
 * in the user's language; nothing here reads Foundry.
 */
export interface ChoiceWorld {
  readonly lang: string;
  readonly units: LengthUnit;
  readonly asiMode: AsiMode;
  /** One of the module's strings (key under `KYNTHAETTIR.`). */
  t(key: string, data?: Readonly<Record<string, string | number>>): string;
  /** A dnd5e id's label in the user's language (the module's own term in Icelandic). */
  label(table: LabelTable, id: string): string;
  readonly abilityIds: readonly string[];
  readonly skillIds: readonly string[];
  readonly toolIds: readonly string[];
  readonly languages: LanguageConfig;
  /** The character's ability scores before racial increases (its own source values). */
  readonly abilityScores: Readonly<Record<string, number>>;
  /** Each ability's maximum as dnd5e prepared it (`abilities.<id>.max`); 20 where absent. */
  readonly abilityMax?: Readonly<Record<string, number>>;
  /** Languages the character already speaks, not counting the race being replaced. */
  readonly knownLanguages: ReadonlySet<string>;
  /** Skills the character is already proficient in, not counting the race being replaced. */
  readonly proficientSkills: ReadonlySet<string>;
  /** Spells the cantrip choice may offer (an index of dnd5e's SRD spells), empty without it. */
  readonly spells: readonly SpellIndexEntry[];
  /**
   * The origin feats of dnd5e's `feats24` compendium, read when a choice asks for them; null when the
   * world has no such compendium, absent when nothing asked.
   */
  readonly originFeats?: readonly FeatIndexEntry[] | null;
  /** Identifiers on a registered class spell list, or null when none is registered. */
  spellList(list: string): ReadonlySet<string> | null;
  readonly race: RaceFacts;
}

/** One select of a dialog section. */
export interface SelectField {
  readonly name: string;
  readonly label: string;
  readonly options: readonly { value: string; label: string; selectedAttr: string }[];
}

/** A table of radio rows (the draconic ancestry). */
export interface RadioTable {
  readonly name: string;
  readonly columns: readonly string[];
  /** Each row carries its input's name and id: the template reads no parent context. */
  readonly rows: readonly {
    name: string;
    inputId: string;
    value: string;
    label: string;
    hint: string;
    checkedAttr: string;
  }[];
}

/** What the choice dialog's template shows for one declaration. */
export interface DialogSection {
  readonly kind: string;
  readonly legend: string;
  readonly hint: string;
  readonly selects: readonly SelectField[];
  readonly table: RadioTable | null;
  /** Shown instead of the fields when there is nothing to choose from. */
  readonly empty: string;
}

/** What a granted item of the race gets from an answer (the ancestry's breath weapon). */
export interface GrantPatch {
  /** Fields of each of the item's save activities (the 2024 breath has two), as dotted paths relative to it. */
  readonly activity?: Readonly<Record<string, unknown>>;
  /** Keys under the item's `flags.kynthaettir`. */
  readonly flags?: Readonly<Record<string, unknown>>;
  /**
   * Fields of the item's `system` (dotted paths) when it is a spell the race grants with a spell
   * configuration (the lineage spells' ability); other items ignore them.
   */
  readonly spell?: Readonly<Record<string, unknown>>;
}

export interface ChoiceKind {
  readonly id: string;
  /** Whether the declaration is asked at all in this world (ability increases follow the table's mode). */
  isActive(decl: ChoiceDecl, world: ChoiceWorld): boolean;
  options(decl: ChoiceDecl, world: ChoiceWorld): ChoiceOption[];
  /** The answer in the dialog's form fields; undefined when missing or malformed. */
  parse(decl: ChoiceDecl, form: Readonly<Record<string, unknown>>, world: ChoiceWorld): Answer | undefined;
  /** The answer stored in the race item's flags, narrowed; undefined when malformed. */
  read(decl: ChoiceDecl, stored: unknown, world: ChoiceWorld): Answer | undefined;
  /** Problems (i18n keys under `KYNTHAETTIR.`) that block the answer; empty when it can be written. */
  validate(
    decl: ChoiceDecl,
    answer: Answer | undefined,
    options: readonly ChoiceOption[],
    world: ChoiceWorld,
  ): string[];
  /** The preselected answer: `previous` where still valid, else a sensible first pick. */
  preset(
    decl: ChoiceDecl,
    options: readonly ChoiceOption[],
    previous: Answer | undefined,
    world: ChoiceWorld,
  ): Answer | undefined;
  /** The changes its pending effect gets (empty for a kind that grants an item instead). */
  changes(decl: ChoiceDecl, answer: Answer, world: ChoiceWorld): ChangeDef[];
  /** The racial ability increases the answer gives, whole (before each ability's maximum cuts them). */
  increases?(decl: ChoiceDecl, answer: Answer, world: ChoiceWorld): AbilityIncrease[];
  /** The answer in words, for the filled effect's name ("Aukatungumál (Risamál)"). */
  label(decl: ChoiceDecl, answer: Answer, options: readonly ChoiceOption[], world: ChoiceWorld): string;
  section(
    decl: ChoiceDecl,
    options: readonly ChoiceOption[],
    answer: Answer | undefined,
    world: ChoiceWorld,
  ): DialogSection;
  /** A document the answer grants as an item (the cantrip's UUID), if any. */
  grantedItem?(decl: ChoiceDecl, answer: Answer): string | null;
  /** What a granted item of the race takes from the answer, by the item's grant key. */
  grantPatch?(decl: ChoiceDecl, answer: Answer, grantKey: string, units: LengthUnit): GrantPatch | null;
}

const REGISTRY = new Map<string, ChoiceKind>();

/** Adds a kind; a later registration of the same id replaces the earlier (a homebrew override). */
export function registerChoiceKind(kind: ChoiceKind): void {
  REGISTRY.set(kind.id, kind);
}

export function choiceKind(id: string): ChoiceKind | undefined {
  return REGISTRY.get(id);
}

export function registeredKinds(): string[] {
  return [...REGISTRY.keys()];
}

/** An answer's values as a list (one-value kinds store a plain string). */
export function valuesOf(answer: Answer | undefined): readonly string[] {
  if (answer === undefined) return [];
  return typeof answer === "string" ? [answer] : answer;
}

export function countOf(decl: ChoiceDecl): number {
  const n = decl.count ?? 1;
  return Number.isInteger(n) && n > 0 ? n : 1;
}
