/**
 * Deleting a key in an update, as each stack takes it: V13 by the `-=key` syntax only; V14 by
 * `foundry.data.operators.ForcedDeletion.create()`, still honouring `-=key` but logging a
 * deprecation that dnd5e 5.3.3 hides and dnd5e 6 shows.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, STACKS, type World } from "./index";
import { ForcedDeletion } from "./operators";

let world: World;
afterEach(() => world?.uninstall());

async function flagged(w: World) {
  return w.asUser("gm", () =>
    w.createActor({ name: "Aría", type: "character", flags: { world: { keep: 1, gone: 2 } } }),
  );
}

describe.each(STACKS)("deleting a key ($name)", (stack) => {
  it("the legacy -=key deletes it; only V14 logs that as deprecated, and dnd5e 5.3.3 hides it", async () => {
    world = createWorld({ stack: stack.id });
    const actor = await flagged(world);
    await world.asUser("gm", () => actor.update({ "flags.world.-=gone": null }));
    expect(actor.flags.world).toEqual({ keep: 1 });
    const logged = world.deprecations.matching("foundry.data.operators.ForcedDeletion");
    const hidden = world.deprecations.suppressed.filter((r) => r.message.includes('"-=gone"'));
    expect([logged.length, hidden.length]).toEqual(
      stack.generation === 13 ? [0, 0] : stack.systemVersion === "5.3.3" ? [0, 1] : [1, 0],
    );
  });

  it("ForcedDeletion exists on V14 only and deletes the key with no warning; unsetFlag warns nothing", async () => {
    world = createWorld({ stack: stack.id });
    const actor = await flagged(world);
    const operators = world.foundry.data?.operators;
    expect(Boolean(operators)).toBe(stack.generation === 14);
    if (operators) {
      await world.asUser("gm", () => actor.update({ "flags.world.gone": operators.ForcedDeletion.create() }));
      expect(actor.flags.world).toEqual({ keep: 1 });
    }
    await world.asUser("gm", () => actor.unsetFlag("world", "keep"));
    expect(actor.flags.world).toEqual(operators ? {} : { gone: 2 });
    expect([...world.deprecations.records, ...world.deprecations.suppressed]).toEqual([]);
  });
});

describe("V13 has no update operators", () => {
  it("a V14 ForcedDeletion sent on V13 deletes nothing: a module relying on it would fail there", async () => {
    world = createWorld({ stack: "v13-dnd5e53" });
    const actor = await flagged(world);
    await world.asUser("gm", () => actor.update({ "flags.world.gone": ForcedDeletion.create() }));
    expect(Object.keys(actor.flags.world as object)).toEqual(["keep", "gone"]);
  });
});
