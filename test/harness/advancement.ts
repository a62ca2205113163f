/**
 * dnd5e's `AdvancementManager` (module/applications/advancement/advancement-manager.mjs; 5.3.3 and
 * 6.0.x identical) for two uses: undoing a deleted item's advancements (item.mjs `deleteDialog`)
 * and making the choices of an item already on the actor (item-sheet.mjs "modify choices").
 *
 * - `forDeletedItem(actor, itemId)`, on a clone of the actor: one automatic "reverse" step per
 *   advancement at each level from the item's current level down to 0, then a "delete" step for
 *   the item; no steps at all when nothing is to be reversed.
 * - `forModifyChoices(actor, itemId, level)`: every flow reversed, then one step per advancement at
 *   `level` that waits for the user (`choose`: a Trait's keys, an ItemChoice's items).
 * - `render()` runs the automatic steps unawaited (dnd5e's `render` starts `#forward`) up to a step
 *   for the user, which fires `renderAdvancementManager`; after the last step `#complete` writes the
 *   clone back (one actor update, one create of the items it gained, one update of those it kept —
 *   `diff: false, recursive: false` — one delete of those it lost), fires
 *   `dnd5e.advancementManagerComplete` and closes (`closeAdvancementManager`).
 * - Reversal as each type's `reverse` writes the clone: AbilityScoreImprovement subtracts its
 *   assignments, Trait takes its chosen keys away (`Trait.changeKeyPath`), Size sets "med",
 *   ItemGrant and ItemChoice delete the items they added, ScaleValue has nothing to reverse
 *   (ability-score-improvement.mjs, trait.mjs, size.mjs, item-grant.mjs, item-choice.mjs). dnd5e's
 *   Trait reads the clone's prepared value, this its source: the same unless an active effect
 *   changes that very trait. Other types (HitPoints, Subclass: class items) are not modelled and throw.
 */
import { ApplicationV2, type RenderOptions } from "./application";
import type { Actor } from "./documents";
import { rt } from "./runtime";
import { deepClone, getProperty, globalValue, isPlainObject, setProperty, type Obj } from "./utils";

interface AdvancementSource extends Obj {
  _id: string;
  type: string;
  level?: number;
  configuration?: Obj;
  value?: Obj;
}

type Step =
  | { type: "reverse"; itemId: string; advancement: AdvancementSource; level: number; automatic: true }
  | { type: "forward"; itemId: string; advancement: AdvancementSource; level: number; automatic: false }
  | { type: "delete"; itemId: string; automatic: true };

/** The types whose forward step is modelled: what the user picks in dnd5e's flow for it. */
const CHOOSABLE = new Set(["Trait", "ItemChoice"]);

const REVERSIBLE = new Set([
  "AbilityScoreImprovement",
  "Trait",
  "Size",
  "ItemGrant",
  "ItemChoice",
  "ScaleValue",
]);

const dnd5eConfig = (key: string): Record<string, Obj> =>
  (globalValue<{ DND5E: Obj }>("CONFIG")?.DND5E[key] ?? {}) as Record<string, Obj>;

/** The levels an advancement acts at (each type's `levels` getter). */
function levelsOf(a: AdvancementSource): number[] {
  const keyed = (o: unknown): number[] => (isPlainObject(o) ? Object.keys(o).map(Number) : []);
  if (a.type === "ItemChoice") return keyed(a.configuration?.["choices"]);
  if (a.type === "ScaleValue") return keyed(a.configuration?.["scale"]);
  return [Number(a.level ?? 1)];
}

const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : v instanceof Set ? [...v].map(String) : [];

/** `Trait.changeKeyPath` (module/documents/actor/trait.mjs) over CONFIG.DND5E.traits. */
function changeKeyPath(key: string): string | null {
  const split = key.split(":");
  const trait = split.shift()!;
  const config = dnd5eConfig("traits")[trait];
  if (!config) return null;
  const keyPath = String(config["actorKeyPath"] ?? `system.traits.${trait}`);
  if (trait === "saves") return `${keyPath}.${split.pop()}.proficient`;
  if (trait === "skills" || trait === "tool") return `${keyPath}.${split.pop()}.value`;
  return `${keyPath}.value`;
}

