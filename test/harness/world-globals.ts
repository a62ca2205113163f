/**
 * What a world puts on `globalThis` while it is installed: the `foundry` namespace and the named
 * globals, each undone on uninstall.
 */
import { ApplicationV2 } from "./application";
import { DialogV2, FormDataExtended } from "./dialog";
import { createHandlebars } from "./templates";
import * as utils from "./utils";
import { DeprecationRecorder, type CompatibilityOptions } from "./deprecations";
import { ForcedDeletion } from "./operators";

/** The world's `foundry` namespace, the V13/V14 API that is read: utils, applications, V14 data.operators. */
export function foundryNamespace(ctx: {
  randomID: (length?: number) => string;
  deprecations: DeprecationRecorder;
  templates: ReturnType<typeof createHandlebars>;
  generation: 13 | 14;
}) {
  const { randomID, deprecations, templates } = ctx;
  return {
    utils: {
      ...utils,
      randomID,
      logCompatibilityWarning: (message: string, opts: CompatibilityOptions = {}) =>
        deprecations.log(message, opts, "other"),
    },
    applications: {
      api: { DialogV2, ApplicationV2 },
      handlebars: { renderTemplate: templates.renderTemplate, loadTemplates: templates.loadTemplates },
      ux: { FormDataExtended },
    },
    ...(ctx.generation === 14 ? { data: { operators: { ForcedDeletion } } } : {}),
  };
}

/** Defines each global (not enumerable, as Foundry's are); returns what removes them. */
export function installGlobals(values: Record<string, unknown>): () => void {
  for (const [name, value] of Object.entries(values)) {
    if (Object.hasOwn(globalThis, name))
      throw new Error(`harness: a global "${name}" defined before the world is not modelled`);
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
  }
  return () => Object.keys(values).forEach((name) => Reflect.deleteProperty(globalThis, name));
}
