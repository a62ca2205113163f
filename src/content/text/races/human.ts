/** Mannfólk (SRD 5.1 Human): a race without a subrace in SRD 5.1. */
import { trait, type RaceSource } from "../trait";

export const source: RaceSource = {
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
      "Mannfólk er mjög mismunandi að hæð og líkamsgerð. Sumt nær rétt svo 150 sentímetrum en annað vel yfir 180 sentímetra. Mannfólk er af miðstærð.",
    ),
    trait("speed", "Hraði", "Speed", "Grunngönguhraði mannfólks er 9 metrar."),
    trait(
      "languages",
      "Tungumál",
      "Languages",
      "Mannfólk getur talað, lesið og skrifað samtungu og eitt tungumál til viðbótar að eigin vali. Mannfólk lærir oftast tungumál þeirra kynþátta sem það á samskipti við, jafnvel framandi mállýskur. Mannfólk slettir og notar tökuorð – orknesk blótsyrði, álfnesk tónlistarhugtök, dvergnesk orð sem tengjast hernaði og þar fram eftir götunum.",
    ),
  ],
};
