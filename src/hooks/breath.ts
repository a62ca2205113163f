/**
 * The breath weapon's hooks: the feature used from the sheet and the area dnd5e places
 * (breath/dnd5e-hooks.ts), the GM's card buttons (breath/buttons.ts), and the requests that
 * waited for a GM (breath/gm.ts).
 */
import { type ChatMessageDoc } from "../foundry/canvas";
import { runDetached } from "../foundry/flows";
import { PLACEMENT_HOOKS } from "../foundry/stack";
import { onRenderChatMessageHTML } from "../breath/buttons";
import {
  onCreateMeasuredTemplate,
  onPreCreateActivityTemplate,
  onPreCreateMeasuredTemplate,
  onPreUseActivity,
} from "../breath/dnd5e-hooks";
import { onRequestCardCreated } from "../breath/gm";

/** Every hook the breath weapon listens to: registered with the module's others (src/hooks/index.ts). */
export const BREATH_HOOKS: readonly (readonly [string, (...args: never[]) => unknown])[] = [
  ["dnd5e.preUseActivity", onPreUseActivity],
  [PLACEMENT_HOOKS.template.beforePlacing, onPreCreateActivityTemplate],
  [PLACEMENT_HOOKS.region.beforePlacing, onPreCreateMeasuredTemplate],
  [PLACEMENT_HOOKS.region.beforeCreating, onCreateMeasuredTemplate],
  ["renderChatMessageHTML", onRenderChatMessageHTML],
  [
    "createChatMessage",
    (message: ChatMessageDoc) => runDetached(() => onRequestCardCreated(message), "Breath.Failed"),
  ],
];
