/**
 * A modern-rules (2024) world: the GM is told once, on `ready`, that the 2024 species are in the
 * "Tegundir (2024)" pack, that the 2014 races stay in "Kynþættir", and that the ability-increase
 * setting concerns the 2014 races only (the 2024 species give no increases; the background does).
 */
import { SETTING_KEYS } from "../content/ids";
import { getSetting, isActiveGM, notify, setSetting } from "../foundry/adapter";
import { rulesVersion } from "../settings";

export function speciesNoticeOnce(): void {
  if (!isActiveGM() || rulesVersion() !== "modern" || getSetting<boolean>(SETTING_KEYS.species24NoticeShown))
    return;
  notify("info", "Notify.Species24");
  void setSetting(SETTING_KEYS.species24NoticeShown, true);
}
