/**
 * `createWorld(options)`: one isolated fake Foundry V13/V14 + dnd5e 5.3/6.1 world (a stack, see
 * stacks.ts), its globals installed on `globalThis` until `world.uninstall()`.
 */
import { AdvancementManager } from "./advancement";
import { AsyncLocalStorage } from "node:async_hooks";
import { ApplicationV2 } from "./application";
import { Collection } from "./collection";
import { buildDnd5eConfig, CONST } from "./config";
import {
  Die,
  D20Roll,
  DamageRoll,
  FunctionTerm,
  NumericTerm,
  OperatorTerm,
  ParentheticalTerm,
  Roll,
  setDiceContext,
  simplifyBonus,
  type DiceContext,
} from "./dice";
import { DialogScript, DialogV2, FormDataExtended, setDialogScript } from "./dialog";
import {
  BrowserScript,
  CompendiumBrowser,
  fromCompendium,
  setBrowserScript,
  sheetOf,
  type CharacterActorSheet,
} from "./sheet";
import {
  ACTOR_TYPES,
  Actor,
  ActiveEffect,
  BaseDocument,
  ChatMessage,
  Item,
  ITEM_TYPES,
  JournalEntry,
  JournalEntryPage,
  Macro,
} from "./documents";
import { HooksRegistry } from "./hooks";
import { Localization } from "./i18n";
import { Notifications, type CapturedNotification } from "./notifications";
import { CompendiumCollection, dnd5ePacks, loadModulePacks, WIZARD_SPELL_LIST } from "./packs";
import { convertLength, defaultLengthUnits } from "./prepare";
import { SpellListRegistry } from "./registry";
import { OperationCounter, setRuntime, type DocumentLike, type Runtime } from "./runtime";
import { ClientSettings } from "./settings";
import { SocketHub } from "./socket";
import { createHandlebars } from "./templates";
import { User, Users, roleFromName, type RoleName } from "./users";
import { MeasuredTemplateDocument, Scene, Token, TokenDocument } from "./canvas";
import { createCanvas, type CanvasFake } from "./canvas-layers";
import * as utils from "./utils";
import { makeRandomID, seededRandom, type Obj } from "./utils";
import {
  resolveStack,
  stackFeatures,
  stackInfo,
  type StackFeatures,
  type StackId,
  type StackInfo,
} from "./stacks";
import { DeprecationRecorder, type CompatibilityOptions } from "./deprecations";
import {
  applyMode,
  ChatLogs,
  clickRendered,
  getMessageMode,
  MESSAGE_MODES,
  MESSAGE_TO_ROLL_MODE,
  toMessageMode,
  type RenderedMessage,
} from "./chat";
import { RegionDocument } from "./regions";
import { SceneViews } from "./views";
import { repoJson } from "./paths";
import "./deleted";
import { nextTurn } from "./turn";
import { permissionRoles } from "./users";

export const MODULE_ID = "kynthaettir";

export interface UserSpec {
  name: string;
  role?: RoleName;
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
  macros: Collection<Macro>;
  journal: Collection<JournalEntry>;
  scenes: Collection<Scene>;
  system: { id: string; version: string; title: string };
  release: { generation: 13 | 14; build: number };
  version: string;
  world: { id: string; title: string };
  ready: boolean;
  dnd5e: Dnd5eNamespace;
}

export interface Dnd5eNamespace {
  [key: string]: unknown;
  version: string;
  config: Obj;
  registry: { spellLists: SpellListRegistry };
  settings: { readonly rulesVersion: unknown; readonly proficiencyModifier: unknown };
  utils: {
    defaultUnits(type: string): string | undefined;
    convertLength(value: number, from: string, to: string, options?: { strict?: boolean }): number;
    simplifyBonus(bonus: unknown, data?: Obj): number;
  };
  documents: Obj;
  dice: Obj;
}

