/**
 * Icelandic names of dnd5e compendium items the module shows, keyed by the item's
 * `system.identifier` (the same in dnd5e's legacy `spells`/`items` packs and its modern
 * `spells24`/`equipment24` packs unless noted). Source marks as in `index.ts`.
 */
import {
  TOOL_IDENTIFIERS,
  TOOLS,
  WEAPON_IDENTIFIERS,
  WEAPONS,
  type ToolId,
  type WeaponId,
} from "./equipment";
import { termFor, termIds, type TermTable } from "./lookup";

/**
 * The SRD 5.1 wizard cantrips (a high elf's choice), the tiefling's three spells and the 2024
 * lineage and legacy spells. Ægivald, Vítislogar and Myrkur are G; the cantrips are C, each a
 * literal rendering of the English name (Eldör fire bolt, Galdrahönd mage hand, Töfrabrögð
 * prestidigitation, Rafgrip shocking grasp, Helköld snerting chill touch); so are the lineage
 * spells, as the 2024 species' feature texts first named them (Álfaeldur faerie fire, Langfeti
 * longstrider, Kyrrsetja mannveru hold person, Veiklunargeisli ray of enfeeblement …).
 */
export const SPELLS = {
  "acid-splash": "Sýruskvetta",
  "chill-touch": "Helköld snerting",
  "dancing-lights": "Dansandi ljós",
  "fire-bolt": "Eldör",
  light: "Ljós",
  "mage-hand": "Galdrahönd",
  mending: "Viðgerð",
  message: "Skilaboð",
  "minor-illusion": "Lítil sjónhverfing",
  "poison-spray": "Eiturúði",
  prestidigitation: "Töfrabrögð",
  "ray-of-frost": "Frostgeisli",
  "shocking-grasp": "Rafgrip",
  "true-strike": "Öruggt högg",
  thaumaturgy: "Ægivald",
  "hellish-rebuke": "Vítislogar",
  darkness: "Myrkur",
  "faerie-fire": "Álfaeldur",
  "detect-magic": "Greina galdra",
  "misty-step": "Þokuskref",
  druidcraft: "Drúídalist",
  longstrider: "Langfeti",
  "pass-without-trace": "Sporlaus ferð",
  "speak-with-animals": "Tala við dýr",
  "ray-of-sickness": "Sóttargeisli",
  "hold-person": "Kyrrsetja mannveru",
  "false-life": "Falskt líf",
  "ray-of-enfeeblement": "Veiklunargeisli",
} as const satisfies TermTable;
export type SpellIdentifier = keyof typeof SPELLS;

/** Legacy items whose name differs from their tool id's (modern) term: Chess Set, not Dragonchess. */
export const LEGACY_ITEM_NAMES = {
  "chess-set": "Skáktafl",
} as const satisfies TermTable;

function buildItemNames(): TermTable {
  const out: Record<string, string> = { ...LEGACY_ITEM_NAMES };
  const add = (identifier: string, name: string): void => {
    if (!Object.hasOwn(out, identifier)) out[identifier] = name;
  };
  for (const id of termIds<ToolId>(TOOLS)) for (const ident of TOOL_IDENTIFIERS[id]) add(ident, TOOLS[id]);
  for (const id of termIds<WeaponId>(WEAPONS)) add(WEAPON_IDENTIFIERS[id], WEAPONS[id]);
  for (const ident of termIds<SpellIdentifier>(SPELLS)) add(ident, SPELLS[ident]);
  return Object.freeze(out);
}

/**
 * Every item name by identifier: the tools and weapons (from their terms, so one term per
 * concept), the spells above and `LEGACY_ITEM_NAMES`.
 */
export const ITEM_NAMES: TermTable = buildItemNames();

/** The Icelandic name of the dnd5e item with this `system.identifier`, or `undefined`. */
export function itemNameFor(identifier: string): string | undefined {
  return termFor(ITEM_NAMES, identifier);
}
