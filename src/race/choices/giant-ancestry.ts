/**
 * The goliath's Giant Ancestry (SRD 5.2): one boon of six, granted as that feature item from the
 * module's species24-features pack.
 */
import { CHOICE } from "../../content/ids";
import { GIANT_BOONS, isOneOf } from "../../content/ids";
import { GIANT_BOON_KEYS } from "../../content/species24/giant-boons";
import { feature24Uuid } from "../../content/species24/features";
import { registerChoiceKind } from "./kind";
import { pickKind } from "./pick";

export const giantAncestryKind = pickKind({
  id: CHOICE.giantAncestry,
  options: (decl, world) =>
    GIANT_BOONS.filter((id) => !decl.pool || decl.pool.includes(id)).map((id) => ({
      value: id,
      label: world.t(GIANT_BOON_KEYS[id][0]),
      hint: world.t(GIANT_BOON_KEYS[id][1]),
    })),
  // The boon is a granted item, not an effect change.
  changes: () => [],
  noPreset: true,
  grantedItem: (_decl, answer) => (isOneOf(GIANT_BOONS, answer) ? feature24Uuid(answer) : null),
});

registerChoiceKind(giantAncestryKind);
