/**
 * Mannfólk (SRD 5.2 Human): Skillful is one skill of the player's choice, Versatile one origin feat
 * of dnd5e's own feats24 compendium.
 */
import { effectId, SIZE_CHOICE, sizeEffect, type Species24Def } from "./shared";

export const human: Species24Def = {
  id: "human",
  nameIs: "Mannfólk",
  srdName: "Human",
  img: "icons/environment/people/commoner.webp",
  size: "med",
  walkM: 9,
  darkvisionM: null,
  effects: [
    sizeEffect("S4Hu", "med", true),
    {
      id: effectId("S4Hu", "Skillful"),
      trait: "skillful",
      nameIs: "Leikni",
      changes: [],
      choice: "skillful",
    },
  ],
  grants: [{ key: "resourceful" }, { key: "skillful" }, { key: "versatile" }],
  choices: [{ kind: "skillful" }, { kind: "originFeat" }, SIZE_CHOICE],
};
