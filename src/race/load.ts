/**
 * The documents a race grants, loaded by UUID when it is added: its features and spells (those due
 * at the character's level) and the items its answers grant (the chosen cantrip). A document that
 * cannot be found stops the drop with a notice, before anything is written.
 */
import { itemNameFor } from "../content/terms";
import { notify, sourceByUuid, t, userLang } from "../foundry/adapter";
import { record } from "../rules/record";
import type { AskedChoice } from "./answers";
import type { Answers, ChoiceWorld } from "./choices";
import type { GrantRef } from "./flags";
import type { Source } from "./source";
import type { SpellGrantContext } from "./spell-grant";

/** A grant of the race, with the source of the document it is copied from. */
export interface LoadedGrant {
  readonly ref: GrantRef;
  readonly source: Source;
}

/** An item an answer grants (the chosen cantrip), with its source. */
export interface LoadedChoiceItem {
  readonly kind: string;
  readonly uuid: string;
  readonly source: Source;
  /** The name to show, in the user's language (dnd5e's compendium is English). */
  readonly name: string;
}

/** Loads `refs` (all of them, or none: a missing one gets one notice and null). */
export async function loadRefs(refs: readonly GrantRef[]): Promise<LoadedGrant[] | null> {
  const out: LoadedGrant[] = [];
  for (const ref of refs) {
    const source = await sourceByUuid(ref.uuid);
    if (!source) {
      // A lineage spell comes from dnd5e's spells24 compendium, which a world may lack.
      notify("warn", ref.spell ? "Drop.SpellMissing" : "Drop.GrantMissing", { uuid: ref.uuid });
      return null;
    }
    out.push({ ref, source });
  }
  return out;
}

export function loadGrants(refs: readonly GrantRef[], level: number): Promise<LoadedGrant[] | null> {
  return loadRefs(refs.filter((ref) => (ref.level ?? 0) <= level));
}

/**
 * How the race's granted spells name it (`race:<identifier>`, as dnd5e), their free casts, and
 * themselves in the user's language (the module's term, for an Icelandic client).
 */
export function spellGrantNames(race: Source): Omit<SpellGrantContext, "newId"> {
  const identifier = record(race["system"])["identifier"];
  return {
    ...(typeof identifier === "string" && identifier ? { sourceItem: `race:${identifier}` } : {}),
    freeCastName: (name) => t("Drop.FreeCasting", { name }),
    localName: (spell) => {
      const id = record(spell["system"])["identifier"];
      return userLang() === "is" && typeof id === "string" ? itemNameFor(id) : undefined;
    },
  };
}

export async function loadChosenItems(
  choices: readonly AskedChoice[],
  answers: Answers,
  world: ChoiceWorld,
): Promise<LoadedChoiceItem[] | null> {
  const out: LoadedChoiceItem[] = [];
  for (const { decl, kind, options } of choices) {
    const answer = answers[decl.kind];
    const uuid = answer !== undefined ? (kind.grantedItem?.(decl, answer) ?? null) : null;
    if (!uuid) continue;
    const source = await sourceByUuid(uuid);
    if (!source) {
      notify("warn", "Drop.ChosenItemMissing");
      return null;
    }
    out.push({ kind: decl.kind, uuid, source, name: kind.label(decl, answer!, options, world) });
  }
  return out;
}
