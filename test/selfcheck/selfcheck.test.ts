/**
 * The self-check ("Sjálfspróf") run in the harness on every supported stack — the same code a GM
 * runs in a live world: every check passes, the report names the versions, nothing it created is
 * left behind; a failure injected at any step, and the GM stopping it, still leave the world as it
 * was; a player is refused.
 */
import { describe, expect, it } from "vitest";
import { CompendiumCollection, STACKS, type World } from "../harness";
import { moduleWorld, type ModuleWorld } from "../../scripts/lib/module-world";
import { runSelfCheck, reportText, type SelfCheckReport } from "../../src/selfcheck";
import { RACE_DOC_IDS, RACE_IDS, SPECIES24_IDS } from "../../src/content/ids";
import { RACES } from "../../src/content/races";
import { observedMatches } from "../../src/selfcheck/steps";

/** What a world holds that the check must give back unchanged. */
function contents(world: World): Record<string, number> {
  return {
    actors: world.actors.size,
    scenes: world.game.scenes.size,
    messages: world.chat.length,
    items: world.items.size,
  };
}

async function run(
  m: ModuleWorld,
  options: Parameters<typeof runSelfCheck>[0] = {},
): Promise<SelfCheckReport | null> {
  // The progress window stays open until the check closes it; the report is closed by the GM.
  m.world.dialogs.answer({ stayOpen: true }, "close");
  const report = await runSelfCheck(options);
  await m.settle();
  return report;
}

describe.each(STACKS)("the self-check ($name)", ({ id }) => {
  it("passes every check, names the versions and leaves nothing behind", async () => {
    const m = moduleWorld({ stack: id, metric: true });
    try {
      const before = contents(m.world);
      const report = await run(m);
      expect(report?.checks.filter((c) => !c.ok)).toEqual([]);
      expect(report?.passed).toBe(true);
      for (const race of RACE_IDS) expect(report?.checks.map((c) => c.id)).toContain(`race.${race}.remove`);
      for (const species of SPECIES24_IDS) {
        expect(report?.checks.map((c) => c.id)).toContain(`species24.${species}.add`);
        expect(report?.checks.map((c) => c.id)).toContain(`species24.${species}.remove`);
      }
      expect(report?.checks.map((c) => c.id)).toEqual(
        expect.arrayContaining(["breath.card", "breath.spent", "breath.undo"]),
      );
      // The lineage spells' ability, after adding and after the changed answer.
      expect(report?.checks.map((c) => c.id)).toEqual(
        expect.arrayContaining([
          "species24.elf-drow.spellAbility",
          "species24.elf-drow.spellAbility.change",
          "species24.gnome-rock.spellAbility",
          "species24.tiefling-infernal.spellAbility.change",
        ]),
      );
      expect(report?.stack).toContain("dnd5e");
      expect(reportText(report!)).toContain(report!.versions.module);
      // The active modules by title, with the id a bug report searches for.
      expect(report!.versions.modules).toContain(`Kynþættir (kynthaettir) ${report!.versions.module}`);
      expect(contents(m.world)).toEqual(before);
      expect(m.world.dialogs.last?.buttons.map((b) => b.action)).toEqual(["copy", "close"]);
    } finally {
      m.world.uninstall();
    }
  });

  it("also in a world that measures in feet and uses flexible increases", async () => {
    const m = moduleWorld({ stack: id, metric: false });
    try {
      await m.world.game.settings.set("kynthaettir", "asiMode", "flexible");
      const report = await run(m);
      expect(report?.checks.filter((c) => !c.ok)).toEqual([]);
    } finally {
      m.world.uninstall();
    }
  });

  it("refuses a player with a notice, and creates nothing", async () => {
    const m = moduleWorld({ stack: id, user: "player" });
    try {
      const before = contents(m.world);
      expect(await runSelfCheck()).toBeNull();
      expect(m.world.notifications.map((n) => n.type)).toEqual(["warning"]);
      expect(contents(m.world)).toEqual(before);
    } finally {
      m.world.uninstall();
    }
  });
});

const STEPS = [
  "setup",
  ...RACE_IDS.map((r) => `race.${r}`),
  "species24.dragonborn",
  "breath.scene",
  "breath.area",
  "breath.decide",
  "breath.undo",
];

