import { registerSetting } from "./foundry/adapter";

/** Setting keys, registered under the module id. */
export const SETTINGS = {
  /** What the breath weapon automates after the area is placed. */
  breathAutomation: "breathAutomation",
  /** Units for races and breath areas: follow dnd5e's world setting, or force metres or feet. */
  lengthUnits: "lengthUnits",
} as const;

export type BreathAutomation = "off" | "saves" | "damage";
export type LengthUnitsSetting = "auto" | "m" | "ft";

export function registerSettings(): void {
  registerSetting(SETTINGS.breathAutomation, {
    name: "KYNTHAETTIR.Settings.BreathAutomation.Name",
    hint: "KYNTHAETTIR.Settings.BreathAutomation.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "damage",
    choices: {
      off: "KYNTHAETTIR.Settings.BreathAutomation.Off",
      saves: "KYNTHAETTIR.Settings.BreathAutomation.Saves",
      damage: "KYNTHAETTIR.Settings.BreathAutomation.Damage",
    },
  });
  registerSetting(SETTINGS.lengthUnits, {
    name: "KYNTHAETTIR.Settings.LengthUnits.Name",
    hint: "KYNTHAETTIR.Settings.LengthUnits.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "auto",
    choices: {
      auto: "KYNTHAETTIR.Settings.LengthUnits.Auto",
      m: "KYNTHAETTIR.Settings.LengthUnits.Metres",
      ft: "KYNTHAETTIR.Settings.LengthUnits.Feet",
    },
  });
}
