/**
 * Icelandic names of tools and weapons: the categories dnd5e labels through i18n keys, and every
 * tool and weapon id, whose names dnd5e takes from its English compendium items. Each id also
 * lists the `system.identifier` of those items (dnd5e 5.3.3 `packs/_source/equipment24` for the
 * modern rules, `packs/_source/items` for the legacy ones), so item names can be looked up by
 * identifier (`items.ts`). Source marks as in `index.ts`.
 */
import type { TermTable } from "./lookup";

/**
 * `CONFIG.DND5E.toolTypes` and `toolProficiencies` (the same keys, plus `vehicle`).
 * Handverkstól G; Spilasett, Hljóðfæri, Farartæki C (the plain words).
 */
export const TOOL_CATEGORIES = {
  art: "Handverkstól",
  game: "Spilasett",
  music: "Hljóðfæri",
  vehicle: "Farartæki",
} as const satisfies TermTable;
export type ToolCategoryId = keyof typeof TOOL_CATEGORIES;

/**
 * `CONFIG.DND5E.tools`, every id. Verkfæri smiða / múrara, bruggáhöld G; verkfæri fiktara P. The
 * rest are C: artisan's tools as "verkfæri <craftsmen, genitive plural>" like the seed's, supplies
 * as "-áhöld" like bruggáhöld, kits as "-sett", instruments and games by their Icelandic names.
 * `chess` is Dragonchess under the modern rules (Chess Set under the legacy ones, see
 * `LEGACY_ITEM_NAMES`).
 */
export const TOOLS = {
  alchemist: "Gullgerðaráhöld",
  bagpipes: "Sekkjapípa",
  brewer: "Bruggáhöld",
  calligrapher: "Skrautritunaráhöld",
  card: "Spilastokkur",
  carpenter: "Verkfæri trésmiða",
  cartographer: "Verkfæri kortagerðarmanna",
  chess: "Drekaskák",
  cobbler: "Verkfæri skósmiða",
  cook: "Eldhúsáhöld",
  dice: "Teningar",
  disg: "Dulargervissett",
  drum: "Tromma",
  dulcimer: "Hakkbretti",
  flute: "Flauta",
  forg: "Fölsunarsett",
  glassblower: "Verkfæri glerblásara",
  herb: "Grasalækningasett",
  horn: "Lúður",
  jeweler: "Verkfæri gullsmiða",
  leatherworker: "Verkfæri leðursmiða",
  lute: "Lúta",
  lyre: "Lýra",
  mason: "Verkfæri múrara",
  navg: "Siglingatæki",
  painter: "Málaraáhöld",
  panflute: "Panflauta",
  pois: "Eiturgerðarsett",
  potter: "Verkfæri leirkerasmiða",
  shawm: "Skalmeia",
  smith: "Verkfæri smiða",
  thief: "Þjófatól",
  tinker: "Verkfæri fiktara",
  viol: "Gamba",
  weaver: "Verkfæri vefara",
  woodcarver: "Verkfæri tréskurðarmanna",
} as const satisfies TermTable;
export type ToolId = keyof typeof TOOLS;

/** Identifiers of each tool's compendium items: modern first, then the legacy one where it differs. */
export const TOOL_IDENTIFIERS: Readonly<Record<ToolId, readonly string[]>> = {
  alchemist: ["alchemists-supplies"],
  bagpipes: ["bagpipes"],
  brewer: ["brewers-supplies"],
  calligrapher: ["calligraphers-supplies"],
  card: ["playing-cards", "playing-cards-set"],
  carpenter: ["carpenters-tools"],
  cartographer: ["cartographers-tools"],
  chess: ["dragonchess", "chess-set"],
  cobbler: ["cobblers-tools"],
  cook: ["cooks-utensils"],
  dice: ["dice", "dice-set"],
  disg: ["disguise-kit"],
  drum: ["drum"],
  dulcimer: ["dulcimer"],
  flute: ["flute"],
  forg: ["forgery-kit"],
  glassblower: ["glassblowers-tools"],
  herb: ["herbalism-kit"],
  horn: ["horn"],
  jeweler: ["jewelers-tools"],
  leatherworker: ["leatherworkers-tools"],
  lute: ["lute"],
  lyre: ["lyre"],
  mason: ["masons-tools"],
  navg: ["navigators-tools"],
  painter: ["painters-supplies"],
  panflute: ["pan-flute"],
  pois: ["poisoners-kit"],
  potter: ["potters-tools"],
  shawm: ["shawm"],
  smith: ["smiths-tools"],
  thief: ["thieves-tools"],
  tinker: ["tinkers-tools"],
  viol: ["viol"],
  weaver: ["weavers-tools"],
  woodcarver: ["woodcarvers-tools"],
};

