/**
 * The right to place the breath's area, on each stack, as dnd5e itself decides it: a player whose
 * world took away the permission dnd5e checks before it offers its own area button (TEMPLATE_CREATE
 * on V13, REGION_CREATE on V14, dnd5e 5.3.3 as 6), or the one core checks for the document dnd5e
 * 5.3 creates (a MeasuredTemplate, TEMPLATE_CREATE), is told which, and the GM's client breathes at
 * the player's targets; a permission the stack does not use changes nothing.
 */
import { describe, expect, it } from "vitest";
import type { World } from "../harness";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import type { StackId } from "../harness/stacks";
import {
  breathe,
  breathWorldPerTest,
  creature,
  dragonborn,
  GM_AND_PLAYER,
  L,
  noticeTexts,
  ORIGIN,
  token,
} from "./support";
import { sceneHp, sentRequests } from "./protocol";

let world: World;
const start = breathWorldPerTest((w) => (world = w), { users: GM_AND_PLAYER, user: "Player" });

const CASES: { stack: StackId; revoked: "TEMPLATE_CREATE" | "REGION_CREATE"; places: boolean }[] = [
  { stack: "v13-dnd5e53", revoked: "TEMPLATE_CREATE", places: false },
  { stack: "v14-dnd5e53", revoked: "REGION_CREATE", places: false },
  { stack: "v14-dnd5e53", revoked: "TEMPLATE_CREATE", places: false },
  { stack: "v14-dnd5e61", revoked: "REGION_CREATE", places: false },
  { stack: "v14-dnd5e61", revoked: "TEMPLATE_CREATE", places: true },
];

describe("a player's breath when the world takes an area permission from players", () => {
  for (const { stack, revoked, places } of CASES)
    it(`${stack} without ${revoked}: ${places ? "the area is placed as usual" : "the player is told, and the breath goes to the player's targets"}`, async () => {
      const b = start({ stack });
      await world.permissions.revoke(revoked, "player");
      const { actor } = await dragonborn(world, { ownedByPlayer: true });
      const goblin = await creature(world, "Gobbi", { hp: 40 });
      const orc = await creature(world, "Orkur", { hp: 40 });
      await token(world, actor, 550, 550);
      const goblinToken = await token(world, goblin, 550, 750, { displayName: TOKEN_DISPLAY_MODES.HOVER });
      await token(world, orc, 750, 550, { displayName: TOKEN_DISPLAY_MODES.HOVER });
      world.asUser("Player", () => goblinToken.setTarget(true));
      if (places) b.placements.place(ORIGIN.x, ORIGIN.y, 0);
      world.dice.force(4, 5, 3);
      const result = await breathe(b, { actor });
      if (places) {
        expect(noticeTexts(world)).toEqual([]);
        expect(result?.area).not.toBeNull();
        expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 40, Orkur: 31 });
        return;
      }
      expect(noticeTexts(world)).toEqual([
        L(world, "Breath.NoPermission", { permission: L(world, `Breath.Permission.${revoked}`) }),
      ]);
      expect(result?.area).toBeNull();
      expect(sentRequests(world, "Player")[0]).toMatchObject({
        areaUuid: null,
        targetUuids: [goblinToken.document.uuid],
      });
      expect(sceneHp(world)).toEqual({ Fáfnir: 12, Gobbi: 31, Orkur: 40 });
    });
});
