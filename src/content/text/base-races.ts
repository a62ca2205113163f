/**
 * The base races of the chapter's subraces (Álfar, Dvergar, Gnómar, Stuttlungar): their intro
 * sentences and traits, which each subrace's text carries first.
 */
import { darkvision, trait } from "./trait";

export const ELF_INTRO =
  "Álfar hafa fjölbreytta náttúrulega hæfileika og aðra sem þeir hafa fágað og fínpússað um árþúsundir.";

export const ELF_TRAITS = [
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
    "Álfum er frelsi, fjölbreytni og tjáning hjartfólgin, svo þeir falla oftast undir mýkri hliðar óreiðunnar. Þeir kunna að meta frelsi annarra líkt og sitt eigið og eru góðir oftar en ekki.",
  ),
  trait(
    "size",
    "Stærð",
    "Size",
    "Álfar eru á milli 150 og 180 sentímetra á hæð og grannvaxnir. Þeir eru af miðstærð.",
  ),
  trait("speed", "Hraði", "Speed", "Grunngönguhraði álfa er 9 metrar."),
  darkvision("Álfar eru alvanir dimmum skógum og næturhimnum, svo þeir sjá vel í myrkri og rökkri.", "Álfar"),
  trait(
    "keenSenses",
    "Skörp skilningarvit",
    "Keen Senses",
    "Álfar eru hæfir í færnigreininni Eftirtektarsemi.",
  ),
  trait(
    "feyAncestry",
    "Arfleifð huldufólksins",
    "Fey Ancestry",
    "Álfar hafa meðbyr á varnarköstum gegn því að vera heillaðir og ekki er hægt að svæfa þá með göldrum.",
  ),
  trait(
    "trance",
    "Trans",
    "Trance",
    "Álfar þurfa ekki að sofa. Þess í stað íhuga þeir djúpt í fjórar klukkustundir á dag og halda á meðan aðeins hálfri meðvitund. Þetta kallast „trans“ á samtungu. Á vissan hátt dreymir álfa í þessu ástandi en í raun er þetta æfð hugarleikfimi sem verður ómeðvituð með tímanum. Álfar fá það sama út úr því að hvílast á þennan hátt og mannfólk fær úr átta tíma svefni.",
  ),
  trait(
    "languages",
    "Tungumál",
    "Languages",
    "Álfar geta talað, lesið og skrifað samtungu og álfamál. Álfamál er flæðandi og blæbrigðaríkt mál með flókinni málfræði. Sagnaarfur álfa er mikill og fjölbreyttur og söngvar þeirra og ljóð eru fræg meðal annarra kynþátta. Mörg skáld læra álfamál til þess eins að geta flutt ballöður álfanna.",
  ),
];

export const DWARF_INTRO = "Dvergar hafa ýmsa meðfædda hæfileika sem eru veigamiklir í þeirra samfélagi.";

export const DWARF_TRAITS = [
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
    "Flestir dvergar hneigjast til reglu, enda hafa þeir bjargfasta trú á skipulegu samfélagi. Þeir hneigjast líka til góðs, sýna drengskap og trúa því að allt fólk eigi að njóta ávaxta réttláts skipulags.",
  ),
  trait(
    "size",
    "Stærð",
    "Size",
    "Dvergar eru á milli 120 og 150 sentímetra á hæð og um 70 kílóa þungir að meðaltali. Þeir eru af miðstærð.",
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
    "Dvergar hafa meðbyr á varnarköstum gegn eitri og eru þolnir gegn eiturskaða.",
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
    "Þegar dvergar kasta greindarkasti (Saga) sem tengist uppruna steinsmíði teljast þeir hæfir í færnigreininni Saga og bæta tvöföldum hæfnibónus við kastið í stað venjulegs hæfnibónuss.",
  ),
  trait(
    "languages",
    "Tungumál",
    "Languages",
    "Dvergar geta talað, lesið og skrifað samtungu og dvergnesku. Dvergneska er full af hörðum samhljóðum og kokhljóðum og hreimur dverga ber þess merki þegar þeir tala önnur tungumál.",
  ),
];

