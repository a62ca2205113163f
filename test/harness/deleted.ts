/**
 * Writes into a deleted document are refused, as Foundry's server refuses them. An embedded
 * document keeps its parent object after the parent is deleted (a race item still names its
 * actor), so a client that holds it can still ask for an update or a new sibling; Foundry's server
 * looks the parent up in the database first and refuses when it is not there any more. The
 * server's refusal of a document it cannot find is public in error reports, e.g. "The key … does
 * not exist in the EmbeddedCollection Collection" from `ServerDatabaseBackend._updateEmbeddedDocuments`
 * (StasTserk/foundry-burningwheel#349); the harness words it as its other "does not exist" errors.
 *
 * Installed on `BaseDocument`'s create/update/delete, which every document type (and the Actor's
 * own overrides, through `super`) goes through; the check is the parent chain, up to a world
 * collection or a compendium.
 */
import { BaseDocument, type DocumentOperation } from "./documents";
import { rt } from "./runtime";
import type { Obj } from "./utils";

/** Whether a document is still where the database keeps it: in its parent, up to a world collection. */
export function isLive(doc: BaseDocument): boolean {
  if (doc.pack) return true;
  const parent = doc.parent;
  if (!parent) {
    const collection = rt().collections.get(doc.documentName);
    return !collection || collection.get(doc.id ?? "") === doc;
  }
  let siblings;
  try {
    siblings = parent.getEmbeddedCollection(doc.documentName);
  } catch {
    return false;
  }
  return siblings.get(doc.id ?? "") === doc && isLive(parent);
}

function refuseDeletedParent(operation: DocumentOperation | undefined): void {
  const parent = operation?.parent;
  if (parent && !isLive(parent))
    throw new Error(
      `${parent.documentName} id [${parent.id}] does not exist in the ${parent.documentName}s collection.`,
    );
}

const INSTALLED = Symbol.for("kynthaettir.harness.refuseDeletedParents");

type Statics = Record<symbol, boolean> & {
  createDocuments(data?: (Obj | BaseDocument)[], operation?: DocumentOperation): Promise<BaseDocument[]>;
  updateDocuments(updates?: Obj[], operation?: DocumentOperation): Promise<BaseDocument[]>;
  deleteDocuments(ids?: string[], operation?: DocumentOperation): Promise<BaseDocument[]>;
};

function install(): void {
  const statics = BaseDocument as unknown as Statics;
  if (statics[INSTALLED]) return;
  const { createDocuments, updateDocuments, deleteDocuments } = statics;
  statics.createDocuments = async function (this: typeof BaseDocument, data, operation) {
    refuseDeletedParent(operation);
    return createDocuments.call(this, data, operation);
  };
  statics.updateDocuments = async function (this: typeof BaseDocument, updates, operation) {
    refuseDeletedParent(operation);
    return updateDocuments.call(this, updates, operation);
  };
  statics.deleteDocuments = async function (this: typeof BaseDocument, ids, operation) {
    refuseDeletedParent(operation);
    return deleteDocuments.call(this, ids, operation);
  };
  statics[INSTALLED] = true;
}

install();
