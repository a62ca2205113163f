/**
 * Which Foundry and dnd5e the module runs on, and every difference between the supported stacks,
 * in one place: the rest of the module asks these questions and never compares versions itself.
 * Where possible a difference is read from what exists (dnd5e's TemplatePlacement, the race data
 * model's `movement.speeds`, `ChatMessage.applyMode`), not from version strings.
 *
 * Supported: Foundry 13.347+ with dnd5e 5.3.x; Foundry 14 with dnd5e 5.3.3; Foundry 14 with dnd5e
 * 6.0 / 6.1. Anything else still runs where it can, and the GM is told on `ready`.
 *
 * Not a difference (checked in dnd5e's source, 5.3.3 and the 6.0 head): what a granted spell gets
 * (SpellConfigurationData#applySpellChanges and the spell model's `ability`, `method`, `prepared`,
 * `sourceItem`, `uses`), the forward activity of a free cast, and how concentration is tracked
 * (`flags.dnd5e.item` on the `concentrating` effect) — race/spell-grant.ts and
 * foundry/dnd5e.ts#concentrationOn write and read one shape on every stack.
 */
import { MIN_SYSTEM_VERSION, SUPPORTED_SYSTEM } from "../content/ids";
import type { EffectShape } from "../effects/shape";
import type { MovementShape } from "../rules/units";
import { globals } from "./globals";

export type Support = "ok" | "untested" | "wrong-system" | "old-version";

function newer(a: string, b: string): boolean {
  return foundry.utils.isNewerVersion(a, b);
}

function systemVersion(): string {
  return String(game.system.version ?? "0");
}

/** Foundry's major version (13 or 14): asked here only; the rest reads `runningStack()`. */
function coreGeneration(): number {
  return game.release.generation;
}

/** Foundry's build number (13.351 → 351), or null when the release does not say. */
function coreBuild(): number | null {
  const release = game.release as { build?: unknown; version?: unknown };
  const build = Number(release.build ?? String(release.version ?? "").split(".")[1]);
  return Number.isFinite(build) ? build : null;
}

