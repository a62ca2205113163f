/**
 * dnd5e's character sheet and compendium browser, as the race flow meets them: the sheet's "add
 * species" button (`CharacterActorSheet#findItem` for `race`, dnd5e 5.3.3 and 6.x
 * module/applications/actor/character-sheet.mjs) opens dnd5e's `CompendiumBrowser.selectOne` with
 * the type locked to races and hands the pick straight to the sheet's `_onDropCreateItems`,
 * without `dropActorSheetData`, so dnd5e's data model refuses a second race (its singleton check,
 * in English) before any `preCreateItem` hook could offer the replacement. The module takes the
 * click over: ApplicationV2 runs a `[data-action]` from one click listener on the window, so a
 * listener on the button itself that stops the click keeps dnd5e's action from running.
 */

/** The add-species button on dnd5e's character sheet (templates/actors/tabs/character-details.hbs). */
export const SPECIES_BUTTON = '[data-action="findItem"][data-item-type="race"]';

/** dnd5e's character sheet as far as the module uses it. */
export interface CharacterSheetLike {
  readonly actor: Actor5e;
  readonly isEditable: boolean;
  _detachOptions?(): Record<string, unknown>;
  _onDropCreateItems(event: unknown, items: Record<string, unknown>[]): Promise<unknown>;
}

interface ClickTarget {
  addEventListener(
    type: string,
    listener: (event: { stopPropagation(): void; preventDefault(): void }) => void,
  ): void;
  dataset?: Record<string, string | undefined>;
}

interface QueryRoot {
  querySelector(selector: string): ClickTarget | null;
}

interface BrowserClass {
  selectOne(
    options: Record<string, unknown>,
    renderOptions?: Record<string, unknown>,
  ): Promise<string | null>;
}

interface Dnd5eApplications {
  dnd5e?: { applications?: { CompendiumBrowser?: BrowserClass } };
  game: {
    items?: { fromCompendium?(doc: unknown, options: Record<string, unknown>): Record<string, unknown> };
  };
}

const env = (): Dnd5eApplications => globalThis as unknown as Dnd5eApplications;

/** The rendered sheet as the race flow needs it, or null for anything else. */
export function characterSheet(app: unknown): CharacterSheetLike | null {
  const sheet = app as Partial<CharacterSheetLike> | null;
  const actor = sheet?.actor as { documentName?: unknown } | undefined;
  if (!sheet || actor?.documentName !== "Actor" || typeof sheet._onDropCreateItems !== "function")
    return null;
  return sheet as CharacterSheetLike;
}

/**
 * Takes over the add-species button of a freshly rendered sheet: `onClick` gets the click event,
 * dnd5e's own action does not run. False when the sheet shows no such button (a race is linked).
 */
export function interceptSpeciesButton(element: unknown, onClick: (event: unknown) => void): boolean {
  const button = (element as Partial<QueryRoot> | null)?.querySelector?.(SPECIES_BUTTON);
  if (!button || typeof button.addEventListener !== "function") return false;
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    event.preventDefault();
    onClick(event);
  });
  return true;
}

/** Whether dnd5e's compendium browser is there to pick from. */
export function hasCompendiumBrowser(): boolean {
  return typeof env().dnd5e?.applications?.CompendiumBrowser?.selectOne === "function";
}

/** The race the user picks in dnd5e's compendium browser, as dnd5e's button opens it; null when closed. */
export async function pickSpecies(sheet: CharacterSheetLike): Promise<string | null> {
  const browser = env().dnd5e?.applications?.CompendiumBrowser;
  if (!browser) return null;
  const filters = { locked: { types: new Set(["race"]) } };
  const result = await browser.selectOne({ filters }, sheet._detachOptions?.() ?? {});
  return typeof result === "string" && result ? result : null;
}

/** What dnd5e's button does with a pick that is not ours: a copy handed to the sheet's creation. */
export async function createAsSpeciesButton(
  sheet: CharacterSheetLike,
  event: unknown,
  uuid: string,
): Promise<void> {
  const doc = await fromUuid(uuid);
  const fromCompendium = env().game.items?.fromCompendium;
  if (!doc || typeof fromCompendium !== "function") return;
  const data = fromCompendium.call(env().game.items, doc, { keepId: true });
  await sheet._onDropCreateItems(event, [data]);
}
