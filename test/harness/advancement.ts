/**
 * dnd5e's `AdvancementManager` as far as deleting an item with advancements goes: what dnd5e's own
 * delete of such an item runs when the user accepts to undo its advancements (module/documents/
 * item.mjs `deleteDialog`; module/applications/advancement/advancement-manager.mjs
 * `forDeletedItem`, `render`, `#forward`, `#complete`; 5.3.3 and the 6.0.x branch are identical).
 *
 * - `forDeletedItem(actor, itemId)` works on a clone of the actor: one automatic "reverse" step per
 *   advancement at each level from the item's current level down to 0 (`flowsForLevel`, reversed),
 *   then a "delete" step for the item; no steps at all when nothing is to be reversed.
 * - `render()` runs the automatic steps without being awaited (dnd5e's `render` starts `#forward`
 *   and returns), then `#complete` writes the clone back in one actor update, one delete of the
 *   items the clone lost, fires `dnd5e.advancementManagerComplete` and closes, which fires
 *   `closeAdvancementManager` (ApplicationV2 calls `close<ClassName>` for each class in its chain).
 * - Reversal by type, as each advancement's `reverse` writes the clone: AbilityScoreImprovement
 *   subtracts its assignments (ability-score-improvement.mjs), Trait takes its chosen keys away
 *   (trait.mjs, key paths from `Trait.changeKeyPath`), Size sets "med" (size.mjs), ItemGrant and
 *   ItemChoice delete the items they added (item-grant.mjs, item-choice.mjs); ScaleValue has
 *   nothing to reverse. dnd5e's Trait reads the clone's prepared value; this reads its source,
 *   which is the same unless an active effect changes that very trait.
 * - Other advancement types (HitPoints, Subclass: class items) are not modelled and throw.
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
  | { type: "delete"; itemId: string; automatic: true };

const REVERSIBLE = new Set([
  "AbilityScoreImprovement",
  "Trait",
  "Size",
  "ItemGrant",
  "ItemChoice",
  "ScaleValue",
]);

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
  const traits = (globalValue<{ DND5E: Obj }>("CONFIG")?.DND5E["traits"] ?? {}) as Record<string, Obj>;
  const config = traits[trait];
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

  static forDeletedItem(actor: Actor, itemId: string, options: Obj = {}): AdvancementManager {
    const manager = new this(actor, options);
    const item = manager.clone.items.get(itemId);
    if (!item) return manager;
    if (item["type"] === "class") throw new Error("harness: a class's level-down is not modelled");
    const system = (item["system"] ?? {}) as Obj;
    const advancement = Object.values((system["advancement"] ?? {}) as Record<string, AdvancementSource>);
    const details = getProperty(actor.system, "details.level");
    const current = Number(system["advancementLevel"] ?? details ?? 0);
    const steps: Step[] = [];
    for (let level = 0; level <= current; level++) {
      for (const a of advancement.filter((a) => levelsOf(a).includes(level))) {
        if (!REVERSIBLE.has(a.type)) throw new Error(`harness: reversing ${a.type} is not modelled`);
        steps.push({ type: "reverse", itemId, advancement: a, level, automatic: true });
      }
    }
    manager.steps.push(...steps.reverse());
    if (manager.steps.length) manager.steps.push({ type: "delete", itemId, automatic: true });
    return manager;
  }

  /** Runs every step and completes in the background, as dnd5e's render does for automatic steps. */
  override async render(_options: RenderOptions | boolean = {}): Promise<this> {
    if (rt().hooks.call("dnd5e.preAdvancementManagerRender", this) === false) return this;
    void rt().track(this.#forward());
    return this;
  }

  async #forward(): Promise<void> {
    for (const step of this.steps) {
      if (step.type === "delete") this.clone.items.delete(step.itemId);
      else this.#reverse(step.itemId, step.advancement, step.level);
    }
    await this.#complete();
  }

  #reverse(itemId: string, a: AdvancementSource, level: number): void {
    const { source, items } = this.clone;
    const value = (a.value ?? {}) as Obj;
    const write = (patch: Obj): void => {
      const item = items.get(itemId);
      const stored = getProperty(item, `system.advancement.${a._id}`) as Obj | undefined;
      if (stored) stored["value"] = { ...((stored["value"] as Obj | undefined) ?? {}), ...patch };
    };
    if (a.type === "AbilityScoreImprovement") {
      if (value["type"] === "asi") {
        const abilities = (getProperty(source, "system.abilities") ?? {}) as Record<string, Obj>;
        const config = (globalValue<{ DND5E: Obj }>("CONFIG")?.DND5E["abilities"] ?? {}) as Record<
          string,
          Obj
        >;
        for (const [key, change] of Object.entries((value["assignments"] ?? {}) as Record<string, number>)) {
          if (!abilities[key] || config[key]?.["improvement"] === false) continue;
          abilities[key]["value"] = Number(abilities[key]["value"]) - Number(change);
        }
      } else {
        for (const id of Object.keys((value["feat"] ?? {}) as Obj)) items.delete(id);
      }
      write({ assignments: null, feat: null, type: null });
    } else if (a.type === "Trait") {
      const chosen = list(value["chosen"]);
      const mode = a.configuration?.["mode"];
      for (const key of chosen) {
        const keyPath = mode === "mastery" ? "system.traits.weaponProf.mastery.value" : changeKeyPath(key);
        if (!keyPath) continue;
        const existing = getProperty(source, keyPath);
        if (Array.isArray(existing) || existing instanceof Set)
          setProperty(
            source,
            keyPath,
            list(existing).filter((v) => v !== key.split(":").pop()),
          );
        else if (mode === "expertise") setProperty(source, keyPath, 1);
        else if (mode === "upgrade") setProperty(source, keyPath, existing === 1 ? 0 : 1);
        else setProperty(source, keyPath, 0);
      }
      write({ chosen: [] });
    } else if (a.type === "Size") {
      setProperty(source, "system.traits.size", "med");
      write({ size: null });
    } else if (a.type === "ItemGrant" || a.type === "ItemChoice") {
      const path = a.type === "ItemChoice" ? `added.${level}` : "added";
      for (const id of Object.keys((getProperty(value, path) ?? {}) as Obj)) items.delete(id);
      const added = Object.entries((value["added"] as Obj | undefined) ?? {});
      const left =
        a.type === "ItemChoice" ? Object.fromEntries(added.filter(([l]) => l !== String(level))) : {};
      write({ added: left });
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
    const kept = [...items.values()];
    if (rt().hooks.call("dnd5e.preAdvancementManagerComplete", this, source, [], kept, gone) === false) {
      await this.close();
      return;
    }
    await Promise.all([
      this.actor.update({ system }, { isAdvancement: true }),
      this.actor.deleteEmbeddedDocuments("Item", gone, { isAdvancement: true }),
    ]);
    rt().hooks.callAll("dnd5e.advancementManagerComplete", this);
    await this.close();
  }

  override async close(): Promise<this> {
    await super.close();
    for (const name of ["AdvancementManager", "ApplicationV2"]) rt().hooks.callAll(`close${name}`, this, {});
    return this;
  }
}
