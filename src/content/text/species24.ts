/**
 * The Icelandic text of the 2024 species items (SRD 5.2, CC-BY-4.0), written here in the
 * glossary's terms: each species' creature type, size and speed, the traits that live on the
 * species item itself (draconic ancestry, resistance, darkvision), then its features in the order
 * it grants them, each in the words of its feature item (src/content/text/species24-features.ts),
 * so one text serves both. Awaiting a native speaker's review, like the rest.
 */
import { ANCESTRIES } from "../ancestries";
import type { Species24Id } from "../ids";
import { getSpecies24 } from "../species24";
import { FEATURE24_TEXTS } from "./species24-features";
import { decimal } from "./trait";

export interface Species24Trait {
  readonly key: string;
  readonly nameIs: string;
  readonly srdName: string;
  /** One or more paragraphs; the first opens with the trait's bold name in the description. */
  readonly html: string;
}

interface Species24Source {
  /** "Miðstærð (um 1,5–2,1 m á hæð)". */
  readonly sizeIs: string;
  /** Traits of the species item itself, before the granted features. */
  readonly own: readonly Species24Trait[];
}

const MEDIUM = (from: string, to: string): string => `Miðstærð (um ${from}–${to} m á hæð)`;
const SMALL = (from: string, to: string): string => `Smár (um ${from}–${to} m á hæð)`;
const TIEFLING_SIZE = `${MEDIUM("1,2", "2,1")} eða ${SMALL("0,9", "1,2").toLowerCase()}, að eigin vali`;

function darkvision(metres: number): Species24Trait {
  return {
    key: "darkvision",
    nameIs: "Nætursjón",
    srdName: "Darkvision",
    html: `<p>Þú hefur nætursjón sem nær ${decimal(metres)} metra.</p>`,
  };
}

const ANCESTORS_TABLE = [
  "<table><thead><tr><th>Ætterni</th><th>Skaðagerð</th></tr></thead><tbody>",
  ...ANCESTRIES.map((a) => `<tr><td>${a.nameIs}</td><td>${a.damageNameIs}</td></tr>`),
  "</tbody></table>",
].join("");

const SOURCES: Readonly<Record<Species24Id, Species24Source>> = {
  dragonborn: {
    sizeIs: MEDIUM("1,5", "2,1"),
    own: [
      {
        key: "draconicAncestry",
        nameIs: "Drekaarfleifð",
        srdName: "Draconic Ancestry",
        html: `<p>Ætt þín á rætur að rekja til dreka. Veldu drekategund af töflunni. Valið ræður útliti þínu og skaðagerðinni sem andardráttur þinn og þol þitt miðast við.</p>${ANCESTORS_TABLE}`,
      },
      {
        key: "damageResistance",
        nameIs: "Þol",
        srdName: "Damage Resistance",
        html: "<p>Þú ert þolinn gegn skaðagerðinni sem drekaarfleifð þín ræður.</p>",
      },
      darkvision(18),
    ],
  },
  dwarf: { sizeIs: MEDIUM("1,2", "1,5"), own: [darkvision(36)] },
  "elf-drow": { sizeIs: MEDIUM("1,5", "1,8"), own: [darkvision(36)] },
  "elf-high": { sizeIs: MEDIUM("1,5", "1,8"), own: [darkvision(18)] },
  "elf-wood": { sizeIs: MEDIUM("1,5", "1,8"), own: [darkvision(18)] },
  "gnome-forest": { sizeIs: SMALL("0,9", "1,2"), own: [darkvision(18)] },
  "gnome-rock": { sizeIs: SMALL("0,9", "1,2"), own: [darkvision(18)] },
  goliath: { sizeIs: MEDIUM("2,1", "2,4"), own: [] },
  halfling: { sizeIs: SMALL("0,6", "0,9"), own: [] },
  human: {
    sizeIs: `${MEDIUM("1,2", "2,1")} eða ${SMALL("0,6", "1,2").toLowerCase()}, að eigin vali`,
    own: [],
  },
  orc: { sizeIs: MEDIUM("1,8", "2,1"), own: [darkvision(36)] },
  "tiefling-abyssal": { sizeIs: TIEFLING_SIZE, own: [darkvision(18)] },
  "tiefling-chthonic": { sizeIs: TIEFLING_SIZE, own: [darkvision(18)] },
  "tiefling-infernal": { sizeIs: TIEFLING_SIZE, own: [darkvision(18)] },
};

/** A trait as a description paragraph: its name in bold at the start of its first paragraph. */
function paragraph(trait: Species24Trait): string {
  return trait.html.replace(/^<p>/, `<p><strong>${trait.nameIs}.</strong> `);
}

export interface Species24Text {
  readonly nameIs: string;
  readonly srdName: string;
  readonly sizeIs: string;
  /** Every trait the description names: the item's own, then the granted features. */
  readonly traits: readonly Species24Trait[];
  readonly descriptionHtml: string;
}

export function species24Text(id: Species24Id): Species24Text {
  const species = getSpecies24(id);
  const source = SOURCES[id];
  const features = species.grants.map((g): Species24Trait => ({ key: g.key, ...FEATURE24_TEXTS[g.key] }));
  const traits = [...source.own, ...features];
  const facts = [
    "<p><strong>Gerð veru:</strong> Mannvera</p>",
    `<p><strong>Stærð:</strong> ${source.sizeIs}</p>`,
    `<p><strong>Hraði:</strong> ${decimal(species.walkM)} metrar</p>`,
    "<p>Tegundinni fylgja eftirfarandi eiginleikar.</p>",
  ];
  return {
    nameIs: species.nameIs,
    srdName: species.srdName,
    sizeIs: source.sizeIs,
    traits,
    descriptionHtml: [...facts, ...traits.map(paragraph)].join(""),
  };
}
