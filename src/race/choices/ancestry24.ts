/**
 * The 2024 dragonborn's draconic ancestry (SRD 5.2): one answer sets both the resistance and the
 * damage type of the breath weapon's two activities (cone and line), so they can never disagree —
 * dnd5e's own 2024 dragonborn asks for them separately. The shape is chosen at each use, not here.
 */
import { CHOICE } from "../../content/ids";
import { ANCESTRIES, getAncestry, isAncestryId } from "../../content/ancestries";
import { FLAGS } from "../../content/ids";
import { resist } from "../../effects/changes";
import { registerChoiceKind } from "./kind";
import { pickKind } from "./pick";

/** The granted feature whose damage type the ancestry decides. */
const BREATH24_GRANT = "breathWeapon24";

export const ancestry24Kind = pickKind({
  id: CHOICE.ancestry24,
  options: (_decl, world) =>
    ANCESTRIES.map((a) => ({
      value: a.id,
      label: world.lang === "is" ? a.nameIs : a.srdName,
      hint: world.label("damageTypes", a.damageType),
    })),
  changes: ([id]) => (isAncestryId(id) ? [resist(getAncestry(id).damageType)] : []),
  labelOf: ([id], _decl, world) =>
    isAncestryId(id) ? world.label("damageTypes", getAncestry(id).damageType) : "",
  noPreset: true,
  radioColumns: (world) => [world.t("Choice.ancestry24.Column"), world.t("Choice.ancestry24.Damage")],
  grantPatch(_decl, answer, grantKey) {
    if (grantKey !== BREATH24_GRANT || typeof answer !== "string" || !isAncestryId(answer)) return null;
    return {
      activity: { "damage.parts.0.types": [getAncestry(answer).damageType] },
      flags: { [FLAGS.ancestry]: answer },
    };
  },
});

registerChoiceKind(ancestry24Kind);
