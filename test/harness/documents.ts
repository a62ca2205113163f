/**
 * Foundry documents as the module meets them: `_source` + prepared view, `update` that really
 * merges, embedded collections, flags with scope checks, ownership, and one counted database
 * operation per create/update/delete call with Foundry's hooks and arguments. dnd5e's item
 * behaviour (singletons, default advancement, `details.race`) is mirrored on `Item`.
 */
import { Collection } from "./collection";
import { rt, type DocumentLike, type OperationLogEntry, type Runtime } from "./runtime";
import {
  castForPath,
  cleanSystem,
  fieldKind,
  initialValue,
  isKnownPath,
  lookupField,
  modelFor,
  modelSchema,
  type ModelName,
} from "./schema-defaults";
import { migrateChangeToV14, type ChangeDataV13, type ChangeDataV14, type ChangeType } from "./effects";
import type { User } from "./users";
import {
  deepClone,
  diffObject,
  expandObject,
  getProperty,
  hasProperty,
  isEmpty,
  isPlainObject,
  isValidId,
  mergeObject,
  setProperty,
  slugify,
  type Obj,
} from "./utils";
import { Roll } from "./dice";
import { prepareActorData, type PreparableActor } from "./prepare";
import { migrateMovement, shimMovement } from "./schema-6x";
import { deprecated } from "./deprecations";
import { applyModeTo, applyRollMode, contentVisibleTo, visibleTo } from "./chat";
import { applyDamage as applyDamageTo, rollSavingThrow as rollSavingThrowFor } from "./damage";
import { cleanDelta, DELTA_COLLECTIONS, recordEmbedded, writeDelta } from "./synthetic";
import type { TokenDocument } from "./canvas";

export const DOCUMENT_OWNERSHIP_LEVELS = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export type OwnershipLevelName = keyof typeof DOCUMENT_OWNERSHIP_LEVELS;

export const ACTOR_TYPES = ["character", "npc", "vehicle", "group", "encounter"] as const;
export const ITEM_TYPES = [
  "weapon",
  "equipment",
  "consumable",
  "tool",
  "loot",
  "container",
  "race",
  "background",
  "class",
  "subclass",
  "spell",
  "feat",
  "facility",
] as const;
/** dnd5e item types whose data model sets `metadata.singleton`. */
const SINGLETON_ITEM_TYPES = new Set(["race", "background"]);
const PHYSICAL_ITEM_TYPES = new Set(["weapon", "equipment", "consumable", "tool", "loot", "container"]);

/** What `_preCreate`/`_preUpdate`/`_preDelete` return: `false` cancels, anything else continues. */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Foundry's pre-operation methods return false or nothing.
export type PreHookResult = Promise<boolean | void>;

export interface DocumentOperation {
  parent?: BaseDocument | null;
  pack?: string | null;
  keepId?: boolean;
  keepEmbeddedIds?: boolean;
  noHook?: boolean;
  diff?: boolean;
  render?: boolean;
  [key: string]: unknown;
}

export type DocumentClass<T extends BaseDocument = BaseDocument> = (new (
  data: Obj,
  context?: DocumentContext,
) => T) &
  typeof BaseDocument;

export interface DocumentContext {
  parent?: BaseDocument | null;
  pack?: string | null;
}

function permissionError(user: User, action: string, documentName: string, id: string | null): Error {
  return new Error(`User ${user.name} lacks permission to ${action} ${documentName} [${id ?? "new"}]`);
}

/** Document fields kept at the top level of a document's source, per document type. */
const TOP_LEVEL_FIELDS: Record<string, string[]> = {
  Actor: [
    "_id",
    "name",
    "type",
    "img",
    "system",
    "prototypeToken",
    "folder",
    "sort",
    "ownership",
    "flags",
    "_stats",
  ],
  Item: ["_id", "name", "type", "img", "system", "folder", "sort", "ownership", "flags", "_stats"],
  ActiveEffect: [
    "_id",
    "name",
    "img",
    "type",
    "system",
    "changes",
    "disabled",
    "duration",
    "description",
    "origin",
    "tint",
    "transfer",
    "statuses",
    "sort",
    "flags",
    "_stats",
  ],
  ChatMessage: [
    "_id",
    "type",
    "system",
    "style",
    "author",
    "timestamp",
    "flavor",
    "title",
    "content",
    "speaker",
    "whisper",
    "blind",
    "rolls",
    "sound",
    "emote",
    "flags",
    "_stats",
  ],
  Macro: [
    "_id",
    "name",
    "type",
    "author",
    "img",
    "scope",
    "command",
    "folder",
    "sort",
    "ownership",
    "flags",
    "_stats",
  ],
  JournalEntry: ["_id", "name", "folder", "categories", "sort", "ownership", "flags", "_stats"],
  JournalEntryPage: [
    "_id",
    "name",
    "type",
    "system",
    "title",
    "image",
    "text",
    "video",
    "src",
    "category",
    "sort",
    "ownership",
    "flags",
    "_stats",
  ],
  Scene: ["_id", "name", "grid", "width", "height", "padding", "active", "levels", "flags", "_stats"],
  Region: [
    "_id",
    "name",
    "color",
    "shapes",
    "elevation",
    "levels",
    "restriction",
    "visibility",
    "highlightMode",
    "displayMeasurements",
    "locked",
    "author",
    "attachment",
    "behaviors",
    "flags",
    "_stats",
  ],
  Token: [
    "_id",
    "name",
    "actorId",
    "actorLink",
    "x",
    "y",
    "elevation",
    "width",
    "height",
    "disposition",
    "hidden",
    "texture",
    "sight",
    "detectionModes",
    "delta",
    "flags",
    "_stats",
  ],
  MeasuredTemplate: [
    "_id",
    "author",
    "t",
    "x",
    "y",
    "elevation",
    "sort",
    "distance",
    "direction",
    "angle",
    "width",
    "borderColor",
    "fillColor",
    "texture",
    "hidden",
    "flags",
    "_stats",
  ],
};

/** Foundry's token `sight` defaults (TokenDocument schema; canvas.ts uses the same for tokens). */
export function defaultTokenSight(): Obj {
  return {
    enabled: false,
    range: 0,
    angle: 360,
    visionMode: "basic",
    color: null,
    attenuation: 0.1,
    brightness: 0,
    saturation: 0,
    contrast: 0,
  };
}

export class BaseDocument implements DocumentLike {
  static documentName = "Document";
  /** Embedded collections: document name → property name. */
  static embedded: Record<string, string> = {};
  static metadata = { name: "Document", collection: "", label: "" };

  _source: Obj;
  parent: BaseDocument | null;
  pack: string | null;
  /** Prepared view (rebuilt from `_source` on every preparation). */
  name = "";
  type = "base";
  img: string | null = null;
  system: Obj = {};
  flags: Obj = {};
  ownership: Obj = { default: 0 };
  sort = 0;
  folder: string | null = null;
  _stats: Obj = {};
  readonly #collections = new Map<string, Collection<BaseDocument>>();

  constructor(data: Obj = {}, { parent = null, pack = null }: DocumentContext = {}) {
    this.parent = parent;
    this.pack = pack;
    const cls = this.constructor as typeof BaseDocument;
    for (const [name, prop] of Object.entries(cls.embedded)) {
      const collection = new Collection<BaseDocument>();
      this.#collections.set(name, collection);
      Object.defineProperty(this, prop, { value: collection, enumerable: false, configurable: true });
    }
    const source = this._cleanSource(deepClone(data));
    this._source = source;
    for (const [name, prop] of Object.entries(cls.embedded)) {
      const entries = data[prop];
      Reflect.deleteProperty(this._source, prop);
      if (!Array.isArray(entries)) continue;
      const childCls = documentClassFor(name);
      for (const entry of entries) {
        if (!isPlainObject(entry)) continue;
        const childData = childCls.migrateData(deepClone(entry));
        if (!isValidId(childData._id)) childData._id = rt().randomID();
        const child = new childCls(childData, { parent: this, pack });
        this.#collections.get(name)!.set(child.id!, child);
      }
    }
    this._initialize();
  }

  /* ---------------- identity ---------------- */

  get documentName(): string {
    return (this.constructor as typeof BaseDocument).documentName;
  }

  get id(): string | null {
    const id = this._source._id;
    return typeof id === "string" ? id : null;
  }

