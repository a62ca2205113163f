/** Helniðjar (SRD 5.2 Tiefling): what every fiendish legacy shares. */
import { resist } from "../../effects/changes";
import type { Feature24Key } from "../ids";
import type { RaceEffectDef } from "../races/shared";
import { effectId, type Grant24Def } from "./shared";

/** The legacy's resistance (poison, necrotic or fire), which dnd5e gives from level 1. */
export function legacyResistance(code: string, damageType: string): RaceEffectDef {
  return {
    id: effectId(code, "Resist"),
    trait: "legacyResistance",
    nameIs: "Þol",
    changes: [resist(damageType)],
  };
}

export function tieflingGrants(legacy: Feature24Key): Grant24Def[] {
  return [{ key: "otherworldlyPresence" }, { key: legacy }];
}
