/**
 * The driver behind `npm run foundry:check`: in a Chromium it logs into a running Foundry world's
 * `/join` page (the user select `userid`, the `password` field, the `join` button), waits for
 * `game.ready`, checks that the user is a GM and that the module is enabled with its API, runs
 * `game.modules.get("kynthaettir").api.selfCheck()` and, when the report window opens, presses its
 * "Copy" button — the module puts the report's text on the clipboard, which the driver catches — so
 * the check resolves with the report. Anything that stops it is a `CheckFailure` with one sentence
 * that says what to do. The browser smoke test runs this same code against the harness's look-alike.
 */
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import type { SelfCheckReport } from "../../src/selfcheck";

export const MODULE_ID = "kynthaettir";

/** Why the check could not run, in one sentence for the maintainer. */
export class CheckFailure extends Error {}

export interface CheckOptions {
  url: string;
  user: string;
  password?: string;
  browser: Browser;
  /** How long the server has to answer, and the world to load (default 15 s and 120 s). */
  answerTimeoutMs?: number;
  readyTimeoutMs?: number;
  /** How long the self-check may take (default 10 minutes). */
  checkTimeoutMs?: number;
}

export interface BrowserMessage {
  type: string;
  text: string;
}

export interface CheckOutcome {
  url: string;
  user: string;
  report: SelfCheckReport;
  /** The report as the module copies it for a bug report. */
  text: string;
  /** Errors and warnings the page logged (console, uncaught errors) while the driver ran. */
  browserMessages: BrowserMessage[];
}

const REPORT_COPY = '.kynthaettir-self-check-report button[data-action="copy"]';

function baseUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CheckFailure(
      `"${url}" is not a URL: give the address of the Foundry server, e.g. http://localhost:30000`,
    );
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new CheckFailure(`"${url}" is not an http(s) address`);
  parsed.pathname = parsed.pathname.endsWith("/") ? parsed.pathname : `${parsed.pathname}/`;
  parsed.search = "";
  parsed.hash = "";
  return parsed;
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The server answers at all (before a browser is asked to). */
async function preflight(join: URL, timeoutMs: number): Promise<void> {
  try {
    await fetch(join, { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new CheckFailure(
      `Foundry did not answer at ${join.origin}${join.pathname.replace(/join$/, "")} (${reason(error)}): is the server running?`,
    );
  }
}

async function logIn(
  page: Page,
  join: URL,
  user: string,
  password: string,
  timeoutMs: number,
): Promise<void> {
  await page.goto(join.href, { waitUntil: "domcontentloaded", timeout: timeoutMs });
  const select = page.locator('select[name="userid"]');
  const noWorld = (): CheckFailure =>
    new CheckFailure(
      `No world is running at ${join.origin}: ${page.url()} has no join form; launch the world, then try again`,
    );
  // Without a running world Foundry sends /join on to its setup (or licence) page.
  if (!new URL(page.url()).pathname.endsWith("/join")) throw noWorld();
  try {
    await select.waitFor({ state: "attached", timeout: timeoutMs });
  } catch {
    throw noWorld();
  }
  const options = await select
    .locator("option")
    .evaluateAll((list) =>
      list.map((o) => ({ label: (o.textContent ?? "").trim(), disabled: (o as HTMLOptionElement).disabled })),
    );
  const option = options.find((o) => o.label === user);
  if (!option) {
    const names = options.map((o) => o.label).filter(Boolean);
    throw new CheckFailure(`This world has no user "${user}" (its users: ${names.join(", ") || "none"})`);
  }
  if (option.disabled)
    throw new CheckFailure(`"${user}" is already connected to this world: log that session out first`);
  await select.selectOption({ label: user });
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[name="join"]').click();
  const error = page.locator(".notification.error").first();
  const outcome = await Promise.race([
    page.waitForURL((u) => u.pathname.endsWith("/game"), { timeout: timeoutMs }).then(() => "game" as const),
    error.waitFor({ state: "attached", timeout: timeoutMs }).then(() => "error" as const),
  ]).catch(() => "timeout" as const);
  if (outcome === "error") {
    const text = ((await error.textContent()) ?? "").trim();
    throw new CheckFailure(`Logging in as "${user}" failed: ${text || "the join page refused it"}`);
  }
  if (outcome === "timeout")
    throw new CheckFailure(`Logging in as "${user}" did not reach /game within ${timeoutMs / 1000} s`);
}

interface WorldStatus {
  isGM: boolean;
  module: "missing" | "inactive" | "no-api" | "ok";
}

async function worldStatus(page: Page): Promise<WorldStatus> {
  return page.evaluate((id) => {
    const g = (
      globalThis as unknown as {
        game: {
          user: { isGM: boolean };
          modules: { get(id: string): { active: boolean; api?: { selfCheck?: unknown } } | undefined };
        };
      }
    ).game;
    const mod = g.modules.get(id);
    const module = !mod
      ? "missing"
      : !mod.active
        ? "inactive"
        : typeof mod.api?.selfCheck !== "function"
          ? "no-api"
          : "ok";
    return { isGM: g.user.isGM, module } as const;
  }, MODULE_ID);
}

/** Starts the self-check, presses "Copy" in its report window, and resolves with report and text. */
async function selfCheck(
  page: Page,
  timeoutMs: number,
): Promise<{ report: SelfCheckReport | null; text: string | null }> {
  await page.evaluate((id) => {
    const w = globalThis as unknown as Record<string, unknown> & {
      game: { modules: { get(id: string): { api: { selfCheck(): Promise<unknown> } } } };
    };
    w["__kynthaettirCopied"] = null;
    // The report's "Copy" button writes to the clipboard: the driver keeps what it writes.
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void (w["__kynthaettirCopied"] = text) },
    });
    w["__kynthaettirCheck"] = w.game.modules
      .get(id)
      .api.selfCheck()
      .then(
        (report) => ({ report }),
        (error: unknown) => ({ error: String(error) }),
      );
  }, MODULE_ID);
  try {
    await page.locator(REPORT_COPY).click({ timeout: timeoutMs });
  } catch {
    throw new CheckFailure(`The self-check's report did not appear within ${timeoutMs / 1000} s`);
  }
  const result = await page.evaluate(
    () =>
      (globalThis as unknown as { __kynthaettirCheck: Promise<{ report?: unknown; error?: string }> })
        .__kynthaettirCheck,
  );
  if (result.error) throw new CheckFailure(`The self-check stopped with an error: ${result.error}`);
  const text = await page.evaluate(
    () => (globalThis as unknown as { __kynthaettirCopied: string | null }).__kynthaettirCopied,
  );
  return { report: (result.report ?? null) as SelfCheckReport | null, text };
}

