/** Document flags: the scopes a flag may be written under. */
import { rt } from "../runtime";

/** The valid flag scopes: core, world, the system's id and every active module's id. */
export function flagScopes(): string[] {
  const r = rt();
  return ["core", "world", r.systemId, ...r.activeModuleIds()];
}

export function assertFlagScope(scope: string): void {
  if (!flagScopes().includes(scope))
    throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
}
