/**
 * dnd5e's 2024 spell compendium (`dnd5e.spells24`) as far as the 2024 species grant it: the
 * spells of test/fixtures/dnd5e/spells24/species-spells.json (facts derived from dnd5e's source by
 * scripts/fixtures/dnd5e-spells24.ts), with empty descriptions.
 */
import { repoJson } from "./paths";
import { isPlainObject, type Obj } from "./utils";

/** Read once per process: every world serves the same facts (a pack hands out copies). */
let cached: Obj[] | undefined;

function spellSources(): Obj[] {
  cached ??= readSpells();
  return cached;
}

function readSpells(): Obj[] {
  const facts = repoJson("test", "fixtures", "dnd5e", "spells24", "species-spells.json");
  const spells = isPlainObject(facts) && Array.isArray(facts.spells) ? (facts.spells as Obj[]) : [];
  return spells.map(({ grantedBy: _grantedBy, system, ...rest }) => ({
    ...rest,
    system: { ...(system as Obj), description: { value: "", chat: "" } },
  }));
}

/** The pack's metadata as dnd5e's system.json declares the pack (name `spells24`, Item documents). */
export const SPELLS24_METADATA = {
  id: "dnd5e.spells24",
  name: "spells24",
  label: "Spells",
  type: "Item",
  packageName: "dnd5e",
  packageType: "system",
  system: "dnd5e",
} as const;

export { spellSources as spells24Sources };
