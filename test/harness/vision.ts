/**
 * dnd5e 6 `senseVisionSync` (6.x-FACTS F7.1; PR https://github.com/foundryvtt/dnd5e/pull/6864,
 * https://github.com/foundryvtt/dnd5e/pull/7316): with the world setting `dnd5e.senseVisionSync`
 * (default true) a token's vision follows its actor's PREPARED senses at data preparation
 * (`TokenDocument5e#_prepareDetectionModes` → `_applySenseVision` → `applySenseOverrides`):
 * - each sense with a range enables a detection mode: blindsight → `blindsight`, tremorsense →
 *   `feelTremor`, truesight → `seeAll`;
 * - `sight.range` = the largest sight-granting range (darkvision, truesight), with that sense's
 *   `visionMode` ("darkvision"); `sight.enabled` is not forced (PR #7316).
 * The sense facts are the installed `CONFIG.DND5E.senses` (test/fixtures/dnd5e/6.x).
 * Ranges are used as stored (no unit conversion). Nothing is persisted: the token's and the
 * prototype token's `_source` keep what was saved. dnd5e 5.3 derives nothing (no setting).
 */
import { rt } from "./runtime";
import { getProperty, isPlainObject, type Obj } from "./utils";

/** A `CONFIG.DND5E.senses` entry of the 6.x config (F2.2): its vision facts. */
interface SenseVision {
  detectionMode?: string;
  grantsSight?: boolean;
  visionMode?: string;
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
  const senses = getProperty(globalThis, "CONFIG.DND5E.senses");
  for (const [id, config] of Object.entries(isPlainObject(senses) ? senses : {}) as [string, SenseVision][]) {
    const range = Number(ranges[id]);
    if (!Number.isFinite(range) || range <= 0) continue;
    if (config.grantsSight && range > sightRange) {
      sightRange = range;
      visionMode = config.visionMode ?? visionMode;
    }
    if (!config.detectionMode) continue;
    const existing = modes.findIndex((m) => m.id === config.detectionMode);
    modes[existing < 0 ? modes.length : existing] = { id: config.detectionMode, enabled: true, range };
  }
  token.detectionModes = modes;
  if (sightRange > 0) token.sight = { ...token.sight, range: sightRange, visionMode };
}
