/**
 * The spells the 2024 species' lineages and legacies grant, at the character levels and with the
 * casting dnd5e's own species give them (its origins24 species' ItemGrant advancements: a cantrip
 * from level 1, a spell always prepared and cast once per long rest without a slot at 3 and 5).
 * SRD 5.2: "Intelligence, Wisdom, or Charisma is your spellcasting ability for the spells you cast
 * with this trait" — one spellAbility answer for all of them. (dnd5e's wood elf leaves the
 * ability list of Druidcraft and Pass without Trace empty, so dnd5e would not set theirs; the SRD
 * text names the chosen ability for every lineage spell, and the module follows the text.)
 */
import type { LineageSpell24Key } from "../ids";
import type { ChoiceDecl } from "../races/shared";
import type { LineageSpell24Def, SpellGrantConfig } from "./shared";

/** The spellcasting ability of the lineage's spells: Intelligence, Wisdom or Charisma. */
export const SPELL_ABILITY: ChoiceDecl = { kind: "spellAbility", pool: ["int", "wis", "cha"] };

/** A cantrip as dnd5e grants it (`preparation: ""`: the spell's own method, no uses). */
const CANTRIP: SpellGrantConfig = {};
/** Always prepared (dnd5e's `preparation: "always"`), without free casts. */
const ALWAYS: SpellGrantConfig = { method: "spell", prepared: 2 };
/** Always prepared, cast once without a slot per long rest. */
const ONCE_PER_LONG_REST: SpellGrantConfig = { ...ALWAYS, uses: { max: "1", per: "lr" } };

function spell(
  key: LineageSpell24Key,
  level: number | undefined,
  config: SpellGrantConfig,
): LineageSpell24Def {
  return { key, ...(level !== undefined ? { level } : {}), spell: config };
}

/** A lineage of the usual shape: a cantrip from level 1, a spell at 3 and one at 5. */
function lineage(
  cantrip: LineageSpell24Key,
  at3: LineageSpell24Key,
  at5: LineageSpell24Key,
): LineageSpell24Def[] {
  return [
    spell(cantrip, undefined, CANTRIP),
    spell(at3, 3, ONCE_PER_LONG_REST),
    spell(at5, 5, ONCE_PER_LONG_REST),
  ];
}

export const DROW_SPELLS = lineage("dancingLights", "faerieFire", "darkness");
export const HIGH_ELF_SPELLS = lineage("prestidigitation", "detectMagic", "mistyStep");
export const WOOD_ELF_SPELLS = lineage("druidcraft", "longstrider", "passWithoutTrace");

/** Forest gnome: Minor Illusion, and Speak with Animals always prepared, free casts = proficiency bonus. */
export const FOREST_GNOME_SPELLS: LineageSpell24Def[] = [
  spell("minorIllusion", undefined, ALWAYS),
  spell("speakWithAnimals", undefined, { ...ALWAYS, uses: { max: "@prof", per: "lr" } }),
];
/** Rock gnome: Mending and Prestidigitation. */
export const ROCK_GNOME_SPELLS: LineageSpell24Def[] = [
  spell("mending", undefined, ALWAYS),
  spell("prestidigitation", undefined, ALWAYS),
];

/** Otherworldly Presence: every tiefling knows Thaumaturgy. */
const THAUMATURGY = spell("thaumaturgy", undefined, CANTRIP);

export const ABYSSAL_SPELLS = [THAUMATURGY, ...lineage("poisonSpray", "raySickness", "holdPerson")];
/** Chthonic: dnd5e grants Chill Touch always prepared. */
export const CHTHONIC_SPELLS = [
  THAUMATURGY,
  spell("chillTouch", undefined, ALWAYS),
  spell("falseLife", 3, ONCE_PER_LONG_REST),
  spell("rayEnfeeblement", 5, ONCE_PER_LONG_REST),
];
export const INFERNAL_SPELLS = [THAUMATURGY, ...lineage("fireBolt", "hellishRebuke", "darkness")];
