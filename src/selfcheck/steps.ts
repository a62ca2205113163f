/**
 * The self-check's steps, run in the live world on documents it created itself: each race added
 * through the same code a drop uses (the answers the dialog would preselect), compared with what the race's
 * own document says the character must show, one choice changed, the race removed and the
 * character compared with how it began; then a breath on a scratch scene with two creatures.
 */
import { getAncestry, isAncestryId } from "../content/ancestries";
import { ABILITY_IDS, CHOICE, RACE_IDS, isOneOf, type AsiMode, type RaceId } from "../content/ids";
import { itemNameFor } from "../content/terms";
import { resolveUuid, t, userLang } from "../foundry/adapter";
import { dnd5eLabel, worldLengthUnit } from "../foundry/dnd5e";
import { createWorldDocument } from "../foundry/temp-documents";
import { addRaceFrom, resolveRace } from "../race/add";
import { rechoose } from "../race/change";
import { removeRaceItem } from "../race/remove";
import { characterLevel, raceLinked, raceItemOf } from "../race/read";
import type { RaceSource } from "../race/source";
import { isRecord } from "../rules/record";
import { formatNumber, type LengthUnit } from "../rules/units";
import { checkAnswers } from "./check-answers";
import { differences, expectedWithRace, type Observed } from "./expect";
import { observe } from "./observe";
import type { Sandbox } from "./sandbox";

export interface Check {
  readonly id: string;
  readonly label: string;
  readonly ok: boolean;
  readonly expected: string;
  readonly actual: string;
}

export interface StepContext {
  readonly sandbox: Sandbox;
  readonly mode: AsiMode;
  readonly units: LengthUnit;
  readonly record: (check: Check) => void;
  /** The scratch character every race is tried on. */
  actor: Actor5e | null;
}

export function check(
  id: string,
  label: string,
  ok: boolean,
  expected: unknown = "",
  actual: unknown = "",
): Check {
  const text = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v));
  return { id, label, ok, expected: text(expected), actual: text(actual) };
}

async function grantedNames(
  race: RaceSource,
  level: number,
  answers: Readonly<Record<string, unknown>>,
): Promise<string[]> {
  const names: string[] = [];
  for (const ref of race.flags.grants) {
    if ((ref.level ?? 0) > level) continue;
    const doc = await resolveUuid(ref.uuid);
    if (doc) names.push(doc.name);
  }
  const cantrip = answers[CHOICE.cantrip];
  if (typeof cantrip === "string") {
    const spell = await resolveUuid(cantrip);
    const identifier = (spell as { system?: { identifier?: string } } | null)?.system?.identifier;
    if (spell)
      names.push((userLang() === "is" && identifier ? itemNameFor(identifier) : undefined) ?? spell.name);
  }
  return names;
}

/** What the GM reads for each compared field of the character, instead of its field name. */
const FIELD_LABELS: Readonly<Record<keyof Observed, string>> = {
  abilities: "SelfCheck.Field.abilities",
  walk: "SelfCheck.Field.walk",
  darkvision: "SelfCheck.Field.darkvision",
  resistances: "SelfCheck.Field.resistances",
  languages: "SelfCheck.Field.languages",
  skills: "SelfCheck.Field.skills",
  tools: "SelfCheck.Field.tools",
  items: "SelfCheck.Field.items",
};

/**
 * A compared value as the GM reads it: lists comma-separated (an item that holds a comma, is empty
 * or has spaces at its ends in „…“, so two different lists never read the same), none as "—",
 * numbers in the user's language (a decimal comma in Icelandic).
 */
function shown(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") return formatNumber(value, userLang());
  if (Array.isArray(value)) {
    const item = (v: unknown): string => {
      const text = shown(v);
      return typeof v === "string" && (v === "" || v.includes(",") || v.trim() !== v) ? `„${v}“` : text;
    };
    return value.length ? value.map(item).join(", ") : "—";
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([k, v]) => `${k} ${shown(v)}`).join(", ") : "—";
  }
  return String(value);
}

