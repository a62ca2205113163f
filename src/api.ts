/**
 * The public API at `game.modules.get("kynthaettir").api`, for macros and other modules. Every
 * function checks its arguments: bad input (a wrong type, an unknown id, `__proto__`, a deleted
 * document) gets one Icelandic notice and `null`/`false`, never a thrown error; an unexpected
 * error is logged once and told the same way.
 */
import { ANCESTRIES, getAncestry, isAncestryId, type Ancestry, type AncestryId } from "./content/ancestries";
import { isOneOf, MODULE_ID, RACE_IDS, raceUuid, type RaceId } from "./content/ids";
import { isLiveDocument, notify } from "./foundry/adapter";
import { activeScene } from "./foundry/canvas";
import {
  breathArea,
  breathDiceCount,
  breathFormula,
  breathSaveDC,
  type BreathArea,
} from "./rules/breath-maths";
import { breath24Formula } from "./rules/breath24";
import { isPlainRecord, isRecord } from "./rules/record";
import { convertLength, isLengthUnit } from "./rules/units";
import { breathWeapon, type BreathResult, type BreathWeaponOptions } from "./breath";
import { addRace, type AddRaceOptions } from "./race/add";
import { changeRaceChoices } from "./race/change";
import { removeRace } from "./race/remove";
import { dropsSettled } from "./foundry/flows";
import { runSelfCheck, type SelfCheckReport } from "./selfcheck";

export interface KynthaettirApi {
  /** The draconic ancestry table. */
  readonly ancestries: readonly Ancestry[];
  /** One ancestry by id ("red", "black" …); null (and a notice) for anything else. */
  getAncestry(id: AncestryId): Ancestry | null;
  /** The nine races the packs ship, by id. */
  readonly raceIds: readonly RaceId[];
  /** The UUID of a race's item in the `races` pack; null (and a notice) for an unknown id. */
  raceUuid(id: RaceId): string | null;
  /**
   * Uses the actor's breath weapon (given, else the token's or controlled token's actor, else the
   * user's character): for the 2024 breath asks cone or line (unless `shape` says), places the
   * area, spends the use, has the GM resolve saves and damage per the world setting and posts the
   * card. Null when no breath happened (a notice says why, except
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
  /** Removes the actor's race and everything it granted; the removed item's id, or null (nothing removed). */
  removeRace(actor: Actor5e): Promise<string | null>;
  /** Resolves when every race flow started by a drop or a hook has finished. */
  dropsSettled(): Promise<void>;
  /**
   * "Sjálfspróf" (GM only): checks, on temporary documents it deletes again, that every race and the
   * breath work in this world; shows (and resolves with) the report. Null for a player.
   */
  selfCheck(): Promise<SelfCheckReport | null>;
  /** Pure helpers for macro writers; null (and a notice) for arguments they cannot take. */
  readonly rules: {
    breathDiceCount(level: number): number | null;
    breathFormula(level: number): string | null;
    /** The 2024 breath's dice at a character level (SRD 5.2: 1d10, 2d10 from 5, 3d10 from 11, 4d10 from 17). */
    breath24Formula(level: number): string | null;
    breathSaveDC(conMod: number, profBonus: number): number | null;
    breathArea(shape: "cone" | "line", units: "ft" | "m"): BreathArea | null;
    convertLength(value: number, from: "ft" | "m", to: "ft" | "m"): number | null;
  };
}

/** One notice for bad input, and the function's "nothing" answer. */
function refuse<F>(key: string, fallback: F, data?: Record<string, string | number>): F {
  notify("warn", key, data);
  return fallback;
}

