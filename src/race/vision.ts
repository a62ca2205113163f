/**
 * Racial darkvision on tokens, for dnd5e 5.3 tables that opt in (world setting `tokenVision`).
 * dnd5e 6 derives token sight from the actor's senses itself (`senseVisionSync`), so there the
 * module leaves token vision alone.
 *
 * When a race with darkvision is added, the actor's prototype token and its placed tokens (on
 * every scene, whichever one the client views) get darkvision sight (the range in each one's
 * scene units, vision mode "darkvision"); what they had before is kept beside it (`flags.kynthaettir.sightBefore`, in the same update) and put back when
 * the race goes. Sight a GM set to at least the race's range is never touched, and sight the GM
 * changed after the race set it is not "restored" over.
 */
import { FLAGS, MODULE_ID } from "../content/ids";
import { currentUserId } from "../foundry/adapter";
import { tokensOfActor } from "../foundry/canvas";
import { deletion, systemSyncsVision } from "../foundry/stack";
import { convertLength, isLengthUnit } from "../rules/units";
import { tokenVisionEnabled } from "../settings";
import { record } from "../rules/record";
import { moduleFlags } from "./flags";
import { raceFlagsOfItem } from "./read";

interface Sight {
  readonly enabled: boolean;
  readonly range: number;
  readonly visionMode: string;
}

interface TokenDocLike {
  readonly parent?: { readonly grid?: { readonly units?: string } } | null;
  readonly sight?: unknown;
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

function sightOf(value: unknown): Sight {
  const s = record(value);
  return {
    enabled: s["enabled"] === true,
    range: Number(s["range"]) || 0,
    visionMode: typeof s["visionMode"] === "string" ? s["visionMode"] : "basic",
  };
}

const same = (a: Sight, b: unknown): boolean => {
  const s = sightOf(b);
  return a.enabled === s.enabled && a.range === s.range && a.visionMode === s.visionMode;
};

/** The race's darkvision in `units` (a scene's), or null when it has none. */
function darkvisionIn(item: Item5e, units: string | undefined): number | null {
  const senses = record(item.system["senses"]);
  const range = Number(record(senses["ranges"])["darkvision"]);
  if (!Number.isFinite(range) || range <= 0) return null;
  const from = senses["units"];
  if (!isLengthUnit(from) || !isLengthUnit(units)) return range;
  return Math.round(convertLength(range, from, units) * 100) / 100;
}

/** The sight update for one token view, with what it had before; null when nothing should change. */
function giveSight(current: unknown, range: number): Record<string, unknown> | null {
  const before = sightOf(current);
  if (before.enabled && before.range >= range) return null;
  const set: Sight = { enabled: true, range, visionMode: "darkvision" };
  return {
    "sight.enabled": set.enabled,
    "sight.range": set.range,
    "sight.visionMode": set.visionMode,
    [`flags.${MODULE_ID}.${FLAGS.sightBefore}`]: before,
    [`flags.${MODULE_ID}.${FLAGS.sightSet}`]: set,
  };
}

/** The update putting back what the race replaced; null when the race set nothing or the GM changed it since. */
function takeSight(current: unknown, flags: Record<string, unknown>): Record<string, unknown> | null {
  const before = flags[FLAGS.sightBefore];
  const set = flags[FLAGS.sightSet];
  if (!before || !set) return null;
  const forget = {
    ...deletion(`flags.${MODULE_ID}.${FLAGS.sightBefore}`),
    ...deletion(`flags.${MODULE_ID}.${FLAGS.sightSet}`),
  };
  if (!same(sightOf(set), current)) return forget;
  const b = sightOf(before);
  return { "sight.enabled": b.enabled, "sight.range": b.range, "sight.visionMode": b.visionMode, ...forget };
}

function applies(item: Item5e, userId: string): boolean {
  return (
    userId === currentUserId() &&
    !!raceFlagsOfItem(item) &&
    !!item.parent &&
    tokenVisionEnabled() &&
    !systemSyncsVision()
  );
}

function prefixed(update: Record<string, unknown>, prefix: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(update).map(([k, v]) => [`${prefix}.${k}`, v]));
}

/** The actor's tokens on every scene, not only the one this client views. */
function placedTokens(actor: Actor5e): TokenDocLike[] {
  return tokensOfActor(actor) as unknown as TokenDocLike[];
}

/** `createItem`: a race of ours with darkvision gives the actor's tokens darkvision sight. */
export async function onRaceCreatedVision(item: Item5e, userId: string): Promise<void> {
  if (!applies(item, userId)) return;
  const actor = item.parent!;
  const prototype = record(actor.toObject()["prototypeToken"]);
  const worldRange = darkvisionIn(item, undefined);
  if (worldRange === null) return;
  const protoUpdate = moduleFlags(prototype)[FLAGS.sightBefore]
    ? null
    : giveSight(prototype["sight"], worldRange);
  if (protoUpdate) await actor.update(prefixed(protoUpdate, "prototypeToken"));
  for (const token of placedTokens(actor)) {
    const range = darkvisionIn(item, token.parent?.grid?.units);
    const update =
      range === null || moduleFlags(token)[FLAGS.sightBefore] ? null : giveSight(token.sight, range);
    if (update) await token.update(update);
  }
}

/** `deleteItem`: the race went; its tokens' sight goes back to what it was. */
export async function onRaceDeletedVision(item: Item5e, userId: string): Promise<void> {
  if (!applies(item, userId)) return;
  const actor = item.parent!;
  const prototype = record(actor.toObject()["prototypeToken"]);
  const protoUpdate = takeSight(prototype["sight"], moduleFlags(prototype));
  if (protoUpdate) await actor.update(prefixed(protoUpdate, "prototypeToken"));
  for (const token of placedTokens(actor)) {
    const update = takeSight(token.sight, moduleFlags(token));
    if (update) await token.update(update);
  }
}
