/** Hálforkar (SRD 5.1 Half-Orc): a race without a subrace in SRD 5.1. */
import { darkvision, trait, type RaceSource } from "../trait";

export const source: RaceSource = {
  nameIs: "Hálforkar",
  srdName: "Half-Orc",
  intro: "Hálforkar erfa ýmsa eiginleika frá orkneskum áum sínum.",
  traits: [
    trait(
      "abilityScoreIncrease",
      "Aukahæfileikar",
      "Ability Score Increase",
      "Styrkur hálforksins eykst um 2 og hreysti hans um 1.",
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
      "Hálforkar erfa hneigð til óreiðu frá orknesku foreldri sínu og hneigjast ekki sérstaklega til góðs. Hálforkar sem eru fæddir og uppaldir meðal orka hneigjast venjulega til ills, nema þeir flytji á brott.",
    ),
    trait(
      "size",
      "Stærð",
      "Size",
      "Hálforkar eru nokkru stærri og þreknari en mannfólk, frá 150 upp í vel yfir 180 sentímetra á hæð. Hálforkar eru af miðstærð.",
    ),
    trait("speed", "Hraði", "Speed", "Grunngönguhraði hálforka er 9 metrar."),
    darkvision("Hálforkar sjá vel í myrkri og rökkri þökk sé orkablóðinu.", "Hálforkar"),
    trait("menacing", "Ógnvekjandi", "Menacing", "Hálforkar eru hæfir í færnigreininni Ógnun."),
    trait(
      "relentlessEndurance",
      "Þrjóska",
      "Relentless Endurance",
      "Þegar heilsa hálforksins er tekin niður í 0 en hann er ekki drepinn á staðnum getur hann valið að fara niður í 1 í heilsu í staðinn. Hálforkurinn getur ekki notað þennan eiginleika aftur fyrr en hann hefur hvílst um langa hríð.",
    ),
    trait(
      "savageAttacks",
      "Villtar árásir",
      "Savage Attacks",
      "Þegar hálforkurinn nær einstökum árangri með vopnaárás í návígi má hann kasta einum af skaðateningum vopnsins einu sinni til viðbótar og bæta útkomunni við aukaskaða einstaka árangursins.",
    ),
    trait(
      "languages",
      "Tungumál",
      "Languages",
      "Hálforkar geta talað, lesið og skrifað samtungu og orknesku. Orkneska er harkalegt mál með hörðum samhljóðum og hún er skrifuð með dvergnesku letri.",
    ),
  ],
};
