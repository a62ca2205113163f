/**
 * Shared set-up for the breath weapon flow tests: a harness world on one of the three stacks with
 * dnd5e's activities, placement, active tokens and rests; the module's settings, API and breath
 * hooks wired as src/index.ts wires them; a socket handler on every connected client; a dragonborn
 * with the feature item as the pack (and a drop) make it; and the usual scene around it.
 */
import { afterEach } from "vitest";
import {
  createWorld,
  classItemData,
  STACKS,
  type Actor,
  type ChatMessage,
  type Item,
  type StackId,
  type World,
  type WorldOptions,
} from "../harness";
import { enableActivities, type PlacementScript } from "../harness/activity";
import {
  enableActiveTokens,
  enableTokenDisplayNames,
  placeTokenAt,
  TOKEN_DISPLAY_MODES,
} from "../harness/scene";
import { enableRests } from "../harness/rest";
import type { Token } from "../harness/canvas";
import { registerSettings } from "../../src/settings";
import { SETTING_ACTIONS } from "../../src/hooks/init";
import { createApi, type KynthaettirApi } from "../../src/api";
import { registerBreathSocket } from "../../src/breath";
import { BREATH_HOOKS } from "../../src/hooks/breath";
import { featureItemSource } from "../../scripts/packs/documents";
import { MODULE_ID } from "../../src/content/ids";
import type { AncestryId } from "../../src/content/ancestries";
import type { LengthUnit } from "../../src/rules/units";
import type { CardData } from "../../src/breath/card-data";
import { dropsSettled } from "../../src/foundry/flows";

export { STACKS, type StackId };

export interface BreathWorld {
  world: World;
  placements: PlacementScript;
  api: KynthaettirApi;
}

export function breathWorld(options: WorldOptions = {}): BreathWorld {
  const world = createWorld({ lang: "is", ...options });
  const placements = enableActivities(world);
  enableActiveTokens();
  enableTokenDisplayNames();
  enableRests();
  registerSettings(SETTING_ACTIONS);
  const api = createApi();
  const mod = world.game.modules.get(MODULE_ID);
  if (mod) mod.api = api;
  for (const [hook, fn] of BREATH_HOOKS) world.hooks.on(hook, fn);
  // `setup` runs on every client: each registers its own socket handler.
  for (const user of world.users) world.asUser(user, () => registerBreathSocket());
  return { world, placements, api };
}

/**
 * One breath world per test, uninstalled after it: the returned `start(options)` builds it (over
 * `defaults`) and hands the world to `use`, which keeps it for the test file.
 */
export function breathWorldPerTest(
  use: (world: World) => void,
  defaults: WorldOptions = {},
): (options?: WorldOptions) => BreathWorld {
  let current: World | undefined;
  afterEach(() => {
    current?.uninstall();
    current = undefined;
  });
  return (options = {}) => {
    current?.uninstall();
    const b = breathWorld({ ...defaults, ...options });
    current = b.world;
    use(b.world);
    return b;
  };
}

export interface DragonbornSpec {
  name?: string;
  level?: number;
  con?: number;
  ancestry?: AncestryId | null;
  units?: LengthUnit;
  /** Player ownership (the breather belongs to the player "Player"). */
  ownedByPlayer?: boolean;
  /** Another breath feature than the 2014 one (the 2024 breath): its source and feature key. */
  feature?: { source: Record<string, unknown>; key: string };
}

/** A dragonborn fighter with the breath feature (configured for `ancestry`, or unconfigured for null). */
export async function dragonborn(
  world: World,
  spec: DragonbornSpec = {},
): Promise<{ actor: Actor; item: Item }> {
  const { name = "Fáfnir", level = 1, con = 14, ancestry = "red", units = "m", ownedByPlayer = false } = spec;
  const player = world.users.find((u) => !u.isGM);
  const ownership: Record<string, number> = { default: 0 };
  if (ownedByPlayer && player) ownership[player.id] = 3;
  const actor = await world.asUser("gm", () =>
    world.createActor({
      name,
      type: "character",
      ownership,
      system: {
        abilities: {
          str: { value: 14 },
          dex: { value: 10 },
          con: { value: con },
          int: { value: 10 },
          wis: { value: 10 },
          cha: { value: 12 },
        },
        attributes: { hp: { value: 30, max: null } },
      },
    }),
  );
  const key = spec.feature?.key ?? "breathWeapon";
  const feature =
    spec.feature?.source ??
    featureItemSource("breathWeapon", ancestry === null ? { units } : { ancestry, units });
  await world.asUser("gm", () =>
    actor.createEmbeddedDocuments(
      "Item",
      [classItemData({ levels: level }), feature as Record<string, unknown>],
      {
        keepId: true,
      },
    ),
  );
  const item = actor.items.find(
    (i) => (i.flags[MODULE_ID] as Record<string, unknown> | undefined)?.["featureKey"] === key,
  )!;
  return { actor, item };
}

export interface CreatureSpec {
  hp?: number;
  dex?: number;
  con?: number;
  resist?: string[];
  immune?: string[];
  vulnerable?: string[];
  ownedByPlayer?: boolean;
}

