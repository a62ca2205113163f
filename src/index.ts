/** Entry point: wires hooks only. Each hook body lives in src/hooks/. */
import { onInit } from "./hooks/init";
import { onReady } from "./hooks/ready";

Hooks.once("init", onInit);
Hooks.once("ready", onReady);
