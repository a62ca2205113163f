/**
 * The Icelandic race chapter the packs ship: the seed (`seed/kynthaettir.txt` of the project's
 * shared material, a translation of the SRD 5.1 races chapter, CC-BY-4.0) as typed HTML, with its
 * known defects (its ERRATA.md) corrected and the "(e. …)" English glosses removed. Every
 * correction is listed in CHANGELOG.md so a reader can see what differs from the source and why.
 *
 * A subrace is shipped as a complete race (dnd5e allows one race item per actor), so its text is
 * the parent race's text followed by the subrace's own.
 */
import { ANCESTRIES } from "../ancestry";
import { RACE_IDS, type RaceId } from "../ids";

export interface TraitText {
  /** Stable camelCase key, shared with the rule data (effects, features) and the tests. */
  readonly key: string;
  readonly nameIs: string;
  readonly srdName: string;
  /** `<p><strong>Nafn.</strong> texti</p>`, optionally followed by a list or table. */
  readonly html: string;
  /** "parent": from the (base) race; "subrace": added by the subrace. */
  readonly source: "parent" | "subrace";
}

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

type Source = TraitText["source"];

function trait(
  key: string,
  nameIs: string,
  srdName: string,
  body: string,
  after = "",
): Omit<TraitText, "source"> {
  return { key, nameIs, srdName, html: `<p><strong>${nameIs}.</strong> ${body}</p>${after}` };
}

function markedAs(source: Source, traits: readonly Omit<TraitText, "source">[]): TraitText[] {
  return traits.map((t) => ({ ...t, source }));
}

/** Icelandic decimal comma: 7.5 → "7,5". */
function decimal(value: number): string {
  return String(value).replace(".", ",");
}

// ---------------------------------------------------------------------------------------------
// General section and the translator's note

export const GENERAL_TEXT = [
  "<p>Lýsing hvers kynþáttar inniheldur eiginleika sem meðlimir þess kynþáttar eiga sameiginlega. Eftirfarandi eiginleikar eiga við flesta kynþætti.</p>",
  "<h3>Aukahæfileikar</h3>",
  "<p>Allir kynþættir hækka einn eða fleiri af hæfileikum persónunnar.</p>",
  "<h3>Aldur</h3>",
  "<p>Aldursfærslan lýsir því hvenær kynþátturinn telst fullorðinn, ásamt lífslíkum meðlima hans. Þetta er ætlað til þess að hjálpa þér að ákveða hve gömul persónan ætti að vera í upphafi leiks. Þú mátt velja hvaða aldur sem er. Aldurinn má nota sem útskýringu á ákveðnum hæfileikum. Ef persónan er mjög ung eða mjög gömul gæti það útskýrt lágar tölur í styrk eða hreysti, og hár aldur gæti útskýrt mikla greind eða visku.</p>",
  "<h3>Innræti</h3>",
  "<p>Flestir kynþættir hneigjast til ákveðins innrætis. Þessar tilhneigingar eru ekki bindandi fyrir persónur spilara, en það að hugsa um t.d. af hverju dvergurinn þinn hneigist til óreiðu í samfélagi sem almennt hneigist til reglu gæti hjálpað við að kynnast persónunni betur.</p>",
  "<h3>Stærð</h3>",
  "<p>Flestir kynþættir eru af miðstærð, stærðarflokki sem á við verur sem eru nokkurn veginn á milli 120 og 240 sentímetrar á hæð. Sumir kynþættir eru litlir, á milli 60 og 120 sentímetrar á hæð, sem kemur við sögu í sumum leikreglum. Mikilvægasta slíka reglan er að litlar persónur eiga í vandræðum með að nota þungavopn, eins og lýst er í kaflanum um útbúnað.</p>",
  "<h3>Hraði</h3>",
  "<p>Hraði þinn ákvarðar hversu langt þú getur farið þegar þú ferðast (sjá ævintýramennsku) og berst (sjá bardaga).</p>",
  "<h3>Tungumál</h3>",
  "<p>Persónan getur talað, lesið og skrifað ákveðin tungumál sem fara eftir kynþættinum.</p>",
  "<h3>Undirkynþáttur</h3>",
  "<p>Sumir kynþættir greinast í undirkynþætti. Undirkynþættir hafa eiginleika aðalkynþáttarins auk þeirra sem teknir eru fram fyrir undirkynþáttinn. Sambönd á milli kynþátta eru á alla vegu.</p>",
].join("");

