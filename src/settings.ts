/**
 * The module's settings: registration (at `init`), typed reads, and the one notice about the unit
 * setting. Keys come from SETTING_KEYS.
 */
import { ASI_MODES, SETTING_KEYS, isOneOf, type AsiMode } from "./content/ids";
import {
  getSetting,
  getSystemSetting,
  isActiveGM,
  notify,
  registerMenuAction,
  registerSetting,
  setSetting,
  userLang,
} from "./foundry/adapter";
import { worldLengthUnit } from "./foundry/dnd5e";
import { runDetached } from "./foundry/flows";

export type BreathAutomation = "off" | "saves" | "damage";
export type LengthUnitsSetting = "auto" | "m" | "ft";

const choices = (prefix: string, values: readonly string[]): Record<string, string> =>
  Object.fromEntries(values.map((v) => [v, `KYNTHAETTIR.Settings.${prefix}.${v}`]));

/** dnd5e's rules version: "modern" (2024) or "legacy" (2014); dnd5e's own default is modern. */
export function rulesVersion(): "modern" | "legacy" {
  try {
    return getSystemSetting<string>("rulesVersion") === "legacy" ? "legacy" : "modern";
  } catch {
    return "modern";
  }
}

/**
 * The default increase mode follows dnd5e's rules version: the SRD's fixed increases for legacy
 * worlds; none for modern (2024) worlds, where backgrounds give them (the GM is asked on `ready`).
 */
export function defaultAsiMode(): AsiMode {
  return rulesVersion() === "legacy" ? "fixed" : "none";
}

/** The settings' buttons and the setting changes the module reacts to, registered with the settings. */
export interface SettingActions {
  readonly onAsiModeChanged: () => void;
  readonly applyAsiModeToWorld: () => unknown;
  readonly selfCheck: () => unknown;
}

/** A settings button's action, run detached: an unexpected failure is one notice, not an unhandled rejection. */
function detached(action: () => unknown): () => unknown {
  return () => runDetached(async () => action(), "Settings.MenuFailed");
}

export function registerSettings(actions?: SettingActions): void {
  registerSetting(SETTING_KEYS.breathAutomation, {
    name: "KYNTHAETTIR.Settings.BreathAutomation.Name",
    hint: "KYNTHAETTIR.Settings.BreathAutomation.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "damage",
    choices: choices("BreathAutomation", ["off", "saves", "damage"]),
  });
  registerSetting(SETTING_KEYS.lengthUnits, {
    name: "KYNTHAETTIR.Settings.LengthUnits.Name",
    hint: "KYNTHAETTIR.Settings.LengthUnits.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "auto",
    choices: choices("LengthUnits", ["auto", "m", "ft"]),
  });
  registerSetting(SETTING_KEYS.asiMode, {
    name: "KYNTHAETTIR.Settings.AsiMode.Name",
    hint: "KYNTHAETTIR.Settings.AsiMode.Hint",
    scope: "world",
    config: true,
    type: String,
    default: defaultAsiMode(),
    choices: choices("AsiMode", ASI_MODES),
    ...(actions ? { onChange: actions.onAsiModeChanged } : {}),
  });
  if (actions) {
    registerMenuAction(
      "applyAsiMode",
      {
        name: "KYNTHAETTIR.Settings.ApplyAsiMode.Name",
        label: "KYNTHAETTIR.Settings.ApplyAsiMode.Label",
        hint: "KYNTHAETTIR.Settings.ApplyAsiMode.Hint",
        icon: "fa-solid fa-users-gear",
        restricted: true,
      },
      detached(actions.applyAsiModeToWorld),
    );
    registerMenuAction(
      "selfCheck",
      {
        name: "KYNTHAETTIR.Settings.SelfCheck.Name",
        label: "KYNTHAETTIR.Settings.SelfCheck.Label",
        hint: "KYNTHAETTIR.Settings.SelfCheck.Hint",
        icon: "fa-solid fa-stethoscope",
        restricted: true,
      },
      detached(actions.selfCheck),
    );
  }
  registerSetting(SETTING_KEYS.asiModeAsked, {
    name: "KYNTHAETTIR.Settings.AsiMode.Name",
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
  });
  registerSetting(SETTING_KEYS.tokenVision, {
    name: "KYNTHAETTIR.Settings.TokenVision.Name",
    hint: "KYNTHAETTIR.Settings.TokenVision.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  registerSetting(SETTING_KEYS.unitsNoticeShown, {
    name: "KYNTHAETTIR.Settings.LengthUnits.Name",
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
  });
  registerSetting(SETTING_KEYS.species24NoticeShown, {
    name: "KYNTHAETTIR.Pack.Species24",
    scope: "world",
    config: false,
    type: Boolean,
    default: false,
  });
}

function read<T>(key: string, fallback: T): T | unknown {
  try {
    return getSetting<unknown>(key);
  } catch {
    // Not registered (a world without the module's init).
    return fallback;
  }
}

/** How racial ability score increases apply in this world, read when asked (a confirm reads it anew). */
export function currentAsiMode(): AsiMode {
  const value = read(SETTING_KEYS.asiMode, defaultAsiMode());
  return isOneOf(ASI_MODES, value) ? value : defaultAsiMode();
}

/** Whether the GM turned on racial darkvision for tokens (dnd5e 5.3; dnd5e 6 does it itself). */
export function tokenVisionEnabled(): boolean {
  return read(SETTING_KEYS.tokenVision, false) === true;
}

/** The world's breath automation setting as stored. */
export function breathAutomationSetting(): BreathAutomation {
  const value = read(SETTING_KEYS.breathAutomation, "damage");
  return value === "off" || value === "saves" ? value : "damage";
}

/**
 * An Icelandic table on feet: the races are written in metres, and the module converts them when
 * they are added. The active GM is told once how the module's unit setting works.
 */
export function unitsNoticeOnce(): void {
  if (!isActiveGM() || userLang() !== "is" || worldLengthUnit() !== "ft") return;
  if (getSetting(SETTING_KEYS.lengthUnits) !== "auto" || getSetting<boolean>(SETTING_KEYS.unitsNoticeShown))
    return;
  notify("info", "Notify.UnitsOnFeet");
  void setSetting(SETTING_KEYS.unitsNoticeShown, true);
}
