/**
 * Narrow, hand-written declarations of the Foundry V13/V14 and dnd5e 5.3 surface this module
 * uses, written from dnd5e's MIT source and Foundry's public API pages. Only what is used is
 * declared; extend it when the module starts using more.
 */
export {};

declare global {
  type HookCallback = (...args: never[]) => unknown;

  interface FoundryHooks {
    on(hook: string, fn: (...args: never[]) => unknown): number;
    once(hook: string, fn: (...args: never[]) => unknown): number;
    off(hook: string, id: number | ((...args: never[]) => unknown)): void;
    call(hook: string, ...args: unknown[]): boolean;
    callAll(hook: string, ...args: unknown[]): boolean;
  }

  /** `game.settings.registerMenu` data: `type` must be an ApplicationV2 (or FormApplication) subclass. */
  interface Localization {
    lang: string;
    localize(key: string): string;
    format(key: string, data?: Record<string, string | number>): string;
    has(key: string, fallback?: boolean): boolean;
  }

  interface FoundryCollection<T> extends Iterable<T> {
    get(id: string): T | undefined;
    getName?(name: string): T | undefined;
    find(predicate: (value: T) => boolean): T | undefined;
    filter(predicate: (value: T) => boolean): T[];
    some(predicate: (value: T) => boolean): boolean;
    map<U>(fn: (value: T) => U): U[];
    readonly contents: T[];
    readonly size: number;
  }

  interface FoundryUser {
    readonly id: string;
    readonly name: string;
    readonly isGM: boolean;
    readonly active: boolean;
    readonly character: Actor5e | null;
    readonly targets: Set<TokenLike>;
  }

  interface TokenLike {
    readonly id: string;
    readonly name: string;
    readonly actor: Actor5e | null;
    readonly document: {
      readonly id: string;
      readonly uuid: string;
      x: number;
      y: number;
      width: number;
      height: number;
    };
    readonly center: { x: number; y: number };
    setTarget?(targeted: boolean, options?: { releaseOthers?: boolean; groupSelection?: boolean }): void;
  }

  interface FoundryDocument {
    readonly id: string;
    readonly uuid: string;
    readonly name: string;
    readonly documentName: string;
    readonly isOwner: boolean;
    /** The compendium the document lies in (`ClientDocument#pack`), null for a world document. */
    readonly pack?: string | null;
    readonly flags: Record<string, Record<string, unknown> | undefined>;
    getFlag(scope: string, key: string): unknown;
    setFlag(scope: string, key: string, value: unknown): Promise<this>;
    unsetFlag(scope: string, key: string): Promise<this>;
    update(data: Record<string, unknown>, options?: Record<string, unknown>): Promise<this | undefined>;
    delete(options?: Record<string, unknown>): Promise<this | undefined>;
    toObject(source?: boolean): Record<string, unknown>;
    /** With `dryRun`, the diff the changes would make, nothing written (DataModel#updateSource). */
    updateSource(changes: Record<string, unknown>, options?: { dryRun?: boolean }): Record<string, unknown>;
    testUserPermission(user: FoundryUser, permission: string | number): boolean;
  }

  interface ActiveEffect5e extends FoundryDocument {
    readonly disabled: boolean;
    readonly transfer: boolean;
    readonly changes: { key: string; mode: number; value: string; priority: number | null }[];
    readonly parent: Item5e | Actor5e | null;
    /** Status ids the effect applies (dnd5e's concentration effect has "concentrating"). */
    readonly statuses?: ReadonlySet<string>;
  }

  interface Activity5e {
    readonly id: string;
    readonly type: string;
    readonly item: Item5e;
    readonly target?: { template?: { type: string; size: string; width: string; units: string } };
    readonly save?: { ability: Set<string>; dc: { value: number; calculation: string } };
    use(
      usage?: Record<string, unknown>,
      dialog?: Record<string, unknown>,
      message?: Record<string, unknown>,
    ): Promise<ActivityUseResults | undefined>;
  }

  interface ActivityUseResults {
    message?: ChatMessageLike | null;
    templates?: { id: string; uuid: string }[];
    updates?: Record<string, unknown>;
  }

  interface Item5e extends FoundryDocument {
    readonly type: string;
    readonly img: string;
    readonly parent: Actor5e | null;
    readonly actor: Actor5e | null;
    readonly effects: FoundryCollection<ActiveEffect5e>;
    readonly system: {
      identifier?: string;
      uses?: { max: number | string; spent: number; value?: number };
      activities?: FoundryCollection<Activity5e> & { getByType(type: string): Activity5e[] };
      [key: string]: unknown;
    };
    /** Its effects ("ActiveEffect"), as every client document updates its embedded ones. */
    updateEmbeddedDocuments(
      embeddedName: string,
      updates: Record<string, unknown>[],
      options?: Record<string, unknown>,
    ): Promise<FoundryDocument[]>;
  }

  interface Actor5e extends FoundryDocument {
    readonly type: string;
    readonly img: string;
    readonly items: FoundryCollection<Item5e>;
    readonly effects: FoundryCollection<ActiveEffect5e>;
    readonly system: Record<string, unknown> & {
      details?: { level?: number; race?: string | Item5e | null };
      attributes?: { prof?: number };
      abilities?: Record<string, { value: number; mod: number }>;
    };
    createEmbeddedDocuments(
      embeddedName: string,
      data: Record<string, unknown>[],
      options?: Record<string, unknown>,
    ): Promise<FoundryDocument[]>;
    updateEmbeddedDocuments(
      embeddedName: string,
      updates: Record<string, unknown>[],
      options?: Record<string, unknown>,
    ): Promise<FoundryDocument[]>;
    deleteEmbeddedDocuments(
      embeddedName: string,
      ids: string[],
      options?: Record<string, unknown>,
    ): Promise<FoundryDocument[]>;
    getRollData(): Record<string, unknown>;
    getActiveTokens(linked?: boolean, document?: boolean): TokenLike[];
    applyDamage(
      damages: number | { value: number; type: string }[],
      options?: { multiplier?: number; ignore?: boolean; isDelta?: boolean },
    ): Promise<Actor5e>;
    /**
     * dnd5e: the damages after this actor's traits, nothing written. dnd5e has returned the list
     * itself and a summary holding it (`{damages, amount}`); false when a hook cancels.
     */
    calculateDamage?(
      damages: { value: number; type: string }[],
      options?: Record<string, unknown>,
    ): DamageAfterTraits[] | { damages?: DamageAfterTraits[] } | false;
    rollSavingThrow(
      config: { ability: string; target?: number },
      dialog?: { configure?: boolean },
      message?: { create?: boolean },
    ): Promise<D20RollLike[] | null>;
  }

  interface DamageAfterTraits {
    readonly value: number;
    readonly type?: string;
    readonly active?: { readonly multiplier?: number };
  }

  interface D20RollLike {
    readonly total: number;
    /** The d20 term as it fell. */
    readonly d20?: { readonly total?: number };
    readonly isSuccess: boolean;
    readonly isFailure: boolean;
    readonly formula: string;
  }

  interface RollLike {
    readonly total: number;
    readonly formula: string;
    evaluate(options?: Record<string, unknown>): Promise<RollLike>;
    toJSON(): Record<string, unknown>;
  }

  interface ChatMessageLike {
    readonly id: string;
    readonly content: string;
    readonly flags: Record<string, Record<string, unknown> | undefined>;
    update(data: Record<string, unknown>): Promise<ChatMessageLike | undefined>;
  }

  interface CompendiumPackLike {
    readonly collection: string;
    readonly metadata: { label: string; id?: string; type?: string };
    /** A locked compendium refuses every write to its documents (CompendiumCollection#locked). */
    readonly locked: boolean;
    getDocument(id: string): Promise<FoundryDocument | undefined>;
    getIndex(options?: {
      fields?: string[];
    }): Promise<FoundryCollection<Record<string, unknown> & { _id: string; name: string; uuid?: string }>>;
  }

  interface ModuleLike {
    readonly id: string;
    readonly active: boolean;
    api?: unknown;
  }

  interface GameLike {
    readonly ready: boolean;
    readonly user: FoundryUser;
    readonly users: FoundryCollection<FoundryUser> & { readonly activeGM: FoundryUser | null };
    readonly settings: ClientSettings;
    readonly i18n: Localization;
    readonly system: { readonly id: string; readonly version: string };
    readonly release: { readonly generation: number; readonly version?: string };
    readonly modules: FoundryCollection<ModuleLike>;
    readonly packs: FoundryCollection<CompendiumPackLike>;
    readonly actors: FoundryCollection<Actor5e>;
    readonly socket: {
      emit(event: string, data: unknown): void;
      /** The handler receives what the sender emitted, then the sending user's id (added by the server). */
      on(event: string, fn: (...args: unknown[]) => unknown): void;
    };
  }

  interface Notifications {
    info(message: string, options?: Record<string, unknown>): unknown;
    warn(message: string, options?: Record<string, unknown>): unknown;
    error(message: string, options?: Record<string, unknown>): unknown;
  }

  var Hooks: FoundryHooks;
  var game: GameLike;
  var ui: { notifications: Notifications };
  var CONFIG: {
    DND5E: Record<string, unknown>;
    Dice?: {
      DamageRoll?: new (
        formula: string,
        data?: Record<string, unknown>,
        options?: Record<string, unknown>,
      ) => RollLike;
    };
    [key: string]: unknown;
  };
  var foundry: {
    utils: {
      mergeObject<T extends object>(original: T, other: object, options?: Record<string, unknown>): T;
      getProperty(object: object, key: string): unknown;
      setProperty(object: object, key: string, value: unknown): boolean;
      deepClone<T>(value: T): T;
      randomID(length?: number): string;
      isNewerVersion(v1: string | number, v0: string | number): boolean;
      escapeHTML?(value: string): string;
    };
    applications: {
      api: { DialogV2: DialogV2Static; ApplicationV2: ApplicationV2Class };
      handlebars: { renderTemplate(path: string, data: Record<string, unknown>): Promise<string> };
    };
  };
  var ChatMessage: {
    create(
      data: Record<string, unknown>,
      options?: Record<string, unknown>,
    ): Promise<ChatMessageLike | undefined>;
    getSpeaker(options?: { actor?: Actor5e; token?: unknown }): Record<string, unknown>;
  };
  var Roll: new (formula: string, data?: Record<string, unknown>) => RollLike;
  var canvas: {
    ready: boolean;
    scene: { grid: { size: number; distance: number; units: string; type: number } } | null;
    tokens: {
      placeables: TokenLike[];
      controlled: TokenLike[];
      setTargets?(ids: string[], options?: { mode?: string }): void;
    };
    templates?: { get(id: string): unknown };
  } | null;
  function fromUuid(uuid: string): Promise<FoundryDocument | null>;
}
