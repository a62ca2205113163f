/**
 * A right-click while placing the breath's area, on each stack. dnd5e 5.3's template preview
 * rejects with nothing; dnd5e 6 places through core V14's `canvas.regions.placeRegion`, which may
 * resolve null or reject (not known): every way is a cancel, never "placement failed", for the
 * feature's breath and for a GM's ad-hoc one. Nothing is spent, written or sent.
 */
import { describe, expect, it } from "vitest";
import type { World } from "../harness";
import {
  breathe,
  breathWorldPerTest,
  creature,
  dragonborn,
  GM_AND_PLAYER,
  L,
  noticeTexts,
  STACKS,
  token,
  usesSpent,
} from "./support";
import { areasOnScene, writes } from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Gamemaster" });

const WAYS = [
  { way: "placeRegion resolves null", rejects: false },
  { way: "placeRegion rejects", rejects: true },
];

describe.each(STACKS)("a right-click while placing the area ($name)", ({ id: stack }) => {
  for (const { way, rejects } of WAYS) {
    it(`the feature's breath is cancelled when ${way}: nothing spent, written or sent`, async () => {
      const b = start({ stack });
      const { actor, item } = await dragonborn(world);
      await token(world, actor, 550, 550);
      b.placements.cancel({ rejects });
      world.ops.reset();
      expect(await breathe(b, { actor })).toBeNull();
      expect(noticeTexts(world)).toEqual([L(world, "Breath.Cancelled")]);
      expect(usesSpent(item)).toBe(0);
      expect(writes(world)).toEqual([]);
      expect(areasOnScene(world)).toHaveLength(0);
      expect(world.socket.emitted).toHaveLength(0);
    });

    it(`a GM's ad-hoc breath is cancelled when ${way}`, async () => {
      const b = start({ stack });
      const wyrmling = await creature(world, "Drekaungi");
      await token(world, wyrmling, 550, 550);
      world.dialogs.answer({ button: "breathe", form: { ancestry: "red" } });
      b.placements.cancel({ rejects });
      world.ops.reset();
      expect(await breathe(b, { actor: wyrmling })).toBeNull();
      expect(noticeTexts(world)).toEqual([L(world, "Breath.Cancelled")]);
      expect(writes(world)).toEqual([]);
      expect(areasOnScene(world)).toHaveLength(0);
    });
  }
});
