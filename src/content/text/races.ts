/**
 * The Icelandic race chapter the packs ship: the seed (`seed/kynthaettir.txt` of the project's
 * shared material, a translation of the SRD 5.1 races chapter, CC-BY-4.0) as typed HTML, with its
 * known defects (its ERRATA.md) corrected and the "(e. …)" English glosses removed. Every
 * correction is listed in CHANGELOG.md so a reader can see what differs from the source and why.
 *
 * A subrace is shipped as a complete race (dnd5e allows one race item per actor), so its text is
 * the parent race's text followed by the subrace's own. The texts live beside this file: the
 * building blocks in trait.ts, the tables in tables.ts, the base races in base-races.ts, and each
 * playable race in races/<race-id>.ts (`export const source: RaceSource`).
 */
import { RACE_IDS, type RaceId } from "../ids";
import { isRecord } from "../../rules/record";
import type { RaceSource, TraitSource, TraitText } from "./trait";

export type { TraitText } from "./trait";
export { ANCESTRY_TABLE_HTML, TINKER_DEVICES_HTML } from "./tables";

export interface RaceText {
  readonly nameIs: string;
  readonly srdName: string;
  /** Set for subraces: the base race's Icelandic name (Álfar for Háálfar). */
  readonly parentNameIs?: string;
  /** Plain text (no tags): the race's own introductory sentence; for a subrace, the subrace's. */
  readonly intro: string;
  /** The item description: intro and every trait, the parent race's first. */
  readonly descriptionHtml: string;
  readonly traits: readonly TraitText[];
}

/**
 * Where the rule data names a trait that the seed folds into another trait's text: the
 * Half-Elf's and the Human's extra language is part of their "Tungumál" paragraph.
 */
export const TRAIT_TEXT_ALIASES: Readonly<Partial<Record<RaceId, Readonly<Record<string, string>>>>> = {
  "half-elf": { extraLanguage: "languages" },
  human: { extraLanguage: "languages" },
};

function markedAs(source: TraitText["source"], traits: readonly TraitSource[]): TraitText[] {
  return traits.map((t) => ({ ...t, source }));
}

// ---------------------------------------------------------------------------------------------
// General section and the translator's note

export const GENERAL_TEXT = [
  "<p>Lýsing hvers kynþáttar inniheldur eiginleika sem meðlimir þess kynþáttar eiga sameiginlega. Eftirfarandi eiginleikar eiga við flesta kynþætti.</p>",
  "<h3>Aukahæfileikar</h3>",
  "<p>Allir kynþættir hækka einn eða fleiri af hæfileikum persónunnar.</p>",
  "<h3>Aldur</h3>",
  "<p>Aldursfærsla kynþáttar lýsir því hvenær meðlimir hans teljast fullorðnir og hverjar lífslíkur þeirra eru. Þetta er ætlað til þess að hjálpa þér að ákveða hve gömul persónan ætti að vera í upphafi leiks. Þú mátt velja hvaða aldur sem er. Aldurinn má nota sem útskýringu á ákveðnum hæfileikum. Ef persónan er mjög ung eða mjög gömul gæti það útskýrt lágar tölur í styrk eða hreysti og hár aldur gæti útskýrt mikla greind eða visku.</p>",
  "<h3>Innræti</h3>",
  "<p>Flestir kynþættir hneigjast til ákveðins innrætis. Þessar tilhneigingar eru ekki bindandi fyrir persónur spilara, en það að hugsa um t.d. af hverju dvergurinn þinn hneigist til óreiðu í samfélagi sem almennt hneigist til reglu gæti hjálpað þér að kynnast persónunni betur.</p>",
  "<h3>Stærð</h3>",
  "<p>Flestir kynþættir eru af miðstærð, stærðarflokki sem á við verur sem eru nokkurn veginn á milli 120 og 240 sentímetra á hæð. Sumir kynþættir eru smáir, á milli 60 og 120 sentímetra á hæð, sem kemur við sögu í sumum leikreglum. Mikilvægasta slíka reglan er að smáar persónur eiga í vandræðum með að nota þung vopn, eins og lýst er í kaflanum um útbúnað.</p>",
  "<h3>Hraði</h3>",
  "<p>Hraði þinn ákvarðar hversu langt þú getur farið þegar þú ferðast (sjá ævintýramennsku) og berst (sjá bardaga).</p>",
  "<h3>Tungumál</h3>",
  "<p>Persónan getur talað, lesið og skrifað ákveðin tungumál sem fara eftir kynþættinum.</p>",
  "<h3>Undirkynþáttur</h3>",
  "<p>Sumir kynþættir greinast í undirkynþætti. Undirkynþættir hafa eiginleika aðalkynþáttarins auk þeirra sem teknir eru fram fyrir undirkynþáttinn. Tengsl undirkynþátta innbyrðis eru mjög mismunandi eftir kynþáttum og heimum.</p>",
].join("");