export type FromUuid = (uuid: string, options?: { relative?: BaseDocument }) => Promise<unknown>;
export type FromUuidSync = (uuid: string, options?: { relative?: BaseDocument; strict?: boolean }) => unknown;

const GLOBAL_NAMES = [
  "game",
  "ui",
  "Hooks",
  "CONFIG",
  "CONST",
  "foundry",
  "ChatMessage",
  "Roll",
  "canvas",
  "fromUuid",
  "fromUuidSync",
  "Actor",
  "Item",
  "ActiveEffect",
  "Macro",
  "JournalEntry",
  "Handlebars",
  "dnd5e",
  "RegionDocument",
] as const;

/** The `foundry` namespace's shape (built per world). */
type FoundryShape = {
  utils: Omit<typeof utils, "logCompatibilityWarning"> & {
    randomID: (length?: number) => string;
    Collection: typeof Collection;
    fromUuidSync: FromUuidSync;
    logCompatibilityWarning: (message: string, options?: CompatibilityOptions) => void;
  };
  CONST: typeof CONST;
  applications: {
    api: { DialogV2: typeof DialogV2; ApplicationV2: typeof ApplicationV2 };
    handlebars: {
      renderTemplate: (path: string, data?: object) => Promise<string>;
      loadTemplates: (paths: string[] | Record<string, string>) => Promise<void>;
      getTemplate: (path: string) => Promise<HandlebarsTemplateDelegate>;
    };
    ux: {
      FormDataExtended: typeof FormDataExtended;
      TextEditor: { implementation: { enrichHTML: (content: string) => Promise<string> } };
    };
  };
  documents: Record<string, unknown> & { collections: { CompendiumCollection: typeof CompendiumCollection } };
  dice: { Roll: typeof Roll; terms: Record<string, unknown> };
  abstract: { Document: typeof BaseDocument };
};

let installed: World | null = null;

/**
 * The user each client's work runs as, for every world of the process. One instance, the world in
 * the store: Node 20 runs every enabled AsyncLocalStorage's hook on each promise created, so one
 * instance per world made every promise cost more with each world the test process had built.
 */
const clientContext = new AsyncLocalStorage<{ world: object; user: User }>();

function installPrototypes(): () => void {
  const added: (() => void)[] = [];
  const define = (target: object, name: string, value: unknown): void => {
    if (Object.prototype.hasOwnProperty.call(target, name)) return;
    Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false });
    added.push(() => Reflect.deleteProperty(target, name));
  };
  define(String.prototype, "capitalize", function (this: string) {
    return this.length ? this.charAt(0).toUpperCase() + this.slice(1) : this;
  });
  define(String.prototype, "titleCase", function (this: string) {
    return this.length ? this.toLowerCase().replace(/(^|\s)\S/g, (c) => c.toUpperCase()) : this;
  });
  define(String.prototype, "slugify", function (this: string, options?: Parameters<typeof utils.slugify>[1]) {
    return utils.slugify(this, options);
  });
  define(Number, "isNumeric", utils.isNumeric);
  define(Number, "fromString", (s: unknown) => Number(String(s).replace(/\s/g, "")));
  define(Math, "clamp", (n: number, min: number, max: number) => Math.min(Math.max(n, min), max));
  define(Array.prototype, "filterJoin", function (this: unknown[], sep: string) {
    return this.filter((p) => p !== null && p !== undefined && p !== "").join(sep);
  });
  return () => added.forEach((undo) => undo());
}

/** Uninstall the world that is installed, if any (test files sharing a worker start clean). */
export function uninstallWorld(): void {
  installed?.uninstall();
}

