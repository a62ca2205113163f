/**
 * The half-elf's "two other ability scores of your choice increase by 1" (SRD 5.1), asked when
 * the table uses the SRD's fixed increases; with flexible increases the `asi` kind takes them in.
 * An ability already at its maximum takes nothing.
 */
import { CHOICE } from "../../content/ids";
import { registerChoiceKind } from "./kind";
import { increaseChanges } from "./increases";
import { pickKind } from "./pick";

const plusOnes = (values: readonly string[]) => values.map((id) => ({ ability: id, value: 1 }));

export const abilitiesKind = pickKind({
  id: CHOICE.abilities,
  isActive: (_decl, world) => world.asiMode === "fixed",
  options: (decl, world) =>
    world.abilityIds
      .filter((id) => !decl.pool || decl.pool.includes(id))
      .map((id) => ({ value: id, label: world.label("abilities", id) })),
  increases: plusOnes,
  changes: (values, _decl, world) => increaseChanges(plusOnes(values), world),
});

registerChoiceKind(abilitiesKind);