/**
 * The gnome chapter opens with its traits: the seed has no intro sentence and SRD 5.1 gives none
 * beyond "certain characteristics in common", so none is invented.
 */
export const GNOME_INTRO = "";

export const GNOME_TRAITS = [
  trait("abilityScoreIncrease", "Aukahæfileikar", "Ability Score Increase", "Greind gnómsins eykst um 2."),
  trait(
    "age",
    "Aldur",
    "Age",
    "Gnómar verða fullorðnir á svipuðum aldri og mannfólk og telja sig almennt ráðsetta um fertugt. Þeir geta orðið 350 til nær 500 ára gamlir.",
  ),
  trait(
    "alignment",
    "Innræti",
    "Alignment",
    "Gnómar eru oftast góðir. Þeir sem hneigjast til reglu fást við fræðastörf eða eru verkfræðingar eða uppfinningagnómar. Þeir sem hneigjast til óreiðu eru trúbadorar, hrekkjalómar, flækingar eða hugmyndaríkir gullsmiðir. Gnómar eru góðhjartaðir og jafnvel hrekkjalómarnir meðal þeirra eru frekar glettnir en grimmir.",
  ),
  trait(
    "size",
    "Stærð",
    "Size",
    "Gnómar eru á milli 90 og 120 sentímetra á hæð og vega um 18 kíló að meðaltali. Þeir eru smáir.",
  ),
  trait("speed", "Hraði", "Speed", "Grunngönguhraði gnóma er 7,5 metrar."),
  darkvision("Gnómar eru vanir lífi neðanjarðar, svo þeir sjá vel í myrkri og rökkri.", "Gnómar"),
  trait(
    "gnomeCunning",
    "Slyngni",
    "Gnome Cunning",
    "Gnómar hafa meðbyr á öllum greindar-, visku- og þokkavarnarköstum gegn göldrum.",
  ),
  trait(
    "languages",
    "Tungumál",
    "Languages",
    "Gnómar geta talað, lesið og skrifað samtungu og gnómsku. Gnómska notar sama letur og dvergneska. Mörg náttúrufræðirit og rit um tæknileg mál eru skrifuð á gnómsku.",
  ),
];

export const HALFLING_INTRO = "Stuttlungar eiga margt sameiginlegt hver með öðrum.";

export const HALFLING_TRAITS = [
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
    "Flestir stuttlungar hneigjast til reglu og góðs. Almennt eru þeir góðhjartaðir og hlýir, mega ekkert aumt sjá og umbera ekki kúgun. Þeir eru líka vanafastir, halda mikið í hefðir og reiða sig á nærsamfélagið.",
  ),
  trait(
    "size",
    "Stærð",
    "Size",
    "Stuttlungar eru um 90 sentímetrar á hæð og vega um 18 kíló. Þeir eru smáir.",
  ),
  trait("speed", "Hraði", "Speed", "Grunngönguhraði stuttlunga er 7,5 metrar."),
  trait(
    "lucky",
    "Heillastjarna",
    "Lucky",
    "Þegar stuttlungur fær upp 1 á d20 í árásarkasti, hæfileikakasti eða varnarkasti má hann kasta aftur. Hann verður að nota útkomu seinna kastsins.",
  ),
  trait("brave", "Hugrekki", "Brave", "Stuttlungar hafa meðbyr á varnarköstum gegn ótta."),
  trait(
    "halflingNimbleness",
    "Fimi stuttlunga",
    "Halfling Nimbleness",
    "Stuttlungar mega færa sig í gegnum reit hverrar veru sem er stærri en þeir.",
  ),
  trait(
    "languages",
    "Tungumál",
    "Languages",
    "Stuttlungar geta talað, lesið og skrifað samtungu og stuttlungamál. Stuttlungamálinu er ekki beinlínis haldið leyndu, en stuttlungum er illa við að deila því. Þeir skrifa lítið og hafa litla hefð fyrir rituðum sögum, en munnlegar hefðir þeirra eru þeim mun meiri. Nær allir stuttlungar læra samtungu til að geta rætt við fólkið í löndunum sem þeir búa í eða ferðast um.",
  ),
];
