/** Léttfetar (SRD 5.1 Lightfoot Halfling): a subrace, shipped as a complete race: its base race's text first. */
import { HALFLING_INTRO, HALFLING_TRAITS } from "../base-races";
import { trait, type RaceSource } from "../trait";

export const source: RaceSource = {
  nameIs: "Léttfetar",
  srdName: "Lightfoot Halfling",
  parent: { nameIs: "Stuttlungar", intro: HALFLING_INTRO, traits: HALFLING_TRAITS },
  intro:
    "Léttfetar eiga auðvelt með að leynast og hverfa sjónum, jafnvel með því að fela sig bak við annað fólk. Þeir eru vingjarnlegir og ná almennt vel saman við aðra. Léttfetar eru líklegri en aðrir stuttlungar til að fyllast ferðaþrá og búa oft meðal annarra kynþátta eða taka upp hirðingjalífsstíl.",
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
      "Léttfetar geta reynt að fela sig þó að ekkert byrgi sýn á þá nema önnur vera sem er stærri en þeir.",
    ),
  ],
};
