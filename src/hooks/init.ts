import { createApi } from "../api";
import { moduleApiSlot } from "../foundry/adapter";
import { registerSettings } from "../settings";

/** `init`: settings first (everything reads them), then the API so other modules' init can see it. */
export function onInit(): void {
  registerSettings();
  const mod = moduleApiSlot();
  if (mod) mod.api = createApi();
}