/** An NPC with fixed hit points and optional damage traits. */
export async function creature(world: World, name: string, spec: CreatureSpec = {}): Promise<Actor> {
  const {
    hp = 40,
    dex = 10,
    con = 10,
    resist = [],
    immune = [],
    vulnerable = [],
    ownedByPlayer = false,
  } = spec;
  const player = world.users.find((u) => !u.isGM);
  const ownership: Record<string, number> = { default: 0 };
  if (ownedByPlayer && player) ownership[player.id] = 3;
  return world.asUser("gm", () =>
    world.createActor({
      name,
      type: "npc",
      ownership,
      system: {
        abilities: {
          str: { value: 10 },
          dex: { value: dex },
          con: { value: con },
          int: { value: 10 },
          wis: { value: 10 },
          cha: { value: 10 },
        },
        attributes: { hp: { value: hp, max: hp } },
        details: { cr: 1 },
        traits: { dr: { value: resist }, di: { value: immune }, dv: { value: vulnerable } },
      },
    }),
  );
}

/** A token placed by the GM; `data` adds token fields (`hidden`, `displayName`, `actorLink` …). */
export function token(
  world: World,
  actor: Actor,
  cx: number,
  cy: number,
  data: Record<string, unknown> = {},
): Promise<Token> {
  return world.asUser("gm", () => placeTokenAt(world, actor, cx, cy, 1, data));
}

/** Where the usual breath starts: the east edge of a breather standing at (550, 550) on the 100-px grid. */
export const ORIGIN = { x: 600, y: 550 };

/**
 * The usual scene: a dragonborn's token at (550, 550), a goblin "Gobbi" (`goblinHp`, 40 by
 * default) in front of it at (750, 550), in the cone and on the line alike, its name shown to
 * anyone who hovers over it, and the next placement scripted east from {@link ORIGIN}.
 */
export async function dragonbornFacingGoblin(
  b: BreathWorld,
  spec: DragonbornSpec & { goblinHp?: number } = {},
): Promise<{ actor: Actor; item: Item; goblin: Actor }> {
  const { goblinHp = 40, ...breather } = spec;
  const { actor, item } = await dragonborn(b.world, breather);
  const goblin = await creature(b.world, "Gobbi", { hp: goblinHp });
  await token(b.world, actor, 550, 550);
  await token(b.world, goblin, 750, 550, { displayName: TOKEN_DISPLAY_MODES.HOVER });
  b.placements.place(ORIGIN.x, ORIGIN.y, 0);
  return { actor, item, goblin };
}

export function hpOf(actor: { system: unknown }): number {
  return Number((actor.system as { attributes: { hp: { value: number } } }).attributes.hp.value);
}

export function usesSpent(item: Item): number {
  return Number((item.system as { uses: { spent: number } }).uses.spent);
}

/** The module's breath cards, in order. */
export function breathCards(world: World): ChatMessage[] {
  return world.chat.filter(
    (m) => (m.flags[MODULE_ID] as Record<string, unknown> | undefined)?.["breath"] !== undefined,
  );
}

/** Players' cards that wait for a GM. */
export function requestCards(world: World): ChatMessage[] {
  return world.chat.filter(
    (m) => (m.flags[MODULE_ID] as Record<string, unknown> | undefined)?.["breathRequest"] !== undefined,
  );
}

export function cardData(message: ChatMessage): CardData {
  return (message.flags[MODULE_ID] as Record<string, unknown>)["breath"] as CardData;
}

export function noticeTexts(world: World): string[] {
  return world.notifications.map((n) => n.message);
}

/** `api.breathWeapon` with harness documents (the API is typed with the module's narrow declarations). */
export async function breathe(
  b: BreathWorld,
  options: { actor?: Actor | null; token?: Token | null; ancestry?: AncestryId } = {},
): ReturnType<KynthaettirApi["breathWeapon"]> {
  const result = await b.api.breathWeapon(
    options as unknown as Parameters<KynthaettirApi["breathWeapon"]>[0],
  );
  await settle(b.world);
  return result;
}

/** Waits for the module's detached work and the world's background work (socket, chat rendering). */
export async function settle(world: World): Promise<void> {
  for (let i = 0; i < 3; i++) {
    for (const user of world.users) await world.asUser(user, () => dropsSettled());
    await world.settle();
  }
}

export async function setAutomation(world: World, value: "off" | "saves" | "damage"): Promise<void> {
  await world.asUser("gm", () => world.game.settings.set(MODULE_ID, "breathAutomation", value));
}

/** A module string as the world's language shows it (the tests follow lang/*.json, not a copy of it). */
export function L(world: World, key: string, data?: Record<string, string | number>): string {
  const full = `KYNTHAETTIR.${key}`;
  const text = data ? world.game.i18n.format(full, data) : world.game.i18n.localize(full);
  if (text === full) throw new Error(`missing i18n key ${key}`);
  return text;
}

/** Resolves with the next `kynthaettir.breathWeapon` result (a macro does not await the API). */
export function nextBreath(world: World): Promise<unknown> {
  return new Promise((resolve) => {
    world.hooks.once("kynthaettir.breathWeapon", ((_actor: unknown, result: unknown) => resolve(result)) as (
      ...args: never[]
    ) => unknown);
  });
}

/** A GM and one player, the player at the keyboard: the usual cast for a player's breath. */
export const GM_AND_PLAYER = [
  { name: "Gamemaster", role: "gm" as const },
  { name: "Player", role: "player" as const },
];

/** The chat messages a user's client rendered. */
export function renderedFor(world: World, user: string): ChatMessage[] {
  return world.renderedChat(user).map((r) => r.message);
}
