/**
 * The goliath's six giant boons as the choice names them: each boon's name (which its granted item
 * takes, in the user's language, as a chosen cantrip does) and the giants it comes from, as i18n
 * keys under `KYNTHAETTIR.` (literal, so the key scan finds each).
 */
import type { GiantBoon } from "../ids";

export const GIANT_BOON_KEYS: Readonly<Record<GiantBoon, readonly [name: string, giants: string]>> = {
  cloudsJaunt: ["Choice.giantAncestry.CloudsJaunt", "Choice.giantAncestry.CloudGiant"],
  firesBurn: ["Choice.giantAncestry.FiresBurn", "Choice.giantAncestry.FireGiant"],
  frostsChill: ["Choice.giantAncestry.FrostsChill", "Choice.giantAncestry.FrostGiant"],
  hillsTumble: ["Choice.giantAncestry.HillsTumble", "Choice.giantAncestry.HillGiant"],
  stonesEndurance: ["Choice.giantAncestry.StonesEndurance", "Choice.giantAncestry.StoneGiant"],
  stormsThunder: ["Choice.giantAncestry.StormsThunder", "Choice.giantAncestry.StormGiant"],
};
