/** The shapes of a harness world: its options, the `World` a test drives, the `game` it installs. */
import { Collection } from "./collection";
import { DialogScript } from "./dialog";
import { BrowserScript, type CharacterActorSheet } from "./sheet";
import { Actor, BaseDocument, ChatMessage, Item } from "./documents";
import { HooksRegistry } from "./hooks";
import { Localization } from "./i18n";
import { Notifications, type CapturedNotification } from "./notifications";
import { CompendiumCollection } from "./packs";
import { OperationCounter } from "./runtime";
import { ClientSettings } from "./settings";
import { SocketHub } from "./socket";
import { User, Users, type RoleName } from "./users";
import { Scene, Token } from "./canvas";
import { type CanvasFake } from "./canvas-layers";
import { type Obj } from "./utils";
import { type StackFeatures, type StackId, type StackInfo } from "./stacks";
import { DeprecationRecorder } from "./deprecations";
import { type RenderedMessage } from "./chat";
import { SceneViews } from "./views";
import type { foundryNamespace } from "./world-globals";
import type { dnd5eNamespace } from "./world-config";

export interface UserSpec {
  name: string;
  role: RoleName;
  active?: boolean;
  id?: string;
}

export interface WorldOptions {
  /**
   * The Foundry + dnd5e stack (stacks.ts `STACKS`): "v13-dnd5e53" (default), "v14-dnd5e53",
   * "v14-dnd5e61". Sets `generation` and `systemVersion`; without it they choose the stack.
   */
  stack?: StackId;
  /** Foundry generation (`game.release.generation`); 14 stores effects in the V14 shape. */
  generation?: 13 | 14;
  /** World setting `dnd5e.metricLengthUnits`. */
  metric?: boolean;
  /** The current user: "gm", "player", or a user name from `users`. */
  user?: "gm" | "player" | string;
  /** The table's users (default: an active GM "Gamemaster" and an active player "Player"). */
  users?: UserSpec[];
  /** Whether a GM is connected (sets every GM's `active`). */
  gmConnected?: boolean;
  /** Seed for dice and ids. */
  seed?: number;
  system?: string;
  systemVersion?: string;
  /** World setting `dnd5e.rulesVersion` (our races are 2014 rules). */
  rulesVersion?: "modern" | "legacy";
  /** Client language (`game.i18n.lang`). */
  lang?: string;
  /** Other modules in `game.modules`. */
  modules?: { id: string; title?: string; active?: boolean; socket?: boolean }[];
}

export interface ModuleEntry {
  id: string;
  title: string;
  active: boolean;
  version: string;
  api?: unknown;
  [key: string]: unknown;
}

export interface World {
  readonly options: Required<
    Pick<
      WorldOptions,
      "stack" | "generation" | "metric" | "seed" | "system" | "systemVersion" | "rulesVersion" | "lang"
    >
  >;
  /** The stack this world runs (id, display name, versions) and its behaviour table. */
  readonly stack: StackInfo & { features: StackFeatures };
  /** Every deprecation warning logged so far (`foundry.utils.logCompatibilityWarning`). */
  readonly deprecations: DeprecationRecorder;
  /** What a user's client rendered in its chat log (after `await world.settle()`), oldest first. */
  renderedChat(who: string | User): RenderedMessage[];
  /** Click `selector` in a user's rendered copy of a message, as that user (see chat.ts). */
  clickChatButton(who: string | User, message: ChatMessage | string, selector: string): Promise<void>;
  /** Grant or revoke a user permission for a role (the world setting `core.permissions`). */
  readonly permissions: {
    grant(permission: string, role: RoleName): Promise<void>;
    revoke(permission: string, role: RoleName): Promise<void>;
    roles(permission: string): number[];
  };
  readonly game: GameFake;
  readonly ui: { notifications: Notifications };
  readonly foundry: FoundryShape;
  readonly dnd5e: Dnd5eNamespace;
  readonly fromUuid: FromUuid;
  readonly fromUuidSync: FromUuidSync;
  readonly CONFIG: Obj;
  readonly canvas: CanvasFake;
  readonly hooks: HooksRegistry;
  readonly ops: OperationCounter;
  /**
   * From now on each database operation waits `ms` milliseconds between the client's pre-hooks and
   * the server's answer, as over a network: the document changes only when the server answers.
   */
  serverRoundTrip(ms: number): void;
  /** Every notification shown, in order. */
  readonly notifications: CapturedNotification[];
  /** Every chat message created, in order. */
  readonly chat: ChatMessage[];
  readonly dialogs: DialogScript;
  /** The user's picks in dnd5e's compendium browser (sheet.ts). */
  readonly compendiumBrowser: BrowserScript;
  /** dnd5e's character sheet of `actor` (sheet.ts); `render()` it to see it. */
  sheet(actor: Actor): CharacterActorSheet;
  readonly packs: Collection<CompendiumCollection>;
  readonly actors: Collection<Actor>;
  readonly items: Collection<Item>;
  readonly users: Users;
  readonly socket: SocketHub;
  /** The world's first scene (the one every client views until `viewScene` says otherwise). */
  readonly scene: Scene;
  /** Which scene each client views (scene.ts: `addScene`, `viewScene`). */
  readonly views: SceneViews;
  readonly dice: { force(...faces: number[]): void; readonly forced: number[] };
  /** Errors thrown by work that ran in the background (unawaited updates, socket handlers). */
  readonly backgroundErrors: unknown[];
  readonly user: User;
  createActor(data: Obj): Promise<Actor>;
  createItem(data: Obj): Promise<Item>;
  /** Make another user current (`game.user`), by id, name, or "gm"/"player". */
  setUser(who: string | User): User;
  /** Run `fn` as another user (their client), restoring the current user afterwards. */
  asUser<T>(who: string | User, fn: () => T): T;
  /** Connect or disconnect every GM (`game.users.activeGM`). */
  setGMConnected(connected: boolean): void;
  /** Place a token for an actor on the scene (grid units: `x`,`y` in pixels). */
  placeToken(actor: Actor, data?: Obj): Promise<Token>;
  /** Wait for background work (unawaited updates, socket deliveries) to finish; throws its first error. */
  settle(): Promise<void>;
  uninstall(): void;
}

export interface GameFake {
  readonly user: User;
  readonly userId: string;
  users: Users;
  i18n: Localization;
  settings: ClientSettings;
  socket: SocketHub;
  modules: Collection<ModuleEntry>;
  packs: Collection<CompendiumCollection>;
  actors: Collection<Actor>;
  items: Collection<Item>;
  messages: Collection<ChatMessage>;
  scenes: Collection<Scene>;
  system: { id: string; version: string; title: string };
  release: { generation: 13 | 14; build: number };
  version: string;
  ready: boolean;
  dnd5e: Dnd5eNamespace;
}

/** The `dnd5e` namespace's shape (built per world), open to what dnd5e's `init` adds. */
export type Dnd5eNamespace = ReturnType<typeof dnd5eNamespace> & { [key: string]: unknown };

export type FromUuid = (uuid: string, options?: { relative?: BaseDocument }) => Promise<unknown>;
export type FromUuidSync = (uuid: string, options?: { relative?: BaseDocument; strict?: boolean }) => unknown;

/** The `foundry` namespace's shape (built per world). */
export type FoundryShape = ReturnType<typeof foundryNamespace>;
