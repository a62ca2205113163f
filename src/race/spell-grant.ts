/**
 * A granted spell cast as its race says (a 2024 lineage's spells): the module's own rendering of
 * what dnd5e's ItemGrant spell configuration does to a granted spell (SpellConfigurationData
 * #applySpellChanges, module/data/advancement/spell-config.mjs, the same in dnd5e 5.3.3 and 6.0):
 * the method and preparation, `sourceItem` naming the race, and
 * free casts — `uses.max` with its recovery and, beside each activity that spends a spell slot, a
 * forward activity that spends a use instead (for a method with slots; otherwise the activity
 * itself spends the use). The spellcasting ability is the spellAbility answer's patch (build.ts). Pure.
 */
import { record } from "../rules/record";
import type { SpellGrantConfig } from "./flags";
import type { Source } from "./source";

export interface SpellGrantContext {
  /** dnd5e's `race:<identifier>`, when the race has an identifier. */
  readonly sourceItem?: string;
  /** The free cast's activity name from the slot-spending activity's name (or the spell's). */
  freeCastName(name: string): string;
  /** The spell's name in the user's language, when the module has one (dnd5e's compendium is English). */
  localName?(source: Source): string | undefined;
  readonly newId: () => string;
}

/** dnd5e's spellcasting methods with spell slots (`SpellcastingModel#slots`: "spell" and "pact"). */
const SLOT_METHODS: ReadonlySet<string> = new Set(["spell", "pact"]);

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Whether an activity spends a spell slot (dnd5e's `consumption.spellSlot`, true unless set false). */
function spendsSlot(activity: Record<string, unknown>): boolean {
  return record(activity["consumption"])["spellSlot"] !== false;
}

const USE_TARGET = { type: "itemUses", target: "", value: "1" } as const;

function withFreeCasts(system: Record<string, unknown>, itemName: string, ctx: SpellGrantContext): void {
  const activities = { ...record(system["activities"]) };
  const forward = SLOT_METHODS.has(String(system["method"] ?? ""));
  for (const [id, raw] of Object.entries(activities)) {
    const activity = clone(record(raw));
    if (!spendsSlot(activity)) continue;
    const consumption = record(activity["consumption"]);
    const targets = Array.isArray(consumption["targets"]) ? [...(consumption["targets"] as unknown[])] : [];
    if (!forward) {
      activities[id] = {
        ...activity,
        consumption: { ...consumption, targets: [...targets, { ...USE_TARGET }] },
      };
      continue;
    }
    const forwardId = ctx.newId();
    const name = typeof activity["name"] === "string" && activity["name"] ? activity["name"] : itemName;
    activities[forwardId] = {
      _id: forwardId,
      type: "forward",
      name: ctx.freeCastName(name),
      sort: (typeof activity["sort"] === "number" ? activity["sort"] : 0) + 1,
      activity: { id },
      consumption: { targets: [{ ...USE_TARGET }] },
    };
  }
  system["activities"] = activities;
}

/** The spell's source as the race grants it: `source` is a fresh copy, not written to. */
export function withSpellConfig(source: Source, config: SpellGrantConfig, ctx: SpellGrantContext): Source {
  if (source["type"] !== "spell") return source;
  const system = clone(record(source["system"]));
  if (config.method) {
    system["method"] = config.method;
    system["prepared"] = config.prepared ?? 0;
  }
  if (ctx.sourceItem) system["sourceItem"] = ctx.sourceItem;
  if (config.uses) {
    const uses = record(system["uses"]);
    const recovery = Array.isArray(uses["recovery"]) ? [...(uses["recovery"] as unknown[])] : [];
    system["uses"] = {
      ...uses,
      max: config.uses.max,
      recovery: [...recovery, { period: config.uses.per, type: "recoverAll" }],
    };
    withFreeCasts(system, String(source["name"] ?? ""), ctx);
  }
  return { ...source, system };
}
