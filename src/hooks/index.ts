/**
 * Every hook the module listens to, and the one function that registers them: src/index.ts calls
 * it with Foundry's `Hooks`, the tests and the benchmark with the harness's.
 */
import { BREATH_HOOKS } from "./breath";
import { onInit } from "./init";
import { onReady } from "./ready";
import { RACE_HOOKS } from "./race";
import { onSetup } from "./setup";

type HookFn = (...args: never[]) => unknown;

/** The part of Foundry's `Hooks` the module registers with. */
export interface HookRegistry {
  on(hook: string, fn: HookFn): unknown;
  once(hook: string, fn: HookFn): unknown;
}

/** The hooks the module's flows listen to, for as long as the world runs. */
export const FLOW_HOOKS: readonly (readonly [string, HookFn])[] = [...BREATH_HOOKS, ...RACE_HOOKS];

export function registerModule(hooks: HookRegistry): void {
  hooks.once("init", onInit);
  hooks.once("setup", onSetup);
  hooks.once("ready", onReady);
  for (const [hook, fn] of FLOW_HOOKS) hooks.on(hook, fn);
}
