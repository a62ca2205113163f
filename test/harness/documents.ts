/** Foundry's documents as the module meets them, one file per document kind under documents/. */
export {
  ACTOR_TYPES,
  DOCUMENT_OWNERSHIP_LEVELS,
  ITEM_TYPES,
  type DocumentClass,
  type DocumentContext,
  type DocumentOperation,
  type PreHookResult,
} from "./documents/types";
export { BaseDocument } from "./documents/base";
export { defaultTokenSight } from "./documents/source";
export { documentClassFor, registerDocumentClass } from "./documents/registry";
export { Actor, type DamageDescription, type DamageOptions, type SaveConfig } from "./documents/actor";
export { Item } from "./documents/item";
export { ActiveEffect } from "./documents/effect";
export { ChatMessage, type SpeakerData } from "./documents/chat-message";
export { Macro } from "./documents/macro";
export { JournalEntry, JournalEntryPage } from "./documents/journal";
