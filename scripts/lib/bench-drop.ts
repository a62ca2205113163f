/**
 * `drop ops per race [<stack>]`: the database operations one race drop costs on each stack,
 * measured in the harness with each race's preselected answers confirmed (the floor is 2: the
 * batched create of the race with everything it grants, and dnd5e's own `details.race` update).
 * `change-choices ops`: what "Breyta vali" costs when every answer changes.
 */
import { RACE_DOC_IDS, RACE_IDS, type RaceId } from "../../src/content/ids";
import { RACE_TABLES } from "../../src/content/races";
import { changeRaceChoices } from "../../src/race/change";
import { STACKS, classItemData, type Actor, type Item, type RecordedDialog } from "../../test/harness";
import { moduleWorld, type ModuleWorld } from "./module-world";

/** A level-5 character with every score 10 and one class. */
async function character(m: ModuleWorld): Promise<Actor> {
  const abilities = Object.fromEntries(
    ["str", "dex", "con", "int", "wis", "cha"].map((k) => [k, { value: 10 }]),
  );
  const actor = await m.world.createActor({ name: "Bekkur", type: "character", system: { abilities } });
  await actor.createEmbeddedDocuments("Item", [classItemData({ levels: 5 })]);
  await m.settle();
  return actor;
}

/**
 * What "confirm at once" submits: each control's preselected value, read from the rendered form;
 * where nothing is preselected (the dragonborn's ancestry), the first option offered.
 */
function preselected(dialog: RecordedDialog): Record<string, string> {
  const form: Record<string, string> = {};
  for (const select of dialog.element.querySelectorAll("select")) {
    const offered = [...select.options].filter((o) => o.value && !o.disabled);
    const chosen = offered.find((o) => o.selected) ?? offered[0];
    if (chosen) form[select.name] = chosen.value;
  }
  const radios = [...dialog.element.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  for (const name of new Set(radios.map((r) => r.name))) {
    const group = radios.filter((r) => r.name === name);
    form[name] = (group.find((r) => r.checked) ?? group[0])!.value;
  }
  return form;
}

async function addFromPack(m: ModuleWorld, actor: Actor, race: RaceId): Promise<void> {
  const pack = m.world.packs.get("kynthaettir.races")!;
  const item = (await pack.getDocument(RACE_DOC_IDS[race])) as Item;
  await actor.createEmbeddedDocuments("Item", [item.toObject()], { keepId: true });
  await m.settle();
}

export async function benchDropOps(): Promise<string[]> {
  const lines: string[] = [];
  for (const stack of STACKS) {
    const counts: string[] = [];
    for (const race of RACE_IDS) {
      const m = moduleWorld({ stack: stack.id, metric: true });
      try {
        const actor = await character(m);
        m.world.ops.reset();
        m.world.dialogs.answer((dialog) => ({ form: preselected(dialog) }));
        await addFromPack(m, actor, race);
        const created = [...actor.items].some((i) => i.type === "race");
        counts.push(`${race}=${created ? m.world.ops.count() : "failed"}`);
      } finally {
        m.world.uninstall();
      }
    }
    lines.push(`drop ops per race [${stack.name}]: ${counts.join(", ")}`);
  }
  return lines;
}

/** Every answer of each race with choices changed (its table's `change`), for `change-choices ops`. */
const CHANGED_ANSWERS: readonly (readonly [RaceId, Readonly<Record<string, string>>])[] = RACE_IDS.flatMap(
  (id) => {
    const change = RACE_TABLES[id].change;
    return change ? [[id, change.form] as const] : [];
  },
);

/**
 * `change-choices ops`: the choice effects (one update of the race's embedded effects), the race's
 * answers with the breath weapon (one item update), and for a new cantrip its delete and create.
 */
export async function benchChangeChoicesOps(): Promise<string> {
  const counts: string[] = [];
  for (const [race, changed] of CHANGED_ANSWERS) {
    const m = moduleWorld({ metric: true });
    try {
      const actor = await character(m);
      m.world.dialogs.answer((dialog) => ({ form: preselected(dialog) }));
      await addFromPack(m, actor, race);
      const item = [...actor.items].find((i) => i.type === "race");
      m.world.ops.reset();
      m.world.dialogs.answer({ form: changed });
      const done = item ? await changeRaceChoices(item) : false;
      await m.settle();
      counts.push(`${race}=${done ? m.world.ops.count() : "failed"}`);
    } finally {
      m.world.uninstall();
    }
  }
  return `change-choices ops: ${counts.join(", ")}`;
}
