/**
 * Dropping our races onto characters in the harness world: the dialog, what is created, how many
 * database operations it takes, cancelling, changing choices, replacing, removing, levels,
 * units, players and targets that cannot take a race.
 */
import { afterEach, expect, it } from "vitest";
import { classItemData, type Actor, type Item, type RecordedDialog, type World } from "../harness";
import { RACES, RACE_TABLES } from "../../src/content/races";
import type { RaceDef } from "../../src/content/races/shared";
import { RACE_DOC_IDS, type RaceId } from "../../src/content/ids";
import { createApi } from "../../src/api";
import { addRace } from "../../src/race/add";
import { removeRace } from "../../src/race/remove";
import type { ContextMenuEntry } from "../../src/hooks/race";
import {
  onEachStack,
  CHOICES,
  FORM_ANSWERS,
  character,
  createFromPack,
  dropOnSheet,
  dropWorld,
  expectTable,
  otherCompendium,
  packRace,
  preselected,
  raceUuidOf,
  settle,
  sourceSnapshot,
  refuseItems,
} from "./support";

/** A race as the content declares it. */
const raceDef = (id: RaceId): RaceDef => RACES.find((r) => r.id === id)!;

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;

function at(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);
}
const sys = (actor: Actor, path: string): unknown => at(actor.system, path);
const set = (value: unknown): string[] => [...(value as Iterable<string>)].sort();
const kyn = (doc: { flags: Obj }): Obj => (doc.flags["kynthaettir"] ?? {}) as Obj;
/** The answers a race item records, leaving out the kinds not answered (stored as null). */
const answersOf = (doc: { flags: Obj }): Obj =>
  Object.fromEntries(Object.entries((kyn(doc)["answers"] ?? {}) as Obj).filter(([, v]) => v !== null));
const asksSomething = (raceId: RaceId): boolean => raceDef(raceId).choices.some((c) => c.kind !== "asi");

function raceItem(actor: Actor): Item | undefined {
  return [...actor.items].find((i) => i.type === "race");
}
function granted(actor: Actor): Item[] {
  const race = raceItem(actor);
  return [...actor.items].filter((i) => race && kyn(i)["grantedBy"] === race.id);
}
const names = (items: Item[]): string[] => items.map((i) => i.name).sort();

/** The items a race grants by the character's level, by their Icelandic names (its table's `grants`). */
function expectedGrants(raceId: RaceId, level: number): string[] {
  const table = RACE_TABLES[raceId];
  const later = (table.grantsFromLevel ?? []).filter(([from]) => from <= level).map(([, name]) => name);
  return [...table.grants, ...later].sort();
}

/** The Icelandic text of one of our keys, as the world shows it (the key must exist). */
function L(key: string, data: Record<string, string> = {}): string {
  const text = world.game.i18n.format(`KYNTHAETTIR.${key}`, data);
  if (text.startsWith("KYNTHAETTIR.")) throw new Error(`missing i18n key ${key}`);
  return text;
}

const messages = (w: World, type?: string): string[] =>
  w.notifications.filter((n) => !type || n.type === type).map((n) => n.message);

function answerFor(raceId: RaceId): void {
  if (asksSomething(raceId)) world.dialogs.answer({ form: FORM_ANSWERS[raceId] });
}

onEachStack("confirming the dialog", () => {
  it.each(RACES.map((r) => r.id))(
    "a %s is created with its choices and every grant in one batch, plus dnd5e's details.race update",
    async (raceId) => {
      world = dropWorld({ metric: true });
      const actor = await character(world);
      answerFor(raceId);
      await createFromPack(world, actor, raceId);

      const race = raceItem(actor)!;
      expect(race.name).toBe(raceDef(raceId).nameIs);
      expect(answersOf(race)).toEqual(JSON.parse(JSON.stringify(CHOICES[raceId])));
      expect(names(granted(actor))).toEqual(expectedGrants(raceId, 1));
      expect(sys(actor, "details.race")).toBe(race);
      // dnd5e's own advancement never ran: the race carries none.
      expect(Object.keys((race.system["advancement"] ?? {}) as object)).toEqual([]);
      // One create (race + grants) and dnd5e's own details.race update: nothing more.
      expect(world.ops.log.map((e) => [e.action, e.documentName, e.count])).toEqual([
        ["create", "Item", 1 + expectedGrants(raceId, 1).length],
        ["update", "Actor", 1],
      ]);
      expect(world.dialogs.shown.length).toBe(asksSomething(raceId) ? 1 : 0);
      expect(messages(world)).toEqual([L("Drop.Applied", { actor: "Aría", race: raceDef(raceId).nameIs })]);
      expect(messages(world)[0]).toContain(raceDef(raceId).nameIs);
    },
  );

  it("a race dragged onto the sheet is taken by the module: one dialog, no advancement manager, two writes", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: FORM_ANSWERS["high-elf"] });
    const outcome = await dropOnSheet(world, actor, raceUuidOf("high-elf"));
    expect(outcome).toEqual({
      sheetTakesDrop: true,
      stoppedByHook: true,
      refusedBySheet: false,
      advancementManager: false,
      behavior: "copy",
    });
    expect(world.dialogs.shown).toHaveLength(1);
    expect(sys(actor, "abilities.dex.value")).toBe(12);
    expect(sys(actor, "abilities.int.value")).toBe(11);
    expect(world.ops.count()).toBe(2);
  });

  it("shows one Icelandic dialog with every choice, the known languages left out", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    await actor.update({ "system.traits.languages.value": ["giant"] });
    world.dialogs.answer({ form: FORM_ANSWERS["half-elf"] });
    await createFromPack(world, actor, "half-elf");
    const dialog = world.dialogs.shown[0]!;
    expect(world.dialogs.shown).toHaveLength(1);
    expect(dialog.title).toBe(L("Drop.Title", { race: "Hálfálfar" }));
    expect(dialog.fieldNames).toEqual(["abilities-1", "abilities-2", "skills-1", "skills-2", "language"]);
    expect(dialog.content).toContain(L("Choice.abilities.Legend"));
    expect(dialog.content).not.toContain('value="giant"');
    expect(dialog.content).not.toContain('value="elvish"');
    expect(dialog.content).not.toContain('value="cha"');
    expect(dialog.content).toContain('value="dwarvish"');
  });

  it("preselects valid answers, so confirming at once works", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    let defaults: Record<string, string> = {};
    world.dialogs.answer((dialog) => {
      defaults = preselected(dialog.content);
      return { form: defaults };
    });
    await createFromPack(world, actor, "half-elf");
    expect(Object.keys(defaults).sort()).toEqual([
      "abilities-1",
      "abilities-2",
      "language",
      "skills-1",
      "skills-2",
    ]);
    expect(defaults["abilities-1"]).not.toBe(defaults["abilities-2"]);
    expect(defaults["skills-1"]).not.toBe(defaults["skills-2"]);
    expect(raceItem(actor)).toBeDefined();
  });

  it("lists the ten ancestries with damage type and area, in the world's units", async () => {
    for (const [metric, black, green] of [
      [true, ["1,5 m", "9 m"], "4,5 m"],
      [false, ["5 fet", "30 fet"], "15 fet"],
    ] as const) {
      world = dropWorld({ metric });
      const actor = await character(world);
      world.dialogs.answer({ form: { ancestry: "gold" } });
      await createFromPack(world, actor, "dragonborn");
      const content = world.dialogs.shown[0]!.content;
      const text = content.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
      const line = L("Choice.ancestry.Shape.line", {
        damage: "Sýruskaði",
        width: black[0],
        length: black[1],
        save: L("Choice.ancestry.Save.dex"),
      });
      const cone = L("Choice.ancestry.Shape.cone", {
        damage: "Eiturskaði",
        length: green,
        save: L("Choice.ancestry.Save.con"),
      });
      expect(content.match(/name="ancestry"/g)).toHaveLength(10);
      expect(text).toContain(`Svart ${line}`);
      expect(text).toContain(`Grænt ${cone}`);
      world.uninstall();
    }
  });

  it("escapes the character's name in the dialog", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world, '<img src=x onerror="alert(1)">');
    world.dialogs.answer({ form: FORM_ANSWERS.human });
    await createFromPack(world, actor, "human");
    const content = world.dialogs.shown[0]!.content;
    expect(content).not.toContain("<img");
    expect(content).toContain("&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;");
  });

  it("the breath weapon is configured from the chosen ancestry", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: { ancestry: "silver" } });
    await createFromPack(world, actor, "dragonborn");
    const breath = granted(actor).find((i) => kyn(i)["featureKey"] === "breathWeapon")!;
    const activity = Object.values(breath.toObject().system as Obj).length
      ? (Object.values(at(breath.toObject(), "system.activities") as Obj)[0] as Obj)
      : {};
    expect(at(activity, "damage.parts.0.types")).toEqual(["cold"]);
    expect(at(activity, "save.ability")).toEqual(["con"]);
    expect(at(activity, "target.template")).toMatchObject({ type: "cone", size: "4.5", units: "m" });
    expect(set(sys(actor, "traits.dr.value"))).toEqual(["cold"]);
  });
});

