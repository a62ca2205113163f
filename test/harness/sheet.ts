/**
 * dnd5e's character sheet as far as items reach it, and the compendium browser its "add" buttons
 * open. Sources: dnd5e 5.3.3 (release-5.3.3) and the 6.x development head (6.0-deprecations
 * c83a613dd), identical in these parts:
 * - `CharacterActorSheet` (module/applications/actor/character-sheet.mjs): the details tab shows
 *   the species pill when `system.details.race` is the race item, else, for an owner, the empty
 *   pill `[data-action="findItem"][data-item-type="race"]` "DND5E.Species.Add"
 *   (templates/actors/tabs/character-details.hbs l.110). `#findItem` (l.999-1020): nothing unless
 *   `isEditable`; `CompendiumBrowser.selectOne({filters: {locked: {types: Set([type])}}})`, then
 *   — not awaited — `_onDropCreateItems(event, [game.items.fromCompendium(doc, {keepId: true})])`.
 *   No `dropActorSheetData` hook on this path: the item goes straight to creation, where the
 *   data model's singleton check (`SystemDataModel#_preCreate`) runs before `preCreateItem`.
 * - `BaseActorSheet#_onDropCreateItems` / `_onDropSingleItem` (api/base-actor-sheet.mjs
 *   l.1819-1914): several items with advancement are refused; each item's data is cleaned
 *   (`attuned`, `equipped`, `prepared`, `crew.value`), an item with advancement on a character
 *   or NPC meets dnd5e's own singleton check, with its English error, then would go to the
 *   AdvancementManager (not modelled: refused); the rest are created with `keepId`.
 *   `Item5e.createWithContents` gives each a new id first; `onDropCreate` of a few item types,
 *   containers' contents (no race has either) and a drop's `move` are not modelled.
 * - ApplicationV2 (Foundry V13/V14, public API `ApplicationClickAction`): the frame's one click
 *   listener on the window element runs the action of the closest `[data-action]`; a listener on
 *   the button itself that stops propagation keeps it from running. After each render Foundry
 *   calls `render<Class>` for every class of the sheet's chain with `(app, element, context,
 *   options)`.
 */
import { ApplicationV2 } from "./application";
import type { Actor, Item } from "./documents";
import { createElement, dispatch } from "./dom";
import { rt } from "./runtime";
import { deepClone, deleteProperty, globalValue, isEmpty, setProperty, type Obj } from "./utils";

/** The classes of dnd5e's character sheet, innermost first, as Foundry names their render hooks. */
export const CHARACTER_SHEET_CHAIN = [
  "CharacterActorSheet",
  "BaseActorSheet",
  "ActorSheetV2",
  "DocumentSheetV2",
  "ApplicationV2",
] as const;

/** What the compendium browser was opened with. */
export interface BrowserOpening {
  readonly options: Obj;
}

/** A user's pick in the browser: a UUID, nothing (closed), or work to do first (another client's). */
export type BrowserAnswer = string | null | (() => Promise<string | null>);

/** Scripted answers for `dnd5e.applications.CompendiumBrowser.selectOne`, in order. */
export class BrowserScript {
  readonly queue: BrowserAnswer[] = [];
  readonly opened: BrowserOpening[] = [];

  answer(...answers: BrowserAnswer[]): this {
    this.queue.push(...answers);
    return this;
  }
}

let browserScript: BrowserScript | null = null;

export function setBrowserScript(script: BrowserScript | null): void {
  browserScript = script;
}

/**
 * dnd5e's CompendiumBrowser (module/applications/compendium-browser.mjs l.1161-1186): `select`
 * resolves with the selected UUIDs when the window closes (null when none), `selectOne` with the
 * first of them. The harness's user answers from the BrowserScript; an unscripted opening is a
 * test error, as an unscripted dialog is.
 */
export class CompendiumBrowser extends ApplicationV2 {
  static async selectOne(options: Obj = {}, _renderOptions: Obj = {}): Promise<string | null> {
    const script = browserScript;
    if (!script) throw new Error("CompendiumBrowser opened with no harness world installed");
    script.opened.push({ options });
    if (!script.queue.length) throw new Error("CompendiumBrowser opened without a scripted answer");
    const answer = script.queue.shift()!;
    return typeof answer === "function" ? answer() : answer;
  }
}

