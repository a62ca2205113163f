/**
 * The `CONFIG` and `dnd5e` globals of a world: Foundry's document and dice configuration as the
 * module reads it, and dnd5e's namespace (its config, spell-list registry, unit defaults and
 * application classes).
 */
import { AdvancementManager } from "./advancement";
import { DamageRoll } from "./dice";
import { CompendiumBrowser } from "./sheet";
import { Actor, ActiveEffect, ChatMessage, Item, JournalEntry, JournalEntryPage, Macro } from "./documents";
import { SpellListRegistry } from "./registry";
import { ClientSettings } from "./settings";
import { MeasuredTemplateDocument, Scene, TokenDocument } from "./canvas";
import { type Obj } from "./utils";
import { getMessageMode } from "./chat";
import { RegionDocument } from "./regions";

/** Foundry's `CONFIG` with dnd5e's `CONFIG.DND5E`: what the module and the harness read of it. */
export function coreConfig(ctx: { DND5E: Obj; compatibility: Obj }): Obj {
  const { DND5E, compatibility } = ctx;
  return {
    DND5E,
    Actor: { documentClass: Actor },
    Item: { documentClass: Item },
    ActiveEffect: { documentClass: ActiveEffect },
    ChatMessage: { documentClass: ChatMessage },
    Macro: { documentClass: Macro },
    JournalEntry: { documentClass: JournalEntry },
    JournalEntryPage: { documentClass: JournalEntryPage },
    Scene: { documentClass: Scene },
    Token: { documentClass: TokenDocument },
    MeasuredTemplate: { documentClass: MeasuredTemplateDocument },
    Region: { documentClass: RegionDocument },
    Dice: { DamageRoll, BasicRoll: { getMessageMode } },
    compatibility,
    specialStatusEffects: { CONCENTRATING: "concentrating" },
  };
}

/** The `dnd5e` namespace, what is read of it. */
export function dnd5eNamespace(ctx: { DND5E: Obj; spellLists: SpellListRegistry; settings: ClientSettings }) {
  const { DND5E, spellLists, settings } = ctx;
  return {
    config: DND5E,
    registry: { spellLists },
    utils: {
      defaultUnits: (type: string): string | undefined => {
        const key = `metric${type.charAt(0).toUpperCase()}${type.slice(1)}Units`;
        const units = (DND5E.defaultUnits as Record<string, Record<string, string>>)[type];
        return units?.[settings.get("dnd5e", key) ? "metric" : "imperial"];
      },
    },
    applications: { CompendiumBrowser, advancement: { AdvancementManager } },
  };
}
