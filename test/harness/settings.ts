/**
 * `game.settings`: register/get/set. Reading or writing a key that was never registered throws,
 * as Foundry does, so a typo in a setting key fails the test instead of returning undefined.
 * A setting may carry a `deprecation` (logged on every get/set, V14 `core.coneTemplateType`), and
 * an alias forwards to another setting with a deprecation (V14 `core.rollMode` → `messageMode`).
 */
import { isApplicationClass } from "./application";
import { deprecated } from "./deprecations";

export interface SettingConfig {
  name?: string;
  hint?: string;
  scope?: "world" | "client" | "user";
  config?: boolean;
  type?: unknown;
  default?: unknown;
  choices?: Record<string, string>;
  range?: { min: number; max: number; step: number };
  requiresReload?: boolean;
  onChange?: (value: unknown, options?: unknown) => void;
  /** Core logs this deprecation whenever the setting is read or written. */
  deprecation?: SettingDeprecation;
}

export interface SettingDeprecation {
  message: string;
  since: number | string;
  until: number | string;
}

export interface SettingAlias {
  /** "namespace.key" of the setting that holds the value. */
  target: string;
  /** Value of the target → value of the alias. */
  read?: (value: unknown) => unknown;
  /** Value written to the alias → value of the target. */
  write?: (value: unknown) => unknown;
  deprecation: SettingDeprecation;
}

export interface MenuConfig {
  name?: string;
  label?: string;
  hint?: string;
  icon?: string;
  restricted?: boolean;
  type: unknown;
  key?: string;
  namespace?: string;
}

export interface SettingsHost {
  isGM(): boolean;
  userName(): string;
}

export class ClientSettings {
  readonly settings = new Map<string, SettingConfig & { key: string; namespace: string }>();
  readonly menus = new Map<string, MenuConfig>();
  readonly storage = new Map<string, unknown>();
  readonly aliases = new Map<string, SettingAlias>();
  readonly #host: SettingsHost;

  constructor(host: SettingsHost) {
    this.#host = host;
  }

  register(namespace: string, key: string, data: SettingConfig): void {
    if (!namespace || !key)
      throw new Error("You must specify both namespace and key portions of the setting");
    this.settings.set(`${namespace}.${key}`, { scope: "client", config: false, ...data, key, namespace });
  }

  /** A deprecated name forwarding to another registered setting. */
  registerAlias(namespace: string, key: string, alias: SettingAlias): void {
    this.aliases.set(`${namespace}.${key}`, alias);
  }

  #alias(namespace: string, key: string): { alias: SettingAlias; ns: string; k: string } | null {
    const alias = this.aliases.get(`${namespace}.${key}`);
    if (!alias) return null;
    deprecated("core", alias.deprecation.message, alias.deprecation);
    const [ns, ...rest] = alias.target.split(".");
    return { alias, ns: ns!, k: rest.join(".") };
  }

  /**
   * Foundry refuses a menu whose `type` is not an application class: "You must provide a menu type
   * that is a FormApplication or ApplicationV2 instance or subclass" (the error public module
   * changelogs report fixing for V13/V14; V13 removed the need for FormApplication but kept the check).
   */
  registerMenu(namespace: string, key: string, data: MenuConfig): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the menu");
    if (!isApplicationClass(data?.type))
      throw new Error(
        "You must provide a menu type that is a FormApplication or ApplicationV2 instance or subclass",
      );
    this.menus.set(`${namespace}.${key}`, { ...data, key: `${namespace}.${key}`, namespace });
  }

  /** What Foundry's settings window does when its menu button is clicked: a new `type`, rendered. */
  async clickMenu(namespace: string, key: string): Promise<unknown> {
    const menu = this.menus.get(`${namespace}.${key}`);
    if (!menu) throw new Error(`No settings menu "${namespace}.${key}" is registered`);
    if (menu.restricted && !this.#host.isGM())
      throw new Error(`The menu "${namespace}.${key}" is restricted to GMs`);
    const App = menu.type as new () => { render(options: object): unknown };
    const app = new App();
    return app.render({ force: true });
  }

  #config(namespace: string, key: string): SettingConfig & { key: string; namespace: string } {
    const config = this.settings.get(`${namespace}.${key}`);
    if (!config) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return config;
  }

  get(namespace: string, key: string): unknown {
    const forwarded = this.#alias(namespace, key);
    if (forwarded) {
      const value = this.get(forwarded.ns, forwarded.k);
      return forwarded.alias.read ? forwarded.alias.read(value) : value;
    }
    const config = this.#config(namespace, key);
    if (config.deprecation) deprecated("core", config.deprecation.message, config.deprecation);
    const id = `${namespace}.${key}`;
    if (this.storage.has(id)) return cast(config, this.storage.get(id));
    return typeof config.default === "function" && config.type !== Function
      ? (config.default as () => unknown)()
      : structuredCloneSafe(config.default);
  }

  async set(namespace: string, key: string, value: unknown, options: unknown = {}): Promise<unknown> {
    const forwarded = this.#alias(namespace, key);
    if (forwarded) {
      const written = forwarded.alias.write ? forwarded.alias.write(value) : value;
      return this.set(forwarded.ns, forwarded.k, written, options);
    }
    const config = this.#config(namespace, key);
    if (config.deprecation) deprecated("core", config.deprecation.message, config.deprecation);
    if (config.scope === "world" && !this.#host.isGM()) {
      throw new Error(
        `User ${this.#host.userName()} lacks permission to update Setting "${namespace}.${key}"`,
      );
    }
    const cleaned = cast(config, value);
    if (config.choices && !(String(cleaned) in config.choices)) {
      throw new Error(`Invalid value "${String(cleaned)}" for setting "${namespace}.${key}"`);
    }
    this.storage.set(`${namespace}.${key}`, cleaned);
    config.onChange?.(cleaned, options);
    return cleaned;
  }
}

function cast(config: SettingConfig, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (config.type === Boolean) return typeof value === "string" ? value === "true" : Boolean(value);
  if (config.type === Number) return Number(value);
  if (config.type === String) return String(value);
  return value;
}

function structuredCloneSafe(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}