export class AdvancementManager extends ApplicationV2 {
  readonly actor: Actor;
  readonly steps: Step[] = [];
  /** The actor's source with its items by id: what the steps change before `#complete` writes it. */
  readonly clone: { source: Obj; items: Map<string, Obj> };

  constructor(actor: Actor, options: Obj = {}) {
    super(options);
    this.actor = actor;
    const source = deepClone(actor._source as Obj);
    delete source["items"];
    const items = [...actor.items].map((i) => deepClone(i._source as Obj));
    this.clone = { source, items: new Map(items.map((i) => [String(i["_id"]), i])) };
  }

  /** `flowsForLevel` from level 0 to the item's `currentLevel`, added as reverse steps, last first. */
  #reverseFlows(itemId: string): { a: AdvancementSource; level: number }[] {
    const item = this.clone.items.get(itemId)!;
    if (item["type"] === "class") throw new Error("harness: a class's level-down is not modelled");
    const system = (item["system"] ?? {}) as Obj;
    const advancement = Object.values((system["advancement"] ?? {}) as Record<string, AdvancementSource>);
    const details = getProperty(this.actor.system, "details.level");
    const current = Number(system["advancementLevel"] ?? details ?? 0);
    const flows: { a: AdvancementSource; level: number }[] = [];
    for (let level = 0; level <= current; level++) {
      for (const a of advancement.filter((a) => levelsOf(a).includes(level))) {
        if (!REVERSIBLE.has(a.type)) throw new Error(`harness: reversing ${a.type} is not modelled`);
        flows.push({ a, level });
      }
    }
    for (const { a, level } of [...flows].reverse())
      this.steps.push({ type: "reverse", itemId, advancement: a, level, automatic: true });
    return flows;
  }

  static forDeletedItem(actor: Actor, itemId: string, options: Obj = {}): AdvancementManager {
    const manager = new this(actor, options);
    if (manager.clone.items.has(itemId) && manager.#reverseFlows(itemId).length)
      manager.steps.push({ type: "delete", itemId, automatic: true });
    return manager;
  }

  /**
   * The item sheet's "modify choices" (item-sheet.mjs): every flow reversed automatically, then one
   * step for the user per advancement at `level`. Restoring higher levels is not modelled.
   */
  static forModifyChoices(
    actor: Actor,
    itemId: string,
    level: number,
    options: Obj = {},
  ): AdvancementManager {
    const manager = new this(actor, options);
    if (!manager.clone.items.has(itemId)) return manager;
    const flows = manager.#reverseFlows(itemId);
    if (flows.some((f) => f.level > level))
      throw new Error("harness: restoring later levels is not modelled");
    for (const { a } of flows.filter((f) => f.level === level)) {
      if (!CHOOSABLE.has(a.type)) throw new Error(`harness: choosing for ${a.type} is not modelled`);
      manager.steps.push({ type: "forward", itemId, advancement: a, level, automatic: false });
    }
    return manager;
  }

  #index = 0;

  /** The step in progress: the one on screen once the automatic ones before it ran. */
  get step(): Step | null {
    return this.steps[this.#index] ?? null;
  }

  /** ApplicationV2 calls `render<ClassName>` / `close<ClassName>` for each class in its chain. */
  #callHooks(event: "render" | "close"): void {
    for (const name of ["AdvancementManager", "ApplicationV2"])
      rt().hooks.callAll(`${event}${name}`, this, {});
  }

  /**
   * Runs the automatic steps in the background, as dnd5e's render does, up to a step that needs the
   * user: then the window shows it (its render hooks fire) and waits for `choose`. With no such step
   * left it completes.
   */
  override async render(_options: RenderOptions | boolean = {}): Promise<this> {
    if (rt().hooks.call("dnd5e.preAdvancementManagerRender", this) === false) return this;
    void rt().track(this.#advance());
    return this;
  }

  async #advance(): Promise<void> {
    for (let step = this.step; step; step = this.step) {
      if (!step.automatic) {
        this.rendered = true;
        this.#callHooks("render");
        return;
      }
      if (step.type === "delete") this.clone.items.delete(step.itemId);
      else this.#reverse(step.itemId, step.advancement, step.level);
      this.#index++;
    }
    await this.#complete();
  }

  /**
   * The user's picks in the flow on screen, then its Next (or Complete): for a Trait the chosen keys
   * (`{ chosen: ["skills:ath", "tool:thief"] }`), for an ItemChoice the UUIDs of the items
   * (`{ items: [...] }`). What the flow would not offer is refused, as its form does not let it be
   * picked: more than the count, a key outside the pool or one the character already has, an item
   * of another type or spell level.
   */
  async choose(answer: { chosen?: string[]; items?: string[] }): Promise<void> {
    const step = this.step;
    if (!this.rendered || step?.type !== "forward")
      throw new Error("harness: no advancement step waits for the user");
    if (step.advancement.type === "Trait")
      this.#chooseTraits(step.itemId, step.advancement, answer.chosen ?? []);
    else await this.#chooseItems(step.itemId, step.advancement, step.level, answer.items ?? []);
    this.#index++;
    await this.#advance();
  }

  #write(itemId: string, a: AdvancementSource, patch: Obj): void {
    const stored = getProperty(this.clone.items.get(itemId), `system.advancement.${a._id}`) as
      Obj | undefined;
    if (stored) stored["value"] = { ...((stored["value"] as Obj | undefined) ?? {}), ...patch };
  }

  /** trait.mjs `apply` in default mode, offered as `actorSelected` leaves them (value < 1). */
  #chooseTraits(itemId: string, a: AdvancementSource, chosen: string[]): void {
    const choices = (a.configuration?.["choices"] ?? []) as { count?: number; pool?: string[] }[];
    const count = choices.reduce((n, c) => n + Number(c.count ?? 0), 0);
    if (a.configuration?.["mode"] !== "default")
      throw new Error("harness: only default-mode traits are modelled");
    if (chosen.length > count)
      throw new Error(`harness: the flow offers ${count} choices, not ${chosen.length}`);
    const known = (trait: string, id: string): boolean =>
      Object.hasOwn(dnd5eConfig(trait === "tool" ? "tools" : "skills"), id);
    const pool = choices.flatMap((c) => c.pool ?? []);
    for (const key of chosen) {
      const [trait = "", ...rest] = key.split(":");
      const inPool = pool.some((p) => p === key || (p === `${trait}:*` && known(trait, rest.at(-1) ?? "")));
      const keyPath = changeKeyPath(key);
      if (!inPool || !keyPath) throw new Error(`harness: the flow does not offer ${key}`);
      if (Number(getProperty(this.actor, keyPath) ?? 0) >= 1)
        throw new Error(`harness: ${key} is already known`);
      setProperty(this.clone.source, keyPath, 1);
    }
    this.#write(itemId, a, { chosen });
  }

  /** item-choice.mjs: the picked items added to the clone, marked with the advancement they came from. */
  async #chooseItems(itemId: string, a: AdvancementSource, level: number, uuids: string[]): Promise<void> {
    const config = a.configuration ?? {};
    const count = Number(getProperty(config, `choices.${level}.count`) ?? 0);
    if (uuids.length > count)
      throw new Error(`harness: the flow offers ${count} choices, not ${uuids.length}`);
    const fromUuid = globalValue<(uuid: string) => Promise<unknown>>("fromUuid");
    const spellLevel = getProperty(config, "restriction.level");
    const added: Obj = {};
    for (const uuid of uuids) {
      const doc = (await fromUuid?.(uuid)) as { toObject(): Obj } | null | undefined;
      const source = doc?.toObject();
      const wrongLevel =
        spellLevel !== undefined &&
        spellLevel !== "" &&
        String(getProperty(source, "system.level")) !== String(spellLevel);
      if (!source || source["type"] !== config["type"] || wrongLevel)
        throw new Error(`harness: the flow does not accept ${uuid}`);
      const id = rt().randomID();
      source["_id"] = id;
      setProperty(source, "flags.dnd5e.sourceId", uuid);
      setProperty(source, "flags.dnd5e.advancementOrigin", `${itemId}.${a._id}`);
      this.clone.items.set(id, source);
      added[id] = uuid;
    }
    this.#write(itemId, a, { added: { [level]: added } });
  }

  #reverse(itemId: string, a: AdvancementSource, level: number): void {
    const { source, items } = this.clone;
    const value = (a.value ?? {}) as Obj;
    const write = (patch: Obj): void => this.#write(itemId, a, patch);
    if (a.type === "AbilityScoreImprovement") {
      if (value["type"] !== "asi")
        throw new Error("harness: reversing an ASI taken as a feat is not modelled");
      const abilities = (getProperty(source, "system.abilities") ?? {}) as Record<string, Obj>;
      for (const [key, change] of Object.entries((value["assignments"] ?? {}) as Record<string, number>))
        abilities[key]!["value"] = Number(abilities[key]!["value"]) - Number(change);
      write({ assignments: null, feat: null, type: null });
    } else if (a.type === "Trait") {
      const mode = a.configuration?.["mode"];
      if (mode && mode !== "default")
        throw new Error(`harness: reversing a ${String(mode)} trait is not modelled`);
      for (const key of list(value["chosen"])) {
        const keyPath = changeKeyPath(key);
        if (!keyPath) continue;
        const existing = getProperty(source, keyPath);
        const id = key.split(":").pop();
        const listed = Array.isArray(existing) || existing instanceof Set;
        setProperty(source, keyPath, listed ? list(existing).filter((v) => v !== id) : 0);
      }
      write({ chosen: [] });
    } else if (a.type === "Size") {
      setProperty(source, "system.traits.size", "med");
      write({ size: null });
    } else if (a.type === "ItemGrant" || a.type === "ItemChoice") {
      const choice = a.type === "ItemChoice";
      for (const id of Object.keys((getProperty(value, choice ? `added.${level}` : "added") ?? {}) as Obj))
        items.delete(id);
      const added = Object.entries((value["added"] as Obj | undefined) ?? {});
      write({ added: choice ? Object.fromEntries(added.filter(([l]) => l !== String(level))) : {} });
    }
  }

  /**
   * `#complete`: unless a `dnd5e.preAdvancementManagerComplete` handler prevents it (then it only
   * closes), the clone written back to the actor, then the hook, then the close.
   */
  async #complete(): Promise<void> {
    const { source, items } = this.clone;
    const gone = [...this.actor.items].map((i) => i.id!).filter((id) => !items.has(id));
    const system = source["system"] as Obj;
    const kept = [...items.values()].filter((i) => this.actor.items.get(String(i["_id"])));
    const added = [...items.values()].filter((i) => !this.actor.items.get(String(i["_id"])));
    if (rt().hooks.call("dnd5e.preAdvancementManagerComplete", this, source, added, kept, gone) === false) {
      await this.close();
      return;
    }
    const options = { isAdvancement: true };
    await Promise.all([
      this.actor.update({ system }, options),
      added.length && this.actor.createEmbeddedDocuments("Item", added, { ...options, keepId: true }),
      kept.length &&
        this.actor.updateEmbeddedDocuments("Item", kept, { ...options, diff: false, recursive: false }),
      this.actor.deleteEmbeddedDocuments("Item", gone, options),
    ]);
    rt().hooks.callAll("dnd5e.advancementManagerComplete", this);
    await this.close();
  }

  override async close(): Promise<this> {
    await super.close();
    this.#callHooks("close");
    return this;
  }
}