export function createWorld(input: WorldOptions = {}): World {
  if (installed) installed.uninstall();
  const resolved = resolveStack(input);
  const features = stackFeatures(resolved.stack);
  const options = {
    stack: resolved.stack,
    generation: resolved.generation,
    metric: input.metric ?? false,
    seed: input.seed ?? 1,
    system: input.system ?? "dnd5e",
    systemVersion: resolved.systemVersion,
    rulesVersion: input.rulesVersion ?? "legacy",
    lang: input.lang ?? "en",
  } as const;

  const idRng = seededRandom(options.seed * 7919 + 17);
  const randomID = makeRandomID(idRng);
  const diceRng = seededRandom(options.seed);
  const hooks = new HooksRegistry();
  const ops = new OperationCounter();
  const pending = new Set<Promise<unknown>>();
  const backgroundErrors: unknown[] = [];
  const track = <T>(promise: Promise<T>): Promise<T> => {
    const p = promise.catch((error: unknown) => {
      backgroundErrors.push(error);
      throw error;
    });
    pending.add(p);
    p.then(
      () => pending.delete(p),
      () => pending.delete(p),
    );
    return p;
  };

  // Users
  const users = new Users();
  const specs: UserSpec[] = input.users ?? [
    { name: "Gamemaster", role: "gm" },
    { name: "Player", role: "player" },
  ];
  for (const spec of specs) {
    const role = roleFromName(spec.role ?? "player");
    const isGM = role >= 3;
    const active = isGM && input.gmConnected === false ? false : (spec.active ?? true);
    const user = new User({ id: spec.id ?? randomID(), name: spec.name, role, active });
    users.set(user.id, user);
  }
  const findUser = (who: string | User): User => {
    if (who instanceof User) return who;
    const found =
      users.get(who) ??
      users.find((u) => u.name === who) ??
      (who === "gm"
        ? users.find((u) => u.role >= 4)
        : who === "player"
          ? users.find((u) => u.role < 3)
          : undefined);
    if (!found) throw new Error(`No user "${who}" in this world`);
    return found;
  };
  // Each connected client is its own program in Foundry: work a client starts (a hook's detached
  // flow, a socket handler) keeps running as that client's user across every await, whatever the
  // test does meanwhile. The user a client's work runs as is carried with the work itself.
  let defaultUser = findUser(input.user ?? "gm");
  const worldToken = {};
  const me = (): User => {
    const store = clientContext.getStore();
    return store?.world === worldToken ? store.user : defaultUser;
  };

  // Deprecations (dnd5e's excludePatterns on CONFIG.compatibility, set below)
  const compatibility = {
    mode: 1,
    includePatterns: [] as RegExp[],
    excludePatterns: [...features.excludePatterns],
  };
  const deprecations = new DeprecationRecorder(
    () => compatibility.excludePatterns,
    () => me().id,
  );

  // Settings, i18n, notifications
  // The packages a setting may be registered under: set once the harness's own core and dnd5e
  // settings are in (a world of another system still carries them, for the module's checks).
  let settingNamespaces: () => string[] | undefined = () => undefined;
  const settings = new ClientSettings({
    isGM: () => me().isGM,
    userName: () => me().name,
    can: (permission) => me().can(permission),
    isReady: () => game.ready,
    namespaces: () => settingNamespaces(),
  });
  const i18n = new Localization(options.lang);
  const notifications = new Notifications(() => i18n);
  settings.register("dnd5e", "metricLengthUnits", {
    scope: "world",
    config: true,
    type: Boolean,
    default: options.metric,
    name: "SETTINGS.DND5E.METRIC.LengthUnits.Name",
  });
  settings.register("dnd5e", "metricWeightUnits", {
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  settings.register("dnd5e", "metricVolumeUnits", {
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  settings.register("dnd5e", "rulesVersion", {
    scope: "world",
    config: true,
    type: String,
    default: options.rulesVersion,
    choices: { modern: "SETTINGS.DND5E.RULESVERSION.Modern", legacy: "SETTINGS.DND5E.RULESVERSION.Legacy" },
    requiresReload: true,
  });
  settings.register("dnd5e", "proficiencyModifier", {
    scope: "world",
    config: true,
    type: String,
    default: "bonus",
    choices: { bonus: "", dice: "" },
  });
  settings.register("dnd5e", "disableAdvancements", {
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  settings.register("dnd5e", "honorScore", { scope: "world", config: true, type: Boolean, default: false });
  settings.register("dnd5e", "sanityScore", { scope: "world", config: true, type: Boolean, default: false });
  if (features.messageModes) {
    // V14: `messageMode`; `rollMode` is a deprecated alias of it (F5.4).
    settings.register("core", "messageMode", {
      scope: "client",
      config: true,
      type: String,
      default: "public",
      choices: Object.fromEntries(Object.entries(MESSAGE_MODES).map(([k, v]) => [k, v.label])),
    });
    settings.registerAlias("core", "rollMode", {
      target: "core.messageMode",
      read: (mode) => MESSAGE_TO_ROLL_MODE[String(mode)] ?? mode,
      write: (mode) => toMessageMode(String(mode)),
      deprecation: {
        message: 'The core setting "core.rollMode" is deprecated in favor of "core.messageMode".',
        since: 14,
        until: 16,
      },
    });
  } else {
    settings.register("core", "rollMode", {
      scope: "client",
      config: true,
      type: String,
      default: "publicroll",
    });
  }
  settings.register("core", "coneTemplateType", {
    scope: "world",
    config: true,
    type: String,
    default: "round",
    choices: { round: "TEMPLATE.ConeTypeRound", flat: "TEMPLATE.ConeTypeFlat" },
    ...(features.coreV14Deprecations
      ? {
          deprecation: {
            message:
              'The core setting "core.coneTemplateType" is deprecated: cone shapes are Region shapes in V14.',
            since: 14,
            until: 16,
          },
        }
      : {}),
  });
  // Foundry's permission configuration: permission → roles (unset = the permission's default).
  settings.register("core", "permissions", { scope: "world", config: false, type: Object, default: {} });
  if (features.senseVisionSync) {
    settings.register("dnd5e", "senseVisionSync", {
      scope: "world",
      config: true,
      type: Boolean,
      default: true,
      onChange: () => {
        for (const actor of actors) actor.prepareData();
      },
    });
  }

  // Collections
  const actors = new Collection<Actor>();
  const items = new Collection<Item>();
  const messages = new Collection<ChatMessage>();
  const macros = new Collection<Macro>();
  const journal = new Collection<JournalEntry>();
  const scenes = new Collection<Scene>();
  const collections = new Map<string, Collection<DocumentLike>>([
    ["Actor", actors],
    ["Item", items],
    ["ChatMessage", messages],
    ["Macro", macros],
    ["JournalEntry", journal],
    ["Scene", scenes],
  ] as [string, Collection<DocumentLike>][]);

  // Modules
  const modules = new Collection<ModuleEntry>();
  modules.set(MODULE_ID, {
    id: MODULE_ID,
    title: "Kynþættir",
    active: true,
    version: "0.1.0",
    api: undefined,
    // The manifest's own answer (module.json), as Foundry reads it when the world loads.
    socket: (repoJson("module.json") as { socket?: unknown } | undefined)?.socket === true,
  });
  for (const m of input.modules ?? [])
    modules.set(m.id, {
      id: m.id,
      title: m.title ?? m.id,
      active: m.active ?? true,
      version: "1.0.0",
      socket: m.socket === true,
    });
  settingNamespaces = () => ["core", options.system, ...modules.keys()];

  const packs = new Collection<CompendiumCollection>();
  const resolveUuid = (uuid: string): unknown =>
    resolveUuidSync(uuid, { collections, packs, users, indexFallback: true });

  let alive = true;
  const runtime: Runtime = {
    generation: options.generation,
    features,
    deprecations,
    ctx: { metric: options.metric, rulesVersion: options.rulesVersion },
    systemId: options.system,
    hooks,
    i18n,
    notifications,
    settings,
    users,
    currentUser: me,
    randomID,
    ops,
    collections,
    activeModuleIds: () => modules.filter((m) => m.active).map((m) => m.id),
    moduleIds: () => [...modules.keys()],
    characterFlags: {},
    track,
    resolveUuid,
    asUser: (u, fn) => asUser(u, fn),
    clients: (causing) => [causing, ...users.filter((u) => u.active && u !== causing)],
    alive: () => alive,
    chatLog: new ChatLogs(() => runtime),
  };
  setRuntime(runtime);
  hooks.clientId = () => me().id;

  const diceContext: DiceContext = {
    rng: diceRng,
    forced: [],
    createMessage: async (data, opts) => (await ChatMessage.create(data, opts)) as unknown,
  };
  setDiceContext(diceContext);
  const dialogs = new DialogScript();
  setDialogScript(dialogs, (k) => i18n.localize(k));
  const compendiumBrowser = new BrowserScript();
  setBrowserScript(compendiumBrowser);
  Object.defineProperty(items, "fromCompendium", { value: fromCompendium, enumerable: false });

  // CONFIG
  const DND5E = buildDnd5eConfig(options.rulesVersion, i18n, features.schema);
  runtime.characterFlags = DND5E.characterFlags as Runtime["characterFlags"];
  const typeLabels = (name: string, types: readonly string[]): Record<string, string> =>
    Object.fromEntries(types.map((t) => [t, `TYPES.${name}.${t}`]));
  const CONFIG: Obj = {
    DND5E,
    Actor: {
      documentClass: Actor,
      typeLabels: typeLabels("Actor", ACTOR_TYPES),
    },
    Item: {
      documentClass: Item,
      typeLabels: typeLabels("Item", ITEM_TYPES),
    },
    ActiveEffect: { documentClass: ActiveEffect, legacyTransferral: false },
    ChatMessage: {
      documentClass: ChatMessage,
      ...(features.messageModes ? { modes: structuredClone(MESSAGE_MODES) } : {}),
    },
    Macro: { documentClass: Macro },
    JournalEntry: { documentClass: JournalEntry },
    JournalEntryPage: { documentClass: JournalEntryPage },
    Scene: { documentClass: Scene },
    Token: { documentClass: TokenDocument, objectClass: Token },
    MeasuredTemplate: { documentClass: MeasuredTemplateDocument },
    Region: { documentClass: RegionDocument },
    Dice: {
      rolls: [Roll, D20Roll, DamageRoll],
      D20Roll,
      DamageRoll,
      randomUniform: diceRng,
      BasicRoll: { getMessageMode },
    },
    compatibility,
    specialStatusEffects: {
      DEFEATED: "dead",
      INVISIBLE: "invisible",
      BLIND: "blind",
      CONCENTRATING: "concentrating",
    },
    statusEffects: [],
    debug: {},
  };

  // Scene & canvas
  const sceneDoc = new Scene({
    _id: randomID(),
    name: "Harness Scene",
    grid: { size: 100, distance: options.metric ? 1.5 : 5, units: options.metric ? "m" : "ft", type: 1 },
  });
  scenes.set(sceneDoc.id!, sceneDoc);
  sceneDoc.prepareData();
  // Each client views its own scene (scene.ts `viewScene`); the first scene until told otherwise.
  const views = new SceneViews(sceneDoc, me);
  const canvas = createCanvas(() => views.viewed());

  // Packs
  for (const pack of [...loadModulePacks(MODULE_ID), ...dnd5ePacks()]) packs.set(pack.collection, pack);

  const fromUuid = async (uuid: string, { relative }: { relative?: BaseDocument } = {}): Promise<unknown> => {
    const target = relative && uuid.startsWith(".") ? `${relative.uuid}${uuid}` : uuid;
    // Foundry's fromUuid gives null for a document that does not exist (any more).
    return resolveUuidSync(target, { collections, packs, users, indexFallback: false, load: true }) ?? null;
  };
  const fromUuidSync = (
    uuid: string,
    { relative, strict = true }: { relative?: BaseDocument; strict?: boolean } = {},
  ): unknown => {
    const target = relative && uuid.startsWith(".") ? `${relative.uuid}${uuid}` : uuid;
    const found = resolveUuidSync(target, { collections, packs, users, indexFallback: true });
    if (found === undefined && strict && target.startsWith("Compendium.") && target.split(".").length > 5) {
      throw new Error(
        `fromUuidSync was invoked on UUID '${target}' which references an Embedded Document and cannot be retrieved synchronously.`,
      );
    }
    return found ?? null;
  };

  // dnd5e system namespace
  const spellLists = new SpellListRegistry(fromUuid, (u) => fromUuidSync(u, { strict: false }));
  const dnd5e: Dnd5eNamespace = {
    version: options.systemVersion,
    config: DND5E,
    registry: { spellLists },
    settings: {
      get rulesVersion(): unknown {
        return settings.get("dnd5e", "rulesVersion");
      },
      get proficiencyModifier(): unknown {
        return settings.get("dnd5e", "proficiencyModifier");
      },
    },
    utils: {
      defaultUnits: (type: string): string | undefined => {
        const key =
          type === "travel"
            ? "metricLengthUnits"
            : `metric${type.charAt(0).toUpperCase()}${type.slice(1)}Units`;
        const units = (DND5E.defaultUnits as Record<string, Record<string, string>>)[type];
        return units?.[settings.get("dnd5e", key) ? "metric" : "imperial"];
      },
      convertLength,
      simplifyBonus,
    },
    documents: { Actor5e: Actor, Item5e: Item, ActiveEffect5e: ActiveEffect, ChatMessage5e: ChatMessage },
    dice: { D20Roll, DamageRoll },
    applications: { CompendiumBrowser, advancement: { AdvancementManager } },
  };
  void defaultLengthUnits;

  const templates = createHandlebars(() => i18n, MODULE_ID);
  // The server relays a package's channel only when its manifest asks for a socket (socket.ts).
  const relays = (event: string): boolean => {
    const [kind, id] = [event.slice(0, event.indexOf(".")), event.slice(event.indexOf(".") + 1)];
    if (kind === "system") return id === options.system;
    return kind === "module" && modules.get(id)?.active === true && modules.get(id)?.socket === true;
  };
  const socket = new SocketHub(users, me, (u, fn) => asUser(u, fn), track, relays);

  const game: GameFake = {
    get user() {
      return me();
    },
    get userId() {
      return me().id;
    },
    users,
    i18n,
    settings,
    socket,
    modules,
    packs,
    actors,
    items,
    messages,
    macros,
    journal,
    scenes,
    system: { id: options.system, version: options.systemVersion, title: "Dungeons & Dragons Fifth Edition" },
    release: { generation: options.generation, build: features.build },
    version: `${options.generation}.${features.build}`,
    world: { id: "harness-world", title: "Harness World" },
    ready: true,
    dnd5e,
  };

  hooks.lifecycle = (hook) => {
    if (hook === "init") game.ready = false;
    else if (hook === "ready") game.ready = true;
  };

  const ui = { notifications, chat: { scrollBottom: () => {} } };

  const foundryNs: FoundryShape = {
    utils: {
      ...utils,
      randomID,
      Collection,
      fromUuidSync,
      logCompatibilityWarning: (message: string, opts: CompatibilityOptions = {}) =>
        deprecations.log(message, opts, "other"),
    },
    CONST,
    applications: {
      api: { DialogV2, ApplicationV2 },
      handlebars: {
        renderTemplate: templates.renderTemplate,
        loadTemplates: templates.loadTemplates,
        getTemplate: templates.getTemplate,
      },
      ux: {
        FormDataExtended,
        TextEditor: { implementation: { enrichHTML: async (content: string) => content } },
      },
    },
    documents: {
      Actor,
      Item,
      ActiveEffect,
      ChatMessage,
      Macro,
      JournalEntry,
      JournalEntryPage,
      Scene,
      TokenDocument,
      MeasuredTemplateDocument,
      RegionDocument,
      collections: { CompendiumCollection },
    },
    dice: { Roll, terms: { Die, NumericTerm, OperatorTerm, ParentheticalTerm, FunctionTerm } },
    abstract: { Document: BaseDocument },
  };

  const globalsBefore = new Map<string, PropertyDescriptor | undefined>();
  const values: Record<(typeof GLOBAL_NAMES)[number], unknown> = {
    game,
    ui,
    Hooks: hooks,
    CONFIG,
    CONST,
    foundry: foundryNs,
    ChatMessage,
    Roll,
    canvas,
    fromUuid,
    fromUuidSync,
    Actor,
    Item,
    ActiveEffect,
    Macro,
    JournalEntry,
    Handlebars: templates.handlebars,
    dnd5e,
    RegionDocument,
  };
  for (const name of GLOBAL_NAMES) {
    globalsBefore.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, {
      value: values[name],
      writable: true,
      configurable: true,
      enumerable: false,
    });
  }
  const undoPrototypes = installPrototypes();
  // V14 only: the static `ChatMessage.applyMode` (V13 has `applyRollMode` alone).
  if (features.messageModes)
    Object.defineProperty(ChatMessage, "applyMode", {
      value: applyMode,
      writable: true,
      configurable: true,
      enumerable: false,
    });

  /** Writes `core.permissions` as a GM would in the Permission Configuration. */
  async function setPermissions(permission: string, roles: number[]): Promise<void> {
    const all = { ...(settings.get("core", "permissions") as Record<string, number[]>) };
    all[permission] = roles;
    settings.storage.set("core.permissions", all);
    await Promise.resolve();
  }

  function setUser(who: string | User): User {
    defaultUser = findUser(who);
    return defaultUser;
  }

  function asUser<T>(who: string | User, fn: () => T): T {
    return clientContext.run({ world: worldToken, user: findUser(who) }, fn);
  }

  // dnd5e registers its spell lists once the world is ready.
  void track(
    spellLists.register(
      `Compendium.dnd5e.rules.JournalEntry.${WIZARD_SPELL_LIST.journalId}.JournalEntryPage.${WIZARD_SPELL_LIST.pageId}`,
    ),
  );

  const userOf = (who: string | User): User => findUser(who);
  const world: World = {
    options,
    stack: { ...stackInfo(options.stack), features },
    deprecations,
    renderedChat: (who) => runtime.chatLog.rendered(userOf(who).id),
    clickChatButton: (who, message, selector) =>
      clickRendered(runtime, userOf(who), typeof message === "string" ? message : message.id!, selector),
    permissions: {
      async grant(permission, role) {
        const current = permissionRoles(permission);
        const roles = [...new Set([...current, roleFromName(role)])].sort((a, b) => a - b);
        await setPermissions(permission, roles);
      },
      async revoke(permission, role) {
        const roles = permissionRoles(permission).filter((r) => r !== roleFromName(role));
        await setPermissions(permission, roles);
      },
      roles: (permission) => permissionRoles(permission),
    },
    game,
    ui,
    foundry: foundryNs,
    dnd5e,
    fromUuid,
    fromUuidSync,
    CONFIG,
    canvas,
    hooks,
    ops,
    notifications: notifications.captured,
    chat: messages.contents as ChatMessage[],
    dialogs,
    compendiumBrowser,
    sheet: sheetOf,
    packs,
    actors,
    items,
    users,
    socket,
    scene: sceneDoc,
    views,
    dice: {
      force: (...faces: number[]) => diceContext.forced.push(...faces),
      get forced() {
        return diceContext.forced;
      },
    },
    backgroundErrors,
    get user() {
      return me();
    },
    async createActor(data: Obj): Promise<Actor> {
      const created = await Actor.create(data);
      if (!(created instanceof Actor)) throw new Error(`Actor "${String(data.name)}" was not created`);
      return created;
    },
    async createItem(data: Obj): Promise<Item> {
      const created = await Item.create(data);
      if (!(created instanceof Item)) throw new Error(`Item "${String(data.name)}" was not created`);
      return created;
    },
    setUser,
    asUser,
    setGMConnected(connected: boolean) {
      for (const u of users) if (u.isGM) u.active = connected;
    },
    async placeToken(actor: Actor, data: Obj = {}): Promise<Token> {
      const [doc] = await sceneDoc.createEmbeddedDocuments("Token", [
        {
          name: actor.name,
          actorId: actor.id,
          actorLink: true,
          disposition: actor.prototypeToken.disposition ?? -1,
          ...data,
        },
      ]);
      if (!(doc instanceof TokenDocument)) throw new Error("Token was not created");
      return doc.object ?? new Token(doc);
    },
    async settle(): Promise<void> {
      // Each round yields one turn of the event loop (nextTurn); tracked work is awaited whatever
      // timers it waits on.
      for (let round = 0; round < 200; round++) {
        await nextTurn();
        if (!pending.size) {
          await nextTurn();
          if (!pending.size) break;
        }
        await Promise.allSettled([...pending]);
      }
      if (pending.size) throw new Error("world.settle(): background work did not finish");
      if (backgroundErrors.length) throw backgroundErrors[0];
    },
    uninstall() {
      if (installed !== world) return;
      for (const name of GLOBAL_NAMES) {
        const before = globalsBefore.get(name);
        if (before) Object.defineProperty(globalThis, name, before);
        else Reflect.deleteProperty(globalThis, name);
      }
      undoPrototypes();
      Reflect.deleteProperty(ChatMessage, "applyMode");
      alive = false;
      setRuntime(null);
      setDialogScript(null);
      setBrowserScript(null);
      setDiceContext({ rng: Math.random, forced: [] });
      installed = null;
    },
  };
  Object.defineProperty(world, "chat", { get: () => messages.contents, enumerable: true });
  installed = world;
  return world;
}

interface ResolveContext {
  collections: Map<string, Collection<DocumentLike>>;
  packs: Collection<CompendiumCollection>;
  users: Users;
  indexFallback: boolean;
  load?: boolean;
}

/** Resolve `Type.id[.Type.id]*` or `Compendium.pkg.pack.Type.id[...]`. */
function resolveUuidSync(uuid: string, ctx: ResolveContext): unknown {
  if (!uuid || typeof uuid !== "string") return undefined;
  const parts = uuid.split(".");
  let doc: BaseDocument | undefined;
  let rest: string[];
  if (parts[0] === "Compendium") {
    const pack = ctx.packs.get(`${parts[1]}.${parts[2]}`);
    const id = parts[4];
    if (!pack || !id) return undefined;
    rest = parts.slice(5);
    const loaded = ctx.load ? pack.getDocumentSync(id) : pack.get(id);
    if (!loaded) return ctx.indexFallback && !rest.length ? pack.index.get(id) : undefined;
    doc = loaded;
  } else {
    const [type, id] = parts;
    if (!type || !id) return undefined;
    if (type === "User") return ctx.users.get(id);
    doc = ctx.collections.get(type)?.get(id) as BaseDocument | undefined;
    rest = parts.slice(2);
  }
  while (doc && rest.length >= 2) {
    const [type, id] = rest as [string, string];
    try {
      doc = doc.getEmbeddedDocument(type, id);
    } catch {
      return undefined;
    }
    rest = rest.slice(2);
  }
  return doc;
}
