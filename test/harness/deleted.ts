/**
 * Writes into a deleted document are refused, as Foundry's server refuses them. An embedded
 * document keeps its parent object after the parent is deleted (a race item still names its
 * actor), so a client that holds it can still ask for an update or a new sibling; Foundry's server
 * looks the parent up in the database first and refuses when it is not there any more. The
 * server's refusal of a document it cannot find is public in error reports, e.g. "The key … does
 * not exist in the EmbeddedCollection Collection" from `ServerDatabaseBackend._updateEmbeddedDocuments`
 * (StasTserk/foundry-burningwheel#349); the harness words it as its other "does not exist" errors.
 * Every create/update/delete checks its parent chain first (documents/operations.ts), up to a
 * world collection or a compendium.
 */
import type { BaseDocument } from "./documents";
import { rt } from "./runtime";

/** Whether a document is still where the database keeps it: in its parent, up to a world collection. */
function isLive(doc: BaseDocument): boolean {
  const parent = doc.parent;
  if (!parent) {
    if (doc.pack) return true;
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

export function refuseDeletedParent(parent: BaseDocument | null): void {
  if (parent && !isLive(parent))
    throw new Error(
      `${parent.documentName} id [${parent.id}] does not exist in the ${parent.documentName}s collection.`,
    );
}
