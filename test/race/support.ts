/**
 * Shared set-up for the drop-flow tests: a harness world with the module's settings and item
 * hooks registered exactly as src/index.ts registers them, characters to drop races on, dnd5e's
 * actor-sheet drop path, and waiting for the detached flows to finish.
 */
import { enableActiveTokens } from "../harness/scene";
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  CompendiumCollection,
  STACKS,
  createWorld,
  type StackId,
  type Actor,
  type Item,
  type RecordedDialog,
  type World,
  type WorldOptions,
} from "../harness";
import { RACE_HOOKS } from "../../src/hooks/race";
import { dropsSettled } from "../../src/foundry/flows";
import { registerSettings } from "../../src/settings";
import { SETTING_ACTIONS } from "../../src/hooks/init";
import { indexRaceFlags } from "../../src/foundry/dnd5e";
import { RACE_DOC_IDS, RACE_IDS, raceUuid, type RaceId } from "../../src/content/ids";
import { RACES, RACE_TABLES, type RaceTable } from "../../src/content/races";
import { classItemData } from "../harness";
import type { Answers } from "../../src/race/choices";

/** dnd5e's DragDrop class (`CONFIG.ux.DragDrop`): the drag's drop behaviour, from dragover to dragend. */
interface DragDropClass {
  dropEffect: "copy" | "move" | "link" | "none" | null;
}

function dragDrop(world: World): DragDropClass {
  const ux = (world.CONFIG["ux"] ??= {}) as Record<string, unknown>;
  return (ux["DragDrop"] ??= { dropEffect: null }) as DragDropClass;
}

let defaultStack: StackId | undefined;

/**
 * Runs a block of flow tests once per supported stack: `dropWorld` builds each world on that stack
 * unless a test names its own generation, dnd5e version or stack.
 */
export function onEachStack(title: string, body: () => void): void {
  describe.each(STACKS)(`${title} ($name)`, ({ id }) => {
    beforeAll(() => {
      defaultStack = id;
    });
    afterAll(() => {
      defaultStack = undefined;
    });
    body();
  });
}

export function dropWorld(options: WorldOptions = {}): World {
  const pinned = options.stack ?? options.generation ?? options.systemVersion;
  const stack = pinned === undefined ? defaultStack : undefined;
  const world = createWorld({ lang: "is", ...(stack ? { stack } : {}), ...options });
  // Foundry's Actor#getActiveTokens, which the token-vision step reads.
  enableActiveTokens();
  // What dnd5e's init sets up that the drop flow reads: its DragDrop class, and the index fields
  // (Foundry's CONFIG.Item.compendiumIndexFields, which dnd5e extends) that the module adds to.
  dragDrop(world);
  const item = world.CONFIG["Item"] as { compendiumIndexFields?: string[] };
  item.compendiumIndexFields ??= ["system.container", "system.identifier"];
  // src/hooks/init.ts, less the API: settings, then the race flag in the compendium index.
  registerSettings(SETTING_ACTIONS);
  indexRaceFlags();
  // Foundry indexes the compendiums after `init` (game.initializePacks), with the fields then configured.
  for (const pack of world.packs) void pack.getIndex({ fields: item.compendiumIndexFields });
  for (const [hook, fn] of RACE_HOOKS) world.hooks.on(hook, fn as (...args: never[]) => unknown);
  return world;
}

/**
 * Another compendium with copies of documents (a world's "homebrew" pack), indexed as Foundry
 * indexes packs at world load: with `CONFIG.Item.compendiumIndexFields`. Nothing is loaded.
 */
export async function otherCompendium(
  world: World,
  sources: Record<string, unknown>[],
): Promise<CompendiumCollection> {
  const pack = new CompendiumCollection(
    {
      id: "world.heimabrugg",
      name: "heimabrugg",
      label: "Heimabrugg",
      type: "Item",
      packageName: "world",
      packageType: "module",
    },
    sources,
  );
  const fields = (world.CONFIG["Item"] as { compendiumIndexFields?: string[] }).compendiumIndexFields ?? [];
  await pack.getIndex({ fields });
  world.packs.set(pack.collection, pack);
  return pack;
}

/** Waits until the module's detached flows and the world's background work are both done. */
export async function settle(world: World): Promise<void> {
  // A flow's writes can fire hooks that start more work, and the other way round: a few rounds.
  for (let i = 0; i < 3; i++) {
    for (const user of world.users) await world.asUser(user, () => dropsSettled());
    await world.settle();
  }
}

