/**
 * What the server refuses in a database operation, with its messages:
 * - a user without the right: "User <name> lacks permission to <action> <Document> [<id>]", for an
 *   embedded document followed by " in parent <Parent> [<id>]" — the document the server stores the
 *   child in, an ActorDelta for a synthetic actor's items and effects (messages as reported:
 *   foundryvtt/foundryvtt#11311 for create, kandashi/Active-Token-Lighting#94 for update,
 *   AutarchLLC/foundryvtt-acks-core#123 "create Item [id] in parent Actor [id]", crnormand/gurps#2024
 *   "update ActiveEffect [id] in parent ActorDelta [id]"); a creation is refused after its id is
 *   assigned, so the message names the new id;
 * - a document that is not (any more) in its collection: "<Document> id [<id>] does not exist in the
 *   <Collection> collection." (the client's lookup, Xacus/demonlord#129); a write into a parent
 *   whose container was deleted is refused in deleted.ts.
 */
import type { OperationLogEntry } from "../runtime";
import type { User } from "../users";
import type { BaseDocument } from "./base";
import type { DocumentClass } from "./types";

/** The world collection classes' names (`game.actors` is an `Actors` …). */
const COLLECTION_NAMES: Record<string, string> = {
  Actor: "Actors",
  Item: "Items",
  ChatMessage: "Messages",
  Macro: "Macros",
  JournalEntry: "Journal",
  Scene: "Scenes",
};

export function missingError(documentName: string, id: string, embedded: boolean): Error {
  const collection = embedded ? "EmbeddedCollection" : (COLLECTION_NAMES[documentName] ?? `${documentName}s`);
  return new Error(`${documentName} id [${id}] does not exist in the ${collection} collection.`);
}

/** The server's permission error for an operation on `ids` of `cls` in `parent`. */
export function permissionError(
  user: User,
  action: OperationLogEntry["action"],
  cls: DocumentClass,
  parent: BaseDocument | null,
  id: string,
): Error {
  const target = cls._operationTarget(parent, [id]);
  const parts = target.parent?.split(".");
  const where = parts ? ` in parent ${parts.at(-2)} [${parts.at(-1)}]` : "";
  return new Error(
    `User ${user.name} lacks permission to ${action} ${target.documentName} [${target.ids[0]}]${where}`,
  );
}
