/** Entry point: wires hooks only. Each hook body lives in src/hooks/. */
import { onInit } from "./hooks/init";
import { onReady } from "./hooks/ready";
import { ITEM_HOOKS } from "./hooks/items";
import { onPreCreateActivityTemplate, onRenderChatMessageHTML, registerBreathSocket } from "./breath";

Hooks.once("init", onInit);
Hooks.once("ready", onReady);
// Every client listens on the module socket; only the active GM answers breath requests.
Hooks.once("setup", registerBreathSocket);
Hooks.on("dnd5e.preCreateActivityTemplate", onPreCreateActivityTemplate);
Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
for (const [hook, fn] of ITEM_HOOKS) Hooks.on(hook, fn);
