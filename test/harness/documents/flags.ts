/**
 * Document flags: the scopes a flag may live under. Foundry's `getFlag`/`setFlag`/`unsetFlag`
 * throw `Flag scope "<scope>" is not valid or not currently active` for any other scope. The valid
 * scopes are "core", "world", the world's system id and the id of an *active* module: the error
 * says "not currently active"; Foundry issue #7111 (closed, "restricting module scopes to active
 * modules instead of all modules", https://github.com/foundryvtt/foundryvtt/issues/7111) made it
 * so; and the community guide says "if you attempt to get a flag for a module which is not
 * installed/activated, getFlag will throw" (https://foundryvtt.wiki/en/development/guides/handling-data).
 * The older flags page (https://foundryvtt.wiki/en/development/api/flags) still says any installed
 * module; the stricter, newer rule is the one a module must survive.
 */
import { rt } from "../runtime";

/** The valid flag scopes: core, world, the system's id and every active module's id. */
export function assertFlagScope(scope: string): void {
  const r = rt();
  if (!["core", "world", r.systemId, ...r.activeModuleIds()].includes(scope))
    throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
}
