/**
 * The race and species names the module's own strings need when the document itself is gone (the
 * self-check names a race the GM deleted from its compendium): `KYNTHAETTIR.RaceName.<race id>`
 * and `KYNTHAETTIR.SpeciesName.<species id>`, written by `npm run lang:generate` into both
 * language files from the race and species content, Icelandic names into is.json and the SRD's
 * English names into en.json, so the names have one source.
 */
import { RACES } from "../../src/content/races";
import { SPECIES24 } from "../../src/content/species24";
import { isRecord } from "../../src/rules/record";

type Json = Record<string, unknown>;
export type NameLang = "is" | "en";

/** The two generated members of the module's strings, for one language. */
export function nameMembers(lang: NameLang): { RaceName: Json; SpeciesName: Json } {
  const name = (def: { nameIs: string; srdName: string }): string =>
    lang === "is" ? def.nameIs : def.srdName;
  return {
    RaceName: Object.fromEntries(RACES.map((race) => [race.id, name(race)])),
    SpeciesName: Object.fromEntries(SPECIES24.map((species) => [species.id, name(species)])),
  };
}

/** The module's member (`KYNTHAETTIR`) with the generated names in place, the rest as it stands. */
export function withNames(own: Json, lang: NameLang): Json {
  return { ...own, ...nameMembers(lang) };
}

/** A language file's text with its module member's names regenerated (two-space JSON). */
export function renderNames(text: string, root: string, lang: NameLang): string {
  const parsed: unknown = JSON.parse(text);
  if (!isRecord(parsed) || !isRecord(parsed[root])) throw new Error(`no ${root} member`);
  return `${JSON.stringify({ ...parsed, [root]: withNames(parsed[root], lang) }, null, 2)}\n`;
}
