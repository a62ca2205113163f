/**
 * Names from dnd5e's compendiums and config — tools, languages, skills, the high elf's cantrip list
 * — reach an Icelandic player in Icelandic, from the module's term tables (src/content/terms): in
 * the choice dialog, in the names of the effects the answers fill, and in the name of the granted
 * cantrip, whose English name stays in its flags for modules that match items by name.
 */
import { afterEach, describe, expect, it } from "vitest";
import { SRD_WIZARD_CANTRIPS, type Actor, type World } from "../harness";
import { MODULE_ID } from "../../src/content/ids";
import { itemNameFor, LANGUAGES, SKILLS, TOOLS } from "../../src/content/terms";
import { character, createFromPack, dropWorld } from "../race/support";
import { englishIn, visibleText } from "./lib/english";

let world: World;
afterEach(() => world?.uninstall());

type Obj = Record<string, unknown>;

const effectNames = (actor: Actor): string[] =>
  [...actor.items].flatMap((i) => [...i.effects].map((e) => e.name)).sort();

function optionLabels(content: string, field: string): string[] {
  const select = new RegExp(`<select\\s+name="${field}"[^>]*>([\\s\\S]*?)</select>`).exec(content)?.[1] ?? "";
  return [...select.matchAll(/<option value="[^"]*"[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!.trim());
}

describe("an Icelandic player's choices and what they write", () => {
  it("the hill dwarf's tools are offered and named in Icelandic", async () => {
    world = dropWorld({ rulesVersion: "legacy" });
    const actor = await character(world, "Sigríður");
    world.dialogs.answer({ form: { tool: "brewer" } });
    await createFromPack(world, actor, "hill-dwarf");
    const content = world.dialogs.shown[0]!.content;
    expect(optionLabels(content, "tool").sort()).toEqual([TOOLS.brewer, TOOLS.mason, TOOLS.smith].sort());
    expect(effectNames(actor)).toContain(`Hæfni í notkun áhalda (${TOOLS.brewer})`);
    expect(englishIn(content)).toEqual([]);
  });

  it("the high elf's cantrips are listed by their Icelandic names; the chosen one is granted so, the English in its flags", async () => {
    world = dropWorld({ rulesVersion: "legacy" });
    const actor = await character(world, "Gunnar");
    const fireBolt = SRD_WIZARD_CANTRIPS.find((c) => c.identifier === "fire-bolt")!;
    world.dialogs.answer({
      form: { language: "giant", cantrip: `Compendium.dnd5e.spells.Item.${fireBolt._id}` },
    });
    await createFromPack(world, actor, "high-elf");
    const content = world.dialogs.shown[0]!.content;
    const listed = optionLabels(content, "cantrip");
    expect(listed.sort()).toEqual(SRD_WIZARD_CANTRIPS.map((c) => itemNameFor(c.identifier)!).sort());
    for (const c of SRD_WIZARD_CANTRIPS) expect(visibleText(content)).not.toContain(c.name);

    const cantrip = [...actor.items].find((i) => i.type === "spell")!;
    expect(cantrip.name).toBe("Eldör");
    const flags = cantrip.flags as Record<string, Obj | undefined>;
    expect(flags[MODULE_ID]?.["originalName"]).toBe("Fire Bolt");
    expect(flags["babele"]?.["originalName"]).toBe("Fire Bolt");
    expect(effectNames(actor)).toContain(`Aukatungumál (${LANGUAGES.giant})`);
  });

  it("the half-elf's effects name the chosen skills, abilities and language in Icelandic", async () => {
    world = dropWorld({ rulesVersion: "legacy" });
    const actor = await character(world, "Barnið");
    world.dialogs.answer({
      form: {
        "abilities-1": "str",
        "abilities-2": "con",
        "skills-1": "acr",
        "skills-2": "ste",
        language: "dwarvish",
      },
    });
    await createFromPack(world, actor, "half-elf");
    const names = effectNames(actor);
    expect(names).toEqual(
      expect.arrayContaining([
        "Fjölhæfni (Fimleikar, Leynd)",
        "Aukahæfileikar að eigin vali (Styrkur, Hreysti)",
        "Aukatungumál (Dvergneska)",
      ]),
    );
    expect(names.join(" ")).not.toMatch(/Acrobatics|Stealth|Strength|Constitution|Dwarvish/);
    expect(englishIn(names.join(" · "))).toEqual([]);
    // The skill list: all eighteen, in Icelandic.
    const skills = optionLabels(world.dialogs.shown[0]!.content, "skills-1");
    expect(skills.sort()).toEqual(Object.values(SKILLS).sort());
  });

  it("under flexible increases the increases' effect names the abilities in Icelandic", async () => {
    world = dropWorld({ rulesVersion: "legacy" });
    await world.asUser("gm", () => world.game.settings.set(MODULE_ID, "asiMode", "flexible"));
    const actor = await character(world);
    world.dialogs.answer({ form: { "asi-1": "str", "asi-2": "cha", ancestry: "red" } });
    await createFromPack(world, actor, "dragonborn");
    const names = effectNames(actor);
    expect(names.filter((n) => n.startsWith("Aukahæfileikar ("))).toEqual([
      "Aukahæfileikar (Styrkur +2, Þokki +1)",
    ]);
    expect(englishIn(names.join(" · "))).toEqual([]);
  });
});
