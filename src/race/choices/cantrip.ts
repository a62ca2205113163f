/**
 * A cantrip of the player's choice from a class spell list (the high elf's wizard cantrip), granted
 * as a spell item copied from dnd5e's spell compendium.
 */
import { CHOICE } from "../../content/ids";
import { registerChoiceKind } from "./kind";
import { byLabel, pickKind } from "./pick";

/**
 * SRD 5.1 wizard cantrips by dnd5e identifier, used only when dnd5e's spell-list registry has no
 * wizard list (it registers lists after `ready`, and a world may have none).
 */
export const SRD_WIZARD_CANTRIPS: readonly string[] = [
  "acid-splash",
  "chill-touch",
  "dancing-lights",
  "fire-bolt",
  "light",
  "mage-hand",
  "mending",
  "message",
  "minor-illusion",
  "poison-spray",
  "prestidigitation",
  "ray-of-frost",
  "shocking-grasp",
  "true-strike",
];

export const cantripKind = pickKind({
  id: CHOICE.cantrip,
  options: (decl, world) => {
    const list = decl.list ?? "wizard";
    const registered = world.spellList(list);
    const allowed =
      registered && registered.size ? registered : list === "wizard" ? new Set(SRD_WIZARD_CANTRIPS) : null;
    if (!allowed) return [];
    const level = decl.level ?? 0;
    return world.spells
      .filter((s) => s.level === level && s.identifier !== null && allowed.has(s.identifier))
      .map((s) => ({ value: s.uuid, label: s.name }))
      .sort(byLabel(world.lang));
  },
  hintData: (decl, world) => ({ ability: world.label("abilities", decl.ability ?? "int") }),
  // The spell is a granted item, not an effect change.
  changes: () => [],
  grantedItem: (_decl, answer) => (typeof answer === "string" ? answer : null),
});

registerChoiceKind(cantripKind);
