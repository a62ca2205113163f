/** Entry point: wires hooks only. Each hook body lives in src/hooks/. */
import { onInit } from "./hooks/init";
import { onSetup } from "./hooks/setup";
import { onReady } from "./hooks/ready";
import { BREATH_HOOKS } from "./hooks/breath";
import { ITEM_HOOKS } from "./hooks/items";

Hooks.once("init", onInit);
Hooks.once("setup", onSetup);
Hooks.once("ready", onReady);
for (const [hook, fn] of [...BREATH_HOOKS, ...ITEM_HOOKS]) Hooks.on(hook, fn);
