/**
 * Bringing race flags written by an older release up to the current schema (src/race/flags.ts),
 * once per world, by the active GM: what the old schema did not store (what the race asks and
 * grants) is taken from the same race in the module's pack.
 */
import { FLAGS, MODULE_ID, RACE_IDS, isOneOf, raceUuid } from "../content/ids";
import { isActiveGM, resolveUuid, worldActors } from "../foundry/adapter";
import { migrateRaceFlags, moduleFlags, needsMigration, raceFlagsOf } from "./flags";

/** Migrates every world actor's race of ours that an older release wrote; resolves with how many. */
export async function migrateWorldRaces(): Promise<number> {
  if (!isActiveGM()) return 0;
  let migrated = 0;
  for (const actor of worldActors()) {
    const updates: Record<string, unknown>[] = [];
    for (const item of actor.items) {
      const raw = moduleFlags(item);
      if (item.type !== "race" || !needsMigration(raw)) continue;
      const raceId = raw[FLAGS.raceId];
      const shipped = isOneOf(RACE_IDS, raceId) ? raceFlagsOf(await resolveUuid(raceUuid(raceId))) : null;
      updates.push({ _id: item.id, [`flags.${MODULE_ID}`]: migrateRaceFlags(raw, shipped ?? undefined) });
    }
    if (updates.length) {
      await actor.updateEmbeddedDocuments("Item", updates);
      migrated += updates.length;
    }
  }
  return migrated;
}
