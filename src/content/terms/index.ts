/**
 * THE place for the Icelandic terms of dnd5e's concepts, keyed by dnd5e id: the packs' text, the
 * module's dialogs and `lang/is.json` (written from these tables by `npm run lang:generate`) all
 * use these words, one term per concept. Pure: no Foundry globals, no imports from other src
 * folders.
 *
 * Sources, marked on each table: G = the project's glossary's fixed terms or the race chapter
 * (the d20.is wording); P = the glossary's proposed list for the rest of dnd5e's labels; C = coined
 * here in the d20.is style where neither has a term (each file says why).
 *
 * Tables whose ids dnd5e labels through i18n keys (abilities, skills, languages, conditions,
 * damage and healing types, movement, senses, sizes, creature types, tool categories, weapon
 * proficiencies, rests, spell schools and levels, action types) and the sheet's own labels
 * (`SHEET_LABELS`, keyed by dnd5e's i18n key) go into lang/is.json; tools, weapons and spells are
 * dnd5e compendium items with English names, looked up by `itemNameFor(identifier)`.
 */
export { termFor, termIds, termOr, type TermTable } from "./lookup";
export {
  ABILITIES,
  ABILITY_ABBREVIATIONS,
  CREATURE_TYPES,
  CREATURE_TYPE_PLURALS,
  MOVEMENT_TYPES,
  RECOVERY_PERIODS,
  RESTS,
  RULE_WORDS,
  SENSES,
  SIZES,
  SKILLS,
  type AbilityId,
  type CreatureTypeId,
  type MovementTypeId,
  type RestId,
  type SenseId,
  type SizeId,
  type SkillId,
} from "./character";
export {
  CONDITIONS,
  DAMAGE_TYPES,
  HEALING_TYPES,
  HEALING_TYPES_SHORT,
  type ConditionId,
  type DamageTypeId,
  type HealingTypeId,
} from "./conditions";
export { LANGUAGES, LANGUAGE_CATEGORIES, type LanguageCategoryId, type LanguageId } from "./languages";
export {
  TOOLS,
  TOOL_CATEGORIES,
  TOOL_IDENTIFIERS,
  WEAPONS,
  WEAPON_IDENTIFIERS,
  WEAPON_PROFICIENCIES,
  type ToolCategoryId,
  type ToolId,
  type WeaponId,
  type WeaponProficiencyId,
} from "./equipment";
export {
  ITEM_ACTION_TYPES,
  SPELL_LEVELS,
  SPELL_SCHOOLS,
  type ItemActionTypeId,
  type SpellSchoolId,
} from "./magic";
export { SHEET_LABELS } from "./sheet";
export { ITEM_NAMES, LEGACY_ITEM_NAMES, SPELLS, itemNameFor, type SpellIdentifier } from "./items";