/** `WorldCollection#fromCompendium` (V13/V14 API `FromCompendiumOptions`, `keepId` only): a copy's data. */
export function fromCompendium(
  document: { toObject(): Obj; uuid: string; pack: string | null; parent: unknown },
  options: { keepId?: boolean } = {},
): Obj {
  if (Object.keys(options).some((key) => key !== "keepId"))
    throw new Error("harness: fromCompendium options other than keepId are not modelled");
  const data = document.toObject();
  if (!options.keepId) delete data._id;
  delete data.sort;
  if ("ownership" in data) data.ownership = { default: 0, [rt().currentUser().id]: 3 };
  if (document.pack && !document.parent) setProperty(data, "_stats.compendiumSource", document.uuid);
  return data;
}

/** `dnd5e.applications.actor.BaseActorSheet.unsupportedItemTypes` per actor type. */
const UNSUPPORTED: Readonly<Record<string, readonly string[]>> = {
  vehicle: ["background", "class", "facility", "race", "spell", "subclass"],
  group: ["background", "class", "facility", "feat", "race", "spell", "subclass"],
  encounter: ["background", "class", "facility", "feat", "race", "spell", "subclass"],
};

/** What the sheet did with the items it was handed. */
export interface SheetCreation {
  readonly created: Item[];
}

type Action = (sheet: CharacterActorSheet, event: Event, target: HTMLElement) => Promise<unknown>;

/** dnd5e's character sheet for one actor (one per actor, as Foundry keeps `actor.sheet`). */
export class CharacterActorSheet {
  readonly actor: Actor;
  element: HTMLElement | null = null;
  /** What `_onDropCreateItems` did, in order (for tests). */
  readonly creations: SheetCreation[] = [];

  static readonly actions: Readonly<Record<string, Action>> = {
    findItem: (sheet, event, target) => sheet.#findItem(event, target),
  };

  constructor(actor: Actor) {
    this.actor = actor;
  }

  /** DocumentSheetV2#isEditable: the user owns the document (and it lies in no locked pack). */
  get isEditable(): boolean {
    return this.actor.isOwner && !this.actor.pack;
  }

  /** ApplicationV2-mixin `_detachOptions` (dnd5e's application-v2-mixin.mjs l.420). */
  _detachOptions(): Obj {
    return {};
  }

  /** Renders the species part of the details tab, then the render hooks of the sheet's chain. */
  async render(): Promise<this> {
    if (!this.element) {
      this.element = createElement("div", { class: "application sheet dnd5e2 actor character" });
      this.element.addEventListener("click", (event) => this.#onClick(event));
    }
    this.element.innerHTML = this.#speciesPart();
    const context = { actor: this.actor, editable: this.isEditable };
    for (const name of CHARACTER_SHEET_CHAIN)
      rt().hooks.callAll(`render${name}`, this, this.element, context, {});
    return this;
  }

  /** Clicks the first element matching `selector` as the current user; resolves when its action is done. */
  async click(selector: string): Promise<void> {
    const target = this.element?.querySelector(selector);
    if (!target) throw new Error(`The sheet of ${this.actor.name} shows nothing matching ${selector}`);
    this.#running = [];
    dispatch(target, "click");
    await Promise.all(this.#running);
  }

  #running: Promise<unknown>[] = [];

  #onClick(event: Event): void {
    const button = (event.target as Element).closest<HTMLElement>("[data-action]");
    const action = button ? CharacterActorSheet.actions[button.dataset["action"] ?? ""] : undefined;
    if (!button || !action) return;
    this.#running.push(rt().track(action(this, event, button)));
  }

  /** The species pill of the details tab (character-details.hbs l.80-113). */
  #speciesPart(): string {
    const linked = (this.actor.system.details as Obj | undefined)?.race;
    const escape = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
    let pill = "";
    if (linked && typeof linked === "object" && (linked as Item).documentName === "Item") {
      const race = linked as Item;
      pill = `<div class="draggable pill-lg texture species item-tooltip" data-action="showDocument" data-item-id="${race.id}">${escape(race.name)}</div>`;
    } else if (this.actor.isOwner) {
      const label = escape(rt().i18n.localize("DND5E.Species.Add"));
      pill = `<div class="pill-lg empty roboto-upper" data-action="findItem" data-item-type="race">${label}</div>`;
    }
    return `<div class="pills-group">${pill}</div>`;
  }

