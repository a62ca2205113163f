/**
 * The `CONFIG` and `dnd5e` globals of a world: Foundry's document and dice configuration as the
 * module reads it, and dnd5e's namespace (its config, spell-list registry, utilities, document
 * and application classes).
 */
import { AdvancementManager } from "./advancement";
import { D20Roll, DamageRoll, Roll, simplifyBonus } from "./dice";
import { CompendiumBrowser } from "./sheet";
import {
  ACTOR_TYPES,
  Actor,
  ActiveEffect,
  ChatMessage,
  Item,
  ITEM_TYPES,
  JournalEntry,
  JournalEntryPage,
  Macro,
} from "./documents";
import { convertLength } from "./prepare";
import { SpellListRegistry } from "./registry";
import { ClientSettings } from "./settings";
import { MeasuredTemplateDocument, Scene, Token, TokenDocument } from "./canvas";
import { type Obj } from "./utils";
import { getMessageMode, MESSAGE_MODES } from "./chat";
import { RegionDocument } from "./regions";
import type { StackFeatures } from "./stacks";

/** Foundry's `CONFIG` with dnd5e's `CONFIG.DND5E`, on the stack's features. */
export function coreConfig(ctx: {
  DND5E: Obj;
  features: StackFeatures;
  diceRng: () => number;
  compatibility: Obj;
}): Obj {
  const { DND5E, features, diceRng, compatibility } = ctx;
  const typeLabels = (name: string, types: readonly string[]): Record<string, string> =>
    Object.fromEntries(types.map((t) => [t, `TYPES.${name}.${t}`]));
  return {
    DND5E,
    Actor: {
      documentClass: Actor,
      typeLabels: typeLabels("Actor", ACTOR_TYPES),
    },
    Item: {
      documentClass: Item,
      typeLabels: typeLabels("Item", ITEM_TYPES),
    },
    ActiveEffect: { documentClass: ActiveEffect, legacyTransferral: false },
    ChatMessage: {
      documentClass: ChatMessage,
      ...(features.messageModes ? { modes: structuredClone(MESSAGE_MODES) } : {}),
    },
    Macro: { documentClass: Macro },
    JournalEntry: { documentClass: JournalEntry },
    JournalEntryPage: { documentClass: JournalEntryPage },
    Scene: { documentClass: Scene },
    Token: { documentClass: TokenDocument, objectClass: Token },
    MeasuredTemplate: { documentClass: MeasuredTemplateDocument },
    Region: { documentClass: RegionDocument },
    Dice: {
      rolls: [Roll, D20Roll, DamageRoll],
      D20Roll,
      DamageRoll,
      randomUniform: diceRng,
      BasicRoll: { getMessageMode },
    },
    compatibility,
    specialStatusEffects: {
      DEFEATED: "dead",
      INVISIBLE: "invisible",
      BLIND: "blind",
      CONCENTRATING: "concentrating",
    },
    statusEffects: [],
    debug: {},
  };
}

/** The `dnd5e` namespace. */
export function dnd5eNamespace(ctx: {
  version: string;
  DND5E: Obj;
  spellLists: SpellListRegistry;
  settings: ClientSettings;
}) {
  const { version, DND5E, spellLists, settings } = ctx;
  return {
    version,
    config: DND5E,
    registry: { spellLists },
    utils: {
      defaultUnits: (type: string): string | undefined => {
        const key = `metric${type.charAt(0).toUpperCase()}${type.slice(1)}Units`;
        const units = (DND5E.defaultUnits as Record<string, Record<string, string>>)[type];
        return units?.[settings.get("dnd5e", key) ? "metric" : "imperial"];
      },
      convertLength,
      simplifyBonus,
    },
    documents: { Actor5e: Actor, Item5e: Item, ActiveEffect5e: ActiveEffect, ChatMessage5e: ChatMessage },
    dice: { D20Roll, DamageRoll },
    applications: { CompendiumBrowser, advancement: { AdvancementManager } },
  };
}
