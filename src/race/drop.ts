/**
 * How a race reaches the add flow: a drop on an actor sheet (dnd5e's handling stopped, so it
 * neither refuses a second race with its English error nor deletes a moved race before the new
 * one exists), a drop on a member row of dnd5e's group or encounter sheet (it reaches the member),
 * and a script's `createEmbeddedDocuments` (refused in `preCreateItem`, the flow runs instead).
 */
import { FLAGS, MODULE_ID } from "../content/ids";
import { currentUserId, notify, resolveUuid, sourceByUuid, syncByUuid } from "../foundry/adapter";
import { droppedOnMember, dropBehavior } from "../foundry/dnd5e";
import { addRaceToTarget } from "./add";
import { targetProblem } from "./ask";
import { record } from "../rules/record";
import { moduleOperation } from "./operations";
import { GROUP_TYPES, isActor } from "./read";
import { removeRaceItem } from "./remove";
import { runDetached } from "../foundry/flows";
import { raceOrigin, type RaceOrigin } from "./source";

/** Our race behind drop data, as the drop hooks find it. */
export interface RaceDrop {
  /** The dropped document's UUID. */
  readonly uuid: string;
  /** False for a compendium index entry: the document itself must be loaded for the flow. */
  readonly complete: boolean;
}

/**
 * Our race behind drop data (`{type: "Item", uuid}`), found without waiting: the hook must answer
 * at once. Known by `flags.kynthaettir.raceId` on a world item, an actor's item, a loaded
 * compendium document or a compendium index entry (the flag is indexed, see `indexRaceFlags`).
 */
export function raceFromDropData(data: unknown): RaceDrop | null {
  const d = record(data);
  const uuid = d["uuid"];
  if (d["type"] !== "Item" || typeof uuid !== "string") return null;
  const doc = syncByUuid(uuid);
  const isDocument = typeof (doc as { toObject?: unknown } | null)?.toObject === "function";
  const source = isDocument ? (doc as FoundryDocument).toObject() : doc;
  const index = record(source);
  // An index entry carries the type and our flag, not the whole document.
  const ours = record(record(index["flags"])[MODULE_ID])[FLAGS.raceId];
  if (index["type"] !== "race" || typeof ours !== "string") return null;
  return { uuid, complete: isDocument };
}

/** The dropped race as the flow needs it, loading the document behind an index entry. */
async function originOf(drop: RaceDrop): Promise<RaceOrigin | null> {
  const source = await sourceByUuid(drop.uuid);
  return source ? raceOrigin(source, drop.uuid) : null;
}

/**
 * A race dropped on an actor's sheet (dnd5e's handling stopped), `actor` already checked with
 * `targetProblem`: the add flow, then, for a move, the source race goes — only once the new race
 * exists, and only where the user may delete it (a race the user can only observe stays where it
 * was, and the user is told so).
 */
export async function addDroppedRace(
  actor: Actor5e,
  drop: RaceDrop,
  { move = false }: { move?: boolean } = {},
): Promise<Item5e | null> {
  const origin = await originOf(drop);
  if (!origin) {
    notify("warn", "Drop.RaceGone");
    return null;
  }
  const item = await addRaceToTarget(actor, origin);
  if (item && move) await removeMovedSource(drop.uuid, actor);
  return item;
}

/** The source of a moved race: with what it granted from another actor, or the world item itself. */
async function removeMovedSource(uuid: string, target: Actor5e): Promise<void> {
  // dnd5e allows no move out of a compendium; nothing there is ever deleted.
  if (uuid.startsWith("Compendium.")) return;
  const doc = await resolveUuid(uuid);
  if (!doc || doc.documentName !== "Item") return;
  const item = doc as Item5e;
  const owner = item.parent;
  // The user may only observe where the race came from: it was copied, and the user is told why.
  if (!doc.isOwner) {
    notify("info", "Drop.MoveKept", { name: owner?.name ?? item.name });
    return;
  }
  if (!owner) await item.delete();
  else if (owner.uuid !== target.uuid) await removeRaceItem(owner, item);
}

/** The actor a drop on `actor`'s sheet is for: the member row it landed on, for a group or encounter. */
function dropTarget(actor: Actor5e): Actor5e | null {
  if (!GROUP_TYPES.includes(actor.type)) return actor;
  const uuid = droppedOnMember();
  const member = uuid ? syncByUuid(uuid) : null;
  return isActor(member) ? member : null;
}

/**
 * `dropActorSheetData`: every drop of one of our races onto an actor (its own race dragged within
 * its sheet excepted: that is sorting). Returns false to stop dnd5e's handling.
 */
export function onSheetDrop(actor: Actor5e, data: unknown): false | undefined {
  const found = raceFromDropData(data);
  if (!found) return;
  if (found.uuid.startsWith(`${actor.uuid}.`)) return;
  // Read before anything is awaited: dnd5e forgets the behaviour when the drag ends.
  const behavior = dropBehavior();
  if (behavior === "none") return;
  const target = dropTarget(actor);
  if (!target) {
    notify("warn", "Drop.NotCreature", { actor: actor.name });
    return false;
  }
  const problem = targetProblem(target);
  if (problem) {
    notify("warn", problem, { actor: target.name });
    return false;
  }
  void runDetached(() => addDroppedRace(target, found, { move: behavior === "move" }));
  return false;
}

/**
 * `preCreateItem`: one of our races about to be created on an actor without the module having
 * configured it. Refuses it (nothing is written) and runs the flow instead.
 */
export function onPreCreateRace(
  item: Item5e,
  data: unknown,
  options: unknown,
  userId: string,
): false | undefined {
  if (moduleOperation(options).configured) return;
  const origin = raceOrigin(data, null);
  const actor = item.actor ?? item.parent;
  // World items (importing the pack) and items of other kinds are none of our business.
  if (!origin || !isActor(actor)) return;
  // Foundry fires preCreate hooks on the requesting client only; the check guards against anything else.
  if (userId !== currentUserId()) return;
  const problem = targetProblem(actor);
  if (problem) {
    notify("warn", problem, { actor: actor.name });
    return false;
  }
  void runDetached(() => addRaceToTarget(actor, origin));
  return false;
}
