/**
 * dnd5e's armour class (AttributesFields.prepareArmorClass, dnd5e 5.3.3
 * module/data/actor/templates/attributes.mjs l.148-235; unchanged in these parts on 6.x): the
 * equipped armour (the first `equipment` whose `type.value` is light, medium, heavy or natural)
 * gives `ac.armor` = its `armor.value` and caps the dexterity bonus at its `armor.dex` (none for
 * heavy armour); the equipped shield adds its `armor.value`; the calculation's formula
 * (`CONFIG.DND5E.armorClasses`, config.mjs l.1595-1631) gives the base; flat is `ac.flat` alone,
 * natural `ac.flat` plus bonuses. An item's `armor.value` carries its magical bonus when magic is
 * available (EquipmentData#prepareDerivedData l.271-284, EquippableItemTemplate#magicAvailable).
 */
import type { Actor, Item } from "./documents";
import { Roll, simplifyBonus } from "./dice";
import { config, obj } from "./prepare";
import { getProperty, type Obj } from "./utils";

/** CONFIG.DND5E.armorClasses formulas. */
const ARMOR_CLASS_FORMULAS: Readonly<Record<string, string>> = {
  flat: "@attributes.ac.flat",
  natural: "@attributes.ac.flat",
  default: "@attributes.ac.armor + @attributes.ac.dex",
  mage: "13 + @abilities.dex.mod",
  draconic: "13 + @abilities.dex.mod",
  unarmoredMonk: "10 + @abilities.dex.mod + @abilities.wis.mod",
  unarmoredBarb: "10 + @abilities.dex.mod + @abilities.con.mod",
  unarmoredBard: "10 + @abilities.dex.mod + @abilities.cha.mod",
};

/** The item's prepared `armor.value`: its source value plus a magical bonus where magic is available. */
function armorValue(item: { system: Obj; _source: Obj }, rollData: Obj): number {
  const system = item.system;
  const armor = obj(system.armor);
  const base = Number(getProperty(item._source, "system.armor.value") ?? 0);
  const properties = new Set((system.properties as Iterable<string> | null | undefined) ?? []);
  const attuned = Boolean(system.attuned) || system.attunement !== "required";
  const magical = attuned && properties.has("mgc") ? simplifyBonus(armor.magicalBonus, rollData) : 0;
  return base + magical;
}

export function prepareArmorClass(actor: Actor, rollData: Obj): void {
  const system = actor.system;
  const ac = obj(getProperty(system, "attributes.ac"));
  const dexMod = Number(getProperty(system, "abilities.dex.mod") ?? 0);
  let calc = String(ac.calc ?? "default");
  if (!(calc in ARMOR_CLASS_FORMULAS) && calc !== "custom") calc = ac.calc = "flat";
  if (calc === "flat") {
    ac.value = Number(ac.flat ?? 10);
    return;
  }
  const typeOf = (item: Item): string => String(getProperty(item.system, "type.value"));
  const equipped = [...actor.items].filter(
    (i) => i.type === "equipment" && i.system.equipped && typeOf(i) in config().armorTypes,
  );
  const shield = equipped.find((i) => typeOf(i) === "shield");
  // `armor`, `shield`, `cover` start at 10, 0, 0 in the base data (prepareBaseArmorClass, prepare.ts).
  if (calc === "natural") ac.base = Number(ac.flat ?? 10);
  else {
    const armor = equipped.find((i) => typeOf(i) !== "shield");
    if (armor) {
      const cap = getProperty(armor.system, "armor.dex");
      ac.armor = armorValue(armor, rollData);
      ac.dex = typeOf(armor) === "heavy" ? 0 : Math.min(typeof cap === "number" ? cap : Infinity, dexMod);
    } else ac.dex = dexMod;
    const formula = calc === "custom" ? String(ac.formula ?? "") : ARMOR_CLASS_FORMULAS[calc]!;
    // dnd5e's roll data shares the prepared objects (`{...this}`), so the formula sees the modifiers.
    const data = { ...rollData, abilities: system.abilities, attributes: { ...obj(system.attributes), ac } };
    try {
      ac.base = formula ? Number(new Roll(formula, data).evaluateSync().total) : 0;
    } catch {
      ac.base = Number(new Roll(ARMOR_CLASS_FORMULAS.default!, data).evaluateSync().total);
    }
  }
  if (shield) ac.shield = armorValue(shield, rollData);
  ac.min = simplifyBonus(ac.min, rollData);
  ac.bonus = simplifyBonus(ac.bonus, rollData);
  const total = Number(ac.base) + Number(ac.shield ?? 0) + Number(ac.bonus) + Number(ac.cover ?? 0);
  ac.value = Math.max(Number(ac.min), total);
}
