/** Actor: dnd5e's actor types and data, synthetic (unlinked token) actors, damage and saves. */
import type { Collection } from "../collection";
import { rt, type OperationLogEntry } from "../runtime";
import type { User } from "../users";
import { deepClone, getProperty, isPlainObject, mergeObject, type Obj } from "../utils";
import { cleanSystem, modelFor } from "../schema-defaults";
import { prepareActorData, type PreparableActor } from "../prepare";
import { migrateMovement } from "../schema-6x";
import { migrateActorSystem } from "../migrations";
import {
  applyDamage as applyDamageTo,
  calculateDamage as calculateDamageFor,
  rollSavingThrow as rollSavingThrowFor,
} from "../damage";
import { cleanDelta, DELTA_COLLECTIONS, recordEmbedded, writeDelta } from "../synthetic";
import type { TokenDocument } from "../canvas";
import { validating } from "../validation";
import { BaseDocument } from "./base";
import type { ActiveEffect } from "./effect";
import type { Item } from "./item";
import { registerDocumentClass } from "./registry";
import { defaultTokenSight } from "./source";
import {
  DOCUMENT_OWNERSHIP_LEVELS,
  ITEM_TYPES,
  type DocumentClass,
  type DocumentOperation,
  type PreHookResult,
} from "./types";

export class Actor extends BaseDocument {
  static override documentName = "Actor";
  static override embedded = { Item: "items", ActiveEffect: "effects" };
  static override metadata = { name: "Actor", collection: "actors", label: "DOCUMENT.Actor" };

  declare readonly items: Collection<Item>;
  declare readonly effects: Collection<ActiveEffect>;
  declare prototypeToken: Obj;
  /** Values changed by active effects in the last preparation (flattened keys expanded). */
  declare overrides: Obj;
  declare statuses: Set<string>;
  declare labels: Obj;