const CHOICE_RACES = RACES.filter((r) => r.choices.some((c) => c.kind !== "asi")).map((r) => r.id);

onEachStack("cancelling", () => {
  it.each(CHOICE_RACES)("cancelling a %s's dialog creates nothing at all", async (raceId) => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const before = sourceSnapshot(actor);
    world.dialogs.answer("cancel");
    await createFromPack(world, actor, raceId);
    expect(sourceSnapshot(actor)).toEqual(before);
    expect(world.ops.count()).toBe(0);
    expect(world.notifications).toEqual([]);
  });

  it.each([
    ["the cancel button", "cancel"],
    ["closing the dialog", null],
  ] as const)("%s leaves the actor exactly as before, with no database operation", async (_label, answer) => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const before = sourceSnapshot(actor);
    world.dialogs.answer(answer);
    await createFromPack(world, actor, "dragonborn");
    expect(sourceSnapshot(actor)).toEqual(before);
    expect(world.ops.count()).toBe(0);
    expect(messages(world, "error")).toEqual([]);
  });

  it("invalid answers from a script cannot be written: a half-elf raising Charisma again gets a clear notice", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const before = sourceSnapshot(actor);
    const item = await createApi().addRace(actor as unknown as Actor5e, "half-elf", {
      choices: { ...CHOICES["half-elf"], abilities: ["cha", "con"] },
    });
    await settle(world);
    expect(item).toBeNull();
    expect(sourceSnapshot(actor)).toEqual(before);
    expect(world.ops.count()).toBe(0);
    expect(messages(world, "warning")).toEqual([
      L("Drop.InvalidChoices", { problems: L("Choice.abilities.Invalid") }),
    ]);
  });

  it("the same ability twice, or an ancestry not in the table, is refused the same way", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const api = createApi();
    await api.addRace(actor as unknown as Actor5e, "half-elf", {
      choices: { ...CHOICES["half-elf"], abilities: ["dex", "dex"] },
    });
    await api.addRace(actor as unknown as Actor5e, "dragonborn", {
      choices: { ancestry: "purple" as "red" },
    });
    await settle(world);
    expect(raceItem(actor)).toBeUndefined();
    expect(world.ops.count()).toBe(0);
    expect(messages(world, "warning")).toEqual([
      L("Drop.InvalidChoices", { problems: L("Choice.Duplicate") }),
      L("Drop.InvalidChoices", { problems: L("Choice.ancestry.Invalid") }),
    ]);
  });
});

onEachStack("the choice dialog will not take an invalid combination", () => {
  const problemsShown = (dialog: RecordedDialog): string[] =>
    [...dialog.element.querySelectorAll("[data-kynthaettir-problems] li")].map((li) => li.textContent ?? "");

  it.each([
    ["the same ability twice", { "abilities-1": "dex", "abilities-2": "dex" }, ["Choice.Duplicate"]],
    ["the same skill twice", { "skills-1": "ste", "skills-2": "ste" }, ["Choice.Duplicate"]],
    [
      "both at once",
      { "abilities-1": "wis", "abilities-2": "wis", "skills-1": "his", "skills-2": "his" },
      ["Choice.Duplicate", "Choice.Duplicate"],
    ],
  ] as const)(
    "a half-elf choosing %s sees the confirm button disabled and why; fixing the choice enables it",
    async (_label, invalid, problems) => {
      world = dropWorld({ metric: true });
      const actor = await character(world);
      const seen: { disabled: boolean; problems: string[] }[] = [];
      world.dialogs.answer((dialog) => {
        const confirm = dialog.button("confirm");
        seen.push({ disabled: confirm.disabled, problems: problemsShown(dialog) });
        for (const [name, value] of Object.entries(invalid)) dialog.choose(name, value);
        seen.push({ disabled: confirm.disabled, problems: problemsShown(dialog) });
        for (const name of Object.keys(invalid)) dialog.choose(name, FORM_ANSWERS["half-elf"][name]);
        seen.push({ disabled: confirm.disabled, problems: problemsShown(dialog) });
        return { form: FORM_ANSWERS["half-elf"] };
      });
      await createFromPack(world, actor, "half-elf");
      expect(seen).toEqual([
        { disabled: false, problems: [] },
        { disabled: true, problems: problems.map((p) => L(p)) },
        { disabled: false, problems: [] },
      ]);
      expect(answersOf(raceItem(actor)!)).toEqual(CHOICES["half-elf"]);
    },
  );

  it("a half-elf is not offered Charisma, which already rises by 2", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const offered: string[][] = [];
    world.dialogs.answer((dialog) => {
      for (const name of ["abilities-1", "abilities-2"]) {
        offered.push(
          [...dialog.element.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!.options].map(
            (o) => o.value,
          ),
        );
        expect(() => dialog.choose(name, "cha")).toThrow(/offers no option "cha"/);
      }
      return "cancel";
    });
    await createFromPack(world, actor, "half-elf");
    expect(offered).toEqual([
      ["str", "dex", "con", "int", "wis"],
      ["str", "dex", "con", "int", "wis"],
    ]);
  });
});

