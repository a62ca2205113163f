/** Hálfálfar (SRD 5.1 Half-Elf): a race without a subrace in SRD 5.1. */
import { darkvision, trait, type RaceSource } from "../trait";

export const source: RaceSource = {
  nameIs: "Hálfálfar",
  srdName: "Half-Elf",
  intro: "Hálfálfar eiga margt sameiginlegt með álfum, en aðrir eiginleikar eru þeirra eigin.",
  traits: [
    trait(
      "abilityScoreIncrease",
      "Aukahæfileikar",
      "Ability Score Increase",
      "Þokki hálfálfsins eykst um 2 og tveir aðrir hæfileikar að eigin vali aukast um 1 hvor.",
    ),
    trait(
      "age",
      "Aldur",
      "Age",
      "Hálfálfar þroskast á svipuðum hraða og mannfólk og ná fullorðinsaldri um tvítugt. Þeir eru hins vegar mun langlífari en mannfólk og verða oft eldri en 180 ára.",
    ),
    trait(
      "alignment",
      "Innræti",
      "Alignment",
      "Hálfálfar sverja sig í álfaætt sína þegar kemur að því að hneigjast til óreiðu. Þeir kunna að meta persónu- og tjáningarfrelsi, stunda ekki leiðtogadýrkun og sækjast ekki heldur eftir áhangendum. Þeim er illa við reglur, þola illa kröfur annarra og reynast stundum óáreiðanlegir, eða í það minnsta óútreiknanlegir.",
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
      "Hálfálfar hafa meðbyr á varnarköstum gegn því að vera heillaðir og ekki er hægt að svæfa þá með göldrum.",
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
};
