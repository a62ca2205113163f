/**
 * `drop ops per species24 [<stack>]`: the database operations one 2024 species drop costs on each
 * stack, as `drop ops per race` measures the races (the floor is 2: the batched create of the
 * species with everything it grants, and dnd5e's own `details.race` update). The dialog's
 * preselected values are confirmed; the two choices with no preselection get an answer.
 */
import { SPECIES24_DOC_IDS, SPECIES24_IDS } from "../../src/content/ids";
import { STACKS, classItemData, type Item } from "../../test/harness";
import { moduleWorld } from "./module-world";

/** The choices that preselect nothing (the ancestry and the giant boon are the player's to pick). */
const UNPRESET: Readonly<Record<string, string>> = { ancestry24: "red", giantAncestry: "stonesEndurance" };

function preselected(content: string): Record<string, string> {
  const form: Record<string, string> = {};
  for (const m of content.matchAll(
    /<select name="([^"]+)"[^>]*>[\s\S]*?<option value="([^"]+)" selected>/g,
  )) {
    form[m[1]!] = m[2]!;
  }
  return form;
}

export async function benchSpecies24DropOps(): Promise<string[]> {
  const lines: string[] = [];
  for (const stack of STACKS) {
    const counts: string[] = [];
    for (const id of SPECIES24_IDS) {
      const m = moduleWorld({ stack: stack.id, metric: true });
      try {
        const abilities = Object.fromEntries(
          ["str", "dex", "con", "int", "wis", "cha"].map((k) => [k, { value: 10 }]),
        );
        const actor = await m.world.createActor({ name: "Bekkur", type: "character", system: { abilities } });
        await actor.createEmbeddedDocuments("Item", [classItemData({ levels: 5 })]);
        await m.settle();
        m.world.ops.reset();
        m.world.dialogs.answer((dialog) => {
          const unpreset = Object.entries(UNPRESET).filter(([name]) => dialog.fieldNames.includes(name));
          return { form: { ...Object.fromEntries(unpreset), ...preselected(dialog.content) } };
        });
        const pack = m.world.packs.get("kynthaettir.species24")!;
        const item = (await pack.getDocument(SPECIES24_DOC_IDS[id])) as Item;
        await actor.createEmbeddedDocuments("Item", [item.toObject()], { keepId: true });
        await m.settle();
        const created = [...actor.items].some((i) => i.type === "race");
        counts.push(`${id}=${created ? m.world.ops.count() : "failed"}`);
      } finally {
        m.world.uninstall();
      }
    }
    lines.push(`drop ops per species24 [${stack.name}]: ${counts.join(", ")}`);
  }
  return lines;
}
