/**
 * dnd5e's scale values in roll data (`@scale.<item>.<scale>`): ActorDataModel#_prepareScaleValues
 * (dnd5e 5.3.3 module/data/abstract/actor-data-model.mjs l.59-76) sets `system.scale[item
 * identifier]` to the item's `scaleValues` (documents/item.mjs l.386-397): for each ScaleValue
 * advancement, the value of the highest configured level at or below the item's level (a class's
 * levels, a subclass's class's levels, else the character level). A value stands in a formula as
 * its `formula` (ScaleValueType#toString, data/advancement/scale-value.mjs l.148-166, dice
 * l.303-360). Class restrictions (primary / secondary class) are not modelled.
 */
import type { Actor, Item } from "./documents";
import { getProperty, isPlainObject, type Obj } from "./utils";

/** A prepared scale value: its configured data, with `formula` and `toString` as dnd5e's types give. */
class ScaleValue {
  readonly [key: string]: unknown;
  constructor(type: string, data: Obj) {
    Object.assign(this, data);
    if (type === "dice") {
      const faces = Number(data.faces) || 0;
      const modifiers = Array.isArray(data.modifiers) ? data.modifiers.filter((m) => m).join("") : "";
      const die = faces ? `d${faces}${modifiers}` : "";
      Object.defineProperty(this, "die", { value: die, enumerable: false });
      Object.defineProperty(this, "formula", {
        value: faces ? `${String(data.number ?? "")}${die}` : null,
        enumerable: false,
      });
    } else Object.defineProperty(this, "formula", { value: data.value ?? null, enumerable: false });
  }

  toString(): string {
    return String(this["formula"] ?? "");
  }
}

/** An item's advancements of one type (`system.advancement`, an array or an id-keyed object). */
export function advancementsOf(item: Item, type: string): Obj[] {
  const raw = item.system.advancement;
  const list: unknown[] = Array.isArray(raw) ? raw : isPlainObject(raw) ? Object.values(raw) : [];
  return list.filter((a): a is Obj => isPlainObject(a) && a.type === type);
}

/** dnd5e's `formatIdentifier` of a title (a slug). */
const slug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function itemLevel(actor: Actor, item: Item): number {
  if (item.type === "class") return Number(item.system.levels ?? 0);
  if (item.type === "subclass") {
    const cls = actor.classes[String(item.system.classIdentifier ?? "")];
    return Number(cls?.system.levels ?? 0);
  }
  return Number(item.system.advancementLevel ?? getProperty(actor.system, "details.level") ?? 0);
}

/** `system.scale` of a prepared actor. */
export function scaleValues(actor: Actor): Obj {
  const scale: Obj = {};
  for (const item of actor.items) {
    const list = advancementsOf(item, "ScaleValue");
    if (!list.length) continue;
    const level = itemLevel(actor, item);
    const values: Obj = {};
    for (const advancement of list) {
      const configuration = isPlainObject(advancement.configuration) ? advancement.configuration : {};
      const id = String(configuration.identifier || slug(String(advancement.title ?? "")));
      const table = isPlainObject(configuration.scale) ? configuration.scale : {};
      const key = Object.keys(table)
        .filter((l) => Number(l) <= level)
        .sort((a, b) => Number(a) - Number(b))
        .at(-1);
      const data = key === undefined ? undefined : table[key];
      values[id] = isPlainObject(data) ? new ScaleValue(String(configuration.type ?? "string"), data) : null;
    }
    scale[item.identifier] = values;
  }
  return scale;
}
