/**
 * `npm run screenshots [-- --out <dir>] [--stack <stack id>]`: renders what a player and a GM see
 * in headless Chromium (Debian's `chromium`, the smoke test's set-up: the harness bundled for the
 * page, dist/ served at Foundry's paths) with the module's stylesheet and a Foundry-like theme
 * (shots/theme.ts), and writes the PNGs module.json's `media` lists (shots/media.ts) into media/:
 * the choice dialog for a half-elf and a dragonborn (540 px, as the module opens it), the breath
 * card as the GM and as a player see it in the 300 px chat sidebar at Foundry's 14 px, the
 * self-check's report window, and the cover. dist/ is built first when a source is newer than it.
 * It then prints how many lines each part of the card takes, and exits 1 when a row of the card
 * wraps past two lines (the PNGs are written all the same).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import { STACKS, type StackId } from "../../test/harness/stacks";
import { ROOT } from "../lib/project";
import { bundlePage } from "./bundle";
import { ChromiumMissing, launchChromium } from "./chromium";
import { LOOK_ALIKE_USERS, startHarnessServer, type HarnessServer } from "./server";
import { ensureDist } from "./shots/dist";
import { COVER, SHOTS, type ShotFile } from "./shots/media";
import { describeMeasure, measureCard, rowsOver, type CardMeasure } from "./shots/measure";
import {
  answerHalfElf,
  breathAgainSavesOnly,
  breathAtThree,
  characterWithSheet,
  chooseAncestry,
  confirm,
  dropRace,
  GM_CARD,
  selfCheckReport,
  setThemes,
  showClientsCard,
  SHOWN_CARD,
} from "./shots/scenes";
import { SIDEBAR_WIDTH, themeCss } from "./shots/theme";

/** The most lines a row of the card may take in the 300 px sidebar (issue 21). */
export const MAX_ROW_LINES = 2;
const VIEWPORT = { width: 1280, height: 900 };
const MARGIN = 24;

const { values } = parseArgs({
  options: { out: { type: "string" }, stack: { type: "string" } },
});
const out = path.resolve(values.out ?? path.join(ROOT, "media"));
const stack = (values.stack ?? "v13-dnd5e53") as StackId;
if (!STACKS.some((s) => s.id === stack)) {
  console.error(`screenshots: unknown stack ${stack} (one of ${STACKS.map((s) => s.id).join(", ")})`);
  process.exit(2);
}
const PLAYER = LOOK_ALIKE_USERS.find((u) => u.role === "player")!;

async function open(browser: Browser, server: HarnessServer, connected: string[] = []): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  // tsx (esbuild's keepNames) wraps named functions in `__name(…)`; give the page the identity.
  await context.addInitScript("globalThis.__name ??= (fn) => fn;");
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  const query = connected.length ? `&connected=${connected.join(",")}` : "";
  await page.goto(`${server.url}/smoke?stack=${stack}${query}`);
  await page.evaluate(() => window.kynPage.booted);
  await page.addStyleTag({ content: themeCss() });
  await setThemes(page, "dark", "dark");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

function file(name: ShotFile): string {
  return path.join(out, name);
}

