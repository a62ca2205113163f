/**
 * `dnd5e.canvas.AbilityTemplate` (dnd5e 5.3.3 module/canvas/ability-template.mjs): `fromActivity`
 * builds the template data as dnd5e does; `drawPreview` answers from the placement script. dnd5e 6
 * keeps it as a deprecated export (constructor and `fromActivity` log).
 */
import type { Activity } from "./activity";
import { hooks, TEMPLATE_SHAPES } from "./activity-data";
import { MeasuredTemplateDocument, type Scene } from "./canvas";
import type { CanvasFake } from "./canvas-layers";
import { deprecated } from "./deprecations";
import type { Item } from "./documents";
import { placementScript, requireScene } from "./placement";
import { rt } from "./runtime";
import { deepClone, getProperty, globalValue, mergeObject, type Obj } from "./utils";

function currentScene(): Scene | null {
  return globalValue<CanvasFake>("canvas")?.scene ?? null;
}

/** dnd5e 6 keeps the class as a deprecated export. */
function deprecated6(message: string): void {
  if (rt().features.abilityTemplateDeprecated)
    deprecated("dnd5e", message, { since: "DnD5e 6.0", until: "DnD5e 6.2" });
}

/** dnd5e.canvas.AbilityTemplate: `fromActivity` as dnd5e builds the data; placement answers from the script. */
export class AbilityTemplate {
  activity: Activity | null = null;
  item: Item | null = null;
  actorSheet: unknown = null;

  constructor(readonly document: MeasuredTemplateDocument) {
    deprecated6("The `AbilityTemplate` class has been deprecated in favor of the `TemplatePlacement` API.");
  }

  static fromActivity(activity: Activity, options: Obj = {}): AbilityTemplate[] | null {
    deprecated6(
      "`AbilityTemplate.fromActivity` has been deprecated in favor of `TemplatePlacement.fromActivity`.",
    );
    const target = activity.target.template;
    const shape = TEMPLATE_SHAPES[target.type];
    if (!shape) return null;
    const user = rt().currentUser();
    const templateData: Obj = mergeObject(
      {
        t: shape,
        user: user.id,
        distance: target.size,
        direction: 0,
        x: 0,
        y: 0,
        fillColor: user.color,
        flags: {
          dnd5e: {
            dimensions: {
              size: target.size,
              width: target.width,
              height: target.height,
              adjustedSize: target.type === "radius",
            },
            item: activity.item.uuid,
            origin: activity.uuid,
            spellLevel: getProperty(activity.getRollData(), "item.level"),
          },
        },
      },
      options,
      { inplace: false },
    );
    if (shape === "cone")
      templateData.angle = getProperty(globalThis, "CONFIG.MeasuredTemplate.defaults.angle");
    else if (shape === "ray") templateData.width = target.width ?? currentScene()?.grid.distance;
    if (hooks().call("dnd5e.preCreateActivityTemplate", activity, templateData) === false) return null;
    const count = Number(target.count) || 1;
    const created = Array.from({ length: count }, () => {
      const object = new this(
        new MeasuredTemplateDocument(deepClone(templateData), { parent: currentScene() }),
      );
      object.activity = activity;
      object.item = activity.item;
      return object;
    });
    hooks().callAll("dnd5e.createActivityTemplate", activity, created);
    return created;
  }

  /** Resolves with the created documents (createEmbeddedDocuments' array), rejects with nothing on cancel. */
  drawPreview(): Promise<unknown> {
    const placements = placementScript();
    placements.previews.push(this.document.toObject());
    const next = placements.next("template");
    return new Promise((resolve) => {
      // dnd5e 5.3's preview rejects with nothing on a right-click, however the script said it.
      if (next === "cancel" || next === "cancel-rejects") throw undefined;
      this.document.updateSource({ x: next.x, y: next.y, direction: next.direction });
      resolve(requireScene().createEmbeddedDocuments("MeasuredTemplate", [this.document.toObject()]));
    });
  }
}
