/**
 * dnd5e 6 `senseVisionSync` (6.x-FACTS F7.1; PR https://github.com/foundryvtt/dnd5e/pull/6864,
 * https://github.com/foundryvtt/dnd5e/pull/7316): with the world setting `dnd5e.senseVisionSync`
 * (default true) a token's vision follows its actor's PREPARED senses at data preparation
 * (`TokenDocument5e#_prepareDetectionModes` → `_applySenseVision` → `applySenseOverrides`):
 * - each sense with a range enables a detection mode: blindsight → `blindsight`, tremorsense →
 *   `feelTremor`, truesight → `seeAll`;
 * - `sight.range` = the largest sight-granting range (darkvision, truesight), with that sense's
 *   `visionMode` ("darkvision"); `sight.enabled` is not forced (PR #7316).
 * The sense facts are `CONFIG.DND5E.senses` of the 6.x config (test/fixtures/dnd5e/6.x).
 * Ranges are used as stored (no unit conversion). Nothing is persisted: the token's and the
 * prototype token's `_source` keep what was saved. dnd5e 5.3 derives nothing (no setting).
 */
import { rt } from "./runtime";
import { getProperty, isPlainObject, type Obj } from "./utils";

interface SenseVision {
  detectionMode?: string;
  grantsSight?: boolean;
  visionMode?: string;
}

/** dnd5e 6 `CONFIG.DND5E.senses[*]` vision facts (F2.2/F7.1), used when CONFIG lacks them. */
export const SENSE_VISION_6X: Readonly<Record<string, SenseVision>> = Object.freeze({
  darkvision: { grantsSight: true, visionMode: "darkvision" },
  blindsight: { detectionMode: "blindsight" },
  tremorsense: { detectionMode: "feelTremor" },
  truesight: { grantsSight: true, detectionMode: "seeAll", visionMode: "darkvision" },
});

/** The senses' vision facts from the installed `CONFIG.DND5E.senses` (6.x config: objects). */
function senseVision(): Record<string, SenseVision> {
  const senses = getProperty(globalThis, "CONFIG.DND5E.senses");
  if (!isPlainObject(senses)) return SENSE_VISION_6X;
  const out: Record<string, SenseVision> = {};
  for (const [id, value] of Object.entries(senses)) {
    if (!isPlainObject(value)) return SENSE_VISION_6X;
    out[id] = {
      detectionMode: typeof value.detectionMode === "string" ? value.detectionMode : undefined,
      grantsSight: Boolean(value.grantsSight),
      visionMode: typeof value.visionMode === "string" ? value.visionMode : undefined,
    };
  }
  return out;
}

export interface VisionHolder {
  sight: Obj;
  detectionModes: { id: string; enabled: boolean; range: number | null }[];
}

/** Whether token vision follows senses in the installed world (dnd5e 6 and the setting on). */
export function senseVisionSyncOn(): boolean {
  const r = rt();
  return r.features.senseVisionSync && Boolean(r.settings.get("dnd5e", "senseVisionSync"));
}

/** Apply the actor's prepared senses to a token (or prototype token) view; no-op unless synced. */
export function applySenseVision(token: VisionHolder, actor: { system: Obj }): void {
  if (!senseVisionSyncOn()) return;
  const ranges = getProperty(actor.system, "attributes.senses.ranges");
  if (!isPlainObject(ranges)) return;
  let sightRange = 0;
  let visionMode = "darkvision";
  const modes = Array.isArray(token.detectionModes) ? [...token.detectionModes] : [];
  for (const [id, config] of Object.entries(senseVision())) {
    const range = Number(ranges[id]);
    if (!Number.isFinite(range) || range <= 0) continue;
    if (config.grantsSight && range > sightRange) {
      sightRange = range;
      visionMode = config.visionMode ?? visionMode;
    }
    if (config.detectionMode) {
      const existing = modes.findIndex((m) => m.id === config.detectionMode);
      const mode = { id: config.detectionMode, enabled: true, range };
      if (existing >= 0) modes[existing] = mode;
      else modes.push(mode);
    }
  }
  token.detectionModes = modes;
  if (sightRange > 0) {
    token.sight = { ...token.sight, range: sightRange, visionMode };
  }
}
