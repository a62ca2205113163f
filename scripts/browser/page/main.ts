/**
 * The page's script (bundled by scripts/browser/bundle.ts): boots the world the server describes
 * in `#kyn-config` (boot.ts) and offers `window.kynPage`, what the browser smoke test sets scenes
 * up with and reads results from. Everything a person does (drag, drop, choose, click) the test
 * does with real events in the page, not through this object.
 */
import { classItemData, type Actor, type World } from "../../../test/harness";
import type { PlacementScript } from "../../../test/harness/activity";
import { placeTokenAt } from "../../../test/harness/scene";
import { FLAGS } from "../../../src/content/ids";
import { boot, MODULE_ID, type PageConfig } from "./boot";
import { mountCompendium, openSheet } from "./sheet";

/** An actor as the test reads it: plain data. */
export interface ActorSummary {
  name: string;
  items: { name: string; type: string; raceId: string | null; ancestry: string | null }[];
  abilities: Record<string, number>;
  hp: { value: number; max: number };
  /** Skills with a proficiency multiplier above 0. */
  proficientSkills: string[];
  languages: string[];
}

export interface KynPage {
  /** Resolves once `ready` has run (rejects with the boot's error). */
  readonly booted: Promise<void>;
  readonly world: World;
  readonly placements: PlacementScript;
  /** A character with the given scores (default 10) and one fighter class of `level`. */
  character(name: string, scores?: Record<string, number>, level?: number): Promise<string>;
  /** An NPC with fixed hit points. */
  npc(name: string, hp: number): Promise<string>;
  /** A linked token whose centre is at (cx, cy) px. */
  token(actorId: string, cx: number, cy: number): Promise<string>;
  openSheet(actorId: string): void;
  /** Lists a compendium's entries, draggable. */
  showCompendium(packId: string): void;
  /** Waits for the module's detached flows and the world's background work. */
  settle(): Promise<void>;
  summary(actorId: string): ActorSummary;
  /** Errors hooks and background work threw (as text). */
  errors(): string[];
}

declare global {
  interface Window {
    kynPage: KynPage;
  }
}

function readConfig(): PageConfig {
  const script = document.getElementById("kyn-config");
  if (!script?.textContent) throw new Error("The page has no #kyn-config");
  return JSON.parse(script.textContent) as PageConfig;
}

function actorOf(world: World, id: string): Actor {
  const actor = world.actors.get(id);
  if (!actor) throw new Error(`No actor ${id}`);
  return actor;
}

function summarise(actor: Actor): ActorSummary {
  const system = actor.system as {
    abilities?: Record<string, { value?: number }>;
    attributes?: { hp?: { value?: number; max?: number } };
    skills?: Record<string, { value?: number }>;
    traits?: { languages?: { value?: Iterable<string> } };
  };
  const flag = (flags: Record<string, unknown>, key: string): string | null => {
    const value = (flags[MODULE_ID] as Record<string, unknown> | undefined)?.[key];
    return typeof value === "string" ? value : null;
  };
  const answer = (flags: Record<string, unknown>, kind: string): string | null => {
    const answers = (flags[MODULE_ID] as { answers?: Record<string, unknown> } | undefined)?.answers;
    const value = answers?.[kind];
    return typeof value === "string" ? value : null;
  };
  return {
    name: actor.name ?? "",
    items: [...actor.items].map((i) => ({
      name: i.name ?? "",
      type: i.type,
      raceId: flag(i.flags, FLAGS.raceId),
      ancestry: answer(i.flags, "ancestry"),
    })),
    abilities: Object.fromEntries(
      Object.entries(system.abilities ?? {}).map(([k, v]) => [k, Number(v.value)]),
    ),
    hp: { value: Number(system.attributes?.hp?.value), max: Number(system.attributes?.hp?.max) },
    proficientSkills: Object.entries(system.skills ?? {})
      .filter(([, s]) => Number(s.value) > 0)
      .map(([k]) => k)
      .sort(),
    languages: [...(system.traits?.languages?.value ?? [])].sort(),
  };
}

function start(): void {
  const config = readConfig();
  let booted: Awaited<ReturnType<typeof boot>> | null = null;
  const need = (): NonNullable<typeof booted> => {
    if (!booted) throw new Error("The world has not booted yet");
    return booted;
  };
  const page: KynPage = {
    booted: boot(config).then((b) => {
      booted = b;
    }),
    get world() {
      return need().world;
    },
    get placements() {
      return need().placements;
    },
    async character(name, scores = {}, level = 1) {
      const abilities = Object.fromEntries(
        ["str", "dex", "con", "int", "wis", "cha"].map((a) => [a, { value: scores[a] ?? 10 }]),
      );
      const actor = await need().world.createActor({ name, type: "character", system: { abilities } });
      await actor.createEmbeddedDocuments("Item", [classItemData({ levels: level })]);
      return actor.id!;
    },
    async npc(name, hp) {
      const actor = await need().world.createActor({
        name,
        type: "npc",
        system: { attributes: { hp: { value: hp, max: hp } }, details: { cr: 1 } },
      });
      return actor.id!;
    },
    async token(actorId, cx, cy) {
      const world = need().world;
      const token = await placeTokenAt(world, actorOf(world, actorId), cx, cy);
      return token.document.id!;
    },
    openSheet(actorId) {
      const world = need().world;
      openSheet(world, actorOf(world, actorId), document.getElementById("sheets")!);
    },
    showCompendium(packId) {
      mountCompendium(need().world, packId, document.getElementById("compendia")!);
    },
    async settle() {
      const { world } = need();
      const api = world.game.modules.get(MODULE_ID)?.api as { dropsSettled?(): Promise<void> } | undefined;
      for (let i = 0; i < 3; i++) {
        await api?.dropsSettled?.();
        await world.settle();
      }
    },
    summary(actorId) {
      const world = need().world;
      return summarise(actorOf(world, actorId));
    },
    errors() {
      if (!booted) return [];
      const { world } = booted;
      return [
        ...world.hooks.errors.map((e) => `${e.hook}: ${String(e.error)}`),
        ...world.backgroundErrors.map(String),
      ];
    },
  };
  window.kynPage = page;
}

start();
