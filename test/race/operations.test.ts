/**
 * The update that puts a document back after a refused write, and that it does so through the
 * harness's update (Foundry's merge; a key deleted as each stack deletes: V13 `-=key`, V14
 * `ForcedDeletion`): a refused change leaves nothing behind.
 */
import { afterEach, describe, expect, it } from "vitest";
import { restoringUpdate } from "../../src/race/operations";
import { character, dropWorld } from "./support";
import { STACKS, type World } from "../harness";

let world: World | undefined;
afterEach(() => world?.uninstall());

describe.each(STACKS)("putting a document back as it was ($name)", ({ id, generation }) => {
  it("sets each changed value back and removes each key that came since, in the stack's own deletion", () => {
    world = dropWorld({ stack: id });
    const gone = generation === 13 ? null : world.foundry.data!.operators.ForcedDeletion.create();
    const was = { name: "Fáfnisniðjar", flags: { kynthaettir: { answers: { ancestry: "red" } } } };
    const now = {
      name: "Fáfnisniðjar",
      flags: { kynthaettir: { answers: { ancestry: "blue", cantrip: "x" }, asiMode: "fixed" } },
    };
    const [cantrip, asiMode] = generation === 13 ? ["-=cantrip", "-=asiMode"] : ["cantrip", "asiMode"];
    expect(restoringUpdate(now, was)).toEqual({
      "flags.kynthaettir.answers.ancestry": "red",
      [`flags.kynthaettir.answers.${cantrip}`]: gone,
      [`flags.kynthaettir.${asiMode}`]: gone,
    });
  });

  it("gives a list back whole, and leaves the embedded effects and _stats to their own writes", () => {
    const was = { system: { damage: { types: ["fire"] } }, effects: [{ _id: "a" }], _stats: { a: 1 } };
    const now = { system: { damage: { types: ["fire", "cold"] } }, effects: [], _stats: { a: 2 } };
    expect(restoringUpdate(now, was)).toEqual({ "system.damage.types": ["fire"] });
  });

  it("asks nothing of a document that did not change", () => {
    world = dropWorld({ stack: id });
    const source = { name: "Dvergar", system: { movement: { walk: 7.5 } }, flags: {} };
    expect(restoringUpdate(structuredClone(source), source)).toEqual({});
  });

  it("an item changed in its flags and system is, after the restoring update, its old source again", async () => {
    world = dropWorld({ metric: true, stack: id });
    const actor = await character(world);
    const [item] = await actor.createEmbeddedDocuments("Item", [
      { name: "Andardráttur", type: "feat", flags: { kynthaettir: { ancestry: "red" } } },
    ]);
    const was = item!.toObject();
    await item!.update({
      "flags.kynthaettir.ancestry": "blue",
      "flags.kynthaettir.grantKey": "feature:breathWeapon",
      "system.description.value": "<p>Blár</p>",
    });
    world.deprecations.reset();
    await item!.update(restoringUpdate(item!.toObject(), was));
    const { _stats: _after, ...after } = item!.toObject();
    const { _stats: _before, ...expected } = was;
    expect(after).toEqual(expected);
    expect([...world.deprecations.records, ...world.deprecations.suppressed]).toEqual([]);
  });
});
