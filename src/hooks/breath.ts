/**
 * Hook bodies of the breath weapon: the area re-expressed in the scene's units whenever dnd5e
 * places it, and the GM's buttons on the summary card.
 */
import { MODULE_ID } from "../constants";
import { isGM, worldLengthUnit } from "../foundry/adapter";
import { activeScene, type ChatMessageDoc } from "../foundry/breath";
import { areaInSceneUnits, sceneLengthUnit, type TemplateDataLike } from "../breath/area";
import { cardDataOf } from "../breath/card";
import { isBreathItem } from "../breath/feature";
import { runCardAction } from "../breath/gm";

function asNumber(value: unknown): number | null {
  const n = Number(value);
  return value === "" || value === null || value === undefined || !Number.isFinite(n) ? null : n;
}

/**
 * `dnd5e.preCreateActivityTemplate`: dnd5e places a template with the item's numbers as they
 * are, in whatever unit the scene measures. The breath's area is re-expressed in the scene's
 * unit here, so it is right however the feature is used (macro, sheet, or the card's button).
 */
export function onPreCreateActivityTemplate(activity: Activity5e, templateData: TemplateDataLike): void {
  if (!isBreathItem(activity.item)) return;
  const template = activity.target?.template;
  const size = asNumber(template?.size);
  const scene = activeScene();
  if (!template || size === null || !scene) return;
  const sceneUnit = sceneLengthUnit(scene.grid.units, worldLengthUnit());
  const area = areaInSceneUnits({ size, width: asNumber(template.width), units: template.units }, sceneUnit);
  templateData.distance = area.size;
  if (templateData.t === "ray" && area.width !== null) templateData.width = area.width;
  const flags = (templateData.flags ??= {});
  const dnd5eFlags = (flags["dnd5e"] ??= {}) as { dimensions?: Record<string, unknown> };
  if (dnd5eFlags.dimensions) {
    dnd5eFlags.dimensions["size"] = area.size;
    if (area.width !== null) dnd5eFlags.dimensions["width"] = area.width;
  }
  flags[MODULE_ID] = { breath: true, units: sceneUnit };
}

/** What `renderChatMessageHTML` hands over, as far as the card buttons need it. */
export interface CardElement {
  querySelectorAll(selector: string): Iterable<CardButton> | ArrayLike<CardButton>;
}

export interface CardButton {
  readonly dataset: { kynBreathAction?: string };
  disabled: boolean;
  remove(): void;
  addEventListener(type: "click", listener: (event: Event) => void): void;
}

/**
 * `renderChatMessageHTML`: the GM buttons are in every copy of the card (its content is the same
 * for everyone); players' clients remove them, the GM's wire them up.
 */
export function onRenderChatMessageHTML(message: ChatMessageDoc, html: CardElement): void {
  if (!cardDataOf(message)) return;
  const buttons = Array.from(html.querySelectorAll("[data-kyn-breath-action]") as ArrayLike<CardButton>);
  const gm = isGM();
  for (const button of buttons) {
    if (!gm) {
      button.remove();
      continue;
    }
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      void runCardAction(message, button.dataset.kynBreathAction ?? "").finally(() => {
        button.disabled = false;
      });
    });
  }
}

/** Every hook the breath weapon listens to: src/index.ts registers these (and tests do the same). */
export const BREATH_HOOKS: readonly (readonly [string, (...args: never[]) => unknown])[] = [
  ["dnd5e.preCreateActivityTemplate", onPreCreateActivityTemplate],
  ["renderChatMessageHTML", onRenderChatMessageHTML],
];
