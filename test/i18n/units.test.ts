/**
 * Units for an Icelandic reader: lengths are written "fet" for feet and "m" with a decimal comma
 * (formatLength, src/rules/units.ts), and an Icelandic GM whose world is on feet, with the module's
 * unit setting on automatic, is told once, on `ready`, that the races are converted
 * (`Notify.UnitsOnFeet`, `unitsNoticeOnce` in src/settings.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { STACKS, createWorld, type World, type WorldOptions } from "../harness";
import { MODULE_ID, SETTING_KEYS } from "../../src/content/ids";
import { onReady } from "../../src/hooks/ready";
import { unitsNoticeOnce } from "../../src/settings";
import { dropsSettled } from "../../src/foundry/flows";
import { formatLength } from "../../src/rules/units";
import { registerSettings } from "../../src/settings";

let world: World | undefined;
afterEach(() => {
  world?.uninstall();
  world = undefined;
});

function start(options: WorldOptions = {}): World {
  // Legacy rules: the ready hook's other question (the 2024 increases) is not asked.
  world = createWorld({ lang: "is", metric: false, rulesVersion: "legacy", ...options });
  registerSettings();
  return world;
}

const notices = (w: World): string[] => w.notifications.map((n) => n.message);
const text = (w: World, key: string): string => w.game.i18n.localize(`KYNTHAETTIR.${key}`);

describe("lengths in Icelandic", () => {
  it("feet are fet, metres m with a decimal comma, never ft or a point", () => {
    expect(formatLength(30, "ft", "is")).toBe("30 fet");
    expect(formatLength(5, "ft", "is")).toBe("5 fet");
    expect(formatLength(7.5, "m", "is")).toBe("7,5 m");
    expect(formatLength(1.5, "m", "is")).toBe("1,5 m");
    expect(formatLength(9, "m", "is")).toBe("9 m");
    expect(formatLength(30, "ft", "en")).toBe("30 ft");
  });
});

describe("the one-time notice to an Icelandic GM on feet", () => {
  it("is shown once, says what happens and names the setting as the settings name it", async () => {
    const w = start();
    unitsNoticeOnce();
    await w.settle();
    expect(notices(w)).toEqual([text(w, "Notify.UnitsOnFeet")]);
    expect(w.notifications[0]!.type).toBe("info");
    const notice = notices(w)[0]!;
    expect(notice).toContain(`„${text(w, "Settings.LengthUnits.Name")}“`);
    expect(notice).toMatch(/\bfet\b/);
    expect(notice).not.toMatch(/\bft\b/);
    expect(w.game.settings.get(MODULE_ID, SETTING_KEYS.unitsNoticeShown)).toBe(true);
    unitsNoticeOnce();
    await w.settle();
    expect(notices(w)).toHaveLength(1);
  });

  it("the English text names the setting as the English settings name it", () => {
    const w = start({ lang: "en" });
    expect(text(w, "Notify.UnitsOnFeet")).toContain(`"${text(w, "Settings.LengthUnits.Name")}"`);
  });

  it.each(STACKS)("comes from the ready hook ($name)", async ({ id }) => {
    const w = start({ stack: id });
    onReady();
    for (let i = 0; i < 3; i++) {
      for (const user of w.users) await w.asUser(user, () => dropsSettled());
      await w.settle();
    }
    expect(notices(w).filter((n) => n === text(w, "Notify.UnitsOnFeet"))).toHaveLength(1);
  });

  it.each([
    ["a metric world", { metric: true }, null],
    ["an English GM", { lang: "en" }, null],
    ["a player", { user: "player" }, null],
    ["metres forced by the GM", {}, "m"],
    ["feet forced by the GM", {}, "ft"],
  ] as const)("is not shown to %s", async (_what, options, forced) => {
    const w = start(options);
    if (forced) await w.asUser("gm", () => w.game.settings.set(MODULE_ID, SETTING_KEYS.lengthUnits, forced));
    unitsNoticeOnce();
    await w.settle();
    expect(notices(w)).toEqual([]);
    expect(w.asUser("gm", () => w.game.settings.get(MODULE_ID, SETTING_KEYS.unitsNoticeShown))).toBe(false);
  });
});