async function openChangeChoices(actor: Actor): Promise<void> {
  const entries: ContextMenuEntry[] = [];
  world.hooks.callAll("dnd5e.getItemContextOptions", raceItem(actor), entries);
  const label = L("Drop.ChangeChoices");
  const entry = entries.find((e) => ("label" in e ? e.label : e.name) === label);
  if (!entry) throw new Error("no Breyta vali entry");
  if ("onClick" in entry) entry.onClick();
  else entry.callback();
  await settle(world);
}

onEachStack('changing choices ("Breyta vali")', () => {
  it.each(CHOICE_RACES)("a %s's every answer can be changed afterwards", async (raceId) => {
    world = dropWorld({ metric: false });
    const actor = await character(world);
    world.dialogs.answer({ form: FORM_ANSWERS[raceId] });
    await createFromPack(world, actor, raceId);
    const table = RACE_TABLES[raceId];
    const change = table.change!;
    world.dialogs.answer({ form: change.form });
    await openChangeChoices(actor);
    expectTable(actor, { ...table, ...change.table }, 1, "ft");
    if (change.spells) expect(names(granted(actor).filter((i) => i.type === "spell"))).toEqual(change.spells);
    expect(raceItem(actor)!.name).toBe(raceDef(raceId).nameIs);
    expect(messages(world, "warning")).toEqual([]);
  });

  it("a dragonborn who changes red to blue resists lightning and breathes a 1,5 × 9 m line", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: { ancestry: "red" } });
    await createFromPack(world, actor, "dragonborn");
    world.ops.reset();
    world.dialogs.answer({ form: { ancestry: "blue" } });
    await openChangeChoices(actor);
    expect(world.dialogs.last!.title).toBe(L("Drop.TitleChange", { race: "Fáfnisniðjar" }));
    expect(world.dialogs.last!.content).toMatch(/value="red"\s+checked/);
    expect(set(sys(actor, "traits.dr.value"))).toEqual(["lightning"]);
    const breath = granted(actor).find((i) => kyn(i)["featureKey"] === "breathWeapon")!;
    const activity = Object.values(at(breath.toObject(), "system.activities") as Obj)[0];
    expect(at(activity, "damage.parts.0.types")).toEqual(["lightning"]);
    expect(at(activity, "target.template")).toMatchObject({ type: "line", size: "9", width: "1.5" });
    expect(kyn(breath)["ancestry"]).toBe("blue");
    expect(answersOf(raceItem(actor)!)).toEqual({ ancestry: "blue" });
    // The resistance effect, then the race's flag and the breath weapon together.
    expect(world.ops.log.map((e) => [e.action, e.documentName])).toEqual([
      ["update", "ActiveEffect"],
      ["update", "Item"],
    ]);
    expect(messages(world).at(-1)).toBe(L("Drop.Changed", { actor: "Aría", race: "Fáfnisniðjar" }));
  });

  it("a high elf's new language and cantrip replace exactly the old ones", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: FORM_ANSWERS["high-elf"] });
    await createFromPack(world, actor, "high-elf");
    const untouched = granted(actor)
      .filter((i) => i.type !== "spell")
      .map((i) => i.id);
    world.dialogs.answer({
      form: { language: "orc", cantrip: "Compendium.dnd5e.spells.Item.Bnn9Nzajixvow9xi" },
    });
    await openChangeChoices(actor);
    // The previous language is offered again (it came from the race).
    expect(world.dialogs.last!.content).toContain('value="giant" selected');
    expect(set(sys(actor, "traits.languages.value"))).toEqual(["common", "elvish", "orc"]);
    expect(names(granted(actor).filter((i) => i.type === "spell"))).toEqual(["Ljós"]);
    expect(
      granted(actor)
        .filter((i) => i.type !== "spell")
        .map((i) => i.id),
    ).toEqual(untouched);
    const spell = granted(actor).find((i) => i.type === "spell")!;
    expect(spell.system).toMatchObject({ ability: "int", method: "innate" });
  });

  it("a high elf's new cantrip refused by another module: the old language and cantrip stay, and one notice says so", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: FORM_ANSWERS["high-elf"] });
    await createFromPack(world, actor, "high-elf");
    const before = sourceSnapshot(actor, { deep: true });
    refuseItems(world, "create", (item) => item.type === "spell");
    world.dialogs.answer({
      form: { language: "orc", cantrip: "Compendium.dnd5e.spells.Item.Bnn9Nzajixvow9xi" },
    });
    await openChangeChoices(actor);
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
    expect(messages(world).at(-1)).toBe(L("Drop.ChangeRefused", { actor: "Aría", race: "Háálfar" }));
  });

  it.each([
    ["the resistance effect", "preUpdateActiveEffect"],
    ["the breath weapon", "preUpdateItem"],
  ])(
    "a dragonborn's change to blue with %s refused by another module: still red in every part, and one notice says so",
    async (_what, hook) => {
      world = dropWorld({ metric: true });
      const actor = await character(world);
      world.dialogs.answer({ form: { ancestry: "red" } });
      await createFromPack(world, actor, "dragonborn");
      const before = sourceSnapshot(actor, { deep: true });
      world.hooks.on(hook, ((doc: { type?: string; name: string }) =>
        hook === "preUpdateActiveEffect" || doc.type === "feat" ? false : undefined) as (
        ...args: never[]
      ) => unknown);
      world.dialogs.answer({ form: { ancestry: "blue" } });
      await openChangeChoices(actor);
      expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
      expect(set(sys(actor, "traits.dr.value"))).toEqual(["fire"]);
      expect(messages(world).at(-1)).toBe(L("Drop.ChangeRefused", { actor: "Aría", race: "Fáfnisniðjar" }));
    },
  );

  it("a high elf's change whose old cantrip another module will not let go: the old language and cantrip stay, the new cantrip goes", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: FORM_ANSWERS["high-elf"] });
    await createFromPack(world, actor, "high-elf");
    const before = sourceSnapshot(actor, { deep: true });
    const oldCantrip = granted(actor).find((i) => i.type === "spell")!.name;
    refuseItems(world, "delete", (item) => item.name === oldCantrip);
    world.dialogs.answer({
      form: { language: "orc", cantrip: "Compendium.dnd5e.spells.Item.Bnn9Nzajixvow9xi" },
    });
    await openChangeChoices(actor);
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
    expect(messages(world).at(-1)).toBe(L("Drop.ChangeRefused", { actor: "Aría", race: "Háálfar" }));
  });

  it("a half-elf can move the two +1s to other abilities", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: FORM_ANSWERS["half-elf"] });
    await createFromPack(world, actor, "half-elf");
    world.dialogs.answer({
      form: { ...FORM_ANSWERS["half-elf"], "abilities-1": "dex", "abilities-2": "wis" },
    });
    await openChangeChoices(actor);
    expect(sys(actor, "abilities.str.value")).toBe(10);
    expect(sys(actor, "abilities.con.value")).toBe(10);
    expect(sys(actor, "abilities.dex.value")).toBe(11);
    expect(sys(actor, "abilities.wis.value")).toBe(11);
    expect(sys(actor, "abilities.cha.value")).toBe(12);
  });

  it("works the same in a Foundry V14 world, writing V14-shaped changes", async () => {
    world = dropWorld({ metric: true, generation: 14 });
    const actor = await character(world);
    world.dialogs.answer({ form: { tool: "smith" } });
    await createFromPack(world, actor, "hill-dwarf");
    world.dialogs.answer({ form: { tool: "brewer" } });
    await openChangeChoices(actor);
    expect(sys(actor, "tools.brewer.value")).toBe(1);
    expect(sys(actor, "tools.smith.value") ?? 0).toBe(0);
    const effect = raceItem(actor)!.toObject().effects as Obj[];
    const tool = effect.find((e) => at(e, "flags.kynthaettir.choice") === "tool")!;
    expect(tool["changes"]).toBeUndefined();
    expect(at(tool, "system.changes")).toEqual([
      { key: "system.tools.brewer.value", type: "upgrade", value: "1", phase: "initial", priority: null },
    ]);
    expect(tool["name"]).toBe("Hæfni í notkun áhalda (Bruggáhöld)");
  });

  it("cancelling the change leaves everything as it was", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: { ancestry: "red" } });
    await createFromPack(world, actor, "dragonborn");
    const before = sourceSnapshot(actor);
    world.ops.reset();
    world.dialogs.answer("cancel");
    await openChangeChoices(actor);
    expect(sourceSnapshot(actor)).toEqual(before);
    expect(world.ops.count()).toBe(0);
  });

  it("is offered only on our races that have something to ask under the table's rule", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    await createFromPack(world, actor, "half-orc");
    const entries: ContextMenuEntry[] = [];
    world.hooks.callAll("dnd5e.getItemContextOptions", raceItem(actor), entries);
    expect(entries).toEqual([]);
    // With flexible increases every race asks where its increases go.
    await world.game.settings.set("kynthaettir", "asiMode", "flexible");
    world.hooks.callAll("dnd5e.getItemContextOptions", raceItem(actor), entries);
    expect(entries).toHaveLength(1);
  });
});

