import { HOOKS } from "../constants";
import { callHookAll, isGM, moduleApiSlot, notify, systemSupport } from "../foundry/adapter";

/** `ready`: tell the GM when the world cannot use the module, then announce the API. */
export function onReady(): void {
  const support = systemSupport();
  if (support !== "ok") {
    if (isGM()) notify("warn", support === "wrong-system" ? "Notify.WrongSystem" : "Notify.OldSystem");
    return;
  }
  callHookAll(HOOKS.ready, moduleApiSlot()?.api);
}
