/**
 * `game.settings`: register/get/set, refusing what Foundry V13/V14 refuse:
 * - `register`: the `type` is what SettingConfig documents — "BuiltinType | typeof DataModel |
 *   DataField" (https://foundryvtt.com/api/v14/interfaces/foundry.types.SettingConfig.html, same
 *   on the V13 page), i.e. a callable (String, Number, a DataModel subclass …) or a DataField
 *   instance, or none; the scope is "world", "client" or "user" (same page), anything else is
 *   stored as a client setting; the namespace is a package's id (core, the system, a module).
 * - `get`/`set` of a key that was never registered throws `"<ns>.<key>" is not a registered game
 *   setting` (the message since foundryvtt/foundryvtt#10834; reported as such in e.g.
 *   Sayshal/hero-mancer#70), so a typo in a setting key fails the test instead of returning undefined.
 * - `set` of a world setting before the game is ready throws "You may not set a World-level Setting
 *   before the Game is ready." (dev7355608/vision-5e#34, fantasycalendar/FoundryVTT-Sequencer#229).
 * - a world setting is a Setting document on the server: a user without SETTINGS_MODIFY ("Modify
 *   Configuration Settings", Assistant GM and up by default — foundryvtt.wiki/en/development/api/settings)
 *   is refused with "User <name> lacks permission to update Setting [<id>]" (foundryvtt/foundryvtt#13188).
 * A setting may carry a `deprecation` (logged on every get/set, V14 `core.coneTemplateType`), and
 * an alias forwards to another setting with a deprecation (V14 `core.rollMode` → `messageMode`).
 */
import { isApplicationClass } from "./application";
import { deprecated } from "./deprecations";

export interface SettingConfig {
  name?: string;
  hint?: string;
  /** "world", "client" or "user"; anything else is stored as "client", as Foundry does. */
  scope?: string;
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
  read: (value: unknown) => unknown;
  /** Value written to the alias → value of the target. */
  write: (value: unknown) => unknown;
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
  /** Whether the current user holds a user permission (`User#can`). */
  can(permission: string): boolean;
  /** `game.ready`. */
  isReady(): boolean;
  /** The package ids a setting may be registered under; undefined, any. */
  namespaces(): string[] | undefined;
}

/** `foundry.data.fields.DataField` as far as a setting's `type` is concerned (an instance is accepted). */
export class DataField {
  readonly options: Record<string, unknown>;
  constructor(options: Record<string, unknown> = {}) {
    this.options = options;
  }
}

const SCOPES = new Set(["world", "client", "user"]);

function isValidSettingType(type: unknown): boolean {
  return type === undefined || type === null || typeof type === "function" || type instanceof DataField;
}

export class ClientSettings {
  readonly settings = new Map<string, SettingConfig & { key: string; namespace: string }>();
  readonly menus = new Map<string, MenuConfig>();
  readonly storage = new Map<string, unknown>();
  readonly aliases = new Map<string, SettingAlias>();
  /** The Setting document id a stored world setting has (one per key, made on its first write). */
  readonly #documentIds = new Map<string, string>();
  readonly #host: SettingsHost;

  constructor(host: SettingsHost) {
    this.#host = host;
  }

  register(namespace: string, key: string, data: SettingConfig): void {
    if (!namespace || !key)
      throw new Error("You must specify both namespace and key portions of the setting");
    const namespaces = this.#host.namespaces();
    if (namespaces && !namespaces.includes(namespace))
      throw new Error(
        `Setting "${namespace}.${key}": the namespace "${namespace}" is not the id of core, the system or an installed module`,
      );
    if (!isValidSettingType(data.type))
      throw new Error(
        `Setting "${namespace}.${key}" type must be a DataField instance, a DataModel subclass or a callable function`,
      );
    if (typeof data.default === "function" && data.type !== Function)
      throw new Error(`harness: "${namespace}.${key}": a function as default is not modelled`);
    const scope = typeof data.scope === "string" && SCOPES.has(data.scope) ? data.scope : "client";
    this.settings.set(`${namespace}.${key}`, { config: false, ...data, scope, key, namespace });
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
   * that is a FormApplication or ApplicationV2 instance or subclass". The API types the field as
   * the class to render (SettingSubmenuConfig `type: typeof FormApplication | typeof ApplicationV2`,
   * https://foundryvtt.com/api/v13/interfaces/foundry.types.SettingSubmenuConfig.html and the V14
   * page); the refusal and its wording are what public module changelogs report fixing for V13 and
   * V14 (e.g. a menu built on Dialog, "registerMenu accepts it on Foundry v13"), and pf2e moved its
   * menus to ApplicationV2 (foundryvtt/pf2e#20277).
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
    if (config.deprecation) deprecated("core", config.deprecation.message, config.deprecation);
    return config;
  }

  get(namespace: string, key: string): unknown {
    const forwarded = this.#alias(namespace, key);
    if (forwarded) {
      const value = this.get(forwarded.ns, forwarded.k);
      return forwarded.alias.read(value);
    }
    const config = this.#config(namespace, key);
    const id = `${namespace}.${key}`;
    if (this.storage.has(id)) return cast(config, this.storage.get(id));
    return structuredCloneSafe(config.default);
  }

  async set(namespace: string, key: string, value: unknown, options: unknown = {}): Promise<unknown> {
    const forwarded = this.#alias(namespace, key);
    if (forwarded) return this.set(forwarded.ns, forwarded.k, forwarded.alias.write(value), options);
    const config = this.#config(namespace, key);
    const id = `${namespace}.${key}`;
    if (config.scope === "world") {
      if (!this.#host.isReady())
        throw new Error("You may not set a World-level Setting before the Game is ready.");
      if (!this.#host.can("SETTINGS_MODIFY")) {
        const docId = this.#documentIds.get(id);
        const action = docId ? "update" : "create";
        throw new Error(
          `User ${this.#host.userName()} lacks permission to ${action} Setting [${docId ?? "new"}]`,
        );
      }
      // A 16-character Setting document id, deterministic: the n-th world setting written.
      if (!this.#documentIds.has(id))
        this.#documentIds.set(id, `Setting${String(this.#documentIds.size).padStart(9, "0")}`);
    }
    const cleaned = cast(config, value);
    if (config.choices && !(String(cleaned) in config.choices)) {
      throw new Error(`Invalid value "${String(cleaned)}" for setting "${namespace}.${key}"`);
    }
    this.storage.set(id, cleaned);
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
