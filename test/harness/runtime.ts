/**
 * The state of the installed world that documents, dice and dialogs reach (one world at a time,
 * as the Foundry globals are one set per process).
 */
import type { Collection } from "./collection";
import type { HooksRegistry } from "./hooks";
import type { Localization } from "./i18n";
import type { Notifications } from "./notifications";
import type { SchemaContext } from "./schema-defaults";
import type { ClientSettings } from "./settings";
import type { ChatLogs } from "./chat";
import type { DeprecationRecorder } from "./deprecations";
import type { StackFeatures } from "./stacks";
import type { User, Users } from "./users";

export interface OperationLogEntry {
  action: "create" | "update" | "delete";
  /** The document type the server operates on ("ActorDelta" for a synthetic actor's update). */
  documentName: string;
  count: number;
  /**
   * UUID of the parent document for embedded operations, else null: the token for a synthetic
   * actor's update, the token's ActorDelta (`Scene.x.Token.y.ActorDelta.y`) for its items/effects.
   */
  parent: string | null;
  userId: string;
  ids: string[];
}

/** Database operations performed so far: one per create/update/delete call that changed something. */
export class OperationCounter {
  readonly log: OperationLogEntry[] = [];
  get total(): number {
    return this.log.length;
  }
  /** Operations of one action and/or document type (e.g. `count("update", "Actor")`). */
  count(action?: OperationLogEntry["action"], documentName?: string): number {
    return this.log.filter(
      (e) => (!action || e.action === action) && (!documentName || e.documentName === documentName),
    ).length;
  }
  /** Forget what was logged so far (e.g. after setting up an actor). */
  reset(): void {
    this.log.length = 0;
  }
}

export interface DocumentLike {
  readonly id: string | null;
  readonly uuid: string;
  readonly documentName: string;
}

export interface Runtime {
  /** The stack's behaviour table (stacks.ts): the one place version differences are decided. */
  features: StackFeatures;
  /** `foundry.utils.logCompatibilityWarning` records (`world.deprecations`). */
  deprecations: DeprecationRecorder;
  ctx: SchemaContext;
  systemId: string;
  hooks: HooksRegistry;
  i18n: Localization;
  notifications: Notifications;
  settings: ClientSettings;
  users: Users;
  currentUser(): User;
  randomID(length?: number): string;
  ops: OperationCounter;
  /** How long each database operation waits for the server's answer (`World#serverRoundTrip`). */
  roundTripMs: number;
  /** World collections by document name (Actor → game.actors …). */
  collections: Map<string, Collection<DocumentLike>>;
  /** The ids of the modules in `game.modules` that are active. */
  activeModuleIds(): string[];
  characterFlags: Record<string, { type?: unknown; placeholder?: unknown }>;
  /** Register work that runs in the background (not awaited by its caller), for `world.settle()`. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Resolve a UUID synchronously (world and loaded compendium documents). */
  resolveUuid(uuid: string): unknown;
  /** Run `fn` as another user (their client), restoring the current user afterwards. */
  asUser<T>(user: User, fn: () => T): T;
  /**
   * The clients a broadcast reaches, as Foundry's server sends a database event: the causing
   * user's client first, then every other connected (active) user's, in user order.
   */
  clients(causing: User): User[];
  /** Whether this runtime's world is still installed (background work stops after uninstall). */
  alive(): boolean;
  /** Each client's rendered chat (chat.ts). */
  chatLog: ChatLogs;
}

let current: Runtime | null = null;

export function setRuntime(runtime: Runtime | null): void {
  current = runtime;
}

export function rt(): Runtime {
  if (!current) throw new Error("No harness world is installed: call createWorld() first");
  return current;
}

export function hasRuntime(): boolean {
  return current !== null;
}
