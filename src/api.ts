/**
 * The public API at `game.modules.get("kynthaettir").api`, for macros and other modules.
 */
import { ANCESTRIES, getAncestry, type Ancestry, type AncestryId } from "./rules/ancestry";
import { breathArea, breathDiceCount, breathFormula, breathSaveDC } from "./rules/breath";
import { convertLength } from "./rules/units";
import { RACES, type RaceDef } from "./data/races";
import { breathWeapon, type BreathResult, type BreathWeaponOptions } from "./breath";
import { addRace, changeRaceChoices, dropsSettled, type AddRaceOptions } from "./drop/flow";
import { removeRace } from "./drop/removal";
import type { RaceId } from "./data/races";

export interface KynthaettirApi {
  /** The draconic ancestry table. */
  readonly ancestries: readonly Ancestry[];
  getAncestry(id: AncestryId): Ancestry;
  /** The nine races' mechanical definitions. */
  readonly races: readonly RaceDef[];
  /**
   * Uses the actor's breath weapon (given, else the token's or controlled token's actor, else the
   * user's character): places the area, spends the use through dnd5e, rolls saves and damage per
   * the world setting and posts the summary card. Null when no breath happened: a notice says
   * why, except when the GM closes the ad-hoc ancestry dialog or a `kynthaettir.preBreathWeapon`
   * listener cancels (both silent). Also null, with an error notice and one console error, when
   * an unexpected error stops the breath part-way (the use may then be spent); it never rejects.
   */
  breathWeapon(options?: BreathWeaponOptions): Promise<BreathResult | null>;
  /**
   * Adds one of the nine races to a character or NPC: one dialog for its choices (skipped when
   * `options.choices` are given), then the race and everything it grants in one batch. An existing
   * race is replaced only with consent (`options.replace`). Null when nothing was created.
   */
  addRace(actor: Actor5e, race: RaceId, options?: AddRaceOptions): Promise<Item5e | null>;
  /** "Breyta vali": re-asks the race item's choices and rewrites what depends on them. */
  changeRaceChoices(raceItem: Item5e): Promise<boolean>;
  /** Removes the actor's race and everything it granted; the removed item's id, or null. */
  removeRace(actor: Actor5e): Promise<string | null>;
  /** Resolves when every race flow started by a drop or a hook has finished. */
  dropsSettled(): Promise<void>;
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
    breathWeapon,
    addRace: (actor: Actor5e, race: RaceId, options?: AddRaceOptions) => addRace(actor, race, options),
    changeRaceChoices,
    removeRace: (actor: Actor5e) => removeRace(actor),
    dropsSettled,
    rules: Object.freeze({ breathDiceCount, breathFormula, breathSaveDC, breathArea, convertLength }),
  });
}
