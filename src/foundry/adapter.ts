/**
 * The only module code that touches Foundry and dnd5e globals. Everything else receives plain
 * values or the documents these functions return, so rules stay testable in plain Node.
 */
import { I18N_ROOT, MIN_SYSTEM_VERSION, MODULE_ID, SUPPORTED_SYSTEM } from "../constants";

export type NoticeLevel = "info" | "warn" | "error";

/** Localizes a key under `KYNTHAETTIR.`; keys are given without the root. */
export function t(key: string, data?: Record<string, string | number>): string {
  const full = `${I18N_ROOT}.${key}`;
  return data ? game.i18n.format(full, data) : game.i18n.localize(full);
}

/** Shows an Icelandic (or fallback English) notice for an expected situation: no stack trace. */
export function notify(level: NoticeLevel, key: string, data?: Record<string, string | number>): void {
  ui.notifications[level](t(key, data));
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

export function coreGeneration(): number {
  return game.release.generation;
}

export function getSetting<T>(key: string): T {
  return game.settings.get(MODULE_ID, key) as T;
}

export function getSystemSetting<T>(key: string): T {
  return game.settings.get(SUPPORTED_SYSTEM, key) as T;
}

/** Whether this world runs a dnd5e version the module supports. */
export function systemSupport(): "ok" | "wrong-system" | "old-version" {
  if (game.system.id !== SUPPORTED_SYSTEM) return "wrong-system";
  if (foundry.utils.isNewerVersion(MIN_SYSTEM_VERSION, game.system.version)) return "old-version";
  return "ok";
}

export function isGM(): boolean {
  return game.user.isGM;
}

export function activeGM(): FoundryUser | null {
  return game.users.activeGM;
}

export function moduleApiSlot(): ModuleLike | undefined {
  return game.modules.get(MODULE_ID);
}
