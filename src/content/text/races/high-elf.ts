/** Háálfar (SRD 5.1 High Elf): a subrace, shipped as a complete race: its base race's text first. */
import { ELF_INTRO, ELF_TRAITS } from "../base-races";
import { trait, type RaceSource } from "../trait";

export const source: RaceSource = {
  nameIs: "Háálfar",
  srdName: "High Elf",
  parent: { nameIs: "Álfar", intro: ELF_INTRO, traits: ELF_TRAITS },
  intro:
    "Háálfar eru skarpir og fjölkunnugir. Í mörgum spunaspilsheimum eru tvær gerðir háálfa. Önnur gerðin er hrokafull og fjarlæg. Hún lítur svo á að hún sé hafin yfir alla aðra en álfa og jafnvel yfir aðra álfakynþætti. Hin gerðin er algengari og vingjarnlegri og hana má oft finna meðal mannfólks og annarra kynþátta.",
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
      "Háálfar kunna eitt galdrabragð að eigin vali af galdramannalistanum. Greind er galdrahæfileiki þeirra fyrir það.",
    ),
    trait(
      "extraLanguage",
      "Aukatungumál",
      "Extra Language",
      "Háálfar geta talað, lesið og skrifað eitt tungumál að eigin vali til viðbótar.",
    ),
  ],
};
