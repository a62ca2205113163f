/** The five races without a subrace in SRD 5.1. */
import type { RaceId } from "../ids";
import { ANCESTRY_TABLE_HTML } from "./tables";
import { darkvision, trait, type RaceSource } from "./trait";

export const RACE_SOURCES: Readonly<
  Record<Extract<RaceId, "dragonborn" | "half-elf" | "half-orc" | "tiefling" | "human">, RaceSource>
> = {
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
        "Fáfnisniðjar taka oft sterka, meðvitaða afstöðu í hinni kosmísku baráttu góðs og ills. Flestir fáfnisniðjar hneigjast til góðs, en þeir sem ganga illskunni á hönd geta orðið hrikaleg illmenni.",
      ),
      trait(
        "size",
        "Stærð",
        "Size",
        "Fáfnisniðjar eru hávaxnari og þyngri en mannfólk. Þeir eru yfir 180 sentímetra á hæð og meira en 110 kíló að þyngd. Fáfnisniðjar eru af miðstærð.",
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
        "Hálfálfar eru álíka hávaxnir og mannfólk, oft á milli 150 og 180 sentímetra að hæð. Hálfálfar eru af miðstærð.",
      ),
      trait("speed", "Hraði", "Speed", "Grunngönguhraði hálfálfa er 9 metrar."),
      darkvision("Hálfálfar sjá vel í myrkri og rökkri þökk sé álfablóðinu.", "Hálfálfar"),
      trait(
        "feyAncestry",
        "Arfleifð huldufólksins",
        "Fey Ancestry",
        "Hálfálfar hafa meðbyr á varnarköstum gegn því að vera heillaðir, og ekki er hægt að svæfa þá með göldrum.",
      ),
      trait(
        "skillVersatility",
        "Fjölhæfni",
        "Skill Versatility",
        "Hálfálfar eru hæfir í tveimur færnigreinum að eigin vali.",
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
        "Mannfólk getur talað, lesið og skrifað samtungu og eitt tungumál til viðbótar að eigin vali. Mannfólk lærir oftast tungumál þeirra kynþátta sem það á samskipti við, jafnvel framandi mállýskur. Mannfólk slettir og notar tökuorð – orknesk blótsyrði, álfnesk tónlistarhugtök, dvergnesk orð sem tengjast hernaði, og þar fram eftir götunum.",
      ),
    ],
  },
};
