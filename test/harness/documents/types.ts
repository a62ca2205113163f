/** Shared document constants and types: ownership levels, document types, operations. */
import type { Obj } from "../utils";
import type { BaseDocument } from "./base";

export const DOCUMENT_OWNERSHIP_LEVELS = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

export const ACTOR_TYPES = ["character", "npc", "vehicle", "group", "encounter"] as const;
/** dnd5e's physical item types (its PhysicalItemTemplate). */
const PHYSICAL = ["weapon", "equipment", "consumable", "tool", "loot", "container"] as const;
export const ITEM_TYPES = [
  ...PHYSICAL,
  "race",
  "background",
  "class",
  "subclass",
  "spell",
  "feat",
  "facility",
] as const;
/** dnd5e item types whose data model sets `metadata.singleton`. */
export const SINGLETON_ITEM_TYPES = new Set(["race", "background"]);
export const PHYSICAL_ITEM_TYPES = new Set<string>(PHYSICAL);

/** What `_preCreate`/`_preUpdate`/`_preDelete` return: `false` cancels, anything else continues. */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Foundry's pre-operation methods return false or nothing.
export type PreHookResult = Promise<boolean | void>;

export interface DocumentOperation {
  parent?: BaseDocument | null;
  pack?: string | null;
  keepId?: boolean;
  noHook?: boolean;
  diff?: boolean;
  render?: boolean;
  [key: string]: unknown;
}

export type DocumentClass<T extends BaseDocument = BaseDocument> = (new (
  data: Obj,
  context?: DocumentContext,
) => T) &
  typeof BaseDocument;

export type DocumentContext = Pick<DocumentOperation, "parent" | "pack">;
