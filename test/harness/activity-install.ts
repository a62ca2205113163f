/** Installing activities in a world (activity.ts): prepared `system.activities` and dnd5e's canvas helpers. */
import { Activity, ActivityCollection } from "./activity";
import { AbilityTemplate } from "./ability-template";
import { Item } from "./documents";
import { placeRegion, PlacementScript, setPlacementScript, TemplatePlacement } from "./placement";
import { getProperty, isPlainObject, type Obj } from "./utils";
import type { World } from "./world";

const PATCHED = Symbol.for("kynthaettir.harness.activities");

function patchItemPreparation(): void {
  const proto = Item.prototype as unknown as Record<symbol, boolean> & { _initializeSystem(): Obj };
  if (proto[PATCHED]) return;
  const original = proto._initializeSystem;
  proto._initializeSystem = function (this: Item): Obj {
    const system = original.call(this);
    const raw = system.activities;
    if (isPlainObject(raw)) {
      const collection = new ActivityCollection();
      for (const [id, data] of Object.entries(raw))
        if (isPlainObject(data)) collection.set(id, new Activity({ _id: id, ...data }, this));
      system.activities = collection;
    }
    // UsesField.prepareData (dnd5e data/shared/uses-field.mjs): `max = simplifyBonus(max, rollData)`,
    // then `uses.value`. Of the roll data only `@prof` is modelled (the 2024 species' "@prof" uses).
    if (isPlainObject(system.uses)) {
      if (typeof system.uses.max === "string" && system.uses.max.includes("@prof")) {
        const prof = Number(getProperty(this.parent, "system.attributes.prof"));
        const max = Number(system.uses.max.replaceAll("@prof", String(prof)));
        if (Number.isInteger(max)) system.uses.max = max;
      }
      const max = Number(system.uses.max) || 0;
      const spent = Number(system.uses.spent) || 0;
      system.uses.value = max ? Math.min(Math.max(max - spent, 0), max) : 0;
    }
    return system;
  };
  proto[PATCHED] = true;
}

/**
 * Prepared activities on items, `dnd5e.canvas.AbilityTemplate` (dnd5e 6: also
 * `TemplatePlacement`), V14 core `canvas.regions.placeRegion`, and dnd5e's default cone angle.
 * Returns the script template previews and region placements answer from
 * (`place(x, y, direction)` or `cancel()`).
 */
export function enableActivities(world: World): PlacementScript {
  patchItemPreparation();
  const placements = new PlacementScript();
  setPlacementScript(placements);
  const dnd5e = world.game.dnd5e as Obj;
  const features = world.stack.features;
  dnd5e.canvas = {
    ...(isPlainObject(dnd5e.canvas) ? dnd5e.canvas : {}),
    AbilityTemplate,
    ...(features.areaPlacement === "template-placement" ? { TemplatePlacement } : {}),
  };
  if (features.generation >= 14) world.canvas.regions.placeRegion = placeRegion;
  const templateConfig = (world.CONFIG.MeasuredTemplate ??= {}) as Obj;
  templateConfig.defaults = { angle: 53.13 };
  // Items created before this call get their activities on the next preparation.
  for (const actor of world.actors) actor.prepareData();
  return placements;
}
