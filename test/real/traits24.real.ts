/**
 * The 2024 species' traits against dnd5e's own (its origins24 pack, read at run time): each of our
 * feature items whose dnd5e trait has an activity has one of the same kind, activated the same way,
 * rolling the same dice and types, naming as many effects, at the same range (ours in metres).
 */
import { describe, expect, it } from "vitest";
import { packDocuments, type Source } from "./dnd5e-packs";
import { packDocs } from "../support/packs";

const rec = (v: unknown): Source =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Source) : {};
const activitiesOf = (doc: Source): Source[] => Object.values(rec(rec(doc["system"])["activities"])).map(rec);

/** What an activity is to a player: kind, when (and whether a trigger is written), what it rolls, how many effects it offers, how far (in feet). */
function summary(activity: Source, metres: boolean): unknown[] {
  const parts =
    activity["type"] === "heal"
      ? [rec(activity["healing"])]
      : ((rec(activity["damage"])["parts"] as Source[] | undefined) ?? []);
  const rolls = parts.map((p) => {
    const custom = rec(p["custom"]);
    const dice =
      p["number"] && p["denomination"] ? `${String(p["number"])}d${String(p["denomination"])}` : "";
    return [
      custom["enabled"] ? custom["formula"] : [dice, p["bonus"]].filter(Boolean).join(" + "),
      p["types"],
    ];
  });
  const range = rec(activity["range"]);
  const value = Number(range["value"]);
  const feet = range["value"] ? (metres ? (value / 3) * 10 : value) : String(range["units"] ?? "");
  const activation = String(rec(activity["activation"])["type"] ?? "");
  const trigger = Boolean(rec(activity["activation"])["condition"]);
  return [
    activity["type"],
    activation,
    trigger,
    rolls,
    (activity["effects"] as unknown[] | undefined)?.length ?? 0,
    feet,
  ];
}

/** The traits compared, by dnd5e's file name: a renamed identifier must not drop one silently. */
const EXPECTED: Record<string, string[]> = {
  origins24: [
    "adrenaline-rush.yml",
    "clouds-jaunt.yml",
    "draconic-flight.yml",
    "fires-burn.yml",
    "frosts-chill.yml",
    "hills-tumble.yml",
    "large-form.yml",
    "relentless-endurance.yml",
    "stonecunning.yml",
    "stones-endurance.yml",
    "storms-thunder.yml",
  ],
  races: ["relentless-endurance.yml", "tinker.yml"],
};

/** dnd5e's pack folder and which of its documents are traits, beside the module's pack of the same traits. */
const PACKS = [
  ["origins24", "/traits/", "species24-features"],
  ["races", "-features/", "race-features"],
] as const;

describe.each(PACKS)("the traits of dnd5e's %s do what ours do", (theirPack, traits, ourPack) => {
  const ours = packDocs(ourPack);
  const pairs = packDocuments(theirPack)
    .filter((d) => d.file.includes(traits))
    .flatMap(({ file, source }) => {
      const identifier = rec(source["system"])["identifier"];
      const mine = ours.find((d) => rec(d["system"])["identifier"] === identifier);
      // The breath weapon is the module's own (its ancestry, its area, its dice by level): test/breath/.
      const breath = String(identifier).startsWith("breath-weapon");
      return mine && !breath && activitiesOf(source).length ? [[file, source, mine] as const] : [];
    });

  it("finds each of dnd5e's traits that has an activity and is ours too", () => {
    expect(pairs.map(([file]) => file.split("/").at(-1)).sort()).toEqual(EXPECTED[theirPack]);
  });

  it.each(pairs)("%s", (_file, theirs, mine) => {
    expect(activitiesOf(mine).map((a) => summary(a, true))).toEqual(
      activitiesOf(theirs).map((a) => summary(a, false)),
    );
  });
});
