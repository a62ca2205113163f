/**
 * Foundry documents as the module meets them, one file per document kind under documents/:
 * base.ts (source, preparation, flags, ownership, embedded collections), operations.ts (one counted
 * database operation per create/update/delete call with Foundry's hooks and arguments), source.ts
 * (the source shape), system.ts (dnd5e system data), actor.ts, item.ts, effect.ts,
 * chat-message.ts, macro.ts, journal.ts. This file re-exports them.
 */
export {
  ACTOR_TYPES,
  DOCUMENT_OWNERSHIP_LEVELS,
  ITEM_TYPES,
  type DocumentClass,
  type DocumentContext,
  type DocumentOperation,
  type OwnershipLevelName,
  type PreHookResult,
} from "./documents/types";
export { BaseDocument } from "./documents/base";
export { defaultTokenSight } from "./documents/source";
export { initializeSystem, shimSenses, systemFieldAt } from "./documents/system";
export { documentClassFor, registerDocumentClass } from "./documents/registry";
export {
  Actor,
  isCreature,
  type DamageDescription,
  type DamageOptions,
  type SaveConfig,
} from "./documents/actor";
export { Item } from "./documents/item";
export { ActiveEffect } from "./documents/effect";
export { ChatMessage, type SpeakerData } from "./documents/chat-message";
export { Macro } from "./documents/macro";
export { JournalEntry, JournalEntryPage } from "./documents/journal";
