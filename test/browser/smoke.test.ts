/**
 * The built module in a real browser, on each stack: headless Chromium (Debian's `chromium`,
 * driven by playwright-core) opens a page from a server on 127.0.0.1 that lays out dist/ at
 * Foundry's paths, where the harness, bundled for the browser, is Foundry; the module's
 * `esmodules` load as Foundry loads them and `init`, `setup` and `ready` run as the GM. Then, by
 * real events in the page: a race dragged from the compendium onto a character's sheet, the
 * dialog answered with real selects and clicks; a dragonborn's breath from its sheet at two
 * tokens; the GM's undo clicked on the rendered card. No console error, uncaught error, unhandled
 * rejection or failed request is allowed. Then `npm run foundry:check`'s driver logs into the
 * server's look-alike of a Foundry world's /join and /game pages and runs the self-check, and
 * says in one line why when it cannot.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STACKS, type StackId } from "../harness";
import { bundlePage } from "../../scripts/browser/bundle";
import { chromiumPath, launchChromium } from "../../scripts/browser/chromium";
import { runFoundryCheck, type CheckOutcome } from "../../scripts/browser/driver";
import { startHarnessServer, type HarnessServer, type LookAlikeWorld } from "../../scripts/browser/server";
import { measureCard } from "../../scripts/browser/shots/measure";
import { FONT_SIZE, SIDEBAR_WIDTH, themeCss } from "../../scripts/browser/shots/theme";
import { ROOT } from "../../scripts/lib/project";
import { RACE_DOC_IDS, type RaceId } from "../../src/content/ids";
import { RACES } from "../../src/content/races";
import type { RaceDef } from "../../src/content/races/shared";

/** A race as the content declares it. */
const raceDef = (id: RaceId): RaceDef => RACES.find((r) => r.id === id)!;

let browser: Browser;
let server: HarnessServer;
let bundleDir: string;
/** Why there is no browser: every test fails with it (none is skipped). */
let missing: Error | null = null;

beforeAll(async () => {
  try {
    chromiumPath();
  } catch (error) {
    missing = error as Error;
    return;
  }
  bundleDir = mkdtempSync(path.join(os.tmpdir(), "kynthaettir-page-"));
  await bundlePage(bundleDir);
  server = await startHarnessServer({ bundleDir });
  browser = await launchChromium();
}, 120_000);

// A failing beforeEach fails its test, with the line that says how to install Chromium.
beforeEach(() => {
  if (missing) throw missing;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
});

/** A page whose console errors, uncaught errors, unhandled rejections and failed requests are kept. */
interface Watched {
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** Every URL the page requested that the server answered. */
  loaded: string[];
}

async function watchedPage(): Promise<Watched> {
  const context = await browser.newContext();
  await context.addInitScript(
    `window.addEventListener("unhandledrejection", (e) => console.error("unhandled rejection: " + String(e.reason)));`,
  );
  const page = await context.newPage();
  const problems: string[] = [];
  const loaded: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    else loaded.push(new URL(r.url()).pathname);
  });
  return { context, page, problems, loaded };
}

const sheet = (actorId: string): string => `section.sheet.actor[data-document-uuid="Actor.${actorId}"]`;
const raceEntry = (race: RaceId): string => `#compendia li[data-entry-id="${RACE_DOC_IDS[race]}"]`;
const CHOICES = "dialog.kynthaettir-race-choices";
const UNDO = '#chat-log li.chat-message [data-kyn-breath-action="undo"]';

