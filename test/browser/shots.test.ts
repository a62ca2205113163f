/**
 * What `npm run screenshots` relies on, in Chromium: the card measure counts the lines a row
 * really takes (whatever its line height), and the screenshot theme hands the module's stylesheet
 * Foundry's theme properties, so the dark and the light theme draw the card differently.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chromiumPath, launchChromium } from "../../scripts/browser/chromium";
import { measureCard, rowsOver } from "../../scripts/browser/shots/measure";
import { SIDEBAR_WIDTH, themeCss } from "../../scripts/browser/shots/theme";
import { DIST } from "../../scripts/lib/project";

let browser: Browser;
let page: Page;
let missing: Error | null = null;

beforeAll(async () => {
  try {
    chromiumPath();
  } catch (error) {
    missing = error as Error;
    return;
  }
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
}, 60_000);

// A failing beforeEach fails its test, with the line that says how to install Chromium.
beforeEach(() => {
  if (missing) throw missing;
});

afterAll(async () => {
  await browser?.close();
});

/** A card of the module's shape in the sidebar, its rows' cells as given. */
async function card(rows: string[][], bodyClass = "theme-dark"): Promise<void> {
  const css = readFileSync(path.join(DIST, "kynthaettir.css"), "utf8");
  const body = rows
    .map(
      ([name, ...cells]) =>
        `<tr class="breath-target" data-status="applied"><td class="breath-name">${name}</td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`,
    )
    .join("");
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style><style>${themeCss()}</style></head>` +
      `<body class="${bodyClass}"><aside id="sidebar"><ol id="chat-log"><li class="chat-message">` +
      `<div class="message-content"><div class="kynthaettir breath-card"><header class="breath-header"><h3>Andardráttur Fáfnis</h3>` +
      `<p class="breath-summary">Erfiðleikastig 12 · lipurð</p></header><table class="breath-targets"><tbody>${body}</tbody></table></div></div>` +
      `</li></ol></aside></body></html>`,
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe("the card measure", () => {
  it("counts each row's lines by its tallest cell, at any line height", async () => {
    await card([
      ["Drýsill", "3", "9"],
      ["Njósnari", "17<br>(d20: 17)", "4"],
      ["Eldvættur", "6", "a<br>b<br>c"],
    ]);
    await page.addStyleTag({ content: ".breath-targets td { line-height: 2.5; }" });
    const measure = await measureCard(page, "#chat-log li.chat-message");
    expect(measure.parts.filter((p) => p.kind === "row").map((p) => [p.name, p.lines])).toEqual([
      ["Drýsill", 1],
      ["Njósnari", 2],
      ["Eldvættur", 3],
    ]);
    expect(rowsOver(measure, 2).map((p) => p.name)).toEqual(["Eldvættur"]);
    expect(measure.parts.find((p) => p.kind === "line")).toMatchObject({ name: "breath-summary", lines: 1 });
  });

  it("measures the card in the 300 px sidebar at Foundry's 14 px", async () => {
    await card([["Drýsill", "3", "9"]]);
    const measure = await measureCard(page, "#chat-log li.chat-message");
    expect(measure.fontSizePx).toBe(14);
    expect(measure.widthPx).toBeLessThan(SIDEBAR_WIDTH);
    expect(measure.widthPx).toBeGreaterThan(SIDEBAR_WIDTH - 40);
  });
});

describe("the screenshot theme", () => {
  const accent = (): Promise<string[]> =>
    page.evaluate(() => {
      const root = document.querySelector(".kynthaettir.breath-card")!;
      return [
        getComputedStyle(root).getPropertyValue("--kynthaettir-accent").trim(),
        getComputedStyle(document.body).getPropertyValue("--color-text-accent").trim(),
      ];
    });

  it("gives the module's stylesheet the dark and the light theme's --color-text-accent", async () => {
    await card([["Drýsill", "3", "9"]], "theme-dark");
    const [darkCard, dark] = await accent();
    expect(darkCard).toBe(dark);
    await card([["Drýsill", "3", "9"]], "theme-light");
    const [lightCard, light] = await accent();
    expect(lightCard).toBe(light);
    expect(light).not.toBe(dark);
  });
});

describe("the module's stylesheet where Foundry's theme gives no colours", () => {
  /** WCAG contrast of two colours given as `rgb(r, g, b)` or `#rrggbb`. */
  const contrast = (a: string, b: string): number => {
    const channels = (c: string): number[] =>
      c.startsWith("#")
        ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
        : (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = (c: string): number => {
      const [r, g, bl] = channels(c).map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
    };
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  const LIGHT = ["#fbf8f2", "#f3efe6"];
  const DARK = ["#23222b", "#12111a"];
  const fallbacks = async (body: string): Promise<string[]> => {
    const css = readFileSync(path.join(DIST, "kynthaettir.css"), "utf8");
    await page.setContent(`<!doctype html><html><head><style>${css}</style></head>${body}</html>`);
    return page.evaluate(() => {
      const card = getComputedStyle(document.querySelector(".kynthaettir.breath-card")!);
      return ["accent", "muted", "pass", "fail"].map((n) =>
        card.getPropertyValue(`--kynthaettir-${n}`).trim(),
      );
    });
  };
  const readableOn = (colours: string[], grounds: string[]): void => {
    for (const colour of colours)
      for (const ground of grounds)
        expect(contrast(colour, ground), `${colour} on ${ground}`).toBeGreaterThanOrEqual(4.5);
  };

  it("falls back to colours readable on the theme's own background, dark and light", async () => {
    const dark = await fallbacks(
      '<body class="theme-dark"><div class="kynthaettir breath-card"></div></body>',
    );
    const light = await fallbacks(
      '<body class="theme-light"><div class="kynthaettir breath-card"></div></body>',
    );
    readableOn(dark, DARK);
    readableOn(light, LIGHT);
    expect(dark).not.toEqual(light);
    // No theme class at all: the light palette.
    expect(await fallbacks('<body><div class="kynthaettir breath-card"></div></body>')).toEqual(light);
  });

  it("follows the nearest theme: a light sidebar in a dark body, a dark window in a light one", async () => {
    const card = '<div class="kynthaettir breath-card"></div>';
    const dark = await fallbacks(`<body class="theme-dark">${card}</body>`);
    const light = await fallbacks(`<body class="theme-light">${card}</body>`);
    expect(
      await fallbacks(`<body class="theme-dark"><aside class="themed theme-light">${card}</aside></body>`),
    ).toEqual(light);
    expect(
      await fallbacks(
        `<body class="theme-light"><section class="themed theme-dark">${card}</section></body>`,
      ),
    ).toEqual(dark);
    expect(
      await fallbacks(
        `<body class="theme-dark"><div class="themed theme-light"><div class="themed theme-dark">${card}</div></div></body>`,
      ),
    ).toEqual(dark);
  });
});
