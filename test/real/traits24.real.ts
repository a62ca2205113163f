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

/** What an activity is to a player: kind, when, what it rolls, how many effects it offers, how far (in feet). */
function summary(activity: Source, metres: boolean): unknown[] {
  const parts =
    activity["type"] === "heal"
      ? [rec(activity["healing"])]
      : ((rec(activity["damage"])["parts"] as Source[] | undefined) ?? []);
  const rolls = parts.map((p) => [
    p["number"] || null,
    p["denomination"] || null,
    p["bonus"] || "",
    p["types"],
  ]);
  const range = rec(activity["range"]);
  const value = Number(range["value"]);
  const feet = range["value"] ? (metres ? (value / 3) * 10 : value) : null;
  const activation = String(rec(activity["activation"])["type"] ?? "");
  return [
    activity["type"],
    activation === "special" ? "" : activation,
    rolls,
    (activity["effects"] as unknown[] | undefined)?.length ?? 0,
    feet,
  ];
}

const DND5E = packDocuments("origins24").filter((d) => d.file.includes("/traits/"));
const OURS = packDocs("species24-features");

describe("the 2024 species' traits do what dnd5e's own do", () => {
  const pairs = DND5E.flatMap(({ file, source }) => {
    const identifier = rec(source["system"])["identifier"];
    const ours = OURS.find((d) => rec(d["system"])["identifier"] === identifier);
    // The breath weapon is the module's own (one save activity per shape, its dice by level): breath24.test.ts.
    const breath = identifier === "breath-weapon";
    return ours && !breath && activitiesOf(source).length ? [[file, source, ours] as const] : [];
  });

  it("finds dnd5e's traits to compare with", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(8);
  });

  it.each(pairs)("%s", (_file, theirs, ours) => {
    expect(activitiesOf(ours).map((a) => summary(a, true))).toEqual(
      activitiesOf(theirs).map((a) => summary(a, false)),
    );
  });
});
