/**
 * No English dnd5e label reaches an Icelandic reader. With the client language Icelandic, loaded
 * over dnd5e's English strings as Foundry loads it (test/harness/i18n.ts: lang/is.json first,
 * dnd5e's and the module's English behind it), this renders what the module shows — the choice
 * dialog of every race (fixed and flexible increases, every option listed), the "replace the
 * race?" question, a GM's breath card and the ad-hoc breath dialog, every notice and string of
 * the module with sample data, and the pack sources (race items, features, spells, the rules
 * journal and the ancestry table) — and fails on any English label of dnd5e's (lib/english.ts)
 * found in it, listing which and where.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { STACKS, classItemData, type Actor, type World } from "../harness";
import { enableActivities } from "../harness/activity";
import { enableRests } from "../harness/rest";
import { enableActiveTokens, enableTokenDisplayNames, placeTokenAt } from "../harness/scene";
import { Localization } from "../harness/i18n";
import { RACE_IDS, MODULE_ID, type RaceId } from "../../src/content/ids";
import { createApi } from "../../src/api";
import { registerBreathSocket } from "../../src/breath";
import { BREATH_HOOKS } from "../../src/hooks/breath";
import { registerSettings } from "../../src/settings";
import { dropsSettled } from "../../src/foundry/flows";
import { featureItemSource } from "../../scripts/packs/documents";
import { createWorld } from "../harness";
import {
  FORM_ANSWERS,
  character,
  createFromPack,
  dropOnSheet,
  dropWorld,
  preselected,
  raceUuidOf,
} from "../race/support";
import { englishIn, englishLabels, visibleText } from "./lib/english";
import { MODULE_ROOT, REPO_ROOT, moduleEntries, placeholders, readLang } from "./lib/lang";

let world: World | undefined;
afterEach(() => {
  world?.uninstall();
  world = undefined;
});

/** What one rendering showed, by where it was shown. */
type Shown = [where: string, html: string][];

const findings = (shown: Shown): string[] =>
  shown.flatMap(([where, html]) => englishIn(html).map((f) => `${where}: ${f}`));

describe("the English-label scan itself", () => {
  it("knows dnd5e's English labels, the item names and the SRD cantrips", () => {
    const words = englishLabels();
    for (const w of ["Acrobatics", "Stealth", "History", "Deep Speech", "Aquan", "Thieves Cant"])
      expect(words.has(w), w).toBe(true);
    for (const w of ["Charmed", "Psychic", "Darkvision", "Medium", "Humanoid", "Artisans Tools", "Martial"])
      expect(words.has(w), w).toBe(true);
    for (const w of ["Smiths Tools", "Longsword", "Light Hammer", "Fire Bolt", "Ray of Frost", "Thaumaturgy"])
      expect(words.has(w), w).toBe(true);
  });

  it("finds them as whole words, case as dnd5e writes them, and ignores English marked lang=en", () => {
    expect(englishIn("<p>Fjölhæfni (Acrobatics, Stealth)</p>")).toEqual([
      expect.stringContaining('"Acrobatics"'),
      expect.stringContaining('"Stealth"'),
    ]);
    expect(englishIn("<li>Smith&#39;s Tools</li><li>Ray of Frost</li>")).toHaveLength(2);
    expect(englishIn("<p>Fjölhæfni (Fimleikar, Leynd)</p><p>Kastnet, Githmál, fyrir horn</p>")).toEqual([]);
    expect(englishIn('<p lang="en">Fire damage, <em>Acid</em></p><p>Eldskaði</p>')).toEqual([]);
    expect(visibleText('<option value="fire-bolt">Eldör</option>')).toBe("Eldör");
  });
});