/** `CONFIG.DND5E.weaponProficiencies`. C: Einföld vopn, Hernaðarvopn (simple, martial). */
export const WEAPON_PROFICIENCIES = {
  sim: "Einföld vopn",
  mar: "Hernaðarvopn",
} as const satisfies TermTable;
export type WeaponProficiencyId = keyof typeof WEAPON_PROFICIENCIES;

/**
 * `CONFIG.DND5E.weaponIds`, modern (with musket and pistol) and legacy (with net). Langsverð,
 * stuttsverð, langbogi, stuttbogi, vígöx, handöx, léttur hamar, stríðshamar G; the rest C, old
 * Norse weapon words where they fit (Atgeir glaive, Bryntröll halberd, Breiðöx greataxe,
 * Tvíhenda greatsword, Lagsverð rapier, Bjúgsverð scimitar, Burtstöng lance, Þúst flail),
 * otherwise descriptive compounds (Handlásbogi, Kastspjót, Langspjót pike, Stríðskylfa mace).
 */
export const WEAPONS = {
  battleaxe: "Vígöx",
  blowgun: "Blásturspípa",
  club: "Kylfa",
  dagger: "Rýtingur",
  dart: "Píla",
  flail: "Þúst",
  glaive: "Atgeir",
  greataxe: "Breiðöx",
  greatclub: "Lurkur",
  greatsword: "Tvíhenda",
  halberd: "Bryntröll",
  handaxe: "Handöx",
  handcrossbow: "Handlásbogi",
  heavycrossbow: "Þungur lásbogi",
  javelin: "Kastspjót",
  lance: "Burtstöng",
  lightcrossbow: "Léttur lásbogi",
  lighthammer: "Léttur hamar",
  longbow: "Langbogi",
  longsword: "Langsverð",
  mace: "Stríðskylfa",
  maul: "Sleggja",
  morningstar: "Morgunstjarna",
  musket: "Musketta",
  net: "Kastnet",
  pike: "Langspjót",
  pistol: "Skammbyssa",
  quarterstaff: "Bardagastafur",
  rapier: "Lagsverð",
  scimitar: "Bjúgsverð",
  shortsword: "Stuttsverð",
  sickle: "Sigð",
  spear: "Spjót",
  shortbow: "Stuttbogi",
  sling: "Slöngva",
  trident: "Þríforkur",
  warpick: "Stríðshaki",
  warhammer: "Stríðshamar",
  whip: "Svipa",
} as const satisfies TermTable;
export type WeaponId = keyof typeof WEAPONS;

/** Identifier of each weapon's compendium items (the same under both rule sets). */
export const WEAPON_IDENTIFIERS: Readonly<Record<WeaponId, string>> = {
  battleaxe: "battleaxe",
  blowgun: "blowgun",
  club: "club",
  dagger: "dagger",
  dart: "dart",
  flail: "flail",
  glaive: "glaive",
  greataxe: "greataxe",
  greatclub: "greatclub",
  greatsword: "greatsword",
  halberd: "halberd",
  handaxe: "handaxe",
  handcrossbow: "hand-crossbow",
  heavycrossbow: "heavy-crossbow",
  javelin: "javelin",
  lance: "lance",
  lightcrossbow: "light-crossbow",
  lighthammer: "light-hammer",
  longbow: "longbow",
  longsword: "longsword",
  mace: "mace",
  maul: "maul",
  morningstar: "morningstar",
  musket: "musket",
  net: "net",
  pike: "pike",
  pistol: "pistol",
  quarterstaff: "quarterstaff",
  rapier: "rapier",
  scimitar: "scimitar",
  shortsword: "shortsword",
  sickle: "sickle",
  spear: "spear",
  shortbow: "shortbow",
  sling: "sling",
  trident: "trident",
  warpick: "war-pick",
  warhammer: "warhammer",
  whip: "whip",
};
