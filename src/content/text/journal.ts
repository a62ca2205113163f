/**
 * The rules journal "Reglur um kynþætti": the general section, one page per playable race (the
 * same corrected text as the race items) and the licence page. Keys are stable: the pack
 * generator derives page ids and links from them.
 */
import { RACE_IDS, SPECIES24_IDS, type RaceId, type Species24Id } from "../ids";
import { ASI_MODE_NOTE_HTML, GENERAL_TEXT, RACE_TEXTS, TERMINOLOGY_NOTE_HTML } from "./races";
import { species24Text } from "./species24";

export interface JournalPageText {
  readonly key: string;
  readonly nameIs: string;
  readonly html: string;
  readonly raceId?: RaceId;
  /** Set on a 2024 species' page: the species item it links back to. */
  readonly speciesId?: Species24Id;
}

export const JOURNAL_NAME_IS = "Reglur um kynþætti";

const SRD_URL = "https://dnd.wizards.com/resources/systems-reference-document";
const CC_BY_URL = "https://creativecommons.org/licenses/by/4.0/legalcode";

const link = (url: string): string => `<a href="${url}">${url}</a>`;

/** The attribution statement required by CC-BY-4.0, in the wording Wizards of the Coast gives. */
export const SRD_ATTRIBUTION_EN = `This work includes material taken from the System Reference Document 5.1 (“SRD 5.1”) by Wizards of the Coast LLC and available at ${SRD_URL}. The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License available at ${CC_BY_URL}.`;

const SRD52_URL = "https://www.dndbeyond.com/srd";

/** The SRD 5.2 attribution statement, in the wording Wizards of the Coast gives for SRD 5.2. */
export const SRD52_ATTRIBUTION_EN = `This work includes material from the System Reference Document 5.2 (“SRD 5.2”) by Wizards of the Coast LLC, available at ${SRD52_URL}. The SRD 5.2 is licensed under the Creative Commons Attribution 4.0 International License, available at ${CC_BY_URL}.`;

const LICENSE_HTML = [
  `<p lang="en">This work includes material taken from the System Reference Document 5.1 (“SRD 5.1”) by Wizards of the Coast LLC and available at ${link(SRD_URL)}. The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License available at ${link(CC_BY_URL)}.</p>`,
  `<p>Á íslensku: Þetta verk inniheldur efni úr System Reference Document 5.1 („SRD 5.1“) eftir Wizards of the Coast LLC, sem er aðgengilegt á ${link(SRD_URL)}. SRD 5.1 er gefið út með leyfinu Creative Commons Attribution 4.0 International, sem er aðgengilegt á ${link(CC_BY_URL)}.</p>`,
  `<p lang="en">This work includes material from the System Reference Document 5.2 (“SRD 5.2”) by Wizards of the Coast LLC, available at ${link(SRD52_URL)}. The SRD 5.2 is licensed under the Creative Commons Attribution 4.0 International License, available at ${link(CC_BY_URL)}.</p>`,
  `<p>Á íslensku: Þetta verk inniheldur efni úr System Reference Document 5.2 („SRD 5.2“) eftir Wizards of the Coast LLC, sem er aðgengilegt á ${link(SRD52_URL)}. SRD 5.2 er gefið út með leyfinu Creative Commons Attribution 4.0 International, sem er aðgengilegt á ${link(CC_BY_URL)}.</p>`,
  "<h3>Um þýðinguna</h3>",
  "<p>Textinn um kynþættina er íslensk þýðing á kaflanum um kynþætti í SRD 5.1. Orðfærið fylgir íslensku SRD-þýðingunni „d20 á íslensku“ (d20.is) og orðasafni íslenskra spunaspilara. Nokkrar villur í frumtextanum hafa verið leiðréttar í samræmi við SRD 5.1, t.d. aldur dverga, stærð gnóma, aldur og nætursjón helniðja, hvíld eftir andardrátt fáfnisniðja og eiginleikinn Fjölhæfni hjá hálfálfum. Allar leiðréttingarnar eru taldar upp í breytingaskrá viðbótarinnar (CHANGELOG.md).</p>",
  "<p>Textinn um tegundirnar frá 2024 (safnið „Tegundir (2024)“) var skrifaður á íslensku eftir SRD 5.2 og bíður yfirlestrar manneskju með íslensku að móðurmáli, eins og annar texti viðbótarinnar.</p>",
  "<p>Þessi viðbót er ekki á vegum Wizards of the Coast og hvorki studd né samþykkt af fyrirtækinu.</p>",
].join("");

const GENERAL_PAGE: JournalPageText = {
  key: "general",
  nameIs: "Eiginleikar kynþátta",
  html: GENERAL_TEXT + ASI_MODE_NOTE_HTML + TERMINOLOGY_NOTE_HTML,
};

const RACE_PAGES: readonly JournalPageText[] = RACE_IDS.map((raceId) => ({
  key: raceId,
  nameIs: RACE_TEXTS[raceId].nameIs,
  html: RACE_TEXTS[raceId].descriptionHtml,
  raceId,
}));

/** Each 2024 species' page key: short, so that its page id (at most 16 characters) stays distinct. */
export const SPECIES24_PAGE_KEYS: Readonly<Record<Species24Id, string>> = {
  dragonborn: "s24db",
  dwarf: "s24dw",
  "elf-drow": "s24ed",
  "elf-high": "s24eh",
  "elf-wood": "s24ew",
  "gnome-forest": "s24gf",
  "gnome-rock": "s24gr",
  goliath: "s24go",
  halfling: "s24ha",
  human: "s24hu",
  orc: "s24or",
  "tiefling-abyssal": "s24ta",
  "tiefling-chthonic": "s24tc",
  "tiefling-infernal": "s24ti",
};

/** The 2024 species' pages, after the 2014 races, named with the year so the two never read alike. */
const SPECIES24_PAGES: readonly JournalPageText[] = SPECIES24_IDS.map((speciesId) => ({
  key: SPECIES24_PAGE_KEYS[speciesId],
  nameIs: `${species24Text(speciesId).nameIs} (2024)`,
  html: species24Text(speciesId).descriptionHtml,
  speciesId,
}));

const LICENSE_PAGE: JournalPageText = {
  key: "license",
  nameIs: "Leyfi og heimildir",
  html: LICENSE_HTML,
};

export const JOURNAL_PAGES: readonly JournalPageText[] = [
  GENERAL_PAGE,
  ...RACE_PAGES,
  ...SPECIES24_PAGES,
  LICENSE_PAGE,
];
