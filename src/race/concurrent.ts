/**
 * Race flows of two clients at once. One client runs one race flow per actor at a time
 * (foundry/flows.ts), but no lock spans clients: this is what keeps a character to one race when
 * two of them confirm at the same moment, and tells a flow whose character another client deleted.
 */
import { resolveUuid } from "../foundry/adapter";
import { CASCADE } from "./operations";
import { idsLeavingWith, raceLinked } from "./read";

/**
 * Two clients can confirm a race for the same character at the same moment (two players who own
 * it, a player and the GM): each checked just before creating and found no new race, as no lock
 * spans clients. The race created first stays; the client whose race came later sees the earlier
 * one (the server creates them one after the other) and takes its own back with what it granted.
 */
export async function lostToEarlierRace(actor: Actor5e, mine: Item5e): Promise<boolean> {
  const created = (item: Item5e): number =>
    Number((item as { _stats?: { createdTime?: unknown } })._stats?.createdTime) || 0;
  const earlier = actor.items.filter(
    (i) =>
      i.type === "race" &&
      i.id !== mine.id &&
      (created(i) < created(mine) || (created(i) === created(mine) && i.id < mine.id)),
  );
  const first = earlier[0];
  if (!first) return false;
  await actor.deleteEmbeddedDocuments("Item", idsLeavingWith(actor, mine), CASCADE);
  // dnd5e linked the character to the later race (and unlinked it with its deletion): the race
  // that stays is linked again, as dnd5e links a race when it is created.
  if (!raceLinked(actor, first.id)) await actor.update({ "system.details.race": first.id });
  return true;
}

/** Whether `actor` still exists as the flow found it (another client may have deleted it meanwhile). */
export async function stillThere(actor: Actor5e): Promise<boolean> {
  return (await resolveUuid(actor.uuid)) !== null;
}