/** A window with a margin of the scene around it (no hover or focus ring on it). */
async function shootWindow(page: Page, selector: string, name: ShotFile): Promise<void> {
  await page.mouse.move(0, VIEWPORT.height - 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const box = (await page.locator(selector).boundingBox())!;
  const x = Math.max(0, Math.floor(box.x - MARGIN));
  const y = Math.max(0, Math.floor(box.y - MARGIN));
  await page.screenshot({
    path: file(name),
    clip: {
      x,
      y,
      width: Math.ceil(box.width + 2 * MARGIN),
      height: Math.ceil(box.y - y + box.height + MARGIN),
    },
  });
}

/** The chat sidebar from its top down to just below the card. */
async function shootSidebar(page: Page, card: string, name: ShotFile): Promise<void> {
  const box = (await page.locator(card).boundingBox())!;
  await page.screenshot({
    path: file(name),
    clip: {
      x: VIEWPORT.width - SIDEBAR_WIDTH,
      y: 0,
      width: SIDEBAR_WIDTH,
      height: Math.ceil(box.y + box.height + 12),
    },
  });
}

/** The cover's layout: the window in the middle of the scene left of the sidebar, both in the cover's frame. */
async function coverView(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate(
    (dialog, [width, height, sidebar]) => {
      const box = dialog.getBoundingClientRect();
      const element = dialog as HTMLElement;
      element.style.left = `${Math.round((width - sidebar - box.width) / 2)}px`;
      element.style.top = `${Math.max(16, Math.round((height - box.height) / 2))}px`;
    },
    [COVER.size.width, COVER.size.height, SIDEBAR_WIDTH] as const,
  );
}

interface Measured {
  label: string;
  measure: CardMeasure;
}

async function gmAndPlayer(browser: Browser, server: HarnessServer): Promise<Measured[]> {
  const page = await open(browser, server, [PLAYER.id]);
  const aria = await characterWithSheet(page, "Aría");
  const halfElf = await dropRace(page, "half-elf", aria);
  await answerHalfElf(halfElf);
  await shootWindow(page, "dialog.kynthaettir-race-choices", "dialog-half-elf.png");
  await confirm(page, halfElf);

  const fafnir = await characterWithSheet(page, "Fáfnir", { str: 14, con: 14 });
  const dragonborn = await dropRace(page, "dragonborn", fafnir);
  await chooseAncestry(dragonborn, "red");
  await confirm(page, dragonborn);
  await breathAtThree(page, fafnir);
  const gm = await measureCard(page, GM_CARD);
  await shootSidebar(page, GM_CARD, "card-gm.png");

  await setThemes(page, "dark", "light");
  const shown = await showClientsCard(page, PLAYER.id);
  const player = await measureCard(page, SHOWN_CARD);
  await shootSidebar(page, SHOWN_CARD, "card-player.png");
  await shown.restore();
  await setThemes(page, "dark", "dark");

  // The cover: a second dragonborn's dialog open, the first one's card in the sidebar.
  const hrimgerdur = await characterWithSheet(page, "Hrímgerður");
  const second = await dropRace(page, "dragonborn", hrimgerdur);
  await chooseAncestry(second, "blue");
  await shootWindow(page, "dialog.kynthaettir-race-choices", "dialog-dragonborn.png");
  await coverView(page, "dialog.kynthaettir-race-choices");
  await page.screenshot({ path: file(COVER.file), clip: { x: 0, y: 0, ...COVER.size } });
  await second.locator('[data-action="close"]').first().click();
  await breathAgainSavesOnly(page, fafnir);
  const saves = await measureCard(page, GM_CARD);
  await page.context().close();
  return [
    { label: "the GM's card", measure: gm },
    { label: "a player's card", measure: player },
    { label: 'the GM\'s card with automation "saves"', measure: saves },
  ];
}

async function selfCheck(browser: Browser, server: HarnessServer): Promise<void> {
  const page = await open(browser, server);
  await selfCheckReport(page);
  await shootWindow(page, "dialog.kynthaettir-self-check-report", "self-check.png");
  await page.context().close();
}

async function main(): Promise<number> {
  await ensureDist();
  mkdirSync(out, { recursive: true });
  const bundleDir = mkdtempSync(path.join(os.tmpdir(), "kynthaettir-shots-"));
  let browser: Browser | null = null;
  let server: HarnessServer | null = null;
  try {
    await bundlePage(bundleDir);
    server = await startHarnessServer({ bundleDir, world: { stack } });
    browser = await launchChromium();
    const cards = await gmAndPlayer(browser, server);
    await selfCheck(browser, server);
    console.log(
      `screenshots (${stack}) in ${path.relative(ROOT, out) || "."}/: ${SHOTS.map((s) => s.file).join(", ")}`,
    );
    for (const { label, measure } of cards) console.log(describeMeasure(label, measure));
    const over = cards.flatMap(({ label, measure }) =>
      rowsOver(measure, MAX_ROW_LINES).map((p) => ({ ...p, name: `${label}: ${p.name}` })),
    );
    if (over.length) {
      console.error(
        `screenshots: ${over.length} row(s) of the card wrap past ${MAX_ROW_LINES} lines at ${SIDEBAR_WIDTH} px: ` +
          over.map((p) => `${p.name} (${p.lines})`).join(", "),
      );
      return 1;
    }
    return 0;
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ChromiumMissing) console.error(`screenshots: ${error.message}`);
    else console.error(error);
    process.exit(2);
  },
);
