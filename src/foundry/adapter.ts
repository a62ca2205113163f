/**
 * The module's window onto Foundry and dnd5e: text, notices, users, settings, hooks, documents
 * by UUID, dialogs and templates. With src/foundry/breath.ts and src/foundry/drop.ts (what only one
 * flow needs) these are the only files that touch Foundry and dnd5e globals; everything else
 * receives plain values or the documents these functions return, so rules stay testable in plain
 * Node.
 */
import { MODULE_ID, SUPPORTED_SYSTEM, i18nKey } from "../content/ids";
import { globals } from "./globals";

/* -------------------------------------------- */
/*  Text and notices                            */
/* -------------------------------------------- */

export type NoticeLevel = "info" | "warn" | "error";

/** Foundry's translation of a full key: one of ours, or a label key from dnd5e's config. */
export function localize(key: string, data?: Record<string, string | number>): string {
  return data ? game.i18n.format(key, data) : game.i18n.localize(key);
}

/** Localizes a key under `KYNTHAETTIR.`; keys are given without the root. */
export function t(key: string, data?: Record<string, string | number>): string {
  return localize(i18nKey(key), data);
}

/** Whether the user's language (or Foundry's English fallback) has text for a full key. */
export function hasTranslation(key: string): boolean {
  return game.i18n.has(key);
}

/** The user's interface language ("is", "en", …). */
export function userLang(): string {
  return game.i18n.lang;
}

/**
 * Shows an Icelandic (or fallback English) notice for an expected situation: no stack trace.
 * Foundry translates the key itself (`localize`, or `format` with the values): it escapes the
 * `format` values — names typed by users — exactly once and trusts the translated text
 * (NotificationOptions, https://foundryvtt.com/api/v14/interfaces/foundry.NotificationOptions.html).
 */
export function notify(level: NoticeLevel, key: string, data?: Record<string, string | number>): void {
  if (!data) {
    ui.notifications[level](i18nKey(key), { localize: true });
    return;
  }
  const format = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  ui.notifications[level](i18nKey(key), { format });
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes a name (actor, token, item) before it goes into HTML. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * `CONFIG.DND5E.<table>` (abilities, skills, damage types…) as id → label key; entries are
 * label keys or `{ label }` objects.
 */
export function dnd5eLabels(table: string): Record<string, string> {
  const entries = globals().CONFIG.DND5E[table];
  const out: Record<string, string> = {};
  if (typeof entries !== "object" || entries === null) return out;
  for (const [id, entry] of Object.entries(entries)) {
    if (typeof entry === "string") out[id] = entry;
    else {
      const label = (entry as { label?: unknown } | null)?.label;
      if (typeof label === "string") out[id] = label;
    }
  }
  return out;
}

/* -------------------------------------------- */
/*  Users                                       */
/* -------------------------------------------- */

export function currentUserId(): string {
  return game.user.id;
}

export function isGM(): boolean {
  return game.user.isGM;
}

/** The GM who answers requests (Foundry's active GM), or null when no GM is connected. */
export function activeGM(): FoundryUser | null {
  return game.users.activeGM;
}

export function userById(id: string): FoundryUser | null {
  return game.users.get(id) ?? null;
}

/** The character assigned to the user in the player configuration. */
export function userCharacter(): Actor5e | null {
  return game.user.character ?? null;
}

/* -------------------------------------------- */
/*  The world: core, system, modules            */
/* -------------------------------------------- */

export function isModuleActive(id: string): boolean {
  return game.modules.get(id)?.active === true;
}

/** This module's entry in `game.modules`, where the public API is published. */
export function moduleApiSlot(): ModuleLike | undefined {
  return game.modules.get(MODULE_ID);
}

/**
 * Now, on the server's clock (`game.time.serverTime`: Foundry keeps each client's offset), so
 * times taken on two clients, or by the server, compare.
 */
export function serverTime(): number {
  const time = (game as unknown as { time?: { serverTime?: unknown } }).time?.serverTime;
  return typeof time === "number" && Number.isFinite(time) ? time : Date.now();
}

/** A new 16-character document id. */
export function randomId(): string {
  return foundry.utils.randomID();
}

/* -------------------------------------------- */
/*  Settings and units                          */
/* -------------------------------------------- */

export function registerSetting(key: string, config: SettingConfig): void {
  game.settings.register(MODULE_ID, key, config);
}

export function getSetting<T>(key: string): T {
  return game.settings.get(MODULE_ID, key) as T;
}

export function getSystemSetting<T>(key: string): T {
  return game.settings.get(SUPPORTED_SYSTEM, key) as T;
}

/* -------------------------------------------- */
/*  Hooks                                       */
/* -------------------------------------------- */

/** Calls a hook that listeners may stop: false when one of them returned false. */
export function callHook(hook: string, ...args: unknown[]): boolean {
  return Hooks.call(hook, ...args);
}

/** Announces something that has happened: every listener runs, none can stop it. */
export function callHookAll(hook: string, ...args: unknown[]): void {
  Hooks.callAll(hook, ...args);
}

/**
 * Waits for something another party does without handing out a promise (dnd5e's un-awaited
 * writes): resolves true once `done()` holds, checked now and after each `hook` call, or false
 * when `timeoutMs` pass first. The listener is removed either way.
 */
export function whenHook(hook: string, done: () => boolean, timeoutMs: number): Promise<boolean> {
  if (done()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const listener = (): void => {
      if (!done()) return;
      clearTimeout(timer);
      Hooks.off(hook, listener);
      resolve(true);
    };
    const timer = setTimeout(() => {
      Hooks.off(hook, listener);
      resolve(false);
    }, timeoutMs);
    Hooks.on(hook, listener);
  });
}

