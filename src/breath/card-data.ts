/**
 * The breath card's state, in the message's flags. The card is written by the GM's client alone
 * (a player's message can hold a request, never a state), so what it says can be acted on later:
 * a GM's "apply" an hour after, or "undo" — which still gives back only what each creature itself
 * recorded. Pure.
 */
import type { AncestryId } from "../content/ancestries";
import type { BreathAutomation } from "../settings";
import type { CardMode } from "../foundry/chat";
import type { DamageMark } from "../foundry/rolls";

/**
 * - `targeted`: in the area, nothing rolled (automation off).
 * - `rolled`: save rolled, damage not applied (automation "saves": the GM applies it later).
 * - `applied`: damage applied; `hpLost`/`tempLost` say what it took.
 * - `undone`: the GM gave it back.
 * - `removed`: the creature was gone when its turn came.
 */
export type TargetStatus = "targeted" | "rolled" | "applied" | "undone" | "removed";

export interface SaveOutcome {
  readonly total: number;
  /** The d20 as it fell. */
  readonly d20: number | null;
  readonly success: boolean;
}

export interface CardTarget {
  readonly tokenUuid: string | null;
  readonly actorUuid: string;
  readonly name: string;
  status: TargetStatus;
  save: SaveOutcome | null;
  /** Full or half damage before the creature's resistances, immunities and vulnerabilities. */
  damage: number | null;
  /** What `applyDamage` took from hit points and temporary hit points, after resistances. */
  hpLost: number;
  tempLost: number;
  /**
   * The damage after the creature's immunities, resistances and vulnerabilities as dnd5e worked it
   * out when the GM decided, and how they changed it; absent on cards written before.
   */
  afterTraits?: number | null;
  mark?: DamageMark;
}

export interface CardData {
  readonly version: 2;
  readonly requestId: string;
  /** The user who breathed. */
  readonly userId: string;
  readonly actorUuid: string;
  readonly actorName: string;
  readonly itemUuid: string | null;
  readonly ancestry: AncestryId;
  readonly dc: number;
  readonly ability: string;
  readonly damageType: string;
  readonly formula: string;
  readonly damageTotal: number | null;
  readonly automation: BreathAutomation;
  readonly adHoc: boolean;
  /** The placed area (template or region UUID); null when the breath had none. */
  readonly areaUuid: string | null;
  readonly mode: CardMode;
  readonly targets: CardTarget[];
}

export function newTarget(tokenUuid: string | null, actorUuid: string, name: string): CardTarget {
  return { tokenUuid, actorUuid, name, status: "targeted", save: null, damage: null, hpLost: 0, tempLost: 0 };
}

export type CardAction = "apply" | "undo";

/** The GM's buttons the card offers in its current state. */
export function cardActions(data: CardData): CardAction[] {
  const actions: CardAction[] = [];
  if (data.targets.some((t) => t.status === "rolled" && t.damage !== null)) actions.push("apply");
  if (data.targets.some((t) => t.status === "applied" && t.hpLost + t.tempLost > 0)) actions.push("undo");
  return actions;
}

/** Narrows what came back from a message's flags; anything else is not a breath card. */
export function readCardData(value: unknown): CardData | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<CardData>;
  if (
    v.version !== 2 ||
    !Array.isArray(v.targets) ||
    typeof v.dc !== "number" ||
    typeof v.actorUuid !== "string" ||
    typeof v.requestId !== "string"
  ) {
    return null;
  }
  return value as CardData;
}

/** A deep copy safe to change and to store back in flags. */
export function cloneCardData(data: CardData): CardData {
  return JSON.parse(JSON.stringify(data)) as CardData;
}
