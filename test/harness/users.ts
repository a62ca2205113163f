/**
 * Users: roles, the current user, who is connected, and `game.users.activeGM`. Permissions are
 * Foundry's: a full Gamemaster has all; anyone else has a permission when their role is in the
 * world setting `core.permissions[PERMISSION]` (an array of roles), or — when the world has not
 * configured it — when their role reaches the permission's default role (stacks.ts per stack).
 */
import { Collection } from "./collection";
import { CONST } from "./config";
import { assertFlagScope } from "./documents/flags";
import { hasRuntime, rt } from "./runtime";

const { USER_ROLES } = CONST;
export type RoleName = "player" | "trusted" | "assistant" | "gm";

const ROLE_BY_NAME: Record<RoleName, number> = { player: 1, trusted: 2, assistant: 3, gm: 4 };

export interface UserTarget {
  id: string;
  document: { id: string | null };
}

export class User {
  readonly documentName = "User";
  readonly id: string;
  name: string;
  role: number;
  active: boolean;
  color = "#ff0000";
  /** The actor this user plays (`game.user.character`). */
  character: unknown = null;
  /** Tokens this user targets (`game.user.targets`). */
  readonly targets = new Set<UserTarget>();
  flags: Record<string, unknown> = {};

  constructor(data: { id: string; name: string; role: number; active: boolean }) {
    this.id = data.id;
    this.name = data.name;
    this.role = data.role;
    this.active = data.active;
  }

  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  can(permission: string): boolean {
    if (this.role >= USER_ROLES.GAMEMASTER) return true;
    return permissionRoles(permission).includes(this.role);
  }

  /** A User is a document: its flags follow the same scope rule (documents/flags.ts). */
  getFlag(scope: string, key: string): unknown {
    if (hasRuntime()) assertFlagScope(scope);
    return (this.flags[scope] as Record<string, unknown> | undefined)?.[key];
  }
}

export class Users extends Collection<User> {
  /** The connected GM the whole table relies on: full GMs first, then the lowest id. */
  get activeGM(): User | null {
    const gms = this.filter((u) => u.active && u.isGM);
    gms.sort((a, b) => b.role - a.role || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return gms[0] ?? null;
  }
}

export function roleFromName(role: RoleName): number {
  return ROLE_BY_NAME[role];
}

/** The roles that hold a permission in the installed world (`core.permissions`, else the default). */
export function permissionRoles(permission: string): number[] {
  const configured = rt().settings.get("core", "permissions") as Record<string, unknown> | undefined;
  const roles = configured?.[permission];
  if (Array.isArray(roles)) return roles.map(Number);
  const needed = rt().features.userPermissions[permission];
  if (needed === undefined) return [USER_ROLES.GAMEMASTER];
  return [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER].filter(
    (r) => r >= needed,
  );
}
