/**
 * `ui.notifications`: info/warn/error/success captured for tests, rendered as Foundry renders them.
 *
 * The options are NotificationOptions (V14 https://foundryvtt.com/api/v14/interfaces/foundry.NotificationOptions.html,
 * the same list on V13's https://foundryvtt.com/api/interfaces/foundry.NotificationOptions.html):
 * `format` values are escaped unless `escape: false`; the message is cleaned as untrusted input
 * ("No cleaning is applied if format is passed and escape is true or localize is true and format
 * is not passed.") unless `clean: false`. `message` is the text the user reads, `html` the markup.
 * V13's Notification (https://foundryvtt.com/api/interfaces/foundry.Notification.html) carries
 * `permanent`, `console` (on by default) and `progress`; which console method Foundry logs with
 * is not documented, so the harness records the flag and logs nothing.
 */
import { parseTemplate } from "./dom";
import type { Localization } from "./i18n";

export type NotificationType = "info" | "warning" | "error" | "success";

export interface NotificationOptions {
  localize?: boolean;
  format?: Record<string, unknown>;
  escape?: boolean;
  clean?: boolean;
  permanent?: boolean;
  console?: boolean;
  progress?: boolean;
}

export interface CapturedNotification {
  type: NotificationType;
  /** What the user reads: the text of the rendered notification. */
  message: string;
  /** The notification's HTML as Foundry renders it (format values escaped, the rest cleaned). */
  html: string;
  /** Shown until dismissed (`permanent: true`), else for Notifications.LIFETIME_MS. */
  permanent: boolean;
  /** Also logged to the browser console: on unless `console: false`. */
  console: boolean;
  /** Carries a progress bar (`progress: true`). */
  progress: boolean;
  options: NotificationOptions;
}

/** `foundry.utils.escapeHTML`: the five characters HTML gives a meaning. */
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

export function escapeHTML(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** The elements `cleanHTML` removes with their content (the browser page's second pass uses the same list). */
export const UNSAFE_ELEMENTS: ReadonlySet<string> = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "link",
  "meta",
  "base",
  "form",
  // Elements whose content a browser reads as raw text, so markup a simpler parser takes for an
  // attribute value comes alive there (mutation XSS); and foreign content with its own rules.
  "noscript",
  "textarea",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
  "template",
  "svg",
  "math",
]);

/**
 * `foundry.utils.cleanHTML` as far as a notification needs it: untrusted markup keeps its text and
 * harmless formatting, loses scripts, embedded content, event handlers and `javascript:` links.
 */
export function cleanHTML(html: string): string {
  const template = parseTemplate(html);
  for (const element of template.content.querySelectorAll("*")) {
    if (UNSAFE_ELEMENTS.has(element.localName)) {
      element.remove();
      continue;
    }
    for (const name of element.getAttributeNames())
      if (isUnsafeAttribute(name, element.getAttribute(name) ?? "")) element.removeAttribute(name);
  }
  return template.innerHTML;
}

/**
 * An event handler, or a `javascript:` URL. A browser drops control characters and spaces inside a
 * URL's scheme ("java&#9;script:"), so they are dropped before the test.
 */
export function isUnsafeAttribute(name: string, value: string): boolean {
  const scheme = [...value].filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f).join("");
  return name.startsWith("on") || /^javascript:/i.test(scheme);
}

function textOf(html: string): string {
  return parseTemplate(html).content.textContent ?? "";
}

type Notify = (message: string, options?: NotificationOptions) => CapturedNotification;

export class Notifications {
  readonly captured: CapturedNotification[] = [];
  readonly #i18n: () => Localization;

  constructor(i18n: () => Localization) {
    this.#i18n = i18n;
  }

  notify(
    message: string,
    type: NotificationType = "info",
    options: NotificationOptions = {},
  ): CapturedNotification {
    const escape = options.escape ?? true;
    let html = String(message);
    if (options.format) {
      const values = Object.fromEntries(
        Object.entries(options.format).map(([k, v]) => [k, escape ? escapeHTML(v) : String(v)]),
      );
      html = this.#i18n().format(html, values);
    } else if (options.localize) html = this.#i18n().localize(html);
    const trusted = (options.format && escape) || (options.localize && !options.format);
    if ((options.clean ?? true) && !trusted) html = cleanHTML(html);
    const note = {
      type,
      message: textOf(html),
      html,
      permanent: options.permanent === true,
      console: options.console !== false,
      progress: options.progress === true,
      options,
    };
    this.captured.push(note);
    return note;
  }

  info: Notify = (message, options) => this.notify(message, "info", options);
  warn: Notify = (message, options) => this.notify(message, "warning", options);
  error: Notify = (message, options) => this.notify(message, "error", options);
  success: Notify = (message, options) => this.notify(message, "success", options);
}
