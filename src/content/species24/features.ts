/**
 * Mechanics of the 2024 species' feature items (their Icelandic text lives in
 * src/content/text/species24-features.ts), read from SRD 5.2: uses and their recovery, the
 * activity a feature carries and how it is activated. Ids are stable forever once released.
 */
import { ADD, OVERRIDE, size, type ChangeDef } from "../../effects/changes";
import { MODULE_ID, type Feature24Key, type Species24Id } from "../ids";

/** A limited-use count: a number, or dnd5e's `@prof` (the proficiency bonus). */
export type UsesMax = "1" | "@prof";

export interface Feature24Def {
  readonly key: Feature24Key;
  readonly id: string;
  readonly img: string;
  /** The species whose names go into `system.requirements`. */
  readonly species: readonly Species24Id[];
  /** Limited uses: all regained on the given rest. */
  readonly uses?: { readonly max: UsesMax; readonly period: "sr" | "lr" };
  /** The activity the sheet offers (the breath weapon's two save activities are built apart). */
  readonly activity?: "utility";
  readonly activation?: "action" | "bonus" | "reaction" | "special";
  /**
   * The effect the activity offers to apply, as dnd5e's own trait does (an item effect with
   * `transfer: false` that the activity names): its changes with speeds at dnd5e 5.3's flat keys and
   * lengths in metres (the pack's unit; the drop puts them in the world's shape and unit), for the
   * feature's duration.
   */
  readonly effect?: { readonly seconds: number; readonly changes: readonly ChangeDef[] };
}

/** Ten minutes, the duration of Draconic Flight and Large Form. */
const TEN_MINUTES = 600;

const TIEFLINGS: readonly Species24Id[] = ["tiefling-abyssal", "tiefling-chthonic", "tiefling-infernal"];
const ELVES: readonly Species24Id[] = ["elf-drow", "elf-high", "elf-wood"];
const GNOMES: readonly Species24Id[] = ["gnome-forest", "gnome-rock"];
const PER_LONG_REST_PROF = { max: "@prof", period: "lr" } as const;
const ONCE_PER_LONG_REST = { max: "1", period: "lr" } as const;

/** "kynF24" + a 10-character code: 16 characters, as Foundry's ids. */
function id(code: string): string {
  const out = `kynF24${code}`.padEnd(16, "0");
  if (!/^[a-zA-Z0-9]{16}$/.test(out)) throw new Error(`bad feature id ${out}`);
  return out;
}

/** A giant's boon: usable a proficiency bonus of times per long rest. */
function boon(
  key: Feature24Key,
  code: string,
  img: string,
  activation: Feature24Def["activation"],
): Feature24Def {
  return {
    key,
    id: id(code),
    img,
    species: ["goliath"],
    uses: PER_LONG_REST_PROF,
    activity: "utility",
    activation,
  };
}

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
  boon("cloudsJaunt", "CloudJaunt", "icons/magic/air/weather-clouds.webp", "bonus"),
  boon("firesBurn", "FireBurn", "icons/magic/fire/flame-burning-fist-strike.webp", "special"),
  boon("frostsChill", "FrostChill", "icons/magic/water/heart-ice-freeze.webp", "special"),
  boon("hillsTumble", "HillTumble", "icons/magic/control/silhouette-fall-slip-prone.webp", "special"),
  boon("stonesEndurance", "StoneEndur", "icons/magic/defensive/armor-stone-skin.webp", "reaction"),
  boon("stormsThunder", "StormThund", "icons/magic/lightning/bolts-salvo-clouds-sky.webp", "reaction"),
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
    activity: "utility",
    activation: "bonus",
  },
  {
    key: "relentlessEndurance24",
    id: id("RelentEnd"),
    img: "icons/magic/life/cross-area-circle-green-white.webp",
    species: ["orc"],
    uses: ONCE_PER_LONG_REST,
    activity: "utility",
    activation: "special",
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
