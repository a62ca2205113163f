/**
 * What a world puts on `globalThis` while it is installed: the `foundry` namespace and the named
 * globals, each undone on uninstall.
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