describe("the self-check cleans up after a failure at any step (V14 dnd5e 6.1 and V13 dnd5e 5.3)", () => {
  it.each(STEPS.flatMap((step) => [["v14-dnd5e61", step] as const, ["v13-dnd5e53", step] as const]))(
    "%s, failing at %s: the report says so and the world is as it was",
    async (stack, step) => {
      const m = moduleWorld({ stack, metric: true });
      try {
        const before = contents(m.world);
        const report = await run(m, {
          inject: (at) => {
            if (at === step) throw new Error(`injected failure at ${at}`);
          },
        });
        expect(report?.passed).toBe(false);
        expect(report?.checks.at(-1)?.actual).toContain(`injected failure at ${step}`);
        expect(report?.leftBehind).toEqual([]);
        expect(contents(m.world)).toEqual(before);
      } finally {
        m.world.uninstall();
      }
    },
  );

  it("the GM closing the window stops the check and it still cleans up", async () => {
    const m = moduleWorld({ stack: "v14-dnd5e61", metric: true });
    try {
      const before = contents(m.world);
      const report = await run(m, {
        inject: (at) => {
          if (at === "race.dragonborn") void m.world.dialogs.shown[0]!.close();
        },
      });
      expect(report?.stopped).toBe(true);
      expect(report?.passed).toBe(false);
      expect(report?.checks.map((c) => c.id)).not.toContain("race.human.add");
      expect(contents(m.world)).toEqual(before);
    } finally {
      m.world.uninstall();
    }
  });
});

// Without its document the race is named from the language file (lang:generate writes the names from the content).
it("a race the GM deleted from the compendium fails its check, named in Icelandic", async () => {
  const m = moduleWorld({ stack: "v14-dnd5e61", metric: true });
  try {
    const pack = m.world.packs.get("kynthaettir.races")!;
    const kept = pack.index.contents
      .map((entry) => pack.getSource(entry._id)!)
      .filter((source) => source["_id"] !== RACE_DOC_IDS["high-elf"]);
    m.world.packs.set(pack.collection, new CompendiumCollection(pack.metadata, kept));
    const report = await run(m);
    const failed = report?.checks.filter((c) => !c.ok) ?? [];
    expect(failed.map((c) => c.label)).toEqual([
      `Kynþátturinn ${RACES.find((r) => r.id === "high-elf")!.nameIs} fannst ekki`,
    ]);
    // The report window: the failure first, the passes folded under one line, the module's title.
    const shown = m.world.dialogs.last!;
    const tables = shown.element.querySelectorAll("table");
    expect(tables[0]!.querySelectorAll("tr.fail")).toHaveLength(1);
    expect(tables[0]!.querySelectorAll("tr.pass")).toHaveLength(0);
    const folded = shown.element.querySelector("details.kynthaettir-self-check-passed")!;
    expect(folded.getAttribute("open")).toBeNull();
    expect(folded.querySelector("summary")!.textContent).toBe(
      `Athuganir sem tókust: ${report!.checks.length - 1}`,
    );
    expect(folded.querySelectorAll("tr.pass")).toHaveLength(report!.checks.length - 1);
    expect(shown.element.querySelector("tr.fail .sr-only")!.textContent).toBe("Mistókst");
    const version = shown.element.querySelector(".kynthaettir-self-check-versions")!.textContent;
    expect(version.startsWith("Kynþættir 0.1.0;")).toBe(true);
  } finally {
    m.world.uninstall();
  }
});

it("a failed comparison names the character's fields in Icelandic, not by their data names", () => {
  const m = moduleWorld({ stack: "v13-dnd5e53", metric: true });
  try {
    const base = {
      abilities: { str: 10 },
      walk: 9,
      darkvision: null,
      resistances: [],
      languages: ["common"],
      skills: [],
      tools: [],
      items: [],
    };
    const row = observedMatches("race.x", "x", base, { ...base, walk: 7.5, languages: [] });
    expect(row.ok).toBe(false);
    expect(row.expected).toBe("Grunngönguhraði: 9; Tungumál: common");
    expect(row.actual).toBe("Grunngönguhraði: 7,5; Tungumál: —");
    const strong = observedMatches("race.x", "x", base, { ...base, abilities: { str: 12 } });
    expect(strong.expected).toBe("Hæfileikar: Styrkur 10");
    expect(strong.actual).toBe("Hæfileikar: Styrkur 12");
    // Two lists that differ never read the same.
    const items = observedMatches("race.x", "x", base, { ...base, items: ["Elf, High", "Dagger"] });
    const split = observedMatches("race.x", "x", base, { ...base, items: ["Elf", "High", "Dagger"] });
    expect(items.actual).toBe("Hlutir og eiginleikar: „Elf, High“, Dagger");
    expect(split.actual).toBe("Hlutir og eiginleikar: Elf, High, Dagger");
  } finally {
    m.world.uninstall();
  }
});
