/**
 * The three Foundry + dnd5e stacks the harness fakes, and every behaviour that differs between
 * them, in ONE table (`stackFeatures`). Code elsewhere asks the table ("does this stack place
 * Regions?"), never a version number, so each difference lives in one place.
 *
 * Sources: dnd5e's code and Foundry's API (V13/V14 + dnd5e 5.3.3; dnd5e 6.0/6.1 on V14), with
 * dnd5e's data facts committed under test/fixtures/dnd5e/<line>/; dnd5e 5.3.3 = mirror HEAD
 * 965ad2d0c, dnd5e 6 = branch `6.0-deprecations` c83a613dd and PR #6778 head e0507eb3d (template
 * placement).
 */

export type StackId = "v13-dnd5e53" | "v14-dnd5e53" | "v14-dnd5e61";

export interface StackInfo {
  readonly id: StackId;
  /** For test titles and benchmark lines. */
  readonly name: string;
  readonly generation: 13 | 14;
  readonly build: number;
  readonly systemVersion: string;
}

/** The supported stacks, oldest first (a `describe.each(STACKS)` runs a flow on each). */
export const STACKS: readonly StackInfo[] = Object.freeze([
  { id: "v13-dnd5e53", name: "V13 dnd5e 5.3", generation: 13, build: 351, systemVersion: "5.3.3" },
  { id: "v14-dnd5e53", name: "V14 dnd5e 5.3.3", generation: 14, build: 369, systemVersion: "5.3.3" },
  { id: "v14-dnd5e61", name: "V14 dnd5e 6.1", generation: 14, build: 369, systemVersion: "6.1.2" },
] as const);

export function stackInfo(id: StackId): StackInfo {
  const found = STACKS.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown stack "${id}" (one of ${STACKS.map((s) => s.id).join(", ")})`);
  return found;
}

/**
 * dnd5e 5.3.3's `CONFIG.compatibility.excludePatterns` (dnd5e.mjs l.66-69 at 965ad2d0c): the V14
 * deprecation warnings it hides. dnd5e 6 removed the list (c83a613dd dnd5e.mjs), so they log.
 */
export const DND5E_53_EXCLUDE_PATTERNS: readonly RegExp[] = Object.freeze([
  /numeric #mode/,
  /CONST\.ACTIVE_EFFECT_MODES/,
  /ContextMenuEntry#/,
  /foundry\.data\.operators\.ForcedDeletion/,
  /foundry\.utils\.buildRelativeUuid/,
  /CONFIG.ChatMessage.modes/,
  /core\.rollMode/,
  /ChatMessage\.applyRollMode/,
  /Scene#templates/,
  /MeasuredTemplate/,
  /MeasuredTemplateDocument/,
  /core\.gridTemplates/,
  /core\.coneTemplateType/,
  /ControlIcon#refresh/,
]);

/** Foundry's default minimum role per user permission (`CONST.USER_PERMISSIONS[*].defaultRole`). */
const PERMISSIONS_V13: Readonly<Record<string, number>> = Object.freeze({
  ACTOR_CREATE: 3,
  ITEM_CREATE: 3,
  JOURNAL_CREATE: 2,
  MACRO_SCRIPT: 1,
  MESSAGE_WHISPER: 1,
  TEMPLATE_CREATE: 1,
  TOKEN_CREATE: 3,
  SETTINGS_MODIFY: 3,
  FILES_BROWSE: 2,
});

export interface StackFeatures extends Pick<StackInfo, "generation" | "build" | "systemVersion"> {
  readonly stack: StackId;
  /** Which dnd5e data-model facts apply: schema.json (5.3.3) or the 6.x overlay (schema-6x.ts). */
  readonly schema: "5.3.3" | "6.x";
  /** Region shape types core accepts (V13: BaseShapeData.TYPES; V14 adds the template shapes). */
  readonly regionShapes: readonly string[];
  /** Default roles per user permission; REGION_CREATE is core V14 (dnd5e 5.3.3 mixin.mjs l.773). */
  readonly userPermissions: Readonly<Record<string, number>>;
  /** How `Activity#use` places an area: 5.3 AbilityTemplate previews, or 6.x TemplatePlacement → Regions (F1.1). */
  readonly areaPlacement: "ability-template" | "template-placement";
  /** 6.x: `system.attributes.movement.speeds.*` with `_migrate` and shims (F2.1). */
  readonly movementSpeeds: boolean;
  /** 6.1 may have dropped the 5.3 `senses.darkvision` read shim ("until DnD5e 6.1"); the harness drops it. */
  readonly sensesShim: boolean;
  /** Usage card: 5.3 `flags.dnd5e` + content; 6.x `type:"usage"` with `system` data and no content (F5.3). */
  readonly typedUsageMessage: boolean;
  /** Save rolls: 5.3 `flags.dnd5e.roll`; 6.x a typed `save` message (F5.1, PR #7280/#7282). */
  readonly typedSaveMessage: boolean;
  /** V14 `ChatMessage.applyMode` + core setting `messageMode`; `applyRollMode`/`rollMode` deprecated (F5.4). */
  readonly messageModes: boolean;
  /** Shape of dnd5e's own item context-menu entries: V13 `{name, callback, condition}`, V14 `{label, onClick, visible}` (F6.3). */
  readonly dnd5eContextEntries: "v13" | "v14";
  /** Core's ContextMenu reads V14 entries and converts (and deprecates) V13 ones. */
  readonly coreContextMenu: "v13" | "v14";
  /** World setting `dnd5e.senseVisionSync` exists and derives token sight from senses (F7.1). */
  readonly senseVisionSync: boolean;
  /** dnd5e's CONFIG.compatibility.excludePatterns. */
  readonly excludePatterns: readonly RegExp[];
  /** Core V14 deprecations (MeasuredTemplate, Scene#templates, core.rollMode, effect.changes …) are logged. */
  readonly coreV14Deprecations: boolean;
  /** dnd5e.canvas.AbilityTemplate is a deprecated export (constructor/fromActivity log, F1.2). */
  readonly abilityTemplateDeprecated: boolean;
  /** `Activity#_finalizeMessageConfig` is async and awaited by `use()` (dnd5e 6.1.2 release notes, F5.4). */
  readonly asyncFinalizeMessageConfig: boolean;
}