export const TERMINOLOGY_NOTE_HTML =
  "<p><strong>Athugasemd um orðanotkun.</strong> Í þessari þýðingu er greinarmunur gerður á mannfólki og mannverum. Mannfólk er fólk eins og við þekkjum það úr raunheimum, mannverur innihalda fleiri furðukynþætti eins og álfa og dverga sem þó svipar til mannfólks.</p>";

// ---------------------------------------------------------------------------------------------
// Shared sentences

const NIGHT_SIGHT_RANGE =
  "Þeir sjá í rökkri innan 18 metra jafn vel og í björtu, og í myrkri jafn vel og í rökkri.";

function darkvision(opening: string, who: string): Omit<TraitText, "source"> {
  return trait(
    "darkvision",
    "Nætursjón",
    "Darkvision",
    `${opening} ${NIGHT_SIGHT_RANGE} ${who} greina ekki litaskil í myrkri, nætursjónin er svarthvít.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Draconic ancestry table, rendered from the rule table so text and automation cannot disagree

const SAVE_TEXT: Record<"dex" | "con", string> = {
  dex: "Lipurð veitir vörn",
  con: "Hreysti veitir vörn",
};

function ancestryArea(a: (typeof ANCESTRIES)[number]): string {
  const area =
    a.shape === "line"
      ? `${decimal(a.widthM ?? 0)} sinnum ${decimal(a.lengthM)} metra lína`
      : `${decimal(a.lengthM)} metra keila`;
  return `${area} (${SAVE_TEXT[a.save]})`;
}

export const ANCESTRY_TABLE_HTML = [
  "<table>",
  "<thead><tr><th>Ætterni</th><th>Skaðagerð</th><th>Gerð andardráttar</th></tr></thead>",
  "<tbody>",
  ...ANCESTRIES.map(
    (a) => `<tr><td>${a.nameIs}</td><td>${a.damageNameIs}</td><td>${ancestryArea(a)}</td></tr>`,
  ),
  "</tbody>",
  "</table>",
].join("");

/** The three devices a rock gnome can build with Tinker; the feature item shows the same list. */
export const TINKER_DEVICES_HTML = [
  "<ul>",
  "<li><strong>Upptrekkt leikfang.</strong> Leikfangið er upptrekkt dýr, skrýmsli eða mannvera, t.d. froskur, mús, fugl, dreki eða hermaður. Þegar leikfanginu er sleppt ferðast það einn og hálfan metra eftir jörðinni á hverri umferð, í handahófskennda átt. Leikfangið gerir hljóð eins og veran sem það líkist.</li>",
  "<li><strong>Kveikjari.</strong> Tækið býr til lítinn loga, sem hægt er að nota til að kveikja á kerti, kyndli eða í varðeldi. Til að nota kveikjarann þarf aðgerð.</li>",
  "<li><strong>Spiladós.</strong> Þegar spiladósin er opnuð spilar hún eitt ákveðið lag á miðlungs hljóðstyrk. Dósin hættir þegar lagið er búið eða þegar dósinni er lokað.</li>",
  "</ul>",
].join("");

// ---------------------------------------------------------------------------------------------
// Base races (the parents of the subraces)

const ELF_INTRO =
  "Álfar hafa fjölbreytta náttúrulega hæfileika, og aðra sem þeir hafa fágað og fínpússað um árþúsundir.";

const ELF_TRAITS = [
  trait("abilityScoreIncrease", "Aukahæfileikar", "Ability Score Increase", "Lipurð álfsins eykst um 2."),
  trait(
    "age",
    "Aldur",
    "Age",
    "Álfar ná fullum líkamlegum þroska á svipuðum aldri og mannfólk, en skilningur þeirra á fullorðinsaldri felur einnig í sér lífsreynslu. Álfar telja sig oftast fullorðna í kringum hundrað ára aldur og geta hæglega orðið 750 ára gamlir.",
  ),
  trait(
    "alignment",
    "Innræti",
    "Alignment",
    "Álfum er frelsi, fjölbreytni og tjáning hjartfólgin, svo þeir falla oftast undir mýkri hliðar óreiðunnar. Þeir kunna að meta frelsi annarra líkt og sitt eigið, og eru góðir oftar en ekki.",
  ),
  trait(
    "size",
    "Stærð",
    "Size",
    "Álfar eru á milli 150 og 180 sentímetrar á hæð og grannvaxnir. Þeir eru af miðstærð.",
  ),
  trait("speed", "Hraði", "Speed", "Grunngönguhraði álfa er 9 metrar."),
  darkvision("Álfar eru alvanir dimmum skógum og næturhimnum, svo þeir sjá vel í myrkri og rökkri.", "Álfar"),
  trait("keenSenses", "Skörp skilningarvit", "Keen Senses", "Álfar teljast hæfir í eftirtektarsemi."),
  trait(
    "feyAncestry",
    "Arfleifð huldufólksins",
    "Fey Ancestry",
    "Álfar hafa meðbyr á köstum gegn því að vera heillaðir með göldrum, og ekki er hægt að svæfa þá með göldrum.",
  ),
  trait(
    "trance",
    "Trans",
    "Trance",
    "Álfar sofa ekki. Þess í stað beita þeir djúpri íhugun þar sem þeir nær missa meðvitund, í fjóra tíma á dag. Þetta kallast „trans“ á samtungu. Á vissan hátt dreymir álfa í þessu ástandi, en í raun er þetta æfð hugarleikfimi sem verður ómeðvituð með tímanum. Álfar fá það sama út úr því að hvílast á þennan hátt og mannfólk fá úr fullum nætursvefni.",
  ),
  trait(
    "languages",
    "Tungumál",
    "Languages",
    "Álfar geta talað, lesið og skrifað samtungu og álfamál. Álfamál er flæðandi, blæbrigðaríkt og málfræði þess er flókin. Sagnaarfur álfa er mikill og fjölbreyttur, og söngvar þeirra og ljóð eru fræg meðal annarra kynþátta. Mörg skáld læra álfamál til þess eins að geta flutt ballöður álfanna.",
  ),
];

const DWARF_INTRO = "Dvergar hafa ýmsa meðfædda hæfileika sem eru veigamiklir í þeirra samfélagi.";

const DWARF_TRAITS = [
  trait("abilityScoreIncrease", "Aukahæfileikar", "Ability Score Increase", "Hreysti dvergsins eykst um 2."),
  trait(
    "age",
    "Aldur",
    "Age",
    "Dvergar fullorðnast á svipuðum hraða og mannfólk, en teljast ungir fram undir fimmtugt. Að meðaltali verða þeir um 350 ára gamlir.",
  ),
  trait(
    "alignment",
    "Innræti",
    "Alignment",
    "Flestir dvergar hneigjast til reglu, hafandi bjargfasta trú á skipulegu samfélagi. Þeir hneigjast líka til góðs, sýna drengskap og trúa að allt fólk eigi að njóta ávaxta réttláts skipulags.",
  ),
  trait(
    "size",
    "Stærð",
    "Size",
    "Dvergar eru á milli 120 og 150 sentímetrar á hæð og um 70 kílóa þungir að meðaltali. Þeir eru af miðstærð.",
  ),
  trait(
    "speed",
    "Hraði",
    "Speed",
    "Grunngönguhraði dverga er 7,5 metrar. Hraði þeirra minnkar ekki við að bera þungar brynjur.",
  ),
  darkvision("Dvergar hafa aðlagast lífi neðanjarðar, svo þeir sjá vel í myrkri og rökkri.", "Dvergar"),
  trait(
    "dwarvenResilience",
    "Dvergnesk þrautseigja",
    "Dwarven Resilience",
    "Dvergar hafa meðbyr á varnarköstum gegn eitri, og eru þolnir gegn eiturskaða.",
  ),
  trait(
    "dwarvenCombatTraining",
    "Dvergnesk bardagaþjálfun",
    "Dwarven Combat Training",
    "Dvergar eru hæfir í notkun vígaxa, handaxa, léttra hamra og stríðshamra.",
  ),
  trait(
    "toolProficiency",
    "Hæfni í notkun áhalda",
    "Tool Proficiency",
    "Dvergar velja sér ein handverkstól og eru hæfir í notkun þeirra: verkfæri smiða, bruggáhöld eða verkfæri múrara.",
  ),
  trait(
    "stonecunning",
    "Þekking á steinum",
    "Stonecunning",
    "Dvergar teljast hæfir í greindarköstum sem tengjast sögukunnáttu þegar kemur að uppruna steinsmíði, og bæta við tvöföldum hæfnibónus í slíkum aðstæðum.",
  ),
  trait(
    "languages",
    "Tungumál",
    "Languages",
    "Dvergar geta talað, lesið og skrifað samtungu og dvergnesku. Dvergneska er full af hörðum samhljóðum og kokhljóðum, og hreimur dverga ber þess merki þegar þeir tala önnur tungumál.",
  ),
];

const GNOME_INTRO = "Gnómar eru forvitnir og hugvitssamir, og eiga ýmsa eiginleika sameiginlega.";

const GNOME_TRAITS = [
  trait("abilityScoreIncrease", "Aukahæfileikar", "Ability Score Increase", "Greind gnómsins eykst um 2."),
  trait(
    "age",
    "Aldur",
    "Age",
    "Gnómar verða fullorðnir á svipuðum aldri og mannfólk, og telja sig almennt ráðsetta um fertugt. Þeir geta orðið 350 til nær 500 ára gamlir.",
  ),
  trait(
    "alignment",
    "Innræti",
    "Alignment",
    "Gnómar eru oftast góðir. Þeir sem hneigjast til reglu fást við fræðastörf eða eru verkfræðingar eða uppfinningagnómar. Þeir sem hneigjast til óreiðu eru trúbadorar, svikahrappar, eða flækingar. Gnómar eru góðhjartaðir, jafnvel svikahrapparnir sýna meira fjör en grimmd.",
  ),
  trait(
    "size",
    "Stærð",
    "Size",
    "Gnómar eru um metri á hæð, á milli 90 og 120 sentímetrar, og vega um 18 kíló að meðaltali. Þeir eru smáir.",
  ),
  trait("speed", "Hraði", "Speed", "Grunngönguhraði gnóma er 7,5 metrar."),
  darkvision("Gnómar eru vanir lífi neðanjarðar, svo þeir sjá vel í myrkri og rökkri.", "Gnómar"),
  trait(
    "gnomeCunning",
    "Slyngni",
    "Gnome Cunning",
    "Gnómar hafa meðbyr á öllum varnarköstum gegn göldrum sem byggjast á greind, visku eða þokka.",
  ),
  trait(
    "languages",
    "Tungumál",
    "Languages",
    "Gnómar geta talað, lesið og skrifað samtungu og gnómsku. Gnómska notar sama letur og dvergneska. Mörg náttúrufræðirit og rit um tæknileg mál eru skrifuð á gnómsku.",
  ),
];

const HALFLING_INTRO = "Stuttlungar eiga margt sameiginlegt hver með öðrum.";

const HALFLING_TRAITS = [
  trait(
    "abilityScoreIncrease",
    "Aukahæfileikar",
    "Ability Score Increase",
    "Lipurð stuttlungsins eykst um 2.",
  ),
  trait(
    "age",
    "Aldur",
    "Age",
    "Stuttlungar verða fullorðnir um tvítugt og ná oftast hálfri annarri öld í aldri.",
  ),
  trait(
    "alignment",
    "Innræti",
    "Alignment",
    "Flestir stuttlungar hneigjast til reglu og góðs. Almennt eru þeir góðhjartaðir og hlýir, mega ekkert aumt sjá og umbera ekki kúgun. Þeir eru líka vanafastir og halda mikið í hefðir, og reiða sig á nærsamfélagið.",
  ),
  trait(
    "size",
    "Stærð",
    "Size",
    "Stuttlungar eru um 90 sentímetrar á hæð og vega um 20 kíló. Þeir eru smáir.",
  ),
  trait("speed", "Hraði", "Speed", "Grunngönguhraði stuttlunga er 7,5 metrar."),
  trait(
    "lucky",
    "Heillastjarna",
    "Lucky",
    "Þegar þú færð upp 1 á d20 í árásarkasti, hæfileikakasti eða varnarkasti máttu kasta aftur. Þú verður að nota útkomu seinna kastsins.",
  ),
  trait("brave", "Hugrekki", "Brave", "Þú hefur meðbyr á varnarköstum gegn ótta."),
  trait(
    "halflingNimbleness",
    "Fimi stuttlunga",
    "Halfling Nimbleness",
    "Þú mátt færa þig í gegnum reit allra vera sem eru stærri en þú.",
  ),
  trait(
    "languages",
    "Tungumál",
    "Languages",
    "Stuttlungar geta talað, lesið og skrifað samtungu og stuttlungamál. Stuttlungamálinu er ekki beinlínis haldið leyndu, en stuttlungum er illa við að deila því. Þeir skrifa lítið og hafa litla hefð fyrir rituðum sögum, en munnlegar hefðir þeirra eru þeim mun meiri. Nær allir stuttlungar læra samtungu til að geta rætt við fólkið sem þeir deila með löndum eða sem þeir ferðast í gegnum.",
  ),
];

// ---------------------------------------------------------------------------------------------
// The nine playable races

interface RaceSource {
  readonly nameIs: string;
  readonly srdName: string;
  readonly intro: string;
  readonly traits: readonly Omit<TraitText, "source">[];
  readonly parent?: {
    readonly nameIs: string;
    readonly intro: string;
    readonly traits: readonly Omit<TraitText, "source">[];
  };
}

const SOURCES: Record<RaceId, RaceSource> = {
  "high-elf": {
    nameIs: "Háálfar",
    srdName: "High Elf",
    parent: { nameIs: "Álfar", intro: ELF_INTRO, traits: ELF_TRAITS },
    intro:
      "Háálfar eru skarpir og fjölkunnugir. Í mörgum spunaspilsheimum eru tvær gerðir háálfa. Önnur gerðin er hrokafull og fjarlæg, og lítur á sem svo að hún sé yfir alla nema álfa og jafnvel aðra álfakynþætti hafin. Hin gerðin er algengari og vingjarnlegri, og má oft finna meðal mannfólks og annarra kynþátta.",
    traits: [
      trait(
        "subraceAbilityScoreIncrease",
        "Aukahæfileikar",
        "Ability Score Increase",
        "Greind álfsins eykst um 1.",
      ),
      trait(
        "elfWeaponTraining",
        "Álfnesk vopnaþjálfun",
        "Elf Weapon Training",
        "Háálfar eru hæfir í notkun langsverða, stuttsverða, langboga og stuttboga.",
      ),
      trait(
        "cantrip",
        "Galdrabragð",
        "Cantrip",
        "Háálfar kunna eitt galdrabragð að eigin vali af galdramannalistanum. Greind er hæfileikinn sem stýrir galdragetu þeirra.",
      ),
      trait(
        "extraLanguage",
        "Aukatungumál",
        "Extra Language",
        "Háálfar geta talað, lesið og skrifað eitt tungumál að eigin vali til viðbótar.",
      ),
    ],
  },
  "hill-dwarf": {
    nameIs: "Hæðadvergar",
    srdName: "Hill Dwarf",
    parent: { nameIs: "Dvergar", intro: DWARF_INTRO, traits: DWARF_TRAITS },
    intro: "Hæðadvergar eru gæddir skörpum skilningarvitum, djúpu innsæi og ótrúlegri þrautseigju.",
    traits: [
      trait(
        "subraceAbilityScoreIncrease",
        "Aukahæfileikar",
        "Ability Score Increase",
        "Viska dvergsins eykst um 1.",
      ),
      trait(
        "dwarvenToughness",
        "Dvergnesk seigla",
        "Dwarven Toughness",
        "Heilsa þín eykst um 1, og um einn til viðbótar í hvert skipti sem þú nærð nýju stigi.",
      ),
    ],
  },
  dragonborn: {
    nameIs: "Fáfnisniðjar",
    srdName: "Dragonborn",
    intro: "Arfleifð drekanna sést á ýmsan hátt hjá fáfnisniðjum.",
    traits: [
      trait(
        "abilityScoreIncrease",
        "Aukahæfileikar",
        "Ability Score Increase",
        "Styrkur fáfnisniðjans eykst um 2 og þokki hans um 1.",
      ),
      trait(
        "age",
        "Aldur",
        "Age",
        "Fáfnisniðjar þroskast hratt. Þeir geta gengið örfáum klukkustundum eftir að hafa klakist út, ná þroska 10 ára mannsbarns um þriggja ára aldur, og eru fullorðnir um 15 ára aldurinn. Þeir geta orðið um 80 ára gamlir.",
      ),
      trait(
        "alignment",
        "Innræti",
        "Alignment",
        "Fáfnisniðjar taka oft sterka, meðvitaða afstöðu í hinni kosmísku baráttu góðs og ills. Flestir fáfnisniðjar hneigjast til góðs, en þau þeirra sem ganga illskunni á hönd geta orðið hrikaleg illmenni.",
      ),
      trait(
        "size",
        "Stærð",
        "Size",
        "Fáfnisniðjar eru hávaxnari og þyngri en mannfólk. Þeir eru yfir 180 sentímetrar á hæð og meira en 110 kíló að þyngd. Fáfnisniðjar eru af miðstærð.",
      ),
      trait("speed", "Hraði", "Speed", "Grunngönguhraði fáfnisniðja er 9 metrar."),
      trait(
        "draconicAncestry",
        "Drekaarfleifð",
        "Draconic Ancestry",
        "Fáfnisniðjar eru afkomendur dreka. Veldu eina gerð dreka af töflunni hér að neðan. Fáfnisniðjinn erfir andardrátt og þol gegn skaðagerð sem fer eftir áa persónunnar.",
        ANCESTRY_TABLE_HTML,
      ),
      trait(
        "breathWeapon",
        "Andardráttur Fáfnis",
        "Breath Weapon",
        "Þú getur notað aðgerð til að spúa eldi eða öðrum skaða. Stærð, lögun og skaðagerð andardráttarins ræðst af gerð áa þíns. Allar verur innan áhrifasvæðis andardráttarins þurfa að ná viðeigandi varnarkasti. Erfiðleikastig kastsins er 8 + hreystibreyta þín + hæfnibónus þinn. Verur taka 2d6 í skaða ef kastið misheppnast, helmingi minna ef það tekst. Skaðinn eykst í 3d6 á 6. stigi, 4d6 á 11. stigi og 5d6 á 16. stigi. Eftir að þú hefur notað andardráttinn geturðu ekki notað hann aftur nema þú hvílist um skamma eða langa hríð.",
      ),
      trait(
        "damageResistance",
        "Þol",
        "Damage Resistance",
        "Fáfnisniðjar eru þolnir gegn þeirri gerð skaða sem tengist áa þeirra.",
      ),
      trait(
        "languages",
        "Tungumál",
        "Languages",
        "Fáfnisniðjar geta talað, lesið og skrifað samtungu og drekatungu. Drekatunga er talin vera eitt elsta mál sem er í notkun, og er mikið notuð í galdrafræðum. Flestum þykir málið síður hljóma blítt, fullt af hörðum lokhljóðum og blísturhljóðum.",
      ),
    ],
  },
  "rock-gnome": {
    nameIs: "Grjótagnómar",
    srdName: "Rock Gnome",
    parent: { nameIs: "Gnómar", intro: GNOME_INTRO, traits: GNOME_TRAITS },
    intro: "Grjótagnómar eru úrræðagóðir og harðari af sér en aðrir gnómar.",
    traits: [
      trait(
        "subraceAbilityScoreIncrease",
        "Aukahæfileikar",
        "Ability Score Increase",
        "Hreysti gnómsins eykst um 1.",
      ),
      trait(
        "artificersLore",
        "Völundarspeki",
        "Artificer's Lore",
        "Þegar þú kastar greindarhæfileikakasti sem tengist sögu til að komast að upplýsingum um galdrahluti, gullgerðarlist eða tækni máttu bæta við tvöföldum hæfnibónus í stað þíns venjulega bónus.",
      ),
      trait(
        "tinker",
        "Fiktari",
        "Tinker",
        "Gnómurinn er hæfur í notkun handverkstóla (verkfæra fiktara). Vopnaður slíkum tólum getur gnómurinn smíðað afar smátt upptrekkt tæki. Varnarstig þess er 5 og heilsa þess er 1. Smíðin tekur klukkutíma og hráefnin kosta 10 gullpeninga. Tækið endist í sólarhring, nema gnómurinn eyði klukkutíma í að halda því gangandi eða noti aðgerð sína til að taka það í sundur. Þegar tækið hættir að virka getur gnómurinn endurheimt hráefnin. Gnómurinn getur haft þrjú slík tæki í gangi samtímis. Eftirfarandi möguleikar eru í boði:",
        TINKER_DEVICES_HTML,
      ),
    ],
  },
  "half-elf": {
    nameIs: "Hálfálfar",
    srdName: "Half-Elf",
    intro: "Hálfálfar eiga margt sameiginlegt með álfum, en aðrir eiginleikar eru þeirra eigin.",
    traits: [
      trait(
        "abilityScoreIncrease",
        "Aukahæfileikar",
        "Ability Score Increase",
        "Þokki hálfálfsins eykst um 2, og tveir aðrir hæfileikar að eigin vali aukast um 1.",
      ),
      trait(
        "age",
        "Aldur",
        "Age",
        "Hálfálfar þroskast á svipuðum hraða og mannfólk og ná fullorðinsaldri um tvítugt. Þeir eru hins vegar mun langlífari en mannfólk og geta hæglega orðið 180 ára gamlir.",
      ),
      trait(
        "alignment",
        "Innræti",
        "Alignment",
        "Hálfálfar sverja sig í álfaætt sína þegar kemur að því að hneigjast til óreiðu. Þeir kunna að meta persónu- og tjáningarfrelsi, þeir stunda ekki leiðtogadýrkun og sækjast ekki sérstaklega eftir áhangendum heldur.",
      ),
      trait(
        "size",
        "Stærð",
        "Size",
        "Hálfálfar eru álíka hávaxnir og mannfólk, oft á milli 150 og 180 sentímetrar að hæð. Hálfálfar eru af miðstærð.",
      ),
      trait("speed", "Hraði", "Speed", "Grunngönguhraði hálfálfa er 9 metrar."),
      darkvision("Hálfálfar sjá vel í myrkri og rökkri þökk sé álfablóðinu.", "Hálfálfar"),
      trait(
        "feyAncestry",
        "Arfleifð huldufólksins",
        "Fey Ancestry",
        "Hálfálfar hafa meðbyr á köstum gegn því að vera heillaðir með göldrum, og ekki er hægt að svæfa þá með göldrum.",
      ),
      trait(
        "skillVersatility",
        "Fjölhæfni",
        "Skill Versatility",
        "Hálfálfar eru hæfir í tveimur færniþáttum að eigin vali.",
      ),
      trait(
        "languages",
        "Tungumál",
        "Languages",
        "Hálfálfar geta talað, lesið og skrifað samtungu, álfamál og eitt tungumál til viðbótar að eigin vali.",
      ),
    ],
  },
  "half-orc": {
    nameIs: "Hálforkar",
    srdName: "Half-Orc",
    intro: "Hálforkar erfa ýmsa eiginleika frá orkneskum áum þeirra.",
    traits: [
      trait(
        "abilityScoreIncrease",
        "Aukahæfileikar",
        "Ability Score Increase",
        "Styrkur hálforksins eykst um 2, og hreysti hans um 1.",
      ),
      trait(
        "age",
        "Aldur",
        "Age",
        "Hálforkar þroskast nokkru hraðar en mannfólk og ná fullorðinsaldri um 14 ára aldurinn. Þeir eldast hraðar og lifa sjaldnast lengur en 75 ár.",
      ),
      trait(
        "alignment",
        "Innræti",
        "Alignment",
        "Hálforkar erfa hneigð til óreiðu frá orknesku foreldri sínu og hneigjast ekki sérstaklega til góðs. Hálforkar sem eru fæddir og uppaldir meðal orka hneigjast venjulega til illsku, nema þeir flytji á brott.",
      ),
      trait(
        "size",
        "Stærð",
        "Size",
        "Hálforkar eru nokkru stærri og þreknari en mannfólk, þeir ná iðulega 180 sentímetra hæð. Hálforkar eru af miðstærð.",
      ),
      trait("speed", "Hraði", "Speed", "Grunngönguhraði hálforka er 9 metrar."),
      darkvision("Hálforkar sjá vel í myrkri og rökkri þökk sé orkablóðinu.", "Hálforkar"),
      trait("menacing", "Ógnvekjandi", "Menacing", "Hálforkar eru hæfir í því að ógna."),
      trait(
        "relentlessEndurance",
        "Þrjóska",
        "Relentless Endurance",
        "Þegar heilsa hálforks er tekin niður í 0 en hann ekki drepinn á staðnum má velja að fara niður í 1 í heilsu þess í stað. Hálforkurinn getur ekki notað þennan eiginleika aftur fyrr en hann hefur hvílst um langa hríð.",
      ),
      trait(
        "savageAttacks",
        "Villtar árásir",
        "Savage Attacks",
        "Þegar hálforkurinn nær einstökum árangri með vopni í návígi má kasta einum teningi vopnsins aftur og bæta honum við skaða árásarinnar.",
      ),
      trait(
        "languages",
        "Tungumál",
        "Languages",
        "Hálforkar geta talað, lesið og skrifað samtungu og orknesku. Orkneska er harkalegt mál með hörðum samhljóðum sem er skrifað með dvergnesku letri.",
      ),
    ],
  },
  tiefling: {
    nameIs: "Helniðjar",
    srdName: "Tiefling",
    intro: "Helniðjar deila ýmsum eiginleikum þökk sé áum þeirra úr víti.",
    traits: [
      trait(
        "abilityScoreIncrease",
        "Aukahæfileikar",
        "Ability Score Increase",
        "Greind helniðjans eykst um 1, og þokki hans um 2.",
      ),
      trait(
        "age",
        "Aldur",
        "Age",
        "Helniðjar þroskast á sama hraða og mannfólk en geta orðið nokkrum árum eldri.",
      ),
      trait(
        "alignment",
        "Innræti",
        "Alignment",
        "Helniðjar hneigjast ekki til ills að eðlisfari, en margir enda þar samt engu að síður. Hvort sem þeir eru illir eða ekki eru þeir sjálfstæðir sem fær þá til að hneigjast til óreiðu.",
      ),
      trait(
        "size",
        "Stærð",
        "Size",
        "Helniðjar eru um það bil jafn stórir og eins byggðir og mannfólk. Þeir eru af miðstærð.",
      ),
      trait("speed", "Hraði", "Speed", "Grunngönguhraði helniðja er 9 metrar."),
      darkvision("Helniðjar sjá vel í myrkri og rökkri þökk sé áum þeirra úr víti.", "Helniðjar"),
      trait("hellishResistance", "Vítisþol", "Hellish Resistance", "Helniðjar eru þolnir gegn eldskaða."),
      trait(
        "infernalLegacy",
        "Arfleifð vítis",
        "Infernal Legacy",
        "Helniðjinn kann galdrabragðið Ægivald. Þegar hann nær þriðja stigi getur hann beitt galdrinum Vítislogar sem annars hrings galdri einu sinni, getan endurnýjast eftir að hann hefur hvílst um langa hríð. Þegar hann nær fimmta stigi getur hann beitt galdrinum Myrkur einu sinni, getan endurnýjast eftir að hann hefur hvílst um langa hríð. Þegar kemur að þessum göldrum er þokki galdrahæfileiki helniðjans.",
      ),
      trait(
        "languages",
        "Tungumál",
        "Languages",
        "Helniðjar geta talað, lesið og skrifað samtungu og vítismál.",
      ),
    ],
  },
  human: {
    nameIs: "Mannfólk",
    srdName: "Human",
    intro: "Það er erfitt að alhæfa um mannfólk, en mennsk persóna hefur eftirfarandi eiginleika:",
    traits: [
      trait(
        "abilityScoreIncrease",
        "Aukahæfileikar",
        "Ability Score Increase",
        "Allir hæfileikar mannfólks aukast um 1.",
      ),
      trait("age", "Aldur", "Age", "Mannfólk verður fullorðið seint á táningsárunum og lifir tæpa öld."),
      trait(
        "alignment",
        "Innræti",
        "Alignment",
        "Mannfólk hneigist ekki til neins ákveðins innrætis. Finna má hin verstu og hin bestu meðal þeirra.",
      ),
      trait(
        "size",
        "Stærð",
        "Size",
        "Mannfólk er mjög mismunandi að hæð og líkamsgerð. Sumt nær rétt svo 150 sentímetrum, annað nær vel yfir 180 sentímetra. Mannfólk er af miðstærð.",
      ),
      trait("speed", "Hraði", "Speed", "Grunngönguhraði mannfólks er 9 metrar."),
      trait(
        "languages",
        "Tungumál",
        "Languages",
        "Mannfólk getur talað, lesið og skrifað samtungu og eitt mál til viðbótar. Mannfólk lærir oftast tungumál þeirra kynþátta sem þau versla við, jafnvel framandi mállýskur. Mannfólk slettir og notar tökuorð – orknesk blótsyrði, álfnesk tónlistarhugtök, dvergnesk orð sem tengjast hernaði, og þar fram eftir götunum.",
      ),
    ],
  },
  lightfoot: {
    nameIs: "Léttfetar",
    srdName: "Lightfoot Halfling",
    parent: { nameIs: "Stuttlungar", intro: HALFLING_INTRO, traits: HALFLING_TRAITS },
    intro:
      "Léttfetar eiga auðvelt með að leynast og hverfa sjónum, jafnvel með því að fela sig bak við annað fólk. Þeir eru vingjarnlegir og ná almennt vel saman við annað fólk. Léttfetar eru líklegri en aðrir stuttlungar til að fyllast ferðaþrá, og búa oft meðal annarra kynþátta eða taka upp hirðingjalífsstíl.",
    traits: [
      trait(
        "subraceAbilityScoreIncrease",
        "Aukahæfileikar",
        "Ability Score Increase",
        "Þokki stuttlungsins eykst um 1.",
      ),
      trait(
        "naturallyStealthy",
        "Fæddir til að felast",
        "Naturally Stealthy",
        "Stuttlungurinn getur reynt að fela sig þó ekkert byrgi sjón nema önnur vera sem er stærri en hann.",
      ),
    ],
  },
};

function buildRace(src: RaceSource): RaceText {
  const own = markedAs(src.parent ? "subrace" : "parent", src.traits);
  if (!src.parent) {
    return {
      nameIs: src.nameIs,
      srdName: src.srdName,
      intro: src.intro,
      descriptionHtml: `<p>${src.intro}</p>${own.map((t) => t.html).join("")}`,
      traits: own,
    };
  }
  const inherited = markedAs("parent", src.parent.traits);
  const descriptionHtml = [
    `<p>${src.parent.intro}</p>`,
    ...inherited.map((t) => t.html),
    `<h3>${src.nameIs}</h3>`,
    `<p>${src.intro}</p>`,
    ...own.map((t) => t.html),
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

/** The trait text a rule key is described by (following TRAIT_TEXT_ALIASES), or undefined. */
export function findTraitText(raceId: RaceId, key: string): TraitText | undefined {
  const traits = RACE_TEXTS[raceId].traits;
  const direct = traits.find((t) => t.key === key);
  if (direct) return direct;
  const alias = TRAIT_TEXT_ALIASES[raceId]?.[key];
  return alias === undefined ? undefined : traits.find((t) => t.key === alias);
}
