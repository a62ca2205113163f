/** The four subraces, each a complete race: its base race's text first, then its own. */
import type { RaceId } from "../ids";
import {
  DWARF_INTRO,
  DWARF_TRAITS,
  ELF_INTRO,
  ELF_TRAITS,
  GNOME_INTRO,
  GNOME_TRAITS,
  HALFLING_INTRO,
  HALFLING_TRAITS,
} from "./base-races";
import { TINKER_DEVICES_HTML } from "./tables";
import { trait, type RaceSource } from "./trait";

export const SUBRACE_SOURCES: Readonly<
  Record<Extract<RaceId, "high-elf" | "hill-dwarf" | "rock-gnome" | "lightfoot">, RaceSource>
> = {
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
        "Hámarksheilsa þín eykst um 1, og um 1 til viðbótar í hvert skipti sem þú nærð nýju stigi.",
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
        "Þegar þú kastar greindarkasti (Saga) sem tengist galdrahlutum, gullgerðarlist eða tæknibúnaði máttu bæta tvöföldum hæfnibónus við kastið í stað þess hæfnibónuss sem þú myndir annars nota.",
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
