import { createApi } from "../api";
import { moduleApiSlot } from "../foundry/adapter";
import { indexRaceFlags, trackDrops } from "../foundry/dnd5e";
import { applyAsiModeToWorld, onAsiModeChanged } from "../race/asi-mode";
import { runSelfCheck } from "../selfcheck";
import { registerSettings, type SettingActions } from "../settings";

/** What the settings' buttons and the ability-increase setting's change run. */
export const SETTING_ACTIONS: SettingActions = {
  onAsiModeChanged,
  applyAsiModeToWorld,
  selfCheck: () => runSelfCheck(),
};

/**
 * `init`: settings first (everything reads them), then the API so other modules' init can see it.
 * Our race flag joins the compendium index fields here, before Foundry indexes the packs.
 */
export function onInit(): void {
  registerSettings(SETTING_ACTIONS);
  indexRaceFlags();
  trackDrops();
  const mod = moduleApiSlot();
  if (mod) mod.api = createApi();
}
