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
import type { RaceDef, RaceTable } from "./shared";

export type { ChoiceDecl, GrantDef, RaceDef, RaceEffectDef, RaceTable } from "./shared";

interface RaceFile {
  readonly race: RaceDef;
  readonly srd: RaceTable;
}

/** A race's file, found by its id: `./<id>.ts` exporting `race` and its table `srd`. */
async function raceFile(id: RaceId): Promise<RaceFile> {
  // Left to the runtime (vite cannot glob the folder its index is in); tsx and vitest resolve it.
  const file: unknown = await import(/* @vite-ignore */ `./${id}.ts`);
  const race = isRecord(file) ? file["race"] : undefined;
  const srd = isRecord(file) ? file["srd"] : undefined;
  if (!isRecord(race) || race["id"] !== id || !isRecord(srd))
    throw new Error(
      `src/content/races/${id}.ts must export \`race\` (a RaceDef with id "${id}") and \`srd\``,
    );
  return { race: race as unknown as RaceDef, srd: srd as unknown as RaceTable };
}

const FILES = await Promise.all(RACE_IDS.map(raceFile));

/** Every race, in the order of RACE_IDS. Not in the runtime bundle: scripts and tests read it. */
export const RACES: readonly RaceDef[] = FILES.map((f) => f.race);

/** Each race's row of the SRD's table, the tests' oracle (see RaceTable). */
export const RACE_TABLES: Readonly<Record<RaceId, RaceTable>> = Object.fromEntries(
  FILES.map((f) => [f.race.id, f.srd]),
) as Record<RaceId, RaceTable>;
