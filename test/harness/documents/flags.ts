/**
 * Document flags: the scopes a flag may live under. Foundry's `getFlag`/`setFlag`/`unsetFlag`
 * throw `Flag scope "<scope>" is not valid or not currently active` for any other scope. The valid
 * scopes are "core", "world", the world's system id and the id of a module present in
 * `game.modules` — "Note that this does not need to be an active module. If an unexpected scope is
 * provided, Foundry core will throw an error." (https://foundryvtt.wiki/en/development/api/flags).
 */
import { rt } from "../runtime";

/** The valid flag scopes: core, world, the system's id and every installed module's id. */
export function flagScopes(): string[] {
  const r = rt();
  return ["core", "world", r.systemId, ...r.moduleIds()];
}

export function assertFlagScope(scope: string): void {
  if (!flagScopes().includes(scope))
    throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
}
