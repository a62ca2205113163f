/**
 * The breath summary card's state, kept in the chat message's flags so any client (a GM clicking
 * a button an hour later, after a reload) can carry on from it. Pure: no Foundry globals.
 */
import type { AncestryId } from "../content/ancestry";
import type { BreathAutomation } from "../settings";

/**
 * - `targeted`: inside the area, nothing rolled (automation off).
 * - `pending`: waits for a GM (a player's breath on a creature the player does not own).
 * - `rolled`: save rolled, damage not applied (automation "saves", or applied later by the GM).
 * - `applied`: damage applied; `hpLost`/`tempLost` say how much, for undo.
 * - `undone`: the GM undid the damage.
 * - `removed`: the token or actor was gone when its turn came.
 */
export type TargetStatus = "targeted" | "pending" | "rolled" | "applied" | "undone" | "removed";

export interface SaveOutcome {
  readonly total: number;
  readonly success: boolean;
}

export interface CardTarget {
  /** Token document UUID when the target came from a scene, else null. */
  readonly tokenUuid: string | null;
  readonly actorUuid: string;
  readonly name: string;
  status: TargetStatus;
  save: SaveOutcome | null;
  /** Full or half damage before the creature's resistances, immunities and vulnerabilities. */
  damage: number | null;
  /** What `applyDamage` actually took from hit points and temporary hit points. */
  hpLost: number;
  tempLost: number;
}

export interface CardData {
  readonly version: 1;
  readonly actorUuid: string;
  readonly actorName: string;
  readonly itemUuid: string | null;
  readonly ancestry: AncestryId;
  readonly dc: number;
  readonly ability: string;
  readonly damageType: string;
  /** The dice as rolled ("3d6"), once rolled; the activity's formula before. */
  formula: string;
  damageTotal: number | null;
  readonly automation: BreathAutomation;
  readonly adHoc: boolean;
  readonly noScene: boolean;
  /** A player's breath left targets for a GM because none was connected. */
  awaitingGM: boolean;
  /**
   * When the breather's client asked the active GM to finish the card (server time), until the
   * GM answers or the wait runs out; null otherwise. While it is set, no other click resolves
   * the card.
   */
  requestedAt: number | null;
  /** The placed area, so the GM can check which creatures it covers; null without a scene. */
  readonly templateUuid: string | null;
  /** The user who breathed; a GM resolving pending targets checks the request against it. */
  readonly userId: string;
  readonly targets: CardTarget[];
}

export function newTarget(
  tokenUuid: string | null,
  actorUuid: string,
  name: string,
  status: TargetStatus,
): CardTarget {
  return { tokenUuid, actorUuid, name, status, save: null, damage: null, hpLost: 0, tempLost: 0 };
}

export type CardAction = "resolve" | "apply" | "undo";

/** GM buttons the card offers in its current state. */
export function cardActions(data: CardData): CardAction[] {
  const actions: CardAction[] = [];
  if (data.targets.some((t) => t.status === "pending")) actions.push("resolve");
  if (data.targets.some((t) => t.status === "rolled")) actions.push("apply");
  if (data.targets.some((t) => t.status === "applied" && t.hpLost + t.tempLost > 0)) actions.push("undo");
  return actions;
}

/** How long a request to the GM counts as under way (the breather's wait, with some slack). */
export const REQUEST_WINDOW_MS = 20_000;

/** Whether the breather's client is (still) waiting for the active GM to finish this card. */
export function requestInFlight(data: CardData, now: number): boolean {
  // A time far off either way (a clock gone wrong) counts as over rather than blocking the GM.
  return data.requestedAt !== null && Math.abs(now - data.requestedAt) < REQUEST_WINDOW_MS;
}

/** Narrows what came back from a message's flags; anything malformed is not a breath card. */
export function readCardData(value: unknown): CardData | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<CardData>;
  if (
    v.version !== 1 ||
    !Array.isArray(v.targets) ||
    typeof v.dc !== "number" ||
    typeof v.actorUuid !== "string"
  ) {
    return null;
  }
  // Cards posted before these fields existed have neither.
  return { requestedAt: null, templateUuid: null, ...(value as Record<string, unknown>) } as CardData;
}

/** A deep copy safe to mutate and to store back in flags. */
export function cloneCardData(data: CardData): CardData {
  return JSON.parse(JSON.stringify(data)) as CardData;
}
