/**
 * Foundry's settings and application surface (settings, menus, DialogV2, ApplicationV2) as this
 * module uses it, split from foundry.d.ts so each declaration file stays readable. Same sources:
 * Foundry's public API pages and dnd5e's MIT source.
 */
export {};

declare global {
  interface SettingMenuConfig {
    name: string;
    label: string;
    hint: string;
    icon: string;
    restricted: boolean;
    type: ApplicationV2Class;
  }

  interface SettingConfig {
    name: string;
    hint?: string;
    scope: "world" | "client" | "user";
    config: boolean;
    type: typeof String | typeof Number | typeof Boolean;
    default: unknown;
    choices?: Record<string, string>;
    requiresReload?: boolean;
    onChange?: (value: unknown) => void;
  }

  interface ClientSettings {
    register(namespace: string, key: string, config: SettingConfig): void;
    registerMenu(namespace: string, key: string, data: SettingMenuConfig): void;
    get(namespace: string, key: string): unknown;
    set(namespace: string, key: string, value: unknown): Promise<unknown>;
  }

  interface DialogV2Button {
    action: string;
    label: string;
    icon?: string;
    default?: boolean;
    callback?: (event: Event, button: HTMLButtonElement, dialog: { element: HTMLElement }) => unknown;
  }

  interface DialogV2Config {
    window?: { title?: string; icon?: string };
    content?: string;
    buttons?: DialogV2Button[];
    modal?: boolean;
    rejectClose?: boolean;
    render?: (event: Event, dialog: { element: HTMLElement }) => void;
    [key: string]: unknown;
  }

  /** An ApplicationV2 instance, as far as a settings menu is one. */
  interface ApplicationV2Like {
    render(options?: boolean | Record<string, unknown>): unknown;
  }

  /** `foundry.applications.api.ApplicationV2`: the base class a settings menu's `type` must extend. */
  type ApplicationV2Class = new (options?: Record<string, unknown>) => ApplicationV2Like;

  interface DialogV2Static {
    wait(config: DialogV2Config): Promise<unknown>;
    confirm(
      config: DialogV2Config & { yes?: Partial<DialogV2Button>; no?: Partial<DialogV2Button> },
    ): Promise<boolean | null>;
    prompt(config: DialogV2Config & { ok?: Partial<DialogV2Button> }): Promise<unknown>;
  }
}
