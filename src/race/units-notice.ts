/**
 * An Icelandic table on feet: the races are written in metres, and the module converts them when
 * they are added. The GM is told once how the module's unit setting works.
 */
import { SETTING_KEYS } from "../content/ids";
import { getSetting, isActiveGM, notify, setSetting, userLang } from "../foundry/adapter";
import { worldLengthUnit } from "../foundry/dnd5e";

export function unitsNoticeOnce(): void {
  if (!isActiveGM() || userLang() !== "is" || worldLengthUnit() !== "ft") return;
  if (getSetting(SETTING_KEYS.lengthUnits) !== "auto" || getSetting<boolean>(SETTING_KEYS.unitsNoticeShown))
    return;
  notify("info", "Notify.UnitsOnFeet");
  void setSetting(SETTING_KEYS.unitsNoticeShown, true);
}