  /** The type and name are checked with the source (source.ts). */
  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    const type = data.type as string;
    source.img = typeof source.img === "string" ? source.img : "icons/svg/mystery-man.svg";
    const model = modelFor("Actor", type);
    const system = isPlainObject(data.system) ? deepClone(data.system) : {};
    migrateActorSystem(type, system);
    if (model && rt().features.movementSpeeds) migrateMovement(system, model);
    source.system = model ? validating("Actor", null, () => cleanSystem(model, system, rt().ctx)) : system;
    source.prototypeToken = mergeObject(
      {
        name: data.name,
        actorLink: false,
        disposition: -1,
        width: 1,
        height: 1,
        sight: defaultTokenSight(),
        detectionModes: [],
        texture: { src: source.img },
      },
      isPlainObject(data.prototypeToken) ? data.prototypeToken : {},
    );
    return source;
  }

  override _initialize(): void {
    super._initialize();
    this.prototypeToken = deepClone((this._source.prototypeToken as Obj | undefined) ?? {});
    this.overrides ??= {};
    this.statuses ??= new Set<string>();
    this.labels ??= {};
  }

  override _initializeSystem(): Obj {
    const system = super._initializeSystem();
    // The data model's static metadata, read through the instance (character.mjs, npc.mjs l.41).
    if (modelFor("Actor", this.type))
      Object.defineProperty(system, "metadata", { value: { supportsAdvancement: true } });
    return system;
  }

  static override canUserCreate(user: User): boolean {
    return user.can("ACTOR_CREATE");
  }

  // Synthetic (unlinked token) actors.

  /** Foundry `Actor#isToken`: a synthetic actor, the data of one unlinked token. */
  get isToken(): boolean {
    return this.parent?.documentName === "Token";
  }

  /** Foundry `Actor#token`: the TokenDocument a synthetic actor belongs to; null for a world actor. */
  get token(): TokenDocument | null {
    return this.isToken ? (this.parent as unknown as TokenDocument) : null;
  }

  /** The world actor whose data a synthetic actor is built from. */
  get #baseActor(): Actor | null {
    const id = this.id;
    const base = id ? rt().collections.get("Actor")?.get(id) : undefined;
    return base instanceof Actor ? base : null;
  }

  /** The token's ActorDelta source a synthetic actor writes to. */
  get #deltaSource(): Obj {
    const token = this.parent!;
    if (!isPlainObject(token._source.delta)) token._source.delta = cleanDelta({}, token.id);
    return token._source.delta as Obj;
  }

  override get _databaseUuid(): string {
    const token = this.token;
    return token ? `${token._databaseUuid}.ActorDelta.${token.id}` : super._databaseUuid;
  }

  /** A synthetic actor's permissions follow the base actor's ownership (copied into its source). */
  override getUserLevel(user: User = rt().currentUser()): number {
    return this.isToken ? this._ownUserLevel(user) : super.getUserLevel(user);
  }

  /**
   * Foundry V11+ sends a synthetic actor's update to the server as an update of the token's
   * ActorDelta (one operation, logged as `update ActorDelta` with the token as parent).
   */
  static override _operationTarget(
    parent: BaseDocument | null,
    ids: string[],
  ): Pick<OperationLogEntry, "documentName" | "parent" | "ids"> {
    if (parent?.documentName !== "Token") return super._operationTarget(parent, ids);
    return { documentName: "ActorDelta", parent: parent._databaseUuid, ids: [parent.id!] };
  }

  static override async createDocuments(
    data: (Obj | BaseDocument)[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    if (operation.parent?.documentName === "Token")
      throw new Error("A synthetic Actor cannot be created: create an unlinked Token instead");
    return super.createDocuments(data, operation);
  }

  static override async deleteDocuments(
    ids: string[] = [],
    operation: DocumentOperation = {},
  ): Promise<BaseDocument[]> {
    if (operation.parent?.documentName === "Token")
      throw new Error("A synthetic Actor cannot be deleted: delete its Token instead");
    return super.deleteDocuments(ids, operation);
  }

  /** A synthetic actor's update goes into the token's delta; the token then rebuilds the actor. */
  override _applyUpdate(diff: Obj, user: User): void {
    if (!this.isToken) return super._applyUpdate(diff, user);
    const base = this.#baseActor;
    writeDelta(this.#deltaSource, diff, base?._source ?? {});
  }

  /** A synthetic actor's items and effects live in the token's delta. */
  override _recordDescendant(child: BaseDocument, deleted: boolean): void {
    if (!this.isToken) return;
    const prop = DELTA_COLLECTIONS[child.documentName as keyof typeof DELTA_COLLECTIONS];
    if (!prop || !child.id) return;
    const base = this.#baseActor;
    const baseHasIt = Boolean(base?.getEmbeddedCollection(child.documentName).has(child.id));
    recordEmbedded(this.#deltaSource, prop, child.id, deleted ? null : child.toObject(), baseHasIt);
  }

  /** A synthetic actor is prepared by its token (which rebuilds it from base actor + delta). */
  override _preparedRoot(): BaseDocument {
    return this.isToken ? this : super._preparedRoot();
  }

  override prepareData(): void {
    const token = this.parent;
    if (token && token._syntheticActor() === this) token.prepareData();
    else prepareActorData(this as unknown as PreparableActor);
  }

  /** dnd5e's `itemTypes`: items grouped by type, every known type present. */
  get itemTypes(): Record<string, Item[]> {
    const out: Record<string, Item[]> = {};
    for (const t of ITEM_TYPES) out[t] = [];
    for (const item of this.items) (out[item.type] ??= []).push(item);
    return out;
  }

  /** Class items keyed by identifier. */
  get classes(): Record<string, Item> {
    const out: Record<string, Item> = {};
    for (const item of this.items) if (item.type === "class") out[item.identifier] = item;
    return out;
  }

  /** Effects on the actor and `transfer: true` effects on its items (legacyTransferral is false). */
  *allApplicableEffects(): Generator<ActiveEffect> {
    const all: ActiveEffect[] = [...this.effects];
    for (const item of this.items) for (const effect of item.effects) if (effect.transfer) all.push(effect);
    for (const effect of all) {
      if (effect.type === "enchantment") continue;
      const riders = effect.parent?.flags.dnd5e;
      const riderIds = isPlainObject(riders) ? getProperty(riders, "riders.effect") : undefined;
      if (Array.isArray(riderIds) && riderIds.includes(effect.id)) continue;
      yield effect;
    }
  }

  get appliedEffects(): ActiveEffect[] {
    return [...this.allApplicableEffects()].filter((e) => e.active);
  }

  /** dnd5e `hasConditionEffect`: does any active status give this condition effect? */
  hasConditionEffect(key: string): boolean {
    const config = (
      globalThis as unknown as { CONFIG?: { DND5E?: { conditionEffects?: Record<string, Set<string>> } } }
    ).CONFIG?.DND5E?.conditionEffects?.[key];
    if (!config) return false;
    const ci = (getProperty(this.system, "traits.ci.value") as Set<string> | undefined) ?? new Set<string>();
    for (const status of this.statuses) {
      if (ci.has(status)) continue;
      if (config.has(status)) return true;
    }
    const level = Number(getProperty(this.system, "attributes.exhaustion") ?? 0);
    if (!ci.has("exhaustion"))
      for (let l = 1; l <= level; l++) if (config.has(`exhaustion-${l}`)) return true;
    return false;
  }

  getRollData(_options: { deterministic?: boolean } = {}): Obj {
    const data: Obj = { ...deepClone(this.system) };
    data.flags = deepClone(this.flags);
    data.name = this.name;
    data.statuses = Object.fromEntries([...this.statuses].map((s) => [s, 1]));
    const prof = getProperty(this.system, "attributes.prof");
    if (typeof prof === "number") data.prof = prof;
    data.classes = Object.fromEntries(
      Object.entries(this.classes).map(([k, c]) => [k, { ...deepClone(c.system) }]),
    );
    return data;
  }

  override async _preCreate(data: Obj, _options: DocumentOperation, user: User): PreHookResult {
    if (!user.isGM && !isPlainObject(data.ownership))
      this.updateSource({ ownership: { default: 0, [user.id]: DOCUMENT_OWNERSHIP_LEVELS.OWNER } });
    if (this.type === "character") {
      const source = getProperty(this._source, "_stats.compendiumSource");
      if (typeof source === "string" && source.startsWith("Compendium.")) return;
      this.updateSource({ prototypeToken: { actorLink: true, disposition: 1, sight: { enabled: true } } });
    }
  }

  /**
   * dnd5e `applyDamage`: a list of `{value, type}` goes through resistances, immunities and
   * vulnerabilities (`calculateDamage`); a bare number skips them. One actor update.
   */
  async applyDamage(damages: number | DamageDescription[], options: DamageOptions = {}): Promise<this> {
    await applyDamageTo(this, damages, options);
    return this;
  }

  /**
   * dnd5e `calculateDamage(damages, options)`: the damages with this actor's immunities,
   * resistances and vulnerabilities applied (each with `active.multiplier`), nothing written;
   * false when a `dnd5e.preCalculateDamage`/`calculateDamage` hook cancels.
   */
  calculateDamage(
    damages: DamageDescription[],
    options: DamageOptions = {},
  ): ReturnType<typeof calculateDamageFor> {
    return calculateDamageFor(this, damages, options);
  }

  /** dnd5e `rollSavingThrow({ability, target}, dialog, message)` → `D20Roll[]` (or null if dismissed). */
  async rollSavingThrow(config: SaveConfig, dialog: Obj = {}, message: Obj = {}): Promise<unknown[] | null> {
    return rollSavingThrowFor(this, config, dialog, message);
  }
}

export interface DamageDescription {
  value: number;
  type?: string;
  properties?: Set<string>;
  active?: Obj;
}

export interface DamageOptions {
  multiplier?: number;
  ignore?: boolean | Record<string, boolean | Set<string>>;
  invertHealing?: boolean;
  only?: "damage" | "healing";
  downgrade?: boolean | Set<string>;
  isDelta?: boolean;
  [key: string]: unknown;
}

export interface SaveConfig {
  ability: string;
  target?: number;
  [key: string]: unknown;
}
export function isCreature(actor: Actor): boolean {
  return actor.type === "character" || actor.type === "npc";
}

registerDocumentClass("Actor", Actor as unknown as DocumentClass);
