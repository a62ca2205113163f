import "./fixtures/element-kind";
/**
 * The document is the data: the drop builds the character's race from the race item that was
 * dropped and the items it names, wherever they are; what a GM edits there is what applies. And a
 * tenth race made only of data, asking a choice of a kind written in one file, goes through the
 * whole drop flow.
 */
import { afterEach, expect, it } from "vitest";
import type { Actor, World } from "../harness";
import { RACE_DOC_IDS, RACE_IDS, raceUuid } from "../../src/content/ids";
import { RACE_FLAG_SCHEMA } from "../../src/race/flags";
import { ELEMENT_STRINGS } from "./fixtures/element-kind";
import {
  character,
  dropOnSheet,
  dropWorld,
  FORM_ANSWERS,
  onEachStack,
  otherCompendium,
  packRace,
  settle,
} from "./support";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;
const at = (value: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], value);
const sys = (actor: Actor, path: string): unknown => at(actor.system, path);
const set = (value: unknown): string[] => [...(value as Iterable<string>)].sort();

onEachStack("a GM's edits in a world copy", () => {
  it("an edited effect of the race and an edited feature it names are what the character gets", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    // The GM copies Trance into the world and renames it, and copies the high elf into the world
    // with a homebrew Keen Senses (Insight instead of Perception) that names the world's Trance.
    const trance = (await fromUuid(
      "Compendium.kynthaettir.race-features.Item.kynFeatTrance000",
    )) as unknown as { toObject(): Obj };
    const worldTrance = await world.createItem({
      ...trance.toObject(),
      _id: undefined,
      name: "Trans (heimabrugg)",
    });
    const elf = (await packRace(world, "high-elf")).toObject() as Obj;
    const effects = elf["effects"] as Obj[];
    const keen = effects.find((e) => at(e, "flags.kynthaettir.trait") === "keenSenses")!;
    // As the GM's effect sheet saves it on this Foundry generation.
    if (world.stack.generation >= 14) {
      keen["system"] = {
        changes: [
          { key: "system.skills.ins.value", type: "upgrade", value: "1", phase: "initial", priority: null },
        ],
      };
      keen["changes"] = [];
    } else keen["changes"] = [{ key: "system.skills.ins.value", mode: 4, value: "1", priority: null }];
    const grants = at(elf, "flags.kynthaettir.grants") as Obj[];
    grants.find((g) => g["key"] === "trance")!["uuid"] = worldTrance.uuid;
    const copy = await world.createItem({ ...elf, _id: undefined, name: "Háálfar heimsins" });
    world.dialogs.answer({ form: FORM_ANSWERS["high-elf"] });
    await dropOnSheet(world, actor, copy.uuid);
    await settle(world);
    expect(sys(actor, "skills.ins.value")).toBe(1);
    expect(sys(actor, "skills.prc.value")).toBe(0);
    expect([...actor.items].map((i) => i.name)).toContain("Trans (heimabrugg)");
    expect([...actor.items].map((i) => i.name)).not.toContain("Trans");
    expect([...actor.items].find((i) => i.type === "race")!.name).toBe("Háálfar heimsins");
  });
});

onEachStack("a tenth race made only of data", () => {
  it("asks its own kind of choice (written in one file) and gives what the answer says", async () => {
    world = dropWorld({ metric: true });
    const translations = world.game.i18n.translations as Obj;
    const module = translations["KYNTHAETTIR"] as Obj;
    (module["Choice"] as Obj)["element"] = { ...ELEMENT_STRINGS };
    const actor = await character(world);
    const frost = (await packRace(world, "half-orc")).toObject() as Obj;
    // A new race: the half-orc's data re-dressed, with a pending effect for the new kind.
    const race: Obj = {
      ...frost,
      _id: "heimabruggFrost0",
      name: "Frostjötnar",
      effects: [
        ...(frost["effects"] as Obj[]).filter((e) => at(e, "flags.kynthaettir.trait") !== "savageAttacks"),
        {
          _id: "kynFrostElement0",
          name: "Frumefni",
          transfer: true,
          disabled: true,
          changes: [],
          flags: { kynthaettir: { trait: "element", choice: "element", pending: true } },
        },
      ],
      flags: {
        kynthaettir: {
          schema: RACE_FLAG_SCHEMA,
          raceId: "frost-giantkin",
          choices: [{ kind: "asi" }, { kind: "element", pool: ["cold", "lightning"] }],
          grants: [],
        },
      },
    };
    const pack = await otherCompendium(world, [race]);
    world.dialogs.answer({ form: { element: "lightning" } });
    await dropOnSheet(world, actor, pack.getUuid("heimabruggFrost0"));
    await settle(world);
    expect(world.dialogs.shown[0]!.content).toContain("Frumefni");
    expect(world.dialogs.shown[0]!.fieldNames).toEqual(["element"]);
    expect(set(sys(actor, "traits.dr.value"))).toEqual(["lightning"]);
    const item = [...actor.items].find((i) => i.type === "race")!;
    expect(item.name).toBe("Frostjötnar");
    expect(at(item.flags, "kynthaettir.answers")).toEqual({ asi: null, element: "lightning" });
    const filled = [...item.effects].find((e) => at(e.flags, "kynthaettir.choice") === "element")!;
    expect(filled.name).toBe("Frumefni (Eldingarskaði)");
    expect(filled.disabled).toBe(false);
  });

  it("is ours by its flags, so the pack's own races are not a closed list", () => {
    expect(Object.keys(RACE_DOC_IDS)).toEqual([...RACE_IDS]);
    expect(raceUuid("human")).toBe("Compendium.kynthaettir.races.Item.kynRaceHuman0000");
  });
});
