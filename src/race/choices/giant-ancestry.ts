/**
 * The goliath's Giant Ancestry (SRD 5.2): one boon of six, granted as that feature item from the
 * module's species24-features pack.
 */
import { GIANT_BOONS, isOneOf, type GiantBoon } from "../../content/ids";
import { feature24Uuid } from "../../content/species24/features";
import { registerChoiceKind } from "./kind";
import { pickKind } from "./pick";

/** Each boon's name and the giants it comes from, as the module's strings give it (one literal key each). */
const BOON_KEYS: Readonly<Record<GiantBoon, string>> = {
  cloudsJaunt: "Choice.giantAncestry.CloudsJaunt",
  firesBurn: "Choice.giantAncestry.FiresBurn",
  frostsChill: "Choice.giantAncestry.FrostsChill",
  hillsTumble: "Choice.giantAncestry.HillsTumble",
  stonesEndurance: "Choice.giantAncestry.StonesEndurance",
  stormsThunder: "Choice.giantAncestry.StormsThunder",
};

export const giantAncestryKind = pickKind({
  id: "giantAncestry",
  options: (decl, world) =>
    GIANT_BOONS.filter((id) => !decl.pool || decl.pool.includes(id)).map((id) => ({
      value: id,
      label: world.t(BOON_KEYS[id]),
    })),
  // The boon is a granted item, not an effect change.
  changes: () => [],
  noPreset: true,
  grantedItem: (_decl, answer) => (isOneOf(GIANT_BOONS, answer) ? feature24Uuid(answer) : null),
});

registerChoiceKind(giantAncestryKind);
