/**
 * dnd5e's item context menu on an actor sheet, as far as a module meets it: right-clicking an
 * item builds dnd5e's own entries, calls `Hooks.callAll("dnd5e.getItemContextOptions", item,
 * entries)` (5.3.3 and c83a613dd `module/applications/components/inventory.mjs`; F6.3), and core's
 * ContextMenu shows the visible ones; clicking one runs it.
 *
 * Entry shapes: dnd5e 5.3.3 builds V13 entries `{name, icon, condition, callback(li), group}` on
 * both generations; dnd5e 6 builds V14 entries `{label, icon, group, visible, onClick(event,
 * target)}`. Core V14 still accepts V13-shaped entries but logs `ContextMenuEntry#name` /
 * `#condition` / `#callback` deprecations (until V16) when the menu is shown — hidden by dnd5e
 * 5.3's excludePatterns, recorded on dnd5e 6. Core V13 knows only the V13 shape: a V14-shaped
 * entry shows no label there and clicking it fails, as `callback` is missing.
 *
 * dnd5e's own entries (View, Edit, Duplicate, Delete, Display card) only record that they were
 * chosen (`menu.dnd5eActions`): the sheet actions behind them are not modelled.
 */
import { dispatch, parseHtml } from "./dom";
import type { Item } from "./documents";
import { deprecated } from "./deprecations";
import { rt } from "./runtime";
import type { User } from "./users";
import type { Obj } from "./utils";

/** An entry as core's ContextMenu shows it. */
export interface ShownEntry {
  /** Localized label as the user reads it. */
  readonly label: string;
  /** The entry object the hook handlers saw. */
  readonly entry: Obj;
}

export interface ItemContextMenu {
  /** The sheet row right-clicked (`li.item[data-item-id]`): `target` / `li` for the handlers. */
  readonly target: HTMLElement;
  /** Everything in `ui.context.menuItems` after the hook (dnd5e's and modules' entries). */
  readonly entries: Obj[];
  /** What the menu shows (visible entries), in order. */
  readonly shown: ShownEntry[];
  readonly labels: string[];
  /** dnd5e's own actions chosen from this menu (not performed by the harness). */
  readonly dnd5eActions: string[];
  /** Click the shown entry with this (localized) label, as the user who opened the menu. */
  click(label: string): Promise<unknown>;
}

/** dnd5e's standard item entries in the stack's shape (inventory.mjs `_getContextOptions`). */
function dnd5eEntries(item: Item, record: (action: string) => void): Obj[] {
  const owner = (): boolean => item.isOwner;
  const standard: [key: string, icon: string, visible: () => boolean, action: string][] = [
    ["DND5E.ItemView", "fa-eye fa-fw", () => true, "view"],
    ["DND5E.ContextMenuActionEdit", "fa-edit fa-fw", owner, "edit"],
    ["DND5E.ContextMenuActionDuplicate", "fa-copy fa-fw", owner, "duplicate"],
    ["DND5E.ContextMenuActionDelete", "fa-trash fa-fw", owner, "delete"],
    ["DND5E.DisplayCard", "fa-message", () => Boolean(item.actor), "displayCard"],
  ];
  const v14 = rt().features.dnd5eContextEntries === "v14";
  return standard.map(([key, icon, visible, action]) => {
    const base: Obj = action === "delete" ? { id: "delete" } : {};
    base.icon = `<i class="fa-solid ${icon}"></i>`;
    return v14
      ? { ...base, label: key, visible, onClick: () => record(action) }
      : { ...base, name: key, condition: visible, callback: () => record(action) };
  });
}

/** The V13 keys of an entry and their V14 names. */
const RENAMED = { name: "label", condition: "visible", callback: "onClick" };

/** Core ContextMenu reading one entry (V14 converts and deprecates V13 keys). */
function readEntry(entry: Obj, target: HTMLElement): ShownEntry | null {
  const coreV14 = rt().features.coreContextMenu === "v14";
  const legacy = Object.keys(RENAMED).some((key) => key in entry);
  if (coreV14 && legacy)
    for (const [old, replacement] of Object.entries(RENAMED))
      if (old in entry) {
        const message = `ContextMenuEntry#${old} is deprecated in favor of ContextMenuEntry#${replacement}.`;
        deprecated("core", message, { since: 14, until: 16 });
      }
  const labelKey = coreV14 ? (entry.label ?? entry.name) : entry.name;
  const test = coreV14 ? (entry.visible ?? entry.condition) : entry.condition;
  const visible =
    typeof test === "function" ? Boolean((test as (t: HTMLElement) => unknown)(target)) : (test ?? true);
  if (!visible) return null;
  return {
    label: typeof labelKey === "string" ? rt().i18n.localize(labelKey) : "",
    entry,
  };
}

/**
 * Right-click an item on its actor's sheet as `user` (default: the current user): dnd5e builds
 * its entries, modules add theirs in `dnd5e.getItemContextOptions`, core shows the visible ones.
 */
export function rightClickItem(item: Item, user?: User): ItemContextMenu {
  const r = rt();
  const as = user ?? r.currentUser();
  const dnd5eActions: string[] = [];
  const target = parseHtml(
    `<li class="item" data-item-id="${item.id}" data-entry-id="${item.id}"><div class="item-name">${item.name}</div></li>`,
  )[0] as HTMLElement;
  return r.asUser(as, () => {
    const entries = dnd5eEntries(item, (action) => dnd5eActions.push(action));
    r.hooks.callAll("dnd5e.getItemContextOptions", item, entries);
    const shown = entries.map((e) => readEntry(e, target)).filter((e): e is ShownEntry => e !== null);
    const menu: ItemContextMenu = {
      target,
      entries,
      shown,
      labels: shown.map((e) => e.label),
      dnd5eActions,
      click: (label: string) => clickEntry(menu, label, as),
    };
    return menu;
  });
}

async function clickEntry(menu: ItemContextMenu, label: string, user: User): Promise<unknown> {
  const r = rt();
  const found = menu.shown.find((e) => e.label === label);
  if (!found)
    throw new Error(
      `The item menu shows no "${label}"; it shows: ${menu.labels.map((l) => `"${l}"`).join(", ")}`,
    );
  const coreV14 = r.features.coreContextMenu === "v14";
  return r.asUser(user, async () => {
    const event = dispatch(menu.target, "click");
    const { entry } = found;
    if (coreV14 && typeof entry.onClick === "function")
      return (entry.onClick as (event: Event, target: HTMLElement) => unknown)(event, menu.target);
    if (typeof entry.callback === "function")
      return (entry.callback as (li: HTMLElement) => unknown)(menu.target);
    throw new TypeError(
      `ContextMenu: the entry "${label}" has no ${coreV14 ? "onClick" : "callback"} function`,
    );
  });
}