export function observedMatches(id: string, label: string, expected: Observed, actual: Observed): Check {
  const diff = differences(expected, actual);
  const field = (name: keyof Observed): string => t(FIELD_LABELS[name] ?? name);
  // Ability scores by the names dnd5e shows (Icelandic through lang/is.json), not their ids.
  const value = (name: keyof Observed, observed: Observed): unknown => {
    const v = observed[name];
    if (!isRecord(v) || !Object.keys(v).every((k) => isOneOf(ABILITY_IDS, k))) return v;
    return Object.fromEntries(Object.entries(v).map(([k, n]) => [dnd5eLabel("abilities", k) ?? k, n]));
  };
  const side = (observed: Observed): string =>
    diff.map((d) => `${field(d.field)}: ${shown(value(d.field, observed))}`).join("; ");
  return check(id, label, diff.length === 0, side(expected), side(actual));
}

/** The scratch character: all abilities 10, fifth level (so the tiefling's spells are all due). */
export async function createScratchActor(ctx: StepContext): Promise<void> {
  const actor = ctx.sandbox.track(
    await createWorldDocument("Actor", {
      name: t("SelfCheck.ActorName"),
      type: "character",
      system: {
        abilities: Object.fromEntries(
          ["str", "dex", "con", "int", "wis", "cha"].map((a) => [a, { value: 10 }]),
        ),
      },
      items: [
        {
          name: t("SelfCheck.ClassName"),
          type: "class",
          system: { identifier: "kynthaettir-self-check", levels: 5 },
        },
      ],
    }),
  ) as Actor5e | null;
  ctx.record(check("setup", t("SelfCheck.Check.Setup"), !!actor, "", actor?.name ?? ""));
  ctx.actor = actor;
}

/** One race: added, compared, a choice changed and compared, removed and compared with the start. */
export async function checkRace(ctx: StepContext, id: RaceId): Promise<void> {
  const actor = ctx.actor;
  const origin = await resolveRace(id);
  if (!actor || !origin) {
    ctx.record(check(`race.${id}`, t("SelfCheck.Check.RaceMissing", { race: t(`RaceName.${id}`) }), false));
    return;
  }
  const name = String(origin.race.source["name"] ?? id);
  const start = observe(actor);
  const { answers, change } = await checkAnswers(actor, origin.race, ctx.mode);
  const item = await addRaceFrom(
    actor,
    { ...origin, previous: {} },
    { choices: answers, replace: true, quiet: true },
  );
  if (!item) {
    ctx.record(check(`race.${id}.add`, t("SelfCheck.Check.Added", { race: name }), false, name, "—"));
    return;
  }
  const expect = async (given: Readonly<Record<string, unknown>>): Promise<Observed> => {
    const ancestry = given[CHOICE.ancestry];
    return expectedWithRace({
      race: origin.race.source,
      before: start,
      mode: ctx.mode,
      units: ctx.units,
      answers: given,
      grantedNames: await grantedNames(origin.race, characterLevel(actor), given),
      ancestryResistance: isAncestryId(ancestry) ? getAncestry(ancestry).damageType : null,
    });
  };
  ctx.record(
    observedMatches(
      `race.${id}.add`,
      t("SelfCheck.Check.Added", { race: name }),
      await expect(answers),
      observe(actor),
    ),
  );
  ctx.record(
    check(
      `race.${id}.linked`,
      t("SelfCheck.Check.Linked", { race: name }),
      raceLinked(actor, item.id),
      item.id,
      String(
        actor.system.details?.race && typeof actor.system.details.race === "object"
          ? actor.system.details.race.id
          : (actor.system.details?.race ?? "—"),
      ),
    ),
  );
  if (change) {
    const changed = await rechoose(item, { answers: change, quiet: true });
    const given = { ...answers, ...change };
    ctx.record(
      changed
        ? observedMatches(
            `race.${id}.change`,
            t("SelfCheck.Check.Changed", { race: name }),
            await expect(given),
            observe(actor),
          )
        : check(
            `race.${id}.change`,
            t("SelfCheck.Check.Changed", { race: name }),
            false,
            JSON.stringify(change),
            "—",
          ),
    );
  }
  await removeRaceItem(actor, raceItemOf(actor) ?? item);
  ctx.record(
    observedMatches(`race.${id}.remove`, t("SelfCheck.Check.Removed", { race: name }), start, observe(actor)),
  );
}

export async function checkAllRaces(
  ctx: StepContext,
  shouldStop: () => boolean,
  inject: (step: string) => void,
): Promise<void> {
  for (const id of RACE_IDS) {
    if (shouldStop()) return;
    inject(`race.${id}`);
    await checkRace(ctx, id);
  }
}

export function worldUnits(): LengthUnit {
  return worldLengthUnit();
}
