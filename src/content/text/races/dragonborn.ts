/** Fáfnisniðjar (SRD 5.1 Dragonborn): a race without a subrace in SRD 5.1. */
import { ANCESTRY_TABLE_HTML } from "../tables";
import { trait, type RaceSource } from "../trait";

export const source: RaceSource = {
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
      "Fáfnisniðjar þroskast hratt. Þeir geta gengið örfáum klukkustundum eftir að hafa klakist út, ná þroska 10 ára mannsbarns um þriggja ára aldur og eru fullorðnir um 15 ára aldurinn. Þeir geta orðið um 80 ára gamlir.",
    ),
    trait(
      "alignment",
      "Innræti",
      "Alignment",
      "Fáfnisniðjar taka oft sterka, meðvitaða afstöðu í hinni kosmísku baráttu góðs og ills. Flestir fáfnisniðjar hneigjast til góðs, en þeir sem ganga hinu illa á hönd geta orðið hrikaleg illmenni.",
    ),
    trait(
      "size",
      "Stærð",
      "Size",
      "Fáfnisniðjar eru hávaxnari og þyngri en mannfólk. Þeir eru vel yfir 180 sentímetra á hæð og vega um 110 kíló að meðaltali. Fáfnisniðjar eru af miðstærð.",
    ),
    trait("speed", "Hraði", "Speed", "Grunngönguhraði fáfnisniðja er 9 metrar."),
    trait(
      "draconicAncestry",
      "Drekaarfleifð",
      "Draconic Ancestry",
      "Fáfnisniðjar eru afkomendur dreka. Fyrir hvern fáfnisniðja er valin ein gerð dreka af töflunni hér að neðan. Hún ræður andardrætti hans og því gegn hvaða skaðagerð hann er þolinn.",
      ANCESTRY_TABLE_HTML,
    ),
    trait(
      "breathWeapon",
      "Andardráttur Fáfnis",
      "Breath Weapon",
      "Fáfnisniðjinn getur notað aðgerð til að spúa eldi eða öðrum skaða. Stærð, lögun og skaðagerð andardráttarins ráðast af gerð áa hans. Allar verur innan áhrifasvæðis andardráttarins þurfa að kasta viðeigandi varnarkasti. Erfiðleikastig kastsins er 8 + hreystibreyta fáfnisniðjans + hæfnibónus hans. Verur taka 2d6 í skaða ef kastið misheppnast, en helmingi minna ef það tekst. Skaðinn eykst í 3d6 á 6. stigi, 4d6 á 11. stigi og 5d6 á 16. stigi. Eftir að fáfnisniðjinn hefur notað andardráttinn getur hann ekki notað hann aftur nema hann hvílist um skamma eða langa hríð.",
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
      "Fáfnisniðjar geta talað, lesið og skrifað samtungu og drekatungu. Drekatunga er talin vera eitt elsta mál sem er í notkun og er mikið notuð í galdrafræðum. Flestum öðrum þykir málið hljóma hrjúft, enda er það fullt af hörðum lokhljóðum og blísturshljóðum.",
    ),
  ],
};
