/**
 * The two tables of the race chapter: the draconic ancestries (rendered from the rule table in
 * src/content/ancestries.ts, so text and automation cannot disagree) and the rock gnome's devices.
 * The save is named as the choice dialog names it (lipurðarvarnarkast), not as the seed's
 * sentence about which ability protects.
 */
import { ANCESTRIES } from "../ancestries";
import { decimal } from "./trait";

const SAVE_TEXT: Record<"dex" | "con", string> = {
  dex: "lipurðarvarnarkast",
  con: "hreystivarnarkast",
};

/** An ancestry's breath as the race text's table and the roll table say it: area and save. */
export function ancestryArea(a: (typeof ANCESTRIES)[number]): string {
  const area =
    a.shape === "line"
      ? `${decimal(a.widthM ?? 0)} sinnum ${decimal(a.lengthM)} metra lína`
      : `${decimal(a.lengthM)} metra keila`;
  return `${area} (${SAVE_TEXT[a.save]})`;
}

export const ANCESTRY_TABLE_HTML = [
  "<table>",
  "<thead><tr><th>Ætterni</th><th>Skaðagerð</th><th>Gerð andardráttar</th></tr></thead>",
  "<tbody>",
  ...ANCESTRIES.map(
    (a) => `<tr><td>${a.nameIs}</td><td>${a.damageNameIs}</td><td>${ancestryArea(a)}</td></tr>`,
  ),
  "</tbody>",
  "</table>",
].join("");

/** The three devices a rock gnome can build with Tinker; the feature item shows the same list. */
export const TINKER_DEVICES_HTML = [
  "<ul>",
  "<li><strong>Upptrekkt leikfang.</strong> Leikfangið er upptrekkt dýr, skrímsli eða mannvera, t.d. froskur, mús, fugl, dreki eða hermaður. Þegar leikfanginu er sleppt ferðast það einn og hálfan metra eftir jörðinni á hverri umferð, í handahófskennda átt. Leikfangið gefur frá sér hljóð eins og veran sem það líkist.</li>",
  "<li><strong>Kveikjari.</strong> Tækið býr til lítinn loga, sem hægt er að nota til að kveikja á kerti, kyndli eða í varðeldi. Til að nota kveikjarann þarf aðgerð.</li>",
  "<li><strong>Spiladós.</strong> Þegar spiladósin er opnuð spilar hún eitt ákveðið lag á miðlungs hljóðstyrk. Dósin hættir þegar lagið er búið eða þegar dósinni er lokað.</li>",
  "</ul>",
].join("");
