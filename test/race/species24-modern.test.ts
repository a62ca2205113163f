/**
 * Which pack a modern-rules table sees first, and the ability-increase setting: the GM of a
 * 2024-rules world is told once that the 2024 species are in "Tegundir (2024)" (a 2014 world is
 * not), and the setting "Aukahæfileikar kynþátta" concerns the 2014 races only — a character with
 * a 2024 species is never listed by the settings' button, whatever the mode.
 */
import { afterEach, expect, it } from "vitest";
import type { World } from "../harness";
import { MODULE_ID, SETTING_KEYS, species24Uuid } from "../../src/content/ids";
import { createApi } from "../../src/api";
import { applyAsiModeToWorld, charactersToUpdate } from "../../src/race/asi-mode";
import { speciesNoticeOnce } from "../../src/race/species-notice";
import { character, createFromPack, dropWorld, onEachStack, settle } from "./support";

let world: World;
afterEach(() => world?.uninstall());

const text = (key: string): string => world.game.i18n.localize(`KYNTHAETTIR.${key}`);
const notices = (): string[] => world.notifications.map((n) => n.message);

onEachStack("a modern-rules world and the 2024 species", () => {
  it("the GM is told once where the 2024 species are, naming the pack and the setting as they are named", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    speciesNoticeOnce();
    await world.settle();
    expect(notices()).toEqual([text("Notify.Species24")]);
    expect(notices()[0]).toContain(`„${text("Pack.Species24")}“`);
    expect(notices()[0]).toContain(`„${text("Settings.AsiMode.Name")}“`);
    expect(world.game.settings.get(MODULE_ID, SETTING_KEYS.species24NoticeShown)).toBe(true);
    speciesNoticeOnce();
    await world.settle();
    expect(notices()).toHaveLength(1);
  });

  it("in English, the notice names the packs and the setting by their English labels", async () => {
    world = dropWorld({ rulesVersion: "modern", lang: "en" });
    speciesNoticeOnce();
    await world.settle();
    for (const key of ["Pack.Species24", "Pack.Races", "Settings.AsiMode.Name"])
      expect(notices()[0]).toContain(`“${text(key)}”`);
  });

  it("a 2014-rules world is not told", async () => {
    world = dropWorld({ rulesVersion: "legacy" });
    speciesNoticeOnce();
    await world.settle();
    expect(notices()).toEqual([]);
  });

  it("the ability-increase mode leaves a 2024 species alone: the button lists and changes only the 2014 race", async () => {
    world = dropWorld({ rulesVersion: "modern" });
    await world.game.settings.set("kynthaettir", "asiMode", "fixed");
    const orc = await character(world, "Ormur");
    await createApi().addRace(orc as unknown as Actor5e, species24Uuid("orc"));
    const halfOrc = await character(world, "Hálfdan");
    await createFromPack(world, halfOrc, "half-orc");
    await settle(world);
    for (const mode of ["none", "flexible", "fixed"] as const) {
      await world.game.settings.set("kynthaettir", "asiMode", mode);
      expect(
        charactersToUpdate().map(({ actor }) => actor.name),
        mode,
      ).not.toContain("Ormur");
    }
    await world.game.settings.set("kynthaettir", "asiMode", "none");
    world.dialogs.answer(true);
    expect(await applyAsiModeToWorld()).toBe(1);
    await settle(world);
    expect(world.dialogs.last!.content).not.toContain("Ormur");
    const scores = (orc.system as { abilities: Record<string, { value: number }> }).abilities;
    expect(Object.values(scores).map((a) => a.value)).toEqual([10, 10, 10, 10, 10, 10]);
  });
});