/** The one notice for a world the module cannot work in (another system, dnd5e too old), or null. */
export function unsupportedNotice(): "Notify.WrongSystem" | "Notify.OldSystem" | null {
  const support = stackSupport();
  return support === "wrong-system"
    ? "Notify.WrongSystem"
    : support === "old-version"
      ? "Notify.OldSystem"
      : null;
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
function movementShape(): MovementShape {
  const models = (globals().CONFIG as { Item?: { dataModels?: Record<string, { schema?: SchemaLike }> } })
    .Item?.dataModels;
  const movement = models?.["race"]?.schema?.fields?.["movement"];
  if (movement?.fields) return "speeds" in movement.fields ? "speeds" : "flat";
  return newer("6.0.0", systemVersion()) ? "flat" : "speeds";
}

/**
 * dnd5e 6 places activity areas as Scene Regions through `TemplatePlacement`; 5.3 through the
 * MeasuredTemplate-based `AbilityTemplate` (deprecated in 6.0, to be removed in 6.2).
 */
export function placesRegions(): boolean {
  return typeof globals().dnd5e?.canvas?.TemplatePlacement?.fromActivity === "function";
}

/**
 * The dnd5e hooks that fire while an activity's area is placed, by how it is placed. 5.3 calls
 * `dnd5e.preCreateActivityTemplate(activity, templateData)` once, with the item's numbers as they
 * are; 6 calls `dnd5e.preCreateMeasuredTemplate(activity, config)` before the user places the area
 * (the shapes already converted) and `dnd5e.createMeasuredTemplate(activity, regionData)` just
 * before the Region is created (module/canvas/template-placement.mjs). Listening to all three is
 * harmless: a stack fires only its own.
 */
export const PLACEMENT_HOOKS = {
  template: { beforePlacing: "dnd5e.preCreateActivityTemplate", beforeCreating: null },
  region: {
    beforePlacing: "dnd5e.preCreateMeasuredTemplate",
    beforeCreating: "dnd5e.createMeasuredTemplate",
  },
} as const;

export type AreaDocumentKind = keyof typeof PLACEMENT_HOOKS;
export type PlacementHooks = (typeof PLACEMENT_HOOKS)[AreaDocumentKind];

/** dnd5e's item context-menu entry: V13 `{name, icon, callback}`; V14 `{label, icon, onClick}` (deprecating V13's). */
export type MenuEntryShape = "name/callback" | "label/onClick";

/** Every way the supported stacks differ, as the running one answers it (docs/architecture.md's table). */
export interface RunningStack {
  /** How active effects store their changes: V13 `changes[]` (numeric modes), V14 typed `system.changes`. */
  readonly effects: EffectShape;
  /** Where a race's speeds live: dnd5e 5.3 `movement.<type>`, 6 `movement.speeds.<type>`. */
  readonly movement: MovementShape;
  readonly menuEntry: MenuEntryShape;
  /** What a breath's area is: a MeasuredTemplate (dnd5e 5.3) or a Scene Region (dnd5e 6). */
  readonly area: AreaDocumentKind;
  /** The dnd5e hooks that fire while that area is placed. */
  readonly placementHooks: PlacementHooks;
  /** The core setting holding a user's roll mode: V13 `rollMode`, V14 `messageMode`. */
  readonly modeSetting: "rollMode" | "messageMode";
  /** How a message's visibility is set: V14 `ChatMessage.applyMode`, V13 `applyRollMode`. */
  readonly applyMode: "applyMode" | "applyRollMode";
  /** How cones are cut: V13 by the core setting `coneTemplateType`, V14 always round sectors. */
  readonly cones: "setting" | "round";
  /** The permission dnd5e checks before it offers to place an area: V13 TEMPLATE_CREATE, V14 REGION_CREATE. */
  readonly areaPermission: "TEMPLATE_CREATE" | "REGION_CREATE";
}

/** The running stack, read afresh from what exists (a world is set up once, tests swap worlds). */
export function runningStack(): RunningStack {
  const v14 = coreGeneration() >= 14;
  const area: AreaDocumentKind = placesRegions() ? "region" : "template";
  const chatMessage = globals().ChatMessage as { applyMode?: unknown } | undefined;
  return {
    effects: v14 ? "v14" : "v13",
    movement: movementShape(),
    menuEntry: v14 ? "label/onClick" : "name/callback",
    area,
    placementHooks: PLACEMENT_HOOKS[area],
    modeSetting: v14 ? "messageMode" : "rollMode",
    applyMode: v14 && typeof chatMessage?.applyMode === "function" ? "applyMode" : "applyRollMode",
    cones: v14 ? "round" : "setting",
    areaPermission: v14 ? "REGION_CREATE" : "TEMPLATE_CREATE",
  };
}

/**
 * Who wrote a message or placed an area. A live document's `author` is the User (a
 * ForeignDocumentField resolves it), its source data holds the user's id: both are read here, the
 * one place that knows.
 */
export function authorId(doc: { readonly author?: unknown } | null | undefined): string | null {
  const author = doc?.author;
  if (typeof author === "string") return author;
  const id = (author as { id?: unknown } | null | undefined)?.id;
  return typeof id === "string" ? id : null;
}

/**
 * The update entry that deletes the key at `path`. V14 deprecates the `-=key` syntax (a warning
 * that dnd5e 6 no longer hides, removed in V16: foundryvtt/foundryvtt#13090) for the value
 * `foundry.data.operators.ForcedDeletion.create()`; V13 has only the syntax. Told apart by whether
 * the operator exists.
 */
export function deletion(path: string): Record<string, unknown> {
  const operator = globals().foundry.data?.operators?.ForcedDeletion;
  if (typeof operator?.create === "function") return { [path]: operator.create() };
  if (typeof operator === "function") return { [path]: new operator() };
  const parts = path.split(".");
  parts.push(`-=${parts.pop()!}`);
  return { [parts.join(".")]: null };
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
