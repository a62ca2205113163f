/**
 * The drop flow tried with odd input and at the same time as other clients: every bad argument is
 * an Icelandic notice and nothing written (never a thrown TypeError); one race flow per actor at a
 * time; a race changed or deleted by another client while the dialog was open stops the flow; a
 * drop on a group's member row reaches the member; "Breyta vali" writes the whole answers object;
 * a race the player may only look at stays where it was; "Breyta vali" on two clients at once, or
 * on a character deleted meanwhile, and the player's own edits to a choice that did not change.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, Item, World } from "../harness";
import { addRace } from "../../src/race/add";
import { species24Uuid } from "../../src/content/ids";
import { changeRaceChoices, rechoose } from "../../src/race/change";
import { removeRace } from "../../src/race/remove";
import { trackDrops } from "../../src/foundry/dnd5e";
import { CONFIGURED } from "../../src/race/operations";
import { CompendiumCollection, moveIntoActorPack } from "../harness/packs";
import {
  CHOICES,
  character,
  createFromPack,
  dropOnSheet,
  dropWorld,
  FORM_ANSWERS,
  onEachStack,
  packRace,
  settle,
  sourceSnapshot,
} from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const races = (actor: Actor): string[] =>
  [...actor.items].filter((i) => i.type === "race").map((i) => i.name);
const notices = (): { type: string; message: string }[] =>
  world.notifications.map((n) => ({ type: n.type, message: n.message }));
const L = (key: string, data?: Record<string, string>): string => {
  const full = `KYNTHAETTIR.${key}`;
  const text = data ? world.game.i18n.format(full, data) : world.game.i18n.localize(full);
  if (text.startsWith("KYNTHAETTIR.")) throw new Error(`missing i18n key ${key}`);
  return text;
};
const api = {
  addRace: (actor: unknown, race: unknown, options?: unknown) => addRace(actor, race, options),
  removeRace: (actor: unknown) => removeRace(actor),
  changeRaceChoices: (item: unknown) => changeRaceChoices(item),
};

async function dwarf(): Promise<Actor> {
  world = dropWorld({ metric: true });
  const actor = await character(world);
  await api.addRace(actor, "hill-dwarf", { choices: { tool: "smith" } });
  await settle(world);
  world.notifications.length = 0;
  world.ops.reset();
  return actor;
}

onEachStack("bad arguments from a script", () => {
  it.each([["no"], [1], ["yes"], [{}], [null]])(
    "replace: %j is refused with a notice; the dwarf stays",
    async (replace) => {
      const actor = await dwarf();
      const before = sourceSnapshot(actor, { deep: true });
      expect(await api.addRace(actor, "high-elf", { replace })).toBeNull();
      await settle(world);
      expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
      expect(world.ops.count()).toBe(0);
      expect(world.dialogs.shown).toHaveLength(0);
      expect(notices()).toEqual([{ type: "warning", message: L("Api.BadReplace") }]);
    },
  );

  it("no actor, a number for the race, an unknown race or options that are not an object: a notice each, nothing thrown", async () => {
    const actor = await dwarf();
    const before = sourceSnapshot(actor, { deep: true });
    expect(await api.addRace(null, "human")).toBeNull();
    expect(await api.addRace({ name: "not an actor" }, "human")).toBeNull();
    expect(await api.addRace(actor, 42)).toBeNull();
    expect(await api.addRace(actor, "dwarf-lord")).toBeNull();
    expect(await api.addRace(actor, "human", 5)).toBeNull();
    expect(await api.addRace(actor, "human", { choices: "orc" })).toBeNull();
    expect(await api.removeRace(null)).toBeNull();
    expect(await api.removeRace("Aría")).toBeNull();
    expect(await api.changeRaceChoices(null)).toBe(false);
    expect(await api.changeRaceChoices(actor)).toBe(false);
    await settle(world);
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
    expect(notices().map((n) => n.message)).toEqual([
      L("Api.NotActor"),
      L("Api.NotActor"),
      L("Drop.UnknownRace"),
      L("Drop.UnknownRace"),
      L("Api.BadOptions"),
      L("Api.BadChoices"),
      L("Api.NotActor"),
      L("Api.NotActor"),
      L("Drop.NotOurRace"),
      L("Drop.NotOurRace"),
    ]);
  });

  it("quiet: true replaces the dwarf without the 'race applied' notice; quiet: \"yes\" is refused and the dwarf stays", async () => {
    const actor = await dwarf();
    expect(
      await api.addRace(actor, "human", { replace: true, quiet: "yes", choices: CHOICES.human }),
    ).toBeNull();
    await settle(world);
    expect(races(actor)).toEqual(["Hæðadvergar"]);
    expect(notices()).toEqual([{ type: "warning", message: L("Api.BadOptions") }]);
    world.notifications.length = 0;
    expect(
      await api.addRace(actor, "human", { replace: true, quiet: true, choices: CHOICES.human }),
    ).not.toBeNull();
    await settle(world);
    expect(races(actor)).toEqual(["Mannfólk"]);
    expect(notices()).toEqual([]);
  });

  it("without quiet the same replacement says so", async () => {
    const actor = await dwarf();
    expect(await api.addRace(actor, "human", { replace: true, choices: CHOICES.human })).not.toBeNull();
    await settle(world);
    expect(notices().map((n) => n.message)).toContain(
      L("Drop.Replaced", { race: "Mannfólk", actor: actor.name, old: "Hæðadvergar" }),
    );
  });

  it("null options mean none: the question is asked as usual", async () => {
    const actor = await dwarf();
    world.dialogs.answer(false);
    expect(await api.addRace(actor, "human", null)).toBeNull();
    expect(world.dialogs.shown).toHaveLength(1);
    expect(races(actor)).toEqual(["Hæðadvergar"]);
  });

  it("a half-elf's answers of the wrong type are refused with the Icelandic reasons, and nothing is written", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const before = sourceSnapshot(actor, { deep: true });
    const result = await api.addRace(actor, "half-elf", {
      choices: { abilities: "str", skills: [1, 2], language: ["orc"] },
    });
    await settle(world);
    expect(result).toBeNull();
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
    expect(notices()).toEqual([
      {
        type: "warning",
        message: L("Drop.InvalidChoices", {
          problems: [
            L("Choice.abilities.Invalid"),
            L("Choice.skills.Invalid"),
            L("Choice.language.Invalid"),
          ].join(" "),
        }),
      },
    ]);
  });

  it.each([
    ["a 2024 human's origin feat without dnd5e's feats24 compendium", "dnd5e.feats24", "originFeat"],
    ["a high elf's cantrip without dnd5e's spell compendium", "dnd5e.spells", "cantrip"],
  ])(
    "%s: a script's answer naming any item is refused, and nothing is written",
    async (_label, pack, kind) => {
      world = dropWorld({ metric: true, rulesVersion: "modern" });
      const anyItem = world.packs.get("dnd5e.spells")!.index.contents[0]!.uuid;
      world.packs.delete(pack);
      const actor = await character(world);
      const before = sourceSnapshot(actor, { deep: true });
      const [race, choices] =
        kind === "originFeat"
          ? [species24Uuid("human"), { skillful: "ath", speciesSize: "med", originFeat: anyItem }]
          : ["high-elf", { ...CHOICES["high-elf"], cantrip: anyItem }];
      expect(await api.addRace(actor, race, { choices })).toBeNull();
      await settle(world);
      expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
      // Without feats24 the human's drop also says the feat cannot be granted; the refusal comes last.
      expect(notices().at(-1)).toEqual({
        type: "warning",
        message: L("Drop.InvalidChoices", { problems: L(`Choice.${kind}.Invalid`) }),
      });
    },
  );

  it("a character in a locked compendium is refused before any dialog, with a notice; unlocked, the race is added", async () => {
    world = dropWorld({ metric: true });
    const { pack, stored: found } = await moveIntoActorPack(world.packs, await character(world, "Geymd"));
    const stored = found as unknown as Actor;
    expect(await api.addRace(stored, "hill-dwarf", { choices: { tool: "smith" } })).toBeNull();
    await settle(world);
    expect(races(stored)).toEqual([]);
    expect(world.dialogs.shown).toHaveLength(0);
    expect(notices()).toEqual([{ type: "warning", message: L("Drop.LockedPack", { actor: "Geymd" }) }]);
    pack.locked = false;
    world.notifications.length = 0;
    await api.addRace(stored, "hill-dwarf", { choices: { tool: "smith" } });
    await settle(world);
    expect(races(stored)).toEqual(["Hæðadvergar"]);
  });
});

onEachStack("two flows at once", () => {
  it("a second drop on an NPC while the first dialog is open is told to wait; the NPC gets one race", async () => {
    world = dropWorld({ metric: true });
    const npc = await character(world, "Skuggi", 1, "npc");
    let second: Promise<void> | null = null;
    world.dialogs.answer((dialog) => {
      // While the first dialog is open, another drop of the same race lands on the same NPC.
      second = createFromPack(world, npc, "dragonborn");
      return { form: { ancestry: "red" }, dialog };
    });
    await createFromPack(world, npc, "dragonborn");
    await second;
    await settle(world);
    expect(races(npc)).toEqual(["Fáfnisniðjar"]);
    expect(
      [...npc.items].filter(
        (i) => (i.flags["kynthaettir"] as Obj | undefined)?.["grantKey"] === "breathWeapon",
      ),
    ).toHaveLength(1);
    expect(notices().map((n) => n.message)).toContain(L("Drop.Busy", { actor: "Skuggi" }));
  });

  it("a race another client deletes while the replace dialog is open stops the flow: nothing is written", async () => {
    const actor = await dwarf();
    const old = [...actor.items].find((i) => i.type === "race") as Item;
    world.dialogs.answer(true, () => {
      // Another client (the GM) deletes the dwarf race while this user is choosing.
      void world.asUser("gm", () => old.delete());
      return { form: FORM_ANSWERS["high-elf"] };
    });
    await api.addRace(actor, "high-elf");
    await settle(world);
    expect(races(actor)).toEqual([]);
    expect([...actor.items].map((i) => i.type)).toEqual(["class"]);
    expect(notices().map((n) => n.message)).toContain(L("Drop.RaceChanged", { actor: "Aría" }));
  });

  it("a race another client adds while the dialog is open stops the flow: the NPC keeps that one race", async () => {
    world = dropWorld({ metric: true });
    const npc = await character(world, "Skuggi", 1, "npc");
    const human = (await packRace(world, "human")).toObject();
    world.dialogs.answer(() => {
      // Another client's module creates a human on the NPC meanwhile (configured, as its flow does).
      void world.asUser("gm", () => npc.createEmbeddedDocuments("Item", [human], { ...CONFIGURED }));
      return { form: { ancestry: "red" } };
    });
    await createFromPack(world, npc, "dragonborn");
    await settle(world);
    expect(races(npc)).toEqual(["Mannfólk"]);
    expect(notices().map((n) => n.message)).toContain(L("Drop.RaceChanged", { actor: "Skuggi" }));
  });
});

onEachStack('"Breyta vali" at the same time as another client', () => {
  /** A half-elf (language dwarvish) on a character the player owns, as the player's client. */
  async function playersHalfElf(): Promise<{ actor: Actor; race: Item }> {
    world = dropWorld({ metric: true, user: "player" });
    const player = world.users.find((u) => u.name === "Player")!;
    const actor = await world.asUser("gm", () => character(world));
    await world.asUser("gm", () => actor.update({ ownership: { default: 0, [player.id]: 3 } }));
    await api.addRace(actor, "half-elf", { choices: CHOICES["half-elf"] });
    await settle(world);
    world.notifications.length = 0;
    return { actor, race: [...actor.items].find((i) => i.type === "race") as Item };
  }

  it("the GM changes the language while the player's dialog is open: the GM's language stays, the player's late answer changes nothing and the player is told", async () => {
    const { race } = await playersHalfElf();
    const before = (race.flags["kynthaettir"] as { answers: { skills: string[] } }).answers.skills;
    world.dialogs.answer(async () => {
      // The GM's change lands in full before the player presses the button.
      await world.asUser("gm", () =>
        rechoose(race as unknown as Item5e, { answers: { language: "orc" }, quiet: true }),
      );
      return { form: { ...FORM_ANSWERS["half-elf"], "skills-1": "acr", "skills-2": "prc" } };
    });
    expect(await api.changeRaceChoices(race)).toBe(false);
    await settle(world);
    const answers = (race.flags["kynthaettir"] as { answers: { language: string; skills: string[] } })
      .answers;
    expect(answers.language).toBe("orc");
    expect(answers.skills).toEqual(before);
    const given = (kind: string): string =>
      JSON.stringify(
        [...race.effects].find((e) => (e.flags["kynthaettir"] as Obj)["choice"] === kind)!.toObject(),
      );
    expect(given("language")).toContain(`"orc"`);
    for (const skill of before) expect(given("skills")).toContain(`skills.${skill}.`);
    expect(notices()).toEqual([{ type: "warning", message: L("Drop.RaceChanged", { actor: "Aría" }) }]);
  });

  it("the GM deletes the character while the player's dialog is open: one clear notice, no error", async () => {
    const { actor, race } = await playersHalfElf();
    world.dialogs.answer(() => {
      void world.asUser("gm", () => actor.delete());
      return { form: { ...FORM_ANSWERS["half-elf"], language: "giant" } };
    });
    expect(await api.changeRaceChoices(race)).toBe(false);
    await settle(world);
    expect(notices()).toEqual([{ type: "warning", message: L("Drop.RaceChanged", { actor: "Aría" }) }]);
  });
});

