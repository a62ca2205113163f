/**
 * The documents one drop creates, built from the DROPPED race document (whatever compendium or
 * world item it came from: a GM's edit counts) and the documents it grants, copied from their
 * UUIDs: the race with its pending choice effects filled in and its lengths in the world's units,
 * and every granted feature and spell. Pure: ids, the running stack's shapes and the loaded
 * sources are passed in.
 */
import { FLAGS, MODULE_ID, type AsiMode } from "../content/ids";
import { changesUpdate, effectInShape, readChanges, withChanges, type EffectShape } from "../effects/shape";
import { movementFor, sensesFor, type LengthUnit, type MovementShape } from "../rules/units";
import { storedAnswers, type AskedChoice } from "./answers";
import type { Answers, ChoiceWorld } from "./choices";
import { record } from "../rules/record";
import { RACE_FLAG_SCHEMA } from "./flags";
import type { LoadedChoiceItem, LoadedGrant } from "./load";
import { fixedIncreaseChanges } from "./caps";
import { itemInUnits } from "./item-units";
import { withSpellConfig, type SpellGrantContext } from "./spell-grant";
import { applyPatches, grantPatches } from "./patches";
import {
  compendiumSourceOf,
  effectFlags,
  effectsOf,
  isFixedIncrease,
  type RaceSource,
  type Source,
} from "./source";

export interface BuildContext {
  readonly choices: readonly AskedChoice[];
  readonly answers: Answers;
  readonly world: ChoiceWorld;
  readonly labels: Readonly<Record<string, string>>;
  readonly asiMode: AsiMode;
  /** The running stack's shapes (`runningStack()` of src/foundry/stack.ts): what is written is in them. */
  readonly stack: { readonly effects: EffectShape; readonly movement: MovementShape };
}

export interface BuildInput extends BuildContext {
  readonly race: RaceSource;
  readonly units: LengthUnit;
  /** Pre-generated id of the race item, so the grants can name it before it exists. */
  readonly raceItemId: string;
  readonly newId: () => string;
  /** The character's level, and the grants due at it, loaded. */
  readonly level: number;
  readonly grants: readonly LoadedGrant[];
  readonly chosenItems: readonly LoadedChoiceItem[];
  /** How granted spells name the race and their free casts. */
  readonly spells?: Omit<SpellGrantContext, "newId">;
  /** Where the dropped document came from, when a compendium (kept as `_stats.compendiumSource`). */
  readonly compendiumSource: string | null;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A deep copy without the compendium CLI's `_key`s (a pack source read from disk carries them). */
function withoutKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([k, v]) => (k === "_key" ? [] : [[k, withoutKeys(v)]])),
  );
}

/** A copy ready to be created anew: no id, folder, sort, ownership or stamps of its old place. */
function fresh(source: Source, id: string, compendiumSource: string | null): Source {
  const out = withoutKeys(clone(source)) as Source;
  for (const key of ["folder", "sort", "ownership", "_stats"]) Reflect.deleteProperty(out, key);
  out["_id"] = id;
  out["_stats"] = { compendiumSource };
  return out;
}

function withModuleFlags(source: Source, own: Record<string, unknown>): Source {
  const flags = { ...record(source["flags"]) };
  flags[MODULE_ID] = { ...record(flags[MODULE_ID]), ...own };
  return { ...source, flags };
}

/** The name a filled choice effect gets: "Aukatungumál (Risamál)". */
export function choiceEffectName(baseName: string, label: string | undefined): string {
  return label ? `${baseName} (${label})` : baseName;
}

/**
 * The race's effects as they must be for these answers and this mode: each choice effect filled
 * (or emptied and disabled while its kind is not answered), the fixed ability increases suppressed
 * outside the "fixed" mode, everything else exactly as the document has it; all in the running
 * generation's shape.
 */
export function effectsFor(effects: readonly Source[], ctx: BuildContext): Source[] {
  return effects.map((effect) => {
    const own = effectFlags(effect);
    const kind = own[FLAGS.choice];
    if (typeof kind === "string") {
      const asked = ctx.choices.find((c) => c.decl.kind === kind);
      const answer = ctx.answers[kind];
      const changes = asked && answer !== undefined ? asked.kind.changes(asked.decl, answer, ctx.world) : [];
      const stored = own[FLAGS.baseName];
      const baseName = typeof stored === "string" ? stored : String(effect["name"] ?? "");
      const filled = changes.length > 0;
      return withModuleFlags(
        withChanges(
          {
            ...effect,
            name: filled ? choiceEffectName(baseName, ctx.labels[kind]) : baseName,
            disabled: !filled,
          },
          changes,
          ctx.stack.effects,
        ),
        { [FLAGS.pending]: !filled, [FLAGS.baseName]: baseName },
      );
    }
    if (isFixedIncrease(effect)) {
      const suppress = ctx.asiMode !== "fixed";
      const wasSuppressed = own[FLAGS.suppressed] === true;
      const disabled = suppress ? true : wasSuppressed ? false : effect["disabled"] === true;
      const { changes, whole, cut } = fixedIncreaseChanges(effect, suppress, ctx.world);
      // The whole increases are recorded once a maximum cuts one, so a later change of choices
      // (or another character) starts from the race's own.
      const recorded = cut || own[FLAGS.increases] !== undefined ? { [FLAGS.increases]: whole } : {};
      return withModuleFlags(withChanges({ ...effect, disabled }, changes, ctx.stack.effects), {
        [FLAGS.suppressed]: suppress,
        ...recorded,
      });
    }
    return effectInShape(effect, ctx.stack.effects);
  });
}