onEachStack("replacing a race", () => {
  async function dwarf(): Promise<Actor> {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: { tool: "smith" } });
    await createFromPack(world, actor, "hill-dwarf");
    world.ops.reset();
    return actor;
  }

  it("dropping a high elf on a hill dwarf asks, then removes the dwarf and all it granted", async () => {
    const actor = await dwarf();
    world.dialogs.answer(true, { form: FORM_ANSWERS["high-elf"] });
    const outcome = await dropOnSheet(world, actor, raceUuidOf("high-elf"));
    expect(outcome.stoppedByHook).toBe(true);
    expect(world.dialogs.shown[1]!.title).toBe(L("Drop.Replace.Title"));
    expect(world.dialogs.shown[1]!.content).toContain(
      L("Drop.Replace.Content", { actor: "Aría", old: "Hæðadvergar", race: "Háálfar" }),
    );
    expect(raceItem(actor)!.name).toBe("Háálfar");
    expect(names([...actor.items].filter((i) => i.type !== "class"))).toEqual(
      ["Háálfar", ...expectedGrants("high-elf", 1)].sort(),
    );
    expect(set(sys(actor, "traits.dr.value"))).toEqual([]);
    expect(sys(actor, "abilities.con.value")).toBe(10);
    expect(sys(actor, "details.race")).toBe(raceItem(actor));
    expect(messages(world).at(-1)).toBe(
      L("Drop.Replaced", { actor: "Aría", old: "Hæðadvergar", race: "Háálfar" }),
    );
  });

  it.each([
    ["declining", [false]],
    ["closing the question", [null]],
    ["cancelling the choices after agreeing", [true, "cancel"]],
  ] as const)("%s leaves the old race and everything it granted", async (_label, answers) => {
    const actor = await dwarf();
    const before = sourceSnapshot(actor);
    world.dialogs.answer(...answers);
    await dropOnSheet(world, actor, raceUuidOf("high-elf"));
    expect(sourceSnapshot(actor)).toEqual(before);
    expect(world.ops.count()).toBe(0);
  });

  it("if something refuses the new race, the old race and all it granted are put back", async () => {
    const actor = await dwarf();
    const before = sourceSnapshot(actor, { deep: true });
    refuseItems(world, "create", (item) => item.name === "Háálfar");
    world.dialogs.answer(true, { form: FORM_ANSWERS["high-elf"] });
    await dropOnSheet(world, actor, raceUuidOf("high-elf"));
    // The same items with the same ids and data (only their creation stamps are new).
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
    expect(sys(actor, "details.race")).toBe(raceItem(actor));
    expect(messages(world, "error")).toEqual([L("Drop.Failed")]);
  });

  it("if something refuses to let the dwarf go, the high elf is not added and the dwarf stays as it was", async () => {
    const actor = await dwarf();
    const before = sourceSnapshot(actor, { deep: true });
    refuseItems(world, "delete", (item) => item.type === "race");
    world.dialogs.answer(true, { form: FORM_ANSWERS["high-elf"] });
    await dropOnSheet(world, actor, raceUuidOf("high-elf"));
    await settle(world);
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
    expect(sys(actor, "details.race")).toBe(raceItem(actor));
    expect(messages(world).at(-1)).toBe(L("Drop.RemoveRefused", { actor: "Aría", race: "Hæðadvergar" }));
  });

  it("dragging the character's own race within its sheet is left to the sheet: no question", async () => {
    const actor = await dwarf();
    const data = { type: "Item", uuid: raceItem(actor)!.uuid };
    expect(world.hooks.call("dropActorSheetData", actor, {}, data)).toBe(true);
    await settle(world);
    expect(world.dialogs.shown).toHaveLength(1);
    expect(world.ops.count()).toBe(0);
  });

  it("a copy of our race in another compendium asks the same question and replaces the race", async () => {
    const actor = await dwarf();
    const copy: Obj = {
      ...(await packRace(world, "high-elf")).toObject(),
      _id: "heimabruggHaalf",
      name: "Skógarálfar",
    };
    (copy["system"] as Obj)["description"] = { value: "<p>Álfar heimabruggsins.</p>" };
    const pack = await otherCompendium(world, [copy]);
    world.dialogs.answer(true, { form: FORM_ANSWERS["high-elf"] });
    const outcome = await dropOnSheet(world, actor, pack.getUuid("heimabruggHaalf"));
    expect(outcome.stoppedByHook).toBe(true);
    expect(world.dialogs.shown[1]!.content).toContain(
      L("Drop.Replace.Content", { actor: "Aría", old: "Hæðadvergar", race: "Skógarálfar" }),
    );
    expect(messages(world, "error")).toEqual([]);
    const race = raceItem(actor)!;
    expect(race.name).toBe("Skógarálfar");
    // The copy's own text, which only the document (not its index entry) carries.
    expect(at(race.toObject(), "system.description.value")).toBe("<p>Álfar heimabruggsins.</p>");
    expect(names(granted(actor))).toEqual(expectedGrants("high-elf", 1));
  });

  it("a world item copy of our race asks the same question and replaces the race", async () => {
    const actor = await dwarf();
    const copy = await world.createItem((await packRace(world, "human")).toObject());
    world.dialogs.answer(true, { form: FORM_ANSWERS.human });
    await dropOnSheet(world, actor, copy.uuid);
    expect(world.dialogs.shown[1]!.title).toBe(L("Drop.Replace.Title"));
    expect(raceItem(actor)!.name).toBe("Mannfólk");
    expect(world.items.contents.map((i) => i.name)).toEqual(["Mannfólk"]);
  });

  it("another race of dnd5e's kind in another compendium is left to dnd5e", async () => {
    const actor = await dwarf();
    const pack = await otherCompendium(world, [
      { _id: "heimabruggOrkur", name: "Orkar", type: "race", system: { advancement: {} } },
    ]);
    const data = { type: "Item", uuid: pack.getUuid("heimabruggOrkur") };
    expect(world.hooks.call("dropActorSheetData", actor, {}, data)).toBe(true);
    expect(world.dialogs.shown).toHaveLength(1);
  });

  it("a script that adds a second race to a character meets dnd5e's refusal and changes nothing", async () => {
    const actor = await dwarf();
    const before = sourceSnapshot(actor);
    await createFromPack(world, actor, "human");
    expect(sourceSnapshot(actor)).toEqual(before);
    expect(world.dialogs.shown).toHaveLength(1);
    expect(messages(world, "error")).toHaveLength(1);
  });

  it("a race from another source goes with the items its advancements granted, and the user is told what stays", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const [elf] = await actor.createEmbeddedDocuments("Item", [
      { name: "Elf", type: "race", system: { advancement: {} } },
    ]);
    await settle(world);
    await actor.createEmbeddedDocuments("Item", [
      {
        name: "Trance",
        type: "feat",
        flags: { dnd5e: { advancementOrigin: `${elf!.id}.adv0000000000001` } },
      },
      { name: "Longsword", type: "weapon" },
    ]);
    world.dialogs.answer(true, { form: FORM_ANSWERS.human });
    await dropOnSheet(world, actor, raceUuidOf("human"));
    expect(world.dialogs.shown[0]!.content).toContain(L("Drop.Replace.ForeignNote"));
    expect(names([...actor.items])).toEqual(["Fighter", "Longsword", "Mannfólk"]);
  });

  it("an NPC may hold two races in dnd5e, but ours asks to replace there too", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world, "Skrímsli", 0, "npc");
    await createFromPack(world, actor, "half-orc");
    world.dialogs.answer(true);
    await createFromPack(world, actor, "tiefling");
    expect([...actor.items].filter((i) => i.type === "race").map((i) => i.name)).toEqual(["Helniðjar"]);
    expect(names(granted(actor))).toEqual(expectedGrants("tiefling", 0));
  });
});