onEachStack('"Breyta vali" keeps what the player made of an unchanged choice', () => {
  const skillsEffect = (race: Item) =>
    [...race.effects].find((e) => (e.flags["kynthaettir"] as Obj | undefined)?.["choice"] === "skills")!;
  /** A half-elf's race item, on a character in a metric world. */
  async function halfElfRace(): Promise<Item> {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    await api.addRace(actor, "half-elf", { choices: CHOICES["half-elf"] });
    await settle(world);
    return [...actor.items].find((i) => i.type === "race") as Item;
  }

  it("a half-elf whose skills effect the player renamed and turned off changes only the language: the effect stays as the player left it", async () => {
    const race = await halfElfRace();
    await skillsEffect(race).update({ disabled: true, name: "Mín fjölhæfni" });
    const kept = skillsEffect(race).toObject() as Obj;
    world.dialogs.answer({ form: { ...FORM_ANSWERS["half-elf"], language: "giant" } });
    expect(await api.changeRaceChoices(race)).toBe(true);
    await settle(world);
    expect((race.flags["kynthaettir"] as { answers: Obj }).answers["language"]).toBe("giant");
    const { _stats: _after, ...now } = skillsEffect(race).toObject() as Obj;
    const { _stats: _before, ...was } = kept;
    expect(now).toEqual(was);
    expect(now).toMatchObject({ name: "Mín fjölhæfni", disabled: true });
  });

  it("the settings' batch for a new increase rule leaves the skills effect the player turned off as it is", async () => {
    const race = await halfElfRace();
    await skillsEffect(race).update({ disabled: true });
    await world.game.settings.set("kynthaettir", "asiMode", "none");
    await rechoose(race as unknown as Item5e, { keep: true, quiet: true });
    await settle(world);
    expect((race.flags["kynthaettir"] as { asiMode: string }).asiMode).toBe("none");
    expect(skillsEffect(race).disabled).toBe(true);
  });
});

