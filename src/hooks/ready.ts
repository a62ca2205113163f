import { HOOKS } from "../content/ids";
import { callHookAll, isActiveGM, isGM, moduleApiSlot, notify } from "../foundry/adapter";
import { stackName, stackSupport } from "../foundry/stack";
import { offerWaitingRequests } from "../breath/gm";
import { askAsiModeOnce } from "../race/asi-mode";
import { migrateWorldRaces } from "../race/migrate";
import { unitsNoticeOnce } from "../settings";
import { runDetached } from "../foundry/flows";
import { speciesNoticeOnce } from "../race/species-notice";

/**
 * `ready`: tell the GM when the world cannot use the module (or runs a combination not tested),
 * announce the API, then the active GM's chores: migrating old race flags, the ability-increase
 * question of a modern-rules world, the unit notice and, on modern rules, where the 2024 species are.
 */
export function onReady(): void {
  const support = stackSupport();
  if (support === "wrong-system" || support === "old-version") {
    if (isGM()) notify("warn", support === "wrong-system" ? "Notify.WrongSystem" : "Notify.OldSystem");
    return;
  }
  if (support === "untested" && isGM()) notify("warn", "Notify.UntestedStack", { stack: stackName() });
  callHookAll(HOOKS.ready, moduleApiSlot()?.api);
  if (!isActiveGM()) return;
  void runDetached(async () => {
    await migrateWorldRaces();
    unitsNoticeOnce();
    speciesNoticeOnce();
    await askAsiModeOnce();
    await offerWaitingRequests();
  });
}
