/** A tool proficiency of the player's choice (the hill dwarf's artisan's tools). */
import { CHOICE } from "../../content/ids";
import { tool } from "../../effects/changes";
import { registerChoiceKind } from "./kind";
import { pickKind } from "./pick";

export const toolKind = pickKind({
  id: CHOICE.tool,
  options: (decl, world) =>
    (decl.pool ?? world.toolIds)
      .filter((id) => world.toolIds.includes(id))
      .map((id) => ({ value: id, label: world.label("tools", id) })),
  changes: (values) => values.map((id) => tool(id)),
});

registerChoiceKind(toolKind);
