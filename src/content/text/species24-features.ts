/**
 * Icelandic names and descriptions of the 2024 species' feature items (SRD 5.2, CC-BY-4.0),
 * written here from the SRD text in the glossary's terms and addressed, as SRD 5.2 is, to the
 * character who owns the item ("þú"). Lengths in metres with the Icelandic decimal comma
 * (5 ft = 1,5 m). Awaiting a native speaker's review, like the rest of the module's Icelandic.
 */
import type { Feature24Key } from "../ids";
import { SPELLS } from "../terms/items";
import type { ItemText } from "./features";

const LINEAGE_SPELLS =
  "Þegar þú nærð 3. og 5. stigi lærirðu galdur af hærri hring, eins og taflan sýnir. Þú hefur þann galdur ætíð undirbúinn. Þú getur beitt honum einu sinni án galdrahólfs og endurheimtir þá getu þegar þú hvílist um langa hríð. Þú getur líka beitt galdrinum með galdrahólfum sem þú hefur af viðeigandi hring. Greind, viska eða þokki er galdrahæfileiki þinn fyrir galdrana sem þú beitir með þessum eiginleika (veldu hæfileikann þegar þú velur ætternið).";

/** A lineage's table: level 1, 3 and 5. */
function lineageTable(level1: string, level3: string, level5: string): string {
  return `<table><thead><tr><th>Stig</th><th>Það sem þú færð</th></tr></thead><tbody><tr><td>1</td><td>${level1}</td></tr><tr><td>3</td><td>${level3}</td></tr><tr><td>5</td><td>${level5}</td></tr></tbody></table>`;
}

function lineage(intro: string, level1: string, level3: string, level5: string): string {
  return `<p>${intro}</p><p>${LINEAGE_SPELLS}</p>${lineageTable(level1, level3, level5)}`;
}

const ELF_LINEAGE = "Þú ert af ætterni sem veitir þér yfirnáttúrulega hæfileika.";
const FIEND_LEGACY = "Þú hefur hlotið arfleifð sem veitir þér yfirnáttúrulega hæfileika.";
const BOON_USES =
  "Þú getur notað þennan eiginleika jafn oft og hæfnibónus þinn segir til um og endurheimtir öll skipti þegar þú hvílist um langa hríð.";

