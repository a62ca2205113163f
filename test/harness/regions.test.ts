/**
 * Scene Regions as a module reads them on V14: shapes in pixels, rotation in degrees clockwise
 * from east (a template's `direction`), `testPoint` and `RegionDocument#tokens` (token centres),
 * the REGION_CREATE permission, and per-world permission changes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, type RegionDocument, type World } from "./index";
import { CIRCLE_VERTICES, cleanShape, REGION_VISIBILITY, shapeContains, type RegionShape } from "./regions";
import { placeTokenAt } from "./scene";

let world: World;
afterEach(() => world?.uninstall());

const V14_SHAPES = ["rectangle", "circle", "ellipse", "polygon", "cone", "line", "ring"];
const shape = (data: Record<string, unknown>): RegionShape => cleanShape(data, V14_SHAPES);

/** A point `distance` px from (x, y) at `bearing` degrees clockwise from east. */
function at(x: number, y: number, bearing: number, distance: number): { x: number; y: number } {
  const t = (bearing * Math.PI) / 180;
  return { x: x + distance * Math.cos(t), y: y + distance * Math.sin(t) };
}

async function region(data: Record<string, unknown>): Promise<RegionDocument> {
  const [created] = await world.scene.createEmbeddedDocuments("Region", [data]);
  return created as RegionDocument;
}