export const TERMINOLOGY_NOTE_HTML =
  "<p><strong>Athugasemd um orðanotkun.</strong> Í þessari þýðingu er greinarmunur gerður á mannfólki og mannverum. Mannfólk er fólk eins og við þekkjum það úr raunheimum en mannverur ná einnig yfir furðukynþætti, eins og álfa og dverga, sem svipar þó til mannfólks.</p>";

/**
 * The module's note that the racial increases are the table's choice (the setting "Aukahæfileikar
 * kynþátta"), kept apart from the SRD text, which it does not change: after the general section and
 * at the end of every race's description and journal page.
 */
export const ASI_MODE_NOTE_HTML =
  '<p class="kynthaettir-note"><em>Athugasemd um aukahæfileika:</em> hvort og hvernig kynþáttur hækki hæfileika persónunnar er val hvers spilaborðs. Stjórnandinn velur það í stillingunni „Aukahæfileikar kynþátta“: „Fastir“ (hækkanirnar eins og kaflinn lýsir þeim), „Sveigjanlegir“ (sömu hækkanir, en leikmaðurinn velur hvaða hæfileikar hækka) eða „Engir“ (reglurnar frá 2024, þar sem bakgrunnur persónunnar veitir hækkanirnar). Texti kaflans sjálfs er óbreyttur.</p>';

/** A race's text file, found by its id: `./races/<id>.ts` exporting `source`. */
async function textFile(id: RaceId): Promise<RaceSource> {
  const file: unknown = await import(`./races/${id}.ts`);
  const source = isRecord(file) ? file["source"] : undefined;
  if (!isRecord(source) || typeof source["nameIs"] !== "string")
    throw new Error(`src/content/text/races/${id}.ts must export \`source\`, the race's RaceSource`);
  return source as unknown as RaceSource;
}

const SOURCES: Readonly<Record<RaceId, RaceSource>> = Object.fromEntries(
  await Promise.all(RACE_IDS.map(async (id) => [id, await textFile(id)] as const)),
) as Record<RaceId, RaceSource>;

function buildRace(src: RaceSource): RaceText {
  const own = markedAs(src.parent ? "subrace" : "parent", src.traits);
  if (!src.parent) {
    return {
      nameIs: src.nameIs,
      srdName: src.srdName,
      intro: src.intro,
      descriptionHtml: `<p>${src.intro}</p>${own.map((t) => t.html).join("")}${ASI_MODE_NOTE_HTML}`,
      traits: own,
    };
  }
  const inherited = markedAs("parent", src.parent.traits);
  const descriptionHtml = [
    ...(src.parent.intro ? [`<p>${src.parent.intro}</p>`] : []),
    ...inherited.map((t) => t.html),
    `<h3>${src.nameIs}</h3>`,
    `<p>${src.intro}</p>`,
    ...own.map((t) => t.html),
    ASI_MODE_NOTE_HTML,
  ].join("");
  return {
    nameIs: src.nameIs,
    srdName: src.srdName,
    parentNameIs: src.parent.nameIs,
    intro: src.intro,
    descriptionHtml,
    traits: [...inherited, ...own],
  };
}

export const RACE_TEXTS: Readonly<Record<RaceId, RaceText>> = Object.freeze(
  Object.fromEntries(RACE_IDS.map((id) => [id, buildRace(SOURCES[id])])) as Record<RaceId, RaceText>,
);
