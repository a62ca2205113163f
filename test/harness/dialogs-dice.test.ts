import { afterEach, describe, expect, it } from "vitest";
import { createWorld, Roll, D20Roll, type World } from "./index";

let world: World;
afterEach(() => world?.uninstall());

const { DialogV2 } = (await import("./dialog")) as typeof import("./dialog");

describe("DialogV2 with scripted answers", () => {
  it("a dismissed dialog resolves null", async () => {
    world = createWorld();
    world.dialogs.answer(null);
    const result = await DialogV2.wait({
      window: { title: "Pick" },
      content: "<p>?</p>",
      buttons: [{ action: "a", label: "A" }],
    });
    expect(result).toBeNull();
  });

  it("a dialog with no scripted answer fails the test", async () => {
    world = createWorld();
    await expect(DialogV2.confirm({ window: { title: "Sure?" } })).rejects.toThrow(/no scripted answer/);
  });

  it("answers press buttons; confirm gives true/false; the dialog shown is recorded", async () => {
    world = createWorld();
    world.dialogs.answer("b", true, false);
    const chosen = await DialogV2.wait({
      window: { title: "DND5E.AbilityDex" },
      content: "<p>Choose</p>",
      buttons: [
        { action: "a", label: "A" },
        { action: "b", label: "B", callback: () => "picked b" },
      ],
    });
    expect(chosen).toBe("picked b");
    expect(await DialogV2.confirm({ content: "?" })).toBe(true);
    expect(await DialogV2.confirm({ content: "?" })).toBe(false);
    expect(world.dialogs.shown[0]).toMatchObject({
      method: "wait",
      title: "Dexterity",
      content: "<p>Choose</p>",
    });
    expect(world.dialogs.shown[0]!.buttons.map((b) => b.action)).toEqual(["a", "b"]);
  });

  it("input returns the form values; a field the content lacks is an error", async () => {
    world = createWorld();
    const content = '<input name="ancestry" type="text"><input name="metric" type="checkbox">';
    world.dialogs.answer({ form: { ancestry: "red", metric: true } }, { form: { colour: "red" } });
    expect(await DialogV2.input({ content })).toEqual({ ancestry: "red", metric: true });
    await expect(DialogV2.input({ content })).rejects.toThrow(/no form field named "colour"/);
  });

  it("a function answer sees the dialog before answering", async () => {
    world = createWorld();
    world.dialogs.answer((dialog) => (dialog.content.includes("fire") ? "yes" : "no"));
    expect(await DialogV2.confirm({ content: "<p>Resist fire?</p>" })).toBe(true);
  });

  it("rejectClose makes a dismissal reject", async () => {
    world = createWorld();
    world.dialogs.answer(null);
    await expect(DialogV2.prompt({ content: "x", rejectClose: true })).rejects.toThrow(/closed/);
  });
});

describe("seeded dice", () => {
  it("the same seed gives the same rolls; another seed other rolls", async () => {
    const rollAll = async (seed: number) => {
      world = createWorld({ seed });
      const totals: number[] = [];
      for (let i = 0; i < 10; i++) totals.push((await new Roll("2d6+3").evaluate()).total!);
      world.uninstall();
      return totals;
    };
    const a = await rollAll(42);
    const b = await rollAll(42);
    const c = await rollAll(43);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
    for (const t of a) expect(t).toBeGreaterThanOrEqual(5);
    for (const t of a) expect(t).toBeLessThanOrEqual(15);
  });

  it("rolls expose dice results, and forced faces come first", async () => {
    world = createWorld();
    world.dice.force(6, 1);
    const roll = await new Roll("2d6 + 3").evaluate();
    expect(roll.total).toBe(10);
    expect(roll.dice[0]!.results.map((r) => r.result)).toEqual([6, 1]);
    expect(roll.formula).toBe("2d6 + 3");
  });

  it("formulas with @data, floor(), *, parentheses and flavor evaluate like dnd5e's", async () => {
    world = createWorld();
    const data = { details: { level: 11 }, abilities: { con: { mod: 3 } } };
    expect(new Roll("floor(@details.level / 5) * 2 + @abilities.con.mod", data).evaluateSync().total).toBe(7);
    world.dice.force(4, 4);
    expect((await new Roll("2d6[fire] - (1 + 1)").evaluate()).total).toBe(6);
    expect(new Roll("max(30, 25) + 5").evaluateSync().total).toBe(35);
    expect(() => new Roll("1d20").evaluateSync()).toThrow(/non-deterministic/);
  });

  it("2d20kh keeps the higher die; a D20Roll knows success against its target", async () => {
    world = createWorld();
    world.dice.force(3, 17);
    const roll = await new D20Roll("2d20kh + 2", {}, { target: 19 }).evaluate();
    expect(roll.total).toBe(19);
    expect(roll.isSuccess).toBe(true);
    expect(roll.isFailure).toBe(false);
  });

  it("toMessage posts a chat message with the roll", async () => {
    world = createWorld();
    const roll = await new Roll("1d4").evaluate();
    await roll.toMessage({ flavor: "test" });
    expect(world.chat).toHaveLength(1);
    expect(world.chat[0]!.rolls[0]).toBe(roll);
    expect(world.chat[0]!.author).toBe(world.user.id);
  });
});
