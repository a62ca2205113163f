/** `ui.notifications`: info/warn/error captured for tests, with Foundry's `localize`/`format` options. */
import type { Localization } from "./i18n";

export type NotificationType = "info" | "warning" | "error" | "success";

export interface NotificationOptions {
  localize?: boolean;
  format?: Record<string, unknown>;
  permanent?: boolean;
  console?: boolean;
  progress?: boolean;
}

export interface CapturedNotification {
  id: number;
  type: NotificationType;
  message: string;
  options: NotificationOptions;
}

export class Notifications {
  readonly captured: CapturedNotification[] = [];
  readonly #i18n: () => Localization;
  #nextId = 1;

  constructor(i18n: () => Localization) {
    this.#i18n = i18n;
  }

  notify(
    message: string,
    type: NotificationType = "info",
    options: NotificationOptions = {},
  ): CapturedNotification {
    let text = message;
    if (options.format) text = this.#i18n().format(message, options.format);
    else if (options.localize) text = this.#i18n().localize(message);
    const note = { id: this.#nextId++, type, message: text, options };
    this.captured.push(note);
    return note;
  }

  info(message: string, options?: NotificationOptions): CapturedNotification {
    return this.notify(message, "info", options);
  }

  warn(message: string, options?: NotificationOptions): CapturedNotification {
    return this.notify(message, "warning", options);
  }

  error(message: string, options?: NotificationOptions): CapturedNotification {
    return this.notify(message, "error", options);
  }

  success(message: string, options?: NotificationOptions): CapturedNotification {
    return this.notify(message, "success", options);
  }

  remove(id: number | CapturedNotification): void {
    const n = typeof id === "number" ? id : id.id;
    const index = this.captured.findIndex((c) => c.id === n);
    if (index >= 0) this.captured.splice(index, 1);
  }
}
