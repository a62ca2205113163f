/** An extra language of the player's choice: any dnd5e language the character does not speak yet. */
import { CHOICE } from "../../content/ids";
import { language } from "../../effects/changes";
import { registerChoiceKind, type LanguageConfig } from "./kind";
import { byLabel, pickKind } from "./pick";

/** Secret class languages: not an ordinary "language of your choice". */
export const SECRET_LANGUAGES: readonly string[] = ["druidic", "cant"];

/**
 * Every selectable language of dnd5e's tree, depth first, as [id, standard]: categories marked
 * `selectable: false` are left out, a language with dialects (Primordial) is kept with them.
 */
export function flattenLanguages(config: LanguageConfig): [string, boolean][] {
  const out: [string, boolean][] = [];
  const walk = (tree: LanguageConfig, standard: boolean): void => {
    for (const [id, entry] of Object.entries(tree)) {
      if (typeof entry === "string") out.push([id, standard]);
      else {
        if (entry.selectable !== false && entry.label) out.push([id, standard]);
        if (entry.children) walk(entry.children, standard || id === "standard");
      }
    }
  };
  walk(config, false);
  return out;
}

export const languageKind = pickKind({
  id: CHOICE.language,
  // The race's own languages count as known: choosing one of them would give nothing.
  options: (decl, world) =>
    flattenLanguages(world.languages)
      .filter(
        ([id]) =>
          !SECRET_LANGUAGES.includes(id) &&
          !world.knownLanguages.has(id) &&
          !world.race.languages.has(id) &&
          (!decl.pool || decl.pool.includes(id)),
      )
      .map(([id, standard]) => ({
        value: id,
        label: world.label("languages", id),
        ...(standard ? { preferred: true } : {}),
      }))
      .sort(byLabel(world.lang)),
  changes: (values) => values.map((id) => language(id)),
});

registerChoiceKind(languageKind);
