/**
 * How the module deletes a key, as each stack takes it (src/foundry/stack.ts `deletion`): V13's
 * `-=key`, V14's `foundry.data.operators.ForcedDeletion` (made by `create()`, or constructed where
 * a build offers only the class).
 */
import { afterEach, describe, expect, it } from "vitest";
import { createWorld, STACKS, type World } from "../harness";
import { deletion } from "../../src/foundry/stack";

let world: World;
afterEach(() => world?.uninstall());

describe.each(STACKS)("deleting a key ($name)", ({ id, generation }) => {
  it("is the stack's own deletion", () => {
    world = createWorld({ stack: id });
    const made = deletion("flags.kynthaettir.answers.cantrip");
    if (generation === 13) expect(made).toEqual({ "flags.kynthaettir.answers.-=cantrip": null });
    else
      expect(made).toEqual({
        "flags.kynthaettir.answers.cantrip": world.foundry.data!.operators.ForcedDeletion.create(),
      });
  });
});

describe("a V14 build whose ForcedDeletion has no create()", () => {
  it("constructs the operator rather than falling back to the deprecated syntax", () => {
    world = createWorld({ stack: "v14-dnd5e61" });
    class Bare {
      readonly operator = "delete";
    }
    const operators = world.foundry.data!.operators as unknown as { ForcedDeletion: unknown };
    operators.ForcedDeletion = Bare;
    const made = deletion("flags.kynthaettir.sightSet");
    expect(Object.keys(made)).toEqual(["flags.kynthaettir.sightSet"]);
    expect(made["flags.kynthaettir.sightSet"]).toBeInstanceOf(Bare);
  });
});