onEachStack("moving a race from another character (dnd5e's move key, Shift)", () => {
  async function twoCharacters(): Promise<{ from: Actor; to: Actor; bare: unknown }> {
    world = dropWorld({ metric: true });
    const from = await character(world, "Fyrri");
    const bare = sourceSnapshot(from);
    world.dialogs.answer({ form: { ancestry: "red" } });
    await createFromPack(world, from, "dragonborn");
    const to = await character(world, "Seinni");
    world.dialogs.shown.length = 0;
    return { from, to, bare };
  }

  it("cancelling the dialog leaves the race and all it granted on the first character", async () => {
    const { from, to } = await twoCharacters();
    const before = sourceSnapshot(from);
    world.dialogs.answer("cancel");
    const outcome = await dropOnSheet(world, to, raceItem(from)!.uuid, { key: "dragMove" });
    expect(outcome.behavior).toBe("move");
    expect(sourceSnapshot(from)).toEqual(before);
    expect(names(granted(from))).toEqual(expectedGrants("dragonborn", 1));
    expect(raceItem(to)).toBeUndefined();
    expect(world.ops.count()).toBe(0);
  });

  it("confirming moves it: the second character has the race and its grants, the first nothing of it", async () => {
    const { from, to, bare } = await twoCharacters();
    world.dialogs.answer((dialog) => ({ form: preselected(dialog.content) }));
    await dropOnSheet(world, to, raceItem(from)!.uuid, { key: "dragMove" });
    // The first character's answers were offered again.
    expect(answersOf(raceItem(to)!)).toEqual({ ancestry: "red" });
    expect(names(granted(to))).toEqual(expectedGrants("dragonborn", 1));
    expect(set(sys(to, "traits.dr.value"))).toEqual(["fire"]);
    expect(sourceSnapshot(from)).toEqual(bare);
    // The new race first (with dnd5e's details.race), then the old one leaves with its grants.
    expect(world.ops.log.map((e) => [e.action, e.documentName, e.parent])).toEqual([
      ["create", "Item", to.uuid],
      ["update", "Actor", null],
      ["update", "Actor", null],
      ["delete", "Item", from.uuid],
    ]);
  });

  it("if the second character's race is kept, the first character keeps its race too", async () => {
    const { from, to } = await twoCharacters();
    await createFromPack(world, to, "half-orc");
    const before = sourceSnapshot(from);
    world.dialogs.answer(false);
    await dropOnSheet(world, to, raceItem(from)!.uuid, { key: "dragMove" });
    expect(raceItem(to)!.name).toBe("Hálforkar");
    expect(sourceSnapshot(from)).toEqual(before);
  });

  it("a plain drag copies: both characters have the race", async () => {
    const { from, to } = await twoCharacters();
    const before = sourceSnapshot(from);
    world.dialogs.answer((dialog) => ({ form: preselected(dialog.content) }));
    const outcome = await dropOnSheet(world, to, raceItem(from)!.uuid);
    expect(outcome.behavior).toBe("copy");
    expect(raceItem(to)!.name).toBe("Fáfnisniðjar");
    expect(sourceSnapshot(from)).toEqual(before);
  });

  it("a player who may only observe the first character copies its race, and is told why the original stayed", async () => {
    const { from, to } = await twoCharacters();
    const player = world.users.find((u) => !u.isGM)!;
    await from.update({ ownership: { default: 0, [player.id]: 2 } });
    await to.update({ ownership: { default: 0, [player.id]: 3 } });
    const before = sourceSnapshot(from);
    world.notifications.length = 0;
    world.dialogs.answer((dialog) => ({ form: preselected(dialog.content) }));
    const outcome = await world.asUser(player, () =>
      dropOnSheet(world, to, raceItem(from)!.uuid, { key: "dragMove" }),
    );
    await settle(world);
    expect(outcome.behavior).toBe("move");
    expect(raceItem(to)!.name).toBe("Fáfnisniðjar");
    expect(sourceSnapshot(from)).toEqual(before);
    expect(world.notifications.map((n) => n.message)).toContain(
      world.game.i18n.format("KYNTHAETTIR.Drop.MoveKept", { name: "Fyrri" }),
    );
  });

  it("moving a race out of the Items directory takes the world item away once the race is added", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const worldItem = await world.createItem((await packRace(world, "human")).toObject());
    world.dialogs.answer({ form: FORM_ANSWERS.human });
    await dropOnSheet(world, actor, worldItem.uuid, { key: "dragMove" });
    expect(raceItem(actor)!.name).toBe("Mannfólk");
    expect(world.items.contents).toEqual([]);
  });
});

