/**
 * dnd5e 5.3.3 activities (module/documents/activity/mixin.mjs, save.mjs, data/activity/*) as far as
 * flow tests meet them; `enableActivities(world)` (activity-install.ts) prepares them.
 *
 * `Activity#use` keeps dnd5e's order, which the module depends on: preUseActivity → usage dialog →
 * consumption (spends the use) → usage chat card → template placement (`_finalizeUsage`) →
 * postUseActivity. Not modelled: scaling, concentration, spell slots, linked activities, the
 * usage dialog's fields (a scripted answer only accepts or closes it).
 *
 * dnd5e 6 (stacks.ts): `use()` places areas through `dnd5e.canvas.TemplatePlacement` (placement.ts)
 * and `results.templates` are RegionDocuments; the usage card is a typed `usage` message, its data
 * in `system`, with no `flags.dnd5e` and no content (F5.3, PR #7310); the deprecated
 * `AbilityTemplate` (e0507eb3d module/canvas/ability-template.mjs) still creates MeasuredTemplates.
 */
import { Collection } from "./collection";
import { openDialog } from "./dialog";
import { Item, type Actor, type BaseDocument } from "./documents";
import type { Scene, TokenDocument } from "./canvas";
import { rt } from "./runtime";
import { HarnessScriptError, TemplatePlacement } from "./placement";
import { AbilityTemplate } from "./ability-template";
import { createUsageMessage, usageMessageSystem } from "./activity-message";
import { rollActivityDamage } from "./activity-rolls";
import {
  HAS_WIDTH,
  hooks,
  numberOrNull,
  preparePart,
  targetDescriptors,
  type DamagePart,
} from "./activity-data";
import {
  deepClone,
  flattenObject,
  getProperty,
  globalValue,
  isEmpty,
  isPlainObject,
  mergeObject,
  setProperty,
  type Obj,
} from "./utils";

type CanvasView = { scene: Scene | null; tokens?: { controlled: { document: TokenDocument }[] } };

export interface UsageConfig extends Obj {
  create?: false | { measuredTemplate?: boolean };
  consume?: false | { action?: boolean; resources?: number[]; spellSlot?: boolean };
  hasConsumption?: boolean;
}

export interface UsageResults {
  effects: unknown[];
  templates: unknown[];
  updates: Obj;
  message?: unknown;
}

/** One prepared activity on an item (a `save` or `utility` activity as dnd5e prepares it). */
export class Activity {
  readonly item: Item;
  readonly #source: Obj;

  constructor(source: Obj, item: Item) {
    this.#source = deepClone(source);
    this.item = item;
  }