const V13_SHAPES = ["rectangle", "circle", "ellipse", "polygon"] as const;
const V14_SHAPES = [...V13_SHAPES, "cone", "line", "ring", "emanation"] as const;

const FEATURES: Record<StackId, Omit<StackFeatures, "stack" | "generation" | "build" | "systemVersion">> = {
  "v13-dnd5e53": {
    schema: "5.3.3",
    regionShapes: V13_SHAPES,
    userPermissions: PERMISSIONS_V13,
    areaPlacement: "ability-template",
    movementSpeeds: false,
    sensesShim: true,
    typedUsageMessage: false,
    typedSaveMessage: false,
    messageModes: false,
    dnd5eContextEntries: "v13",
    coreContextMenu: "v13",
    senseVisionSync: false,
    excludePatterns: DND5E_53_EXCLUDE_PATTERNS,
    coreV14Deprecations: false,
    abilityTemplateDeprecated: false,
    asyncFinalizeMessageConfig: false,
  },
  "v14-dnd5e53": {
    schema: "5.3.3",
    regionShapes: V14_SHAPES,
    userPermissions: { ...PERMISSIONS_V13, REGION_CREATE: 1 },
    areaPlacement: "ability-template",
    movementSpeeds: false,
    sensesShim: true,
    typedUsageMessage: false,
    typedSaveMessage: false,
    messageModes: true,
    dnd5eContextEntries: "v13",
    coreContextMenu: "v14",
    senseVisionSync: false,
    excludePatterns: DND5E_53_EXCLUDE_PATTERNS,
    coreV14Deprecations: true,
    abilityTemplateDeprecated: false,
    asyncFinalizeMessageConfig: false,
  },
  "v14-dnd5e61": {
    schema: "6.x",
    regionShapes: V14_SHAPES,
    userPermissions: { ...PERMISSIONS_V13, REGION_CREATE: 1 },
    areaPlacement: "template-placement",
    movementSpeeds: true,
    sensesShim: false,
    typedUsageMessage: true,
    typedSaveMessage: true,
    messageModes: true,
    dnd5eContextEntries: "v14",
    coreContextMenu: "v14",
    senseVisionSync: true,
    excludePatterns: [],
    coreV14Deprecations: true,
    abilityTemplateDeprecated: true,
    asyncFinalizeMessageConfig: true,
  },
};

export function stackFeatures(id: StackId): StackFeatures {
  const info = stackInfo(id);
  return Object.freeze({
    stack: id,
    generation: info.generation,
    build: info.build,
    systemVersion: info.systemVersion,
    ...FEATURES[id],
  });
}

/**
 * The stack a world runs: `stack` when given (an explicit `generation` must agree with it),
 * else from `generation` (default 13) and `systemVersion` (default 5.3.3): dnd5e 6 needs V14.
 * An explicit `systemVersion` (e.g. "5.2.4") is kept as `game.system.version`; the features are
 * those of its line (5.x → dnd5e 5.3, 6.x → dnd5e 6.1).
 */
export function resolveStack(input: { stack?: StackId; generation?: 13 | 14; systemVersion?: string }): {
  stack: StackId;
  generation: 13 | 14;
  systemVersion: string;
} {
  if (input.stack) {
    const info = stackInfo(input.stack);
    if (input.generation !== undefined && input.generation !== info.generation)
      throw new Error(`Stack "${info.id}" runs Foundry V${info.generation}, not V${input.generation}`);
    if (input.systemVersion !== undefined && major(input.systemVersion) !== major(info.systemVersion))
      throw new Error(`Stack "${info.id}" runs dnd5e ${info.systemVersion}, not ${input.systemVersion}`);
    return {
      stack: info.id,
      generation: info.generation,
      systemVersion: input.systemVersion ?? info.systemVersion,
    };
  }
  const generation = input.generation ?? 13;
  const systemVersion = input.systemVersion ?? "5.3.3";
  const dnd5e6 = major(systemVersion) >= 6;
  if (dnd5e6 && generation < 14)
    throw new Error(
      `dnd5e ${systemVersion} requires Foundry V14 (system.json compatibility.minimum "14.359")`,
    );
  const stack: StackId = generation === 13 ? "v13-dnd5e53" : dnd5e6 ? "v14-dnd5e61" : "v14-dnd5e53";
  return { stack, generation, systemVersion };
}

function major(version: string): number {
  return Number.parseInt(version.split(".")[0] ?? "0", 10) || 0;
}
