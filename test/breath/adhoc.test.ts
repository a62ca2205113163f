/**
 * The area of a GM's ad-hoc breath, as the players see it: on dnd5e 6 the module creates the
 * Region itself (TemplatePlacement.place gives only shapes), with the region data dnd5e's own
 * placement writes (visibility ALWAYS, the viewed level, movement restriction, coverage
 * highlight), so the players see the area the GM breathed. (dnd5e 5.3 places the ad-hoc area
 * through its AbilityTemplate: a MeasuredTemplate, whatever the core.)
 */
import { describe, expect, it } from "vitest";
import type { World } from "../harness";
import { REGION_VISIBILITY, type RegionDocument } from "../harness/regions";
import { stackFeatures } from "../harness/stacks";
import { breathe, breathWorldPerTest, creature, GM_AND_PLAYER, ORIGIN, STACKS, token } from "./support";
import { areasOnScene } from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Gamemaster" });

const REGION_STACKS = STACKS.filter((s) => stackFeatures(s.id).areaPlacement === "template-placement");

describe.each(REGION_STACKS)("the area of a GM's ad-hoc breath ($name)", ({ id: stack }) => {
  it("the players see the area the GM breathed, placed as dnd5e places its own", async () => {
    const b = start({ stack });
    const wyrmling = await creature(world, "Drekaungi", { con: 14 });
    await token(world, wyrmling, 550, 550);
    await token(world, await creature(world, "Gobbi"), 750, 550);
    world.dialogs.answer({ button: "breathe", form: { ancestry: "red" } });
    b.placements.place(ORIGIN.x, ORIGIN.y, 0);
    const result = await breathe(b, { actor: wyrmling });
    expect(result?.targets.map((t) => t.name)).toEqual(["Gobbi"]);
    const [region] = areasOnScene(world) as RegionDocument[];
    // dnd5e 6 TemplatePlacement.fromActivity's region data (template-placement.mjs, e0507eb3d).
    expect(region).toMatchObject({
      levels: [world.canvas.level!.id],
      restriction: { enabled: true, type: "move" },
      visibility: REGION_VISIBILITY.ALWAYS,
      highlightMode: "coverage",
    });
    expect(region!.visibleTo(world.users.find((u) => !u.isGM)!)).toBe(true);
  });
});