  /** CharacterActorSheet.#findItem for the types this harness renders (race). */
  async #findItem(event: Event, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    const type = target.dataset["itemType"] ?? "";
    const filters = { locked: { types: new Set([type]) } };
    const result = await CompendiumBrowser.selectOne({ filters }, this._detachOptions());
    if (!result) return;
    const doc = (await globalValue<(uuid: string) => Promise<unknown>>("fromUuid")!(result)) as Item;
    // dnd5e does not await the creation.
    void rt().track(this._onDropCreateItems(event, [fromCompendium(doc, { keepId: true })]));
  }

  /** BaseActorSheet#_onDropCreateItems. */
  async _onDropCreateItems(event: Event, items: (Obj | Item)[]): Promise<Item[]> {
    const r = rt();
    // `!i.system.advancement?.size`: a document's advancement collection; plain data has no size.
    const withAdvancement = items.filter((i) => {
      const a = (i as { system?: { advancement?: { size?: unknown } } }).system?.advancement;
      return typeof a?.size === "number" && a.size > 0;
    });
    if (withAdvancement.length > 1 && !r.settings.get("dnd5e", "disableAdvancements")) {
      r.notifications.warn(r.i18n.format("DND5E.WarnCantAddMultipleAdvancements"));
      items = items.filter((i) => !withAdvancement.includes(i));
    }
    const toCreate: Obj[] = [];
    for (const item of items) {
      const data =
        typeof (item as Item).toObject === "function" ? (item as Item).toObject() : deepClone(item as Obj);
      // Item5e.createWithContents (documents/item.mjs l.1278): called without keepId, it gives
      // each item a new id before `createDocuments(…, {keepId: true})`.
      const out = await this._onDropSingleItem(event, data);
      if (out) toCreate.push({ ...out, _id: r.randomID() });
    }
    const ItemClass = globalValue<{ Item: { documentClass: typeof Item } }>("CONFIG")!.Item.documentClass;
    const created = (await ItemClass.createDocuments(toCreate, {
      parent: this.actor,
      keepId: true,
    })) as Item[];
    this.creations.push({ created });
    return created;
  }

  /** BaseActorSheet#_onDropSingleItem: the data to create, or false when handled otherwise. */
  async _onDropSingleItem(_event: Event, itemData: Obj): Promise<Obj | false> {
    const r = rt();
    const actor = this.actor;
    const type = String(itemData.type);
    const format = {
      itemType: r.i18n.localize(`TYPES.Item.${type}`),
      actorType: r.i18n.localize(`TYPES.Actor.${actor.type}`),
    };
    if (UNSUPPORTED[actor.type]?.includes(type)) {
      r.notifications.warn("DND5E.ACTOR.Warning.InvalidItem", { format });
      return false;
    }
    for (const key of ["attuned", "equipped", "prepared", "crew.value"])
      if (itemData.system) deleteProperty(itemData.system as Obj, key);
    const system = (itemData.system ?? {}) as Obj;
    const supportsAdvancement = actor.type === "character" || actor.type === "npc";
    if (
      supportsAdvancement &&
      !isEmpty(system.advancement) &&
      !r.settings.get("dnd5e", "disableAdvancements")
    ) {
      if (["race", "background"].includes(type) && actor.itemTypes[type]?.length) {
        r.notifications.error("DND5E.ACTOR.Warning.Singleton", { format });
        return false;
      }
      // AdvancementManager.forNewItem: its steps are the user's to click through.
      throw new Error("harness: the sheet's AdvancementManager for a new item is not modelled");
    }
    return itemData;
  }
}

/** `actor.sheet`: one sheet per actor, as Foundry keeps it. */
const sheets = new WeakMap<Actor, CharacterActorSheet>();

export function sheetOf(actor: Actor): CharacterActorSheet {
  let sheet = sheets.get(actor);
  if (!sheet) sheets.set(actor, (sheet = new CharacterActorSheet(actor)));
  return sheet;
}
