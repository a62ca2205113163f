/** The dragonborn's draconic ancestry: resistance to its damage type, and the breath weapon's area and save. */
import { ANCESTRIES, getAncestry, isAncestryId } from "../../content/ancestries";
import { CHOICE, FLAGS } from "../../content/ids";
import { resist } from "../../effects/changes";
import { breathActivityFields, breathArea } from "../../rules/breath-maths";
import { formatLength } from "../../rules/units";
import { registerChoiceKind } from "./kind";
import { pickKind } from "./pick";

/** The granted feature whose area, damage type and save the ancestry decides. */
const BREATH_GRANT = "breathWeapon";

export const ancestryKind = pickKind({
  id: CHOICE.ancestry,
  options: (_decl, world) =>
    ANCESTRIES.map((a) => {
      const area = breathArea(a.shape, world.units);
      return {
        value: a.id,
        label: world.lang === "is" ? a.nameIs : a.srdName,
        hint: world.t(`Choice.ancestry.Shape.${a.shape}`, {
          damage: world.label("damageTypes", a.damageType),
          length: formatLength(area.size, world.units, world.lang),
          width: formatLength(area.width ?? 0, world.units, world.lang),
          save: world.t(`Choice.ancestry.Save.${a.save}`),
        }),
      };
    }),
  changes: ([id]) => (isAncestryId(id) ? [resist(getAncestry(id).damageType)] : []),
  labelOf: ([id], _decl, world) =>
    isAncestryId(id) ? world.label("damageTypes", getAncestry(id).damageType) : "",
  noPreset: true,
  radioColumns: (world) => [world.t("Choice.ancestry.Column"), world.t("Choice.ancestry.Breath")],
  grantPatch(_decl, answer, grantKey, units) {
    if (grantKey !== BREATH_GRANT || typeof answer !== "string" || !isAncestryId(answer)) return null;
    return {
      activity: breathActivityFields(getAncestry(answer), units),
      flags: { [FLAGS.ancestry]: answer },
    };
  },
});

registerChoiceKind(ancestryKind);