/** Sample values for every placeholder: Icelandic names and labels, numbers and lengths. */
const SAMPLE: Readonly<Record<string, string | number>> = {
  actor: "Sigríður",
  name: "Gunnar",
  race: "Háálfar",
  old: "Hálforkar",
  item: "Eldör",
  stack: "Foundry 14.369, dnd5e 6.1.2",
  count: 2,
  n: 2,
  dc: 13,
  total: 9,
  d20: 7,
  value: 2,
  given: 1,
  max: 20,
  ability: "Lipurð",
  list: "Lipurð +1 í stað +2 (hámark 20)",
  formula: "2d6",
  width: "1,5 m",
  length: "9 m",
  damage: "Eldskaði",
  type: "Eldskaði",
  save: "lipurðarvarnarkast",
  shape: "keila",
  mode: "Sveigjanlegar",
  permission: "„Búa til svæði“ (REGION_CREATE)",
  problems: "Veldu tungumál sem persónan kann ekki þegar.",
  uuid: "Compendium.kynthaettir.race-features.Item.kynFeatBreathWpn",
  uuids: "Actor.x1, Scene.y2",
  modules: "kynthaettir, dice-so-nice",
  ids: "high-elf, hill-dwarf, dragonborn",
  increases: "Þokki +2, Styrkur +1, Viska +1",
  result: "Allt virkar eins og búist var við.",
  level: 4,
  spell: "Myrkur",
  items: "Andardráttur Fáfnis, Dvergnesk þrautseigja",
};

describe("every string and notice of the module, as an Icelandic client shows it", () => {
  const i18n = new Localization("is");
  // Every KYNTHAETTIR key the module has (en.json's, so a key missing from is.json falls back to
  // English here, as it would in Foundry, and is found).
  const keys = moduleEntries(readLang("en")).map((e) => e.key);

  it("renders with sample data for every placeholder", () => {
    const missing = moduleEntries(readLang("is")).flatMap((e) =>
      placeholders(String(e.value))
        .filter((p) => !(p in SAMPLE))
        .map((p) => `${e.key}: {${p}}`),
    );
    expect(missing).toEqual([]);
  });

  it("has no English dnd5e label", () => {
    expect(keys.length).toBeGreaterThan(150);
    const shown: Shown = keys.map((k) => [k, i18n.format(k, SAMPLE)]);
    expect(findings(shown)).toEqual([]);
  });
});

/** Each race's dialog, answered with the test answers (and the preselected increases when flexible). */
async function raceDialogs(mode: "fixed" | "flexible", race: RaceId, lang = "is"): Promise<Shown> {
  world = dropWorld({ rulesVersion: "legacy", lang });
  await world.asUser("gm", () => world!.game.settings.set(MODULE_ID, "asiMode", mode));
  const actor = await character(world);
  await actor.update({ "system.traits.languages.value": ["common"] });
  // The test answers where the dialog asks them (flexible increases fold the half-elf's own two
  // picks into the increases), the preselected values elsewhere.
  world.dialogs.answer((dialog) => ({
    form: {
      ...preselected(dialog.content),
      ...Object.fromEntries(
        Object.entries(FORM_ANSWERS[race]).filter(([k]) => dialog.fieldNames.includes(k)),
      ),
    },
  }));
  await createFromPack(world, actor, race);
  const shown: Shown = [];
  for (const d of world.dialogs.shown) {
    shown.push([`${race} dialog title`, d.title], [`${race} dialog`, d.content]);
    for (const b of d.buttons) shown.push([`${race} button ${b.action}`, String(b.label ?? "")]);
  }
  for (const n of world.notifications) shown.push([`${race} notice`, n.message]);
  // What the choices wrote on the sheet: the race's effects and every item's name.
  for (const item of actor.items) {
    shown.push([`${race} item`, item.name]);
    for (const effect of item.effects) shown.push([`${race} effect`, effect.name]);
  }
  return shown;
}

describe.each(["fixed", "flexible"] as const)("the choice dialog of every race (%s increases)", (mode) => {
  it.each(RACE_IDS)("%s: everything in Icelandic, every option listed", async (race) => {
    const shown = await raceDialogs(mode, race);
    const dialogs = world!.dialogs.shown;
    if (mode === "flexible") {
      expect(dialogs).toHaveLength(1);
      expect(dialogs[0]!.content).toContain('data-choice="asi"');
    }
    // Every option of every select: the language list is dnd5e's whole tree less what is known.
    for (const d of dialogs) {
      const options = [...d.content.matchAll(/<option value="[^"]+"[^>]*>([^<]*)<\/option>/g)].map(
        (m) => m[1]!,
      );
      expect(options.every((o) => o.trim() !== "")).toBe(true);
      if (d.content.includes('name="language"')) expect(options.length).toBeGreaterThan(20);
    }
    // The scan saw the dialog and what the answers wrote: the race's effects and its grants.
    if (dialogs.length) expect(shown.some(([w]) => w === `${race} dialog`)).toBe(true);
    expect(shown.filter(([w]) => w === `${race} effect`).map(([, t]) => t)).toContain("Stærð");
    expect(findings(shown)).toEqual([]);
  });
});

