/**
 * `game.i18n`: the module's `lang/<lang>.json` over dnd5e's English strings, with English
 * fallback; a missing key comes back as the key itself, as Foundry does.
 */
import { getProperty, isPlainObject, mergeObject, type Obj } from "./utils";
import { repoJson } from "./paths";
import { dnd5eLangEn } from "../support/dnd5e-facts";

export class Localization {
  readonly lang: string;
  readonly translations: Obj;
  readonly _fallback: Obj;

  constructor(lang: string) {
    this.lang = lang;
    const built = merged(lang);
    // Each world gets its own copy of its translations: a test may add strings to them. The
    // English fallback is shared, frozen so that a write to it fails instead of leaking.
    this._fallback = built.fallback;
    this.translations = structuredClone(built.translations);
  }

  has(key: string, fallback = true): boolean {
    const v = getProperty(this.translations, key);
    if (typeof v === "string") return true;
    return fallback && typeof getProperty(this._fallback, key) === "string";
  }

  localize(key: string): string {
    const v = getProperty(this.translations, key);
    if (typeof v === "string") return v;
    const f = getProperty(this._fallback, key);
    return typeof f === "string" ? f : key;
  }

  /** Foundry replaces each `{name}` with `data[name]`; a name missing from data prints "undefined". */
  format(key: string, data: Record<string, unknown> = {}): string {
    const str = this.localize(key);
    return str.replace(/{[^}]+}/g, (k) => String(data[k.slice(1, -1)]));
  }
}

/**
 * The expanded and merged language files, built once per process (expanding dnd5e's ~190 KB
 * English file took most of a world's set-up). The files do not change while the tests run.
 */
const built = new Map<string, { fallback: Obj; translations: Obj }>();

function merged(lang: string): { fallback: Obj; translations: Obj } {
  const cached = built.get(lang);
  if (cached) return cached;
  const dnd5eEn = expandKeys(dnd5eLangEn("5.3.3"));
  const moduleEn = expandKeys(repoJson("lang", "en.json"));
  const fallback: Obj = {};
  mergeObject(fallback, dnd5eEn);
  mergeObject(fallback, moduleEn);
  const translations: Obj = {};
  if (lang === "en") {
    mergeObject(translations, dnd5eEn);
    mergeObject(translations, moduleEn);
  } else {
    // Neither Foundry nor dnd5e ships this language: only the module's own file is in it.
    mergeObject(translations, expandKeys(repoJson("lang", `${lang}.json`)));
  }
  const entry = { fallback: deepFreeze(fallback), translations };
  built.set(lang, entry);
  return entry;
}

function deepFreeze(value: Obj): Obj {
  for (const v of Object.values(value)) if (isPlainObject(v)) deepFreeze(v);
  return Object.freeze(value);
}

/** Language files may mix nested objects and dotted keys; Foundry expands both. */
function expandKeys(value: unknown): Obj {
  if (!isPlainObject(value)) return {};
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) mergeObject(out, { [k]: isPlainObject(v) ? expandKeys(v) : v });
  return out;
}
