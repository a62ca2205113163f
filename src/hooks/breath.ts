/**
 * Hook bodies of the breath weapon: the feature used from the sheet goes through the module's
 * breath; the area is re-expressed in the scene's units when dnd5e 5.3 places it (dnd5e 6 converts
 * itself) and marked as the module's; the GM's card buttons; and the requests that waited for a
 * GM, offered when one connects.
 */
import { FLAGS, MODULE_ID } from "../content/ids";
import { isGM } from "../foundry/adapter";
import { activeScene, type ChatMessageDoc } from "../foundry/canvas";
import { worldLengthUnit } from "../foundry/dnd5e";
import { areaInSceneUnits, sceneLengthUnit, type TemplateDataLike } from "../breath/area";
import { breathWeapon } from "../breath/breath";
import { cardDataOf } from "../breath/card";
import { breathAutomation, isBreathItem } from "../breath/feature";
import { isGMCard, runCardAction } from "../breath/buttons";
import { onRequestCardCreated } from "../breath/gm";
import { runDetached } from "../race/run";

function asNumber(value: unknown): number | null {
  const n = Number(value);
  return value === "" || value === null || value === undefined || !Number.isFinite(n) ? null : n;
}

/**
 * `dnd5e.preUseActivity`: the breath weapon used from the sheet (or dnd5e's card) goes through the
 * module's breath, so it is decided by the GM like the macro's. The module's own use (it spends
 * the use once the GM has decided) carries a marker and goes on; so does everything with
 * automation off, which is dnd5e's own flow.
 */
export function onPreUseActivity(
  activity: Activity5e,
  usage: Record<string, unknown> | undefined,
): false | undefined {
  if (!isBreathItem(activity.item) || usage?.[MODULE_ID] || breathAutomation() === "off") return;
  const actor = activity.item.parent;
  if (!actor) return;
  void runDetached(() => breathWeapon({ actor }));
  return false;
}

/**
 * `dnd5e.preCreateActivityTemplate` (dnd5e 5.3): dnd5e places a template with the item's numbers
 * as they are, in whatever unit the scene measures. The breath's area is re-expressed in the
 * scene's unit here, and marked as the module's.
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
  flags[MODULE_ID] = { ...(flags[MODULE_ID] as object | undefined), [FLAGS.breath]: true };
}

/**
 * `dnd5e.createMeasuredTemplate` (dnd5e 6, just before the Region is created): a breath area dnd5e
 * places on its own (the card's button) is marked as the module's, as the macro's is.
 */
export function onCreateMeasuredTemplate(activity: Activity5e, regionData: unknown): void {
  if (!isBreathItem(activity.item)) return;
  for (const data of Array.isArray(regionData) ? regionData : [regionData]) {
    if (typeof data !== "object" || data === null) continue;
    const flags = ((data as { flags?: Record<string, unknown> }).flags ??= {});
    flags[MODULE_ID] = { ...(flags[MODULE_ID] as object | undefined), [FLAGS.breath]: true };
  }
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
 * `renderChatMessageHTML`: the GM's buttons are in every copy of the card; players' clients remove
 * them (players never see undo), and a GM's client wires them only on a card a GM wrote.
 */
export function onRenderChatMessageHTML(message: ChatMessageDoc, html: CardElement): void {
  if (!cardDataOf(message)) return;
  const buttons = Array.from(html.querySelectorAll("[data-kyn-breath-action]") as ArrayLike<CardButton>);
  const wire = isGM() && isGMCard(message);
  for (const button of buttons) {
    if (!wire) {
      button.remove();
      continue;
    }
    const action = button.dataset.kynBreathAction ?? "";
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      void runCardAction(message, action).finally(() => {
        button.disabled = false;
      });
    });
  }
}

/** Every hook the breath weapon listens to: registered with the module's others (src/hooks/index.ts). */
export const BREATH_HOOKS: readonly (readonly [string, (...args: never[]) => unknown])[] = [
  ["dnd5e.preUseActivity", onPreUseActivity],
  ["dnd5e.preCreateActivityTemplate", onPreCreateActivityTemplate],
  ["dnd5e.createMeasuredTemplate", onCreateMeasuredTemplate],
  ["renderChatMessageHTML", onRenderChatMessageHTML],
  [
    "createChatMessage",
    (message: ChatMessageDoc) => runDetached(() => onRequestCardCreated(message), "Breath.Failed"),
  ],
];