describe("the dialog scan sees English where an English client shows it", () => {
  it("the half-elf's dialog and effects in English name dnd5e's English skills and abilities", async () => {
    const found = findings(await raceDialogs("fixed", "half-elf", "en"));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^half-elf dialog: "Acrobatics"/),
        expect.stringMatching(/^half-elf effect: "History"/),
        expect.stringMatching(/^half-elf effect: "Strength"/),
      ]),
    );
  });
});

describe("the replace question", () => {
  it("names both races in Icelandic", async () => {
    world = dropWorld({ rulesVersion: "legacy" });
    const actor = await character(world);
    world.dialogs.answer({ form: FORM_ANSWERS.human });
    await createFromPack(world, actor, "human");
    world.dialogs.answer(true, { form: FORM_ANSWERS.dragonborn });
    await dropOnSheet(world, actor, raceUuidOf("dragonborn"));
    const replace = world.dialogs.shown[1]!;
    expect(visibleText(replace.content)).toContain(
      "Persónan Aría er þegar af kynþættinum Mannfólk. Viltu fjarlægja kynþáttinn Mannfólk",
    );
    expect(world.notifications.at(-1)?.message).toBe(
      "Aría: kynþátturinn Fáfnisniðjar kom í stað kynþáttarins Mannfólk.",
    );
    expect(findings(world.dialogs.shown.map((d) => [d.title, d.content]))).toEqual([]);
  });
});

/** A GM's breath on the stack: a red dragonborn's cone over a goblin, full automation. */
async function gmBreath(stack: (typeof STACKS)[number]["id"]): Promise<Shown> {
  const w = (world = createWorld({ lang: "is", stack }));
  const placements = enableActivities(w);
  enableActiveTokens();
  enableTokenDisplayNames();
  enableRests();
  registerSettings();
  const api = createApi();
  const mod = w.game.modules.get(MODULE_ID);
  if (mod) mod.api = api;
  for (const [hook, fn] of BREATH_HOOKS) w.hooks.on(hook, fn);
  for (const user of w.users) w.asUser(user, () => registerBreathSocket());
  const abilities = (con: number): Record<string, { value: number }> =>
    Object.fromEntries(
      ["str", "dex", "con", "int", "wis", "cha"].map((a) => [a, { value: a === "con" ? con : 10 }]),
    );
  const breather = await w.asUser("gm", () =>
    w.createActor({ name: "Fáfnir", type: "character", system: { abilities: abilities(14) } }),
  );
  await w.asUser("gm", () =>
    breather.createEmbeddedDocuments(
      "Item",
      [classItemData({ levels: 1 }), featureItemSource("breathWeapon", { ancestry: "red", units: "m" })],
      { keepId: true },
    ),
  );
  const npc = (name: string): Promise<Actor> =>
    w.asUser("gm", () =>
      w.createActor({
        name,
        type: "npc",
        system: { abilities: abilities(10), attributes: { hp: { value: 40, max: 40 } }, details: { cr: 1 } },
      }),
    );
  const goblin = await npc("Gobbi");
  const wyrmling = await npc("Drekaungi");
  await w.asUser("gm", () => placeTokenAt(w, breather, 550, 550));
  await w.asUser("gm", () => placeTokenAt(w, goblin, 750, 550));
  await w.asUser("gm", () => placeTokenAt(w, wyrmling, 550, 350));
  const breathe = async (actor: Actor): Promise<void> => {
    placements.place(600, 550, 0);
    await api.breathWeapon({ actor } as unknown as Parameters<typeof api.breathWeapon>[0]);
    for (let i = 0; i < 3; i++) {
      for (const user of w.users) await w.asUser(user, () => dropsSettled());
      await w.settle();
    }
  };
  await breathe(breather);
  // The ad-hoc breath: a creature without the feature, its ancestry picked in the dialog.
  w.dialogs.answer({ button: "breathe", form: { ancestry: "black" } });
  await breathe(wyrmling);
  const cards = w.chat.filter((m) => (m.flags[MODULE_ID] as Record<string, unknown> | undefined)?.["breath"]);
  expect(cards).toHaveLength(2);
  return [
    ...cards.map((m, i): [string, string] => [`breath card ${i + 1}`, m.content]),
    ...w
      .renderedChat("Gamemaster")
      .map((r, i): [string, string] => [`rendered card ${i + 1}`, r.element.innerHTML]),
    ...w.dialogs.shown.flatMap((d): [string, string][] => [
      ["ad-hoc dialog title", d.title],
      ["ad-hoc dialog", d.content],
    ]),
    ...w.notifications.map((n): [string, string] => ["notice", n.message]),
  ];
}

