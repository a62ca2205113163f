/**
 * A granted spell as the race's spell configuration casts it (src/race/spell-grant.ts, the
 * module's rendering of dnd5e's SpellConfigurationData#applySpellChanges): the method and
 * preparation, `sourceItem`, and free casts — beside each activity that spends a spell slot a
 * forward activity spending one use (a method with slots), or the use added to the activity
 * itself (a method without). Pure, no world.
 */
import { describe, expect, it } from "vitest";
import { withSpellConfig } from "../../src/race/spell-grant";

const spell = (method: string): Record<string, unknown> => ({
  name: "Darkness",
  type: "spell",
  system: {
    method,
    prepared: 0,
    uses: { max: "", spent: 0, recovery: [] },
    activities: {
      cast: { _id: "cast", type: "utility", sort: 5, consumption: { spellSlot: true, targets: [] } },
      free: { _id: "free", type: "utility", consumption: { spellSlot: false, targets: [] } },
    },
  },
});
const ctx = {
  sourceItem: "race:tiefling-infernal",
  freeCastName: (n: string) => `${n} (án galdrahólfs)`,
  newId: () => "fwd0000000000000",
};

describe("a granted spell cast as the race's spell configuration says", () => {
  it("always prepared, once per long rest: a forward activity spends the use, the slot-spending activity stays", () => {
    const out = withSpellConfig(
      spell("spell"),
      { method: "spell", prepared: 2, uses: { max: "1", per: "lr" } },
      ctx,
    );
    const system = out["system"] as Record<string, unknown>;
    expect([system["method"], system["prepared"], system["sourceItem"]]).toEqual([
      "spell",
      2,
      "race:tiefling-infernal",
    ]);
    expect(system["uses"]).toEqual({ max: "1", spent: 0, recovery: [{ period: "lr", type: "recoverAll" }] });
    expect(system["activities"]).toEqual({
      ...(spell("spell")["system"] as { activities: object }).activities,
      fwd0000000000000: {
        _id: "fwd0000000000000",
        type: "forward",
        name: "Darkness (án galdrahólfs)",
        sort: 6,
        activity: { id: "cast" },
        consumption: { targets: [{ type: "itemUses", target: "", value: "1" }] },
      },
    });
  });

  it("a method without slots spends the use in the activity itself; a cantrip's configuration changes only sourceItem", () => {
    const innate = withSpellConfig(spell("innate"), { uses: { max: "@prof", per: "lr" } }, ctx);
    const activities = (innate["system"] as { activities: Record<string, { consumption: unknown }> })
      .activities;
    expect(Object.keys(activities)).toEqual(["cast", "free"]);
    expect(activities["cast"]!.consumption).toEqual({
      spellSlot: true,
      targets: [{ type: "itemUses", target: "", value: "1" }],
    });
    const cantrip = withSpellConfig(spell("spell"), {}, ctx);
    expect(cantrip).toEqual({
      ...spell("spell"),
      system: { ...(spell("spell")["system"] as object), sourceItem: "race:tiefling-infernal" },
    });
    // Only spells are cast: a feature passes through untouched.
    const feat = { name: "Luck", type: "feat", system: {} };
    expect(withSpellConfig(feat, { method: "spell", prepared: 2 }, ctx)).toBe(feat);
  });
});
