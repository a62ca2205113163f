/**
 * The core and dnd5e settings a world holds before any module registers its own: the ones the
 * module reads (units, rules version, advancements, message mode, cone shape, permissions, dnd5e
 * 6's sense-vision sync), registered as Foundry and dnd5e register them on each stack
 * (dnd5e module/settings.mjs; Foundry's core settings, V14's `messageMode` with `rollMode` as its
 * deprecated alias, F5.4).
 */
import { MESSAGE_MODES, MESSAGE_TO_ROLL_MODE, toMessageMode } from "./chat";
import type { ClientSettings } from "./settings";
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
  settings.register("dnd5e", "metricLengthUnits", {
    scope: "world",
    config: true,
    type: Boolean,
    default: metric,
    name: "SETTINGS.DND5E.METRIC.LengthUnits.Name",
  });
  settings.register("dnd5e", "metricWeightUnits", {
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  settings.register("dnd5e", "metricVolumeUnits", {
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  settings.register("dnd5e", "rulesVersion", {
    scope: "world",
    config: true,
    type: String,
    default: rulesVersion,
    choices: { modern: "SETTINGS.DND5E.RULESVERSION.Modern", legacy: "SETTINGS.DND5E.RULESVERSION.Legacy" },
    requiresReload: true,
  });
  settings.register("dnd5e", "proficiencyModifier", {
    scope: "world",
    config: true,
    type: String,
    default: "bonus",
    choices: { bonus: "", dice: "" },
  });
  settings.register("dnd5e", "disableAdvancements", {
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  settings.register("dnd5e", "honorScore", { scope: "world", config: true, type: Boolean, default: false });
  settings.register("dnd5e", "sanityScore", { scope: "world", config: true, type: Boolean, default: false });
  if (features.messageModes) {
    // V14: `messageMode`; `rollMode` is a deprecated alias of it (F5.4).
    settings.register("core", "messageMode", {
      scope: "client",
      config: true,
      type: String,
      default: "public",
      choices: Object.fromEntries(Object.entries(MESSAGE_MODES).map(([k, v]) => [k, v.label])),
    });
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
  } else {
    settings.register("core", "rollMode", {
      scope: "client",
      config: true,
      type: String,
      default: "publicroll",
    });
  }
  settings.register("core", "coneTemplateType", {
    scope: "world",
    config: true,
    type: String,
    default: "round",
    choices: { round: "TEMPLATE.ConeTypeRound", flat: "TEMPLATE.ConeTypeFlat" },
    ...(features.coreV14Deprecations
      ? {
          deprecation: {
            message:
              'The core setting "core.coneTemplateType" is deprecated: cone shapes are Region shapes in V14.',
            since: 14,
            until: 16,
          },
        }
      : {}),
  });
  // Foundry's permission configuration: permission → roles (unset = the permission's default).
  settings.register("core", "permissions", { scope: "world", config: false, type: Object, default: {} });
  if (features.senseVisionSync) {
    settings.register("dnd5e", "senseVisionSync", {
      scope: "world",
      config: true,
      type: Boolean,
      default: true,
      onChange: reprepareActors,
    });
  }
}
