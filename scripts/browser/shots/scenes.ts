/**
 * What each screenshot shows, set up in the browser page (scripts/browser/page) by the same real
 * events the smoke test uses: a race dragged from the compendium onto a sheet, the dialog answered
 * with its own selects and radios, the breath used from the sheet's button. The GM's page has a
 * player's client connected too (page/boot.ts `connected`), so the one card the GM's client posts
 * is also rendered as that player sees it.
 */
import type { Locator, Page } from "playwright-core";
import { RACE_DOC_IDS, type RaceId } from "../../../src/content/ids";
import { type Theme } from "./theme";

export const CHOICES = "dialog.kynthaettir-race-choices";
export const REPORT = "dialog.kynthaettir-self-check-report";
const CARD = "li.chat-message:has(.kynthaettir.breath-card)";

const sheet = (actorId: string): string => `section.sheet.actor[data-document-uuid="Actor.${actorId}"]`;
const raceEntry = (race: RaceId): string => `#compendia li[data-entry-id="${RACE_DOC_IDS[race]}"]`;

export const settle = (page: Page): Promise<void> => page.evaluate(() => window.kynPage.settle());

/** The applications' theme (the body's) and the chat sidebar's (V13 themes them apart). */
export async function setThemes(page: Page, applications: Theme, sidebar: Theme): Promise<void> {
  await page.evaluate(
    ([app, side]) => {
      document.body.classList.remove("theme-dark", "theme-light");
      document.body.classList.add(`theme-${app}`);
      const bar = document.getElementById("sidebar")!;
      bar.classList.remove("theme-dark", "theme-light");
      bar.classList.add("themed", `theme-${side}`);
    },
    [applications, sidebar] as const,
  );
}

/** A character with a sheet open, ready for a race to be dropped on it. */
export async function characterWithSheet(
  page: Page,
  name: string,
  scores: Record<string, number> = {},
): Promise<string> {
  return page.evaluate(
    async ([n, s]) => {
      const k = window.kynPage;
      const id = await k.character(n, s);
      if (!document.querySelector("#compendia section")) k.showCompendium("kynthaettir.races");
      k.openSheet(id);
      await k.settle();
      return id;
    },
    [name, scores] as const,
  );
}

/** Drags a race from the compendium onto the character's sheet; resolves with its open dialog. */
export async function dropRace(page: Page, race: RaceId, actorId: string): Promise<Locator> {
  await page.dragAndDrop(raceEntry(race), sheet(actorId));
  const dialog = page.locator(CHOICES);
  await dialog.waitFor();
  return dialog;
}

/** The half-elf's answers, chosen in the dialog's selects. */
export async function answerHalfElf(dialog: Locator): Promise<void> {
  await dialog.locator('select[name="abilities-1"]').selectOption("dex");
  await dialog.locator('select[name="abilities-2"]').selectOption("con");
  await dialog.locator('select[name="skills-1"]').selectOption("prc");
  await dialog.locator('select[name="skills-2"]').selectOption("ste");
  await dialog.locator('select[name="language"]').selectOption("dwarvish");
}

export async function chooseAncestry(dialog: Locator, ancestry: string): Promise<void> {
  await dialog.locator(`input[name="ancestry"][value="${ancestry}"]`).click();
}

export async function confirm(page: Page, dialog: Locator): Promise<void> {
  await dialog.locator('button[data-action="confirm"]').click();
  await dialog.waitFor({ state: "detached" });
  await settle(page);
}

/**
 * A red dragonborn breathes from its sheet at three creatures: 2d6 = 9 fire against DC 12; the
 * goblin fails (3), the scout saves (17), the fire spirit fails (6) but resists fire.
 */
export async function breathAtThree(page: Page, breatherId: string): Promise<void> {
  await page.evaluate(async (fafnir) => {
    const k = window.kynPage;
    const goblin = await k.npc("Drýsill", 40);
    const scout = await k.npc("Njósnari", 40);
    const spirit = await k.npc("Eldvættur", 40);
    await k.world.actors.get(spirit)!.update({ "system.traits.dr.value": ["fire"] });
    await k.token(fafnir, 550, 550);
    await k.token(goblin, 750, 550);
    await k.token(scout, 850, 650);
    await k.token(spirit, 850, 450);
    await k.settle();
    k.placements.place(600, 550, 0);
    k.world.dice.force(4, 5, 3, 17, 6);
  }, breatherId);
  await page
    .locator(`${sheet(breatherId)} li.item:has-text("Andardráttur Fáfnis") [data-action="use"]`)
    .click();
  await page.locator(`#chat-log ${CARD}`).waitFor();
  await settle(page);
}

/**
 * The same breath again with automation "saves": its use given back, the saves rolled (3, 17, 6
 * again) and the damage left for the GM's "apply" button.
 */
export async function breathAgainSavesOnly(page: Page, breatherId: string): Promise<void> {
  const before = await page.locator(`#chat-log ${CARD}`).count();
  await page.evaluate(async (fafnir) => {
    const k = window.kynPage;
    await k.world.game.settings.set("kynthaettir", "breathAutomation", "saves");
    const item = [...k.world.actors.get(fafnir)!.items].find((i) => i.name === "Andardráttur Fáfnis")!;
    await item.update({ "system.uses.spent": 0 });
    await k.settle();
    k.placements.place(600, 550, 0);
    k.world.dice.force(4, 5, 3, 17, 6);
  }, breatherId);
  await page
    .locator(`${sheet(breatherId)} li.item:has-text("Andardráttur Fáfnis") [data-action="use"]`)
    .click();
  await page.locator(`#chat-log ${CARD}`).nth(before).waitFor();
  await settle(page);
}

/** The page's own (GM's) copy of the card. */
export const GM_CARD = `#chat-log ${CARD}`;

/** Shows a connected user's copy of the card in the sidebar instead of the GM's; returns to the GM's with the result's `restore`. */
export async function showClientsCard(page: Page, userId: string): Promise<{ restore(): Promise<void> }> {
  await page.evaluate((id) => {
    const own = document.getElementById("chat-log")!;
    const other = document.getElementById(`chat-log-${id}`);
    if (!other?.querySelector(".kynthaettir.breath-card")) throw new Error(`${id}'s client shows no card`);
    own.style.display = "none";
    const shown = other.cloneNode(true) as HTMLElement;
    shown.id = "chat-log-shown";
    own.after(shown);
  }, userId);
  return {
    restore: () =>
      page.evaluate(() => {
        document.getElementById("chat-log-shown")?.remove();
        document.getElementById("chat-log")!.style.display = "";
      }),
  };
}

export const SHOWN_CARD = `#chat-log-shown ${CARD}`;

/** Runs the self-check and resolves once its report window is open, its passed checks unfolded. */
export async function selfCheckReport(page: Page): Promise<Locator> {
  await page.evaluate(() => {
    const api = window.kynPage.world.game.modules.get("kynthaettir")?.api as {
      selfCheck(): Promise<unknown>;
    };
    void api.selfCheck();
  });
  const report = page.locator(REPORT);
  await report.waitFor({ timeout: 300_000 });
  await report.locator("details.kynthaettir-self-check-passed").evaluate((d) => {
    (d as HTMLDetailsElement).open = true;
  });
  return report;
}
