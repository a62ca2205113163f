/**
 * How many lines each part of a rendered breath card takes, measured in the page: a part's line
 * boxes are the distinct tops of its text's client rectangles (a Range over its contents), so a
 * row that wraps to two lines counts 2 whatever its line height. Each table row counts its tallest
 * cell; the header's and notes' paragraphs count on their own. `heightRatio` is the row's height
 * over one line's height, the same figure measured the other way.
 */
import type { Page } from "playwright-core";

export interface MeasuredPart {
  /** "row" for a target's table row, "line" for a paragraph of the card. */
  kind: "row" | "line";
  /** The row's creature name, or the paragraph's class. */
  name: string;
  text: string;
  lines: number;
  heightPx: number;
  lineHeightPx: number;
  heightRatio: number;
}

export interface CardMeasure {
  /** The card's own width (the message's content box in the 300 px sidebar). */
  widthPx: number;
  fontSizePx: number;
  parts: MeasuredPart[];
}

/** Measures the breath card inside the last chat message `selector` matches. */
export function measureCard(page: Page, selector: string): Promise<CardMeasure> {
  return page.evaluate((sel) => {
    const root = [...document.querySelectorAll(sel)].at(-1)?.querySelector(".kynthaettir.breath-card");
    if (!root) throw new Error(`No breath card in ${sel}`);
    const linesOf = (element: Element): { lines: number; lineHeight: number } => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const tops = new Set(rects.map((r) => Math.round(r.top)));
      const lineHeight = rects.length ? Math.max(...rects.map((r) => r.height)) : 0;
      return { lines: tops.size, lineHeight };
    };
    const part = (kind: "row" | "line", name: string, element: Element, cells: Element[]) => {
      const measured = cells.map(linesOf);
      const lines = Math.max(0, ...measured.map((m) => m.lines));
      const lineHeight = Math.max(0, ...measured.map((m) => m.lineHeight));
      const height = element.getBoundingClientRect().height;
      return {
        kind,
        name,
        text: (element.textContent ?? "").replace(/\s+/g, " ").trim(),
        lines,
        heightPx: Math.round(height * 10) / 10,
        lineHeightPx: Math.round(lineHeight * 10) / 10,
        heightRatio: lineHeight ? Math.round((height / lineHeight) * 100) / 100 : 0,
      };
    };
    const parts = [
      ...[...root.querySelectorAll(":scope > header p, :scope > p")].map((p) =>
        part("line", p.className, p, [p]),
      ),
      ...[...root.querySelectorAll("tr.breath-target")].map((tr) =>
        part("row", tr.querySelector(".breath-name")?.textContent?.trim() ?? "", tr, [...tr.children]),
      ),
    ];
    return {
      widthPx: Math.round(root.getBoundingClientRect().width),
      fontSizePx: parseFloat(getComputedStyle(root).fontSize),
      parts,
    };
  }, selector);
}

/** The card's table rows that wrap past `max` lines. */
export function rowsOver(measure: CardMeasure, max: number): MeasuredPart[] {
  return measure.parts.filter((p) => p.kind === "row" && p.lines > max);
}

/** One line per part, for the script's output. */
export function describeMeasure(label: string, measure: CardMeasure): string {
  const rows = measure.parts.map(
    (p) =>
      `  ${p.kind === "row" ? "row " : "line"} ${p.name.padEnd(18)} ${String(p.lines)} line(s)` +
      ` (${p.heightPx} px / ${p.lineHeightPx} px = ${p.heightRatio})  ${p.text}`,
  );
  return [`${label}: card ${measure.widthPx} px wide at ${measure.fontSizePx} px`, ...rows].join("\n");
}
