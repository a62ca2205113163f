/**
 * Two players at once, each on their own client: both own the same character and drop a race on
 * it at the same moment. Each client runs its own flow (module state is per client, and no lock
 * spans clients), so the character must still end with one race and what that race grants.
 */
import { afterEach, expect, it } from "vitest";
import type { World } from "../harness";
import { character, dropOnSheet, dropWorld, onEachStack, packRace, settle } from "./support";

let world: World;
afterEach(() => world?.uninstall());

const TABLE = [
  { name: "Gamemaster", role: "gm" as const },
  { name: "Ása", role: "player" as const },
  { name: "Bjarni", role: "player" as const },
];

onEachStack("two players drop a race on the same character at once", () => {
  it("the character ends with one race, the one created first, linked as its race; the other player is told", async () => {
    world = dropWorld({ metric: true, users: TABLE, user: "Gamemaster" });
    const actor = await character(world, "Sameign");
    const owners = Object.fromEntries(world.users.filter((u) => !u.isGM).map((u) => [u.id, 3]));
    await actor.update({ ownership: { default: 0, ...owners } });
    const red = (await packRace(world, "dragonborn")).uuid;
    world.dialogs.answer({ form: { ancestry: "red" } }, { form: { ancestry: "blue" } });
    await Promise.all([
      world.asUser("Ása", () => dropOnSheet(world, actor, red)),
      world.asUser("Bjarni", () => dropOnSheet(world, actor, red)),
    ]);
    await settle(world);
    const races = actor.items.filter((i) => i.type === "race");
    const breaths = actor.items.filter(
      (i) =>
        (i.flags["kynthaettir"] as Record<string, unknown> | undefined)?.["featureKey"] === "breathWeapon",
    );
    expect(races).toHaveLength(1);
    expect(breaths).toHaveLength(1);
    const race = races[0]!;
    const details = (actor.system as { details: { race: unknown } }).details.race;
    expect(typeof details === "string" ? details : (details as { id?: string } | null)?.id).toBe(race.id);
    const ancestry = (race.flags["kynthaettir"] as { answers: { ancestry: string } }).answers.ancestry;
    expect(["red", "blue"]).toContain(ancestry);
    expect((breaths[0]!.flags["kynthaettir"] as { ancestry?: string }).ancestry).toBe(ancestry);
    const changed = world.game.i18n.format("KYNTHAETTIR.Drop.RaceChanged", { actor: "Sameign" });
    expect(world.notifications.filter((n) => n.message === changed)).toHaveLength(1);
  });
});
