/**
 * The core and dnd5e settings a world holds before any module registers its own: the ones the
 * module reads (units, rules version, advancements, message mode, cone shape, permissions, dnd5e
 * 6's sense-vision sync), registered as Foundry and dnd5e register them on each stack
 * (dnd5e module/settings.mjs; Foundry's core settings, V14's `messageMode` with `rollMode` as its
 * deprecated alias, F5.4).
 */
import { MESSAGE_MODES, MESSAGE_TO_ROLL_MODE, toMessageMode } from "./chat";
import type { ClientSettings, SettingConfig } from "./settings";
import type { StackFeatures } from "./stacks";

export interface WorldSettingsOptions {
  readonly metric: boolean;
  readonly rulesVersion: string;
  readonly features: StackFeatures;
  /** dnd5e 6's senseVisionSync re-prepares every actor when it changes. */
  readonly reprepareActors: () => void;
}

export function registerWorldSettings(settings: ClientSettings, opts: WorldSettingsOptions): void {
  const { metric, rulesVersion, features, reprepareActors } = opts;
  const shown = (ns: string, key: string, type: unknown, value: unknown, more: SettingConfig = {}): void =>
    settings.register(ns, key, { scope: "world", config: true, type, default: value, ...more });
  const name = "SETTINGS.DND5E.METRIC.LengthUnits.Name";
  shown("dnd5e", "metricLengthUnits", Boolean, metric, { name });
  shown("dnd5e", "metricWeightUnits", Boolean, false);
  shown("dnd5e", "metricVolumeUnits", Boolean, false);
  shown("dnd5e", "rulesVersion", String, rulesVersion, {
    choices: { modern: "SETTINGS.DND5E.RULESVERSION.Modern", legacy: "SETTINGS.DND5E.RULESVERSION.Legacy" },
    requiresReload: true,
  });
  shown("dnd5e", "proficiencyModifier", String, "bonus", { choices: { bonus: "", dice: "" } });
  for (const key of ["disableAdvancements", "honorScore", "sanityScore"]) shown("dnd5e", key, Boolean, false);
  if (features.messageModes) {
    const choices = Object.fromEntries(Object.entries(MESSAGE_MODES).map(([k, v]) => [k, v.label]));
    // V14: `messageMode`; `rollMode` is a deprecated alias of it (F5.4).
    shown("core", "messageMode", String, "public", { scope: "client", choices });
    settings.registerAlias("core", "rollMode", {
      target: "core.messageMode",
      read: (mode) => MESSAGE_TO_ROLL_MODE[String(mode)] ?? mode,
      write: (mode) => toMessageMode(String(mode)),
      deprecation: {
        message: 'The core setting "core.rollMode" is deprecated in favor of "core.messageMode".',
        since: 14,
        until: 16,
      },
    });
  } else shown("core", "rollMode", String, "publicroll", { scope: "client" });
  const message =
    'The core setting "core.coneTemplateType" is deprecated: cone shapes are Region shapes in V14.';
  shown("core", "coneTemplateType", String, "round", {
    choices: { round: "TEMPLATE.ConeTypeRound", flat: "TEMPLATE.ConeTypeFlat" },
    ...(features.coreV14Deprecations ? { deprecation: { message, since: 14, until: 16 } } : {}),
  });
  // Foundry's permission configuration: permission → roles (unset = the permission's default).
  shown("core", "permissions", Object, {}, { config: false });
  if (features.senseVisionSync)
    shown("dnd5e", "senseVisionSync", Boolean, true, { onChange: reprepareActors });
}