  get id(): string {
    return String(this.#source._id);
  }
  get type(): string {
    return String(this.#source.type ?? "");
  }
  get name(): string {
    return String(this.#source.name || this.item.name);
  }
  get uuid(): string {
    return `${this.item.uuid}.Activity.${this.id}`;
  }
  get actor(): Actor | null {
    return this.item.actor;
  }
  get consumption(): { targets: Obj[]; spellSlot: boolean } {
    const c = isPlainObject(this.#source.consumption) ? this.#source.consumption : {};
    return {
      targets: (Array.isArray(c.targets) ? c.targets : []).filter(isPlainObject),
      spellSlot: Boolean(c.spellSlot),
    };
  }

  /** TargetField.prepareData: formulas become numbers; a line's width defaults to 5. */
  get target() {
    const t = isPlainObject(this.#source.target) ? this.#source.target : {};
    const tpl = isPlainObject(t.template) ? t.template : {};
    const type = String(tpl.type ?? "");
    const template = {
      type,
      count: type ? (numberOrNull(tpl.count) ?? 1) : null,
      size: type ? numberOrNull(tpl.size) : null,
      width: type ? (numberOrNull(tpl.width) ?? (HAS_WIDTH.has(type) ? 5 : null)) : null,
      height: type ? numberOrNull(tpl.height) : null,
      units: String(tpl.units ?? "ft"),
    };
    return {
      template,
      affects: isPlainObject(t.affects) ? deepClone(t.affects) : {},
      prompt: t.prompt !== false,
    };
  }

  /** SaveActivityData#prepareFinalData: the DC from the ability's `dc` (8 + mod + prof + bonuses). */
  get save():
    { ability: Set<string>; dc: { calculation: string; formula: string; value: number } } | undefined {
    if (this.type !== "save") return undefined;
    const s = isPlainObject(this.#source.save) ? this.#source.save : {};
    const dc = isPlainObject(s.dc) ? s.dc : {};
    const calculation = String(dc.calculation ?? "");
    const abilities = getProperty(this.actor?.system, "abilities") as
      Record<string, { dc?: number }> | undefined;
    const value = calculation === "spellcasting" ? undefined : abilities?.[calculation]?.dc;
    if (value === undefined) throw new Error("harness: a save DC not from an ability's is not modelled");
    return {
      ability: new Set(Array.isArray(s.ability) ? s.ability.map(String) : []),
      dc: { calculation, formula: String(dc.formula ?? ""), value },
    };
  }

  /**
   * BaseActivityData#applicableEffects (5.3.3 data/activity/base-activity.mjs l.135, unchanged at
   * c83a613dd): the item's effects the activity names (AppliedEffectField: `effects[]._id`, its
   * `effect` the item's effect of that id), within their level range at `relevantLevel` (not a
   * spell: the roll data's `details.level`). Null when the activity names none.
   */
  get applicableEffects(): BaseDocument[] | null {
    const list = this.#source.effects;
    if (!Array.isArray(list)) return null;
    const level = Number(getProperty(this.getRollData(), "details.level") ?? 0);
    const effects = (this.item as unknown as { effects: Collection<BaseDocument> }).effects;
    return list.filter(isPlainObject).flatMap((e) => {
      const effect = effects.get(String(e._id));
      const range = isPlainObject(e.level) ? e.level : {};
      const min = numberOrNull(range.min) ?? -Infinity;
      const max = numberOrNull(range.max) ?? Infinity;
      return effect && min <= level && level <= max ? [effect] : [];
    });
  }

  get damage(): { onSave: string; critical: { allow: boolean }; parts: DamagePart[] } | undefined {
    const d = this.#source.damage;
    if (!isPlainObject(d)) return undefined;
    return {
      onSave: String(d.onSave ?? "half"),
      critical: { allow: getProperty(d, "critical.allow") === true },
      parts: (Array.isArray(d.parts) ? d.parts : []).filter(isPlainObject).map(preparePart),
    };
  }

  /** HealActivityData#healing: one damage part. */
  get healing(): DamagePart | undefined {
    const h = this.#source.healing;
    return this.type === "heal" && isPlainObject(h) ? preparePart(h) : undefined;
  }

  /** dnd5e `getUsageToken`: the actor's controlled token on the scene, else its first token there. */
  getUsageToken(): TokenDocument | undefined {
    const actor = this.actor;
    const canvas = globalValue<CanvasView>("canvas");
    if (!actor || !canvas?.scene) return undefined;
    if (actor.isToken) return actor.token ?? undefined;
    const controlled = canvas.tokens?.controlled.find((t) => t.document.actorId === actor.id);
    if (controlled) return controlled.document;
    return (canvas.scene.getEmbeddedCollection("Token").contents as TokenDocument[]).find(
      (t) => t.actorId === actor.id,
    );
  }

  /**
   * dnd5e's `Activity#shouldHideChatButton(button, message)` for the card's area button
   * (module/documents/activity/mixin.mjs: 5.3.3 l.772 checks TEMPLATE_CREATE before V14 and
   * REGION_CREATE on V14, 6.x c83a613dd l.772 REGION_CREATE): hidden from a user who lacks the
   * permission, or with no scene viewed. Other buttons: not modelled (shown).
   */
  shouldHideChatButton(button: { dataset: { action?: string } }): boolean {
    if (button.dataset.action !== "placeTemplate") return false;
    const permission = rt().features.generation < 14 ? "TEMPLATE_CREATE" : "REGION_CREATE";
    return !rt().currentUser().can(permission) || !globalValue<CanvasView>("canvas")?.scene;
  }

  get messageFlags(): Obj {
    return {
      activity: { type: this.type, id: this.id, uuid: this.uuid },
      item: { type: this.item.type, id: this.item.id, uuid: this.item.uuid },
      targets: targetDescriptors(),
    };
  }

  getRollData(): Obj {
    const actor = this.actor as (BaseDocument & { getRollData?(): Obj }) | null;
    const data: Obj = actor?.getRollData ? actor.getRollData() : {};
    data.item = deepClone({ ...this.item.system, activities: undefined });
    data.activity = { id: this.id, type: this.type };
    return data;
  }

  async use(usage: UsageConfig = {}, dialog: Obj = {}, message: Obj = {}): Promise<UsageResults | undefined> {
    const r = rt();
    if (!this.item.isEmbedded || this.item.pack) return undefined;
    if (!this.item.isOwner) {
      r.notifications.error("DND5E.DocumentUseWarn", { localize: true });
      return undefined;
    }
    // dnd5e works on a clone of the item for the rest of the process.
    const item = this.item.clone({}, { keepId: true }) as Item;
    const activity = (item.system.activities as unknown as ActivityCollection).get(this.id)!;
    const usageConfig = activity._prepareUsageConfig(usage);
    const dialogConfig = mergeObject({ configure: true }, dialog, { inplace: false });
    const typed = rt().features.typedUsageMessage;
    const messageConfig = mergeObject(
      {
        create: true,
        // mixin.mjs l.206 (5.3.3): the card's `system.effects` are the applicable effects' relative ids.
        data: typed
          ? { system: usageMessageSystem(this) }
          : { flags: { dnd5e: this.messageFlags }, system: { effects: this.effectIds } },
        hasConsumption: usageConfig.hasConsumption,
      },
      message,
      { inplace: false },
    );
    if (hooks().call("dnd5e.preUseActivity", activity, usageConfig, dialogConfig, messageConfig) === false)
      return undefined;

    if (dialogConfig.configure && activity._requiresConfigurationDialog(usageConfig)) {
      const answer = await openDialog("wait", {
        window: { title: `${item.name}: ${activity.name}` },
        content: "",
        buttons: [{ action: "use", label: "DND5E.Use", default: true }],
      });
      if (answer === null) return undefined;
    }

    const updates = await activity.consume(usageConfig, messageConfig);
    if (updates === false) return undefined;
    const results: UsageResults = { effects: [], templates: [], updates };

    // dnd5e 5.3 calls it without awaiting; 6.1.2 made it async and awaits it.
    const finalized = activity._finalizeMessageConfig(usageConfig, messageConfig, results);
    if (rt().features.asyncFinalizeMessageConfig) await finalized;
    results.message = await createUsageMessage(activity, messageConfig);
    results.templates =
      usageConfig.create && usageConfig.create.measuredTemplate ? await activity.placeTemplate() : [];

    if (hooks().call("dnd5e.postUseActivity", activity, usageConfig, results) === false) return results;
    // mixin.mjs l.275: the activity's primary action (a damage or heal roll), not awaited.
    if (usageConfig.subsequentActions !== false)
      void rt().track(rollActivityDamage(activity, results.message));
    return results;
  }

  /**
   * `Activity#_finalizeMessageConfig` (mixin.mjs l.718 at 5.3.3): the consumption's rolls join the
   * message's. Synchronous on dnd5e 5.3; async from 6.1.2 (a Promise, resolved a tick later).
   */
  _finalizeMessageConfig(
    _usage: UsageConfig,
    messageConfig: Obj,
    results: UsageResults,
  ): Promise<void> | void {
    const finalize = (): void => {
      const data = (messageConfig.data ??= {}) as Obj;
      const rolls = Array.isArray(results.updates.rolls) ? results.updates.rolls : [];
      data.rolls = (Array.isArray(data.rolls) ? data.rolls : []).concat(rolls);
      const effects = this.effectIds;
      if (effects) setProperty(data, "system.effects", effects);
    };
    if (!rt().features.asyncFinalizeMessageConfig) return finalize();
    return Promise.resolve().then(finalize);
  }

  /** The applicable effects as the usage card names them: `.ActiveEffect.<id>`, relative to the item. */
  get effectIds(): string[] | undefined {
    return this.applicableEffects?.map((e) => `.ActiveEffect.${String(e.id)}`);
  }

  _prepareUsageConfig(config: UsageConfig): UsageConfig {
    const out = deepClone(config);
    if (out.create !== false) {
      out.create ??= {};
      out.create.measuredTemplate ??= Boolean(this.target.template.type) && this.target.prompt;
    }
    if (out.consume !== false) {
      out.consume ??= {};
      out.consume.action ??= false;
      out.consume.resources ??= this.consumption.targets.map((_, i) => i);
      out.consume.spellSlot ??= false;
      out.hasConsumption = this.consumption.targets.length > 0;
    }
    return out;
  }

  _requiresConfigurationDialog(config: UsageConfig): boolean {
    const check = (obj: unknown): boolean =>
      isPlainObject(obj) && Object.values(obj).some((v) => v === true || (Array.isArray(v) && v.length > 0));
    return check(config.create) || (check(config.consume) && Boolean(config.hasConsumption));
  }

  async consume(usageConfig: UsageConfig, messageConfig: Obj): Promise<Obj | false> {
    if (hooks().call("dnd5e.preActivityConsumption", this, usageConfig, messageConfig) === false)
      return false;
    const updates = await this._prepareUsageUpdates(usageConfig);
    if (!updates) return false;
    if (hooks().call("dnd5e.activityConsumption", this, usageConfig, messageConfig, updates) === false)
      return false;
    const deltas = await this.#applyUsageUpdates(updates);
    if (!isEmpty(deltas)) setProperty(messageConfig, "data.system.deltas", deltas);
    if (hooks().call("dnd5e.postActivityConsumption", this, usageConfig, messageConfig, updates) === false)
      return false;
    return updates;
  }

  /** Item uses and activity uses consumption (ConsumptionTargetData#consumeItemUses / _usesConsumption). */
  async _prepareUsageUpdates(config: UsageConfig): Promise<Obj | false> {
    const updates: Obj & { item: Obj[] } = {
      activity: {},
      actor: {},
      create: [],
      delete: [],
      item: [],
      rolls: [],
    };
    // ConsumptionTargetData's ConsumptionErrors: each an error notification, then the use stops.
    const errors: string[] = [];
    const indexes = (config.consume && config.consume.resources) || [];
    const i18n = rt().i18n;
    for (const index of indexes) {
      const target = this.consumption.targets[index];
      if (!target) continue;
      const cost = Number(target.value || 1);
      if (target.type !== "itemUses")
        throw new Error(`Consumption type "${String(target.type)}" is not modelled by the harness`);
      const actor = this.actor as (BaseDocument & { items: Collection<Item> }) | null;
      const item = target.target ? actor?.items.get(String(target.target)) : this.item;
      if (!item) {
        const data = { activity: this.name, item: this.item.name };
        errors.push(i18n.format("DND5E.CONSUMPTION.Warning.MissingItem", data));
        continue;
      }
      // Prepared by UsesField.prepareData (see patchItemPreparation): value = max − spent.
      const uses = item.system.uses as { spent: number; value: number };
      const warning = cost > 0 && !uses.value ? "None" : cost > uses.value ? "NotEnough" : null;
      if (!warning) {
        updates.item.push({ _id: item.id, "system.uses.spent": uses.spent + cost });
        continue;
      }
      const type = i18n.format("DND5E.CONSUMPTION.Type.ItemUses.Warning", { name: this.item.name });
      const data = { type, cost: String(cost), available: String(uses.value) };
      errors.push(i18n.format(`DND5E.CONSUMPTION.Warning.${warning}`, data));
    }
    for (const message of errors) rt().notifications.error(message, { console: false });
    return errors.length ? false : updates;
  }

  /** ActorDeltasField.getDeltas + the actor/item updates (one embedded update per use). */
  async #applyUsageUpdates(updates: Obj): Promise<Obj> {
    const actor = this.actor as (BaseDocument & { items: Collection<Item> }) | null;
    const itemUpdates = (updates.item as Obj[]) ?? [];
    const deltas: Obj = {};
    for (const { _id, ...changes } of itemUpdates) {
      const target = actor?.items.get(String(_id));
      const list: { keyPath: string; delta: number }[] = [];
      for (const [keyPath, value] of Object.entries(flattenObject(changes))) {
        const delta = Number(value) - Number(getProperty(target, keyPath));
        if (delta && !Number.isNaN(delta)) list.push({ keyPath, delta });
      }
      if (list.length) deltas[String(_id)] = list;
    }
    if (actor && !isEmpty(updates.actor)) await actor.update(updates.actor as Obj);
    if (actor && itemUpdates.length) await actor.updateEmbeddedDocuments("Item", itemUpdates);
    return isEmpty(deltas) ? {} : { item: deltas };
  }

  /**
   * Activity#placeTemplate. dnd5e 5.3: each AbilityTemplate preview in turn; a cancelled one ends
   * placement silently. dnd5e 6: `TemplatePlacement.fromActivity(this)` → RegionDocuments; an
   * error is reported as dnd5e's `Hooks.onError` does (error notification, empty result).
   */
  async placeTemplate(): Promise<unknown[]> {
    if (rt().features.areaPlacement === "template-placement") {
      try {
        return [...((await TemplatePlacement.fromActivity(this)) ?? [])];
      } catch (error) {
        if (error instanceof HarnessScriptError) throw error;
        console.error("Activity#placeTemplate", error);
        rt().notifications.error("DND5E.TARGET.Warning.PlaceTemplate", { localize: true });
        return [];
      }
    }
    const templates: unknown[] = [];
    try {
      for (const template of AbilityTemplate.fromActivity(this) ?? []) {
        const result = await template.drawPreview();
        if (result) templates.push(result);
      }
    } catch (error) {
      // Hooks.onError ignores a rejection without an Error (the right-click cancel).
      if (error instanceof Error) throw error;
    }
    return templates;
  }
}

export class ActivityCollection extends Collection<Activity> {
  getByType(type: string): Activity[] {
    return this.filter((a) => a.type === type);
  }
}

export { enableActivities } from "./activity-install";
export { PlacementScript } from "./placement";
