/**
 * The database operations behind `createDocuments`/`updateDocuments`/`deleteDocuments`: one
 * counted operation per call with Foundry's hooks and arguments, broadcast to every client.
 */
import type { Collection } from "../collection";
import { refuseDeletedParent } from "../deleted";
import type { CompendiumCollection } from "../packs";
import { rt } from "../runtime";
import { deepClone, expandObject, isEmpty, isValidId, type Obj } from "../utils";
import { BaseDocument } from "./base";
import { missingError, permissionError } from "./integrity";
import type { DocumentClass, DocumentOperation } from "./types";

type Action = "create" | "update" | "delete";

function targetCollection(
  parent: BaseDocument | null,
  pack: string | null,
  name: string,
  action: Action,
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

/** What one call's steps share: who asks, the target collection and the options its hooks see. */
type Call = ReturnType<typeof begin>;

function begin(
  cls: DocumentClass,
  action: Action,
  operation: DocumentOperation,
  defaults: DocumentOperation = {},
  forced: DocumentOperation = {},
) {
  const { parent = null, pack = null, noHook = false } = operation;
  refuseDeletedParent(parent);
  const r = rt();
  const user = r.currentUser();
  const name = cls.documentName;
  const collection = targetCollection(parent, pack, name, action);
  const options: DocumentOperation = {
    ...defaults,
    ...operation,
    modifiedTime: Date.now(),
    render: operation.render ?? true,
    ...forced,
    parent,
    pack,
    action,
  };
  return { r, user, cls, name, action, parent, collection, noHook, options };
}

/** The `pre<Action><Document>` hook (after the document's own `_pre<Action>`): false skips the document. */
function hookAllows(call: Call, doc: BaseDocument, hookArgs: unknown[]): boolean {
  const hook = `pre${call.action[0]!.toUpperCase()}${call.action.slice(1)}${call.name}`;
  return call.noHook || call.r.hooks.call(hook, doc, ...hookArgs, call.options, call.user.id) !== false;
}

/** The document an update or deletion names, refused when missing or not the user's to change. */
function existing(call: Call, action: "update" | "delete", id: string): BaseDocument {
  const { user, parent } = call;
  const doc = call.collection.get(id);
  if (!doc) throw missingError(call.name, id, parent !== null);
  if (!doc.canUserModify(user, action)) throw permissionError(user, action, call.cls, parent, id);
  return doc;
}

/**
 * The server's answer, `World#serverRoundTrip` after the request: what another client wrote
 * meanwhile lands first, and the server refuses to change a document another client deleted while
 * the request travelled.
 */
async function serverAnswers(call: Call, docs: BaseDocument[]): Promise<void> {
  const { r, parent } = call;
  if (r.roundTripMs > 0) await new Promise((resolve) => setTimeout(resolve, r.roundTripMs));
  refuseDeletedParent(parent);
  for (const doc of docs)
    if (!call.collection.has(doc.id!)) throw missingError(call.name, doc.id!, parent !== null);
}

/**
 * Log the operation, write each document, prepare, and broadcast. Foundry's server broadcasts
 * each database event: every connected client runs `_onCreate` / `_onUpdate` / `_onDelete` (`run`,
 * which gives the after-hook's arguments before the options) and the after-hook, with its own
 * `game.user` and the causing user's id as argument. The causing client runs first (before its
 * `await` resolves), then the others, in user order, synchronously. Each client gets its own copy
 * of the options, as each deserialises its own. Known approximation: async work a handler starts
 * continues under whichever user is current later (one event loop for all clients), like the
 * socket fake's handlers.
 */
function commit(
  call: Call,
  docs: BaseDocument[],
  write: (doc: BaseDocument, i: number) => void,
  run: (doc: BaseDocument, options: DocumentOperation, i: number) => unknown[],
): BaseDocument[] {
  const { r, user, parent, action } = call;
  const ids = docs.map((d) => d.id!);
  r.ops.log.push({ action, count: docs.length, userId: user.id, ...call.cls._operationTarget(parent, ids) });
  docs.forEach(write);
  if (parent) for (const doc of docs) parent._recordDescendant(doc, action === "delete");
  // Prepared after the operation: a world document itself (unless deleted), an embedded one's
  // top-most container (a synthetic actor and its descendants: the synthetic actor's token).
  if (parent) for (const root of new Set(docs.map((d) => d._preparedRoot()))) root.prepareData();
  else if (action !== "delete") for (const doc of docs) doc.prepareData();
  for (const client of r.clients(user))
    r.asUser(client, () => {
      const options = { ...call.options };
      docs.forEach((doc, i) => {
        const args = run(doc, options, i);
        r.hooks.callAll(`${action}${call.name}`, doc, ...args, options, user.id);
      });
    });
  return docs;
}

export async function createDocuments(
  cls: DocumentClass,
  data: (Obj | BaseDocument)[] = [],
  operation: DocumentOperation = {},
): Promise<BaseDocument[]> {
  const call = begin(cls, "create", operation, {}, { renderSheet: false });
  const { r, user, name, parent, collection } = call;
  const keepId = operation.keepId ?? false;
  const pending: BaseDocument[] = [];
  for (const entry of data) {
    const d = cls.migrateData(
      entry instanceof BaseDocument ? entry.toObject() : expandObject(deepClone(entry)),
    );
    // DocumentIdField (https://foundryvtt.com/api/v13/classes/foundry.data.fields.DocumentIdField.html)
    // validates with isValidId, "a valid 16 character UID" (foundry.data.validators); `keepId`
    // ("Retain the _id values of provided data instead of generating new ids", DatabaseCreateOperation)
    // is the only way a given _id survives, so only then can an invalid one be refused.
    if (keepId && d._id != null && !isValidId(d._id))
      throw new Error(`${name} validation errors:\n  _id: must be a valid 16-character alphanumeric ID`);
    const doc = new cls(deepClone(d), { parent });
    if ((await doc._preCreate(d, call.options, user)) !== false && hookAllows(call, doc, [d]))
      pending.push(doc);
  }
  if (!pending.length) return [];
  await serverAnswers(call, []);
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
  return commit(
    call,
    pending,
    (doc) => collection.set(doc.id!, doc),
    (doc, options) => {
      doc._onCreate(doc.toObject(), options, user.id);
      return [];
    },
  );
}

export async function updateDocuments(
  cls: DocumentClass,
  updates: Obj[] = [],
  operation: DocumentOperation = {},
): Promise<BaseDocument[]> {
  const call = begin(cls, "update", operation, { diff: true, recursive: true });
  const { user, name, options } = call;
  const docs: BaseDocument[] = [];
  const diffs: Obj[] = [];
  for (const update of updates) {
    const changes = expandObject(deepClone(update));
    const id = changes._id;
    if (typeof id !== "string") throw new Error(`You must provide an _id for every ${name} in the update`);
    const doc = existing(call, "update", id);
    delete changes._id;
    if ((await doc._preUpdate(changes, options, user)) === false || !hookAllows(call, doc, [changes]))
      continue;
    const diff = doc.updateSource(changes, { dryRun: true });
    if (options.diff !== false && isEmpty(diff)) continue;
    docs.push(doc);
    diffs.push(options.diff !== false ? diff : changes);
  }
  if (!docs.length) return [];
  await serverAnswers(call, docs);
  return commit(
    call,
    docs,
    (doc, i) => doc._applyUpdate(diffs[i]!, user),
    (doc, clientOptions, i) => {
      const changed = { ...deepClone(diffs[i]!), _id: doc.id };
      doc._onUpdate(changed, clientOptions, user.id);
      return [changed];
    },
  );
}

export async function deleteDocuments(
  cls: DocumentClass,
  ids: string[] = [],
  operation: DocumentOperation = {},
): Promise<BaseDocument[]> {
  const call = begin(cls, "delete", operation);
  const docs: BaseDocument[] = [];
  for (const id of ids) {
    const doc = existing(call, "delete", id);
    if ((await doc._preDelete(call.options, call.user)) !== false && hookAllows(call, doc, []))
      docs.push(doc);
  }
  if (!docs.length) return [];
  await serverAnswers(call, docs);
  return commit(
    call,
    docs,
    (doc) => call.collection.delete(doc.id!),
    (doc, options) => {
      doc._onDelete(options, call.user.id);
      return [];
    },
  );
}
