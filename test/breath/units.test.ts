/**
 * The breath's area in the scene's own length unit, however the GM spelled it, on every stack:
 * a scene whose grid units say "ft", "feet", "m", "meters", "metres" or "metrar" gets an area drawn
 * exactly as long (and a line exactly as wide) as the ancestry's, whether the item stores it in
 * metres or in feet, and the GM's decision hits exactly the creatures inside what was drawn.
 * (dnd5e 6's TemplatePlacement converts with its `convertLength`, which knows only the keys of
 * `CONFIG.DND5E.movementUnits`: "metres" would be taken as a unit of conversion 1.)
 */
import { describe, expect, it } from "vitest";
import type { World } from "../harness";
import { configureScene, GRID_TYPES } from "../harness/scene";
import { pixelAreaOf, tokensUnderArea } from "../../src/breath/area";
import { breathArea } from "../../src/rules/breath-maths";
import type { LengthUnit } from "../../src/rules/units";
import type { AncestryId } from "../../src/content/ancestries";
import { breathe, breathWorldPerTest, creature, dragonborn, ORIGIN, STACKS, token } from "./support";

let world: World;
const start = breathWorldPerTest((w) => (world = w));

const SPELLINGS: { units: string; unit: LengthUnit }[] = [
  { units: "ft", unit: "ft" },
  { units: "feet", unit: "ft" },
  { units: "m", unit: "m" },
  { units: "meters", unit: "m" },
  { units: "metres", unit: "m" },
  { units: "metrar", unit: "m" },
];

/** The one area the breath placed, as drawn on the scene (a Region on dnd5e 6, else a template). */
function drawnArea(w: World): { documentName: string; data: Record<string, unknown> } {
  const areas = [...w.canvas.regions.placeables, ...w.canvas.templates.placeables];
  expect(areas).toHaveLength(1);
  const doc = areas[0]!;
  return { documentName: doc.documentName, data: doc.toObject() };
}

/** A line shows both length and width; a cone is checked on one spelling of each unit. */
const CASES: { ancestry: AncestryId; shape: "cone" | "line"; spellings: readonly string[] }[] = [
  { ancestry: "black", shape: "line", spellings: SPELLINGS.map((s) => s.units) },
  { ancestry: "red", shape: "cone", spellings: ["feet", "metres"] },
];

describe.each(STACKS)("the breath's area in the scene's units ($name)", ({ id: stack }) => {
  for (const { units, unit } of SPELLINGS)
    for (const stored of ["m", "ft"] as const)
      for (const { ancestry, shape } of CASES.filter((c) => c.spellings.includes(units)))
        it(`a ${shape} on a scene in "${units}" from an item in ${stored} is drawn the ancestry's size and hits what is drawn`, async () => {
          const b = start({ stack, metric: stored === "m" });
          const distance = unit === "m" ? 1.5 : 5;
          configureScene(world, { type: GRID_TYPES.SQUARE, size: 100, distance, units });
          const { actor } = await dragonborn(world, { ancestry, units: stored });
          // A creature on every square east of the breather, beyond the ancestry's reach.
          await token(world, actor, 550, 550);
          for (let i = 0; i < 8; i++)
            await token(world, await creature(world, `Reitur ${i + 1}`), 650 + 100 * i, 550);
          b.placements.place(ORIGIN.x, ORIGIN.y, 0);
          const result = await breathe(b, { actor });

          const rules = breathArea(shape, unit);
          const grid = { gridSize: 100, gridDistance: distance };
          const drawn = drawnArea(world);
          const area = pixelAreaOf(drawn.documentName, drawn.data, grid)!;
          expect(area.length).toBeCloseTo((rules.size / distance) * 100, 6);
          if (shape === "line") expect(area.width).toBeCloseTo(((rules.width ?? 0) / distance) * 100, 6);
          if (drawn.documentName === "Region")
            // dnd5e's record of the dimensions (flags.dnd5e.dimensions) says what was drawn.
            expect(drawn.data["flags"]).toMatchObject({ dnd5e: { dimensions: { size: rules.size } } });
          const others = world.scene.tokens.contents
            .filter((t) => t.actor !== null && t.actor !== actor)
            .map((t) => ({ id: t.id!, x: t.x, y: t.y, width: t.width, height: t.height, name: t.name }));
          const inside = new Set<string>(tokensUnderArea(area, others, grid));
          const drawnOver = others.filter((t) => inside.has(t.id)).map((t) => t.name);
          expect(drawnOver).toHaveLength(rules.size / distance);
          expect(result?.targets.map((t) => t.name).sort()).toEqual(drawnOver.sort());
        });
});
