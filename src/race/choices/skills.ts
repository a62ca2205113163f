/** Skill proficiencies of the player's choice (the half-elf's Skill Versatility). */
import { CHOICE } from "../../content/ids";
import { skill } from "../../effects/changes";
import { registerChoiceKind } from "./kind";
import { byLabel, pickKind } from "./pick";

export const skillsKind = pickKind({
  id: CHOICE.skills,
  options: (decl, world) =>
    world.skillIds
      .filter((id) => !decl.pool || decl.pool.includes(id))
      .map((id) => {
        const known = world.proficientSkills.has(id);
        return {
          value: id,
          label: world.label("skills", id),
          ...(known ? { known, hint: world.t("Choice.skills.Known") } : {}),
        };
      })
      .sort(byLabel(world.lang)),
  changes: (values) => values.map((id) => skill(id)),
});

registerChoiceKind(skillsKind);