/** The update of one owned effect to its new state, or null when nothing about it changes. */
export function effectUpdate(before: Source, after: Source, shape: EffectShape): Source | null {
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  const changesBefore = readChanges(before);
  const changesAfter = readChanges(after);
  const update: Source = {};
  if (!same(changesBefore, changesAfter)) Object.assign(update, changesUpdate(changesAfter, shape));
  if (before["name"] !== after["name"]) update["name"] = after["name"];
  if ((before["disabled"] === true) !== (after["disabled"] === true)) update["disabled"] = after["disabled"];
  const flagsBefore = effectFlags(before);
  for (const [key, value] of Object.entries(effectFlags(after))) {
    if (!same(flagsBefore[key], value)) update[`flags.${MODULE_ID}.${key}`] = value;
  }
  return Object.keys(update).length ? { _id: before["_id"], ...update } : null;
}

export function buildRaceItem(input: BuildInput): Source {
  const { race, units, stack } = input;
  const source = fresh(race.source, input.raceItemId, input.compendiumSource);
  const system = { ...record(source["system"]) };
  if ("movement" in system) system["movement"] = movementFor(system["movement"], units, stack.movement);
  if ("senses" in system) system["senses"] = sensesFor(system["senses"], units);
  source["system"] = system;
  source["effects"] = effectsFor(effectsOf(race.source), input);
  return withModuleFlags(source, {
    [FLAGS.schema]: RACE_FLAG_SCHEMA,
    [FLAGS.choices]: race.flags.choices.map((c) => clone(c)),
    [FLAGS.grants]: race.flags.grants.map((g) => clone(g)),
    [FLAGS.answers]: storedAnswers(race.flags.choices, input.answers),
    [FLAGS.units]: units,
    [FLAGS.asiMode]: input.asiMode,
    [FLAGS.syncedLevel]: input.level,
  });
}

/** What a granted item is built from besides its own document. */
export type GrantContext = Pick<BuildContext, "choices" | "answers" | "stack"> & {
  readonly units: LengthUnit;
  readonly raceItemId: string;
  readonly newId: () => string;
  /** How a granted spell with a spell configuration names the race and its free casts. */
  readonly spells?: Omit<SpellGrantContext, "newId">;
};

function grantFlags(raceItemId: string, key: string, level: number | undefined): Record<string, unknown> {
  return {
    [FLAGS.grantedBy]: raceItemId,
    [FLAGS.grantKey]: key,
    ...(level !== undefined ? { [FLAGS.grantLevel]: level } : {}),
  };
}

/** One granted feature or spell, owned by the race item through `flags.kynthaettir.grantedBy`. */
export function buildGrant(ctx: GrantContext, grant: LoadedGrant): Source {
  const compendiumSource = compendiumSourceOf(grant.ref.uuid, grant.source);
  let source = itemInUnits(fresh(grant.source, ctx.newId(), compendiumSource), ctx.units, ctx.stack);
  const spell = grant.ref.spell;
  if (spell) {
    // Named first, so the free cast's activity is named after the spell as the user reads it.
    source = shownAs(source, ctx.spells?.localName?.(source) ?? String(source["name"] ?? ""));
    source = withSpellConfig(source, spell, {
      freeCastName: (name) => name,
      ...ctx.spells,
      newId: ctx.newId,
    });
  }
  source = applyPatches(source, grantPatches(ctx, grant.ref.key, ctx.units), spell !== undefined);
  return withModuleFlags(source, grantFlags(ctx.raceItemId, grant.ref.key, grant.ref.level));
}

/** The grant key of an item an answer grants (kept apart from the race's own grant keys). */
export function choiceGrantKey(kind: string): string {
  return `choice:${kind}`;
}

/**
 * An item an answer grants, as the race knows it: the chosen cantrip is innate, always available
 * and cast with the ability the race names (Intelligence for the high elf, as dnd5e's own High Elf
 * configures it). Its name is shown in the user's language; the English one stays in the flags
 * (Babele's `originalName` convention), so modules that match items by name still find it.
 */
export function buildChosenItem(
  input: Pick<BuildInput, "race" | "raceItemId" | "newId" | "units" | "stack">,
  item: LoadedChoiceItem,
): Source {
  const compendiumSource = compendiumSourceOf(item.uuid, item.source);
  const source = itemInUnits(fresh(item.source, input.newId(), compendiumSource), input.units, input.stack);
  const system = { ...record(source["system"]) };
  if (source["type"] === "spell") {
    const decl = input.race.flags.choices.find((c) => c.kind === item.kind);
    system["ability"] = decl?.ability ?? "int";
    system["method"] = "innate";
    system["prepared"] = 2;
    const identifier = record(input.race.source["system"])["identifier"];
    if (typeof identifier === "string") system["sourceItem"] = `race:${identifier}`;
  }
  return withModuleFlags(
    shownAs({ ...source, system }, item.name),
    grantFlags(input.raceItemId, choiceGrantKey(item.kind), undefined),
  );
}

/**
 * The item named `name` (the user's language); its English name stays in the flags (Babele's
 * `originalName` convention, and the module's own), so modules that match items by name still find it.
 */
function shownAs(source: Source, name: string): Source {
  const englishName = String(source["name"] ?? "");
  const flags = { ...record(source["flags"]) };
  if (name !== englishName) flags["babele"] = { ...record(flags["babele"]), originalName: englishName };
  return withModuleFlags({ ...source, name, flags }, { [FLAGS.originalName]: englishName });
}

/** Everything one drop creates, in one array for one `createEmbeddedDocuments` call: race first. */
export function buildRaceDocuments(input: BuildInput): Source[] {
  return [
    buildRaceItem(input),
    ...input.grants.map((g) => buildGrant(input, g)),
    ...input.chosenItems.map((c) => buildChosenItem(input, c)),
  ];
}