  get _id(): string | null {
    return this.id;
  }

  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    if (this.parent) return `${this.parent.uuid}.${own}`;
    if (this.pack) return `Compendium.${this.pack}.${own}`;
    return own;
  }

  get isEmbedded(): boolean {
    return this.parent !== null;
  }

  /**
   * The UUID the server knows this document by: its `uuid`, except inside a synthetic actor,
   * whose data the server keeps in the token's ActorDelta (`Scene.x.Token.y.ActorDelta.y…`).
   * The operation log's `parent` uses it.
   */
  get _databaseUuid(): string {
    if (this.parent) return `${this.parent._databaseUuid}.${this.documentName}.${this.id}`;
    return this.uuid;
  }

  /** The synthetic actor this document (a TokenDocument) holds, if any (canvas.ts). */
  _syntheticActor(): BaseDocument | null {
    return null;
  }

  get collection(): Collection<BaseDocument> | undefined {
    if (this.parent) return this.parent.getEmbeddedCollection(this.documentName);
    return rt().collections.get(this.documentName) as Collection<BaseDocument> | undefined;
  }

  get compendium(): unknown {
    if (!this.pack) return undefined;
    return (globalThis as unknown as { game?: { packs?: { get(id: string): unknown } } }).game?.packs?.get(
      this.pack,
    );
  }

  /* ---------------- source & preparation ---------------- */

  /** Clean incoming data into this document's source shape (defaults filled, unknown keys dropped). */
  _cleanSource(data: Obj): Obj {
    const fields = TOP_LEVEL_FIELDS[this.documentName];
    const source: Obj = {};
    for (const [k, v] of Object.entries(data)) {
      if (
        !fields ||
        fields.includes(k) ||
        Object.values((this.constructor as typeof BaseDocument).embedded).includes(k)
      )
        source[k] = v;
    }
    source._id = isValidId(source._id) ? source._id : (source._id ?? null);
    if (fields?.includes("flags")) source.flags = isPlainObject(source.flags) ? source.flags : {};
    if (fields?.includes("ownership"))
      source.ownership = isPlainObject(source.ownership) ? source.ownership : { default: 0 };
    if (fields?.includes("sort")) source.sort = typeof source.sort === "number" ? source.sort : 0;
    if (fields?.includes("folder")) source.folder = typeof source.folder === "string" ? source.folder : null;
    if (fields?.includes("_stats")) source._stats = cleanStats(source._stats);
    return source;
  }

  /** Rebuild the prepared view from `_source`. */
  _initialize(): void {
    const s = this._source;
    this.name = typeof s.name === "string" ? s.name : "";
    this.type = typeof s.type === "string" ? s.type : "base";
    this.img = typeof s.img === "string" ? s.img : null;
    this.flags = deepClone((s.flags as Obj | undefined) ?? {});
    this.ownership = deepClone((s.ownership as Obj | undefined) ?? { default: 0 });
    this.sort = typeof s.sort === "number" ? s.sort : 0;
    this.folder = typeof s.folder === "string" ? s.folder : null;
    this._stats = deepClone((s._stats as Obj | undefined) ?? {});
    this.system = this._initializeSystem();
  }

  _initializeSystem(): Obj {
    return deepClone((this._source.system as Obj | undefined) ?? {});
  }

  /** Foundry's prepareData: base → embedded → derived. */
  prepareData(): void {
    this._initialize();
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    this.prepareDerivedData();
  }

  prepareBaseData(): void {}

  prepareEmbeddedDocuments(): void {
    for (const collection of this.#collections.values())
      for (const doc of collection.values()) doc.prepareData();
  }

  prepareDerivedData(): void {}

  /** Re-prepare this document (Foundry's `reset`). */
  reset(): void {
    this.prepareData();
  }

  /**
   * Replace the source with new data (cleaned as on construction), keeping the embedded documents
   * that are still present, by id, as the same objects. Used to rebuild a synthetic actor.
   */
  _replaceSource(data: Obj): void {
    const cls = this.constructor as typeof BaseDocument;
    const source = this._cleanSource(deepClone(data));
    for (const [name, prop] of Object.entries(cls.embedded)) {
      Reflect.deleteProperty(source, prop);
      const collection = this.#collections.get(name)!;
      const childCls = documentClassFor(name);
      const keep = new Set<string>();
      const entries = data[prop];
      for (const entry of Array.isArray(entries) ? entries : []) {
        if (!isPlainObject(entry)) continue;
        const childData = childCls.migrateData(deepClone(entry));
        if (!isValidId(childData._id)) continue;
        const id = childData._id as string;
        keep.add(id);
        const existing = collection.get(id);
        if (existing) existing._replaceSource(childData);
        else collection.set(id, new childCls(childData, { parent: this, pack: this.pack }));
      }
      for (const id of [...collection.keys()]) if (!keep.has(id)) collection.delete(id);
    }
    this._source = source;
    this._initialize();
  }

  /** Re-prepare the top-most document that contains this one. */
  _preparedRoot(): BaseDocument {
    return this.parent ? this.parent._preparedRoot() : this;
  }

  static migrateData(data: Obj): Obj {
    return data;
  }

  /** The source as plain data (embedded documents included), a deep clone. */
  toObject(source = true): Obj {
    const out = deepClone(this._source);
    if (!source) {
      out.system = deepClone(this.system);
    }
    for (const [name, prop] of Object.entries((this.constructor as typeof BaseDocument).embedded)) {
      out[prop] = this.#collections.get(name)!.map((d) => d.toObject(source));
    }
    return out;
  }

  toJSON(): Obj {
    return this.toObject();
  }

  /** Apply changes to the source without a database operation (used in `_preCreate`). */
  updateSource(changes: Obj = {}, options: { dryRun?: boolean } = {}): Obj {
    const next = this._mergeIntoSource(changes);
    const diff = computeDiff(this._source, next, expandObject(changes));
    if (!options.dryRun) {
      this._source = next;
      this._initialize();
    }
    return diff;
  }

  /** The source that would result from merging changes (cleaned like Foundry's schema would). */
  _mergeIntoSource(changes: Obj): Obj {
    const expanded = expandObject(deepClone(changes));
    delete expanded._id;
    const next = deepClone(this._source);
    const fields = TOP_LEVEL_FIELDS[this.documentName];
    for (const key of Object.keys(expanded)) {
      const bare = key.replace(/^(-=|==)/, "");
      if (fields && !fields.includes(bare)) Reflect.deleteProperty(expanded, key);
    }
    const model = modelFor(this.documentName, this.type);
    if (model && isPlainObject(expanded.system)) {
      if (rt().features.movementSpeeds) migrateMovement(expanded.system, model);
      expanded.system = filterSystemChanges(model, expanded.system, rt());
    }
    mergeObject(next, expanded, { performDeletions: true });
    if (model && isPlainObject(next.system)) next.system = cleanSystem(model, next.system, rt().ctx);
    this._postMerge(next, expanded);
    return next;
  }

  /** Hook for subclasses to validate or normalise a merged source. */
  _postMerge(_next: Obj, _changes: Obj): void {}

  clone(data: Obj = {}, { keepId = false }: { save?: boolean; keepId?: boolean } = {}): BaseDocument {
    const cls = this.constructor as DocumentClass;
    const source = mergeObject(this.toObject(), data, { inplace: false });
    if (!keepId) source._id = null;
    const doc = new cls(source, { parent: this.parent, pack: this.pack });
    doc.prepareData();
    return doc;
  }

  /* ---------------- flags ---------------- */

  static flagScopes(): string[] {
    const r = rt();
    return ["core", "world", r.systemId, ...r.activeModuleIds()];
  }

  #assertScope(scope: string): void {
    if (!BaseDocument.flagScopes().includes(scope))
      throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
  }

  getFlag(scope: string, key: string): unknown {
    this.#assertScope(scope);
    return getProperty(this.flags[scope], key);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    this.#assertScope(scope);
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    this.#assertScope(scope);
    const head = key.split(".");
    const tail = `-=${head.pop()!}`;
    return this.update({ [["flags", scope, ...head, tail].join(".")]: null });
  }

  /* ---------------- permissions ---------------- */

  getUserLevel(user: User = rt().currentUser()): number {
    if (this.parent) return this.parent.getUserLevel(user);
    return this._ownUserLevel(user);
  }

  /** The level this document's own `ownership` gives a user (GMs own everything). */
  _ownUserLevel(user: User): number {
    if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    const own = this.ownership[user.id];
    if (typeof own === "number" && own !== DOCUMENT_OWNERSHIP_LEVELS.INHERIT) return own;
    const def = this.ownership.default;
    return typeof def === "number" ? def : 0;
  }

  testUserPermission(
    user: User,
    permission: OwnershipLevelName | number,
    { exact = false }: { exact?: boolean } = {},
  ): boolean {
    const level = typeof permission === "number" ? permission : DOCUMENT_OWNERSHIP_LEVELS[permission];
    const userLevel = this.getUserLevel(user);
    return exact ? userLevel === level : userLevel >= level;
  }

  get permission(): number {
    return this.getUserLevel(rt().currentUser());
  }

  get isOwner(): boolean {
    return this.testUserPermission(rt().currentUser(), "OWNER");
  }

  get limited(): boolean {
    return this.permission === DOCUMENT_OWNERSHIP_LEVELS.LIMITED;
  }

  canUserModify(user: User, action: "create" | "update" | "delete"): boolean {
    if (this.parent) return this.parent.canUserModify(user, "update");
    if (action === "create") return (this.constructor as typeof BaseDocument).canUserCreate(user);
    return this.testUserPermission(user, "OWNER");
  }

  static canUserCreate(user: User): boolean {
    return user.isGM;
  }

  /** Creating an embedded document needs update rights on its parent, unless the type says otherwise. */
  static canUserCreateIn(parent: BaseDocument, user: User): boolean {
    return parent.canUserModify(user, "update");
  }

  /* ---------------- lifecycle (overridden by document types) ---------------- */

  async _preCreate(_data: Obj, _options: DocumentOperation, _user: User): PreHookResult {}
  _onCreate(_data: Obj, _options: DocumentOperation, _userId: string): void {}
  async _preUpdate(_changes: Obj, _options: DocumentOperation, _user: User): PreHookResult {}
  _onUpdate(_changed: Obj, _options: DocumentOperation, _userId: string): void {}
  async _preDelete(_options: DocumentOperation, _user: User): PreHookResult {}
  _onDelete(_options: DocumentOperation, _userId: string): void {}

  /** Write an update's diff into this document's source (a synthetic actor writes its delta). */
  _applyUpdate(diff: Obj, user: User): void {
    this._source = this._mergeIntoSource(diff);
    (this._source._stats as Obj).modifiedTime = Date.now();
    (this._source._stats as Obj).lastModifiedBy = user.id;
  }

  /**
   * An embedded document of this one was created, updated or deleted (its source already
   * changed). A synthetic actor records its children in the token's delta; others tell their
   * parent that they changed as a whole.
   */
  _recordDescendant(_child: BaseDocument, _deleted: boolean): void {
    this.parent?._recordDescendant(this, false);
  }

  /* ---------------- embedded ---------------- */

  getEmbeddedCollection(embeddedName: string): Collection<BaseDocument> {
    const collection = this.#collections.get(embeddedName);
    if (!collection)
      throw new Error(
        `${embeddedName} is not a valid embedded Document within the ${this.documentName} Document`,
      );
    return collection;
  }

  getEmbeddedDocument(
    embeddedName: string,
    id: string,
    { strict = false }: { strict?: boolean } = {},
  ): BaseDocument | undefined {
    return this.getEmbeddedCollection(embeddedName).get(id, { strict });
  }

  async createEmbeddedDocuments(
    embeddedName: string,
    data: Obj[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    this.getEmbeddedCollection(embeddedName);
    const cls = documentClassFor(embeddedName);
    return cls.createDocuments(data, { ...operation, parent: this });
  }

  async updateEmbeddedDocuments(
    embeddedName: string,
    updates: Obj[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    this.getEmbeddedCollection(embeddedName);
    const cls = documentClassFor(embeddedName);
    return cls.updateDocuments(updates, { ...operation, parent: this });
  }

  async deleteEmbeddedDocuments(
    embeddedName: string,
    ids: string[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    this.getEmbeddedCollection(embeddedName);
    const cls = documentClassFor(embeddedName);
    return cls.deleteDocuments(ids, { ...operation, parent: this });
  }

  /* ---------------- database operations ---------------- */

  async update(data: Obj = {}, operation: DocumentOperation = {}): Promise<this | undefined> {
    const cls = this.constructor as typeof BaseDocument;
    const updated = await cls.updateDocuments([{ ...data, _id: this.id }], {
      ...operation,
      parent: this.parent,
      pack: this.pack,
    });
    return updated.includes(this) ? this : undefined;
  }

  async delete(operation: DocumentOperation = {}): Promise<this | undefined> {
    const cls = this.constructor as typeof BaseDocument;
    const deleted = await cls.deleteDocuments([this.id!], {
      ...operation,
      parent: this.parent,
      pack: this.pack,
    });
    return deleted.includes(this) ? this : undefined;
  }

  /**
   * What the operation log records as the target of one call: the document type, the parent's
   * database UUID and the ids. An Actor overrides it for synthetic actors (an ActorDelta update).
   */
  static _operationTarget(
    parent: BaseDocument | null,
    ids: string[],
  ): Pick<OperationLogEntry, "documentName" | "parent" | "ids"> {
    return { documentName: this.documentName, parent: parent?._databaseUuid ?? null, ids };
  }

  static get implementation(): typeof BaseDocument {
    return this;
  }

  static async create(
    data: Obj | Obj[],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument | BaseDocument[] | undefined> {
    const many = Array.isArray(data);
    const created = await this.createDocuments(many ? data : [data], operation);
    return many ? created : created[0];
  }

  static #targetCollection(
    parent: BaseDocument | null,
    pack: string | null,
    name: string,
  ): Collection<BaseDocument> {
    if (pack) throw new Error(`You cannot modify the ${pack} Compendium which is currently locked.`);
    if (parent) return parent.getEmbeddedCollection(name);
    const collection = rt().collections.get(name) as Collection<BaseDocument> | undefined;
    if (!collection) throw new Error(`There is no world collection for ${name} documents`);
    return collection;
  }

  static async createDocuments(
    data: (Obj | BaseDocument)[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    const r = rt();
    const user = r.currentUser();
    const cls = this as unknown as DocumentClass;
    const name = this.documentName;
    const { parent = null, pack = null, keepId = false, noHook = false } = operation;
    const collection = BaseDocument.#targetCollection(parent, pack, name);
    if (parent ? !this.canUserCreateIn(parent, user) : !this.canUserCreate(user)) {
      throw permissionError(user, "create", name, null);
    }
    const options: DocumentOperation = {
      ...operation,
      modifiedTime: Date.now(),
      render: operation.render ?? true,
      renderSheet: false,
      parent,
      pack,
      action: "create",
    };
    const pending: BaseDocument[] = [];
    for (const entry of data) {
      let d = entry instanceof BaseDocument ? entry.toObject() : expandObject(deepClone(entry));
      d = this.migrateData(d);
      const doc = new cls(deepClone(d), { parent });
      const allowed = (await doc._preCreate(d, options, user)) !== false;
      if (!allowed) continue;
      if (!noHook && r.hooks.call(`preCreate${name}`, doc, d, options, user.id) === false) continue;
      pending.push(doc);
    }
    if (!pending.length) return [];
    for (const doc of pending) {
      if (!(keepId && isValidId(doc._source._id))) doc._source._id = r.randomID();
      if (collection.has(doc.id!))
        throw new Error(`The ${name} id [${doc.id}] already exists in its collection`);
      doc._source._stats = {
        ...(doc._source._stats as Obj),
        createdTime: Date.now(),
        modifiedTime: Date.now(),
        lastModifiedBy: user.id,
      };
    }
    for (const doc of pending) collection.set(doc.id!, doc);
    r.ops.log.push({
      action: "create",
      count: pending.length,
      userId: user.id,
      ...this._operationTarget(
        parent,
        pending.map((d) => d.id!),
      ),
    });
    if (parent) for (const doc of pending) parent._recordDescendant(doc, false);
    prepareAfter(parent, pending);
    broadcast(
      r,
      user,
      (clientOptions) => {
        for (const doc of pending) {
          doc._onCreate(doc.toObject(), clientOptions, user.id);
          r.hooks.callAll(`create${name}`, doc, clientOptions, user.id);
        }
      },
      options,
    );
    return pending;
  }

  static async updateDocuments(
    updates: Obj[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    const r = rt();
    const user = r.currentUser();
    const name = this.documentName;
    const { parent = null, pack = null, noHook = false } = operation;
    const collection = BaseDocument.#targetCollection(parent, pack, name);
    const options: DocumentOperation = {
      diff: true,
      recursive: true,
      ...operation,
      modifiedTime: Date.now(),
      render: operation.render ?? true,
      parent,
      pack,
      action: "update",
    };
    const toUpdate: [BaseDocument, Obj][] = [];
    for (const update of updates) {
      const changes = expandObject(deepClone(update));
      const id = changes._id;
      if (typeof id !== "string") throw new Error(`You must provide an _id for every ${name} in the update`);
      const doc = collection.get(id);
      if (!doc) throw new Error(`${name} "${id}" does not exist!`);
      if (!doc.canUserModify(user, "update")) throw permissionError(user, "update", name, id);
      delete changes._id;
      const allowed = (await doc._preUpdate(changes, options, user)) !== false;
      if (!allowed) continue;
      if (!noHook && r.hooks.call(`preUpdate${name}`, doc, changes, options, user.id) === false) continue;
      const diff = doc.updateSource(changes, { dryRun: true });
      if (options.diff !== false && isEmpty(diff)) continue;
      toUpdate.push([doc, options.diff !== false ? diff : changes]);
    }
    if (!toUpdate.length) return [];
    r.ops.log.push({
      action: "update",
      count: toUpdate.length,
      userId: user.id,
      ...this._operationTarget(
        parent,
        toUpdate.map(([d]) => d.id!),
      ),
    });
    for (const [doc, diff] of toUpdate) {
      doc._applyUpdate(diff, user);
      if (parent) parent._recordDescendant(doc, false);
    }
    prepareAfter(
      parent,
      toUpdate.map(([d]) => d),
    );
    broadcast(
      r,
      user,
      (clientOptions) => {
        for (const [doc, diff] of toUpdate) {
          const changed = { ...deepClone(diff), _id: doc.id };
          doc._onUpdate(changed, clientOptions, user.id);
          r.hooks.callAll(`update${name}`, doc, changed, clientOptions, user.id);
        }
      },
      options,
    );
    return toUpdate.map(([d]) => d);
  }

  static async deleteDocuments(
    ids: string[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    const r = rt();
    const user = r.currentUser();
    const name = this.documentName;
    const { parent = null, pack = null, noHook = false } = operation;
    const collection = BaseDocument.#targetCollection(parent, pack, name);
    const options: DocumentOperation = {
      ...operation,
      modifiedTime: Date.now(),
      render: operation.render ?? true,
      parent,
      pack,
      action: "delete",
    };
    const toDelete: BaseDocument[] = [];
    for (const id of ids) {
      const doc = collection.get(id);
      if (!doc) throw new Error(`${name} "${id}" does not exist!`);
      if (!doc.canUserModify(user, "delete")) throw permissionError(user, "delete", name, id);
      const allowed = (await doc._preDelete(options, user)) !== false;
      if (!allowed) continue;
      if (!noHook && r.hooks.call(`preDelete${name}`, doc, options, user.id) === false) continue;
      toDelete.push(doc);
    }
    if (!toDelete.length) return [];
    r.ops.log.push({
      action: "delete",
      count: toDelete.length,
      userId: user.id,
      ...this._operationTarget(
        parent,
        toDelete.map((d) => d.id!),
      ),
    });
    for (const doc of toDelete) collection.delete(doc.id!);
    if (parent) {
      for (const doc of toDelete) parent._recordDescendant(doc, true);
      prepareAfter(parent, toDelete);
    }
    broadcast(
      r,
      user,
      (clientOptions) => {
        for (const doc of toDelete) {
          doc._onDelete(clientOptions, user.id);
          r.hooks.callAll(`delete${name}`, doc, clientOptions, user.id);
        }
      },
      options,
    );
    return toDelete;
  }
}

/**
 * Foundry's server broadcasts each database event: every connected client runs `_onCreate` /
 * `_onUpdate` / `_onDelete` and the after-hook, with its own `game.user` and the causing user's id
 * as argument. The causing client runs first (before its `await` resolves), then the others, in
 * user order, synchronously. Each client gets its own copy of the options, as each deserialises
 * its own. Known approximation: async work a handler starts continues under whichever user is
 * current later (one event loop for all clients), like the socket fake's handlers.
 */
function broadcast(
  r: Runtime,
  causing: User,
  run: (options: DocumentOperation) => void,
  options: DocumentOperation,
): void {
  for (const client of r.clients(causing)) r.asUser(client, () => run({ ...options }));
}

/**
 * Prepare after a database operation: a world document itself, an embedded one's top-most
 * container (a synthetic actor and its descendants: the synthetic actor's token).
 */
function prepareAfter(parent: BaseDocument | null, docs: BaseDocument[]): void {
  if (!parent) {
    for (const doc of docs) doc.prepareData();
    return;
  }
  for (const root of new Set(docs.map((d) => d._preparedRoot()))) root.prepareData();
}

function cleanStats(stats: unknown): Obj {
  const s = isPlainObject(stats) ? stats : {};
  const lastModifiedBy = s.lastModifiedBy;
  if (lastModifiedBy !== undefined && lastModifiedBy !== null && !isValidId(lastModifiedBy)) {
    throw new Error(`_stats.lastModifiedBy: must be a valid 16-character alphanumeric ID or null`);
  }
  return {
    compendiumSource: typeof s.compendiumSource === "string" ? s.compendiumSource : null,
    duplicateSource: typeof s.duplicateSource === "string" ? s.duplicateSource : null,
    createdTime: typeof s.createdTime === "number" ? s.createdTime : null,
    modifiedTime: typeof s.modifiedTime === "number" ? s.modifiedTime : null,
    lastModifiedBy: lastModifiedBy ?? null,
  };
}

/** Drop `system` update paths the data model does not define and cast the rest. */
function filterSystemChanges(model: ModelName, system: Obj, r: Runtime): Obj {
  const out: Obj = {};
  for (const [path, value] of Object.entries(flattenSystem(system))) {
    const bare = path
      .split(".")
      .map((p) => p.replace(/^(-=|==)/, ""))
      .join(".");
    if (!isKnownPath(model, bare)) continue;
    const last = path.split(".").pop()!;
    out[path] =
      last.startsWith("-=") || last.startsWith("==") ? value : castForPath(model, bare, value, r.ctx);
  }
  return expandObject(out);
}

/** Flatten, but keep values of ObjectFields/arrays/sets whole and stop at deletion keys. */
function flattenSystem(obj: Obj, prefix = ""): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(v) && !isEmpty(v) && !k.startsWith("-=") && !k.startsWith("=="))
      Object.assign(out, flattenSystem(v, path));
    else out[path] = v;
  }
  return out;
}

/** Foundry-style update diff: changed values plus `-=key: null` for keys that were removed. */
function computeDiff(before: Obj, after: Obj, changes: Obj): Obj {
  const diff = diffObject(before, after);
  const walk = (node: Obj, path: string[]): void => {
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith("-=")) {
        const target = [...path, k.slice(2)].join(".");
        if (hasProperty(before, target) && !hasProperty(after, target)) {
          const parentPath = path.join(".");
          if (parentPath) {
            const holder = (getProperty(diff, parentPath) as Obj | undefined) ?? {};
            holder[k] = null;
            setProperty(diff, parentPath, holder);
          } else diff[k] = null;
        }
      } else if (isPlainObject(v)) walk(v, [...path, k]);
    }
  };
  walk(changes, []);
  return diff;
}

