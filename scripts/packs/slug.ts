/**
 * File-name slugs for pack sources. Icelandic letters are transliterated rather than dropped, so
 * "Fáfnisniðjar" becomes "fafnisnidjar" and not "f_fnisni_jar" as the Foundry CLI's default would.
 */
const TRANSLITERATION: Readonly<Record<string, string>> = {
  á: "a",
  é: "e",
  í: "i",
  ó: "o",
  ú: "u",
  ý: "y",
  ö: "o",
  æ: "ae",
  þ: "th",
  ð: "d",
};

export function slugify(name: string): string {
  const lower = name.toLowerCase();
  let out = "";
  for (const ch of lower) out += TRANSLITERATION[ch] ?? ch;
  return out
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