export const FEATURE24_TEXTS: Readonly<Record<Feature24Key, ItemText>> = {
  breathWeapon24: {
    nameIs: "Andardráttur Fáfnis",
    srdName: "Breath Weapon",
    html: [
      "<p>Þegar þú tekur árásaraðgerðina í umferð þinni geturðu skipt einni árásinni út fyrir andardrátt galdraorku, annaðhvort 4,5 metra keilu eða 9 metra langa og 1,5 metra breiða línu (þú velur lögunina í hvert sinn). Allar verur á svæðinu þurfa að kasta lipurðarvarnarkasti (erfiðleikastig 8 + hreystibreyta þín + hæfnibónus þinn). Vera sem misheppnast tekur 1d10 skaða af þeirri gerð sem drekaarfleifð þín ræður; vera sem tekst kastið tekur helmingi minni skaða. Skaðinn eykst um 1d10 þegar þú nærð 5. stigi (2d10), 11. stigi (3d10) og 17. stigi (4d10).</p>",
      "<p>Þú getur notað andardráttinn jafn oft og hæfnibónus þinn segir til um og endurheimtir öll skipti þegar þú hvílist um langa hríð.</p>",
    ].join(""),
  },
  draconicFlight: {
    nameIs: "Drekaflug",
    srdName: "Draconic Flight",
    html: "<p>Þegar þú nærð 5. stigi geturðu beint drekagaldri í sjálfan þig og flogið um stund. Sem aukaaðgerð spretta draugslegir vængir úr baki þínu; þeir vara í 10 mínútur eða þar til þú dregur þá inn (án aðgerðar) eða verður óvígur. Á meðan hefurðu flughraða jafnan hraða þínum. Vængirnir virðast gerðir úr sömu orku og andardráttur þinn. Eftir að þú hefur notað þennan eiginleika geturðu ekki notað hann aftur fyrr en þú hvílist um langa hríð.</p>",
  },
  dwarvenResilience24: {
    nameIs: "Dvergnesk þrautseigja",
    srdName: "Dwarven Resilience",
    html: "<p>Þú ert þolinn gegn eiturskaða. Þú hefur einnig meðbyr á varnarköstum gegn því að verða eitraður eða til að losna undan því.</p><p>Þolið fylgir tegundinni sjálfri; meðbyrinn á varnarköstum gegn eitrun nýtir þú sjálfur þegar þú kastar.</p>",
  },
  dwarvenToughness24: {
    nameIs: "Dvergnesk seigla",
    srdName: "Dwarven Toughness",
    html: "<p>Hámarksheilsa þín eykst um 1 og eykst aftur um 1 í hvert sinn sem þú hækkar um stig.</p>",
  },
  stonecunning24: {
    nameIs: "Þekking á steinum",
    srdName: "Stonecunning",
    html: "<p>Sem aukaaðgerð færðu titringsskyn sem nær 18 metra í 10 mínútur. Þú verður að standa á steini eða snerta stein til að nota titringsskynið; steinninn má vera náttúrulegur eða höggvinn. Þú getur notað þessa aukaaðgerð jafn oft og hæfnibónus þinn segir til um og endurheimtir öll skipti þegar þú hvílist um langa hríð.</p>",
  },
  feyAncestry24: {
    nameIs: "Arfleifð huldufólksins",
    srdName: "Fey Ancestry",
    html: "<p>Þú hefur meðbyr á varnarköstum gegn því að verða heillaður eða til að losna undan því.</p>",
  },
  keenSenses24: {
    nameIs: "Skörp skilningarvit",
    srdName: "Keen Senses",
    html: "<p>Þú ert hæfur í færnigreininni Innsæi, Eftirtektarsemi eða Lifun (þú velur eina þegar tegundin er dregin á persónuna).</p>",
  },
  trance24: {
    nameIs: "Trans",
    srdName: "Trance",
    html: "<p>Þú þarft ekki að sofa og galdrar geta ekki svæft þig. Þú getur hvílst um langa hríð á 4 klukkustundum ef þú eyðir þeim í transkenndri íhugun og heldur meðvitund á meðan.</p>",
  },
  elvenLineageDrow: {
    nameIs: "Ætterni dökkálfa",
    srdName: "Elven Lineage, Drow",
    html: lineage(
      ELF_LINEAGE,
      `Nætursjón þín nær 36 metra. Þú kannt líka galdrabragðið ${SPELLS["dancing-lights"]}.`,
      SPELLS["faerie-fire"],
      SPELLS.darkness,
    ),
  },
  elvenLineageHigh: {
    nameIs: "Ætterni háálfa",
    srdName: "Elven Lineage, High Elf",
    html: lineage(
      ELF_LINEAGE,
      `Þú kannt galdrabragðið ${SPELLS.prestidigitation}. Þegar þú hvílist um langa hríð geturðu skipt því út fyrir annað galdrabragð af galdramannalistanum.`,
      SPELLS["detect-magic"],
      SPELLS["misty-step"],
    ),
  },
  elvenLineageWood: {
    nameIs: "Ætterni skógálfa",
    srdName: "Elven Lineage, Wood Elf",
    html: lineage(
      ELF_LINEAGE,
      `Hraði þinn verður 10,5 metrar. Þú kannt líka galdrabragðið ${SPELLS.druidcraft}.`,
      SPELLS.longstrider,
      SPELLS["pass-without-trace"],
    ),
  },
  gnomishCunning: {
    nameIs: "Slyngni gnóma",
    srdName: "Gnomish Cunning",
    html: "<p>Þú hefur meðbyr á greindar-, visku- og þokkavarnarköstum.</p>",
  },
  gnomishLineageForest: {
    nameIs: "Ætterni skógagnóma",
    srdName: "Gnomish Lineage, Forest",
    html: `<p>Þú kannt galdrabragðið ${SPELLS["minor-illusion"]}. Þú hefur líka galdurinn ${SPELLS["speak-with-animals"]} ætíð undirbúinn. Þú getur beitt honum án galdrahólfs jafn oft og hæfnibónus þinn segir til um og endurheimtir öll skipti þegar þú hvílist um langa hríð. Þú getur líka beitt galdrinum með hvaða galdrahólfi sem þú hefur. Greind, viska eða þokki er galdrahæfileiki þinn fyrir þessa galdra (veldu hæfileikann þegar þú velur ætternið).</p>`,
  },
  gnomishLineageRock: {
    nameIs: "Ætterni grjótagnóma",
    srdName: "Gnomish Lineage, Rock",
    html: `<p>Þú kannt galdrabrögðin ${SPELLS.mending} og ${SPELLS.prestidigitation}. Auk þess geturðu varið 10 mínútum í að beita galdrabragðinu ${SPELLS.prestidigitation} til að smíða örsmátt gangverk (varnarstig 5, 1 heilsa), til dæmis leikfang, eldkveikju eða spiladós. Þú ákveður hvað það gerir með því að velja eitt af áhrifum galdrabragðsins; gangverkið framkallar þau þegar þú eða önnur vera snertir það og notar til þess aukaaðgerð. Þú getur átt þrjú slík gangverk í einu; hvert þeirra dettur í sundur 8 klukkustundum eftir að það er smíðað eða þegar þú tekur það í sundur með snertingu. Greind, viska eða þokki er galdrahæfileiki þinn fyrir þessi galdrabrögð (veldu hæfileikann þegar þú velur ætternið).</p>`,
  },
  giantAncestry: {
    nameIs: "Risaætterni",
    srdName: "Giant Ancestry",
    html: `<p>Þú ert kominn af risum. Veldu einn af eftirfarandi kostum, yfirnáttúrulega gjöf frá ætterni þínu: Skýjastökk (skýjarisar), Eldsbruni (eldrisar), Frostbit (frostrisar), Hæðafall (hæðarisar), Steinþol (steinrisar) eða Stormþruma (stormrisar). ${BOON_USES}</p>`,
  },
  cloudsJaunt: {
    nameIs: "Skýjastökk",
    srdName: "Cloud's Jaunt",
    html: `<p>Sem aukaaðgerð flyturðu þig með galdri allt að 9 metra á óupptekinn stað sem þú sérð.</p><p>${BOON_USES}</p>`,
  },
  firesBurn: {
    nameIs: "Eldsbruni",
    srdName: "Fire's Burn",
    html: `<p>Þegar þú hittir skotmark með árásarkasti og veldur því skaða geturðu líka valdið því 1d10 eldskaða.</p><p>${BOON_USES}</p>`,
  },
  frostsChill: {
    nameIs: "Frostbit",
    srdName: "Frost's Chill",
    html: `<p>Þegar þú hittir skotmark með árásarkasti og veldur því skaða geturðu líka valdið því 1d6 kuldaskaða og minnkað hraða þess um 3 metra fram að upphafi næstu umferðar þinnar.</p><p>${BOON_USES}</p>`,
  },
  hillsTumble: {
    nameIs: "Hæðafall",
    srdName: "Hill's Tumble",
    html: `<p>Þegar þú hittir stóra eða minni veru með árásarkasti og veldur henni skaða geturðu fellt hana svo hún liggi á grúfu.</p><p>${BOON_USES}</p>`,
  },
  stonesEndurance: {
    nameIs: "Steinþol",
    srdName: "Stone's Endurance",
    html: `<p>Þegar þú tekur skaða geturðu notað viðbragð til að kasta 1d12. Bættu hreystibreytu þinni við útkomuna og minnkaðu skaðann um samtöluna.</p><p>${BOON_USES}</p>`,
  },
  stormsThunder: {
    nameIs: "Stormþruma",
    srdName: "Storm's Thunder",
    html: `<p>Þegar vera innan 18 metra frá þér veldur þér skaða geturðu notað viðbragð til að valda henni 1d8 þrumuskaða.</p><p>${BOON_USES}</p>`,
  },
  largeForm: {
    nameIs: "Risavöxtur",
    srdName: "Large Form",
    html: "<p>Frá og með 5. stigi geturðu breytt stærð þinni í stóra sem aukaaðgerð ef nægt rými er í kringum þig. Umbreytingin varir í 10 mínútur eða þar til þú lýkur henni (án aðgerðar). Á meðan hefurðu meðbyr á styrkleikaköstum og hraði þinn eykst um 3 metra. Eftir að þú hefur notað þennan eiginleika geturðu ekki notað hann aftur fyrr en þú hvílist um langa hríð.</p>",
  },
  powerfulBuild: {
    nameIs: "Kraftmikill vöxtur",
    srdName: "Powerful Build",
    html: "<p>Þú hefur meðbyr á hæfileikaköstum til að losna úr taki. Þú telst líka einni stærð stærri þegar burðargeta þín er reiknuð.</p>",
  },
  brave24: {
    nameIs: "Hugrekki",
    srdName: "Brave",
    html: "<p>Þú hefur meðbyr á varnarköstum gegn því að verða óttasleginn eða til að losna undan því.</p>",
  },
  halflingNimbleness: {
    nameIs: "Fimi stuttlunga",
    srdName: "Halfling Nimbleness",
    html: "<p>Þú getur farið í gegnum rými hverrar veru sem er stærð stærri en þú, en þú getur ekki stöðvast í sama rými.</p>",
  },
  luck: {
    nameIs: "Heppni",
    srdName: "Luck",
    html: "<p>Þegar þú færð 1 á d20-teningnum í d20-kasti máttu kasta teningnum aftur og verður að nota nýju útkomuna.</p>",
  },
  naturallyStealthy24: {
    nameIs: "Fæddir til að felast",
    srdName: "Naturally Stealthy",
    html: "<p>Þú getur tekið aðgerðina Felast jafnvel þegar aðeins vera sem er minnst einni stærð stærri en þú byrgir sýn á þig.</p>",
  },
  resourceful: {
    nameIs: "Úrræðagæði",
    srdName: "Resourceful",
    html: "<p>Þú færð hetjuinnblástur í hvert sinn sem þú hvílist um langa hríð.</p>",
  },
  skillful: {
    nameIs: "Leikni",
    srdName: "Skillful",
    html: "<p>Þú verður hæfur í einni færnigrein að eigin vali.</p>",
  },
  versatile: {
    nameIs: "Fjölhæfni",
    srdName: "Versatile",
    html: "<p>Þú færð upprunasérgáfu að eigin vali; mælt er með sérgáfunni Fjölkunnátta.</p>",
  },
  adrenalineRush: {
    nameIs: "Adrenalínflæði",
    srdName: "Adrenaline Rush",
    html: "<p>Þú getur tekið aðgerðina Spretta sem aukaaðgerð. Þegar þú gerir það færðu tímabundna heilsu jafna hæfnibónus þínum. Þú getur notað þennan eiginleika jafn oft og hæfnibónus þinn segir til um og endurheimtir öll skipti þegar þú hvílist um skamma eða langa hríð.</p>",
  },
  relentlessEndurance24: {
    nameIs: "Þrjóska",
    srdName: "Relentless Endurance",
    html: "<p>Þegar heilsa þín fer niður í 0 en þú deyrð ekki samstundis geturðu farið niður í 1 heilsu í staðinn. Eftir að þú hefur notað þennan eiginleika geturðu ekki notað hann aftur fyrr en þú hvílist um langa hríð.</p>",
  },
  fiendishLegacyAbyssal: {
    nameIs: "Djöfulleg arfleifð hyldýpisins",
    srdName: "Fiendish Legacy, Abyssal",
    html: lineage(
      `${FIEND_LEGACY} Óreiða hyldýpisins kallar á helniðja með þessa arfleifð; horn, feldur, skögultennur og undarleg lykt eru algeng einkenni þeirra og í æðum flestra rennur blóð djöfla.`,
      `Þú ert þolinn gegn eiturskaða. Þú kannt líka galdrabragðið ${SPELLS["poison-spray"]}.`,
      SPELLS["ray-of-sickness"],
      SPELLS["hold-person"],
    ),
  },
  fiendishLegacyChthonic: {
    nameIs: "Djöfulleg arfleifð undirheima",
    srdName: "Fiendish Legacy, Chthonic",
    html: lineage(
      `${FIEND_LEGACY} Helniðjar með þessa arfleifð finna fyrir togi undirheimanna; sumir virðast líkfölir, aðrir búa yfir ójarðneskri fegurð eða líkjast öðrum illum áum sínum úr neðra.`,
      `Þú ert þolinn gegn náskaða. Þú kannt líka galdrabragðið ${SPELLS["chill-touch"]}.`,
      SPELLS["false-life"],
      SPELLS["ray-of-enfeeblement"],
    ),
  },
  fiendishLegacyInfernal: {
    nameIs: "Djöfulleg arfleifð vítis",
    srdName: "Fiendish Legacy, Infernal",
    html: lineage(
      `${FIEND_LEGACY} Helniðjar með þessa arfleifð tengjast vítunum níu; horn, broddar, hali, gullin augu og dauf brennisteins- eða reykjarlykt eru algeng einkenni þeirra og flestir rekja ættir sínar til ára.`,
      `Þú ert þolinn gegn eldskaða. Þú kannt líka galdrabragðið ${SPELLS["fire-bolt"]}.`,
      SPELLS["hellish-rebuke"],
      SPELLS.darkness,
    ),
  },
  otherworldlyPresence: {
    nameIs: "Annarsheimsnærvera",
    srdName: "Otherworldly Presence",
    html: `<p>Þú kannt galdrabragðið ${SPELLS.thaumaturgy}. Þegar þú beitir því með þessum eiginleika notar það sama galdrahæfileika og djöfulleg arfleifð þín.</p>`,
  },
};

