/**
 * Mechanics of the racial feature items and the Tiefling spells (their Icelandic text lives in
 * src/content/text/features.ts). Ids are stable forever once released. The pack generator reads
 * these; at run time the module copies the pack documents themselves.
 */
import { FEATURE_DOC_IDS, SPELL_DOC_IDS, type FeatureKey, type RaceId, type SpellKey } from "./ids";
import type { FeatureItemDef } from "./feature-item";
import { SPELL_MATERIALS } from "./text/features";

export interface FeatureDef extends FeatureItemDef<
  FeatureKey,
  "utility" | "save" | "heal",
  "action" | "bonus" | "reaction" | "special" | "hour" | ""
> {
  /** The race whose `identifier` goes into `system.requirements` text and `sourceItem`. */
  readonly races: readonly RaceId[];
  /** What a heal activity heals the user by, as dnd5e's own trait's formula. */
  readonly heals?: string;
  /** How many of the activation's unit it takes (Tinker: one hour). */
  readonly activationValue?: number;
}

export const FEATURES: readonly FeatureDef[] = [
  {
    key: "feyAncestry",
    id: FEATURE_DOC_IDS.feyAncestry,
    img: "icons/magic/nature/leaf-glow-teal.webp",
    races: ["high-elf", "half-elf"],
  },
  {
    key: "trance",
    id: FEATURE_DOC_IDS.trance,
    img: "icons/magic/perception/third-eye-blue-red.webp",
    races: ["high-elf"],
  },
  {
    key: "cantrip",
    id: FEATURE_DOC_IDS.cantrip,
    img: "icons/magic/symbols/runes-star-blue.webp",
    races: ["high-elf"],
  },
  {
    key: "dwarvenResilience",
    id: FEATURE_DOC_IDS.dwarvenResilience,
    img: "icons/creatures/abilities/stinger-poison-green.webp",
    races: ["hill-dwarf"],
  },
  {
    key: "stonecunning",
    id: FEATURE_DOC_IDS.stonecunning,
    img: "icons/environment/wilderness/cave-entrance-mountain.webp",
    races: ["hill-dwarf"],
  },
  {
    key: "dwarfHeavyArmorSpeed",
    id: FEATURE_DOC_IDS.dwarfHeavyArmorSpeed,
    img: "icons/equipment/chest/breastplate-banded-steel.webp",
    races: ["hill-dwarf"],
  },
  {
    key: "breathWeapon",
    id: FEATURE_DOC_IDS.breathWeapon,
    img: "icons/magic/fire/beam-jet-stream-trails-orange.webp",
    races: ["dragonborn"],
    uses: { max: "1", period: "sr" },
    activity: "save",
    activation: "action",
  },
  {
    key: "gnomeCunning",
    id: FEATURE_DOC_IDS.gnomeCunning,
    img: "icons/magic/light/hand-sparks-glow-yellow.webp",
    races: ["rock-gnome"],
  },
  {
    key: "artificersLore",
    id: FEATURE_DOC_IDS.artificersLore,
    img: "icons/magic/fire/flame-burning-chain.webp",
    races: ["rock-gnome"],
  },
  {
    key: "tinker",
    id: FEATURE_DOC_IDS.tinker,
    img: "icons/tools/hand/hammer-and-nail.webp",
    races: ["rock-gnome"],
    // dnd5e's own: an hour's work (and 10 gp of materials) for a device.
    activity: "utility",
    activation: "hour",
    activationValue: 1,
  },
  {
    key: "relentlessEndurance",
    id: FEATURE_DOC_IDS.relentlessEndurance,
    img: "icons/magic/control/control-influence-rally-purple.webp",
    races: ["half-orc"],
    uses: { max: "1", period: "lr" },
    // dnd5e's own: a heal activity of 1 (dropping to 1 hit point instead of 0).
    activity: "heal",
    heals: "1",
    activation: "special",
  },
  {
    key: "infernalLegacy",
    id: FEATURE_DOC_IDS.infernalLegacy,
    img: "icons/creatures/unholy/demon-fanged-horned-yellow.webp",
    races: ["tiefling"],
  },
  {
    key: "brave",
    id: FEATURE_DOC_IDS.brave,
    img: "icons/magic/control/fear-fright-white.webp",
    races: ["lightfoot"],
  },
  {
    key: "naturallyStealthy",
    id: FEATURE_DOC_IDS.naturallyStealthy,
    img: "icons/magic/perception/shadow-stealth-eyes-purple.webp",
    races: ["lightfoot"],
  },
];

export interface SpellDef {
  readonly key: SpellKey;
  readonly id: string;
  readonly img: string;
  readonly level: number;
  readonly school: string;
  readonly activation: "action" | "reaction";
  readonly rangeM: number;
  readonly properties: readonly string[];
  readonly materials?: string;
  readonly duration: { readonly value: string; readonly units: string };
  /** Uses per long rest; absent for a cantrip. */
  readonly perLongRest?: number;
  readonly save?: { readonly ability: "dex"; readonly damage: string; readonly type: string };
  readonly sphereRadiusM?: number;
}

export const SPELLS: readonly SpellDef[] = [
  {
    key: "thaumaturgy",
    id: SPELL_DOC_IDS.thaumaturgy,
    img: "icons/magic/light/explosion-star-small-blue-yellow.webp",
    level: 0,
    school: "trs",
    activation: "action",
    rangeM: 9,
    properties: ["vocal"],
    duration: { value: "1", units: "minute" },
  },
  {
    key: "hellishRebuke",
    id: SPELL_DOC_IDS.hellishRebuke,
    img: "icons/magic/fire/flame-burning-skeleton-explosion.webp",
    level: 1,
    school: "evo",
    activation: "reaction",
    rangeM: 18,
    properties: ["vocal", "somatic"],
    duration: { value: "", units: "inst" },
    perLongRest: 1,
    // Infernal Legacy casts it as a 2nd-level spell: 2d10 + 1d10 for the higher slot.
    save: { ability: "dex", damage: "3d10", type: "fire" },
  },
  {
    key: "darkness",
    id: SPELL_DOC_IDS.darkness,
    img: "icons/magic/unholy/orb-smoking-green.webp",
    level: 2,
    school: "evo",
    activation: "action",
    rangeM: 18,
    properties: ["vocal", "material", "concentration"],
    materials: SPELL_MATERIALS.darkness,
    duration: { value: "10", units: "minute" },
    perLongRest: 1,
    sphereRadiusM: 4.5,
  },
];

export function getFeature(key: FeatureKey): FeatureDef {
  const found = FEATURES.find((f) => f.key === key);
  if (!found) throw new Error(`unknown feature ${key}`);
  return found;
}

export function getSpell(key: SpellKey): SpellDef {
  const found = SPELLS.find((s) => s.key === key);
  if (!found) throw new Error(`unknown spell ${key}`);
  return found;
}