onEachStack("removing a race", () => {
  it.each(RACES.map((r) => r.id))(
    "removing a %s leaves the actor's source exactly as before",
    async (raceId) => {
      world = dropWorld({ metric: true });
      const actor = await character(world);
      const before = sourceSnapshot(actor);
      answerFor(raceId);
      await createFromPack(world, actor, raceId);
      world.ops.reset();
      await removeRace(actor as unknown as Actor5e);
      await settle(world);
      expect(sourceSnapshot(actor)).toEqual(before);
      // dnd5e clears details.race, then one delete takes the race and all it granted.
      expect(world.ops.log.map((e) => [e.action, e.documentName])).toEqual([
        ["update", "Actor"],
        ["delete", "Item"],
      ]);
    },
  );

  it("deleting the race item from the sheet takes its granted items with it", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const before = sourceSnapshot(actor);
    world.dialogs.answer({ form: FORM_ANSWERS["high-elf"] });
    await createFromPack(world, actor, "high-elf");
    await raceItem(actor)!.delete();
    await settle(world);
    expect(sourceSnapshot(actor)).toEqual(before);
    expect(messages(world, "error")).toEqual([]);
  });

  it.each([
    ["the race item", (item: { type: string }) => item.type === "race"],
    ["one feature it granted", (item: { type: string }) => item.type === "feat"],
  ] as const)(
    "a removal another module refuses for %s changes nothing and says so",
    async (_label, refused) => {
      world = dropWorld({ metric: true });
      const actor = await character(world);
      world.dialogs.answer({ form: { tool: "smith" } });
      await createFromPack(world, actor, "hill-dwarf");
      // The items as a set: the one refused stays where it was, the others come back after it.
      const itemsById = (): unknown => {
        const source = sourceSnapshot(actor, { deep: true }) as { items: { _id: string }[] };
        return { ...source, items: [...source.items].sort((a, b) => a._id.localeCompare(b._id)) };
      };
      const before = itemsById();
      refuseItems(world, "delete", refused);
      expect(await removeRace(actor as unknown as Actor5e)).toBeNull();
      await settle(world);
      expect(itemsById()).toEqual(before);
      expect(sys(actor, "details.race")).toBe(raceItem(actor));
      expect(messages(world).at(-1)).toBe(L("Drop.RemoveRefused", { actor: "Aría", race: "Hæðadvergar" }));
    },
  );

  it("the race deleted from the sheet while another module keeps its breath weapon: the breath stays, and one notice names it", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    world.dialogs.answer({ form: { ancestry: "gold" } });
    await createFromPack(world, actor, "dragonborn");
    const breath = granted(actor).find((i) => i.type === "feat" && i.name === "Andardráttur Fáfnis")!;
    refuseItems(world, "delete", (item) => item.name === breath.name);
    await raceItem(actor)!.delete();
    await settle(world);
    expect(raceItem(actor)).toBeUndefined();
    expect([...actor.items].map((i) => i.name)).toContain(breath.name);
    expect(messages(world).at(-1)).toBe(L("Drop.GrantsKept", { actor: "Aría", items: breath.name }));
  });

  it("a granted feature can be deleted alone; the race keeps working and still removes cleanly", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const before = sourceSnapshot(actor);
    world.dialogs.answer({ form: { ancestry: "gold" } });
    await createFromPack(world, actor, "dragonborn");
    await granted(actor)[0]!.delete();
    await settle(world);
    expect(raceItem(actor)).toBeDefined();
    expect(set(sys(actor, "traits.dr.value"))).toEqual(["fire"]);
    expect(sys(actor, "abilities.str.value")).toBe(12);
    world.dialogs.answer({ form: { ancestry: "white" } });
    await openChangeChoices(actor);
    expect(set(sys(actor, "traits.dr.value"))).toEqual(["cold"]);
    await removeRace(actor as unknown as Actor5e);
    await settle(world);
    expect(sourceSnapshot(actor)).toEqual(before);
  });
});

onEachStack("the tiefling's spells follow the character level", () => {
  const spells = (actor: Actor): string[] => names(granted(actor).filter((i) => i.type === "spell"));
  const classItem = (actor: Actor): Item => [...actor.items].find((i) => i.type === "class")!;
  /** Aría, a tiefling at `level` (a fighter; none at 0), in a metric world. */
  async function tieflingAt(level: number): Promise<Actor> {
    world = dropWorld({ metric: true });
    const actor = await character(world, "Aría", level);
    await createFromPack(world, actor, "tiefling");
    return actor;
  }

  it("editing the class's levels across 3 and 5 adds and removes Hellish Rebuke and Darkness", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    await createFromPack(world, actor, "tiefling");
    expect(spells(actor)).toEqual(["Ægivald"]);
    const steps: [number, string[]][] = [
      [2, ["Ægivald"]],
      [3, ["Vítislogar", "Ægivald"]],
      [5, ["Myrkur", "Vítislogar", "Ægivald"]],
      [4, ["Vítislogar", "Ægivald"]],
      [6, ["Myrkur", "Vítislogar", "Ægivald"]],
      [1, ["Ægivald"]],
    ];
    for (const [level, expected] of steps) {
      await classItem(actor).update({ "system.levels": level });
      await settle(world);
      expect(spells(actor), `level ${level}`).toEqual(expected);
    }
  });

  it("a second class that takes the character to level 3 brings Hellish Rebuke, and takes it when deleted", async () => {
    const actor = await tieflingAt(2);
    const [wizard] = await actor.createEmbeddedDocuments("Item", [
      {
        name: "Wizard",
        type: "class",
        system: { identifier: "wizard", levels: 1, hd: { denomination: "d6" } },
      },
    ]);
    await settle(world);
    expect(spells(actor)).toEqual(["Vítislogar", "Ægivald"]);
    await wizard!.delete();
    await settle(world);
    expect(spells(actor)).toEqual(["Ægivald"]);
  });

  it("a tiefling added at level 5 gets all three at once, in the one batch", async () => {
    const actor = await tieflingAt(5);
    expect(spells(actor)).toEqual(["Myrkur", "Vítislogar", "Ægivald"]);
    expect(world.ops.count()).toBe(2);
  });

  it("a Hellish Rebuke another module refuses at level 3 is missing and one notice says so; Darkness still comes at 5", async () => {
    const actor = await tieflingAt(2);
    refuseItems(world, "create", (item) => item.name === "Vítislogar");
    await classItem(actor).update({ "system.levels": 3 });
    await settle(world);
    expect(spells(actor)).toEqual(["Ægivald"]);
    expect(messages(world).at(-1)).toBe(
      L("Drop.LevelGrantRefused", { actor: "Aría", spell: "Vítislogar", level: "3" }),
    );
    await classItem(actor).update({ "system.levels": 5 });
    await settle(world);
    expect(spells(actor)).toEqual(["Myrkur", "Ægivald"]);
  });

  it("a Darkness another module will not delete at level 4 stays and one notice says so", async () => {
    const actor = await tieflingAt(5);
    refuseItems(world, "delete", (item) => item.name === "Myrkur");
    await classItem(actor).update({ "system.levels": 4 });
    await settle(world);
    expect(spells(actor)).toEqual(["Myrkur", "Vítislogar", "Ægivald"]);
    expect(messages(world).at(-1)).toBe(
      L("Drop.LevelGrantKept", { actor: "Aría", spell: "Myrkur", level: "4" }),
    );
  });

  it("two classes created in one call (fighter 3 + wizard 2) bring Hellish Rebuke and Darkness once each", async () => {
    const actor = await tieflingAt(0);
    await actor.createEmbeddedDocuments("Item", [
      classItemData({ name: "Fighter", levels: 3 }),
      classItemData({ name: "Wizard", levels: 2, hitDie: 6 }),
    ]);
    await settle(world);
    expect(spells(actor)).toEqual(["Myrkur", "Vítislogar", "Ægivald"]);
  });

  it("both classes of a fighter 3 / wizard 2 deleted in one call take Hellish Rebuke and Darkness", async () => {
    const actor = await tieflingAt(3);
    await actor.createEmbeddedDocuments("Item", [classItemData({ name: "Wizard", levels: 2, hitDie: 6 })]);
    await settle(world);
    expect(spells(actor)).toEqual(["Myrkur", "Vítislogar", "Ægivald"]);
    const classes = [...actor.items].filter((i) => i.type === "class").map((i) => i.id!);
    await actor.deleteEmbeddedDocuments("Item", classes);
    await settle(world);
    expect(spells(actor)).toEqual(["Ægivald"]);
  });

  it("fighter 1 / wizard 1 raised to 2 / 2 in one update bring Hellish Rebuke", async () => {
    const actor = await tieflingAt(1);
    await actor.createEmbeddedDocuments("Item", [classItemData({ name: "Wizard", levels: 1, hitDie: 6 })]);
    await settle(world);
    const classes = [...actor.items].filter((i) => i.type === "class");
    await actor.updateEmbeddedDocuments(
      "Item",
      classes.map((i) => ({ _id: i.id, "system.levels": 2 })),
    );
    await settle(world);
    expect(spells(actor)).toEqual(["Vítislogar", "Ægivald"]);
  });

  it("a spell the player deleted is not forced back by the next level", async () => {
    const actor = await tieflingAt(5);
    await granted(actor)
      .find((i) => i.name === "Vítislogar")!
      .delete();
    await classItem(actor).update({ "system.levels": 6 });
    await settle(world);
    expect(spells(actor)).toEqual(["Myrkur", "Ægivald"]);
  });
});

