/**
 * Which Foundry and dnd5e the module runs on, and every difference between the supported stacks,
 * in one place: the rest of the module asks these questions and never compares versions itself.
 * Where possible a difference is read from what exists (dnd5e's TemplatePlacement, the race data
 * model's `movement.speeds`, `ChatMessage.applyMode`), not from version strings.
 *
 * Supported: Foundry 13.347+ with dnd5e 5.3.x; Foundry 14 with dnd5e 5.3.3; Foundry 14 with dnd5e
 * 6.0 / 6.1. Anything else still runs where it can, and the GM is told on `ready`.
 */
import { MIN_SYSTEM_VERSION, SUPPORTED_SYSTEM } from "../content/ids";
import { globals } from "./globals";

export type Support = "ok" | "untested" | "wrong-system" | "old-version";

function newer(a: string, b: string): boolean {
  return foundry.utils.isNewerVersion(a, b);
}

function systemVersion(): string {
  return String(game.system.version ?? "0");
}

/** Foundry's major version (13 or 14): the shape active effects are written in. */
export function coreGeneration(): number {
  return game.release.generation;
}

/** Foundry's build number (13.351 → 351), or null when the release does not say. */
function coreBuild(): number | null {
  const release = game.release as { build?: unknown; version?: unknown };
  const build = Number(release.build ?? String(release.version ?? "").split(".")[1]);
  return Number.isFinite(build) ? build : null;
}

/** Whether this world runs a combination the module supports (see the file comment). */
export function stackSupport(): Support {
  if (game.system.id !== SUPPORTED_SYSTEM) return "wrong-system";
  const version = systemVersion();
  if (newer(MIN_SYSTEM_VERSION, version)) return "old-version";
  const core = coreGeneration();
  const major = version.split(".").slice(0, 2).join(".");
  if (core === 13) {
    const build = coreBuild();
    return major === "5.3" && (build === null || build >= 347) ? "ok" : "untested";
  }
  if (core === 14) {
    if (major === "5.3") return newer("5.3.3", version) ? "untested" : "ok";
    return major === "6.0" || major === "6.1" ? "ok" : "untested";
  }
  return "untested";
}

/** The stack in words, for the GM's notice and the self-check report: "Foundry 14, dnd5e 6.1.2". */
export function stackName(): string {
  const release = game.release as { version?: unknown };
  const core = typeof release.version === "string" ? release.version : String(coreGeneration());
  return `Foundry ${core}, ${game.system.id} ${systemVersion()}`;
}

interface SchemaLike {
  readonly fields?: Record<string, SchemaLike | undefined>;
}

/**
 * dnd5e 6 stores movement under `movement.speeds.<type>` (PR #7201); 5.3 at `movement.<type>`.
 * Read from the race data model's schema, else from the major version.
 */
export function movementHasSpeeds(): boolean {
  const models = (globals().CONFIG as { Item?: { dataModels?: Record<string, { schema?: SchemaLike }> } })
    .Item?.dataModels;
  const movement = models?.["race"]?.schema?.fields?.["movement"];
  if (movement?.fields) return "speeds" in movement.fields;
  return !newer("6.0.0", systemVersion());
}

/**
 * dnd5e 6 places activity areas as Scene Regions through `TemplatePlacement`; 5.3 through the
 * MeasuredTemplate-based `AbilityTemplate` (deprecated in 6.0, to be removed in 6.2).
 */
export function placesRegions(): boolean {
  return typeof globals().dnd5e?.canvas?.TemplatePlacement?.fromActivity === "function";
}

/** V14 context-menu entries are `{label, icon, onClick}`; V13's `{name, icon, callback}`. */
export function contextMenuV14(): boolean {
  return coreGeneration() >= 14;
}

/**
 * dnd5e 6 derives token sight from the actor's senses itself (`senseVisionSync`, default on):
 * the module then leaves token vision alone.
 */
export function systemSyncsVision(): boolean {
  try {
    return game.settings.get(SUPPORTED_SYSTEM, "senseVisionSync") === true;
  } catch {
    return false;
  }
}