const TENS = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };

/** A level-`level` character with every score 10 and one class (a fighter, d10, average HP). */
export async function character(world: World, name = "Aría", level = 1, type = "character"): Promise<Actor> {
  const abilities = Object.fromEntries(Object.entries(TENS).map(([k, v]) => [k, { value: v }]));
  const actor = await world.createActor({ name, type, system: { abilities } });
  if (level > 0 && (type === "character" || type === "npc")) {
    await actor.createEmbeddedDocuments("Item", [classItemData({ levels: level })]);
  }
  await settle(world);
  world.ops.reset();
  return actor;
}

export async function packRace(world: World, race: RaceId): Promise<Item> {
  const pack = world.packs.get("kynthaettir.races")!;
  return (await pack.getDocument(RACE_DOC_IDS[race])) as Item;
}

/** What a script does: `createEmbeddedDocuments` with the pack's race, as a compendium drag does. */
export async function createFromPack(world: World, actor: Actor, race: RaceId): Promise<void> {
  const item = await packRace(world, race);
  await actor.createEmbeddedDocuments("Item", [item.toObject()], { keepId: true });
  await settle(world);
}

/** What a drop onto an actor sheet came to. */
export interface SheetDropOutcome {
  /** False when the sheet is not editable for the user: Foundry's sheet takes no drop at all. */
  sheetTakesDrop: boolean;
  stoppedByHook: boolean;
  refusedBySheet: boolean;
  advancementManager: boolean;
  /** The drop behaviour dnd5e settled on during the drag. */
  behavior: "copy" | "move";
}

/**
 * dnd5e 5.3's actor-sheet drop of an Item, step by step. Foundry V13's ActorSheetV2 accepts drops
 * only while the sheet is editable for the user (DragDrop's `drop` permission → `isEditable`).
 * While the drag is over the sheet, dnd5e settles the behaviour (DragDropApplicationMixin#
 * _dropBehavior: the `dragMove` key (Shift) → move, `dragCopy` → copy, else copy from another
 * document; no move into or out of a compendium) and keeps it on `CONFIG.ux.DragDrop.dropEffect`.
 * On the drop: BaseActorSheet#_onDrop notes the behaviour, then Foundry's ActorSheetV2#_onDrop
 * calls the `dropActorSheetData` hook; then BaseActorSheet#_onDropItem → _onDropCreateItems →
 * _onDropSingleItem → Item5e.createDocuments with keepId, and for a move the source items are
 * deleted whatever was created. The drag's end clears the behaviour.
 */
export async function dropOnSheet(
  world: World,
  actor: Actor,
  uuid: string,
  { key }: { key?: "dragMove" | "dragCopy" } = {},
): Promise<SheetDropOutcome> {
  const compendium = uuid.startsWith("Compendium.");
  const behavior = key === "dragMove" && !compendium ? "move" : "copy";
  const outcome: SheetDropOutcome = {
    sheetTakesDrop: true,
    stoppedByHook: false,
    refusedBySheet: false,
    advancementManager: false,
    behavior,
  };
  if (!actor.isOwner) {
    outcome.sheetTakesDrop = false;
    return outcome;
  }
  // Dragover: dnd5e keeps the behaviour; the drop reads it, then the drag ends and it is cleared.
  const drag = dragDrop(world);
  drag.dropEffect = behavior;
  const data = { type: "Item", uuid };
  const allowed = world.hooks.call("dropActorSheetData", actor, { actor }, data);
  drag.dropEffect = null;
  if (allowed === false) {
    outcome.stoppedByHook = true;
    await settle(world);
    return outcome;
  }
  const item = (await fromUuid(uuid)) as unknown as Item;
  const itemData = item.toObject() as Record<string, unknown> & {
    type: string;
    system: Record<string, unknown>;
  };
  // _onDropSingleItem: item types the sheet does not take.
  const unsupported: Record<string, string[]> = {
    vehicle: ["background", "class", "facility", "race", "spell", "subclass"],
    group: ["background", "class", "facility", "feat", "race", "spell", "subclass"],
    encounter: ["background", "class", "facility", "feat", "race", "spell", "subclass"],
  };
  if (unsupported[actor.type]?.includes(itemData.type)) {
    outcome.refusedBySheet = true;
    return outcome;
  }
  for (const key of ["attuned", "equipped", "prepared"]) Reflect.deleteProperty(itemData.system, key);
  // Items with advancement go to dnd5e's AdvancementManager instead of being created.
  const advancement = itemData.system["advancement"];
  const hasAdvancement =
    advancement !== undefined &&
    advancement !== null &&
    (Array.isArray(advancement) ? advancement.length > 0 : Object.keys(advancement as object).length > 0);
  if (["character", "npc"].includes(actor.type) && hasAdvancement) {
    outcome.advancementManager = true;
    return outcome;
  }
  const ItemClass = (
    world.CONFIG["Item"] as { documentClass: { createDocuments(d: unknown[], o: object): Promise<unknown> } }
  ).documentClass;
  await ItemClass.createDocuments([itemData], { parent: actor, keepId: true });
  // _onDropCreateItems: a move deletes the dropped items, whether anything was created or not.
  if (behavior === "move") await item.delete({ deleteContents: true });
  await settle(world);
  return outcome;
}

