/**
 * dnd5e's `feats24` compendium ("Feats", 2024 rules) as far as the fact fixture holds it: its origin
 * feats (test/fixtures/dnd5e/5.3.3/feats24.json, derived by scripts/fixtures/dnd5e-feats24.ts from
 * dnd5e's pack sources), with their real ids, names, types and advancements (what Skilled and Magic
 * Initiate ask). dnd5e 6.0.x holds the same four.
 */
import { CompendiumCollection } from "./packs";
import { repoJson } from "./paths";
import { isPlainObject, type Obj } from "./utils";

let facts: Obj[] | undefined;

function originFeats(): Obj[] {
  if (!facts) {
    const file = repoJson("test", "fixtures", "dnd5e", "5.3.3", "feats24.json");
    const documents = isPlainObject(file) ? file.documents : undefined;
    if (!Array.isArray(documents)) throw new Error("test/fixtures/dnd5e/5.3.3/feats24.json has no documents");
    facts = documents.filter(isPlainObject);
  }
  // Each world gets its own copies: a pack hands out documents built from these.
  return facts.map((f) => structuredClone(f));
}

export function feats24Pack(): CompendiumCollection {
  return new CompendiumCollection(
    {
      id: "dnd5e.feats24",
      name: "feats24",
      label: "Feats",
      type: "Item",
      packageName: "dnd5e",
      packageType: "system",
      system: "dnd5e",
    },
    originFeats().map((f) => ({
      ...f,
      system: { ...(isPlainObject(f.system) ? f.system : {}), description: { value: "", chat: "" } },
    })),
  );
}
