/**
 * Foundry's base document as the module meets it: `_source` + prepared view, `update` that really
 * merges, embedded collections, flags with scope checks and ownership. The database operations are
 * in operations.ts, the source shape in source.ts.
 */
import { Collection } from "../collection";
import { hasRuntime, rt, type DocumentLike, type OperationLogEntry } from "../runtime";
import type { User } from "../users";
import {
  deepClone,
  expandObject,
  getProperty,
  isPlainObject,
  isValidId,
  mergeObject,
  type Obj,
} from "../utils";
import { assertFlagScope } from "./flags";
import { createDocuments, deleteDocuments, updateDocuments } from "./operations";
import { documentClassFor } from "./registry";
import { cleanBaseSource, computeDiff, mergeIntoSource } from "./source";
import { initializeSystem } from "./system";
import { modelFor } from "../schema-defaults";
import { ForcedDeletion, legacyDeletions } from "../operators";
import {
  DOCUMENT_OWNERSHIP_LEVELS,
  type DocumentClass,
  type DocumentContext,
  type DocumentOperation,
  type PreHookResult,
} from "./types";

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
    this._source = this._cleanSource(deepClone(data));
    for (const [name, childData] of this.#embeddedData(data, this._source)) {
      if (!isValidId(childData._id)) childData._id = rt().randomID();
      const child = new (documentClassFor(name))(childData, { parent: this, pack });
      this.#collections.get(name)!.set(child.id!, child);
    }
    this._initialize();
  }

  /** The embedded documents' data in `data` (migrated copies), taken out of its cleaned `source`. */
  *#embeddedData(data: Obj, source: Obj): Generator<[string, Obj]> {
    for (const [name, prop] of Object.entries((this.constructor as typeof BaseDocument).embedded)) {
      Reflect.deleteProperty(source, prop);
      const entries = data[prop];
      for (const entry of Array.isArray(entries) ? entries : [])
        if (isPlainObject(entry)) yield [name, documentClassFor(name).migrateData(deepClone(entry))];
    }
  }

  get documentName(): string {
    return (this.constructor as typeof BaseDocument).documentName;
  }

  get id(): string | null {
    const id = this._source._id;
    return typeof id === "string" ? id : null;
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

  /** Clean incoming data into this document's source shape (defaults filled, unknown keys dropped). */
  _cleanSource(data: Obj): Obj {
    return cleanBaseSource(
      this.documentName,
      Object.values((this.constructor as typeof BaseDocument).embedded),
      data,
    );
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
    const model = modelFor(this.documentName, this.type);
    const source = (this._source.system as Obj | undefined) ?? {};
    return model ? initializeSystem(model, source, this) : deepClone(source);
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

  /**
   * Replace the source with new data (cleaned as on construction), keeping the embedded documents
   * that are still present, by id, as the same objects. Used to rebuild a synthetic actor.
   */
  _replaceSource(data: Obj): void {
    const source = this._cleanSource(deepClone(data));
    const keep = new Set<BaseDocument>();
    for (const [name, childData] of this.#embeddedData(data, source)) {
      if (!isValidId(childData._id)) continue;
      const collection = this.#collections.get(name)!;
      const id = childData._id as string;
      const existing = collection.get(id);
      if (existing) existing._replaceSource(childData);
      else collection.set(id, new (documentClassFor(name))(childData, { parent: this, pack: this.pack }));
      keep.add(collection.get(id)!);
    }
    for (const collection of this.#collections.values())
      for (const [id, child] of collection.entries()) if (!keep.has(child)) collection.delete(id);
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
  toObject(): Obj {
    const out = deepClone(this._source);
    for (const [name, prop] of Object.entries((this.constructor as typeof BaseDocument).embedded)) {
      out[prop] = this.#collections.get(name)!.map((d) => d.toObject());
    }
    return out;
  }

  /** Apply changes to the source without a database operation (used in `_preCreate`). */
  updateSource(given: Obj = {}, options: { dryRun?: boolean } = {}): Obj {
    const changes = legacyDeletions(given, hasRuntime() && rt().features.generation === 14);
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
    const { next, expanded } = mergeIntoSource(this.documentName, this.type, this._source, changes);
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

  getFlag(scope: string, key: string): unknown {
    assertFlagScope(scope);
    return getProperty(this.flags[scope], key);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    assertFlagScope(scope);
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    assertFlagScope(scope);
    if (rt().features.generation === 14)
      return this.update({ [`flags.${scope}.${key}`]: ForcedDeletion.create() });
    const head = key.split(".");
    return this.update({ [["flags", scope, ...head.slice(0, -1), `-=${head.at(-1)!}`].join(".")]: null });
  }

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
    permission: keyof typeof DOCUMENT_OWNERSHIP_LEVELS | number,
    { exact = false }: { exact?: boolean } = {},
  ): boolean {
    const level = typeof permission === "number" ? permission : DOCUMENT_OWNERSHIP_LEVELS[permission];
    const userLevel = this.getUserLevel(user);
    return exact ? userLevel === level : userLevel >= level;
  }

  get isOwner(): boolean {
    return this.testUserPermission(rt().currentUser(), "OWNER");
  }

  canUserModify(user: User, _action: "update" | "delete"): boolean {
    if (this.parent) return this.parent.canUserModify(user, "update");
    return this.testUserPermission(user, "OWNER");
  }

  static canUserCreate(user: User): boolean {
    return user.isGM;
  }

  /** Creating an embedded document needs update rights on its parent, unless the type says otherwise. */
  static canUserCreateIn(parent: BaseDocument, user: User): boolean {
    return parent.canUserModify(user, "update");
  }

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

  /** The class of an embedded document type (refused when this document does not embed it). */
  #embeddedClass(embeddedName: string): typeof BaseDocument {
    this.getEmbeddedCollection(embeddedName);
    return documentClassFor(embeddedName);
  }

  async createEmbeddedDocuments(name: string, data: Obj[] = [], operation: DocumentOperation = {}) {
    return this.#embeddedClass(name).createDocuments(data, { ...operation, parent: this, pack: this.pack });
  }

  async updateEmbeddedDocuments(name: string, updates: Obj[] = [], operation: DocumentOperation = {}) {
    return this.#embeddedClass(name).updateDocuments(updates, {
      ...operation,
      parent: this,
      pack: this.pack,
    });
  }

  async deleteEmbeddedDocuments(name: string, ids: string[] = [], operation: DocumentOperation = {}) {
    return this.#embeddedClass(name).deleteDocuments(ids, { ...operation, parent: this, pack: this.pack });
  }

  async update(data: Obj = {}, operation: DocumentOperation = {}): Promise<this | undefined> {
    const cls = this.constructor as typeof BaseDocument;
    const updated = await cls.updateDocuments([{ ...data, _id: this.id }], this.#inPlace(operation));
    return updated.includes(this) ? this : undefined;
  }

  async delete(operation: DocumentOperation = {}): Promise<this | undefined> {
    const cls = this.constructor as typeof BaseDocument;
    const deleted = await cls.deleteDocuments([this.id!], this.#inPlace(operation));
    return deleted.includes(this) ? this : undefined;
  }

  /** An operation on this document where it lies (its parent and pack). */
  #inPlace(operation: DocumentOperation): DocumentOperation {
    return { ...operation, parent: this.parent, pack: this.pack };
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

  static async create(
    data: Obj | Obj[],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument | BaseDocument[] | undefined> {
    const many = Array.isArray(data);
    const created = await this.createDocuments(many ? data : [data], operation);
    return many ? created : created[0];
  }

  static async createDocuments(data: (Obj | BaseDocument)[] = [], operation: DocumentOperation = {}) {
    return createDocuments(this as unknown as DocumentClass, data, operation);
  }

  static async updateDocuments(updates: Obj[] = [], operation: DocumentOperation = {}) {
    return updateDocuments(this as unknown as DocumentClass, updates, operation);
  }

  static async deleteDocuments(ids: string[] = [], operation: DocumentOperation = {}) {
    return deleteDocuments(this as unknown as DocumentClass, ids, operation);
  }
}
