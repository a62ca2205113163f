/**
 * The module's stylesheet follows Foundry's light and dark themes: every colour it paints comes
 * from a CSS variable, and the only literal colours are the fallbacks of the module's own custom
 * properties, each behind one of Foundry's theme variables.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import * as sass from "sass";
import { describe, expect, it } from "vitest";

const css = sass.compile(path.resolve("styles/kynthaettir.scss"), { style: "expanded" }).css;
const declarations = [...css.matchAll(/([\w-]+)\s*:\s*([^;{}]+);/g)].map((m) => ({
  property: m[1]!,
  // Sass wraps a long value over lines ("var(\n    --x,\n    …)"): read it as one line.
  value: m[2]!.replace(/\s+/g, " ").replace(/\(\s/g, "(").replace(/\s\)/g, ")").trim(),
}));
const LITERAL = /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i;

describe("the stylesheet on Foundry's themes", () => {
  it("paints no literal colour: each comes from a variable (a literal only as a theme variable's fallback)", () => {
    const outsideFallbacks = (value: string): string =>
      value.replace(/var\(--color-[\w-]+,[^)]*\)/g, "var()");
    const painted = declarations.filter(
      (d) => !d.property.startsWith("--") && LITERAL.test(outsideFallbacks(d.value)),
    );
    expect(painted).toEqual([]);
  });

  it("gives each of its own colour properties a Foundry theme variable first, a fallback second", () => {
    const own = declarations.filter(
      (d) => d.property.startsWith("--kynthaettir-") && !d.property.startsWith("--kynthaettir-fallback-"),
    );
    expect(own.length).toBeGreaterThanOrEqual(5);
    for (const d of own) expect(d.value, d.property).toMatch(/^var\(--color-[\w-]+, .+\)$/);
  });

  it("is the stylesheet the manifest loads", () => {
    const manifest = JSON.parse(readFileSync("module.json", "utf8")) as { styles: string[] };
    expect(manifest.styles.some((s) => s.endsWith(".css"))).toBe(true);
  });
});
