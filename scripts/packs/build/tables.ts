/**
 * The "tables" pack: the draconic ancestry table, a d10 roll over the ancestries.
 */
import { ANCESTRIES } from "../../../src/content/ancestries";
import { FLAGS, MODULE_ID } from "../../../src/content/ids";
import { ancestryArea } from "../../../src/content/text/tables";
import { ANCESTRY_TABLE_ID, type JsonObject } from "./common";

export function ancestryTableSource(): JsonObject {
  return {
    _id: ANCESTRY_TABLE_ID,
    _key: `!tables!${ANCESTRY_TABLE_ID}`,
    name: "Drekaarfleifð",
    img: "icons/creatures/reptiles/dragon-horned-blue.webp",
    description: "",
    formula: "1d10",
    replacement: true,
    displayRoll: true,
    results: ANCESTRIES.map((a) => ({
      _id: a.tableResultId,
      _key: `!tables.results!${ANCESTRY_TABLE_ID}.${a.tableResultId}`,
      type: "text",
      name: a.nameIs,
      description: `${a.damageNameIs}, ${ancestryArea(a)}`,
      img: "icons/svg/d20-black.svg",
      weight: 1,
      range: [a.d10Range[0], a.d10Range[1]],
      drawn: false,
      flags: { [MODULE_ID]: { [FLAGS.ancestry]: a.id } },
    })),
    flags: {},
  };
}
