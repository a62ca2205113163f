/**
 * The API's promise, for every exported function: bad input — nothing, null, numbers, unknown ids,
 * "__proto__", the wrong kind of object, an object or Proxy that throws when read, a deleted
 * document — gets exactly one Icelandic notice and
 * null (false for changeRaceChoices), never an exception and never a logged error, and nothing is
 * written. Table-driven: each function with each bad argument in each position it takes.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Actor, Item, World } from "../harness";
import { createApi, type KynthaettirApi } from "../../src/api";
import { STACKS } from "../harness";
import { CHOICES, character, createFromPack, dropWorld, FORM_ANSWERS, settle } from "../race/support";
import { placeTokenAt } from "../harness/scene";

let world: World | undefined;
afterEach(() => {
  world?.uninstall();
  world = undefined;
  vi.restoreAllMocks();
});

interface Documents {
  readonly hero: Actor;
  readonly deletedActor: Actor;
  readonly deletedRace: Item;
  readonly deletedToken: unknown;
}

async function documents(w: World): Promise<Documents> {
  const hero = await character(w, "Hetja");
  const doomed = await character(w, "Feigur");
  w.dialogs.answer({ form: FORM_ANSWERS.human });
  await createFromPack(w, doomed, "human");
  const deletedRace = doomed.items.find((i) => i.type === "race")!;
  const ghost = await character(w, "Draugur");
  const token = await placeTokenAt(w, ghost, 150, 150);
  await token.document.delete();
  await doomed.delete();
  const deletedActor = await character(w, "Horfinn");
  await deletedActor.delete();
  await settle(w);
  return { hero, deletedActor, deletedRace, deletedToken: token };
}

/** A careless or hostile script's arguments: reading anything of them throws. */
const THROWING_GETTERS = Object.defineProperties(
  {},
  Object.fromEntries(
    ["documentName", "actor", "token", "ancestry", "replace", "quiet", "choices", "document"].map((k) => [
      k,
      {
        enumerable: true,
        get(): never {
          throw new Error(`${k} is not for you`);
        },
      },
    ]),
  ),
);
const HOSTILE_PROXY = new Proxy(
  {},
  Object.fromEntries(
    ["get", "has", "ownKeys", "getPrototypeOf", "getOwnPropertyDescriptor"].map((trap) => [
      trap,
      (): never => {
        throw new Error(`${trap} trap`);
      },
    ]),
  ),
);

/** The bad arguments every function meets, by name. */
function badValues(d: Documents): [string, unknown][] {
  return [
    ["undefined", undefined],
    ["null", null],
    ["0", 0],
    ["42", 42],
    ["NaN", Number.NaN],
    ['"purple"', "purple"],
    ['"elf"', "elf"],
    ['"__proto__"', "__proto__"],
    ["[]", []],
    ["an object whose getters throw", THROWING_GETTERS],
    ["a Proxy whose every trap throws", HOSTILE_PROXY],
    ["a deleted actor", d.deletedActor],
    ["a race item of a deleted actor", d.deletedRace],
  ];
}

type Call = (api: KynthaettirApi, bad: unknown, d: Documents) => unknown;

/** Each function, with the bad value in each position; what it answers with; values it may take. */
const CALLS: [string, Call, null | false, string[]][] = [
  ["getAncestry(x)", (api, x) => api.getAncestry(x as never), null, []],
  ["raceUuid(x)", (api, x) => api.raceUuid(x as never), null, []],
  ["rules.breathDiceCount(x)", (api, x) => api.rules.breathDiceCount(x as never), null, ["0", "42"]],
  ["rules.breathFormula(x)", (api, x) => api.rules.breathFormula(x as never), null, ["0", "42"]],
  ["rules.breath24Formula(x)", (api, x) => api.rules.breath24Formula(x as never), null, ["0", "42"]],
  ["rules.breathSaveDC(x, 2)", (api, x) => api.rules.breathSaveDC(x as never, 2), null, ["0", "42"]],
  ["rules.breathSaveDC(2, x)", (api, x) => api.rules.breathSaveDC(2, x as never), null, ["0", "42"]],
  ["rules.breathArea(x, 'm')", (api, x) => api.rules.breathArea(x as never, "m"), null, []],
  ["rules.breathArea('cone', x)", (api, x) => api.rules.breathArea("cone", x as never), null, []],
  [
    "rules.convertLength(x, 'ft', 'm')",
    (api, x) => api.rules.convertLength(x as never, "ft", "m"),
    null,
    ["0", "42"],
  ],
  ["rules.convertLength(5, x, 'm')", (api, x) => api.rules.convertLength(5, x as never, "m"), null, []],
  ["rules.convertLength(5, 'ft', x)", (api, x) => api.rules.convertLength(5, "ft", x as never), null, []],
  // No options (undefined or null) is no bad input; the user's character is then the breather, and
  // without one the notice says so (one notice, null).
  ["breathWeapon(x)", (api, x) => api.breathWeapon(x as never), null, []],
  ["breathWeapon({ actor: x })", (api, x) => api.breathWeapon({ actor: x } as never), null, []],
  ["breathWeapon({ token: x })", (api, x) => api.breathWeapon({ token: x } as never), null, []],
  [
    "breathWeapon({ actor, ancestry: x })",
    (api, x, d) => api.breathWeapon({ actor: d.hero, ancestry: x } as never),
    null,
    ["undefined"],
  ],
  ["addRace(x, 'human')", (api, x) => api.addRace(x as never, "human"), null, []],
  ["addRace(actor, x)", (api, x, d) => api.addRace(d.hero as never, x as never), null, []],
  [
    "addRace(actor, 'human', x)",
    (api, x, d) => api.addRace(d.hero as never, "human", x as never),
    null,
    ["undefined", "null"],
  ],
  [
    "addRace(actor, 'human', { choices: x })",
    (api, x, d) => api.addRace(d.hero as never, "human", { choices: x } as never),
    null,
    ["undefined"],
  ],
  ["changeRaceChoices(x)", (api, x) => api.changeRaceChoices(x as never), false, []],
  ["removeRace(x)", (api, x) => api.removeRace(x as never), null, []],
];