onEachStack("where a race lands", () => {
  it("a race dropped on a member row of dnd5e's group sheet reaches that member", async () => {
    world = dropWorld({ metric: true });
    const member = await character(world, "Hrafn");
    const group = await world.createActor({
      name: "Flokkurinn",
      type: "group",
      system: { members: [{ actor: member.id }] },
    });
    // The drop event lands on the member's row: dnd5e's GroupActorSheet finds it by `[data-uuid]`.
    const listeners: ((event: { target: unknown }) => void)[] = [];
    const doc = {
      addEventListener: (_type: string, fn: (event: { target: unknown }) => void) => listeners.push(fn),
    };
    Object.defineProperty(globalThis, "document", { value: doc, configurable: true, writable: true });
    try {
      trackDrops();
      const row = {
        closest: (selector: string) =>
          selector === "[data-uuid]" ? { dataset: { uuid: member.uuid } } : null,
      };
      for (const fn of listeners) fn({ target: row });
      world.dialogs.answer({ form: FORM_ANSWERS["human"] });
      const outcome = await dropOnSheet(world, group, "Compendium.kynthaettir.races.Item.kynRaceHuman0000");
      expect(outcome.stoppedByHook).toBe(true);
    } finally {
      Reflect.deleteProperty(globalThis, "document");
    }
    await settle(world);
    expect(races(member)).toEqual(["Mannfólk"]);
    expect(races(group)).toEqual([]);
  });

  it("a player who shift-drags a race they may only look at keeps it where it was and gets the race, with no error", async () => {
    world = dropWorld({ metric: true, user: "player" });
    const player = world.users.find((u) => u.name === "Player")!;
    const mine = await world.asUser("gm", () =>
      world.createActor({ name: "Mín", type: "character", ownership: { default: 0, [player.id]: 3 } }),
    );
    const theirs = await world.asUser("gm", () =>
      world.createActor({ name: "Þeirra", type: "character", ownership: { default: 0, [player.id]: 2 } }),
    );
    await world.asUser("gm", () => addRace(theirs, "human", { choices: { language: "orc" } }));
    await settle(world);
    const source = [...theirs.items].find((i) => i.type === "race") as Item;
    world.notifications.length = 0;
    world.dialogs.answer({ form: { language: "giant" } });
    await dropOnSheet(world, mine, source.uuid, { key: "dragMove" });
    await settle(world);
    expect(races(mine)).toEqual(["Mannfólk"]);
    expect(races(theirs)).toEqual(["Mannfólk"]);
    expect(notices().filter((n) => n.type !== "info")).toEqual([]);
  });
});

