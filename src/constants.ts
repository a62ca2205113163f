/** One id for settings, flags, the socket, hook names and the compendium collections. */
export const MODULE_ID = "kynthaettir";
/** Root of every i18n key the module shows. */
export const I18N_ROOT = "KYNTHAETTIR";
export const SOCKET_NAME = `module.${MODULE_ID}`;

export const SUPPORTED_SYSTEM = "dnd5e";
export const MIN_SYSTEM_VERSION = "5.3.0";
export const MIN_CORE_GENERATION = 13;

/** Hooks this module calls; other modules and macros listen to them. */
export const HOOKS = {
  /** `Hooks.callAll("kynthaettir.ready", api)` once the API is published. */
  ready: `${MODULE_ID}.ready`,
  /** `Hooks.call("kynthaettir.preBreathWeapon", actor, context)`; returning false cancels the breath. */
  preBreathWeapon: `${MODULE_ID}.preBreathWeapon`,
  /** `Hooks.callAll("kynthaettir.breathWeapon", actor, result)` after saves and damage. */
  breathWeapon: `${MODULE_ID}.breathWeapon`,
  /** `Hooks.callAll("kynthaettir.raceApplied", actor, raceItem, choices)` after a race is set up. */
  raceApplied: `${MODULE_ID}.raceApplied`,
  /** `Hooks.callAll("kynthaettir.raceRemoved", actor, raceId)` after a race and its grants are gone. */
  raceRemoved: `${MODULE_ID}.raceRemoved`,
} as const;

export const PACKS = {
  races: `${MODULE_ID}.races`,
  features: `${MODULE_ID}.race-features`,
  macros: `${MODULE_ID}.macros`,
  rules: `${MODULE_ID}.rules`,
  tables: `${MODULE_ID}.tables`,
} as const;

export function i18nKey(key: string): string {
  return `${I18N_ROOT}.${key}`;
}
