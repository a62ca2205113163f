/**
 * Racial ability score increases under the table's rule: the SRD's fixed increases, flexible ones
 * the player places (same sizes, no ability twice, none above 20), or none (2024 rules). Each mode
 * on each race and stack; the mode recorded on the race item; changing it through "Breyta vali" and
 * through the settings' batch button; the question a modern-rules world's GM is asked once.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, Item, RecordedDialog, World } from "../harness";
import { ASI_MODES, RACE_IDS, type AsiMode, type RaceId } from "../../src/content/ids";
import { askAsiModeOnce, applyAsiModeToWorld } from "../../src/race/asi-mode";
import { changeRaceChoices } from "../../src/race/change";
import { removeRace } from "../../src/race/remove";
import { defaultAsiMode } from "../../src/settings";
import { RACE_TABLES } from "../../src/content/races";
import {
  CHOICES,
  character,
  createFromPack,
  dropWorld,
  FORM_ANSWERS,
  onEachStack,
  settle,
  sourceSnapshot,
} from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
const scores = (actor: Actor): number[] =>
  ABILITIES.map((a) =>
    Number(((actor.system as Obj)["abilities"] as Record<string, { value: number }>)[a]!.value),
  );
const raceItem = (actor: Actor): Item => [...actor.items].find((i) => i.type === "race") as Item;
const modeOf = (actor: Actor): unknown => ((raceItem(actor).flags["kynthaettir"] ?? {}) as Obj)["asiMode"];

/** SRD 5.1 increases over a character of all 10s: each race's table (the half-elf's two +1s as its form chooses). */
const fixedScores = (race: RaceId): number[] => ABILITIES.map((a) => RACE_TABLES[race].abilities[a] ?? 10);

/**
 * A flexible distribution for each race: the sizes of its table's increases, largest first, placed
 * on the abilities the SRD does not raise (then on its own, in reverse), and the scores that gives.
 */
function flexible(race: RaceId): { form: Record<string, string>; scores: number[] } {
  const raised = ABILITIES.filter((a) => (RACE_TABLES[race].abilities[a] ?? 10) > 10);
  const sizes = raised.map((a) => RACE_TABLES[race].abilities[a]! - 10).sort((x, y) => y - x);
  const targets = [...ABILITIES.filter((a) => !raised.includes(a)), ...[...raised].reverse()];
  const form = Object.fromEntries(sizes.map((_, i) => [`asi-${i + 1}`, targets[i]!]));
  const scores = ABILITIES.map((a) => 10 + (sizes[targets.indexOf(a)] ?? 0));
  return { form, scores };
}

const asks = (race: RaceId): boolean => Object.keys(FORM_ANSWERS[race]).length > 0;

async function withMode(mode: AsiMode): Promise<Actor> {
  world = dropWorld({ metric: true });
  await world.game.settings.set("kynthaettir", "asiMode", mode);
  return character(world);
}

