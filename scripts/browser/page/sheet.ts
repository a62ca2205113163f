/**
 * What a person drags from and drops onto in the page, reduced to what the module meets:
 * - a compendium's directory (`li.directory-item[draggable]`), whose `dragstart` sets the drag data
 *   as Foundry's compendium directory does: `text/plain` = `{"type": <document name>, "uuid": …}`;
 * - an actor sheet (`section.application.sheet.actor`) whose `drop` goes the way of dnd5e 5.3's
 *   actor sheet (see test/race/support.ts `dropOnSheet` for the step-by-step sources): the drag's
 *   behaviour is kept on `CONFIG.ux.DragDrop.dropEffect` while the drag is over the sheet (Shift →
 *   move, never out of a compendium) and cleared when the drag ends; the drop data is read from
 *   `text/plain` (TextEditor.getDragEventData); `Hooks.call("dropActorSheetData", actor, sheet,
 *   data)` may stop it; otherwise the Item is created on the actor with `keepId`;
 * - each item row's use button (dnd5e's `Item5e#use`: an item with one activity uses it);
 * - the sheet shows the actor's hit points and items, re-rendered when they change.
 */
import type { Actor, Item, World } from "../../../test/harness";

interface DragDropClass {
  dropEffect: string | null;
}

interface ActivityLike {
  use(usage?: object): Promise<unknown>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function dragDrop(world: World): DragDropClass {
  const ux = (world.CONFIG["ux"] ??= {}) as Record<string, unknown>;
  return (ux["DragDrop"] ??= { dropEffect: null }) as DragDropClass;
}

function activitiesOf(item: Item): ActivityLike[] {
  const activities = (item.system as { activities?: { values?(): Iterable<ActivityLike> } }).activities;
  return activities?.values ? [...activities.values()] : [];
}

/** A compendium's entries, draggable as Foundry's compendium directory makes them. */
export function mountCompendium(world: World, packId: string, container: HTMLElement): void {
  const pack = world.packs.get(packId);
  if (!pack) throw new Error(`No compendium ${packId}`);
  const section = document.createElement("section");
  section.className = "compendium directory";
  section.dataset["pack"] = packId;
  section.innerHTML =
    `<h2>${escapeHtml(world.game.i18n.localize(pack.title))}</h2><ol class="directory-list">` +
    [...pack.index]
      .map(
        (entry) =>
          `<li class="directory-item entry document" draggable="true" data-entry-id="${escapeHtml(entry._id)}"` +
          ` data-uuid="${escapeHtml(pack.getUuid(entry._id))}">${escapeHtml(entry.name)}</li>`,
      )
      .join("") +
    `</ol>`;
  section.addEventListener("dragstart", (event) => {
    const li = (event.target as HTMLElement).closest<HTMLElement>("li[data-entry-id]");
    if (!li || !event.dataTransfer) return;
    const data = { type: pack.documentName, uuid: pack.getUuid(li.dataset["entryId"]!) };
    event.dataTransfer.setData("text/plain", JSON.stringify(data));
  });
  container.append(section);
}

function hp(actor: Actor): string {
  const value = (actor.system as { attributes?: { hp?: { value?: unknown; max?: unknown } } }).attributes?.hp;
  return `${String(value?.value ?? "")} / ${String(value?.max ?? "")}`;
}

function contentHtml(actor: Actor): string {
  const rows = [...actor.items]
    .map((item) => {
      const use = activitiesOf(item).length
        ? `<button type="button" class="item-use" data-action="use">${escapeHtml(item.name ?? "")}</button>`
        : "";
      return (
        `<li class="item" data-item-id="${escapeHtml(item.id ?? "")}" data-item-type="${escapeHtml(item.type)}">` +
        `<span class="item-name">${escapeHtml(item.name ?? "")}</span>${use}</li>`
      );
    })
    .join("");
  return (
    `<div class="sheet-header"><span class="hit-points" data-hp>${escapeHtml(hp(actor))}</span></div>` +
    `<ol class="items-list">${rows}</ol>`
  );
}

/** Opens an actor's sheet in `container`; it takes drops and re-renders on its actor's changes. */
export function openSheet(world: World, actor: Actor, container: HTMLElement): HTMLElement {
  const element = document.createElement("section");
  element.className = `application sheet actor dnd5e2 ${actor.type}`;
  element.dataset["documentUuid"] = actor.uuid;
  element.innerHTML =
    `<header class="window-header"><h1 class="window-title">${escapeHtml(actor.name ?? "")}</h1></header>` +
    `<section class="window-content"></section>`;
  const content = element.querySelector<HTMLElement>(".window-content")!;
  const render = (): void => {
    content.innerHTML = contentHtml(actor);
  };
  render();
  const sheet = { actor, document: actor, element };
  const drag = dragDrop(world);

  element.addEventListener("dragover", (event) => {
    event.preventDefault();
    drag.dropEffect = event.shiftKey ? "move" : "copy";
  });
  element.addEventListener("drop", (event) => void onDrop(event));
  document.addEventListener("dragend", () => (drag.dropEffect = null));

  async function onDrop(event: DragEvent): Promise<void> {
    event.preventDefault();
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as Record<string, unknown>;
    } catch {
      return;
    }
    if (typeof data["uuid"] === "string" && data["uuid"].startsWith("Compendium.")) drag.dropEffect = "copy";
    const allowed = world.hooks.call("dropActorSheetData", actor, sheet, data);
    drag.dropEffect = null;
    if (allowed === false || data["type"] !== "Item" || typeof data["uuid"] !== "string") return;
    const item = (await world.fromUuid(data["uuid"])) as Item | null;
    if (!item) return;
    const ItemClass = world.CONFIG["Item"] as {
      documentClass: { createDocuments(d: unknown[], o: object): Promise<unknown> };
    };
    await ItemClass.documentClass.createDocuments([item.toObject()], { parent: actor, keepId: true });
  }

  element.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-action="use"]');
    const id = button?.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    const item = id ? actor.items.get(id) : undefined;
    if (!item) return;
    const [activity, ...others] = activitiesOf(item);
    if (!activity || others.length) throw new Error(`${item.name} has ${others.length + 1} activities`);
    void activity.use({ event });
  });

  const mine = (doc: { id?: string | null; parent?: unknown }): boolean =>
    doc.id === actor.id || doc.parent === actor;
  for (const hook of ["updateActor", "createItem", "updateItem", "deleteItem"])
    world.hooks.on(hook, ((doc: { id?: string | null; parent?: unknown }) => {
      if (mine(doc)) render();
    }) as never);
  container.append(element);
  return element;
}
