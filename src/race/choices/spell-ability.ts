/**
 * The spellcasting ability of a 2024 lineage's spells (SRD 5.2: "Intelligence, Wisdom, or Charisma
 * ... choose the ability when you select the lineage"), as dnd5e's own species ask it in their
 * ItemGrant advancements (`configuration.spell.ability`). It changes no effect: every spell the
 * race grants with a spell configuration is cast with it (`system.ability`), at the drop, when a
 * level brings one, and when "Breyta vali" changes the answer.
 */
import { CHOICE } from "../../content/ids";
import { registerChoiceKind } from "./kind";
import { pickKind } from "./pick";

/** dnd5e's three mental abilities, in its order; a declaration's pool narrows them. */
const MENTAL = ["int", "wis", "cha"] as const;

export const spellAbilityKind = pickKind({
  id: CHOICE.spellAbility,
  options: (decl, world) =>
    MENTAL.filter((id) => world.abilityIds.includes(id) && (!decl.pool || decl.pool.includes(id))).map(
      (id) => ({ value: id, label: world.label("abilities", id) }),
    ),
  changes: () => [],
  grantPatch: (_decl, answer) => (typeof answer === "string" ? { spell: { ability: answer } } : null),
});

registerChoiceKind(spellAbilityKind);
