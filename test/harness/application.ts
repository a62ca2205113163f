/**
 * `foundry.applications.api.ApplicationV2`, as far as a module's settings menu relies on it:
 * Foundry's settings window opens a menu by constructing its registered `type` and calling
 * `render({ force: true })` (V13/V14 `SettingsConfig`, public API page
 * https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html: `render`
 * resolves with the application). DialogV2 is a subclass, as in Foundry.
 */
export interface RenderOptions {
  force?: boolean;
  [key: string]: unknown;
}

export class ApplicationV2 {
  readonly options: Record<string, unknown>;
  rendered = false;

  constructor(options: Record<string, unknown> = {}) {
    this.options = options;
  }

  async render(_options: RenderOptions | boolean = {}): Promise<this> {
    this.rendered = true;
    return this;
  }

  async close(): Promise<this> {
    this.rendered = false;
    return this;
  }
}

/** Whether `type` is ApplicationV2 or one of its subclasses (what `registerMenu` accepts). */
export function isApplicationClass(type: unknown): boolean {
  return typeof type === "function" && (type === ApplicationV2 || type.prototype instanceof ApplicationV2);
}
