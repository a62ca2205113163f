/**
 * The globals src/types/foundry.d.ts leaves out, read through `globalThis` so an absent one
 * (no canvas yet, no dnd5e namespace in another system) is `undefined` rather than a ReferenceError.
 * Only the adapters in src/foundry/ read them.
 */
import type { AbilityTemplateClass, CanvasLike, ChatMessageDoc, TemplateDocumentClass } from "./canvas";

interface SpellListLike {
  readonly identifiers?: Set<string>;
}

/** The `dnd5e` namespace: its template placement, registries and utilities. */
interface Dnd5eGlobal {
  canvas?: { AbilityTemplate?: AbilityTemplateClass; TemplatePlacement?: { fromActivity?: unknown } };
  registry?: { spellLists?: { forType?(type: string, identifier?: string): SpellListLike | null } };
  utils?: { defaultUnits?(type: string): string };
  applications?: { advancement?: { AdvancementManager?: AdvancementManagerClass } };
}

/** dnd5e's AdvancementManager, as far as undoing a deleted item's advancements and making an item's choices go. */
export interface AdvancementManagerLike {
  readonly steps: readonly { readonly automatic?: boolean }[];
  render(options?: { force?: boolean }): unknown;
}

interface AdvancementManagerClass {
  forDeletedItem(actor: Actor5e, itemId: string): AdvancementManagerLike;
  forModifyChoices(actor: Actor5e, itemId: string, level: number): AdvancementManagerLike;
}

interface FormDataExtendedClass {
  new (form: HTMLFormElement): { readonly object: Record<string, unknown> };
}

export interface Globals {
  dnd5e?: Dnd5eGlobal;
  canvas?: CanvasLike | null;
  game: {
    messages?: { get(id: string): ChatMessageDoc | undefined };
    user: { color?: unknown; name?: unknown };
  };
  foundry: {
    applications: { ux?: { FormDataExtended?: FormDataExtendedClass } };
    /** V14's update operators (API page foundry.data.operators.ForcedDeletion); V13 has none. */
    data?: { operators?: { ForcedDeletion?: { new (): unknown; create?(): unknown } } };
  };
  fromUuidSync?: (uuid: string) => unknown;
  CONFIG: {
    DND5E: Record<string, unknown>;
    MeasuredTemplate?: { documentClass?: TemplateDocumentClass; defaults?: { angle?: number } };
  };
  ChatMessage: {
    create(data: Record<string, unknown>): Promise<ChatMessageDoc | undefined>;
    getSpeaker(options?: { actor?: Actor5e }): Record<string, unknown>;
  };
}

export function globals(): Globals {
  return globalThis as unknown as Globals;
}
