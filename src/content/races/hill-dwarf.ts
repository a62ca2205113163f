/** Hæðadvergar (SRD 5.1 Hill Dwarf). */
import { ARTISAN_TOOLS } from "../ids";
import { ability, language, resist, size, weapon, ADD } from "../../effects/changes";
import { ASI, effectId, flexibleIncreases, type RaceDef, type RaceTable } from "./shared";
import { DWARF_TRAITS } from "./srd-traits";

export const race: RaceDef = {
  id: "hill-dwarf",
  identifier: "hill-dwarf",
  nameIs: "Hæðadvergar",
  srdName: "Hill Dwarf",
  img: "icons/environment/wilderness/cave-entrance-rocky.webp",
  size: "med",
  walkM: 7.5,
  darkvisionM: 18,
  effects: [
    {
      id: effectId("Hd", "Asi"),
      trait: "abilityScoreIncrease",
      nameIs: "Aukahæfileikar",
      changes: [ability("con", 2), ability("wis", 1)],
    },
    flexibleIncreases("Hd"),
    { id: effectId("Hd", "Size"), trait: "size", nameIs: "Stærð", changes: [size("med")] },
    {
      id: effectId("Hd", "Resilience"),
      trait: "dwarvenResilience",
      nameIs: "Dvergnesk þrautseigja",
      changes: [resist("poison")],
    },
    {
      id: effectId("Hd", "CombatTrain"),
      trait: "dwarvenCombatTraining",
      nameIs: "Dvergnesk bardagaþjálfun",
      changes: [weapon("battleaxe"), weapon("handaxe"), weapon("lighthammer"), weapon("warhammer")],
    },
    {
      id: effectId("Hd", "ToolProf"),
      trait: "toolProficiency",
      nameIs: "Hæfni í notkun áhalda",
      changes: [],
      choice: "tool",
    },
    {
      id: effectId("Hd", "Toughness"),
      trait: "dwarvenToughness",
      nameIs: "Dvergnesk seigla",
      changes: [{ key: "system.attributes.hp.bonuses.level", mode: ADD, value: "1" }],
    },
    {
      id: effectId("Hd", "Languages"),
      trait: "languages",
      nameIs: "Tungumál",
      changes: [language("common"), language("dwarvish")],
    },
  ],
  grants: [{ key: "dwarvenResilience" }, { key: "stonecunning" }, { key: "dwarfHeavyArmorSpeed" }],
  choices: [ASI, { kind: "tool", pool: ARTISAN_TOOLS }],
};

/** The SRD's table for this race (the tests' oracle): a default character, every score 10, with these answers. */
export const srd: RaceTable = {
  identifier: "hill-dwarf",
  srdName: "Hill Dwarf",
  form: { tool: "smith" },
  abilities: { con: 12, wis: 11 },
  size: "med",
  walk: { m: 7.5, ft: 25 },
  darkvision: { m: 18, ft: 60 },
  tools: ["smith"],
  weapons: ["battleaxe", "handaxe", "lighthammer", "warhammer"],
  resist: ["poison"],
  languages: ["common", "dwarvish"],
  hpPerLevel: 1,
  grants: ["Dvergnesk þrautseigja", "Þekking á steinum", "Hraði í þungum brynjum"],
  traits: { parent: DWARF_TRAITS, subrace: ["subraceAbilityScoreIncrease", "dwarvenToughness"] },
  parentNameIs: "Dvergar",
  change: { form: { tool: "mason" }, table: { tools: ["mason"] } },
};