function record(page: Page, messages: BrowserMessage[]): void {
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error" || m.type() === "warning") messages.push({ type: m.type(), text: m.text() });
  });
  page.on("pageerror", (error) => messages.push({ type: "pageerror", text: error.message }));
}

export async function runFoundryCheck(options: CheckOptions): Promise<CheckOutcome> {
  const { user, password = "", browser } = options;
  const answer = options.answerTimeoutMs ?? 15_000;
  const ready = options.readyTimeoutMs ?? 120_000;
  const checkTimeout = options.checkTimeoutMs ?? 600_000;
  const base = baseUrl(options.url);
  const join = new URL("join", base);
  await preflight(join, answer);
  const context = await browser.newContext();
  // tsx (esbuild's keepNames) wraps named functions in `__name(…)`; the functions handed to the
  // page carry that call with them, so the page gets the identity helper first.
  await context.addInitScript("globalThis.__name ??= (fn) => fn;");
  const messages: BrowserMessage[] = [];
  try {
    const page = await context.newPage();
    record(page, messages);
    await logIn(page, join, user, password, answer);
    try {
      await page.waitForFunction(
        () => (globalThis as { game?: { ready?: boolean } }).game?.ready === true,
        null,
        {
          timeout: ready,
        },
      );
    } catch {
      throw new CheckFailure(
        `The world did not finish loading within ${ready / 1000} s (game.ready stayed false)`,
      );
    }
    const status = await worldStatus(page);
    if (!status.isGM)
      throw new CheckFailure(
        `"${user}" is not a Gamemaster in this world: the self-check needs a GM, log in as one`,
      );
    if (status.module === "missing")
      throw new CheckFailure(`The module ${MODULE_ID} is not installed in this world`);
    if (status.module === "inactive")
      throw new CheckFailure(
        `The module ${MODULE_ID} is not enabled in this world: enable it in Manage Modules and reload`,
      );
    if (status.module === "no-api") {
      const first = messages.find((m) => m.type !== "warning")?.text.split("\n")[0];
      throw new CheckFailure(
        `The module ${MODULE_ID} is enabled but published no API: its init failed${first ? ` (${first})` : ""}`,
      );
    }
    const { report, text } = await selfCheck(page, checkTimeout);
    if (!report) throw new CheckFailure(`The self-check refused to run for "${user}" (it is GM only)`);
    return { url: base.href, user, report, text: text ?? "", browserMessages: messages };
  } finally {
    await context.close();
  }
}
