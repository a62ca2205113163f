/** Gnómar (SRD 5.2 Gnome): what both lineages share. */
import { ADD } from "../../effects/changes";
import type { Feature24Key } from "../ids";
import type { RaceEffectDef } from "../races/shared";
import { effectId, type Grant24Def } from "./shared";

/** Gnomish Cunning: advantage on Intelligence, Wisdom and Charisma saving throws, always. */
export function gnomishCunningEffect(code: string): RaceEffectDef {
  return {
    id: effectId(code, "Cunning"),
    trait: "gnomishCunning",
    nameIs: "Slyngni gnóma",
    changes: (["int", "wis", "cha"] as const).map((id) => ({
      key: `system.abilities.${id}.save.roll.mode`,
      mode: ADD,
      value: "1",
    })),
  };
}

export function gnomeGrants(lineage: Feature24Key): Grant24Def[] {
  return [{ key: "gnomishCunning" }, { key: lineage }];
}
