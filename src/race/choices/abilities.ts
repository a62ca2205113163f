/**
 * The half-elf's "two other ability scores of your choice increase by 1" (SRD 5.1), asked when
 * the table uses the SRD's fixed increases; with flexible increases the `asi` kind takes them in.
 */
import { ability } from "../../effects/changes";
import { registerChoiceKind } from "./kind";
import { pickKind } from "./pick";

export const abilitiesKind = pickKind({
  id: "abilities",
  isActive: (_decl, world) => world.asiMode === "fixed",
  options: (decl, world) =>
    world.abilityIds
      .filter((id) => !decl.pool || decl.pool.includes(id))
      .map((id) => ({ value: id, label: world.label("abilities", id) })),
  changes: (values) => values.map((id) => ability(id, 1)),
});

registerChoiceKind(abilitiesKind);
