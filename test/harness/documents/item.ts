/** Item: dnd5e's item types, singletons, default advancement, identifier and `details.race`. */
import type { Collection } from "../collection";
import { rt } from "../runtime";
import type { User } from "../users";
import { deepClone, getProperty, hasProperty, isPlainObject, slugify, type Obj } from "../utils";
import { cleanSystem, modelFor } from "../schema-defaults";
import { migrateMovement, shimMovement } from "../schema-6x";
import { migrateClassSystem, migrateSenses } from "../migrations";
import { Actor, isCreature } from "./actor";
import { validating } from "../validation";
import { BaseDocument } from "./base";
import type { ActiveEffect } from "./effect";
import { registerDocumentClass } from "./registry";
import { shimSenses } from "./system";
import {
  PHYSICAL_ITEM_TYPES,
  SINGLETON_ITEM_TYPES,
  type DocumentClass,
  type DocumentOperation,
  type PreHookResult,
} from "./types";

export class Item extends BaseDocument {
  static override documentName = "Item";
  static override embedded = { ActiveEffect: "effects" };
  static override metadata = { name: "Item", collection: "items", label: "DOCUMENT.Item" };
  declare readonly effects: Collection<ActiveEffect>;

  /** The type and name are checked with the source (source.ts). */
  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    const type = data.type as string;
    source.img = typeof source.img === "string" ? source.img : "icons/svg/item-bag.svg";
    const model = modelFor("Item", type);
    const system = isPlainObject(data.system) ? deepClone(data.system) : {};
    if (model)
      source.system = validating("Item", null, () =>
        cleanSystem(model, migrateItemSystem(type, system), rt().ctx),
      );
    else source.system = defaultItemSystem(type, system);
    return source;
  }

  override _initializeSystem(): Obj {
    const system = super._initializeSystem();
    if (this.type === "race") {
      if (rt().features.sensesShim) shimSenses(system.senses);
      if (rt().features.movementSpeeds) shimMovement(system.movement);
    }
    return system;
  }

  static override canUserCreate(user: User): boolean {
    return user.can("ITEM_CREATE");
  }

  /** The owning actor, if any. */
  get actor(): Actor | null {
    return this.parent instanceof Actor ? this.parent : null;
  }

  /** dnd5e `Item5e#identifier`: the system identifier or a strict slug of the name. */
  get identifier(): string {
    const own = this.system.identifier;
    if (typeof own === "string" && own) return own;
    return slugify(this.name.replaceAll(/(\w+)([\\|/])(\w+)/g, "$1-$3"), { strict: true });
  }

  /** dnd5e: equipment that must be equipped/attuned suppresses its effects otherwise. */
  get areEffectsSuppressed(): boolean {
    if (!PHYSICAL_ITEM_TYPES.has(this.type)) return false;
    const subtype = getProperty(this.system, "type.value");
    const requireEquipped =
      this.type !== "consumable" || ["rod", "trinket", "wand"].includes(String(subtype));
    if (requireEquipped && this.system.equipped === false) return true;
    return !this.system.attuned && this.system.attunement === "required";
  }

  get hasEffects(): boolean {
    return this.type !== "race";
  }

  override async _preCreate(data: Obj, _options: DocumentOperation, _user: User): PreHookResult {
    // SystemDataModel#_preCreate: singleton item types on characters.
    const actor = this.actor;
    if (
      actor?.type === "character" &&
      SINGLETON_ITEM_TYPES.has(this.type) &&
      (actor.itemTypes[this.type]?.length ?? 0) > 0
    ) {
      const r = rt();
      r.notifications.error("DND5E.ACTOR.Warning.Singleton", {
        format: {
          itemType: r.i18n.localize(`TYPES.Item.${this.type}`),
          actorType: r.i18n.localize(`TYPES.Actor.${actor.type}`),
        },
      });
      return false;
    }
    // AdvancementTemplate#preCreateAdvancement (race: RaceData#_advancementToCreate).
    if (this.type === "race" && !data._id && !hasProperty(data, "system.advancement")) {
      const legacy = rt().ctx.rulesVersion === "legacy";
      const toCreate: Obj[] = legacy
        ? [
            { type: "AbilityScoreImprovement" },
            { type: "Size" },
            { type: "Trait", configuration: { grants: ["languages:standard:common"] } },
          ]
        : [{ type: "Size" }];
      const advancement: Obj = {};
      for (const a of toCreate) {
        const id = rt().randomID();
        advancement[id] = {
          _id: id,
          type: a.type,
          configuration: deepClone(a.configuration ?? {}),
          value: {},
          level: 0,
          title: "",
          hint: "",
        };
      }
      this.updateSource({ "system.advancement": advancement });
    }
    // Item5e#_preCreate: identifier from the name.
    const sys = data.system;
    if (!(isPlainObject(sys) && sys.identifier)) this.updateSource({ "system.identifier": this.identifier });
  }

  override _onCreate(data: Obj, options: DocumentOperation, userId: string): void {
    super._onCreate(data, options, userId);
    // RaceData#_onCreate: only the creating user's client, only creatures; not awaited in dnd5e.
    if (this.type !== "race") return;
    if (rt().currentUser().id !== userId) return;
    const actor = this.actor;
    if (!actor || !isCreature(actor)) return;
    void rt().track(actor.update({ "system.details.race": this.id }));
  }

  override _onDelete(options: DocumentOperation, userId: string): void {
    super._onDelete(options, userId);
    // Item5e#_onDelete (5.3.3 l.1159): the active GM's client deletes, not awaited, what depends on
    // the item's effects: each effect applied from one carries `flags.dnd5e.dependentOn` (its uuid,
    // effect-application.mjs l.192), which DependentsRegistry tracks on every prepared document,
    // world actors and the synthetic actors of unlinked tokens alike (mixins/dependent.mjs l.13).
    if (rt().users.activeGM?.id === rt().currentUser().id) {
      const sources = new Set([...this.effects].map((e) => e.uuid));
      for (const effect of preparedActors().flatMap((a) => [...a.effects]))
        if (sources.has(String(getProperty(effect.flags, "dnd5e.dependentOn"))))
          void rt().track(effect.delete());
    }
    // Item5e#_onDelete (5.3.3 and 6.0): the deleting user's client ends concentration on the item,
    // not awaited — Actor5e#endConcentration(item) deletes the concentration effect whose
    // `flags.dnd5e.item.id` is the item, between dnd5e.preEndConcentration and dnd5e.endConcentration.
    if (rt().currentUser().id !== userId) return;
    const actor = this.actor;
    if (!actor) return;
    const effect = [...actor.effects].find(
      (e) => e.statuses.has("concentrating") && getProperty(e.flags, "dnd5e.item.id") === this.id,
    );
    if (!effect || rt().hooks.call("dnd5e.preEndConcentration", actor, effect) === false) return;
    void rt().track(
      effect.delete().then(() => {
        rt().hooks.callAll("dnd5e.endConcentration", actor, effect);
      }),
    );
  }

  override async _preDelete(_options: DocumentOperation, _user: User): PreHookResult {
    // RaceData#_preDelete: clear details.race first (a separate update).
    if (this.type !== "race") return;
    const actor = this.actor;
    if (!actor || !isCreature(actor)) return;
    await actor.update({ "system.details.race": null });
  }
}