/* -------------------------------------------- */
/*  Documents by UUID                           */
/* -------------------------------------------- */

/** A document by UUID (world or compendium), or null when it cannot be found. */
export async function resolveUuid(uuid: string): Promise<FoundryDocument | null> {
  try {
    return await fromUuid(uuid);
  } catch {
    return null;
  }
}

/** A document's source by UUID (a spell to copy onto an actor), or null when it cannot be found. */
export async function sourceByUuid(uuid: string): Promise<Record<string, unknown> | null> {
  const doc = await resolveUuid(uuid);
  return doc ? doc.toObject() : null;
}

/**
 * Whether a document is still in the world: its UUID still finds this very document (a deleted
 * actor, an item of one, a token of a deleted scene are found no more).
 */
export function isLiveDocument(doc: { readonly uuid?: unknown }): boolean {
  return typeof doc.uuid === "string" && syncByUuid(doc.uuid) === doc;
}

/** A document available synchronously (world documents, compendium index entries). */
export function syncByUuid(uuid: string): unknown {
  try {
    return globals().fromUuidSync?.(uuid) ?? null;
  } catch {
    return null;
  }
}

/* -------------------------------------------- */
/*  Dialogs and templates                       */
/* -------------------------------------------- */

/** A DialogV2 that resolves with the pressed button's callback result (null-ish when closed). */
export function dialogWait(config: DialogV2Config): Promise<unknown> {
  return foundry.applications.api.DialogV2.wait(config);
}

/** A yes/no DialogV2. */
export function dialogConfirm(
  config: DialogV2Config & { yes?: Partial<DialogV2Button>; no?: Partial<DialogV2Button> },
): Promise<boolean | null> {
  return foundry.applications.api.DialogV2.confirm(config);
}

/** A form's named values, as Foundry's FormDataExtended reads them (the checked radio, each select). */
export function formValues(form: HTMLFormElement | null | undefined): Record<string, unknown> {
  if (!form) return {};
  const FormDataExtended = globals().foundry.applications.ux?.FormDataExtended;
  if (FormDataExtended) return { ...new FormDataExtended(form).object };
  return Object.fromEntries(new FormData(form).entries());
}

/** One of the module's Handlebars templates, rendered to HTML. */
export function renderTemplate(path: string, data: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(path, data);
}

/* -------------------------------------------- */
/*  The world's documents                       */
/* -------------------------------------------- */

/** Whether `doc` lies in a locked compendium, where Foundry refuses every write to it. */
export function inLockedPack(doc: FoundryDocument): boolean {
  return !!doc.pack && game.packs.get(doc.pack)?.locked !== false;
}

/** The world's actors (the sidebar's), for the GM's batch work. */
export function worldActors(): Actor5e[] {
  return [...game.actors];
}

/** Whether this client is the one GM that answers for the table (Foundry's active GM). */
export function isActiveGM(): boolean {
  return game.user.isGM && game.users.activeGM?.id === game.user.id;
}

export function setSetting(key: string, value: unknown): Promise<unknown> {
  return game.settings.set(MODULE_ID, key, value);
}

/**
 * A button in the module's settings that runs `action`. Foundry's settings window opens a menu by
 * constructing its `type` and rendering it, and `registerMenu` refuses a `type` that is not an
 * ApplicationV2 (or FormApplication) subclass; so the type is a subclass whose `render` runs the
 * action and shows nothing of its own. The base class is read here, at `init`, when Foundry's
 * namespace exists (not when the bundle is imported).
 */
export function registerMenuAction(
  key: string,
  config: { name: string; label: string; hint: string; icon: string; restricted: boolean },
  action: () => unknown,
): void {
  const Base = foundry.applications.api.ApplicationV2;
  class MenuAction extends Base {
    override render(): this {
      void action();
      return this;
    }
  }
  game.settings.registerMenu(MODULE_ID, key, { ...config, type: MenuAction });
}