onEachStack("each mode on each race", () => {
  it.each(RACE_IDS)("fixed: a %s gets the SRD's increases, and loses them with the race", async (race) => {
    const actor = await withMode("fixed");
    const before = sourceSnapshot(actor);
    if (asks(race)) world.dialogs.answer({ form: FORM_ANSWERS[race] });
    await createFromPack(world, actor, race);
    expect(scores(actor)).toEqual(fixedScores(race));
    expect(modeOf(actor)).toBe("fixed");
    await removeRace(actor);
    await settle(world);
    expect(sourceSnapshot(actor)).toEqual(before);
  });

  it.each(RACE_IDS)("none: a %s gets no increase and keeps every other trait", async (race) => {
    const actor = await withMode("none");
    const before = sourceSnapshot(actor);
    // The half-elf's two +1s are not asked: only its skills and language.
    const form = { ...FORM_ANSWERS[race] };
    delete form["abilities-1"];
    delete form["abilities-2"];
    if (Object.keys(form).length) world.dialogs.answer({ form });
    await createFromPack(world, actor, race);
    expect(world.dialogs.shown.length).toBe(Object.keys(form).length ? 1 : 0);
    expect(scores(actor)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(modeOf(actor)).toBe("none");
    expect([...raceItem(actor).effects].filter((e) => !e.disabled).length).toBeGreaterThan(1);
    await removeRace(actor);
    await settle(world);
    expect(sourceSnapshot(actor)).toEqual(before);
  });

  it.each(RACE_IDS)(
    "flexible: a %s's increases keep their sizes and go where the player puts them",
    async (race) => {
      const actor = await withMode("flexible");
      const before = sourceSnapshot(actor);
      const form = { ...FORM_ANSWERS[race], ...flexible(race).form };
      delete form["abilities-1"];
      delete form["abilities-2"];
      world.dialogs.answer({ form });
      await createFromPack(world, actor, race);
      expect(scores(actor)).toEqual(flexible(race).scores);
      expect(modeOf(actor)).toBe("flexible");
      await removeRace(actor);
      await settle(world);
      expect(sourceSnapshot(actor)).toEqual(before);
    },
  );
});

const problemsShown = (dialog: RecordedDialog): string[] =>
  [...dialog.element.querySelectorAll("[data-kynthaettir-problems] li")].map((li) => li.textContent ?? "");

onEachStack("flexible answers the dialog will not take", () => {
  it("the same ability twice, or a score above 20, disables the confirm button and says why in Icelandic", async () => {
    world = dropWorld({ metric: true });
    await world.game.settings.set("kynthaettir", "asiMode", "flexible");
    const actor = await world.createActor({
      name: "Sterk",
      type: "character",
      system: { abilities: { str: { value: 19 } } },
    });
    await settle(world);
    const seen: { disabled: boolean; problems: string[] }[] = [];
    world.dialogs.answer((dialog) => {
      const confirm = dialog.button("confirm");
      dialog.choose("asi-1", "dex");
      dialog.choose("asi-2", "dex");
      seen.push({ disabled: confirm.disabled, problems: problemsShown(dialog) });
      dialog.choose("asi-1", "str");
      dialog.choose("asi-2", "int");
      seen.push({ disabled: confirm.disabled, problems: problemsShown(dialog) });
      dialog.choose("asi-1", "int");
      dialog.choose("asi-2", "str");
      seen.push({ disabled: confirm.disabled, problems: problemsShown(dialog) });
      return {
        form: {
          language: "giant",
          cantrip: CHOICES["high-elf"]["cantrip"] as string,
          "asi-1": "int",
          "asi-2": "str",
        },
      };
    });
    await createFromPack(world, actor, "high-elf");
    const L = (key: string): string => world.game.i18n.localize(`KYNTHAETTIR.${key}`);
    expect(seen).toEqual([
      { disabled: true, problems: [L("Choice.Duplicate")] },
      { disabled: true, problems: [L("Choice.asi.Cap")] },
      { disabled: false, problems: [] },
    ]);
    expect(scores(actor)).toEqual([20, 10, 10, 12, 10, 10]);
  });

  it("the mode is the one in force when the dialog is confirmed, not when it opened", async () => {
    const actor = await withMode("fixed");
    world.dialogs.answer(() => {
      void world.game.settings.set("kynthaettir", "asiMode", "none");
      return { form: { ancestry: "red" } };
    });
    await createFromPack(world, actor, "dragonborn");
    await settle(world);
    expect(scores(actor)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(modeOf(actor)).toBe("none");
  });
});

onEachStack("the GM switches the mode while a half-elf's dialog is open", () => {
  const L = (key: string, data?: Record<string, string>): string =>
    data
      ? world.game.i18n.format(`KYNTHAETTIR.${key}`, data)
      : world.game.i18n.localize(`KYNTHAETTIR.${key}`);
  const notices = (): string[] => world.notifications.map((n) => n.message);
  const switched = (): string[] =>
    notices().filter((m) => m.startsWith(L("Drop.ModeSwitched", { mode: "", increases: "" }).slice(0, 20)));

  it("fixed to flexible: the player's two +1s stay where the player put them, and nothing needs saying", async () => {
    const actor = await withMode("fixed");
    world.dialogs.answer(() => {
      void world.game.settings.set("kynthaettir", "asiMode", "flexible");
      return { form: FORM_ANSWERS["half-elf"] };
    });
    await createFromPack(world, actor, "half-elf");
    await settle(world);
    expect(modeOf(actor)).toBe("flexible");
    expect(scores(actor)).toEqual(fixedScores("half-elf"));
    expect(switched()).toEqual([]);
  });

  it("flexible to fixed: the +1s the player placed stay; the +2 goes to Charisma, and the player is told", async () => {
    const actor = await withMode("flexible");
    world.dialogs.answer(() => {
      void world.game.settings.set("kynthaettir", "asiMode", "fixed");
      return {
        form: {
          "skills-1": "his",
          "skills-2": "ste",
          language: "dwarvish",
          "asi-1": "int",
          "asi-2": "str",
          "asi-3": "wis",
        },
      };
    });
    await createFromPack(world, actor, "half-elf");
    await settle(world);
    expect(modeOf(actor)).toBe("fixed");
    expect(scores(actor)).toEqual([11, 10, 10, 10, 11, 12]);
    expect(switched()).toEqual([
      L("Drop.ModeSwitched", {
        mode: L("Settings.AsiMode.fixed"),
        increases: "Þokki +2, Styrkur +1, Viska +1",
      }),
    ]);
  });

  it("to none: the increases go, and the player is told so", async () => {
    const actor = await withMode("fixed");
    world.dialogs.answer(() => {
      void world.game.settings.set("kynthaettir", "asiMode", "none");
      return { form: FORM_ANSWERS["half-elf"] };
    });
    await createFromPack(world, actor, "half-elf");
    await settle(world);
    expect(scores(actor)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(switched()).toEqual([
      L("Drop.ModeSwitched", { mode: L("Settings.AsiMode.none"), increases: L("Drop.NoIncreases") }),
    ]);
  });
});

onEachStack("changing the mode", () => {
  it('"Breyta vali" applies the current mode: fixed, then none, then a flexible distribution', async () => {
    const actor = await withMode("fixed");
    world.dialogs.answer({ form: FORM_ANSWERS["hill-dwarf"] });
    await createFromPack(world, actor, "hill-dwarf");
    expect(scores(actor)).toEqual(fixedScores("hill-dwarf"));
    await world.game.settings.set("kynthaettir", "asiMode", "none");
    // The setting alone rewrites nobody.
    expect(scores(actor)).toEqual(fixedScores("hill-dwarf"));
    world.dialogs.answer({ form: { tool: "smith" } });
    expect(await changeRaceChoices(raceItem(actor))).toBe(true);
    await settle(world);
    expect(scores(actor)).toEqual([10, 10, 10, 10, 10, 10]);
    await world.game.settings.set("kynthaettir", "asiMode", "flexible");
    world.dialogs.answer({ form: { tool: "smith", "asi-1": "str", "asi-2": "cha" } });
    expect(await changeRaceChoices(raceItem(actor))).toBe(true);
    await settle(world);
    expect(scores(actor)).toEqual([12, 10, 10, 10, 10, 11]);
    expect(modeOf(actor)).toBe("flexible");
  });

  it("the settings' button lists the characters to change, and applies the mode to all of them in one go", async () => {
    world = dropWorld({ metric: true });
    const a = await character(world, "Ari");
    const b = await character(world, "Bára");
    const c = await character(world, "Cecilía");
    await world.game.settings.set("kynthaettir", "asiMode", "fixed");
    world.dialogs.answer({ form: { ancestry: "red" } }, { form: FORM_ANSWERS["half-elf"] });
    await createFromPack(world, a, "dragonborn");
    await createFromPack(world, b, "half-elf");
    await createFromPack(world, c, "half-orc");
    world.notifications.length = 0;
    await world.game.settings.set("kynthaettir", "asiMode", "none");
    expect(world.notifications.map((n) => n.message).join(" ")).toContain("Breyta vali");
    world.dialogs.answer(true);
    expect(await applyAsiModeToWorld()).toBe(3);
    await settle(world);
    const confirm = world.dialogs.last!;
    for (const name of ["Ari", "Bára", "Cecilía"]) expect(confirm.content).toContain(name);
    for (const actor of [a, b, c]) {
      expect(scores(actor)).toEqual([10, 10, 10, 10, 10, 10]);
      expect(modeOf(actor)).toBe("none");
    }
    // The half-elf keeps its skills and language; nothing else was asked.
    expect((b.system as Obj)["skills"]).toMatchObject({ his: { value: 1 }, ste: { value: 1 } });
    world.dialogs.answer(true);
    expect(await applyAsiModeToWorld()).toBe(0);
  });

  /** Ari the half-orc, Bára and Cecilía the half-elves (str and con +1), set up under the fixed mode. */
  async function halfOrcAndTwoHalfElves(): Promise<[Actor, Actor, Actor]> {
    world = dropWorld({ metric: true });
    const a = await character(world, "Ari");
    const b = await character(world, "Bára");
    const c = await character(world, "Cecilía");
    await world.game.settings.set("kynthaettir", "asiMode", "fixed");
    world.dialogs.answer({ form: FORM_ANSWERS["half-elf"] }, { form: FORM_ANSWERS["half-elf"] });
    await createFromPack(world, a, "half-orc");
    await createFromPack(world, b, "half-elf");
    await createFromPack(world, c, "half-elf");
    return [a, b, c];
  }

  it("the button changes characters at their maxima too: increases are capped, not refused", async () => {
    const [a, b, c] = await halfOrcAndTwoHalfElves();
    // Every score of Bára's and Cecilía's is 19: a flexible +2 is cut to +1 at the maximum.
    const nineteen = Object.fromEntries(ABILITIES.map((id) => [`system.abilities.${id}.value`, 19]));
    for (const actor of [b, c]) await actor.update(nineteen);
    await world.game.settings.set("kynthaettir", "asiMode", "flexible");
    world.notifications.length = 0;
    world.dialogs.answer(true);
    expect(await applyAsiModeToWorld()).toBe(3);
    await settle(world);
    expect([modeOf(a), modeOf(b), modeOf(c)]).toEqual(["flexible", "flexible", "flexible"]);
    for (const actor of [b, c]) expect(Math.max(...scores(actor))).toBe(20);
    // Each character a maximum cut is named, with what it got instead; Ari, under no maximum, is not.
    const capped = world.notifications.map((n) => n.message).filter((m) => /\+1 .*\+2|\+2 .*\+1/.test(m));
    expect(capped).toHaveLength(2);
    expect(capped.join(" ")).toMatch(/Bára/);
    expect(capped.join(" ")).toMatch(/Cecilía/);
    expect(capped.join(" ")).not.toMatch(/Ari/);
  });

  it("the button names the character whose kept answers no longer hold, and leaves that one unchanged", async () => {
    const [a, b, c] = await halfOrcAndTwoHalfElves();
    // A careless edit of Bára's race item: a language dnd5e does not know as its kept answer.
    await raceItem(b).update({ "flags.kynthaettir.answers.language": "klingon" });
    await settle(world);
    const before = sourceSnapshot(b, { deep: true });
    await world.game.settings.set("kynthaettir", "asiMode", "flexible");
    world.notifications.length = 0;
    world.dialogs.answer(true);
    expect(await applyAsiModeToWorld()).toBe(2);
    await settle(world);
    expect([modeOf(a), modeOf(b), modeOf(c)]).toEqual(["flexible", "fixed", "flexible"]);
    expect(sourceSnapshot(b, { deep: true })).toEqual(before);
    const warnings = world.notifications.filter((n) => n.type === "warning").map((n) => n.message);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("Bára");
    expect(warnings.join(" ")).not.toMatch(/Ari|Cecilía/);
  });

  it("declining the button's confirmation changes nobody", async () => {
    world = dropWorld({ metric: true });
    const a = await character(world, "Ari");
    await createFromPack(world, a, "half-orc");
    await world.game.settings.set("kynthaettir", "asiMode", "none");
    const before = sourceSnapshot(a, { deep: true });
    world.dialogs.answer(false);
    expect(await applyAsiModeToWorld()).toBe(0);
    expect(sourceSnapshot(a, { deep: true })).toEqual(before);
  });
});

onEachStack("the table's default", () => {
  it("a legacy (2014) world starts with the SRD's fixed increases; a modern one with none", () => {
    world = dropWorld({ rulesVersion: "legacy" });
    expect(defaultAsiMode()).toBe("fixed");
    world.uninstall();
    world = dropWorld({ rulesVersion: "modern" });
    expect(defaultAsiMode()).toBe("none");
  });

  it("a modern world's GM is asked once, in Icelandic, with none preselected; the answer is kept", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    world.dialogs.answer("flexible");
    expect(await askAsiModeOnce()).toBe("flexible");
    const dialog = world.dialogs.last!;
    expect(dialog.buttons.map((b) => b.action)).toEqual([...ASI_MODES]);
    expect(dialog.buttons.find((b) => b.default)?.action).toBe("none");
    expect(dialog.content).toContain("2024");
    expect(world.game.settings.get("kynthaettir", "asiMode")).toBe("flexible");
    expect(await askAsiModeOnce()).toBeNull();
    expect(world.dialogs.shown).toHaveLength(1);
  });

  it("a legacy world's GM is not asked; closing the question asks again next time", async () => {
    world = dropWorld({ rulesVersion: "legacy" });
    expect(await askAsiModeOnce()).toBeNull();
    expect(world.dialogs.shown).toHaveLength(0);
    world.uninstall();
    world = dropWorld({ rulesVersion: "modern" });
    world.dialogs.answer(null);
    expect(await askAsiModeOnce()).toBeNull();
    world.dialogs.answer("none");
    expect(await askAsiModeOnce()).toBe("none");
  });
});
