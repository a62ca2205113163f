/**
 * Hook bodies of the breath weapon: the area re-expressed in the scene's units whenever dnd5e
 * places it, and the GM's buttons on the summary card.
 */
import { worldLengthUnit } from "../foundry/dnd5e";
import { MODULE_ID } from "../content/ids";
import { isGM, serverTime } from "../foundry/adapter";
import { activeScene, type ChatMessageDoc } from "../foundry/breath";
import { areaInSceneUnits, sceneLengthUnit, type TemplateDataLike } from "../breath/area";
import { cardDataOf } from "../breath/card";
import { requestInFlight } from "../breath/card-data";
import { isBreathItem } from "../breath/feature";
import { runCardAction } from "../breath/gm";
import { breathMessageOf, takenUpdate } from "../breath/taken";

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
 * for everyone); players' clients remove them, the GM's wire them up. "Finish" stays disabled
 * while the breather's client is waiting for the active GM to finish the card.
 */
export function onRenderChatMessageHTML(message: ChatMessageDoc, html: CardElement): void {
  const data = cardDataOf(message);
  if (!data) return;
  const buttons = Array.from(html.querySelectorAll("[data-kyn-breath-action]") as ArrayLike<CardButton>);
  const gm = isGM();
  const inFlight = requestInFlight(data, serverTime());
  for (const button of buttons) {
    if (!gm) {
      button.remove();
      continue;
    }
    const action = button.dataset.kynBreathAction ?? "";
    if (action === "resolve" && inFlight) button.disabled = true;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      void runCardAction(message, action)
        .catch((error: unknown) =>
          console.error(`${MODULE_ID} | the breath card's "${action}" failed`, error),
        )
        .finally(() => {
          button.disabled = false;
        });
    });
  }
}

interface HitPointsLike {
  readonly value?: unknown;
  readonly temp?: unknown;
}

/**
 * `dnd5e.preApplyDamage`: when the damage is one of our breath's, what it is about to take is
 * recorded on the creature in the same update (see src/breath/taken.ts), for the GM's undo.
 */
export function onPreApplyDamage(
  actor: Actor5e,
  _amount: number,
  updates: Record<string, unknown>,
  options: unknown,
): void {
  const messageId = breathMessageOf(options);
  if (!messageId) return;
  const hp = (actor.system as { attributes?: { hp?: HitPointsLike } }).attributes?.hp;
  const value = Number(hp?.value) || 0;
  const temp = Number(hp?.temp) || 0;
  const lost = Math.max(0, value - (Number(updates["system.attributes.hp.value"] ?? value) || 0));
  const tempLost = Math.max(0, temp - (Number(updates["system.attributes.hp.temp"] ?? temp) || 0));
  // Nothing taken, nothing to give back; and no update where dnd5e would make none.
  if (lost + tempLost === 0) return;
  Object.assign(updates, takenUpdate(messageId, { hp: lost, temp: tempLost }));
}

/** Every hook the breath weapon listens to: src/index.ts registers these (and tests do the same). */
export const BREATH_HOOKS: readonly (readonly [string, (...args: never[]) => unknown])[] = [
  ["dnd5e.preCreateActivityTemplate", onPreCreateActivityTemplate],
  ["renderChatMessageHTML", onRenderChatMessageHTML],
  ["dnd5e.preApplyDamage", onPreApplyDamage],
];