/**
 * When a trait that waits for a trigger is used, as dnd5e's own trait writes it into the activity's
 * `activation.condition` (the sheet and card show it), in the words of the trait's own text.
 */
export const ACTIVITY24_CONDITIONS: Readonly<Partial<Record<Feature24Key, string>>> = {
  firesBurn: "Þegar þú hittir skotmark með árásarkasti og veldur því skaða",
  frostsChill: "Þegar þú hittir skotmark með árásarkasti og veldur því skaða",
  hillsTumble: "Þegar þú hittir stóra eða minni veru með árásarkasti og veldur henni skaða",
  stonesEndurance: "Þegar þú tekur skaða",
  stormsThunder: "Þegar vera innan 18 metra frá þér veldur þér skaða",
  relentlessEndurance24: "Þegar heilsa þín fer niður í 0 en þú deyrð ekki samstundis",
};

/** The Icelandic name of each activity the features carry (without one the sheet shows dnd5e's English label). */
export const ACTIVITY24_NAMES: Readonly<Partial<Record<Feature24Key, string>>> = {
  breathWeapon24: "Spúa",
  draconicFlight: "Hefja sig til flugs",
  stonecunning24: "Skynja titring",
  cloudsJaunt: "Stökkva",
  firesBurn: "Brenna",
  frostsChill: "Frysta",
  hillsTumble: "Fella",
  stonesEndurance: "Standast",
  stormsThunder: "Svara með þrumu",
  largeForm: "Stækka",
  adrenalineRush: "Spretta",
  relentlessEndurance24: "Halda velli",
};
