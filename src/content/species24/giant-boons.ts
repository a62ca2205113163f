/**
 * The goliath's six giant boons: their feature items' mechanics, each with the activity dnd5e's own
 * trait has (SRD 5.2 and dnd5e's origins24 pack), and, as the choice names them, each boon's name
 * (which its granted item takes, in the user's language, as a chosen cantrip does) and the giants
 * it comes from, as i18n keys under `KYNTHAETTIR.` (literal, so the key scan finds each).
 */
import { ADD, type ChangeDef } from "../../effects/changes";
import type { Feature24Key, GiantBoon } from "../ids";
import { feature24Id, PER_LONG_REST_PROF, type Feature24Def } from "./feature-def";

export const GIANT_BOON_KEYS: Readonly<Record<GiantBoon, readonly [name: string, giants: string]>> = {
  cloudsJaunt: ["Choice.giantAncestry.CloudsJaunt", "Choice.giantAncestry.CloudGiant"],
  firesBurn: ["Choice.giantAncestry.FiresBurn", "Choice.giantAncestry.FireGiant"],
  frostsChill: ["Choice.giantAncestry.FrostsChill", "Choice.giantAncestry.FrostGiant"],
  hillsTumble: ["Choice.giantAncestry.HillsTumble", "Choice.giantAncestry.HillGiant"],
  stonesEndurance: ["Choice.giantAncestry.StonesEndurance", "Choice.giantAncestry.StoneGiant"],
  stormsThunder: ["Choice.giantAncestry.StormsThunder", "Choice.giantAncestry.StormGiant"],
};

/** A giant's boon: usable a proficiency bonus of times per long rest, its activity as dnd5e's own. */
function boon(
  key: Feature24Key,
  code: string,
  img: string,
  rest: Pick<Feature24Def, "activity" | "activation" | "roll" | "target" | "effect">,
): Feature24Def {
  return { key, id: feature24Id(code), img, species: ["goliath"], uses: PER_LONG_REST_PROF, ...rest };
}

const ONE_CREATURE = { affects: "creature" } as const;
/** Frost's Chill: every speed 3 m / 10 ft less until the start of the goliath's next turn. */
const CHILLED = (["walk", "burrow", "climb", "fly", "swim"] as const).map((type): ChangeDef => ({
  key: `system.attributes.movement.${type}`,
  mode: ADD,
  value: "-3",
}));

export const GIANT_BOONS24: readonly Feature24Def[] = [
  boon("cloudsJaunt", "CloudJaunt", "icons/magic/air/weather-clouds.webp", {
    activity: "utility",
    activation: "bonus",
    target: { affects: "space", metres: 9 },
  }),
  boon("firesBurn", "FireBurn", "icons/magic/fire/flame-burning-fist-strike.webp", {
    activity: "damage",
    roll: { dice: [1, 10], types: ["fire"] },
    target: ONE_CREATURE,
  }),
  boon("frostsChill", "FrostChill", "icons/magic/water/heart-ice-freeze.webp", {
    activity: "damage",
    roll: { dice: [1, 6], types: ["cold"] },
    target: ONE_CREATURE,
    effect: { turns: 1, changes: CHILLED },
  }),
  boon("hillsTumble", "HillTumble", "icons/magic/control/silhouette-fall-slip-prone.webp", {
    activity: "utility",
    target: ONE_CREATURE,
  }),
  boon("stonesEndurance", "StoneEndur", "icons/magic/defensive/armor-stone-skin.webp", {
    activity: "heal",
    activation: "reaction",
    roll: { dice: [1, 12], bonus: "@abilities.con.mod", types: ["healing"] },
  }),
  boon("stormsThunder", "StormThund", "icons/magic/lightning/bolts-salvo-clouds-sky.webp", {
    activity: "damage",
    activation: "reaction",
    roll: { dice: [1, 8], types: ["thunder"] },
    target: { affects: "creature", metres: 18 },
  }),
];
