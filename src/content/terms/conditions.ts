/**
 * Icelandic terms for conditions and damage. Keyed by `CONFIG.DND5E.conditionTypes`,
 * `damageTypes` and `healingTypes` ids (5.3.3; the 6.x key sets are the same). Source marks as in
 * `index.ts`.
 */
import type { TermTable } from "./lookup";

/**
 * Every `conditionTypes` id: the 15 rule conditions (G/P) and the "pseudo" statuses dnd5e lists
 * beside them. Sjúkur (diseased) is P; the other pseudo statuses are C, each the plain Icelandic
 * word for the state, as an adjective where English has one (Blæðandi, Brennandi, Bölvaður,
 * Fallandi, Þaggaður, Óviðbúinn — surprised, caught unready —, Hamskiptur — transformed, the
 * shape-change word of the sagas) and the medical noun where English has a noun (Ofþornun,
 * Vannæring, Köfnun).
 */
export const CONDITIONS = {
  bleeding: "Blæðandi",
  blinded: "Blindur",
  burning: "Brennandi",
  charmed: "Heillaður",
  cursed: "Bölvaður",
  dehydration: "Ofþornun",
  deafened: "Heyrnarlaus",
  diseased: "Sjúkur",
  exhaustion: "Örmögnun",
  falling: "Fallandi",
  frightened: "Óttasleginn",
  grappled: "Í taki",
  incapacitated: "Óvígur",
  invisible: "Ósýnilegur",
  malnutrition: "Vannæring",
  paralyzed: "Lamaður",
  petrified: "Steinrunninn",
  poisoned: "Eitraður",
  prone: "Á grúfu",
  restrained: "Fjötraður",
  silenced: "Þaggaður",
  stunned: "Vankaður",
  suffocation: "Köfnun",
  surprised: "Óviðbúinn",
  transformed: "Hamskiptur",
  unconscious: "Meðvitundarlaus",
} as const satisfies TermTable;
export type ConditionId = keyof typeof CONDITIONS;

/**
 * `damageTypes`, uniformly "-skaði" (P): the glossary's stems (sýra, kuldi, eldur, elding, eitur,
 * högg-, stungu-, kraft-, ná-, geisla-, þrumu-) plus Skurðskaði for slashing ("lag" reads as a
 * thrust) and Hugarskaði for psychic.
 */
export const DAMAGE_TYPES = {
  acid: "Sýruskaði",
  bludgeoning: "Höggskaði",
  cold: "Kuldaskaði",
  fire: "Eldskaði",
  force: "Kraftskaði",
  lightning: "Eldingarskaði",
  necrotic: "Náskaði",
  piercing: "Stunguskaði",
  poison: "Eiturskaði",
  psychic: "Hugarskaði",
  radiant: "Geislaskaði",
  slashing: "Skurðskaði",
  thunder: "Þrumuskaði",
} as const satisfies TermTable;
export type DamageTypeId = keyof typeof DAMAGE_TYPES;

/**
 * `healingTypes` (`label`): hit points = heilsa (G); Tímabundin heilsa and Hámarksheilsa are C,
 * compounds of it.
 */
export const HEALING_TYPES = {
  healing: "Heilsa",
  temphp: "Tímabundin heilsa",
  maximum: "Hámarksheilsa",
} as const satisfies TermTable;
export type HealingTypeId = keyof typeof HEALING_TYPES;

/**
 * `healingTypes` short labels (`labelShort`: "Healing", "Temp HP", "Max HP"). C: Græðsla (healing,
 * not Lækningar, which is the Medicine skill); the others shortened from `HEALING_TYPES`.
 */
export const HEALING_TYPES_SHORT = {
  healing: "Græðsla",
  temphp: "Tímab. heilsa",
  maximum: "Hámarksh.",
} as const satisfies TermTable<HealingTypeId>;
