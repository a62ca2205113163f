/** Hæðadvergar (SRD 5.1 Hill Dwarf): a subrace, shipped as a complete race: its base race's text first. */
import { DWARF_INTRO, DWARF_TRAITS } from "../base-races";
import { trait, type RaceSource } from "../trait";

export const source: RaceSource = {
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
      "Hámarksheilsa dvergsins eykst um 1 og um 1 til viðbótar í hvert skipti sem hann nær nýju stigi.",
    ),
  ],
};
