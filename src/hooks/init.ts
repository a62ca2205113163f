import { createApi } from "../api";
import { moduleApiSlot } from "../foundry/adapter";
import { indexRaceFlags, trackDrops } from "../foundry/dnd5e";
import { registerSettings } from "../settings";

/**
 * `init`: settings first (everything reads them), then the API so other modules' init can see it.
 * Our race flag joins the compendium index fields here, before Foundry indexes the packs.
 */
export function onInit(): void {
  registerSettings();
  indexRaceFlags();
  trackDrops();
  const mod = moduleApiSlot();
  if (mod) mod.api = createApi();
}