/** The last guard: an unexpected error is logged once and told, and the caller gets `fallback`. */
function guarded<A extends unknown[], R, F>(fallback: F, body: (...args: A) => R | Promise<R>) {
  const failed = (error: unknown): F => {
    console.error(`${MODULE_ID} | an API call failed`, error);
    notify("error", "Api.Failed");
    return fallback;
  };
  return (...args: A): Promise<R | F> | R | F => {
    try {
      const result = body(...args);
      return result instanceof Promise ? result.catch(failed) : result;
    } catch (error) {
      return failed(error);
    }
  };
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A document argument that is there and still in the world; otherwise the notice's key. */
function documentProblem(value: unknown, documentName: string): string | null {
  const wrong = documentName === "Actor" ? "Api.NotActor" : "Drop.NotOurRace";
  try {
    if (!isRecord(value) || value["documentName"] !== documentName) return wrong;
    return isLiveDocument(value) ? null : "Api.Deleted";
  } catch {
    // A Proxy or getter that throws is no document.
    return wrong;
  }
}

const UNREADABLE = Symbol("unreadable");

/**
 * Options a script handed in, read once into plain data `depth` levels down (documents inside
 * stay as they are): a getter or Proxy trap that throws makes them bad input rather than an error,
 * and one that answers differently on a second read cannot reach the flows.
 */
function readOnce(value: unknown, depth: number): unknown {
  try {
    const copy = (v: unknown, d: number): unknown =>
      d <= 0
        ? v
        : Array.isArray(v)
          ? Array.from({ length: v.length }, (_, i) => copy(v[i], d - 1))
          : isPlainRecord(v)
            ? Object.fromEntries(Object.keys(v).map((k) => [k, copy(v[k], d - 1)]))
            : v;
    return copy(value, depth);
  } catch {
    return UNREADABLE;
  }
}

/**
 * The breath's token as the flows take it: the placeable of a Token or TokenDocument on the scene
 * the user views, read from Foundry's own document rather than from what was handed in; else the
 * notice's key.
 */
function breathToken(token: unknown): TokenLike | string {
  try {
    const doc = isRecord(token) ? (token["documentName"] === "Token" ? token : token["document"]) : undefined;
    if (!isRecord(doc) || doc["documentName"] !== "Token") return "Api.BadBreathOptions";
    if (!isLiveDocument(doc)) return "Api.Deleted";
    const live = doc as {
      readonly parent?: unknown;
      readonly object?: TokenLike | null;
      readonly actor?: unknown;
    };
    if (!live.actor) return "Api.Deleted";
    const scene = activeScene();
    // With no scene open the breath has no area: the token only names the breather.
    if (!scene) {
      const d = doc as unknown as TokenLike["document"] & { readonly name?: unknown };
      return {
        id: d.id,
        name: String(d.name ?? ""),
        actor: live.actor as Actor5e,
        document: d,
        center: { x: d.x, y: d.y },
      };
    }
    return live.parent === scene && live.object ? live.object : "Api.TokenNotViewed";
  } catch {
    return "Api.BadBreathOptions"; // a Proxy or getter that throws is no token
  }
}

/**
 * `breathWeapon`'s options: nothing (undefined or null, as addRace's), or an object whose actor,
 * token and ancestry are what they say.
 */
function breathOptionsProblem(options: unknown): string | null {
  if (options === undefined || options === null) return null;
  if (!isPlainRecord(options)) return "Api.BadBreathOptions";
  const { actor, ancestry } = options;
  if (actor !== undefined && actor !== null) {
    const problem = documentProblem(actor, "Actor");
    if (problem) return problem;
  }
  if (ancestry !== undefined && !isAncestryId(ancestry)) return "Api.BadAncestry";
  return null;
}

export function createApi(): KynthaettirApi {
  const rules = Object.freeze({
    breathDiceCount: guarded(null, (level: unknown) =>
      isNumber(level) ? breathDiceCount(level) : refuse("Api.BadNumber", null),
    ),
    breathFormula: guarded(null, (level: unknown) =>
      isNumber(level) ? breathFormula(level) : refuse("Api.BadNumber", null),
    ),
    breath24Formula: guarded(null, (level: unknown) =>
      isNumber(level) ? breath24Formula(level) : refuse("Api.BadNumber", null),
    ),
    breathSaveDC: guarded(null, (conMod: unknown, profBonus: unknown) =>
      isNumber(conMod) && isNumber(profBonus)
        ? breathSaveDC(conMod, profBonus)
        : refuse("Api.BadNumber", null),
    ),
    breathArea: guarded(null, (shape: unknown, units: unknown) =>
      (shape === "cone" || shape === "line") && isLengthUnit(units)
        ? breathArea(shape, units)
        : refuse("Api.BadArea", null),
    ),
    convertLength: guarded(null, (value: unknown, from: unknown, to: unknown) =>
      isNumber(value) && isLengthUnit(from) && isLengthUnit(to)
        ? convertLength(value, from, to)
        : refuse("Api.BadLength", null),
    ),
  }) as KynthaettirApi["rules"];
  return Object.freeze({
    ancestries: ANCESTRIES,
    getAncestry: guarded(null, (id: unknown) =>
      isAncestryId(id) ? getAncestry(id) : refuse("Api.BadAncestry", null),
    ) as KynthaettirApi["getAncestry"],
    raceIds: RACE_IDS,
    raceUuid: guarded(null, (id: unknown) =>
      isOneOf(RACE_IDS, id) ? raceUuid(id) : refuse("Api.BadRace", null, { ids: RACE_IDS.join(", ") }),
    ) as KynthaettirApi["raceUuid"],
    breathWeapon: guarded(null, async (given?: unknown) => {
      const read = readOnce(given, 1);
      if (read === UNREADABLE) return refuse("Api.BadBreathOptions", null);
      const token = isPlainRecord(read) && read["token"] != null ? breathToken(read["token"]) : null;
      if (typeof token === "string") return refuse(token, null);
      const options = token ? { ...(read as Record<string, unknown>), token } : read;
      const problem = breathOptionsProblem(options);
      return problem ? refuse(problem, null) : breathWeapon((options ?? {}) as BreathWeaponOptions);
    }) as KynthaettirApi["breathWeapon"],
    addRace: guarded(null, async (actor: unknown, race: unknown, given?: unknown) => {
      // Options, their choices, an answer list (the half-elf's skills), its entries.
      const options = readOnce(given, 4);
      const problem = documentProblem(actor, "Actor") ?? (options === UNREADABLE ? "Api.BadOptions" : null);
      return problem ? refuse(problem, null) : addRace(actor, race, options);
    }) as KynthaettirApi["addRace"],
    changeRaceChoices: guarded(false, async (item: unknown) => {
      const problem = documentProblem(item, "Item");
      if (problem) return refuse(problem, false);
      const parent = (item as { parent?: unknown }).parent;
      if (isRecord(parent) && !isLiveDocument(parent)) return refuse("Api.Deleted", false);
      return changeRaceChoices(item);
    }) as KynthaettirApi["changeRaceChoices"],
    removeRace: guarded(null, async (actor: unknown) => {
      const problem = documentProblem(actor, "Actor");
      return problem ? refuse(problem, null) : removeRace(actor);
    }) as KynthaettirApi["removeRace"],
    dropsSettled: guarded(undefined, () => dropsSettled()) as KynthaettirApi["dropsSettled"],
    selfCheck: guarded(null, () => runSelfCheck()) as KynthaettirApi["selfCheck"],
    rules,
  });
}
