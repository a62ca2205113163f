/**
 * The dnd5e spells24 items the 2024 species grant, by UUID, as the fact fixture
 * test/fixtures/dnd5e/spells24/species-spells.json holds them (derived from dnd5e's source by
 * scripts/fixtures/dnd5e-spells24.ts): the dnd5e documents the module's packs may link to and grant.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Spell24Fact {
  readonly uuid: string;
  readonly name: string;
  readonly level: number;
  /** dnd5e's `system.identifier`, by which the module names the spell in Icelandic. */
  readonly identifier: string;
}

const FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../fixtures/dnd5e/spells24/species-spells.json",
);

const facts = JSON.parse(readFileSync(FILE, "utf8")) as {
  spells: { _id: string; name: string; system: { level: number; identifier: string } }[];
};

export const SPELLS24_FACTS: ReadonlyMap<string, Spell24Fact> = new Map(
  facts.spells.map((s) => {
    const uuid = `Compendium.dnd5e.spells24.Item.${s._id}`;
    return [uuid, { uuid, name: s.name, level: s.system.level, identifier: s.system.identifier }];
  }),
);