describe("Scene Regions (V14)", () => {
  it("a cone holds points within its radius and half its angle of the rotation, at any rotation", () => {
    for (const rotation of [0, 45, 90, 180, 270, -30, 359]) {
      const cone = shape({ type: "cone", x: 500, y: 500, rotation, radius: 300, angle: 60 });
      expect(shapeContains(cone, at(500, 500, rotation, 150)), `axis @${rotation}`).toBe(true);
      expect(shapeContains(cone, at(500, 500, rotation, 300)), `tip @${rotation}`).toBe(true);
      expect(shapeContains(cone, at(500, 500, rotation, 301)), `past the tip @${rotation}`).toBe(false);
      expect(shapeContains(cone, at(500, 500, rotation + 29.9, 200)), `inside the edge @${rotation}`).toBe(
        true,
      );
      expect(shapeContains(cone, at(500, 500, rotation - 30, 200)), `on the edge @${rotation}`).toBe(true);
      expect(shapeContains(cone, at(500, 500, rotation + 31, 200)), `outside @${rotation}`).toBe(false);
      expect(shapeContains(cone, at(500, 500, rotation + 180, 50)), `behind @${rotation}`).toBe(false);
    }
    // Rotation is clockwise on screen (y grows downwards): 90° points south.
    const south = shape({ type: "cone", x: 0, y: 0, rotation: 90, radius: 100, angle: 10 });
    expect(shapeContains(south, { x: 0, y: 80 })).toBe(true);
    expect(shapeContains(south, { x: 0, y: -80 })).toBe(false);
  });

  it("a line runs `length` from its origin along the rotation, `width` centred on that axis", () => {
    for (const rotation of [0, 30, 90, 135, 180, 250]) {
      const line = shape({ type: "line", x: 200, y: 200, rotation, length: 600, width: 100 });
      const along = (d: number, side: number): { x: number; y: number } => {
        const p = at(200, 200, rotation, d);
        return at(p.x, p.y, rotation + 90, side);
      };
      expect(shapeContains(line, along(10, 0)), `start @${rotation}`).toBe(true);
      expect(shapeContains(line, along(600, 50)), `far corner @${rotation}`).toBe(true);
      expect(shapeContains(line, along(300, -49)), `near the side @${rotation}`).toBe(true);
      expect(shapeContains(line, along(300, 51)), `beside @${rotation}`).toBe(false);
      expect(shapeContains(line, along(601, 0)), `past the end @${rotation}`).toBe(false);
      expect(shapeContains(line, along(-1, 0)), `behind the origin @${rotation}`).toBe(false);
    }
  });

  it("a circle is core's 63-vertex inscribed polygon: the rim between vertices is just outside", () => {
    const circle = shape({ type: "circle", x: 0, y: 0, radius: 1000 });
    expect(CIRCLE_VERTICES).toBe(63);
    expect(shapeContains(circle, { x: 999, y: 0 })).toBe(true);
    // Halfway between two vertices the polygon is r·cos(π/63) ≈ 998.76 from the centre.
    const between = at(0, 0, 180 / 63, 999.5);
    expect(shapeContains(circle, between)).toBe(false);
    expect(shapeContains(circle, at(0, 0, 180 / 63, 998))).toBe(true);
  });

  it("rectangles rotate about their centre; holes are cut out", async () => {
    const rect = shape({ type: "rectangle", x: 0, y: 0, width: 200, height: 100, rotation: 90 });
    expect(shapeContains(rect, { x: 100, y: 140 })).toBe(true);
    expect(shapeContains(rect, { x: 190, y: 50 })).toBe(false);
    world = createWorld({ stack: "v14-dnd5e61" });
    const ring = await region({
      shapes: [
        { type: "circle", x: 0, y: 0, radius: 300 },
        { type: "circle", x: 0, y: 0, radius: 100, hole: true },
      ],
    });
    expect(ring.testPoint({ x: 200, y: 0 })).toBe(true);
    expect(ring.testPoint({ x: 50, y: 0 })).toBe(false);
  });

  it("region.tokens are the scene's tokens whose centre is inside", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const a = await world.createActor({ name: "In", type: "npc" });
    const b = await world.createActor({ name: "Out", type: "npc" });
    const inside = await placeTokenAt(world, a, 750, 550);
    // A large token overlapping the cone, its centre outside it.
    await placeTokenAt(world, b, 900, 800, 3);
    const cone = await region({
      shapes: [{ type: "cone", x: 600, y: 550, rotation: 0, radius: 300, angle: 53.13 }],
    });
    expect([...cone.tokens]).toEqual([inside.document]);
    expect(cone.tokens).toBeInstanceOf(Set);
  });

  it("players may create regions (REGION_CREATE) until the world takes it away; then creation is refused", async () => {
    world = createWorld({ stack: "v14-dnd5e61", user: "player" });
    const created = await region({ shapes: [{ type: "circle", x: 0, y: 0, radius: 10 }] });
    expect(created.author).toBe(world.user.id);
    await world.permissions.revoke("REGION_CREATE", "player");
    expect(world.game.user.can("REGION_CREATE")).toBe(false);
    await expect(region({ shapes: [{ type: "circle", x: 0, y: 0, radius: 10 }] })).rejects.toThrow(
      /lacks permission to create Region/,
    );
    // Another player cannot change or delete the first player's region; its author and a GM can.
    await world.permissions.grant("REGION_CREATE", "player");
    expect(world.game.user.can("REGION_CREATE")).toBe(true);
    await created.update({ name: "Mine" });
    await world.asUser("gm", () => created.delete());
    expect(world.scene.regions.size).toBe(0);
  });

  it("TEMPLATE_CREATE can be taken from players too", async () => {
    world = createWorld({ user: "player" });
    await world.permissions.revoke("TEMPLATE_CREATE", "player");
    await expect(
      world.scene.createEmbeddedDocuments("MeasuredTemplate", [{ t: "cone", x: 0, y: 0, distance: 15 }]),
    ).rejects.toThrow(/lacks permission/);
    expect(world.permissions.roles("TEMPLATE_CREATE")).toEqual([2, 3, 4]);
  });

  it("V13 regions: Gamemasters only, and no cone or line shapes", async () => {
    world = createWorld({ stack: "v13-dnd5e53" });
    await expect(region({ shapes: [{ type: "cone", x: 0, y: 0, radius: 10 }] })).rejects.toThrow(
      /not a valid choice/,
    );
    await region({ shapes: [{ type: "rectangle", x: 0, y: 0, width: 10, height: 10 }] });
    world.setUser("player");
    await expect(region({ shapes: [{ type: "circle", x: 0, y: 0, radius: 10 }] })).rejects.toThrow(
      /lacks permission/,
    );
    expect(world.canvas.level).toBeUndefined();
  });
});

describe("who sees a Region (V14)", () => {
  it("players see only a region visible to anyone; one without a visibility is on the Regions layer, a GM's", async () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    const gm = world.users.find((u) => u.isGM)!;
    const player = world.users.find((u) => !u.isGM)!;
    const shapes = [{ type: "circle", x: 500, y: 500, radius: 100 }];
    const seen = async (data: Record<string, unknown>) => {
      const r = await region({ shapes, ...data });
      return [r.visibleTo(gm), r.visibleTo(player)];
    };
    expect(await seen({})).toEqual([true, false]);
    expect(await seen({ visibility: REGION_VISIBILITY.LAYER })).toEqual([true, false]);
    expect(await seen({ visibility: REGION_VISIBILITY.GAMEMASTER })).toEqual([true, false]);
    expect(await seen({ visibility: REGION_VISIBILITY.ALWAYS })).toEqual([true, true]);
  });
});
