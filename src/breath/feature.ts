/**
 * Finding the breath weapon on an actor and reading what dnd5e prepared for it (DC, save,
 * damage), or building the same numbers for a GM's ad-hoc breath from the ancestry table.
 */
import { FLAGS, MODULE_ID, type Feature24Key, type FeatureKey } from "../content/ids";
import { isModuleActive } from "../foundry/adapter";
import { getAncestry, isAncestryId, type Ancestry } from "../content/ancestries";
import { breathFormula, breathSaveDC, clampLevel, type BreathShape } from "../rules/breath-maths";
import { isBreath24Shape } from "../rules/breath24";
import { isPlainRecord, record } from "../rules/record";
import { breathAutomationSetting, type BreathAutomation } from "../settings";

const FEATURE_KEY: FeatureKey = "breathWeapon";
/** The 2024 dragonborn's breath: one save activity per shape, the shape chosen at each use. */
const FEATURE24_KEY: Feature24Key = "breathWeapon24";

/** The fields of a dnd5e save activity the breath reads (prepared values, not the source). */
type SaveActivityLike = Activity5e & {
  readonly damage?: { onSave?: string; parts: { formula?: string; types?: Set<string> | string[] }[] };
  getRollData?(): Record<string, unknown>;
};

export interface BreathConfig {
  readonly ancestry: Ancestry;
  /** The area: the ancestry's for the 2014 breath, the breather's choice for the 2024 one. */
  readonly shape: BreathShape;
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

/** The breath's save activity; the 2024 breath's is the one whose area is the chosen shape. */
export function breathActivityOf(item: Item5e, shape?: BreathShape): Activity5e | null {
  const saves = item.system.activities?.getByType("save") ?? [];
  if (!isBreath24Item(item)) return saves[0] ?? null;
  return saves.find((a) => shape !== undefined && a.target?.template?.type === shape) ?? null;
}

/** The shape a use of this activity breathes: the 2024 activity's own area, else the ancestry's. */
export function shapeOfActivity(activity: Activity5e): BreathShape | null {
  if (isBreath24Item(activity.item)) {
    const type = activity.target?.template?.type;
    return isBreath24Shape(type) ? type : null;
  }
  const flagged = activity.item.flags[MODULE_ID]?.[FLAGS.ancestry];
  return isAncestryId(flagged) ? getAncestry(flagged).shape : null;
}

/** The item sources of the breather, kept before the use: what dnd5e's consumption is checked against. */
export function itemSources(activity: Activity5e): Map<string, Record<string, unknown>> {
  return new Map((activity.item.parent?.items ?? []).map((item) => [item.id, item.toObject()]));
}

/**
 * A use dnd5e's consumption planned, and the breather's item sources from before it. Only its item
 * writes (`updates.item`) are checked and taken back; a breath consumes item uses alone, so its
 * actor writes, created and deleted items (spell slots, auto-destroy) are not followed.
 */
export interface Spend {
  readonly used: ActivityUseResults;
  readonly before: ReadonlyMap<string, Record<string, unknown>>;
}

type Planned = { readonly id: string; readonly paths: readonly (readonly [path: string, value: unknown])[] };

/** The item updates dnd5e's consumption planned (`updates.item`, its `#applyUsageUpdates`), path by path. */
function plannedSpends(used: ActivityUseResults): Planned[] {
  const planned = used.updates?.["item"];
  return (Array.isArray(planned) ? planned : []).map((update) => {
    const { _id: id, ...changes } = record(update);
    return { id: String(id), paths: leaves(changes) };
  });
}

const at = (source: unknown, path: string): string =>
  JSON.stringify(path.split(".").reduce((o, k) => record(o)[k], source) ?? null);

/**
 * The consumption writes that did not land: a planned path whose value is what it was before the
 * use. Another module can refuse the update (a preUpdateItem hook) while dnd5e goes on with the use
 * as if it had been spent; a hook that writes another value has spent it its own way.
 */
export function spendsRefused(activity: Activity5e, { used, before }: Spend): Planned[] {
  return plannedSpends(used).filter(({ id, paths }) => {
    const now = activity.item.parent?.items.get(id)?.toObject();
    const was = before.get(id);
    // A write that changes nothing (a cost of 0, an item kept at 0 spent) is no refusal.
    const changing = paths.filter(([path, value]) => JSON.stringify(value ?? null) !== at(was, path));
    return changing.length > 0 && (!now || changing.some(([path]) => at(now, path) === at(was, path)));
  });
}

/**
 * Takes back what each planned item write spent (the breath is refused or taken back): a number by
 * its own delta, as dnd5e's refund does, so a use spent meanwhile (the owner's client is free while
 * the GM's decides) stays spent; a path already back where it was is left alone.
 */
export async function refundSpends(activity: Activity5e, { used, before }: Spend): Promise<void> {
  const actor = activity.item.parent;
  const updates = plannedSpends(used).flatMap(({ id, paths }) => {
    const was = before.get(id);
    const now = actor?.items.get(id)?.toObject();
    if (!was || !now) return [];
    const back = paths.flatMap(([p, planned]): [string, unknown][] => {
      if (at(now, p) === at(was, p)) return [];
      const [from, current] = [JSON.parse(at(was, p)) as unknown, JSON.parse(at(now, p)) as unknown];
      const numbers = [planned, from, current].every((v) => typeof v === "number");
      return [[p, numbers ? (current as number) - ((planned as number) - (from as number)) : from]];
    });
    return back.length ? [{ _id: id, ...Object.fromEntries(back) }] : [];
  });
  if (updates.length) await actor?.updateEmbeddedDocuments("Item", updates);
}

/** Each leaf of an update, nested or dotted: its path and value. */
function leaves(update: Record<string, unknown>, prefix = ""): [string, unknown][] {
  return Object.entries(update).flatMap(([key, value]): [string, unknown][] =>
    isPlainRecord(value) ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
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
 * ancestry yet (no area or no damage type), so nothing would be worth spending a use on; and for
 * the 2024 breath without a shape (it has no activity of its own).
 */
export function featureConfig(item: Item5e, actor: Actor5e, shape?: BreathShape): BreathConfig | null {
  const activity = breathActivityOf(item, shape) as SaveActivityLike | null;
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
    shape: isBreath24Item(item) && shape ? shape : getAncestry(flagged).shape,
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
    shape: ancestry.shape,
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
  const key = item?.flags[MODULE_ID]?.[FLAGS.featureKey];
  return key === FEATURE_KEY || key === FEATURE24_KEY;
}

export function isBreath24Item(item: Item5e | null | undefined): boolean {
  return item?.flags[MODULE_ID]?.[FLAGS.featureKey] === FEATURE24_KEY;
}