onEachStack("units", () => {
  it("a feet world gets 30 ft walking and 60 ft darkvision; a hill dwarf 25 ft", async () => {
    world = dropWorld({ metric: false });
    const elf = await character(world, "Elfa");
    world.dialogs.answer({ form: FORM_ANSWERS["high-elf"] });
    await createFromPack(world, elf, "high-elf");
    expect(sys(elf, "attributes.movement.walk")).toBe(30);
    expect(sys(elf, "attributes.movement.units")).toBe("ft");
    expect(sys(elf, "attributes.senses.ranges.darkvision")).toBe(60);
    // Stored on the race item as an integer (dnd5e's senses are integer fields).
    expect(at(raceItem(elf)!.toObject(), "system.senses.ranges.darkvision")).toBe(60);
    // dnd5e 6 stores the speeds under `speeds` (and never the old keys); dnd5e 5.3 at the top.
    const movement = at(raceItem(elf)!.toObject(), "system.movement") as Obj;
    if (world.stack.features.movementSpeeds) {
      expect(movement).toMatchObject({ speeds: { walk: "30" }, units: "ft" });
      expect(movement).not.toHaveProperty("walk");
    } else expect(movement).toMatchObject({ walk: "30", units: "ft" });
    const dwarf = await character(world, "Dvalinn");
    world.dialogs.answer({ form: FORM_ANSWERS["hill-dwarf"] });
    await createFromPack(world, dwarf, "hill-dwarf");
    expect(sys(dwarf, "attributes.movement.walk")).toBe(25);
  });

  it("a feet world's black dragonborn breathes a 5 × 30 ft line, a gold one a 15 ft cone", async () => {
    world = dropWorld({ metric: false });
    for (const [ancestry, template] of [
      ["black", { type: "line", size: "30", width: "5", units: "ft" }],
      ["gold", { type: "cone", size: "15", units: "ft" }],
    ] as const) {
      const actor = await character(world, ancestry);
      world.dialogs.answer({ form: { ancestry } });
      await createFromPack(world, actor, "dragonborn");
      const breath = granted(actor).find((i) => kyn(i)["featureKey"] === "breathWeapon")!;
      expect(
        at(Object.values(at(breath.toObject(), "system.activities") as Obj)[0], "target.template"),
      ).toMatchObject(template);
    }
  });

  it("the GM can force metres in a feet world, or feet in a metre world", async () => {
    for (const [metric, forced, walk, units] of [
      [false, "m", 9, "m"],
      [true, "ft", 30, "ft"],
    ] as const) {
      world = dropWorld({ metric });
      await world.game.settings.set("kynthaettir", "lengthUnits", forced);
      const actor = await character(world);
      await createFromPack(world, actor, "half-orc");
      expect(sys(actor, "attributes.movement.walk")).toBe(walk);
      expect(sys(actor, "attributes.movement.units")).toBe(units);
      world.uninstall();
    }
  });
});

onEachStack("players and GMs", () => {
  it("a player who owns the character adds a race without a GM connected", async () => {
    world = dropWorld({ metric: true, gmConnected: false });
    const player = world.users.find((u) => !u.isGM)!;
    const actor = await world.createActor({
      name: "Leikmaður",
      type: "character",
      ownership: { default: 0, [player.id]: 3 },
    });
    world.setUser(player);
    world.ops.reset();
    world.dialogs.answer({ form: { ancestry: "green" } });
    await dropOnSheet(world, actor, raceUuidOf("dragonborn"));
    expect(raceItem(actor)!.name).toBe("Fáfnisniðjar");
    expect(set(sys(actor, "traits.dr.value"))).toEqual(["poison"]);
    expect(world.ops.log.every((e) => e.userId === player.id)).toBe(true);
    expect(world.ops.count()).toBe(2);
  });

  it("a player's drop on someone else's character is not taken by the sheet: nothing changes", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world, "Annarra");
    world.setUser("player");
    const before = sourceSnapshot(actor);
    const outcome = await dropOnSheet(world, actor, raceUuidOf("human"));
    expect(outcome.sheetTakesDrop).toBe(false);
    expect(sourceSnapshot(actor)).toEqual(before);
    expect(world.dialogs.shown).toEqual([]);
    expect(world.notifications).toEqual([]);
  });

  it("a player's macro adding a race to someone else's character is told why nothing happened", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world, "Annarra");
    world.setUser("player");
    const before = sourceSnapshot(actor);
    const item = await createApi().addRace(actor as unknown as Actor5e, "human", { choices: CHOICES.human });
    await settle(world);
    expect(item).toBeNull();
    expect(sourceSnapshot(actor)).toEqual(before);
    expect(world.ops.count()).toBe(0);
    expect(messages(world, "warning")).toEqual([L("Drop.NoPermission", { actor: "Annarra" })]);
  });

  it("the GM adds a race to a player's character; the dialog opens for the GM only", async () => {
    world = dropWorld({ metric: true });
    const player = world.users.find((u) => !u.isGM)!;
    const actor = await world.createActor({
      name: "Hennar",
      type: "character",
      ownership: { default: 0, [player.id]: 3 },
    });
    world.dialogs.answer({ form: FORM_ANSWERS.human });
    await addRace(actor as unknown as Actor5e, "human");
    await settle(world);
    expect(raceItem(actor)!.name).toBe("Mannfólk");
    expect(world.dialogs.shown).toHaveLength(1);
  });
});

