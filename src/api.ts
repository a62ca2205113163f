/**
 * The public API at `game.modules.get("kynthaettir").api`, for macros and other modules.
 */
import { ANCESTRIES, getAncestry, type Ancestry, type AncestryId } from "./rules/ancestry";
import { breathArea, breathDiceCount, breathFormula, breathSaveDC } from "./rules/breath";
import { convertLength } from "./rules/units";
import { RACES, type RaceDef } from "./data/races";

export interface KynthaettirApi {
  /** The draconic ancestry table. */
  readonly ancestries: readonly Ancestry[];
  getAncestry(id: AncestryId): Ancestry;
  /** The nine races' mechanical definitions. */
  readonly races: readonly RaceDef[];
  /** Pure helpers for macro writers. */
  readonly rules: {
    breathDiceCount: typeof breathDiceCount;
    breathFormula: typeof breathFormula;
    breathSaveDC: typeof breathSaveDC;
    breathArea: typeof breathArea;
    convertLength: typeof convertLength;
  };
}

export function createApi(): KynthaettirApi {
  return Object.freeze({
    ancestries: ANCESTRIES,
    getAncestry,
    races: RACES,
    rules: Object.freeze({ breathDiceCount, breathFormula, breathSaveDC, breathArea, convertLength }),
  });
}
