/**
 * The choice dialog as a player reads it: each field labelled for what it is, each problem shown
 * once inside the section it concerns with that section's fields marked `aria-invalid`, the high
 * elf's cantrip hint naming its spellcasting ability, and no ancestry chosen for the dragonborn.
 */
import { afterEach, expect, it } from "vitest";
import type { RecordedDialog, World } from "../harness";
import { FORM_ANSWERS, character, createFromPack, dropWorld, onEachStack } from "./support";

let world: World;
afterEach(() => world?.uninstall());

const L = (key: string, data: Record<string, string | number> = {}): string =>
  world.game.i18n.format(`KYNTHAETTIR.${key}`, data as Record<string, string>);

/** What one section shows: its problems, and each field's aria-invalid. */
function section(dialog: RecordedDialog, kind: string): { problems: string[]; invalid: string[] } {
  const fieldset = dialog.element.querySelector(`fieldset[data-choice="${kind}"]`)!;
  return {
    problems: [...fieldset.querySelectorAll("[data-kynthaettir-problems] li")].map(
      (li) => li.textContent ?? "",
    ),
    invalid: [...fieldset.querySelectorAll("[aria-invalid]")].map(
      (f) => f.getAttribute("aria-invalid") ?? "",
    ),
  };
}

const labels = (dialog: RecordedDialog): string[] =>
  [...dialog.element.querySelectorAll(".form-group label")].map((l) => (l.textContent ?? "").trim());

onEachStack("the choice dialog", () => {
  it("a half-elf's fields say what they are, not 'Choice 1'", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    let shown: string[] = [];
    world.dialogs.answer((dialog) => {
      shown = labels(dialog);
      return "cancel";
    });
    await createFromPack(world, actor, "half-elf");
    expect(shown).toEqual([
      L("Choice.abilities.Field", { n: 1 }),
      L("Choice.abilities.Field", { n: 2 }),
      L("Choice.skills.Field", { n: 1 }),
      L("Choice.skills.Field", { n: 2 }),
      L("Choice.language.Legend"),
    ]);
    expect(shown).toEqual([
      "Hæfileiki 1 (+1)",
      "Hæfileiki 2 (+1)",
      "Færnigrein 1",
      "Færnigrein 2",
      "Aukatungumál",
    ]);
  });

  it("the same skill twice: the message appears once, in the skills section, whose fields are marked", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const seen: ReturnType<typeof section>[] = [];
    world.dialogs.answer((dialog) => {
      dialog.choose("skills-1", "ste");
      dialog.choose("skills-2", "ste");
      seen.push(section(dialog, "skills"), section(dialog, "abilities"));
      dialog.choose("skills-2", "his");
      seen.push(section(dialog, "skills"));
      return { form: FORM_ANSWERS["half-elf"] };
    });
    await createFromPack(world, actor, "half-elf");
    expect(seen).toEqual([
      { problems: [L("Choice.Duplicate")], invalid: ["true", "true"] },
      { problems: [], invalid: ["false", "false"] },
      { problems: [], invalid: ["false", "false"] },
    ]);
    expect(world.dialogs.last!.element.querySelectorAll("[data-kynthaettir-problems]")).toHaveLength(3);
  });

  it("the high elf's cantrip hint names Intelligence (Greind) as its spellcasting ability", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    let hint = "";
    world.dialogs.answer((dialog) => {
      hint = dialog.element.querySelector('fieldset[data-choice="cantrip"] .hint')!.textContent;
      return "cancel";
    });
    await createFromPack(world, actor, "high-elf");
    expect(hint).toContain("Greind er galdrahæfileiki");
  });

  it("a dragonborn's ancestry is not preselected: confirm stays disabled until one is chosen", async () => {
    world = dropWorld({ metric: true });
    const actor = await character(world);
    const seen: { disabled: boolean; checked: number; problems: string[] }[] = [];
    const look = (dialog: RecordedDialog): void => {
      seen.push({
        disabled: dialog.button("confirm").disabled,
        checked: dialog.element.querySelectorAll("input[checked]").length,
        problems: section(dialog, "ancestry").problems,
      });
    };
    world.dialogs.answer((dialog) => {
      look(dialog);
      dialog.choose("ancestry", "blue");
      seen.push({
        ...seen[0]!,
        disabled: dialog.button("confirm").disabled,
        problems: section(dialog, "ancestry").problems,
      });
      return { form: FORM_ANSWERS.dragonborn };
    });
    await createFromPack(world, actor, "dragonborn");
    expect(seen).toEqual([
      { disabled: true, checked: 0, problems: [L("Choice.ancestry.Invalid")] },
      { disabled: false, checked: 0, problems: [] },
    ]);
    expect(actor.items.filter((i) => i.type === "race").map((i) => i.name)).toEqual(["Fáfnisniðjar"]);
  });
});
