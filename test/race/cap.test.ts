/**
 * The maximum of each ability (dnd5e's `abilities.<id>.max`, 20 unless something raises it): no
 * racial increase takes an ability past it, in the fixed mode (the race's own +2/+1 and the
 * half-elf's chosen +1s) and in the flexible one (a human on a character with a 20 is added with
 * that +1 dropped), each counted from the character's own score. One Icelandic notice names what
 * was cut; removing the race restores the character exactly; changing the choices works the cut
 * out again from the score as it is then.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, Item, World } from "../harness";
import { changeRaceChoices } from "../../src/race/change";
import { removeRace } from "../../src/race/remove";
import { createFromPack, dropWorld, onEachStack, settle, sourceSnapshot } from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
type Scores = Partial<Record<(typeof ABILITIES)[number], number>>;

const scores = (actor: Actor): number[] =>
  ABILITIES.map((a) =>
    Number(((actor.system as Obj)["abilities"] as Record<string, { value: number }>)[a]!.value),
  );
const raceItem = (actor: Actor): Item | undefined => [...actor.items].find((i) => i.type === "race");
const L = (key: string, data?: Record<string, string | number>): string =>
  data ? world.game.i18n.format(`KYNTHAETTIR.${key}`, data) : world.game.i18n.localize(`KYNTHAETTIR.${key}`);
const cut = (ability: string, given: number, value: number, max = 20): string =>
  L("Drop.CappedItem", { ability, given, value, max });
const notices = (): string[] => world.notifications.map((n) => n.message);
const capNotices = (): string[] =>
  notices().filter((m) => m.startsWith("Aría: enginn hæfileiki fer yfir hámark sitt"));

async function hero(mode: "fixed" | "flexible", given: Scores, max: Scores = {}): Promise<Actor> {
  world = dropWorld({ metric: true });
  await world.game.settings.set("kynthaettir", "asiMode", mode);
  const abilities = Object.fromEntries(
    ABILITIES.map((a) => [a, { value: given[a] ?? 10, ...(max[a] ? { max: max[a] } : {}) }]),
  );
  const actor = await world.createActor({ name: "Aría", type: "character", system: { abilities } });
  await settle(world);
  return actor;
}

onEachStack("the SRD's fixed increases stop at each ability's maximum", () => {
  it("a lightfoot on DEX 20 stays at 20, on DEX 19 reaches 20, and one notice names the cut", async () => {
    const actor = await hero("fixed", { dex: 20, cha: 19 });
    await createFromPack(world, actor, "lightfoot");
    expect(scores(actor)).toEqual([10, 20, 10, 10, 10, 20]);
    expect(capNotices()).toEqual([L("Drop.Capped", { actor: "Aría", list: cut("Lipurð", 0, 2) })]);
    const other = await world.createActor({
      name: "Aría",
      type: "character",
      system: { abilities: { dex: { value: 19 } } },
    });
    await createFromPack(world, other, "lightfoot");
    expect(scores(other)).toEqual([10, 20, 10, 10, 10, 11]);
    expect(capNotices().at(-1)).toBe(L("Drop.Capped", { actor: "Aría", list: cut("Lipurð", 1, 2) }));
  });

  it("a maximum dnd5e raised is honoured: DEX 20 with a maximum of 24 takes the whole +2", async () => {
    const actor = await hero("fixed", { dex: 20 }, { dex: 24 });
    await createFromPack(world, actor, "lightfoot");
    expect(scores(actor)).toEqual([10, 22, 10, 10, 10, 11]);
    expect(capNotices()).toEqual([]);
  });

  it("the half-elf's chosen +1 on a 20 gives nothing, and the notice says so", async () => {
    const actor = await hero("fixed", { str: 20 });
    world.dialogs.answer({
      form: {
        "abilities-1": "str",
        "abilities-2": "con",
        "skills-1": "his",
        "skills-2": "ste",
        language: "dwarvish",
      },
    });
    await createFromPack(world, actor, "half-elf");
    expect(scores(actor)).toEqual([20, 10, 11, 10, 10, 12]);
    expect(capNotices()).toEqual([L("Drop.Capped", { actor: "Aría", list: cut("Styrkur", 0, 1) })]);
  });

  it("removing a capped race restores the character exactly, through the module and from the sheet", async () => {
    for (const how of ["module", "sheet"] as const) {
      const actor = await hero("fixed", { dex: 20, cha: 20 });
      const before = sourceSnapshot(actor);
      await createFromPack(world, actor, "lightfoot");
      expect(scores(actor)).toEqual([10, 20, 10, 10, 10, 20]);
      if (how === "module") await removeRace(actor as unknown as Actor5e);
      else await raceItem(actor)!.delete();
      await settle(world);
      expect(sourceSnapshot(actor), how).toEqual(before);
      world.uninstall();
    }
  });

  it("changing the choices works the cut out again from the score as it is then", async () => {
    const actor = await hero("fixed", { dex: 16 });
    await createFromPack(world, actor, "lightfoot");
    expect(scores(actor)[1]).toBe(18);
    // The character's own DEX reaches 20 (an ability score improvement): the race's +2 no longer fits.
    await actor.update({ "system.abilities.dex.value": 20 });
    expect(scores(actor)[1]).toBe(22);
    expect(await changeRaceChoices(raceItem(actor))).toBe(true);
    await settle(world);
    expect(scores(actor)[1]).toBe(20);
    expect(capNotices()).toEqual([L("Drop.Capped", { actor: "Aría", list: cut("Lipurð", 0, 2) })]);
    // And back: with DEX 16 again the whole +2 returns, from the race's own increase.
    await actor.update({ "system.abilities.dex.value": 16 });
    expect(await changeRaceChoices(raceItem(actor))).toBe(true);
    await settle(world);
    expect(scores(actor)[1]).toBe(18);
    expect(capNotices()).toHaveLength(1);
  });
});

onEachStack("flexible increases stop at each ability's maximum", () => {
  it("a human on a character with a 20 is added with that +1 dropped, and the notice names it", async () => {
    const actor = await hero("flexible", { str: 20, cha: 18 });
    world.dialogs.answer((dialog) => {
      expect(dialog.button("confirm").disabled).toBe(false);
      return { form: { language: "orc" } };
    });
    await createFromPack(world, actor, "human");
    expect(raceItem(actor)).toBeDefined();
    expect(scores(actor)).toEqual([20, 11, 11, 11, 11, 19]);
    expect(notices()).not.toContain(L("Choice.asi.Cap"));
    expect(capNotices()).toEqual([L("Drop.Capped", { actor: "Aría", list: cut("Styrkur", 0, 1) })]);
  });

  it("a +2 that would be lost on a 20 while it fits elsewhere is refused, and the preset puts it where it fits", async () => {
    const actor = await hero("flexible", { dex: 20 });
    const seen: boolean[] = [];
    world.dialogs.answer((dialog) => {
      const confirm = dialog.button("confirm");
      // The SRD's own distribution (+2 DEX) would lose it all: the preset moves it.
      seen.push(confirm.disabled);
      dialog.choose("asi-1", "dex");
      dialog.choose("asi-2", "int");
      seen.push(confirm.disabled);
      return {
        form: {
          language: "giant",
          cantrip: "Compendium.dnd5e.spells.Item.EOmsUcFQJTfG2oio",
          "asi-1": "con",
          "asi-2": "int",
        },
      };
    });
    await createFromPack(world, actor, "high-elf");
    expect(seen).toEqual([false, true]);
    expect(scores(actor)).toEqual([10, 20, 12, 11, 10, 10]);
    expect(capNotices()).toEqual([]);
  });
});
