/**
 * The 2024 human's Versatile (SRD 5.2): an origin feat of the player's choice, granted by UUID from
 * dnd5e's own `feats24` compendium, as dnd5e's human does (its ItemChoice advancement: type `feat`,
 * subtype `origin`, Skilled recommended). The options are the origin feats the world's compendium
 * holds, by their names; an answer that is not one of them is refused.
 */
import { CHOICE } from "../../content/ids";
import { registerChoiceKind } from "./kind";
import { byLabel, pickKind } from "./pick";

/** The feat SRD 5.2 recommends for Versatile. */
const RECOMMENDED = "skilled";

export const originFeatKind = pickKind({
  id: CHOICE.originFeat,
  options: (_decl, world) =>
    (world.originFeats ?? [])
      .map((f) => ({
        value: f.uuid,
        label: f.name,
        ...(f.identifier === RECOMMENDED
          ? { hint: world.t("Choice.originFeat.Recommended"), preferred: true }
          : {}),
      }))
      .sort(byLabel(world.lang)),
  // The feat is a granted item, not an effect change.
  changes: () => [],
  grantedItem: (_decl, answer) => (typeof answer === "string" ? answer : null),
});

registerChoiceKind(originFeatKind);