describe.each(STACKS)("a GM's breath card and the ad-hoc breath dialog ($name)", ({ id }) => {
  it("are all Icelandic: damage type, save, outcome and the ancestry options", async () => {
    const shown = await gmBreath(id);
    const card = shown.find(([w]) => w === "breath card 1")![1];
    expect(visibleText(card)).toContain("Eldskaði");
    expect(visibleText(card)).toContain("Lipurðarvarnarkast");
    expect(shown.some(([w, html]) => w === "ad-hoc dialog" && html.includes("Svart: Sýruskaði, lína"))).toBe(
      true,
    );
    expect(findings(shown)).toEqual([]);
  });
});

/** Display fields of a pack source document (names, descriptions, journal pages, table results). */
function displayed(doc: Record<string, unknown>, where: string): Shown {
  const out: Shown = [];
  const str = (v: unknown): string => (typeof v === "string" ? v : "");
  const system = (doc["system"] ?? {}) as Record<string, unknown>;
  out.push([`${where} name`, str(doc["name"])]);
  out.push([
    `${where} description`,
    str((system["description"] as Record<string, unknown> | undefined)?.["value"]),
  ]);
  out.push([`${where} requirements`, str(system["requirements"])]);
  out.push([
    `${where} materials`,
    str((system["materials"] as Record<string, unknown> | undefined)?.["value"]),
  ]);
  for (const e of (doc["effects"] ?? []) as Record<string, unknown>[])
    out.push([`${where} effect`, str(e["name"])]);
  for (const p of (doc["pages"] ?? []) as Record<string, unknown>[]) {
    out.push([`${where} page`, str(p["name"])]);
    out.push([
      `${where} page ${str(p["name"])}`,
      str((p["text"] as Record<string, unknown> | undefined)?.["content"]),
    ]);
  }
  for (const r of (doc["results"] ?? []) as Record<string, unknown>[])
    out.push([`${where} result`, `${str(r["name"])} ${str(r["description"])} ${str(r["text"])}`]);
  return out;
}

describe("the pack sources: race items, features, spells, the rules journal, the ancestry table", () => {
  const root = path.join(REPO_ROOT, "packs", "_source");
  const docs = readdirSync(root).flatMap((pack) =>
    readdirSync(path.join(root, pack))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [`${pack}/${f}`, JSON.parse(readFileSync(path.join(root, pack, f), "utf8"))] as const),
  );

  it("the journal's pages are among them", () => {
    const journal = docs.find(([f]) => f.startsWith("rules/"));
    expect(((journal?.[1] as { pages?: unknown[] }).pages ?? []).length).toBeGreaterThan(9);
  });

  it("show no English dnd5e label", () => {
    const shown = docs.flatMap(([f, doc]) => displayed(doc as Record<string, unknown>, f));
    expect(shown.length).toBeGreaterThan(100);
    expect(findings(shown)).toEqual([]);
  });
});

describe("the scan sees an English label in each kind of output", () => {
  it("in a string, as a missing Icelandic key would show it", () => {
    const i18n = new Localization("is");
    expect(englishIn(i18n.format("DND5E.SkillAcr"))).toEqual([]);
    expect(englishIn(new Localization("en").format("DND5E.SkillAcr"))).toEqual([
      expect.stringContaining("Acrobatics"),
    ]);
    expect(i18n.format(`${MODULE_ROOT}.Nope`)).toBe(`${MODULE_ROOT}.Nope`);
  });
});
