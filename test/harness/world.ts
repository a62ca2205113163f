/**
 * `createWorld(options)`: one isolated fake Foundry V13/V14 + dnd5e 5.3/6.1 world (a stack, see
 * stacks.ts), its globals installed on `globalThis` until `world.uninstall()`.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { Collection } from "./collection";
import { buildDnd5eConfig, CONST } from "./config";
import { Roll, setDiceContext, type DiceContext } from "./dice";
import { DialogScript, setDialogScript } from "./dialog";
import { BrowserScript, fromCompendium, setBrowserScript, sheetOf } from "./sheet";
import { Actor, BaseDocument, ChatMessage, Item, JournalEntry, Macro } from "./documents";
import { HooksRegistry } from "./hooks";
import { Localization } from "./i18n";
import { Notifications } from "./notifications";
import { CompendiumCollection, dnd5ePacks, loadModulePacks, WIZARD_SPELL_LIST } from "./packs";
import { SpellListRegistry } from "./registry";
import { OperationCounter, setRuntime, type DocumentLike, type Runtime } from "./runtime";
import { ClientSettings } from "./settings";
import { SocketHub } from "./socket";
import { createHandlebars } from "./templates";
import { permissionRoles, User, Users, roleFromName } from "./users";
import { Scene, Token, TokenDocument } from "./canvas";
import { createCanvas } from "./canvas-layers";
import { makeRandomID, seededRandom, type Obj } from "./utils";
import { resolveStack, stackFeatures, stackInfo } from "./stacks";
import { DeprecationRecorder } from "./deprecations";
import { applyMode, ChatLogs, clickRendered } from "./chat";
import { SceneViews } from "./views";
import { repoJson } from "./paths";
import { backgroundWork, nextTurn } from "./turn";
import { registerWorldSettings } from "./world-settings";
import { coreConfig, dnd5eNamespace } from "./world-config";
import { foundryNamespace, installGlobals } from "./world-globals";
import { resolveUuidSync } from "./uuid";
import type { GameFake, ModuleEntry, UserSpec, World, WorldOptions } from "./world-types";

export type { World, WorldOptions };

export const MODULE_ID = "kynthaettir";

let installed: World | null = null;

/**
 * The user each client's work runs as, for every world of the process. One instance, the world in
 * the store: Node 20 runs every enabled AsyncLocalStorage's hook on each promise created, so one
 * instance per world made every promise cost more with each world the test process had built.
 */
const clientContext = new AsyncLocalStorage<{ world: object; user: User }>();

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
  const { pending, backgroundErrors, track } = backgroundWork();

  // Users
  const users = new Users();
  const specs: UserSpec[] = input.users ?? [
    { name: "Gamemaster", role: "gm" },
    { name: "Player", role: "player" },
  ];
  for (const spec of specs) {
    const role = roleFromName(spec.role);
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
  const compatibility = { excludePatterns: [...features.excludePatterns] };
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
  registerWorldSettings(settings, {
    metric: options.metric,
    rulesVersion: options.rulesVersion,
    features,
    reprepareActors: () => {
      for (const actor of actors) actor.prepareData();
    },
  });

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

  const DND5E = buildDnd5eConfig(options.rulesVersion, i18n, features.schema);
  let alive = true;
  const runtime: Runtime = {
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
    roundTripMs: 0,
    collections,
    activeModuleIds: () => modules.filter((m) => m.active).map((m) => m.id),
    characterFlags: DND5E.characterFlags as Runtime["characterFlags"],
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
  const CONFIG = coreConfig({ DND5E, compatibility });

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

  const absolute = (uuid: string, relative?: BaseDocument): string =>
    relative && uuid.startsWith(".") ? `${relative.uuid}${uuid}` : uuid;
  const fromUuid = async (uuid: string, { relative }: { relative?: BaseDocument } = {}): Promise<unknown> => {
    const target = absolute(uuid, relative);
    // Foundry's fromUuid gives null for a document that does not exist (any more).
    return resolveUuidSync(target, { collections, packs, users, indexFallback: false, load: true }) ?? null;
  };
  const fromUuidSync = (
    uuid: string,
    { relative, strict = true }: { relative?: BaseDocument; strict?: boolean } = {},
  ): unknown => {
    const target = absolute(uuid, relative);
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
  const dnd5e = dnd5eNamespace({ DND5E, spellLists, settings });

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
    scenes,
    system: { id: options.system, version: options.systemVersion, title: "Dungeons & Dragons Fifth Edition" },
    release: { generation: options.generation, build: features.build },
    version: `${options.generation}.${features.build}`,
    ready: true,
    dnd5e,
  };

  hooks.lifecycle = (hook) => {
    if (hook === "init") game.ready = false;
    else if (hook === "ready") game.ready = true;
  };

  const ui = { notifications };

  const { generation } = options;
  const foundryNs = foundryNamespace({ randomID, deprecations, templates, generation });

  const restoreGlobals = installGlobals({
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
    Handlebars: templates.handlebars,
    dnd5e,
  });
  // V14 only: the static `ChatMessage.applyMode` (V13 has `applyRollMode` alone).
  if (features.messageModes)
    Object.defineProperty(ChatMessage, "applyMode", { value: applyMode, writable: true, configurable: true });

  /** Writes `core.permissions` as a GM would in the Permission Configuration. */
  async function setPermissions(permission: string, roles: number[]): Promise<void> {
    const all = { ...(settings.get("core", "permissions") as Record<string, number[]>) };
    all[permission] = roles;
    settings.storage.set("core.permissions", all);
    await Promise.resolve();
  }

  async function createOne<T>(
    cls: (new (...args: never[]) => T) & { create(data: Obj): Promise<unknown> },
    data: Obj,
  ): Promise<T> {
    const created = await cls.create(data);
    if (!(created instanceof cls)) throw new Error(`${cls.name} "${String(data.name)}" was not created`);
    return created;
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

  const world: World = {
    options,
    stack: { ...stackInfo(options.stack), features },
    deprecations,
    renderedChat: (who) => runtime.chatLog.rendered(findUser(who).id),
    clickChatButton: (who, message, selector) =>
      clickRendered(runtime, findUser(who), typeof message === "string" ? message : message.id!, selector),
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
      roles: permissionRoles,
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
    serverRoundTrip: (ms) => void (runtime.roundTripMs = ms),
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
    createActor: (data) => createOne(Actor, data),
    createItem: (data) => createOne(Item, data),
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
      restoreGlobals();
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