export function raceUuidOf(race: RaceId): string {
  return raceUuid(race);
}

/** The answers each race's table assumes (`srd.form` beside its content), as the dialog's form values. */
export const FORM_ANSWERS: Readonly<Record<RaceId, Readonly<Record<string, string>>>> = Object.fromEntries(
  RACE_IDS.map((id) => [id, RACE_TABLES[id].form]),
) as Record<RaceId, Record<string, string>>;

/** Form fields as a script gives them: `skills-1`, `skills-2` … become one list. */
export function formToAnswers(form: Readonly<Record<string, string>>): Answers {
  const out: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(form)) {
    const m = /^(.+)-(\d+)$/.exec(field);
    if (!m) out[field] = value;
    else ((out[m[1]!] ??= []) as string[])[Number(m[2]) - 1] = value;
  }
  return out;
}

/** The same answers as the API takes them. */
export const CHOICES: Readonly<Record<RaceId, Answers>> = Object.fromEntries(
  RACE_IDS.map((id) => [id, formToAnswers(RACE_TABLES[id].form)]),
) as Record<RaceId, Answers>;

type Obj = Record<string, unknown>;

/** The value at a dotted path of a document or source (`undefined` where it stops). */
export const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);

/** A document's `flags.kynthaettir`. */
export const kyn = (doc: { flags: Obj }): Obj => (doc.flags["kynthaettir"] ?? {}) as Obj;

/** Races that ask something under the SRD's fixed increases (every race asks `asi` when flexible). */
export const RACES_WITH_CHOICES = RACES.filter((r) => r.choices.some((c) => c.kind !== "asi"));
export { RACE_IDS };

export function itemsOf(actor: Actor): Item[] {
  return [...actor.items];
}

/**
 * The actor's source, minus what Foundry stamps on every write (`_stats`): on the actor only, or
 * with `deep` also on its items and effects (for a restored item, which is a new copy).
 */
export function sourceSnapshot(actor: Actor, { deep = false }: { deep?: boolean } = {}): unknown {
  const source = JSON.parse(JSON.stringify(actor.toObject())) as Record<string, unknown>;
  const strip = (value: unknown, depth: number): void => {
    if (Array.isArray(value)) value.forEach((v) => strip(v, depth));
    else if (typeof value === "object" && value !== null) {
      Reflect.deleteProperty(value, "_stats");
      if (deep || depth === 0) for (const v of Object.values(value)) strip(v, depth + 1);
    }
  };
  if (deep) strip(source, 0);
  else Reflect.deleteProperty(source, "_stats");
  return source;
}

/** The dialog's preselected values, read from its rendered form: what "confirm at once" submits. */
export function preselected(content: string): Record<string, string> {
  const form: Record<string, string> = {};
  for (const m of content.matchAll(
    /<select\s+name="([^"]+)"[^>]*>[\s\S]*?<option value="([^"]+)" selected>/g,
  )) {
    form[m[1]!] = m[2]!;
  }
  const radio = /name="ancestry"[^>]*value="([^"]+)"\s+checked/.exec(content);
  if (radio) form["ancestry"] = radio[1]!;
  return form;
}

