/**
 * The playable races: every mechanical fact the packs ship. A subrace is a complete race
 * (dnd5e allows one race item per actor), so High Elf carries every Elf trait. Lengths are metres.
 *
 * This is the single source of the pack documents (scripts/packs/documents.ts): at run time the
 * module reads the race item that was dropped, so what a GM edits there is what applies. A tenth
 * race is its id in src/content/ids.ts, its file here (`<id>.ts`, exporting `race`) and its text
 * (src/content/text/races/<id>.ts); nothing lists the files, each is found by its id.
 */
import { RACE_IDS, type RaceId } from "../ids";
import { isRecord } from "../../rules/record";
import type { RaceDef } from "./shared";

export type { ChoiceDecl, GrantDef, RaceDef, RaceEffectDef } from "./shared";

/** A race's file, found by its id: `./<id>.ts` exporting `race`. */
async function raceFile(id: RaceId): Promise<RaceDef> {
  const file: unknown = await import(`./${id}.ts`);
  const race = isRecord(file) ? file["race"] : undefined;
  if (!isRecord(race) || race["id"] !== id)
    throw new Error(`src/content/races/${id}.ts must export \`race\`, a RaceDef with id "${id}"`);
  return race as unknown as RaceDef;
}

/** Every race, in the order of RACE_IDS. Not in the runtime bundle: scripts and tests read it. */
export const RACES: readonly RaceDef[] = await Promise.all(RACE_IDS.map(raceFile));
