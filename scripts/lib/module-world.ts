/**
 * A harness world with the module wired in as Foundry wires it: dnd5e's activities, placement,
 * active tokens, rests and drop behaviour; the module's `init` (settings, the race flag in the
 * compendium index, the API), Foundry's indexing of the compendiums after `init`, every hook the
 * module listens to, and `setup`'s socket handler on every client. For the benchmark and the
 * self-check's runs in the harness; the flow tests build theirs in test/*\/support.ts.
 */
import { createWorld, type World, type WorldOptions } from "../../test/harness";
import { enableActivities, type PlacementScript } from "../../test/harness/activity";
import { enableRests } from "../../test/harness/rest";
import { enableActiveTokens, enableTokenDisplayNames } from "../../test/harness/scene";
import { createApi, type KynthaettirApi } from "../../src/api";
import { registerBreathSocket } from "../../src/breath";
import { MODULE_ID } from "../../src/content/ids";
import { indexRaceFlags } from "../../src/foundry/dnd5e";
import { FLOW_HOOKS } from "../../src/hooks";
import { dropsSettled } from "../../src/foundry/flows";
import { registerSettings } from "../../src/settings";
import { SETTING_ACTIONS } from "../../src/hooks/init";

export interface ModuleWorld {
  readonly world: World;
  readonly placements: PlacementScript;
  readonly api: KynthaettirApi;
  /** Waits for the module's detached flows and the world's background work. */
  settle(): Promise<void>;
}

export function moduleWorld(options: WorldOptions = {}): ModuleWorld {
  const world = createWorld({ lang: "is", ...options });
  const placements = enableActivities(world);
  enableActiveTokens();
  enableTokenDisplayNames();
  enableRests();
  // dnd5e's init: its DragDrop class and the compendium index fields it adds to.
  const ux = (world.CONFIG["ux"] ??= {}) as Record<string, unknown>;
  ux["DragDrop"] ??= { dropEffect: null };
  const item = world.CONFIG["Item"] as { compendiumIndexFields?: string[] };
  item.compendiumIndexFields ??= ["system.container", "system.identifier"];
  registerSettings(SETTING_ACTIONS);
  indexRaceFlags();
  const api = createApi();
  const mod = world.game.modules.get(MODULE_ID);
  if (mod) mod.api = api;
  for (const pack of world.packs) void pack.getIndex({ fields: item.compendiumIndexFields });
  for (const [hook, fn] of FLOW_HOOKS) world.hooks.on(hook, fn);
  for (const user of world.users) world.asUser(user, () => registerBreathSocket());
  return {
    world,
    placements,
    api,
    async settle() {
      for (let i = 0; i < 3; i++) {
        for (const user of world.users) await world.asUser(user, () => dropsSettled());
        await world.settle();
      }
    },
  };
}