/** The values a race dialog offers, per field: its selects' options and its radio rows. */
export function offeredValues(dialog: RecordedDialog): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of dialog.content.matchAll(/<select\s+name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    out[m[1]!] = [...m[2]!.matchAll(/<option value="([^"]*)"/g)].map((o) => o[1]!);
  }
  for (const m of dialog.content.matchAll(/type="radio"\s+name="([^"]+)"[\s\S]*?value="([^"]+)"/g)) {
    (out[m[1]!] ??= []).push(m[2]!);
  }
  return out;
}

/**
 * A valid answer picked from the offered values with random indices (the property tests): the
 * picks of one choice kind ("skills-1", "skills-2" …) kept distinct.
 */
export function answerFromPicks(dialog: RecordedDialog, picks: number[]): { form: Record<string, string> } {
  const form: Record<string, string> = {};
  const taken = new Map<string, string[]>();
  let n = 0;
  for (const [name, list] of Object.entries(offeredValues(dialog))) {
    const kind = name.replace(/-\d+$/, "");
    const used = taken.get(kind) ?? [];
    const pool = list.filter((v) => !used.includes(v));
    const value = pool[picks[n++ % picks.length]! % pool.length]!;
    form[name] = value;
    taken.set(kind, [...used, value]);
  }
  return { form };
}

/** A race's row of the SRD's table, beside its content (`srd` in src/content/races/<id>.ts). */
type Row = RaceTable;

function get(actor: Actor, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], actor.system as unknown);
}

const sorted = (value: unknown): string[] => [...(value as Iterable<string>)].sort();

/** The character prepares to exactly the race's row of the SRD's table (in the world's units). */
export function expectTable(actor: Actor, row: Row, level: number, units: "m" | "ft" = "m"): void {
  const walk = row.walk[units];
  const darkvision = row.darkvision[units];
  for (const id of ["str", "dex", "con", "int", "wis", "cha"] as const) {
    const score = row.abilities[id] ?? 10;
    expect(get(actor, `abilities.${id}.value`), `${id} score`).toBe(score);
    expect(get(actor, `abilities.${id}.mod`), `${id} modifier`).toBe(Math.floor((score - 10) / 2));
  }
  expect(get(actor, "traits.size")).toBe(row.size);
  expect(get(actor, "attributes.movement.walk")).toBe(walk);
  expect(get(actor, "attributes.movement.units")).toBe(units);
  expect(get(actor, "attributes.senses.ranges.darkvision") ?? 0).toBe(darkvision);
  expect(sorted(get(actor, "traits.dr.value"))).toEqual([...(row.resist ?? [])].sort());
  expect(sorted(get(actor, "traits.languages.value"))).toEqual([...row.languages].sort());
  expect(sorted(get(actor, "traits.weaponProf.value"))).toEqual([...(row.weapons ?? [])].sort());
  expect(sorted(get(actor, "traits.armorProf.value") ?? [])).toEqual([...(row.armor ?? [])].sort());
  const skills = Object.entries(get(actor, "skills") as Record<string, { value: number }>)
    .filter(([, s]) => s.value >= 1)
    .map(([id]) => id);
  expect(skills.sort()).toEqual([...(row.skills ?? [])].sort());
  const tools = Object.entries((get(actor, "tools") ?? {}) as Record<string, { value: number }>)
    .filter(([, t]) => t.value >= 1)
    .map(([id]) => id);
  expect(tools.sort()).toEqual([...(row.tools ?? [])].sort());
  // Fighter d10 with average HP: 10 at level 1, +6 a level; CON modifier and Toughness per level.
  const conMod = Math.floor(((row.abilities.con ?? 10) - 10) / 2);
  const hp = 10 + 6 * (level - 1) + level * (conMod + (row.hpPerLevel ?? 0));
  expect(get(actor, "attributes.hp.max"), `HP at level ${level}`).toBe(hp);
  expect(actor.flags["dnd5e"] ?? {}).toEqual(row.flags ?? {});
}

/**
 * Another module that refuses to create or delete the items `refused` picks (by their name and
 * type), as a `preCreateItem` / `preDeleteItem` hook that returns false does.
 */
export function refuseItems(
  world: World,
  action: "create" | "delete",
  refused: (item: { name: string; type: string }) => boolean,
): void {
  const hook = action === "create" ? "preCreateItem" : "preDeleteItem";
  world.hooks.on(hook, ((item: Item, data: { name: string; type: string }) =>
    refused(action === "create" ? data : item) ? false : undefined) as (...args: never[]) => unknown);
}
