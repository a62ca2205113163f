/**
 * The "rules" pack: the rules journal, one page per race and topic, each race page linking back to
 * its item.
 */
import { raceUuid, species24Uuid } from "../../../src/content/ids";
import { getSpecies24 } from "../../../src/content/species24";
import { RACES } from "../../../src/content/races";
import { JOURNAL_PAGES } from "../../../src/content/text/journal";
import { RULES_JOURNAL_ID, journalPageId, type JsonObject } from "./common";

export function journalSource(): JsonObject {
  const pages = JOURNAL_PAGES.map((page, index) => {
    const id = journalPageId(page.key);
    const race = page.raceId ? RACES.find((r) => r.id === page.raceId) : undefined;
    const back = race
      ? `<p>@UUID[${raceUuid(race.id)}]{${race.nameIs}}</p>`
      : page.speciesId
        ? `<p>@UUID[${species24Uuid(page.speciesId)}]{${getSpecies24(page.speciesId).nameIs}}</p>`
        : "";
    return {
      _id: id,
      _key: `!journal.pages!${RULES_JOURNAL_ID}.${id}`,
      name: page.nameIs,
      type: "text",
      title: { show: true, level: 1 },
      text: { format: 1, content: `${page.html}${back}` },
      sort: (index + 1) * 100000,
    };
  });
  return {
    _id: RULES_JOURNAL_ID,
    _key: `!journal!${RULES_JOURNAL_ID}`,
    name: "Reglur um kynþætti",
    pages,
    // V13 journals have page categories; the CLI writes the field back on extract.
    categories: [],
    flags: {},
  };
}
