/**
 * The self-check's breath: a red dragonborn (the scratch character with the race added through the
 * same code a drop uses) and two creatures on a scratch scene; the area created where the check
 * says, decided as the GM decides a breath; then the saves, the damage, the card, the spent use
 * and undo are compared with what the rules say.
 */
import { CHOICE } from "../content/ids";
import { currentUserId, randomId, resolveUuid, t } from "../foundry/adapter";
import { tableConeAngle, type SceneLike } from "../foundry/canvas";
import { userCardMode } from "../foundry/chat";
import { createAreaDocument, createTokens, createWorldDocument } from "../foundry/temp-documents";
import { addRaceFrom, resolveRace } from "../race/add";
import { breathArea, damageForOutcome } from "../rules/breath-maths";
import { unitsToPixels } from "../rules/geometry";
import { findBreathFeature, usesLeft } from "../breath/feature";
import { runCardAction } from "../breath/buttons";
import { decideSafely } from "../breath/gm";
import { checkAnswers } from "./check-answers";
import { check, type StepContext } from "./steps";

function hp(actor: FoundryDocument | null): number {
  return Number(
    (actor as Actor5e | null)?.system?.["attributes"] &&
      ((actor as Actor5e).system["attributes"] as { hp?: { value?: number } }).hp?.value,
  );
}

/** A breath on a scratch scene: two creatures in a red dragonborn's cone, decided as a GM decides. */
export async function checkBreath(ctx: StepContext, inject: (step: string) => void): Promise<void> {
  const actor = ctx.actor;
  const origin = await resolveRace("dragonborn");
  if (!actor || !origin) return;
  // The scene's creatures stand in a cone: the check breathes as a red dragonborn.
  const preset = await checkAnswers(actor, origin.race, ctx.mode);
  const answers = { ...preset.answers, [CHOICE.ancestry]: "red" };
  await addRaceFrom(actor, { ...origin, previous: {} }, { choices: answers, replace: true, quiet: true });
  const item = findBreathFeature(actor);
  ctx.record(check("breath.feature", t("SelfCheck.Check.BreathFeature"), !!item));
  if (!item) return;
  inject("breath.scene");
  const distance = ctx.units === "m" ? 1.5 : 5;
  const scene = ctx.sandbox.track(
    await createWorldDocument("Scene", {
      name: t("SelfCheck.SceneName"),
      width: 1500,
      height: 1000,
      navigation: false,
      grid: { size: 100, distance, units: ctx.units, type: 1 },
    }),
  ) as unknown as (FoundryDocument & SceneLike) | null;
  if (!scene) return;
  const targets: Actor5e[] = [];
  for (const n of [1, 2]) {
    const target = ctx.sandbox.track(
      await createWorldDocument("Actor", {
        name: t("SelfCheck.TargetName", { n }),
        type: "npc",
        system: { attributes: { hp: { value: 30, max: 30 } } },
      }),
    ) as Actor5e | null;
    if (target) targets.push(target);
  }
  await createTokens(scene, [
    { name: actor.name, actorId: actor.id, actorLink: true, x: 500, y: 500 },
    ...targets.map((target, i) => ({
      name: target.name,
      actorId: target.id,
      actorLink: true,
      x: 700 + 100 * i,
      y: 500,
    })),
  ]);
  inject("breath.area");
  const grid = { gridSize: 100, gridDistance: distance };
  const area = await createAreaDocument(
    scene,
    {
      type: "cone",
      origin: { x: 600, y: 550 },
      direction: 0,
      length: unitsToPixels(breathArea("cone", ctx.units).size, grid),
      angle: tableConeAngle(),
    },
    grid,
    { breath: true, userId: currentUserId(), itemUuid: item.uuid },
  );
  ctx.record(check("breath.area", t("SelfCheck.Check.Area"), !!area));
  if (!area) return;
  inject("breath.decide");
  const decision = await decideSafely(
    {
      requestId: randomId(),
      userId: currentUserId(),
      actorUuid: actor.uuid,
      itemUuid: item.uuid,
      ancestry: null,
      areaUuid: area.uuid,
      targetUuids: [],
      mode: userCardMode(),
    },
    { automation: "damage" },
  );
  if (decision.message) ctx.sandbox.track(decision.message as unknown as FoundryDocument);
  const rows = decision.data?.targets ?? [];
  ctx.record(
    check(
      "breath.card",
      t("SelfCheck.Check.Card"),
      !!decision.message && rows.length === targets.length,
      targets.length,
      decision.refusal ?? rows.length,
    ),
  );
  const damage = decision.data?.damageTotal ?? null;
  for (const [i, target] of targets.entries()) {
    const row = rows.find((r) => r.actorUuid === target.uuid);
    const want = row?.save && damage !== null ? damageForOutcome(damage, row.save.success) : null;
    const now = hp(await resolveUuid(target.uuid));
    ctx.record(
      check(
        `breath.target.${i + 1}`,
        t("SelfCheck.Check.Damage", { name: target.name }),
        want !== null && now === 30 - want && row?.hpLost === want,
        want === null ? "—" : 30 - want,
        now,
      ),
    );
  }
  ctx.record(check("breath.spent", t("SelfCheck.Check.Spent"), usesLeft(item) === 0, 0, usesLeft(item)));
  inject("breath.undo");
  if (decision.message) {
    await runCardAction(decision.message, "undo");
    await runCardAction(decision.message, "undo");
  }
  const restored = await Promise.all(targets.map(async (target) => hp(await resolveUuid(target.uuid))));
  ctx.record(
    check(
      "breath.undo",
      t("SelfCheck.Check.Undo"),
      restored.every((v) => v === 30),
      targets.map(() => 30),
      restored,
    ),
  );
}
