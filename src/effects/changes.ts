/**
 * Active-effect changes as the module's content declares them (Foundry V13's shape: a numeric
 * `mode`), and the builders races use. Pack sources are stored in this shape, as dnd5e 5.3.3
 * ships its own packs; src/effects/shape.ts puts them in the running generation's shape.
 */
export const CUSTOM = 0;
export const MULTIPLY = 1;
export const ADD = 2;
export const DOWNGRADE = 3;
export const UPGRADE = 4;
export const OVERRIDE = 5;
export type ChangeMode = 0 | 1 | 2 | 3 | 4 | 5;

/** A change in Foundry V13's shape. `priority` defaults to mode × 10 when absent. */
export interface ChangeDef {
  readonly key: string;
  readonly mode: ChangeMode;
  readonly value: string;
  readonly priority?: number | null;
}

export const ABILITY_KEY = /^system\.abilities\.([a-z]{3})\.value$/;
export const LANGUAGE_KEY = "system.traits.languages.value";
export const SKILL_KEY = /^system\.skills\.([a-z]+)\.value$/;

export const ability = (id: string, value: number): ChangeDef => ({
  key: `system.abilities.${id}.value`,
  mode: ADD,
  value: String(value),
});
export const language = (id: string): ChangeDef => ({ key: LANGUAGE_KEY, mode: ADD, value: id });
export const weapon = (id: string): ChangeDef => ({
  key: "system.traits.weaponProf.value",
  mode: ADD,
  value: id,
});
export const resist = (id: string): ChangeDef => ({ key: "system.traits.dr.value", mode: ADD, value: id });
export const skill = (id: string): ChangeDef => ({
  key: `system.skills.${id}.value`,
  mode: UPGRADE,
  value: "1",
});
export const tool = (id: string): ChangeDef => ({
  key: `system.tools.${id}.value`,
  mode: UPGRADE,
  value: "1",
});
export const size = (id: "sm" | "med" | "lg"): ChangeDef => ({
  key: "system.traits.size",
  mode: OVERRIDE,
  value: id,
});
export const flag = (
  id: string,
  value = "true",
  mode: typeof ADD | typeof OVERRIDE = OVERRIDE,
): ChangeDef => ({
  key: `flags.dnd5e.${id}`,
  mode,
  value,
});

/** The ability and size of each ability-score increase among `changes` (ADD on `abilities.<id>.value`). */
export function abilityIncreases(changes: readonly ChangeDef[]): { ability: string; value: number }[] {
  const out: { ability: string; value: number }[] = [];
  for (const change of changes) {
    const match = ABILITY_KEY.exec(change.key);
    const value = Number(change.value);
    if (match?.[1] && change.mode === ADD && Number.isFinite(value) && value !== 0) {
      out.push({ ability: match[1], value });
    }
  }
  return out;
}
