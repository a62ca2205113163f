/**
 * The "race-features" pack: the features and spells the races grant, with their activities
 * (named in Icelandic) and uses.
 */
import { getAncestry, type AncestryId } from "../../../src/content/ancestries";
import { getFeature, type FeatureDef, type SpellDef } from "../../../src/content/features";
import { FLAGS, MODULE_ID } from "../../../src/content/ids";
import {
  ACTIVITY_CONDITIONS,
  activityNameFor,
  FEATURE_TEXTS,
  SPELL_TEXTS,
} from "../../../src/content/text/features";
import { RACE_TEXTS } from "../../../src/content/text/races";
import { BREATH_DAMAGE_FORMULA, breathActivityFields } from "../../../src/rules/breath-maths";
import { convertLength, type LengthUnit } from "../../../src/rules/units";
import { slugify } from "../slug";
import { SOURCE, type JsonObject, type JsonValue } from "./common";

function featureDescription(key: keyof typeof FEATURE_TEXTS): string {
  return FEATURE_TEXTS[key].html;
}

function usesSource(def: { uses?: { max: string; period: "sr" | "lr" } }): JsonObject {
  return def.uses
    ? { max: def.uses.max, spent: 0, recovery: [{ period: def.uses.period, type: "recoverAll" }] }
    : { max: "", spent: 0, recovery: [] };
}

export function activityId(id: string): string {
  return `${id.slice(0, 11)}Activ`.slice(0, 16);
}

export function utilityActivity(
  id: string,
  activation: string,
  consumesUse: boolean,
  name: string,
  activationValue: number | null = null,
  condition = "",
): JsonObject {
  return {
    _id: id,
    type: "utility",
    activation: { type: activation, value: activationValue, condition, override: false },
    consumption: {
      targets: consumesUse ? [{ type: "itemUses", value: "1", target: "" }] : [],
      scaling: { allowed: false, max: "" },
      spellSlot: true,
    },
    sort: 0,
    name,
  };
}

/** A heal activity on the user, by a fixed formula, as dnd5e's own trait (Relentless Endurance). */
function healsUser(formula: string): JsonObject {
  return {
    type: "heal",
    // As dnd5e's own 2014 trait: no range, the user its target.
    range: { units: "", special: "", override: false },
    target: {
      template: { count: "", contiguous: false, type: "", size: "", width: "", height: "", units: "" },
      affects: { count: "", type: "self", choice: false, special: "" },
      prompt: false,
      override: false,
    },
    healing: {
      custom: { enabled: true, formula },
      number: null,
      denomination: null,
      bonus: "",
      types: ["healing"],
    },
  };
}

/** A breath weapon's save activity as dnd5e stores it: an area, a save for half, one use spent. */
export function breathSaveActivity(spec: {
  id: string;
  name: string;
  sort: number;
  formula: string;
  template: { type: JsonValue; size: JsonValue; width: JsonValue; units: string };
  damageTypes: JsonValue;
  saveAbility: JsonValue;
}): JsonObject {
  const { type, size, width, units } = spec.template;
  return {
    _id: spec.id,
    type: "save",
    activation: { type: "action", value: 1, condition: "", override: false },
    consumption: {
      targets: [{ type: "itemUses", value: "1", target: "" }],
      scaling: { allowed: false, max: "" },
      spellSlot: true,
    },
    duration: { units: "inst", value: "", special: "", concentration: false, override: false },
    range: { units: "self", special: "", override: false },
    target: {
      template: { count: "", contiguous: false, type, size, width, height: "", units },
      affects: { count: "", type: "creature", choice: false, special: "" },
      prompt: true,
      override: false,
    },
    damage: {
      onSave: "half",
      parts: [
        {
          custom: { enabled: true, formula: spec.formula },
          number: null,
          denomination: null,
          bonus: "",
          types: spec.damageTypes,
        },
      ],
    },
    save: { ability: spec.saveAbility, dc: { calculation: "con", formula: "" } },
    sort: spec.sort,
    name: spec.name,
  };
}

/**
 * The breath weapon's save activity. The pack ships it without an ancestry (no damage type, no
 * area): the drop fills those from the ancestry table when the player chooses.
 */
export function breathActivity(ancestryId: AncestryId | undefined, units: LengthUnit): JsonObject {
  const fields = ancestryId ? breathActivityFields(getAncestry(ancestryId), units) : undefined;
  return breathSaveActivity({
    id: activityId(getFeature("breathWeapon").id),
    name: activityNameFor("breathWeapon") ?? "",
    sort: 0,
    formula: BREATH_DAMAGE_FORMULA,
    template: {
      type: fields?.["target.template.type"] ?? "",
      size: fields?.["target.template.size"] ?? "",
      width: fields?.["target.template.width"] ?? "",
      units,
    },
    damageTypes: fields?.["damage.parts.0.types"] ?? [],
    saveAbility: fields?.["save.ability"] ?? ["dex"],
  });
}