function migrateItemSystem(type: string, system: Obj): Obj {
  if (type === "race" && rt().features.movementSpeeds) migrateMovement(system, "Item.race");
  const advancement = system.advancement;
  if (Array.isArray(advancement)) {
    system.advancement = Object.fromEntries(
      advancement.filter(isPlainObject).map((a) => [String(a._id ?? rt().randomID()), a]),
    );
  }
  // RaceData: SensesField._migrate (a range already under `ranges` wins).
  if (type === "race") migrateSenses(system.senses);
  return system;
}

/** Minimal sources for item types the schema file does not describe. */
function defaultItemSystem(type: string, system: Obj): Obj {
  const out = deepClone(system);
  if (Array.isArray(out.advancement)) migrateItemSystem(type, out);
  out.identifier ??= "";
  out.description ??= { value: "", chat: "" };
  if (type === "class") {
    migrateClassSystem(out);
    out.levels ??= 1;
    out.hd ??= { denomination: "d8", spent: 0, additional: "" };
    out.advancement ??= {};
  }
  if (type === "spell") {
    out.level ??= 0;
    out.school ??= "";
    out.sourceClass ??= "";
  }
  if (PHYSICAL_ITEM_TYPES.has(type)) out.quantity ??= 1;
  return out;
}

registerDocumentClass("Item", Item as unknown as DocumentClass);

/** Every actor the world prepares: its actors, and the synthetic actor of each unlinked token on a scene. */
function preparedActors(): Actor[] {
  const actors = (rt().collections.get("Actor")?.contents ?? []) as Actor[];
  const scenes = (rt().collections.get("Scene")?.contents ?? []) as BaseDocument[];
  const tokens = scenes.flatMap((scene) => scene.getEmbeddedCollection("Token").contents);
  // A placed unlinked token embeds its synthetic actor (canvas.ts).
  return [...actors, ...(tokens.flatMap((t) => t.getEmbeddedCollection("Actor").contents) as Actor[])];
}
