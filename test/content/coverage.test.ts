/**
 * Nothing of the Icelandic race chapter is silently dropped: every trait the module's texts give a
 * race (src/content/text/races.ts; texts.test.ts holds them to the SRD 5.1 list) is named here with
 * where it lives in the race item the `races` pack ships (packs/_source/races) — an effect change,
 * a race field dnd5e applies, a granted feature or spell item, a choice, or (age and alignment
 * only) the description. The trait the chapter lacks and the corrections made to it are listed too.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FLAGS, MODULE_ID, RACE_IDS, type RaceId } from "../../src/content/ids";
import { RACE_TEXTS } from "../../src/content/text/races";
import { packItemByUuid, packRaceSource, type Doc } from "../support/packs";

const DESCRIPTION_ONLY = new Set(["age", "alignment"]);

function rec(value: unknown): Doc {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Doc) : {};
}

function list(value: unknown): Doc[] {
  return Array.isArray(value) ? value.map(rec) : [];
}

function ours(doc: Doc): Doc {
  return rec(rec(doc["flags"])[MODULE_ID]);
}

/** The first length a trait's text states in metres ("9 metrar", "7,5 metrar", "innan 18 metra"). */
function textMetres(html: string): number | undefined {
  const match = /(\d+(?:[.,]\d+)?) metr(?:ar|a)\b/.exec(html);
  return match ? Number(match[1]!.replace(",", ".")) : undefined;
}

/** The bold names of the trait paragraphs of a description ("<p><strong>Hraði.</strong> …"). */
function traitHeadings(html: string): string[] {
  return [...html.matchAll(/<p><strong>([^<]*?)\.<\/strong>/g)].map((m) => m[1]!);
}

/** Where a trait lives in the shipped race item; `traitHtml` is the trait's own text. */
function locations(raceId: RaceId, key: string, traitHtml = ""): string[] {
  const doc = packRaceSource(raceId);
  const system = rec(doc["system"]);
  const flags = ours(doc);
  const effects = list(doc["effects"]);
  const grants = list(flags[FLAGS.grants]);
  const choices = list(flags[FLAGS.choices]).map((c) => String(c["kind"]));
  const found: string[] = [];

  const effectTrait = key === "subraceAbilityScoreIncrease" ? "abilityScoreIncrease" : key;
  const traitEffects = effects.filter((e) => ours(e)[FLAGS.trait] === effectTrait);
  if (key === "languages")
    traitEffects.push(...effects.filter((e) => ours(e)[FLAGS.trait] === "extraLanguage"));
  for (const effect of traitEffects) {
    const choice = ours(effect)[FLAGS.choice];
    // A choice's effect counts only when the race item also declares that choice.
    if (typeof choice === "string" && !choices.includes(choice)) continue;
    const what =
      typeof choice === "string"
        ? `filled by the ${choice} choice`
        : list(effect["changes"])
            .map((c) => `${String(c["key"])}=${String(c["value"])}`)
            .join(", ");
    if (what !== "") found.push(`effect «${String(effect["name"])}» (${what})`);
  }

  // Speed and darkvision count only when the race's field holds the text's own number of metres.
  const metres = textMetres(traitHtml);
  const movement = rec(system["movement"]);
  const senses = rec(system["senses"]);
  if (
    key === "speed" &&
    metres !== undefined &&
    movement["units"] === "m" &&
    Number(movement["walk"]) === metres
  ) {
    found.push(`race field system.movement.walk = ${metres} m, as its text says`);
  }
  const darkvision = rec(senses["ranges"])["darkvision"];
  if (key === "darkvision" && metres !== undefined && senses["units"] === "m" && darkvision === metres) {
    found.push(`race field system.senses.ranges.darkvision = ${metres} m, as its text says`);
  }

  const breath = grants.find((g) => g["key"] === "breathWeapon");
  const resistance = effects.find((e) => ours(e)[FLAGS.choice] === "ancestry");
  if (key === "draconicAncestry" && breath && resistance && choices.includes("ancestry")) {
    const breathName = String(packItemByUuid(String(breath["uuid"]))["name"]);
    found.push(
      `choice ancestry → flags.kynthaettir.answers; sets «${String(resistance["name"])}» and configures «${breathName}»`,
    );
  }

  for (const grant of grants) {
    const item = packItemByUuid(String(grant["uuid"]));
    const itemFlags = ours(item);
    if (itemFlags[FLAGS.featureKey] === key && grant["key"] === key) {
      found.push(`feature item «${String(item["name"])}»`);
    }
    if (key === "infernalLegacy" && typeof itemFlags[FLAGS.spellKey] === "string") {
      const level = typeof grant["level"] === "number" ? ` from level ${grant["level"]}` : "";
      found.push(`spell item «${String(item["name"])}»${level}`);
    }
  }
  if (DESCRIPTION_ONLY.has(key)) found.push("description only (no rules effect)");
  return found;
}

describe("every trait of the race chapter has a home in the race item the pack ships", () => {
  for (const raceId of RACE_IDS) {
    const text = RACE_TEXTS[raceId];
    const description = String(rec(rec(packRaceSource(raceId)["system"])["description"])["value"]);

    it(`${text.nameIs}: every trait paragraph of the item's description is one of its traits`, () => {
      const headings = traitHeadings(description);
      expect(headings.length).toBeGreaterThan(0);
      const names = new Set(text.traits.map((t) => t.nameIs));
      expect(headings.filter((h) => !names.has(h))).toEqual([]);
    });

    for (const trait of text.traits) {
      const where = locations(raceId, trait.key, trait.html);
      it(`${text.nameIs}: ${trait.nameIs} (${trait.key}) lives in ${where.join(" + ") || "NOWHERE"}`, () => {
        expect(where.length).toBeGreaterThan(0);
        expect(description).toContain(`<strong>${trait.nameIs}.</strong>`);
      });
    }
  }

  it("the half-elf's Skill Versatility, missing from the Icelandic chapter, is added as a two-skill choice", () => {
    expect(RACE_TEXTS["half-elf"].traits.map((t) => t.key)).toContain("skillVersatility");
    expect(locations("half-elf", "skillVersatility")).toEqual([
      "effect «Fjölhæfni» (filled by the skills choice)",
    ]);
    expect(list(ours(packRaceSource("half-elf"))[FLAGS.choices])).toContainEqual({
      kind: "skills",
      count: 2,
    });
    expect(RACE_TEXTS["half-elf"].descriptionHtml).toContain("Fjölhæfni");
  });

  /** Where the Icelandic chapter had a known defect; each is corrected in the shipped text. */
  const CORRECTED = [
    "Dvergar, first line",
    "Dvergar · Aldur",
    "Gnómar · Stærð",
    "Helniðjar · Aldur",
    "Helniðjar · Nætursjón",
    "Háálfar · Aukatungumál",
    "Fáfnisniðjar · Aldur",
    "Fáfnisniðjar · Innræti",
    "Fáfnisniðjar · Andardráttur",
    "Álfar · Arfleifð huldufólksins",
    "Helniðjar · Arfleifð vítis",
    "Álfar, Stuttlungar · Tungumál",
    "Hálfálfar",
    "decimals",
    "Perception",
    "Gnómar",
  ];

  it("CHANGELOG.md lists every correction made to the Icelandic chapter", () => {
    const changelog = readFileSync(path.resolve(__dirname, "../../CHANGELOG.md"), "utf8").toLowerCase();
    for (const where of CORRECTED) expect(changelog, where).toContain(where.toLowerCase());
  });
});
