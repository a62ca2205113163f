/** Helniðjar (SRD 5.1 Tiefling): a race without a subrace in SRD 5.1. */
import { darkvision, trait, type RaceSource } from "../trait";

export const source: RaceSource = {
  nameIs: "Helniðjar",
  srdName: "Tiefling",
  intro: "Helniðjar deila ýmsum eiginleikum þökk sé áum sínum úr víti.",
  traits: [
    trait(
      "abilityScoreIncrease",
      "Aukahæfileikar",
      "Ability Score Increase",
      "Greind helniðjans eykst um 1 og þokki hans um 2.",
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
      "Helniðjar hneigjast ekki til ills að eðlisfari, en margir enda þar engu að síður. Hvort sem þeir eru illir eða ekki eru margir þeirra sjálfstæðir í lund og hneigjast því til óreiðu.",
    ),
    trait(
      "size",
      "Stærð",
      "Size",
      "Helniðjar eru um það bil jafn stórir og eins byggðir og mannfólk. Þeir eru af miðstærð.",
    ),
    trait("speed", "Hraði", "Speed", "Grunngönguhraði helniðja er 9 metrar."),
    darkvision("Helniðjar sjá vel í myrkri og rökkri þökk sé áum sínum úr víti.", "Helniðjar"),
    trait("hellishResistance", "Vítisþol", "Hellish Resistance", "Helniðjar eru þolnir gegn eldskaða."),
    trait(
      "infernalLegacy",
      "Arfleifð vítis",
      "Infernal Legacy",
      "Helniðjinn kann galdrabragðið Ægivald. Þegar hann nær þriðja stigi getur hann beitt galdrinum Vítislogar sem annars hrings galdri einu sinni; getan endurnýjast eftir að hann hefur hvílst um langa hríð. Þegar hann nær fimmta stigi getur hann beitt galdrinum Myrkur einu sinni; getan endurnýjast eftir að hann hefur hvílst um langa hríð. Þegar kemur að þessum göldrum er þokki galdrahæfileiki helniðjans.",
    ),
    trait(
      "languages",
      "Tungumál",
      "Languages",
      "Helniðjar geta talað, lesið og skrifað samtungu og vítismál.",
    ),
  ],
};
