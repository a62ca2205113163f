/**
 * Every actor of dnd5e's premade heroes (2014 and 2024) and SRD monsters, loaded into the harness
 * exactly as dnd5e stores it, on each stack: nothing refused, nothing dropped (dropped.ts), and
 * the prepared data as dnd5e prepares it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Actor, createWorld, STACKS, type World } from "../harness";
import { dnd5eActors } from "./dnd5e-packs";
import { compareStored } from "./dropped";

const ACTORS = dnd5eActors();

describe.each(STACKS)("dnd5e's actors load as dnd5e stores them ($name)", ({ id }) => {
  let world: World;
  beforeAll(() => {
    world = createWorld({ stack: id });
  });
  afterAll(() => world.uninstall());

  it.each(ACTORS.map((a) => [a.file, a] as const))(
    "%s: nothing refused, nothing dropped",
    async (_file, { source }) => {
      const actor = (await Actor.create(structuredClone(source), { keepId: true })) as Actor;
      await world.settle();
      const report = compareStored(source, actor.toObject(), id);
      await actor.delete();
      expect({ dropped: report.dropped, changed: report.changed }).toEqual({ dropped: [], changed: [] });
    },
  );
});
