/**
 * Mechanics of the 2024 species' feature items (their Icelandic text lives in
 * src/content/text/species24-features.ts), read from SRD 5.2: uses and their recovery, the
 * activity a feature carries and how it is activated. Ids are stable forever once released.
 */
import { ADD, OVERRIDE, size } from "../../effects/changes";
import { MODULE_ID, type Feature24Key, type Species24Id } from "../ids";
import { feature24Id, ONCE_PER_LONG_REST, PER_LONG_REST_PROF, type Feature24Def } from "./feature-def";
import { GIANT_BOONS24 } from "./giant-boons";

export type { Feature24Def, Roll24Def, UsesMax } from "./feature-def";

/** Ten minutes, the duration of Draconic Flight and Large Form. */
const TEN_MINUTES = 600;

const TIEFLINGS: readonly Species24Id[] = ["tiefling-abyssal", "tiefling-chthonic", "tiefling-infernal"];
const ELVES: readonly Species24Id[] = ["elf-drow", "elf-high", "elf-wood"];
const GNOMES: readonly Species24Id[] = ["gnome-forest", "gnome-rock"];
const id = feature24Id;

export const FEATURES24: readonly Feature24Def[] = [
  {
    key: "breathWeapon24",
    id: id("BreathWpn"),
    img: "icons/creatures/reptiles/lizard-mouth-glowing-red.webp",
    species: ["dragonborn"],
    uses: PER_LONG_REST_PROF,
  },
  {
    key: "draconicFlight",
    id: id("DracFlight"),
    img: "icons/magic/holy/angel-wings-gray.webp",
    species: ["dragonborn"],
    uses: ONCE_PER_LONG_REST,
    activity: "utility",
    activation: "bonus",
    // SRD 5.2: a Fly Speed equal to your Speed (dnd5e's own effect leaves the speed to the player).
    effect: {
      seconds: TEN_MINUTES,
      changes: [
        { key: "system.attributes.movement.fly", mode: OVERRIDE, value: "@attributes.movement.walk" },
      ],
    },
  },
  {
    key: "dwarvenResilience24",
    id: id("DwarfResil"),
    img: "icons/consumables/potions/potion-bottle-skull-label-poison-teal.webp",
    species: ["dwarf"],
  },
  {
    key: "dwarvenToughness24",
    id: id("DwarfTough"),
    img: "icons/magic/life/heart-cross-strong-purple-orange.webp",
    species: ["dwarf"],
  },
  {
    key: "stonecunning24",
    id: id("Stonecunn"),
    img: "icons/skills/trades/construction-mason-stonecutter-sculpture.webp",
    species: ["dwarf"],
    uses: PER_LONG_REST_PROF,
    activity: "utility",
    activation: "bonus",
    // dnd5e's own Stonecunning effect: Tremorsense 60 ft (18 m) for 10 minutes.
    effect: {
      seconds: TEN_MINUTES,
      changes: [{ key: "system.attributes.senses.ranges.tremorsense", mode: ADD, value: "18" }],
    },
  },
  {
    key: "feyAncestry24",
    id: id("FeyAncest"),
    img: "icons/creatures/mammals/elk-moose-marked-green.webp",
    species: ELVES,
  },
  {
    key: "keenSenses24",
    id: id("KeenSense"),
    img: "icons/creatures/eyes/human-single-blue.webp",
    species: ELVES,
  },
  {
    key: "trance24",
    id: id("Trance"),
    img: "icons/magic/holy/meditation-chi-focus-blue.webp",
    species: ELVES,
  },
  {
    key: "elvenLineageDrow",
    id: id("ElfLinDrow"),
    img: "icons/magic/nature/beam-hand-leaves-green.webp",
    species: ["elf-drow"],
  },
  {
    key: "elvenLineageHigh",
    id: id("ElfLinHigh"),
    img: "icons/magic/nature/leaf-oak-wreath-glow-green.webp",
    species: ["elf-high"],
  },
  {
    key: "elvenLineageWood",
    id: id("ElfLinWood"),
    img: "icons/magic/nature/plant-sproud-hands-dirt-green.webp",
    species: ["elf-wood"],
  },
  {
    key: "gnomishCunning",
    id: id("GnomeCunn"),
    img: "icons/magic/light/hand-sparks-glow-yellow.webp",
    species: GNOMES,
  },
  {
    key: "gnomishLineageForest",
    id: id("GnomeLinFo"),
    img: "icons/environment/wilderness/tree-oak.webp",
    species: ["gnome-forest"],
  },
  {
    key: "gnomishLineageRock",
    id: id("GnomeLinRo"),
    img: "icons/environment/wilderness/terrain-rocks-brown.webp",
    species: ["gnome-rock"],
  },
  {
    key: "giantAncestry",
    id: id("GiantAnces"),
    img: "icons/creatures/magical/construct-iron-stomping-yellow.webp",
    species: ["goliath"],
  },
  ...GIANT_BOONS24,
  {
    key: "largeForm",
    id: id("LargeForm"),
    img: "icons/magic/control/silhouette-grow-shrink-tan.webp",
    species: ["goliath"],
    uses: ONCE_PER_LONG_REST,
    activity: "utility",
    activation: "bonus",
    // dnd5e's own Large Form effect (Speed +10 ft, Advantage on Strength checks), and the size Large SRD 5.2 gives.
    effect: {
      seconds: TEN_MINUTES,
      changes: [
        // After the species' own size (an override at the default priority, 50), which it outlasts.
        { ...size("lg"), priority: 60 },
        { key: "system.attributes.movement.walk", mode: ADD, value: "3" },
        { key: "system.abilities.str.check.roll.mode", mode: ADD, value: "1" },
      ],
    },
  },
  {
    key: "powerfulBuild",
    id: id("PowerBuild"),
    img: "icons/magic/control/buff-strength-muscle-damage-orange.webp",
    species: ["goliath"],
  },
  {
    key: "brave24",
    id: id("Brave"),
    img: "icons/skills/melee/unarmed-punch-fist.webp",
    species: ["halfling"],
  },
  {
    key: "halflingNimbleness",
    id: id("HalfNimble"),
    img: "icons/skills/movement/figure-running-gray.webp",
    species: ["halfling"],
  },
  { key: "luck", id: id("Luck"), img: "icons/commodities/flowers/clover.webp", species: ["halfling"] },
  {
    key: "naturallyStealthy24",
    id: id("NatStealth"),
    img: "icons/magic/perception/silhouette-stealth-shadow.webp",
    species: ["halfling"],
  },
  {
    key: "resourceful",
    id: id("Resourcef"),
    img: "icons/tools/hand/hammer-and-nail.webp",
    species: ["human"],
  },
  {
    key: "skillful",
    id: id("Skillful"),
    img: "icons/commodities/treasure/medal-ribbon-silver-blue.webp",
    species: ["human"],
  },
  {
    key: "versatile",
    id: id("Versatile"),
    img: "icons/skills/trades/academics-investigation-puzzles.webp",
    species: ["human"],
  },
  {
    key: "adrenalineRush",
    id: id("AdrenRush"),
    img: "icons/skills/movement/arrow-upward-yellow.webp",
    species: ["orc"],
    uses: { max: "@prof", period: "sr" },
    activity: "heal",
    activation: "bonus",
    roll: { bonus: "@prof", types: ["temphp"] },
  },
  {
    key: "relentlessEndurance24",
    id: id("RelentEnd"),
    img: "icons/magic/life/cross-area-circle-green-white.webp",
    species: ["orc"],
    uses: ONCE_PER_LONG_REST,
    activity: "heal",
    roll: { bonus: "1", types: ["healing"] },
  },
  {
    key: "fiendishLegacyAbyssal",
    id: id("FiendAbyss"),
    img: "icons/creatures/unholy/demon-female-succubus-orange.webp",
    species: ["tiefling-abyssal"],
  },
  {
    key: "fiendishLegacyChthonic",
    id: id("FiendChtho"),
    img: "icons/creatures/eyes/humanoid-single-yellow.webp",
    species: ["tiefling-chthonic"],
  },
  {
    key: "fiendishLegacyInfernal",
    id: id("FiendInfer"),
    img: "icons/creatures/unholy/demon-horned-winged-laughing.webp",
    species: ["tiefling-infernal"],
  },
  {
    key: "otherworldlyPresence",
    id: id("Otherworld"),
    img: "icons/magic/control/silhouette-grow-shrink-tan.webp",
    species: TIEFLINGS,
  },
];

export function getFeature24(key: Feature24Key): Feature24Def {
  const found = FEATURES24.find((f) => f.key === key);
  if (!found) throw new Error(`unknown feature ${key}`);
  return found;
}

/** The UUID of a feature's item in the module's `species24-features` pack. */
export function feature24Uuid(key: Feature24Key): string {
  return `Compendium.${MODULE_ID}.species24-features.Item.${getFeature24(key).id}`;
}