onEachStack('"Breyta vali" rewrites the whole answers object', () => {
  it("an answer that no longer belongs to the race does not survive a change, deleted with no deprecation warning", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    await api.addRace(actor, "human", { choices: { language: "orc" } });
    await settle(world);
    const race = [...actor.items].find((i) => i.type === "race") as Item;
    // A stale answer left by an older version of the race.
    await race.update({ "flags.kynthaettir.answers.cantrip": "Compendium.dnd5e.spells.Item.x" });
    world.dialogs.answer({ form: { language: "giant" } });
    world.deprecations.reset();
    expect(await api.changeRaceChoices(race)).toBe(true);
    await settle(world);
    expect((race.flags["kynthaettir"] as Obj)["answers"]).toEqual({ asi: null, language: "giant" });
    // Deleted by the stack's own operator: V14's deprecated `-=key` would log (dnd5e 5.3.3 hides it).
    expect([...world.deprecations.records, ...world.deprecations.suppressed]).toEqual([]);
  });
});

onEachStack("names in notices", () => {
  it("a character's name with & and < reads in the notice exactly as the player typed it", async () => {
    world = dropWorld({ lang: "is" });
    const name = "Tom & <Jerry> „Þór“";
    const actor = await character(world, name);
    world.notifications.length = 0;
    expect(await api.removeRace(actor)).toBeNull();
    expect(notices()).toEqual([{ type: "info", message: L("Drop.NoRace", { actor: name }) }]);
    expect(world.notifications[0]!.html).toContain("Tom &amp; &lt;Jerry&gt;");
  });
});

onEachStack("a chosen item gone mid-flow", () => {
  it("a cantrip deleted from dnd5e's compendium while the high elf's dialog is open: one notice, nothing written", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const before = sourceSnapshot(actor, { deep: true });
    const chosen = FORM_ANSWERS["high-elf"]["cantrip"]!;
    world.dialogs.answer(() => {
      // The GM removes the chosen cantrip from dnd5e's spell compendium while the player chooses.
      const pack = world.packs.get("dnd5e.spells")!;
      const kept = pack.index.contents
        .map((entry) => pack.getSource(entry._id)!)
        .filter((source) => !chosen.endsWith(`.${String(source["_id"])}`));
      world.packs.set(pack.collection, new CompendiumCollection(pack.metadata, kept));
      return { form: FORM_ANSWERS["high-elf"] };
    });
    await createFromPack(world, actor, "high-elf");
    await settle(world);
    expect(notices()).toEqual([{ type: "warning", message: L("Drop.ChosenItemMissing") }]);
    expect(races(actor)).toEqual([]);
    expect(sourceSnapshot(actor, { deep: true })).toEqual(before);
  });
});