/* ====================================================================== */
/*  Initialisation of dnd5e system data                                   */
/* ====================================================================== */

/** Prepared `system` from source: SetFields become Sets, mapping keys filled, `details.race` resolved. */
export function initializeSystem(model: ModelName, source: Obj, owner: BaseDocument): Obj {
  const out: Obj = {};
  for (const key of modelSchema(model).topLevelKeys) {
    const v = initializeNode(model, key, source[key], owner, key in source);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

function initializeNode(
  model: ModelName,
  templatePath: string,
  value: unknown,
  owner: BaseDocument,
  present: boolean,
): unknown {
  const def = modelSchema(model).paths[templatePath];
  if (!def) return deepClone(value);
  const kind = fieldKind(def);
  if (kind === "set") return new Set(Array.isArray(value) ? value : []);
  if (kind === "schema") {
    if (!isPlainObject(value)) return value === null ? null : undefined;
    const out: Obj = {};
    for (const key of def.keys ?? []) {
      if (!(key in value)) continue;
      const child = `${templatePath}.${key}`;
      const childDef = modelSchema(model).paths[child];
      if (childDef?.field === "LocalDocumentField") {
        const id = value[key];
        Object.defineProperty(out, key, {
          get: () => {
            const found =
              typeof id === "string"
                ? (owner as { items?: Collection<BaseDocument> }).items?.get(id)
                : undefined;
            return found ?? id ?? null;
          },
          set: () => {},
          enumerable: true,
          configurable: true,
        });
        continue;
      }
      out[key] = initializeNode(model, child, value[key], owner, true);
    }
    return out;
  }
  if (kind === "mapping") {
    if (!isPlainObject(value)) return present ? value : undefined;
    const out: Obj = {};
    const initialKeys = def.mapping?.initialKeys ?? [];
    const keys = def.mapping?.initialKeysOnly ? initialKeys : Object.keys(value);
    for (const key of keys) {
      const entryPath = modelSchema(model).paths[`${templatePath}.${key}`]
        ? `${templatePath}.${key}`
        : `${templatePath}.<key>`;
      const data = value[key] ?? initialValue(model, entryPath, rt().ctx);
      out[key] = initializeNode(model, entryPath, data, owner, true);
    }
    return out;
  }
  return deepClone(value);
}

/** SensesField._shim: the deprecated `senses.<sense>` getters that read `senses.ranges.<sense>`. */
export function shimSenses(senses: unknown): void {
  if (!isPlainObject(senses)) return;
  const ranges = senses.ranges;
  if (!isPlainObject(ranges)) return;
  for (const key of ["darkvision", "blindsight", "tremorsense", "truesight"]) {
    Object.defineProperty(senses, key, {
      get: () => ranges[key],
      set: (v: unknown) => {
        ranges[key] = v;
      },
      enumerable: false,
      configurable: true,
    });
  }
}

/* ====================================================================== */
/*  Actor                                                                 */
/* ====================================================================== */

export class Actor extends BaseDocument {
  static override documentName = "Actor";
  static override embedded = { Item: "items", ActiveEffect: "effects" };
  static override metadata = { name: "Actor", collection: "actors", label: "DOCUMENT.Actor" };

  declare readonly items: Collection<Item>;
  declare readonly effects: Collection<ActiveEffect>;
  declare prototypeToken: Obj;
  /** Values changed by active effects in the last preparation (flattened keys expanded). */
  declare overrides: Obj;
  declare statuses: Set<string>;
  declare labels: Obj;

  override _cleanSource(data: Obj): Obj {
    const type = data.type;
    if (typeof type !== "string" || !(ACTOR_TYPES as readonly string[]).includes(type)) {
      throw new Error(
        `Actor validation errors:\n  type: "${String(type)}" is not a valid type for the Actor Document class`,
      );
    }
    if (typeof data.name !== "string" || !data.name.trim())
      throw new Error(`Actor validation errors:\n  name: may not be a blank string`);
    const source = super._cleanSource(data);
    source.img = typeof source.img === "string" ? source.img : "icons/svg/mystery-man.svg";
    const model = modelFor("Actor", type);
    const system = isPlainObject(data.system) ? deepClone(data.system) : {};
    if (model && rt().features.movementSpeeds) migrateMovement(system, model);
    source.system = model ? cleanSystem(model, system, rt().ctx) : system;
    source.prototypeToken = mergeObject(
      {
        name: data.name,
        actorLink: false,
        disposition: -1,
        width: 1,
        height: 1,
        sight: defaultTokenSight(),
        detectionModes: [],
        texture: { src: source.img },
      },
      isPlainObject(data.prototypeToken) ? data.prototypeToken : {},
    );
    return source;
  }

  override _initialize(): void {
    super._initialize();
    this.prototypeToken = deepClone((this._source.prototypeToken as Obj | undefined) ?? {});
    this.overrides ??= {};
    this.statuses ??= new Set<string>();
    this.labels ??= {};
  }

  override _initializeSystem(): Obj {
    const model = modelFor("Actor", this._source.type as string);
    const source = (this._source.system as Obj | undefined) ?? {};
    return model ? initializeSystem(model, source, this) : deepClone(source);
  }

  static override canUserCreate(user: User): boolean {
    return user.can("ACTOR_CREATE");
  }

  /* ---------------- synthetic (unlinked token) actors ---------------- */

  /** Foundry `Actor#isToken`: a synthetic actor, the data of one unlinked token. */
  get isToken(): boolean {
    return this.parent?.documentName === "Token";
  }

  /** Foundry `Actor#token`: the TokenDocument a synthetic actor belongs to; null for a world actor. */
  get token(): TokenDocument | null {
    return this.isToken ? (this.parent as unknown as TokenDocument) : null;
  }

  /** The world actor whose data a synthetic actor is built from. */
  get #baseActor(): Actor | null {
    const id = this.id;
    const base = id ? rt().collections.get("Actor")?.get(id) : undefined;
    return base instanceof Actor ? base : null;
  }

  /** The token's ActorDelta source a synthetic actor writes to. */
  get #deltaSource(): Obj {
    const token = this.parent!;
    if (!isPlainObject(token._source.delta)) token._source.delta = cleanDelta({}, token.id);
    return token._source.delta as Obj;
  }

  override get _databaseUuid(): string {
    if (!this.isToken) return super._databaseUuid;
    const token = this.parent!;
    return `${token._databaseUuid}.ActorDelta.${token.id}`;
  }

  /** A synthetic actor's permissions follow the base actor's ownership (copied into its source). */
  override getUserLevel(user: User = rt().currentUser()): number {
    return this.isToken ? this._ownUserLevel(user) : super.getUserLevel(user);
  }

  /**
   * Foundry V11+ sends a synthetic actor's update to the server as an update of the token's
   * ActorDelta (one operation, logged as `update ActorDelta` with the token as parent).
   */
  static override _operationTarget(
    parent: BaseDocument | null,
    ids: string[],
  ): Pick<OperationLogEntry, "documentName" | "parent" | "ids"> {
    if (parent?.documentName !== "Token") return super._operationTarget(parent, ids);
    return { documentName: "ActorDelta", parent: parent._databaseUuid, ids: [parent.id!] };
  }

  static override async createDocuments(
    data: (Obj | BaseDocument)[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    if (operation.parent?.documentName === "Token")
      throw new Error("A synthetic Actor cannot be created: create an unlinked Token instead");
    return super.createDocuments(data, operation);
  }

  static override async deleteDocuments(
    ids: string[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    if (operation.parent?.documentName === "Token")
      throw new Error("A synthetic Actor cannot be deleted: delete its Token instead");
    return super.deleteDocuments(ids, operation);
  }

  /** A synthetic actor's update goes into the token's delta; the token then rebuilds the actor. */
  override _applyUpdate(diff: Obj, user: User): void {
    if (!this.isToken) return super._applyUpdate(diff, user);
    const base = this.#baseActor;
    writeDelta(this.#deltaSource, diff, base?._source ?? {});
  }

  /** A synthetic actor's items and effects live in the token's delta. */
  override _recordDescendant(child: BaseDocument, deleted: boolean): void {
    if (!this.isToken) return;
    const prop = DELTA_COLLECTIONS[child.documentName as keyof typeof DELTA_COLLECTIONS];
    if (!prop || !child.id) return;
    const base = this.#baseActor;
    const baseHasIt = Boolean(base?.getEmbeddedCollection(child.documentName).has(child.id));
    recordEmbedded(this.#deltaSource, prop, child.id, deleted ? null : child.toObject(), baseHasIt);
  }

  /** A synthetic actor is prepared by its token (which rebuilds it from base actor + delta). */
  override _preparedRoot(): BaseDocument {
    return this.isToken ? this : super._preparedRoot();
  }

  override prepareData(): void {
    const token = this.parent;
    if (token && token._syntheticActor() === this) token.prepareData();
    else prepareActorData(this as unknown as PreparableActor);
  }

  /** dnd5e's `itemTypes`: items grouped by type, every known type present. */
  get itemTypes(): Record<string, Item[]> {
    const out: Record<string, Item[]> = {};
    for (const t of ITEM_TYPES) out[t] = [];
    for (const item of this.items) (out[item.type] ??= []).push(item);
    return out;
  }

  /** Class items keyed by identifier. */
  get classes(): Record<string, Item> {
    const out: Record<string, Item> = {};
    for (const item of this.items) if (item.type === "class") out[item.identifier] = item;
    return out;
  }

  get isCharacter(): boolean {
    return this.type === "character";
  }

  /** Effects on the actor and `transfer: true` effects on its items (legacyTransferral is false). */
  *allApplicableEffects(): Generator<ActiveEffect> {
    const all: ActiveEffect[] = [...this.effects];
    for (const item of this.items) for (const effect of item.effects) if (effect.transfer) all.push(effect);
    for (const effect of all) {
      if (effect.type === "enchantment") continue;
      const riders = effect.parent?.flags.dnd5e;
      const riderIds = isPlainObject(riders) ? getProperty(riders, "riders.effect") : undefined;
      if (Array.isArray(riderIds) && riderIds.includes(effect.id)) continue;
      yield effect;
    }
  }

  get appliedEffects(): ActiveEffect[] {
    return [...this.allApplicableEffects()].filter((e) => e.active);
  }

  get temporaryEffects(): ActiveEffect[] {
    return this.appliedEffects.filter((e) => e.isTemporary);
  }

  /** dnd5e `hasConditionEffect`: does any active status give this condition effect? */
  hasConditionEffect(key: string): boolean {
    const config = (
      globalThis as unknown as { CONFIG?: { DND5E?: { conditionEffects?: Record<string, Set<string>> } } }
    ).CONFIG?.DND5E?.conditionEffects?.[key];
    if (!config) return false;
    const ci = (getProperty(this.system, "traits.ci.value") as Set<string> | undefined) ?? new Set<string>();
    for (const status of this.statuses) {
      if (ci.has(status)) continue;
      if (config.has(status)) return true;
    }
    const level = Number(getProperty(this.system, "attributes.exhaustion") ?? 0);
    if (!ci.has("exhaustion"))
      for (let l = 1; l <= level; l++) if (config.has(`exhaustion-${l}`)) return true;
    return false;
  }

  getRollData({ deterministic = false }: { deterministic?: boolean } = {}): Obj {
    const data: Obj = { ...deepClone(this.system) };
    data.flags = deepClone(this.flags);
    data.name = this.name;
    data.statuses = Object.fromEntries([...this.statuses].map((s) => [s, 1]));
    const prof = getProperty(this.system, "attributes.prof");
    if (typeof prof === "number") data.prof = prof;
    data.classes = Object.fromEntries(
      Object.entries(this.classes).map(([k, c]) => [k, { ...deepClone(c.system) }]),
    );
    void deterministic;
    return data;
  }

  override async _preCreate(data: Obj, options: DocumentOperation, user: User): PreHookResult {
    if (!user.isGM && !isPlainObject(data.ownership))
      this.updateSource({ ownership: { default: 0, [user.id]: DOCUMENT_OWNERSHIP_LEVELS.OWNER } });
    if (this.type === "character") {
      const source = getProperty(this._source, "_stats.compendiumSource");
      if (typeof source === "string" && source.startsWith("Compendium.")) return;
      this.updateSource({ prototypeToken: { actorLink: true, disposition: 1, sight: { enabled: true } } });
    }
    void options;
  }

  /**
   * dnd5e `applyDamage`: a list of `{value, type}` goes through resistances, immunities and
   * vulnerabilities (`calculateDamage`); a bare number skips them. One actor update.
   */
  async applyDamage(damages: number | DamageDescription[], options: DamageOptions = {}): Promise<this> {
    await applyDamageTo(this, damages, options);
    return this;
  }

  /** dnd5e `rollSavingThrow({ability, target}, dialog, message)` → `D20Roll[]` (or null if dismissed). */
  async rollSavingThrow(config: SaveConfig, dialog: Obj = {}, message: Obj = {}): Promise<unknown[] | null> {
    return rollSavingThrowFor(this, config, dialog, message);
  }
}

export interface DamageDescription {
  value: number;
  type?: string;
  properties?: Set<string>;
  active?: Obj;
}

export interface DamageOptions {
  multiplier?: number;
  ignore?: boolean | Record<string, boolean | Set<string>>;
  invertHealing?: boolean;
  only?: "damage" | "healing";
  downgrade?: boolean | Set<string>;
  isDelta?: boolean;
  [key: string]: unknown;
}

export interface SaveConfig {
  ability: string;
  target?: number;
  [key: string]: unknown;
}

/* ====================================================================== */
/*  Item                                                                  */
/* ====================================================================== */

export class Item extends BaseDocument {
  static override documentName = "Item";
  static override embedded = { ActiveEffect: "effects" };
  static override metadata = { name: "Item", collection: "items", label: "DOCUMENT.Item" };
  declare readonly effects: Collection<ActiveEffect>;

  override _cleanSource(data: Obj): Obj {
    const type = data.type;
    if (typeof type !== "string" || !(ITEM_TYPES as readonly string[]).includes(type)) {
      throw new Error(
        `Item validation errors:\n  type: "${String(type)}" is not a valid type for the Item Document class`,
      );
    }
    if (typeof data.name !== "string" || !data.name.trim())
      throw new Error(`Item validation errors:\n  name: may not be a blank string`);
    const source = super._cleanSource(data);
    source.img = typeof source.img === "string" ? source.img : "icons/svg/item-bag.svg";
    const model = modelFor("Item", type);
    const system = isPlainObject(data.system) ? deepClone(data.system) : {};
    if (model) source.system = cleanSystem(model, migrateItemSystem(type, system), rt().ctx);
    else source.system = defaultItemSystem(type, system);
    return source;
  }

  override _initializeSystem(): Obj {
    const model = modelFor("Item", this._source.type as string);
    const source = (this._source.system as Obj | undefined) ?? {};
    const system = model ? initializeSystem(model, source, this) : deepClone(source);
    if (this._source.type === "race") {
      if (rt().features.sensesShim) shimSenses(system.senses);
      if (rt().features.movementSpeeds) shimMovement(system.movement);
    }
    return system;
  }

  static override canUserCreate(user: User): boolean {
    return user.can("ITEM_CREATE");
  }

  /** The owning actor, if any. */
  get actor(): Actor | null {
    return this.parent instanceof Actor ? this.parent : null;
  }

  get isOwned(): boolean {
    return this.parent !== null;
  }

  /** dnd5e `Item5e#identifier`: the system identifier or a strict slug of the name. */
  get identifier(): string {
    const own = this.system.identifier;
    if (typeof own === "string" && own) return own;
    return slugify(this.name.replaceAll(/(\w+)([\\|/])(\w+)/g, "$1-$3"), { strict: true });
  }

  /** dnd5e: equipment that must be equipped/attuned suppresses its effects otherwise. */
  get areEffectsSuppressed(): boolean {
    if (!PHYSICAL_ITEM_TYPES.has(this.type)) return false;
    const subtype = getProperty(this.system, "type.value");
    const requireEquipped =
      this.type !== "consumable" || ["rod", "trinket", "wand"].includes(String(subtype));
    if (requireEquipped && this.system.equipped === false) return true;
    return !this.system.attuned && this.system.attunement === "required";
  }

  get hasEffects(): boolean {
    return this.type !== "race";
  }

  override async _preCreate(data: Obj, options: DocumentOperation, user: User): PreHookResult {
    // SystemDataModel#_preCreate: singleton item types on characters.
    const actor = this.actor;
    if (
      actor?.type === "character" &&
      SINGLETON_ITEM_TYPES.has(this.type) &&
      (actor.itemTypes[this.type]?.length ?? 0) > 0
    ) {
      const r = rt();
      r.notifications.error("DND5E.ACTOR.Warning.Singleton", {
        format: {
          itemType: r.i18n.localize(`TYPES.Item.${this.type}`),
          actorType: r.i18n.localize(`TYPES.Actor.${actor.type}`),
        },
      });
      return false;
    }
    // AdvancementTemplate#preCreateAdvancement (race: RaceData#_advancementToCreate).
    if (this.type === "race" && !data._id && !hasProperty(data, "system.advancement")) {
      const legacy = rt().ctx.rulesVersion === "legacy";
      const toCreate: Obj[] = legacy
        ? [
            { type: "AbilityScoreImprovement" },
            { type: "Size" },
            { type: "Trait", configuration: { grants: ["languages:standard:common"] } },
          ]
        : [{ type: "Size" }];
      const advancement: Obj = {};
      for (const a of toCreate) {
        const id = rt().randomID();
        advancement[id] = {
          _id: id,
          type: a.type,
          configuration: deepClone(a.configuration ?? {}),
          value: {},
          level: 0,
          title: "",
          hint: "",
        };
      }
      this.updateSource({ "system.advancement": advancement });
    }
    // Item5e#_preCreate: identifier from the name.
    const sys = data.system;
    if (!(isPlainObject(sys) && sys.identifier)) this.updateSource({ "system.identifier": this.identifier });
    void options;
    void user;
  }

  override _onCreate(data: Obj, options: DocumentOperation, userId: string): void {
    super._onCreate(data, options, userId);
    // RaceData#_onCreate: only the creating user's client, only creatures; not awaited in dnd5e.
    if (this.type !== "race") return;
    if (rt().currentUser().id !== userId) return;
    const actor = this.actor;
    if (!actor || !isCreature(actor)) return;
    void rt().track(actor.update({ "system.details.race": this.id }));
  }

  override async _preDelete(options: DocumentOperation, user: User): PreHookResult {
    // RaceData#_preDelete: clear details.race first (a separate update).
    if (this.type !== "race") return;
    const actor = this.actor;
    if (!actor || !isCreature(actor)) return;
    await actor.update({ "system.details.race": null });
    void options;
    void user;
  }
}

export function isCreature(actor: Actor): boolean {
  return actor.type === "character" || actor.type === "npc";
}

function migrateItemSystem(type: string, system: Obj): Obj {
  if (type === "race" && rt().features.movementSpeeds) migrateMovement(system, "Item.race");
  const advancement = system.advancement;
  if (Array.isArray(advancement)) {
    system.advancement = Object.fromEntries(
      advancement.filter(isPlainObject).map((a) => [String(a._id ?? rt().randomID()), a]),
    );
  }
  if (type === "race" && isPlainObject(system.senses)) {
    const senses = system.senses;
    const ranges: Obj = isPlainObject(senses.ranges) ? senses.ranges : {};
    for (const key of ["darkvision", "blindsight", "tremorsense", "truesight"]) {
      if (key in senses) {
        ranges[key] ??= senses[key];
        Reflect.deleteProperty(senses, key);
      }
    }
    senses.ranges = ranges;
  }
  return system;
}

/** Minimal sources for item types the schema file does not describe. */
function defaultItemSystem(type: string, system: Obj): Obj {
  const out = deepClone(system);
  if (Array.isArray(out.advancement)) migrateItemSystem(type, out);
  out.identifier ??= "";
  out.description ??= { value: "", chat: "" };
  if (type === "class") {
    out.levels ??= 1;
    out.hd ??= { denomination: "d8", spent: 0, additional: "" };
    out.advancement ??= {};
  }
  if (type === "spell") {
    out.level ??= 0;
    out.school ??= "";
    out.sourceClass ??= "";
  }
  if (PHYSICAL_ITEM_TYPES.has(type)) out.quantity ??= 1;
  return out;
}

/* ====================================================================== */
/*  ActiveEffect                                                          */
/* ====================================================================== */

const UUID_PATTERN =
  /^(Compendium\.[^.]+\.[^.]+\.)?[A-Z][A-Za-z]+\.[a-zA-Z0-9]{16}(\.[A-Z][A-Za-z]+\.[a-zA-Z0-9]{16})*$/;

/** V13 prepared `changes` per effect (set during construction, before class fields exist). */
const EFFECT_CHANGES_V13 = new WeakMap<object, ChangeDataV13[]>();

export class ActiveEffect extends BaseDocument {
  static override documentName = "ActiveEffect";
  static override metadata = { name: "ActiveEffect", collection: "effects", label: "DOCUMENT.ActiveEffect" };

  declare disabled: boolean;
  declare transfer: boolean;
  declare origin: string | null;
  declare duration: Obj;
  declare description: string;
  declare statuses: Set<string>;
  declare tint: string;

  static override migrateData(data: Obj): Obj {
    for (const change of Array.isArray(data.changes) ? data.changes : []) {
      if (isPlainObject(change) && change.key === "flags.dnd5e.initiativeAdv") {
        change.key = "system.attributes.init.roll.mode";
        change.mode = 2;
        change.value = 1;
      }
    }
    if (rt().generation >= 14 && Array.isArray(data.changes)) {
      // V14 migrates V13-shaped changes on load/creation into system.changes.
      const system = isPlainObject(data.system) ? data.system : {};
      const existing = Array.isArray(system.changes) ? system.changes : [];
      system.changes = [
        ...existing,
        ...data.changes.filter(isPlainObject).map((c) => migrateChangeToV14(c as unknown as ChangeDataV13)),
      ];
      data.system = system;
      delete data.changes;
    }
    return data;
  }

  override _cleanSource(data: Obj): Obj {
    if (typeof data.name !== "string" || !data.name.trim())
      throw new Error(`ActiveEffect validation errors:\n  name: may not be a blank string`);
    const v14 = rt().generation >= 14;
    const source = super._cleanSource(data);
    source.img = typeof source.img === "string" ? source.img : null;
    source.type = typeof source.type === "string" ? source.type : "base";
    source.disabled = Boolean(source.disabled ?? false);
    source.transfer = source.transfer === undefined ? true : Boolean(source.transfer);
    source.description = typeof source.description === "string" ? source.description : "";
    source.tint = typeof source.tint === "string" ? source.tint : "#ffffff";
    source.statuses = Array.isArray(source.statuses) ? source.statuses.map(String) : [];
    source.duration = mergeObject(
      {
        startTime: null,
        seconds: null,
        combat: null,
        rounds: null,
        turns: null,
        startRound: null,
        startTurn: null,
      },
      isPlainObject(source.duration) ? source.duration : {},
    );
    source.origin = validateOrigin(source.origin);
    const system = isPlainObject(source.system) ? source.system : {};
    if (v14) {
      delete source.changes;
      system.changes = (Array.isArray(system.changes) ? system.changes : [])
        .filter(isPlainObject)
        .map(cleanChangeV14);
    } else {
      source.changes = (Array.isArray(source.changes) ? source.changes : [])
        .filter(isPlainObject)
        .map(cleanChangeV13);
      delete system.changes;
    }
    source.system = system;
    return source;
  }

  override _postMerge(next: Obj): void {
    next.origin = validateOrigin(next.origin);
    if (rt().generation >= 14) {
      const system = isPlainObject(next.system) ? next.system : {};
      system.changes = (Array.isArray(system.changes) ? system.changes : [])
        .filter(isPlainObject)
        .map(cleanChangeV14);
      next.system = system;
    } else if (Array.isArray(next.changes))
      next.changes = next.changes.filter(isPlainObject).map(cleanChangeV13);
  }

  override _initialize(): void {
    super._initialize();
    const s = this._source;
    EFFECT_CHANGES_V13.set(
      this,
      rt().generation >= 14 ? [] : deepClone((s.changes as ChangeDataV13[] | undefined) ?? []),
    );
    this.disabled = Boolean(s.disabled);
    this.transfer = Boolean(s.transfer);
    this.origin = typeof s.origin === "string" ? s.origin : null;
    this.duration = deepClone((s.duration as Obj | undefined) ?? {});
    this.description = typeof s.description === "string" ? s.description : "";
    this.statuses = new Set((s.statuses as string[] | undefined) ?? []);
    this.tint = typeof s.tint === "string" ? s.tint : "#ffffff";
  }

  /**
   * V13: the numeric-mode changes. V14 keeps `changes` only as a non-enumerable deprecated getter
   * (until V16, 6.x-FACTS F3.2) that returns `system.changes` — V14-shaped (`type`, `phase`), so
   * code reading `mode` from it gets undefined — and logs core's deprecation.
   */
  get changes(): ChangeDataV13[] | undefined {
    if (rt().generation < 14) return EFFECT_CHANGES_V13.get(this) ?? [];
    if (rt().features.coreV14Deprecations)
      deprecated("core", "ActiveEffect#changes is deprecated in favor of ActiveEffect#system#changes.", {
        since: 14,
        until: 16,
      });
    return this.changesV14 as unknown as ChangeDataV13[];
  }

  set changes(value: ChangeDataV13[] | undefined) {
    if (rt().generation < 14) EFFECT_CHANGES_V13.set(this, value ?? []);
    else this.system.changes = value ?? [];
  }

  /** V14: the changes live on `system.changes`. */
  get changesV14(): ChangeDataV14[] {
    const changes = this.system.changes;
    return Array.isArray(changes) ? (changes as ChangeDataV14[]) : [];
  }

  get isSuppressed(): boolean {
    if (this.type === "enchantment") return false;
    const parent = this.parent;
    return parent instanceof Item ? parent.areEffectsSuppressed : false;
  }

  get active(): boolean {
    return !this.disabled && !this.isSuppressed;
  }

  get isTemporary(): boolean {
    const d = this.duration;
    return Boolean(d.seconds || d.rounds || d.turns) || this.statuses.size > 0;
  }

  /** The actor this effect changes (its parent actor, or the owner of its item when transferred). */
  get target(): BaseDocument | null {
    if (this.parent instanceof Actor) return this.parent;
    if (this.parent instanceof Item) return this.transfer ? this.parent.parent : this.parent;
    return null;
  }

  get modifiesActor(): boolean {
    if (!this.active) return false;
    if (this.parent instanceof Actor) return true;
    return this.transfer && this.parent instanceof Item && this.parent.parent instanceof Actor;
  }

  override canUserModify(user: User, action: "create" | "update" | "delete"): boolean {
    if (this.parent) return this.parent.canUserModify(user, "update");
    return super.canUserModify(user, action);
  }
}

function validateOrigin(origin: unknown): string | null {
  if (origin === undefined || origin === null || origin === "") return null;
  if (typeof origin !== "string" || !UUID_PATTERN.test(origin)) {
    throw new Error(
      `ActiveEffect validation errors:\n  origin: must be a valid document UUID or null, got "${String(origin)}"`,
    );
  }
  return origin;
}

function cleanChangeV13(change: Obj): Obj {
  const mode = Number(change.mode ?? 2);
  const priority =
    change.priority === undefined || change.priority === null || change.priority === ""
      ? null
      : Number(change.priority);
  return {
    key: String(change.key ?? "").trim(),
    value: String(change.value ?? ""),
    mode: Number.isInteger(mode) ? mode : 2,
    priority,
  };
}

const V14_TYPES: ChangeType[] = ["custom", "multiply", "add", "subtract", "downgrade", "upgrade", "override"];

function cleanChangeV14(change: Obj): Obj {
  const type = String(change.type ?? "add") as ChangeType;
  if (!V14_TYPES.includes(type))
    throw new Error(
      `ActiveEffect validation errors:\n  system.changes.type: "${type}" is not a valid choice`,
    );
  const phase = change.phase === "final" ? "final" : "initial";
  const priority =
    change.priority === undefined || change.priority === null || change.priority === ""
      ? null
      : Number(change.priority);
  return { key: String(change.key ?? "").trim(), value: String(change.value ?? ""), type, phase, priority };
}

/* ====================================================================== */
/*  ChatMessage, Macro, JournalEntry                                      */
/* ====================================================================== */

export interface SpeakerData {
  scene: string | null;
  actor: string | null;
  token: string | null;
  alias: string;
}

/** Evaluated Roll objects per message (the source keeps their JSON, as Foundry does). */
const MESSAGE_ROLLS = new WeakMap<object, Roll[]>();

export class ChatMessage extends BaseDocument {
  static override documentName = "ChatMessage";
  static override metadata = { name: "ChatMessage", collection: "messages", label: "DOCUMENT.ChatMessage" };
  declare content: string;
  declare flavor: string;
  declare speaker: SpeakerData;
  declare whisper: string[];
  declare blind: boolean;
  declare rolls: Roll[];
  declare author: string | null;
  declare title: string | undefined;

  override _cleanSource(data: Obj): Obj {
    const rolls = Array.isArray(data.rolls) ? data.rolls : [];
    MESSAGE_ROLLS.set(
      this,
      rolls.filter((r): r is Roll => r instanceof Roll),
    );
    const source = super._cleanSource({
      ...data,
      rolls: rolls.map((r) => (r instanceof Roll ? JSON.stringify(r.toJSON()) : r)),
    });
    source.type = typeof source.type === "string" ? source.type : "base";
    source.content = typeof source.content === "string" ? source.content : String(source.content ?? "");
    source.flavor = typeof source.flavor === "string" ? source.flavor : "";
    source.whisper = Array.isArray(source.whisper)
      ? source.whisper.map((w) => (typeof w === "string" ? w : String((w as { id?: unknown }).id)))
      : [];
    source.blind = Boolean(source.blind);
    source.speaker = mergeObject(
      { scene: null, actor: null, token: null, alias: "" },
      isPlainObject(source.speaker) ? source.speaker : {},
    );
    source.author = typeof source.author === "string" ? source.author : null;
    source.timestamp = typeof source.timestamp === "number" ? source.timestamp : Date.now();
    return source;
  }

  override _initialize(): void {
    super._initialize();
    const s = this._source;
    this.content = String(s.content ?? "");
    this.flavor = String(s.flavor ?? "");
    this.speaker = deepClone(s.speaker as SpeakerData);
    this.whisper = deepClone((s.whisper as string[] | undefined) ?? []);
    this.blind = Boolean(s.blind);
    this.author = typeof s.author === "string" ? s.author : null;
    this.title = typeof s.title === "string" ? s.title : undefined;
    this.rolls = MESSAGE_ROLLS.get(this) ?? [];
  }

  /** Foundry posts the message to this client's chat log (chat.ts renders it, if visible). */
  override _onCreate(data: Obj, options: DocumentOperation, userId: string): void {
    super._onCreate(data, options, userId);
    rt().chatLog.post(this);
  }

  override _onUpdate(changed: Obj, options: DocumentOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    rt().chatLog.post(this);
  }

  override _onDelete(options: DocumentOperation, userId: string): void {
    super._onDelete(options, userId);
    rt().chatLog.remove(this);
  }

  static override canUserCreate(): boolean {
    return true;
  }

  override canUserModify(user: User, action: "create" | "update" | "delete"): boolean {
    if (action === "create") return true;
    return user.isGM || this.author === user.id;
  }

  get isRoll(): boolean {
    return this.rolls.length > 0;
  }

  override async _preCreate(data: Obj, options: DocumentOperation, user: User): PreHookResult {
    if (!this._source.author) this.updateSource({ author: user.id });
    // The creation option (V13 `rollMode`; V14 also `messageMode`), either vocabulary.
    const mode = options.messageMode ?? options.rollMode;
    if (typeof mode === "string") {
      const applied = applyModeTo({}, mode);
      if (applied.whisper) this.updateSource({ whisper: applied.whisper, blind: Boolean(applied.blind) });
    }
    void data;
  }

  /** Foundry's `ChatMessage.getSpeaker({scene, actor, token, alias})`. */
  static getSpeaker({
    scene,
    actor,
    token,
    alias,
  }: {
    scene?: { id: string | null } | null;
    actor?: BaseDocument | null;
    token?: { id: string | null; actor?: BaseDocument | null; name?: string } | null;
    alias?: string;
  } = {}): SpeakerData {
    const canvasScene =
      (globalThis as unknown as { canvas?: { scene?: { id: string | null } | null } }).canvas?.scene ?? null;
    const sceneId = scene?.id ?? canvasScene?.id ?? null;
    if (token) {
      return {
        scene: sceneId,
        actor: token.actor?.id ?? null,
        token: token.id,
        alias: alias ?? token.name ?? token.actor?.name ?? "",
      };
    }
    // A synthetic actor speaks as its token.
    const own = actor instanceof Actor ? actor.token : null;
    if (own) {
      return {
        scene: own.parent?.id ?? null,
        actor: actor!.id,
        token: own.id,
        alias: alias ?? (own.name || actor!.name),
      };
    }
    if (actor) return { scene: sceneId, actor: actor.id, token: null, alias: alias ?? actor.name };
    const user = rt().currentUser();
    const character = user.character as BaseDocument | null;
    if (character)
      return { scene: sceneId, actor: character.id, token: null, alias: alias ?? character.name };
    return { scene: sceneId, actor: null, token: null, alias: alias ?? user.name };
  }

  static getWhisperRecipients(name: string): User[] {
    const users = rt().users;
    if (name.toLowerCase() === "gm" || name.toLowerCase() === "dm") return users.filter((u) => u.isGM);
    if (name.toLowerCase() === "players") return users.players;
    return users.filter((u) => u.name === name);
  }

  /** V13: current. V14: still works, logs core's deprecation (see chat.ts). */
  static applyRollMode(data: Obj, rollMode: string): Obj {
    return applyRollMode(data, rollMode);
  }

  /** Whether a user's client shows the message (`ChatMessage#visible` for that user). */
  visibleTo(user: User): boolean {
    return visibleTo(this, user);
  }

  get visible(): boolean {
    return visibleTo(this, rt().currentUser());
  }

  get isContentVisible(): boolean {
    return contentVisibleTo(this, rt().currentUser());
  }

  get isAuthor(): boolean {
    return this.author === rt().currentUser().id;
  }
}

export class Macro extends BaseDocument {
  static override documentName = "Macro";
  static override metadata = { name: "Macro", collection: "macros", label: "DOCUMENT.Macro" };
  declare command: string;
  declare scope: string;

  override _cleanSource(data: Obj): Obj {
    if (typeof data.name !== "string" || !data.name.trim())
      throw new Error(`Macro validation errors:\n  name: may not be a blank string`);
    const source = super._cleanSource(data);
    source.type = source.type === "chat" ? "chat" : "script";
    source.command = typeof source.command === "string" ? source.command : "";
    source.scope = typeof source.scope === "string" ? source.scope : "global";
    source.img = typeof source.img === "string" ? source.img : "icons/svg/dice-target.svg";
    source.author = typeof source.author === "string" ? source.author : null;
    return source;
  }

  override _initialize(): void {
    super._initialize();
    this.command = String(this._source.command ?? "");
    this.scope = String(this._source.scope ?? "global");
  }

  static override canUserCreate(user: User): boolean {
    return user.can("MACRO_SCRIPT");
  }

  override async _preCreate(_data: Obj, _options: DocumentOperation, user: User): PreHookResult {
    if (!this._source.author) this.updateSource({ author: user.id });
  }

  /** Run a script macro with Foundry's arguments (`speaker`, `actor`, `token`, `character`, `scope`). */
  async execute(scope: Obj = {}): Promise<unknown> {
    if (this.type !== "script") return undefined;
    const user = rt().currentUser();
    const speaker = ChatMessage.getSpeaker({ actor: (scope.actor as BaseDocument | undefined) ?? null });
    const actor = scope.actor ?? null;
    const token = scope.token ?? null;
    const character = user.character ?? null;
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...a: unknown[]) => Promise<unknown>;
    const extraKeys = Object.keys(scope).filter(
      (k) => !["actor", "token", "speaker", "character", "scope"].includes(k),
    );
    const fn = new AsyncFunction(
      "speaker",
      "actor",
      "token",
      "character",
      "scope",
      ...extraKeys,
      `{${this.command}\n}`,
    );
    return fn.call(this, speaker, actor, token, character, scope, ...extraKeys.map((k) => scope[k]));
  }
}

export class JournalEntryPage extends BaseDocument {
  static override documentName = "JournalEntryPage";
  static override metadata = {
    name: "JournalEntryPage",
    collection: "pages",
    label: "DOCUMENT.JournalEntryPage",
  };
  declare text: Obj;

  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    source.type = typeof source.type === "string" ? source.type : "text";
    source.text = mergeObject({ content: "", format: 1 }, isPlainObject(source.text) ? source.text : {});
    source.title = mergeObject({ show: true, level: 1 }, isPlainObject(source.title) ? source.title : {});
    source.system = isPlainObject(source.system) ? source.system : {};
    return source;
  }

  override _initialize(): void {
    super._initialize();
    this.text = deepClone((this._source.text as Obj | undefined) ?? {});
    if (this.type === "spells") {
      const spells = this.system.spells;
      this.system.spells = new Set(Array.isArray(spells) ? spells : []);
    }
  }
}

export class JournalEntry extends BaseDocument {
  static override documentName = "JournalEntry";
  static override embedded = { JournalEntryPage: "pages" };
  static override metadata = { name: "JournalEntry", collection: "journal", label: "DOCUMENT.JournalEntry" };
  declare readonly pages: Collection<JournalEntryPage>;

  override _cleanSource(data: Obj): Obj {
    if (typeof data.name !== "string" || !data.name.trim())
      throw new Error(`JournalEntry validation errors:\n  name: may not be a blank string`);
    return super._cleanSource(data);
  }

  static override canUserCreate(user: User): boolean {
    return user.can("JOURNAL_CREATE");
  }
}

/* ====================================================================== */
/*  Registry                                                              */
/* ====================================================================== */

const registry = new Map<string, DocumentClass>();

export function registerDocumentClass(name: string, cls: DocumentClass): void {
  registry.set(name, cls);
}

export function documentClassFor(name: string): DocumentClass {
  const cls = registry.get(name);
  if (!cls) throw new Error(`No document class registered for ${name}`);
  return cls;
}

registerDocumentClass("Actor", Actor as unknown as DocumentClass);
registerDocumentClass("Item", Item as unknown as DocumentClass);
registerDocumentClass("ActiveEffect", ActiveEffect as unknown as DocumentClass);
registerDocumentClass("ChatMessage", ChatMessage as unknown as DocumentClass);
registerDocumentClass("Macro", Macro as unknown as DocumentClass);
registerDocumentClass("JournalEntry", JournalEntry as unknown as DocumentClass);
registerDocumentClass("JournalEntryPage", JournalEntryPage as unknown as DocumentClass);

/** Check that an `initialValue` lookup is reachable from callers that only know the field path. */
export function systemFieldAt(model: ModelName, path: string): ReturnType<typeof lookupField> {
  return lookupField(model, path);
}
