/**
 * What a world puts on `globalThis` while it is installed: the `foundry` namespace, the named
 * globals and the few prototype extensions Foundry adds, each undone on uninstall.
 */
import type { FromUuidSync } from "./world-types";
import { ApplicationV2 } from "./application";
import { Collection } from "./collection";
import { CONST } from "./config";
import { Die, FunctionTerm, NumericTerm, OperatorTerm, ParentheticalTerm, Roll } from "./dice";
import { DialogV2, FormDataExtended } from "./dialog";
import {
  Actor,
  ActiveEffect,
  BaseDocument,
  ChatMessage,
  Item,
  JournalEntry,
  JournalEntryPage,
  Macro,
} from "./documents";
import { CompendiumCollection } from "./packs";
import { createHandlebars } from "./templates";
import { MeasuredTemplateDocument, Scene, TokenDocument } from "./canvas";
import * as utils from "./utils";
import { DeprecationRecorder, type CompatibilityOptions } from "./deprecations";
import { RegionDocument } from "./regions";
import { ForcedDeletion } from "./operators";

/** The `foundry` namespace a world installs (V13/V14 public API: utils, CONST, applications, documents, dice; V14 data.operators). */
export function foundryNamespace(ctx: {
  randomID: (length?: number) => string;
  fromUuidSync: FromUuidSync;
  deprecations: DeprecationRecorder;
  templates: ReturnType<typeof createHandlebars>;
  generation: 13 | 14;
}) {
  const { randomID, fromUuidSync, deprecations, templates } = ctx;
  return {
    utils: {
      ...utils,
      randomID,
      Collection,
      fromUuidSync,
      logCompatibilityWarning: (message: string, opts: CompatibilityOptions = {}) =>
        deprecations.log(message, opts, "other"),
    },
    CONST,
    applications: {
      api: { DialogV2, ApplicationV2 },
      handlebars: {
        renderTemplate: templates.renderTemplate,
        loadTemplates: templates.loadTemplates,
        getTemplate: templates.getTemplate,
      },
      ux: {
        FormDataExtended,
        TextEditor: { implementation: { enrichHTML: async (content: string) => content } },
      },
    },
    documents: {
      Actor,
      Item,
      ActiveEffect,
      ChatMessage,
      Macro,
      JournalEntry,
      JournalEntryPage,
      Scene,
      TokenDocument,
      MeasuredTemplateDocument,
      RegionDocument,
      collections: { CompendiumCollection },
    },
    dice: { Roll, terms: { Die, NumericTerm, OperatorTerm, ParentheticalTerm, FunctionTerm } },
    abstract: { Document: BaseDocument },
    ...(ctx.generation === 14 ? { data: { operators: { ForcedDeletion } } } : {}),
  };
}

/** Defines each global (not enumerable, as Foundry's are); returns what puts the previous ones back. */
export function installGlobals(values: Record<string, unknown>): () => void {
  const before = new Map<string, PropertyDescriptor | undefined>();
  for (const [name, value] of Object.entries(values)) {
    before.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
  }
  return () => {
    for (const [name, previous] of before) {
      if (previous) Object.defineProperty(globalThis, name, previous);
      else Reflect.deleteProperty(globalThis, name);
    }
  };
}

/** Foundry's prototype extensions the module and dnd5e call; returns what removes them. */
export function installPrototypes(): () => void {
  const added: (() => void)[] = [];
  const define = (target: object, name: string, value: unknown): void => {
    if (Object.prototype.hasOwnProperty.call(target, name)) return;
    Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false });
    added.push(() => Reflect.deleteProperty(target, name));
  };
  define(String.prototype, "capitalize", function (this: string) {
    return this.length ? this.charAt(0).toUpperCase() + this.slice(1) : this;
  });
  define(String.prototype, "titleCase", function (this: string) {
    return this.length ? this.toLowerCase().replace(/(^|\s)\S/g, (c) => c.toUpperCase()) : this;
  });
  define(String.prototype, "slugify", function (this: string, options?: Parameters<typeof utils.slugify>[1]) {
    return utils.slugify(this, options);
  });
  define(Number, "isNumeric", utils.isNumeric);
  define(Number, "fromString", (s: unknown) => Number(String(s).replace(/\s/g, "")));
  define(Math, "clamp", (n: number, min: number, max: number) => Math.min(Math.max(n, min), max));
  define(Array.prototype, "filterJoin", function (this: unknown[], sep: string) {
    return this.filter((p) => p !== null && p !== undefined && p !== "").join(sep);
  });
  return () => added.forEach((undo) => undo());
}
