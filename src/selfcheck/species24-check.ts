/**
 * The self-check's steps for the fourteen 2024 species, as for the races (./steps.ts): each added
 * from the "Tegundir (2024)" pack through the same code a drop uses, compared with what its own
 * document says the character must show, one choice changed where it asks one, removed and
 * compared with how the character began.
 */
import { CHOICE } from "../content/ids";
import { getAncestry, isAncestryId } from "../content/ancestries";
import { GIANT_BOONS, isOneOf, SPECIES24_IDS, species24Uuid, type Species24Id } from "../content/ids";
import { GIANT_BOON_KEYS } from "../content/species24/giant-boons";
import { resolveUuid, t } from "../foundry/adapter";
import { addRaceFrom, resolveRace } from "../race/add";
import { rechoose } from "../race/change";
import { spellGrantNames } from "../race/load";
import { characterLevel, grantKeyOf, grantedItems, raceItemOf } from "../race/read";
import { removeRaceItem } from "../race/remove";
import type { RaceSource } from "../race/source";
import { checkAnswers } from "./check-answers";
import { expectedWithRace, type Observed } from "./expect";
import { observe } from "./observe";
import { check, observedMatches, type StepContext } from "./steps";

type Answers = Readonly<Record<string, unknown>>;

async function grantedNames(race: RaceSource, level: number, answers: Answers): Promise<string[]> {
  const names: string[] = [];
  const spellNames = spellGrantNames(race.source);
  for (const grant of race.flags.grants.filter((g) => (g.level ?? 0) <= level)) {
    const doc = await resolveUuid(grant.uuid);
    // A lineage spell is named in the user's language where the module has the term.
    if (doc) names.push((grant.spell && spellNames.localName?.(doc.toObject())) || doc.name);
  }
  // The chosen boon's item is named as the choice names it, in the user's language.
  const boon = answers[CHOICE.giantAncestry];
  if (isOneOf(GIANT_BOONS, boon)) names.push(t(GIANT_BOON_KEYS[boon][0]));
  // The chosen origin feat keeps its name in dnd5e's compendium.
  const feat = answers[CHOICE.originFeat];
  const featDoc = typeof feat === "string" ? await resolveUuid(feat) : null;
  if (featDoc) names.push(featDoc.name);
  return names;
}

const ancestryDamage = (answer: unknown): string | null =>
  isAncestryId(answer) ? getAncestry(answer).damageType : null;

/** The skill answers the Observed skills include: the 2024 kinds are skills by another name. */
function asSkills(answers: Answers): Answers {
  const skills = [answers[CHOICE.keenSenses], answers[CHOICE.skillful]].filter((v) => typeof v === "string");
  return skills.length ? { ...answers, skills } : answers;
}

/**
 * Whether every spell the species granted with a spell configuration (the lineage spells) is cast
 * with the chosen spellcasting ability; null when it grants none.
 */
function spellAbilityCheck(
  actor: Actor5e,
  item: Item5e,
  race: RaceSource,
  answers: Answers,
  id: string,
  name: string,
) {
  const keys = new Set(race.flags.grants.filter((g) => g.spell).map((g) => g.key));
  if (!keys.size) return null;
  const abilities = grantedItems(actor, item.id)
    .filter((i) => keys.has(grantKeyOf(i)))
    .map((i) => String(i.system["ability"] ?? ""));
  const wanted = String(answers[CHOICE.spellAbility] ?? "");
  const ok = abilities.length > 0 && abilities.every((a) => a === wanted);
  return check(
    `species24.${id}.spellAbility`,
    t("SelfCheck.Check.SpellAbility", { race: name }),
    ok,
    wanted,
    abilities,
  );
}

export async function checkSpecies24(ctx: StepContext, id: Species24Id): Promise<void> {
  const actor = ctx.actor;
  const origin = await resolveRace(species24Uuid(id));
  if (!actor || !origin) {
    ctx.record(
      check(`species24.${id}`, t("SelfCheck.Check.RaceMissing", { race: t(`SpeciesName.${id}`) }), false),
    );
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
    ctx.record(check(`species24.${id}.add`, t("SelfCheck.Check.Added", { race: name }), false, name, "—"));
    return;
  }
  const expect = async (given: Answers): Promise<Observed> =>
    expectedWithRace({
      race: origin.race.source,
      before: start,
      mode: ctx.mode,
      units: ctx.units,
      answers: asSkills(given),
      grantedNames: await grantedNames(origin.race, characterLevel(actor), given),
      ancestryResistance: ancestryDamage(given[CHOICE.ancestry24]),
    });
  const label = t("SelfCheck.Check.Added", { race: name });
  ctx.record(observedMatches(`species24.${id}.add`, label, await expect(answers), observe(actor)));
  const added = spellAbilityCheck(actor, item, origin.race, answers, id, name);
  if (added) ctx.record(added);
  if (change) {
    const changed = await rechoose(item, { answers: change, quiet: true });
    const changedLabel = t("SelfCheck.Check.Changed", { race: name });
    ctx.record(
      changed
        ? observedMatches(
            `species24.${id}.change`,
            changedLabel,
            await expect({ ...answers, ...change }),
            observe(actor),
          )
        : check(`species24.${id}.change`, changedLabel, false, JSON.stringify(change), "—"),
    );
    const after = changed
      ? spellAbilityCheck(actor, item, origin.race, { ...answers, ...change }, id, name)
      : null;
    if (after) ctx.record({ ...after, id: `${after.id}.change` });
  }
  await removeRaceItem(actor, raceItemOf(actor) ?? item);
  ctx.record(
    observedMatches(
      `species24.${id}.remove`,
      t("SelfCheck.Check.Removed", { race: name }),
      start,
      observe(actor),
    ),
  );
}

export async function checkAllSpecies24(
  ctx: StepContext,
  shouldStop: () => boolean,
  inject: (step: string) => void,
): Promise<void> {
  for (const id of SPECIES24_IDS) {
    if (shouldStop()) return;
    inject(`species24.${id}`);
    await checkSpecies24(ctx, id);
  }
}
