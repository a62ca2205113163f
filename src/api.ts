/**
 * The public API at `game.modules.get("kynthaettir").api`, for macros and other modules. Every
 * function checks its arguments: bad input gets an Icelandic notice and `null`/`false`, never a
 * thrown error.
 */
import { ANCESTRIES, getAncestry, type Ancestry, type AncestryId } from "./content/ancestry";
import { RACE_IDS, raceUuid, type RaceId } from "./content/ids";
import { breathArea, breathDiceCount, breathFormula, breathSaveDC } from "./rules/breath";
import { convertLength } from "./rules/units";
import { breathWeapon, type BreathResult, type BreathWeaponOptions } from "./breath";
import { addRace, type AddRaceOptions } from "./race/add";
import { changeRaceChoices } from "./race/change";
import { removeRace } from "./race/remove";
import { dropsSettled } from "./race/run";
import { runSelfCheck, type SelfCheckReport } from "./selfcheck";

export interface KynthaettirApi {
  /** The draconic ancestry table. */
  readonly ancestries: readonly Ancestry[];
  getAncestry(id: AncestryId): Ancestry;
  /** The nine races the packs ship, by id. */
  readonly raceIds: readonly RaceId[];
  /** The UUID of a race's item in the `races` pack. */
  raceUuid(id: RaceId): string;
  /**
   * Uses the actor's breath weapon (given, else the token's or controlled token's actor, else the
   * user's character): places the area, spends the use, has the GM resolve saves and damage per
   * the world setting and posts the card. Null when no breath happened (a notice says why, except
   * when the GM closes the ad-hoc ancestry dialog or a `kynthaettir.preBreathWeapon` listener
   * cancels); it never rejects.
   */
  breathWeapon(options?: BreathWeaponOptions): Promise<BreathResult | null>;
  /**
   * Adds a race (one of the nine by id, or any race of ours by UUID) to a character or NPC: one
   * dialog for its choices (skipped when `options.choices` are given), then the race and everything
   * it grants in one batch. An existing race is replaced only with consent (`options.replace`:
   * true, false or "ask"). Null when nothing was created.
   */
  addRace(actor: Actor5e, race: RaceId | string, options?: AddRaceOptions): Promise<Item5e | null>;
  /** "Breyta vali": re-asks the race item's choices and rewrites what depends on them. */
  changeRaceChoices(raceItem: Item5e): Promise<boolean>;
  /** Removes the actor's race and everything it granted; the removed item's id, or null. */
  removeRace(actor: Actor5e): Promise<string | null>;
  /** Resolves when every race flow started by a drop or a hook has finished. */
  dropsSettled(): Promise<void>;
  /**
   * "Sjálfspróf" (GM only): checks, on temporary documents it deletes again, that every race and the
   * breath work in this world; shows (and resolves with) the report. Null for a player.
   */
  selfCheck(): Promise<SelfCheckReport | null>;
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
    raceIds: RACE_IDS,
    raceUuid,
    breathWeapon,
    addRace: (actor: unknown, race: unknown, options?: unknown) => addRace(actor, race, options),
    changeRaceChoices: (item: unknown) => changeRaceChoices(item),
    removeRace: (actor: unknown) => removeRace(actor),
    dropsSettled,
    selfCheck: () => runSelfCheck(),
    rules: Object.freeze({ breathDiceCount, breathFormula, breathSaveDC, breathArea, convertLength }),
  });
}
