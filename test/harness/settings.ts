/**
 * `game.settings`: register/get/set. Reading or writing a key that was never registered throws,
 * as Foundry does, so a typo in a setting key fails the test instead of returning undefined.
 */

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
}

export interface SettingsHost {
  isGM(): boolean;
  userName(): string;
}

export class ClientSettings {
  readonly settings = new Map<string, SettingConfig & { key: string; namespace: string }>();
  readonly menus = new Map<string, unknown>();
  readonly storage = new Map<string, unknown>();
  readonly #host: SettingsHost;

  constructor(host: SettingsHost) {
    this.#host = host;
  }

  register(namespace: string, key: string, data: SettingConfig): void {
    if (!namespace || !key)
      throw new Error("You must specify both namespace and key portions of the setting");
    this.settings.set(`${namespace}.${key}`, { scope: "client", config: false, ...data, key, namespace });
  }

  registerMenu(namespace: string, key: string, data: unknown): void {
    this.menus.set(`${namespace}.${key}`, data);
  }

  #config(namespace: string, key: string): SettingConfig & { key: string; namespace: string } {
    const config = this.settings.get(`${namespace}.${key}`);
    if (!config) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return config;
  }

  get(namespace: string, key: string): unknown {
    const config = this.#config(namespace, key);
    const id = `${namespace}.${key}`;
    if (this.storage.has(id)) return cast(config, this.storage.get(id));
    return typeof config.default === "function" && config.type !== Function
      ? (config.default as () => unknown)()
      : structuredCloneSafe(config.default);
  }

  async set(namespace: string, key: string, value: unknown, options: unknown = {}): Promise<unknown> {
    const config = this.#config(namespace, key);
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