export function featureSource(
  def: FeatureDef,
  options: { ancestry?: AncestryId; units?: LengthUnit } = {},
): JsonObject {
  const text = FEATURE_TEXTS[def.key];
  const activities: JsonObject = {};
  if (def.key === "breathWeapon") {
    const activity = breathActivity(options.ancestry, options.units ?? "m");
    activities[String(activity["_id"])] = activity;
  } else if (def.activity === "utility" || def.activity === "heal") {
    const activity = utilityActivity(
      activityId(def.id),
      def.activation ?? "",
      def.uses !== undefined,
      activityNameFor(def.key) ?? "",
      def.activationValue ?? null,
      ACTIVITY_CONDITIONS[def.key] ?? "",
    );
    if (def.activity === "heal") Object.assign(activity, healsUser(def.heals ?? ""));
    activities[String(activity["_id"])] = activity;
  }
  const flags: JsonObject = { [FLAGS.srdName]: text.srdName, [FLAGS.featureKey]: def.key };
  if (def.key === "breathWeapon") flags[FLAGS.ancestry] = options.ancestry ?? null;
  return {
    _id: def.id,
    _key: `!items!${def.id}`,
    name: text.nameIs,
    type: "feat",
    img: def.img,
    system: {
      description: { value: featureDescription(def.key), chat: "" },
      identifier: slugify(text.srdName),
      source: { ...SOURCE },
      type: { value: "race", subtype: "" },
      requirements: def.races.map((r) => RACE_TEXTS[r].nameIs).join(", "),
      uses: usesSource(def),
      activities,
      advancement: [],
      properties: [],
    },
    effects: [],
    flags: { [MODULE_ID]: flags },
  };
}

export function featureItemSource(
  key: FeatureDef["key"],
  options: { ancestry?: AncestryId; units?: LengthUnit } = {},
): JsonObject {
  return featureSource(getFeature(key), options);
}

export function spellItemSource(def: SpellDef, units: LengthUnit = "m"): JsonObject {
  const text = SPELL_TEXTS[def.key];
  const range = units === "m" ? def.rangeM : convertLength(def.rangeM, "m", "ft");
  const id = activityId(def.id);
  const activity: JsonObject = def.save
    ? {
        _id: id,
        type: "save",
        activation: { type: def.activation, value: 1, condition: "", override: false },
        consumption: {
          targets: [{ type: "itemUses", value: "1", target: "" }],
          scaling: { allowed: false, max: "" },
          spellSlot: false,
        },
        damage: {
          onSave: "half",
          parts: [
            {
              custom: { enabled: true, formula: def.save.damage },
              number: null,
              denomination: null,
              bonus: "",
              types: [def.save.type],
            },
          ],
        },
        save: { ability: [def.save.ability], dc: { calculation: "spellcasting", formula: "" } },
        sort: 0,
        name: activityNameFor(def.key) ?? "",
      }
    : utilityActivity(id, def.activation, def.perLongRest !== undefined, activityNameFor(def.key) ?? "");
  if (!def.save && def.perLongRest !== undefined) {
    (activity["consumption"] as JsonObject)["spellSlot"] = false;
  }
  const template: JsonObject | null = def.sphereRadiusM
    ? {
        type: "sphere",
        size: String(units === "m" ? def.sphereRadiusM : convertLength(def.sphereRadiusM, "m", "ft")),
        units,
      }
    : null;
  return {
    _id: def.id,
    _key: `!items!${def.id}`,
    name: text.nameIs,
    type: "spell",
    img: def.img,
    system: {
      description: { value: text.html, chat: "" },
      identifier: slugify(text.srdName),
      source: { ...SOURCE },
      level: def.level,
      school: def.school,
      properties: [...def.properties],
      materials: { value: def.materials ?? "", consumed: false, cost: 0, supply: 0 },
      activation: { type: def.activation, value: 1, condition: "" },
      duration: { value: def.duration.value, units: def.duration.units },
      range: { value: String(range), units },
      target: template ? { template, affects: { type: "" } } : { affects: { type: "" } },
      // Infernal Legacy: innate, always prepared, Charisma, once per long rest (cantrip at will).
      method: "innate",
      prepared: 2,
      ability: "cha",
      sourceItem: "race:tiefling",
      uses: def.perLongRest
        ? { max: String(def.perLongRest), spent: 0, recovery: [{ period: "lr", type: "recoverAll" }] }
        : { max: "", spent: 0, recovery: [] },
      activities: { [id]: activity },
    },
    effects: [],
    flags: { [MODULE_ID]: { [FLAGS.srdName]: text.srdName, [FLAGS.spellKey]: def.key } },
  };
}
