/**
 * The 2024 species' skill choices, each with its own legend: Keen Senses (the elves: Insight,
 * Perception or Survival, the pool the species declares) and Skillful (the human: any skill).
 */
import { CHOICE } from "../../content/ids";
import { skill } from "../../effects/changes";
import type { ChoiceDecl, ChoiceOption, ChoiceWorld } from "./kind";
import { registerChoiceKind } from "./kind";
import { byLabel, pickKind } from "./pick";

function skillOptions(decl: ChoiceDecl, world: ChoiceWorld): ChoiceOption[] {
  return world.skillIds
    .filter((id) => !decl.pool || decl.pool.includes(id))
    .map((id) => {
      const known = world.proficientSkills.has(id);
      return {
        value: id,
        label: world.label("skills", id),
        ...(known ? { known, hint: world.t("Choice.skills.Known") } : {}),
      };
    })
    .sort(byLabel(world.lang));
}

export const keenSensesKind = pickKind({
  id: CHOICE.keenSenses,
  options: skillOptions,
  changes: (values) => values.map((id) => skill(id)),
});

export const skillfulKind = pickKind({
  id: CHOICE.skillful,
  options: skillOptions,
  changes: (values) => values.map((id) => skill(id)),
});

registerChoiceKind(keenSensesKind);
registerChoiceKind(skillfulKind);
