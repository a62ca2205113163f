/**
 * The 2024 breath's one question: a cone or a line, asked at each use (SRD 5.2 leaves the shape to
 * the breather every time). A macro's `shape` option answers it instead; anything but "cone" or
 * "line" is refused before anything is placed or spent. The 2014 breath is not asked: its
 * ancestry decides the shape.
 */
import { dialogWait, escapeHtml, notify, t, userLang } from "../foundry/adapter";
import { activeScene } from "../foundry/canvas";
import { worldLengthUnit } from "../foundry/dnd5e";
import { breathArea, type BreathShape } from "../rules/breath-maths";
import { isBreath24Shape } from "../rules/breath24";
import { formatLength } from "../rules/units";
import { sceneLengthUnit } from "./area";

/** Each shape's label with its size in the unit the breath will be drawn in ("Keila (4,5 m)"). */
function shapeLabel(shape: BreathShape): string {
  const scene = activeScene();
  const world = worldLengthUnit();
  const unit = scene ? sceneLengthUnit(scene.grid.units, world) : world;
  const area = breathArea(shape, unit);
  const lang = userLang();
  if (shape === "cone") return t("Breath.Shape24.Cone", { length: formatLength(area.size, unit, lang) });
  return t("Breath.Shape24.Line", {
    length: formatLength(area.size, unit, lang),
    width: formatLength(area.width ?? 0, unit, lang),
  });
}

/** The shape the breather picks; null when the dialog is closed or cancelled (nothing is spent). */
async function askShape(): Promise<BreathShape | null> {
  const answer = await dialogWait({
    window: { title: t("Breath.Shape24.Title"), icon: "fa-solid fa-fire" },
    content: `<p>${escapeHtml(t("Breath.Shape24.Content"))}</p>`,
    modal: true,
    rejectClose: false,
    buttons: [
      { action: "cone", label: shapeLabel("cone"), icon: "fa-solid fa-wifi", default: true },
      { action: "line", label: shapeLabel("line"), icon: "fa-solid fa-grip-lines" },
      { action: "cancel", label: t("Breath.Shape24.Cancel"), icon: "fa-solid fa-xmark" },
    ],
  });
  return isBreath24Shape(answer) ? answer : null;
}

/** Whether a `shape` option can be a breath's: absent, "cone" or "line"; else the one notice. */
export function shapeOptionValid(shape: unknown): boolean {
  if (shape === undefined || isBreath24Shape(shape)) return true;
  notify("warn", "Breath.BadShape");
  return false;
}

/** The 2024 breath's shape: the option's, else the breather's answer; null (told) when cancelled. */
export async function breath24Shape(option: BreathShape | undefined): Promise<BreathShape | null> {
  if (option !== undefined) return option;
  const shape = await askShape();
  if (!shape) notify("info", "Breath.Cancelled");
  return shape;
}