describe.each(STACKS)("the built module in Chromium ($name)", ({ id: stack }) => {
  let w: Watched;
  let page: Page;
  const text = (key: string, data: Record<string, string> = {}): Promise<string> =>
    page.evaluate(([k, d]) => window.kynPage.world.game.i18n.format(`KYNTHAETTIR.${k}`, d), [
      key,
      data,
    ] as const);
  const notices = (): Promise<string[]> =>
    page.evaluate(() =>
      [...document.querySelectorAll("#notifications li")].map((li) => li.textContent ?? ""),
    );
  const settle = (): Promise<void> => page.evaluate(() => window.kynPage.settle());

  beforeAll(async () => {
    if (missing) return;
    w = await watchedPage();
    page = w.page;
    await page.goto(`${server.url}/smoke?stack=${stack}`);
    await page.evaluate(() => window.kynPage.booted);
  }, 60_000);

  afterAll(async () => {
    await w?.context.close();
  });

  it("loads the module from Foundry's paths, runs init, setup and ready as the GM and publishes the API", async () => {
    for (const file of ["module.json", "lang/is.json", "kynthaettir.css", "kynthaettir.js"])
      expect(w.loaded).toContain(`/modules/kynthaettir/${file}`);
    const state = await page.evaluate(() => {
      const { world } = window.kynPage;
      const api = world.game.modules.get("kynthaettir")?.api as Record<string, unknown> | undefined;
      return {
        stack: world.stack.id,
        isGM: world.game.user.isGM,
        ready: world.game.ready,
        api: Object.keys(api ?? {}).sort(),
        announced: world.hooks.count("kynthaettir.ready"),
        menus: [...world.game.settings.menus.keys()].sort(),
        script: !!document.querySelector('script[type="module"][src="/modules/kynthaettir/kynthaettir.js"]'),
      };
    });
    expect(state).toMatchObject({ stack, isGM: true, ready: true, announced: 1, script: true });
    expect(state.api).toEqual(
      expect.arrayContaining(["addRace", "breathWeapon", "selfCheck", "dropsSettled"]),
    );
    expect(state.menus).toEqual(["kynthaettir.applyAsiMode", "kynthaettir.selfCheck"]);
  });

  it("a half-elf dragged onto Aría's sheet: the dialog's selects answer it, confirm is refused while an ability is chosen twice, and the sheet shows the race", async () => {
    const aria = await page.evaluate(async () => {
      const k = window.kynPage;
      const id = await k.character("Aría");
      k.showCompendium("kynthaettir.races");
      k.openSheet(id);
      await k.settle();
      return id;
    });
    await page.dragAndDrop(raceEntry("half-elf"), sheet(aria));
    const dialog = page.locator(CHOICES);
    await dialog.waitFor();
    const confirm = dialog.locator('button[data-action="confirm"]');
    await dialog.locator('select[name="abilities-1"]').selectOption("str");
    await dialog.locator('select[name="abilities-2"]').selectOption("str");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.locator('select[name="abilities-2"]').selectOption("con");
    await dialog.locator('select[name="skills-1"]').selectOption("his");
    await dialog.locator('select[name="skills-2"]').selectOption("ste");
    await dialog.locator('select[name="language"]').selectOption("dwarvish");
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await dialog.waitFor({ state: "detached" });
    await settle();

    const actor = await page.evaluate((id) => window.kynPage.summary(id), aria);
    const race = raceDef("half-elf").nameIs;
    expect(actor.items.filter((i) => i.type === "race")).toEqual([
      { name: race, type: "race", raceId: "half-elf", ancestry: null },
    ]);
    expect(actor.items.map((i) => i.name)).toContain("Arfleifð huldufólksins");
    expect(actor.abilities).toMatchObject({ str: 11, con: 11, cha: 12, dex: 10, int: 10, wis: 10 });
    expect(actor.proficientSkills).toEqual(["his", "ste"]);
    expect(actor.languages).toEqual(expect.arrayContaining(["common", "dwarvish", "elvish"]));
    await expect
      .poll(() => page.locator(`${sheet(aria)} li.item[data-item-type="race"] .item-name`).textContent())
      .toBe(race);
    expect(await notices()).toContain(await text("Drop.Applied", { actor: "Aría", race }));
  });

  it("a red dragonborn dropped on Fáfnir's sheet breathes from the sheet at two goblins, and the GM's undo on the card gives their hit points back", async () => {
    const ids = await page.evaluate(async () => {
      const k = window.kynPage;
      const fafnir = await k.character("Fáfnir", { str: 14, con: 14 });
      const gobbi = await k.npc("Gobbi", 40);
      const gubbi = await k.npc("Gubbi", 40);
      const hja = await k.npc("Hjá", 40);
      // A 15-ft cone east from Fáfnir's edge covers Gobbi and Gubbi; Hjá stands beside it.
      await k.token(fafnir, 550, 550);
      await k.token(gobbi, 750, 550);
      await k.token(gubbi, 850, 650);
      await k.token(hja, 750, 750);
      k.openSheet(fafnir);
      await k.settle();
      return { fafnir, gobbi, gubbi, hja };
    });
    await page.dragAndDrop(raceEntry("dragonborn"), sheet(ids.fafnir));
    const dialog = page.locator(CHOICES);
    await dialog.waitFor();
    await dialog.locator('input[name="ancestry"][value="red"]').click();
    await dialog.locator('button[data-action="confirm"]').click();
    await dialog.waitFor({ state: "detached" });
    await settle();
    const fafnir = await page.evaluate((id) => window.kynPage.summary(id), ids.fafnir);
    expect(fafnir.items.filter((i) => i.type === "race")).toEqual([
      { name: raceDef("dragonborn").nameIs, type: "race", raceId: "dragonborn", ancestry: "red" },
    ]);
    expect(fafnir.abilities).toMatchObject({ str: 16, con: 14, cha: 11 });
    expect(fafnir.languages).toEqual(["common", "draconic"]);

    // The area lands where a person would place it; dnd5e rolls 2d6 = 9 fire, then saves of 3 and 2 (DC 12).
    await page.evaluate(() => {
      window.kynPage.placements.place(600, 550, 0);
      window.kynPage.world.dice.force(4, 5, 3, 2);
    });
    await page
      .locator(`${sheet(ids.fafnir)} li.item:has-text("Andardráttur Fáfnis") [data-action="use"]`)
      .click();
    await page.locator(UNDO).waitFor();
    await settle();
    const hp = (): Promise<number[]> =>
      page.evaluate((i) => [i.gobbi, i.gubbi, i.hja].map((id) => window.kynPage.summary(id).hp.value), ids);
    expect(await hp()).toEqual([31, 31, 40]);
    expect(await page.locator("#chat-log .breath-target .breath-name").allTextContents()).toEqual([
      "Gobbi",
      "Gubbi",
    ]);
    // In Foundry's 300 px chat sidebar at its 14 px Signika, no part of the card takes more than two lines.
    await page.addStyleTag({ content: themeCss() });
    await page.evaluate(() => document.body.classList.add("theme-dark"));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const measure = await measureCard(page, "#chat-log li.chat-message");
    expect(measure.widthPx).toBeLessThanOrEqual(SIDEBAR_WIDTH);
    expect(measure.fontSizePx).toBe(FONT_SIZE);
    expect(measure.parts.filter((p) => p.kind === "row")).toHaveLength(2);
    expect(measure.parts.filter((p) => p.lines > 2 || p.lines === 0)).toEqual([]);

    await page.locator(UNDO).click();
    await settle();
    expect(await hp()).toEqual([40, 40, 40]);
    await expect.poll(() => page.locator(UNDO).count()).toBe(0);
    expect(await notices()).toContain(await text("Breath.UndoDone"));
  });

  it("a notification's untrusted markup shows as text and runs nothing in the browser", async () => {
    const shown = await page.evaluate(async () => {
      const w = window as unknown as { pwned?: boolean };
      const notes = window.kynPage.world.ui.notifications;
      notes.warn(
        '<noscript><p title="</noscript><img src=x onerror=window.pwned=true>"></p></noscript>Varúð',
      );
      notes.warn('<a href="java&#9;script:window.pwned=true" id="kyn-bad-link">Tengill</a>');
      document.querySelector<HTMLAnchorElement>("#notifications #kyn-bad-link")?.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { pwned: w.pwned === true, images: document.querySelectorAll("#notifications img").length };
    });
    expect(shown).toEqual({ pwned: false, images: 0 });
    expect(await notices()).toEqual(expect.arrayContaining(["Varúð", "Tengill"]));
  });

  it("logged no console error, threw no error, left no rejection unhandled and lost no request", async () => {
    expect(await page.evaluate(() => window.kynPage.errors())).toEqual([]);
    expect(w.problems).toEqual([]);
  });
});

