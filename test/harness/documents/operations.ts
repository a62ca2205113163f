/**
 * The database operations behind `createDocuments`/`updateDocuments`/`deleteDocuments`: one
 * counted operation per call with Foundry's hooks and arguments, broadcast to every client.
 */
import type { Collection } from "../collection";
import type { CompendiumCollection } from "../packs";
import { rt, type Runtime } from "../runtime";
import type { User } from "../users";
import { deepClone, expandObject, isEmpty, isValidId, type Obj } from "../utils";
import { BaseDocument } from "./base";
import { assertExists, markDeleted, missingError, permissionError } from "./integrity";
import type { DocumentClass, DocumentOperation } from "./types";

function targetCollection(
  parent: BaseDocument | null,
  pack: string | null,
  name: string,
  action: "create" | "update" | "delete",
): Collection<BaseDocument> {
  // Embedded documents of a compendium's document carry its pack (Document#createEmbeddedDocuments
  // passes `pack: this.pack`); the server refuses a locked compendium's writes with this message.
  if (pack) {
    const game = (globalThis as { game?: { packs?: { get(id: string): CompendiumCollection | undefined } } })
      .game;
    const compendium = game?.packs?.get(pack);
    if (compendium?.locked !== false)
      throw new Error(`You cannot modify the ${pack} Compendium which is currently locked.`);
    if (!parent && action !== "update")
      throw new Error(`The harness does not ${action} documents at the top of the compendium ${pack}`);
    if (!parent) return compendium.loaded;
  }
  if (parent) return parent.getEmbeddedCollection(name);
  const collection = rt().collections.get(name) as Collection<BaseDocument> | undefined;
  if (!collection) throw new Error(`There is no world collection for ${name} documents`);
  return collection;
}

export async function createDocuments(
  cls: DocumentClass,
  data: (Obj | BaseDocument)[] = [],
  operation: DocumentOperation = {},
): Promise<BaseDocument[]> {
  const r = rt();
  const user = r.currentUser();
  const name = cls.documentName;
  const { parent = null, pack = null, keepId = false, noHook = false } = operation;
  const collection = targetCollection(parent, pack, name, "create");
  assertExists(parent);
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
    d = cls.migrateData(d);
    // DocumentIdField (https://foundryvtt.com/api/v13/classes/foundry.data.fields.DocumentIdField.html)
    // validates with isValidId, "a valid 16 character UID" (foundry.data.validators); `keepId`
    // ("Retain the _id values of provided data instead of generating new ids", DatabaseCreateOperation)
    // is the only way a given _id survives, so only then can an invalid one be refused.
    if (keepId && d._id !== undefined && d._id !== null && !isValidId(d._id))
      throw new Error(`${name} validation errors:\n  _id: must be a valid 16-character alphanumeric ID`);
    const doc = new cls(deepClone(d), { parent });
    const allowed = (await doc._preCreate(d, options, user)) !== false;
    if (!allowed) continue;
    if (!noHook && r.hooks.call(`preCreate${name}`, doc, d, options, user.id) === false) continue;
    pending.push(doc);
  }
  if (!pending.length) return [];
  await serverAnswers(r);
  assertExists(parent);
  for (const doc of pending) {
    if (!(keepId && isValidId(doc._source._id))) doc._source._id = r.randomID();
    // The server assigns the id, then refuses a user who may not create here.
    if (parent ? !cls.canUserCreateIn(parent, user) : !cls.canUserCreate(user))
      throw permissionError(user, "create", cls, parent, doc.id!);
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
    ...cls._operationTarget(
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

export async function updateDocuments(
  cls: DocumentClass,
  updates: Obj[] = [],
  operation: DocumentOperation = {},
): Promise<BaseDocument[]> {
  const r = rt();
  const user = r.currentUser();
  const name = cls.documentName;
  const { parent = null, pack = null, noHook = false } = operation;
  const collection = targetCollection(parent, pack, name, "update");
  assertExists(parent);
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
    if (!doc) throw missingError(name, id, parent !== null);
    if (!doc.canUserModify(user, "update")) throw permissionError(user, "update", cls, parent, id);
    delete changes._id;
    const allowed = (await doc._preUpdate(changes, options, user)) !== false;
    if (!allowed) continue;
    if (!noHook && r.hooks.call(`preUpdate${name}`, doc, changes, options, user.id) === false) continue;
    const diff = doc.updateSource(changes, { dryRun: true });
    if (options.diff !== false && isEmpty(diff)) continue;
    toUpdate.push([doc, options.diff !== false ? diff : changes]);
  }
  if (!toUpdate.length) return [];
  await serverAnswers(r);
  assertStill(
    collection,
    name,
    parent,
    toUpdate.map(([d]) => d),
  );
  r.ops.log.push({
    action: "update",
    count: toUpdate.length,
    userId: user.id,
    ...cls._operationTarget(
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

export async function deleteDocuments(
  cls: DocumentClass,
  ids: string[] = [],
  operation: DocumentOperation = {},
): Promise<BaseDocument[]> {
  const r = rt();
  const user = r.currentUser();
  const name = cls.documentName;
  const { parent = null, pack = null, noHook = false } = operation;
  const collection = targetCollection(parent, pack, name, "delete");
  assertExists(parent);
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
    if (!doc) throw missingError(name, id, parent !== null);
    if (!doc.canUserModify(user, "delete")) throw permissionError(user, "delete", cls, parent, id);
    const allowed = (await doc._preDelete(options, user)) !== false;
    if (!allowed) continue;
    if (!noHook && r.hooks.call(`preDelete${name}`, doc, options, user.id) === false) continue;
    toDelete.push(doc);
  }
  if (!toDelete.length) return [];
  await serverAnswers(r);
  assertStill(collection, name, parent, toDelete);
  r.ops.log.push({
    action: "delete",
    count: toDelete.length,
    userId: user.id,
    ...cls._operationTarget(
      parent,
      toDelete.map((d) => d.id!),
    ),
  });
  for (const doc of toDelete) {
    collection.delete(doc.id!);
    markDeleted(doc);
  }
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

/** The server's answer, `World#serverRoundTrip` after the request: what another client wrote meanwhile lands first. */
async function serverAnswers(r: Runtime): Promise<void> {
  if (r.roundTripMs > 0) await new Promise((resolve) => setTimeout(resolve, r.roundTripMs));
}

/** The server refuses to change a document another client deleted while the request travelled. */
function assertStill(
  collection: Collection<BaseDocument>,
  name: string,
  parent: BaseDocument | null,
  docs: BaseDocument[],
): void {
  assertExists(parent);
  for (const doc of docs) if (!collection.has(doc.id!)) throw missingError(name, doc.id!, parent !== null);
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
