/**
 * Harness entry: a small, faithful fake of Foundry V13/V14 + dnd5e 5.3 for flow tests in Node.
 * `createWorld(options)` installs the globals; `world.uninstall()` removes them.
 */
export {
  createWorld,
  MODULE_ID,
  type World,
  type WorldOptions,
  type GameFake,
  type ModuleEntry,
  type UserSpec,
} from "./world";
export {
  Actor,
  Item,
  ActiveEffect,
  ChatMessage,
  Macro,
  JournalEntry,
  JournalEntryPage,
  BaseDocument,
  DOCUMENT_OWNERSHIP_LEVELS,
  type DocumentOperation,
  type DamageDescription,
  type DamageOptions,
  type SaveConfig,
  type SpeakerData,
} from "./documents";
export { Collection } from "./collection";
export { HooksRegistry } from "./hooks";
export { Roll, D20Roll, DamageRoll, Die, simplifyBonus } from "./dice";
export { DialogV2, DialogScript, type DialogAnswer, type RecordedDialog } from "./dialog";
export {
  ACTIVE_EFFECT_MODES,
  migrateChangeToV14,
  type ChangeDataV13,
  type ChangeDataV14,
  type ChangeType,
} from "./effects";
export { CompendiumCollection, SRD_WIZARD_CANTRIPS } from "./packs";
export { Scene, Token, TokenDocument, MeasuredTemplateDocument } from "./canvas";
export { User, Users } from "./users";
export type { CapturedNotification } from "./notifications";
export type { OperationLogEntry, OperationCounter } from "./runtime";
export { hasShared as harnessAvailable } from "./paths";
export { classItemData, raceItemData, effectData } from "./builders";