onEachStack("the API for macros and other modules", () => {
  it("adds a race with given answers and no dialog, and removes it again", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const before = sourceSnapshot(actor);
    const api = createApi();
    const item = await api.addRace(actor as unknown as Actor5e, "half-elf", { choices: CHOICES["half-elf"] });
    await settle(world);
    expect(item?.name).toBe("Hálfálfar");
    expect(world.dialogs.shown).toHaveLength(0);
    expect(sys(actor, "abilities.str.value")).toBe(11);
    expect(world.ops.count()).toBe(2);
    expect(await api.removeRace(actor as unknown as Actor5e)).toBe(item!.id);
    await settle(world);
    expect(sourceSnapshot(actor)).toEqual(before);
  });

  it("refuses invalid answers from a script with the same notice, creating nothing", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const item = await createApi().addRace(actor as unknown as Actor5e, "hill-dwarf", {
      choices: { tool: "tinker" as "smith" },
    });
    expect(item).toBeNull();
    expect(raceItem(actor)).toBeUndefined();
    expect(messages(world, "warning")).toEqual([
      L("Drop.InvalidChoices", { problems: L("Choice.tool.Invalid") }),
    ]);
  });

  it("when kynthaettir.raceApplied fires, the character already shows the race (dnd5e's details.race)", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    // In Foundry every write is a round trip to the server: dnd5e's un-awaited details.race
    // update lands after the create has returned (the harness would apply it at once).
    const update = actor.update.bind(actor);
    actor.update = async (...args: Parameters<Actor["update"]>) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return update(...args);
    };
    const seen: unknown[] = [];
    world.hooks.on("kynthaettir.raceApplied", ((a: Actor, item: Item) =>
      seen.push(sys(a, "details.race") === item ? item.name : sys(a, "details.race"))) as (
      ...args: never[]
    ) => unknown);
    world.dialogs.answer({ form: FORM_ANSWERS.human });
    await dropOnSheet(world, actor, raceUuidOf("human"));
    await createApi().addRace(actor as unknown as Actor5e, "half-orc", { replace: true });
    await settle(world);
    expect(seen).toEqual(["Mannfólk", "Hálforkar"]);
  });

  it("announces kynthaettir.raceApplied and kynthaettir.raceRemoved", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const seen: string[] = [];
    world.hooks.on("kynthaettir.raceApplied", ((_a: unknown, item: Item) =>
      seen.push(`applied ${item.name}`)) as (...args: never[]) => unknown);
    world.hooks.on("kynthaettir.raceRemoved", ((_a: unknown, id: string) => seen.push(`removed ${id}`)) as (
      ...args: never[]
    ) => unknown);
    await createFromPack(world, actor, "lightfoot");
    await removeRace(actor as unknown as Actor5e);
    expect(seen).toEqual(["applied Léttfetar", "removed lightfoot"]);
  });
});

onEachStack("where a race cannot go", () => {
  it.each(["vehicle", "group", "encounter"])(
    "a race dropped on a %s sheet gets an Icelandic notice and changes nothing",
    async (type) => {
      world = dropWorld({ metric: true });
      const actor = await world.createActor({ name: "Farartæki", type });
      world.ops.reset();
      const outcome = await dropOnSheet(world, actor, raceUuidOf("human"));
      expect(outcome.stoppedByHook).toBe(true);
      expect(world.ops.count()).toBe(0);
      expect(messages(world, "warning")).toEqual([L("Drop.NotCreature", { actor: "Farartæki" })]);
    },
  );

  it("a script that creates our race on a vehicle is refused the same way", async () => {
    world = dropWorld({ metric: true });
    const actor = await world.createActor({ name: "Vagn", type: "vehicle" });
    world.ops.reset();
    const item = await packRace(world, "human");
    await actor.createEmbeddedDocuments("Item", [item.toObject()]);
    await settle(world);
    expect([...actor.items]).toEqual([]);
    expect(world.ops.count()).toBe(0);
    expect(messages(world, "warning")).toHaveLength(1);
  });

  it("a race dropped onto an item sheet is refused with a notice", async () => {
    world = dropWorld({ metric: true });
    const item = await world.createItem({ name: "Bakpoki", type: "container" });
    const allowed = world.hooks.call(
      "dnd5e.dropItemSheetData",
      item,
      {},
      { type: "Item", uuid: raceUuidOf("human") },
    );
    expect(allowed).toBe(false);
    expect(messages(world, "warning")).toEqual([L("Drop.ItemTarget")]);
  });

  it("an unsupported dnd5e version gets a notice, and the race is not created", async () => {
    world = dropWorld({ metric: true, systemVersion: "5.2.4" });
    const actor = await character(world);
    await createFromPack(world, actor, "human");
    expect(raceItem(actor)).toBeUndefined();
    expect(messages(world, "warning")).toEqual([L("Drop.Unsupported")]);
  });

  it("in a world of another game system, our race is refused with the module's notice", async () => {
    world = dropWorld({ metric: true, system: "pf2e" });
    const actor = await world.createActor({ name: "Aría", type: "character" });
    world.ops.reset();
    const outcome = await dropOnSheet(world, actor, raceUuidOf("human"));
    expect(outcome.stoppedByHook).toBe(true);
    expect(world.ops.count()).toBe(0);
    expect(messages(world, "warning")).toEqual([L("Notify.WrongSystem")]);
  });

  it("importing the race into the world's Items directory is left alone", async () => {
    world = dropWorld({ metric: true });
    const pack = world.packs.get("kynthaettir.races")!;
    await pack.importDocument(RACE_DOC_IDS.human);
    expect(world.items.contents.map((i) => i.name)).toEqual(["Mannfólk"]);
    expect(world.dialogs.shown).toHaveLength(0);
  });
});

it("an English client's language choice shows dnd5e's language names, not their ids", async () => {
  world = dropWorld({ metric: true, lang: "en" });
  const actor = await character(world);
  world.dialogs.answer({ form: FORM_ANSWERS["high-elf"] });
  await createFromPack(world, actor, "high-elf");
  const dialog = world.dialogs.last!;
  expect(dialog.content).toMatch(/value="giant"[^>]*>\s*Giant\s*</);
  expect(dialog.content).toMatch(/value="dwarvish"[^>]*>\s*Dwarvish\s*</);
});
