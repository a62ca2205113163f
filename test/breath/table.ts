/**
 * The table the breath's trust tests play at: the player's dragonborn Fáfnir facing the goblin
 * Gobbi, a creature far away (Fjarri), and the other player's dragonborn Regin (with a breath
 * weapon of its own) off to the side; every hit point on every scene, and what untouched is.
 */
import { expect } from "vitest";
import type { Actor, Item, World } from "../harness";
import { TOKEN_DISPLAY_MODES } from "../harness/scene";
import type { Token } from "../harness/canvas";
import {
  creature,
  dragonborn,
  dragonbornFacingGoblin,
  hpOf,
  ORIGIN,
  usesSpent,
  token,
  type BreathWorld,
} from "./support";
import { placeAreaAs, userId } from "./protocol";

/** What nobody touched looks like: every creature at full hit points. */
export const UNTOUCHED = { Fáfnir: 12, Gobbi: 40, Fjarri: 40, Regin: 12 };

export interface Table {
  readonly actor: Actor;
  readonly item: Item;
  readonly goblin: Actor;
  readonly far: Actor;
  readonly farToken: Token;
  readonly other: { actor: Actor; item: Item };
}

export async function table(b: BreathWorld): Promise<Table> {
  const world = b.world;
  const { actor, item, goblin } = await dragonbornFacingGoblin(b, { ownedByPlayer: true });
  const far = await creature(world, "Fjarri", { hp: 40 });
  const farToken = await token(world, far, 1550, 1550, { displayName: TOKEN_DISPLAY_MODES.ALWAYS });
  const other = await dragonborn(world, { name: "Regin" });
  await world.asUser("gm", () =>
    other.actor.update({ ownership: { default: 0, [userId(world, "Other")]: 3 } }),
  );
  await token(world, other.actor, 550, 1150);
  return { actor, item, goblin, far, farToken, other };
}

/** Hit points of every creature with a token on any scene of the world, by token name. */
export function worldHp(world: World): Record<string, number> {
  const out: Record<string, number> = {};
  for (const scene of world.game.scenes)
    for (const t of scene.tokens.contents) if (t.actor) out[t.name ?? t.actor.name] = hpOf(t.actor);
  return out;
}

/** Nothing spent, nothing posted, no one hurt on any scene. */
export function expectNothingHappened(world: World, t: Table, extra: Record<string, number> = {}): void {
  expect(worldHp(world)).toEqual({ ...UNTOUCHED, ...extra });
  expect(usesSpent(t.item)).toBe(0);
  expect(usesSpent(t.other.item)).toBe(0);
  expect(world.chat).toHaveLength(0);
}

/** The cone a red dragonborn at (550, 550) breathes east, placed by `user` by hand. */
export function coneEast(world: World, user: string) {
  return placeAreaAs(world, user, { shape: "cone", x: ORIGIN.x, y: ORIGIN.y, size: 15 });
}