describe("without Chromium", () => {
  it("the browser test fails, saying how to install Debian's chromium", () => {
    expect(() => chromiumPath({ KYNTHAETTIR_CHROMIUM: "/nowhere/chromium" })).toThrow(
      "Chromium was not found at /nowhere/chromium: install Debian's Chromium with `sudo apt-get install chromium`",
    );
  });
});

describe("the page's server and watch", () => {
  it("the server listens on 127.0.0.1 only", () => {
    expect(new URL(server.url).hostname).toBe("127.0.0.1");
  });
  it("notices a console error, an unhandled rejection and a request that fails", async () => {
    const w = await watchedPage();
    try {
      await w.page.goto(`${server.url}/join`);
      await w.page.evaluate(async () => {
        console.error("a console error");
        void Promise.reject(new Error("nobody waits for this"));
        await fetch("/modules/kynthaettir/no-such-file.js").catch(() => undefined);
      });
      await expect.poll(() => w.problems.join("\n")).toContain("nobody waits for this");
      const seen = w.problems.join("\n");
      expect(seen).toContain("console error: a console error");
      expect(seen).toContain("HTTP 404: ");
    } finally {
      await w.context.close();
    }
  });
});

describe("npm run foundry:check against the look-alike of a Foundry world", () => {
  const GM = { user: "Gamemaster", password: "drekavaka" };
  const world = (changes: Partial<LookAlikeWorld>): void => {
    server.world = {
      stack: "v13-dnd5e53",
      moduleActive: true,
      running: true,
      lang: "is",
      metric: true,
      ...changes,
    };
  };
  const check = (options: { user: string; password?: string }, url = server.url): Promise<CheckOutcome> =>
    runFoundryCheck({ url, browser, ...options });

  it.each(STACKS.filter((s) => s.id !== "v14-dnd5e61"))(
    "logs in as the GM, runs the self-check and every check passes ($name)",
    async ({ id }) => {
      world({ stack: id as StackId });
      const outcome = await check(GM);
      expect(outcome.report.checks.filter((c) => !c.ok)).toEqual([]);
      expect(outcome.report.passed).toBe(true);
      expect(outcome.report.checks.length).toBeGreaterThan(30);
      // The text the report window copies: the versions and every check.
      expect(outcome.text).toContain(outcome.report.versions.module);
      expect(outcome.text).toContain("kynthaettir");
      for (const c of outcome.report.checks) expect(outcome.text).toContain(c.label);
      expect(outcome.browserMessages.filter((m) => m.type !== "warning")).toEqual([]);
    },
    60_000,
  );

  it("a wrong password: the join page's error, in one sentence", async () => {
    world({});
    await expect(check({ user: "Gamemaster", password: "rangt" })).rejects.toThrow(
      'Logging in as "Gamemaster" failed: Incorrect password for user Gamemaster.',
    );
  });

  it("a player: the self-check needs a GM", async () => {
    world({});
    await expect(check({ user: "Leikmaður" })).rejects.toThrow(
      '"Leikmaður" is not a Gamemaster in this world',
    );
  });

  it("a user the world does not have: its users are named", async () => {
    world({});
    await expect(check({ user: "Enginn" })).rejects.toThrow(
      'This world has no user "Enginn" (its users: Gamemaster, Leikmaður)',
    );
  });

  it("a world without the module enabled", async () => {
    world({ moduleActive: false });
    await expect(check(GM)).rejects.toThrow("The module kynthaettir is not enabled in this world");
  });

  it("a module whose init failed: no API, and the first error the page logged", async () => {
    world({ menusRefused: true });
    await expect(check(GM)).rejects.toThrow(
      /^The module kynthaettir is enabled but published no API: its init failed \(.*You must provide a menu type/,
    );
  });

  it("a server with no world running", async () => {
    world({ running: false });
    await expect(check(GM)).rejects.toThrow(`No world is running at ${server.url}`);
  });

  it("a URL where nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(check(GM, `http://127.0.0.1:${port}`)).rejects.toThrow(
      `Foundry did not answer at http://127.0.0.1:${port}/ (ECONNREFUSED)`,
    );
  });

  describe("the command", () => {
    /**
     * The command's script in its own process (the server keeps answering in this one meanwhile),
     * through tsx as `npm run foundry:check` runs it (its loader, without tsx's extra process).
     */
    const runWith = (
      env: Record<string, string>,
      ...args: string[]
    ): Promise<{ status: number | null; stdout: string; stderr: string }> =>
      new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ["--import", "tsx", path.join(ROOT, "scripts", "browser", "foundry-check.ts"), ...args],
          { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } },
        );
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
        child.on("error", reject);
        child.on("close", (status) => resolve({ status, stdout, stderr }));
      });
    const run = (...args: string[]): ReturnType<typeof runWith> => runWith({}, ...args);
    let out: string;
    beforeAll(() => {
      out = mkdtempSync(path.join(os.tmpdir(), "kynthaettir-check-"));
    });
    afterAll(() => rmSync(out, { recursive: true, force: true }));

    it("writes the report as JSON and as its text, prints the text and exits 0 (V14 dnd5e 6.1)", async () => {
      world({ stack: "v14-dnd5e61" });
      const file = path.join(out, "report.json");
      const result = await run(
        "--url",
        server.url,
        "--user",
        "Gamemaster",
        "--password",
        "drekavaka",
        "--out",
        file,
      );
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      const json = JSON.parse(readFileSync(file, "utf8")) as CheckOutcome;
      expect(json.report.passed).toBe(true);
      expect(json.report.stack).toContain("6.1");
      const text = readFileSync(path.join(out, "report.txt"), "utf8");
      expect(text.trim()).toBe(json.text);
      expect(result.stdout).toContain(json.text);
    }, 90_000);

    it("a check that fails (another module refuses every chat message): the report is written, one line on stderr, exit code 1", async () => {
      world({ chatBlocked: true });
      const file = path.join(out, "failed.json");
      const result = await run(
        "--url",
        server.url,
        "--user",
        "Gamemaster",
        "--password",
        "drekavaka",
        "--out",
        file,
      );
      const json = JSON.parse(readFileSync(file, "utf8")) as CheckOutcome;
      const failed = json.report.checks.filter((c) => !c.ok);
      expect(json.report.passed).toBe(false);
      expect(failed.map((c) => c.id)).toContain("breath.card");
      expect(readFileSync(path.join(out, "failed.txt"), "utf8")).toContain(failed[0]!.label);
      expect(result.stderr).toBe(
        `foundry:check: the self-check did not pass (${failed.length} of ${json.report.checks.length} checks failed)\n`,
      );
      expect(result.status).toBe(1);
    }, 90_000);

    it("a wrong password: one line on stderr, no stack trace, exit code 2", async () => {
      world({});
      const result = await run("--url", server.url, "--user", "Gamemaster", "--password", "rangt");
      expect(result.stderr).toBe(
        'foundry:check: Logging in as "Gamemaster" failed: Incorrect password for user Gamemaster.\n',
      );
      expect(result.status).toBe(2);
    }, 60_000);

    it("nothing answering, a world without the module, a player: each one line on stderr, no stack trace, exit code 2", async () => {
      world({ moduleActive: false });
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      const [silent, disabled, player] = await Promise.all([
        run("--url", `http://127.0.0.1:${port}`, "--user", "Gamemaster"),
        run("--url", server.url, "--user", "Gamemaster", "--password", "drekavaka"),
        run("--url", server.url, "--user", "Leikmaður"),
      ]);
      expect(silent.stderr).toBe(
        `foundry:check: Foundry did not answer at http://127.0.0.1:${port}/ (ECONNREFUSED): is the server running?\n`,
      );
      expect(disabled.stderr).toMatch(
        /^foundry:check: The module kynthaettir is not enabled in this world[^\n]*\n$/,
      );
      expect(player.stderr).toMatch(/^foundry:check: "Leikmaður" is not a Gamemaster in this world[^\n]*\n$/);
      for (const result of [silent, disabled, player]) {
        expect(result.status).toBe(2);
        expect(result.stdout).toBe("");
      }
    }, 90_000);

    it("without Chromium it says how to install it, in one line, exit code 2", async () => {
      world({});
      const result = await runWith(
        { KYNTHAETTIR_CHROMIUM: path.join(out, "no-chromium-here") },
        "--url",
        server.url,
        "--user",
        "Gamemaster",
      );
      expect(result.stderr).toMatch(
        /^foundry:check: Chromium was not found at .*apt-get install chromium.*\n$/,
      );
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.status).toBe(2);
    });

    it("without --user it says how to call it", async () => {
      const result = await run("--url", server.url);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(
        /^foundry:check: --user is missing; usage: npm run foundry:check -- --url/,
      );
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
    });
  });
});