describe.each(STACKS)("every API function answers bad input with one notice ($name)", ({ id: stack }) => {
  it.each(CALLS)("%s", async (_name, call, fallback, takes) => {
    world = dropWorld({ stack, user: "gm" });
    const w = world;
    const api = createApi();
    const d = await documents(w);
    const errors = vi.spyOn(console, "error");
    const extra: [string, unknown][] =
      _name === "breathWeapon({ token: x })" ? [["a token of a deleted scene's", d.deletedToken]] : [];
    for (const [label, bad] of [...badValues(d), ...extra]) {
      if (takes.includes(label)) continue;
      const before = w.notifications.length;
      w.ops.reset();
      let outcome: unknown;
      let thrown: unknown = null;
      try {
        outcome = await call(api, bad, d);
      } catch (error) {
        thrown = error;
      }
      await settle(w);
      const told = w.notifications.slice(before);
      expect({ label, thrown, outcome }).toEqual({ label, thrown: null, outcome: fallback });
      expect({ label, notices: told.length }).toEqual({ label, notices: 1 });
      expect(told[0]!.message).not.toMatch(/^KYNTHAETTIR\./);
      expect({ label, writes: w.ops.total }).toEqual({ label, writes: 0 });
    }
    expect(errors).not.toHaveBeenCalled();
    expect(w.dialogs.shown).toHaveLength(1); // the doomed character's own race dialog, before the table
  });
});

describe.each(STACKS)("the API where it cannot work or must not be changed ($name)", ({ id: stack }) => {
  it("raceIds cannot be changed by a macro: the module still knows every race", async () => {
    world = dropWorld({ stack, user: "gm" });
    const api = createApi();
    const ids = api.raceIds as string[];
    expect(() => ids.splice(0, ids.length)).toThrow(TypeError);
    expect(api.raceUuid("human")).not.toBeNull();
  });

  it("our race on no character (imported into the Items directory) is told where its choices change", async () => {
    world = dropWorld({ stack, user: "gm" });
    const api = createApi();
    const pack = world.packs.get("kynthaettir.races")!;
    const imported = await pack.importDocument(pack.index.contents[0]!._id);
    expect(await api.changeRaceChoices(imported as never)).toBe(false);
    expect(world.notifications.map((n) => n.message)).toEqual([
      world.game.i18n.localize("KYNTHAETTIR.Drop.RaceNotOnActor"),
    ]);
  });
});

describe("the API in a world it cannot work in", () => {
  it.each([
    ["another game system", { system: "pf2e" }, "Notify.WrongSystem"],
    ["dnd5e older than 5.3", { systemVersion: "5.2.4" }, "Notify.OldSystem"],
  ] as const)(
    "in a world of %s, the self-check and the breath say so once and open nothing",
    async (_label, opts, key) => {
      world = dropWorld({ user: "gm", ...opts } as never);
      const api = createApi();
      const actor = await world.createActor({ name: "Aría", type: "character" });
      const text = world.game.i18n.localize(`KYNTHAETTIR.${key}`);
      world.notifications.length = 0;
      expect(await api.selfCheck()).toBeNull();
      expect(await api.breathWeapon({ actor } as never)).toBeNull();
      await settle(world);
      expect(world.notifications.map((n) => n.message)).toEqual([text, text]);
      expect(world.dialogs.shown).toHaveLength(0);
    },
  );
});

describe.each(STACKS)("options read once ($name)", ({ id: stack }) => {
  it("a half-elf's skill list whose entries throw on a second read is taken as first read: added, nothing logged", async () => {
    world = dropWorld({ stack, user: "gm", metric: true });
    const actor = await character(world, "Hálfur");
    const errors = vi.spyOn(console, "error");
    const skills = [...(CHOICES["half-elf"]["skills"] as string[])];
    const once = skills.map((skill, i) => [i, skill] as const);
    const tricky: string[] = [];
    for (const [i, skill] of once) {
      let reads = 0;
      Object.defineProperty(tricky, i, {
        enumerable: true,
        get(): string {
          if (reads++) throw new Error("read twice");
          return skill;
        },
      });
    }
    const race = await createApi().addRace(actor as never, "half-elf", {
      choices: { ...CHOICES["half-elf"], skills: tricky },
    });
    await settle(world);
    expect(race).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
