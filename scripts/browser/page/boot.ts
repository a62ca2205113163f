/**
 * A Foundry client's start in the page, on the harness: the repository files the harness reads
 * (from the server's file list) and the module's manifest and language files (from Foundry's paths,
 * `/modules/kynthaettir/…`); the world with the logged-in user's client (and any other users
 * `connected`, whose clients run in the same page: the screenshots show a player's copy of a card
 * the GM's client posted); what
 * dnd5e's own `init` sets up (activities and placement, active tokens, rests, DragDrop, the
 * compendium index fields); the page's dialogs, templates, chat log and notifications; then, for an
 * enabled module, its styles and its `esmodules` as `<script type="module">` tags, and Foundry's
 * order of hooks: `init`, the compendium indexes, `i18nInit`, `setup`, `game.ready`, `ready`.
 */
import { createWorld, type World } from "../../../test/harness";
import { enableActivities, type PlacementScript } from "../../../test/harness/activity";
import { enableRests } from "../../../test/harness/rest";
import { enableActiveTokens, enableTokenDisplayNames } from "../../../test/harness/scene";
import type { StackId } from "../../../test/harness/stacks";
import { addFiles } from "../shims/fs";
import { mountChatLog, mountNotifications } from "./chat-log";
import { PageDialog } from "./dialog";
import { installHttpTemplates } from "./templates";

export const MODULE_ID = "kynthaettir";
export const MODULE_BASE = `/modules/${MODULE_ID}`;
/** The repository root the bundled harness reads its files from (scripts/browser/bundle.ts). */
const VIRTUAL_ROOT = "/repo";

export interface PageUser {
  id: string;
  name: string;
  role: "gm" | "player";
}

/** What the server tells the page about its world (the `#kyn-config` JSON). */
export interface PageConfig {
  stack: StackId;
  /** The logged-in user's id: the page's client. */
  userId: string;
  users: PageUser[];
  lang: string;
  metric: boolean;
  /** Whether the module is enabled in the world (Foundry loads only enabled modules' scripts). */
  moduleActive: boolean;
  /** Another module in the world refuses every chat message (`preCreateChatMessage` → false). */
  chatBlocked?: boolean;
  /** `registerMenu` refuses every menu, as Foundry refused the module's before issue 17: its init fails. */
  menusRefused?: boolean;
  /**
   * Other users whose clients are connected in this page: each renders the messages it may see
   * into its own hidden log, `#chat-log-<user id>` in `#other-clients`. Their clients only do what
   * runs synchronously in them (the page's AsyncLocalStorage shim): rendering a message is that.
   */
  connected?: string[];
}

interface Manifest {
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
}

export interface Booted {
  world: World;
  placements: PlacementScript;
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.text();
}

async function loadFiles(): Promise<Manifest> {
  addFiles(
    Object.fromEntries(
      Object.entries(JSON.parse(await text("/harness/repo-files.json")) as Record<string, string>).map(
        ([rel, content]) => [`${VIRTUAL_ROOT}/${rel}`, content],
      ),
    ),
  );
  const manifestText = await text(`${MODULE_BASE}/module.json`);
  addFiles({ [`${VIRTUAL_ROOT}/module.json`]: manifestText });
  const manifest = JSON.parse(manifestText) as Manifest;
  for (const { path } of manifest.languages)
    addFiles({ [`${VIRTUAL_ROOT}/${path}`]: await text(`${MODULE_BASE}/${path}`) });
  return manifest;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => reject(new Error(`Failed to load ${src}`)));
    document.head.append(script);
  });
}

function loadStyle(href: string): void {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}

/** What dnd5e's `init` sets up that the module reads. */
function dnd5eInit(world: World): PlacementScript {
  const placements = enableActivities(world);
  enableActiveTokens();
  enableTokenDisplayNames();
  enableRests();
  const ux = (world.CONFIG["ux"] ??= {}) as Record<string, unknown>;
  ux["DragDrop"] ??= { dropEffect: null };
  const item = world.CONFIG["Item"] as { compendiumIndexFields?: string[] };
  item.compendiumIndexFields ??= ["system.container", "system.identifier"];
  return placements;
}

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The page has no #${id}`);
  return found;
}

/** The chat log of a client: the page's own `#chat-log`, another connected client's hidden one. */
function chatLogs(pageUserId: string): (userId: string) => HTMLElement {
  const own = element("chat-log");
  return (userId) => {
    if (userId === pageUserId) return own;
    const id = `chat-log-${userId}`;
    const existing = document.getElementById(id);
    if (existing) return existing;
    let others = document.getElementById("other-clients");
    if (!others) {
      others = document.createElement("div");
      others.id = "other-clients";
      others.hidden = true;
      document.body.append(others);
    }
    const log = document.createElement("ol");
    log.id = id;
    log.className = "chat-log";
    others.append(log);
    return log;
  };
}

export async function boot(config: PageConfig): Promise<Booted> {
  const manifest = await loadFiles();
  const world = createWorld({
    stack: config.stack,
    lang: config.lang,
    metric: config.metric,
    users: config.users.map((u) => ({
      ...u,
      active: u.id === config.userId || (config.connected ?? []).includes(u.id),
    })),
    user: config.userId,
  });
  const game = world.game as { ready: boolean };
  game.ready = false;
  const placements = dnd5eInit(world);
  (world.foundry.applications.api as Record<string, unknown>)["DialogV2"] = PageDialog;
  installHttpTemplates(world);
  mountChatLog(world, chatLogs(config.userId));
  mountNotifications(world, element("notifications"));

  if (config.menusRefused)
    world.game.settings.registerMenu = () => {
      throw new Error(
        "You must provide a menu type that is a FormApplication or ApplicationV2 instance or subclass",
      );
    };
  const mod = world.game.modules.get(MODULE_ID);
  if (mod) mod.active = config.moduleActive;
  if (config.moduleActive) {
    for (const style of manifest.styles) loadStyle(`${MODULE_BASE}/${style}`);
    for (const script of manifest.esmodules) await loadScript(`${MODULE_BASE}/${script}`);
  }
  world.hooks.callAll("init");
  const fields = (world.CONFIG["Item"] as { compendiumIndexFields?: string[] }).compendiumIndexFields;
  await Promise.all(world.packs.map((pack) => pack.getIndex({ fields: fields ?? [] })));
  world.hooks.callAll("i18nInit");
  world.hooks.callAll("setup");
  if (config.chatBlocked) world.hooks.on("preCreateChatMessage", () => false);
  game.ready = true;
  world.hooks.callAll("ready");
  return { world, placements };
}
