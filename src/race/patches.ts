/**
 * What the answers give the items a race grants (the ancestry's breath weapon, the lineage spells'
 * ability), as patches each kind returns (`ChoiceKind#grantPatch`), and applying them to a source.
 * Pure.
 */
import { MODULE_ID } from "../content/ids";
import { record } from "../rules/record";
import type { LengthUnit } from "../rules/units";
import type { AskedChoice } from "./answers";
import type { Answers, GrantPatch } from "./choices";
import type { Source } from "./source";

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function withModuleFlags(source: Source, own: Record<string, unknown>): Source {
  const flags = { ...record(source["flags"]) };
  flags[MODULE_ID] = { ...record(flags[MODULE_ID]), ...own };
  return { ...source, flags };
}

/** What each answer gives the granted item `grantKey` (the ancestry's breath weapon). */
export function grantPatches(
  ctx: { readonly choices: readonly AskedChoice[]; readonly answers: Answers },
  grantKey: string,
  units: LengthUnit,
): GrantPatch[] {
  return ctx.choices.flatMap(({ decl, kind }) => {
    const answer = ctx.answers[decl.kind];
    const patch = answer !== undefined ? kind.grantPatch?.(decl, answer, grantKey, units) : null;
    return patch ? [patch] : [];
  });
}

/** Every save activity of an item source: the 2014 breath has one, the 2024 breath one per shape. */
export function saveActivityIds(source: Source): string[] {
  const activities = record(record(source["system"])["activities"]);
  return Object.entries(activities)
    .filter(([, a]) => record(a)["type"] === "save")
    .map(([id]) => id);
}

export function applyPatches(source: Source, patches: readonly GrantPatch[], castSpell: boolean): Source {
  let out = source;
  for (const patch of patches) {
    if (patch.spell && castSpell && out["type"] === "spell") {
      const system = clone(record(out["system"]));
      for (const [path, value] of Object.entries(patch.spell)) setPath(system, path, clone(value));
      out = { ...out, system };
    }
    const ids = saveActivityIds(out);
    if (patch.activity && ids.length) {
      const system = { ...record(out["system"]) };
      const activities = { ...record(system["activities"]) };
      for (const activityId of ids) {
        const activity = clone(record(activities[activityId]));
        for (const [path, value] of Object.entries(patch.activity)) setPath(activity, path, clone(value));
        activities[activityId] = activity;
      }
      system["activities"] = activities;
      out = { ...out, system };
    }
    if (patch.flags) out = withModuleFlags(out, { ...patch.flags });
  }
  return out;
}

/** Sets a dotted path in a plain object, making the objects (and array slots) on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== "object" || next === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}
