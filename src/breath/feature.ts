/**
 * Finding the breath weapon on an actor and reading what dnd5e prepared for it (DC, save,
 * damage), or building the same numbers for a GM's ad-hoc breath from the ancestry table.
 */
import { FLAGS, MODULE_ID, type FeatureKey } from "../content/ids";
import { isModuleActive } from "../foundry/adapter";
import { getAncestry, isAncestryId, type Ancestry } from "../content/ancestries";
import { breathFormula, breathSaveDC, clampLevel } from "../rules/breath-maths";
import { breathAutomationSetting, type BreathAutomation } from "../settings";

const FEATURE_KEY: FeatureKey = "breathWeapon";

/** The fields of a dnd5e save activity the breath reads (prepared values, not the source). */
type SaveActivityLike = Activity5e & {
  readonly damage?: { onSave?: string; parts: { formula?: string; types?: Set<string> | string[] }[] };
  getRollData?(): Record<string, unknown>;
};

export interface BreathConfig {
  readonly ancestry: Ancestry;
  readonly dc: number;
  readonly ability: string;
  readonly damageType: string;
  readonly formula: string;
  readonly rollData: Record<string, unknown>;
  /** Null for an ad-hoc breath: nothing is tracked. */
  readonly item: Item5e | null;
  readonly activity: Activity5e | null;
}

function first(values: Set<string> | string[] | undefined): string | undefined {
  if (!values) return undefined;
  return Array.from(values)[0];
}

/**
 * Our feature, known by its flag (a copy keeps it). dnd5e's own SRD "Breath Weapon" feats share
 * the identifier but not the ancestry flag the breath needs, so they are left to dnd5e.
 */
export function findBreathFeature(actor: Actor5e): Item5e | null {
  return actor.items.find((i) => isBreathItem(i)) ?? null;
}

export function breathActivityOf(item: Item5e): Activity5e | null {
  return item.system.activities?.getByType("save")[0] ?? null;
}

/** How many uses are left; an item without a uses limit never runs out. */
export function usesLeft(item: Item5e): number {
  const uses = item.system.uses;
  const max = Number(uses?.max);
  if (!uses || !max) return Infinity;
  if (typeof uses.value === "number") return uses.value;
  return Math.max(0, max - (uses.spent ?? 0));
}

/**
 * The breath as dnd5e prepared it on the item. Null when the drop flow has not set the
 * ancestry yet (no area or no damage type), so nothing would be worth spending a use on.
 */
export function featureConfig(item: Item5e, actor: Actor5e): BreathConfig | null {
  const activity = breathActivityOf(item) as SaveActivityLike | null;
  if (!activity) return null;
  const flagged = item.flags[MODULE_ID]?.[FLAGS.ancestry];
  const part = activity.damage?.parts[0];
  const damageType = first(part?.types);
  const templateType = activity.target?.template?.type;
  if (!isAncestryId(flagged) || !damageType || !templateType || !part?.formula) return null;
  const ability = first(activity.save?.ability) ?? getAncestry(flagged).save;
  const dc = activity.save?.dc.value ?? adHocDC(actor);
  return {
    ancestry: getAncestry(flagged),
    dc,
    ability,
    damageType,
    formula: part.formula,
    rollData: activity.getRollData?.() ?? actor.getRollData(),
    item,
    activity,
  };
}

function actorLevel(actor: Actor5e): number {
  return clampLevel(Number(actor.system.details?.level ?? 1));
}

/**
 * The module's automation, except when midi-qol runs: its own workflow rolls saves and damage
 * for the targets this module sets, and doing it twice would hurt twice.
 */
export function breathAutomation(): BreathAutomation {
  if (isModuleActive("midi-qol")) return "off";
  return breathAutomationSetting();
}

function adHocDC(actor: Actor5e): number {
  const con = actor.system.abilities?.["con"]?.mod ?? 0;
  const prof = actor.system.attributes?.prof ?? 0;
  return breathSaveDC(con, prof);
}

/** The SRD numbers for an actor that lacks the feature (a GM breathing ad hoc). */
export function adHocConfig(actor: Actor5e, ancestry: Ancestry): BreathConfig {
  return {
    ancestry,
    dc: adHocDC(actor),
    ability: ancestry.save,
    damageType: ancestry.damageType,
    formula: breathFormula(actorLevel(actor)),
    rollData: actor.getRollData(),
    item: null,
    activity: null,
  };
}

export function isBreathItem(item: Item5e | null | undefined): boolean {
  return item?.flags[MODULE_ID]?.[FLAGS.featureKey] === FEATURE_KEY;
}
