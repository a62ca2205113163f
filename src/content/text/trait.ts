/**
 * The building blocks of the race chapter's texts (src/content/text/races.ts): one trait as
 * `<p><strong>Nafn.</strong> texti</p>`, the Icelandic decimal comma, and the darkvision
 * paragraph every race with darkvision shares.
 */

export interface TraitText {
  /** Stable camelCase key, shared with the rule data (effects, features) and the tests. */
  readonly key: string;
  readonly nameIs: string;
  readonly srdName: string;
  /** `<p><strong>Nafn.</strong> texti</p>`, optionally followed by a list or table. */
  readonly html: string;
  /** "parent": from the (base) race; "subrace": added by the subrace. */
  readonly source: "parent" | "subrace";
}

/** A trait as written, before the race it belongs to marks it as the parent's or the subrace's. */
export type TraitSource = Omit<TraitText, "source">;

/** One playable race as the chapter gives it; a subrace names its base race as `parent`. */
export interface RaceSource {
  readonly nameIs: string;
  readonly srdName: string;
  readonly intro: string;
  readonly traits: readonly TraitSource[];
  readonly parent?: {
    readonly nameIs: string;
    /** The base race's intro sentence; empty where the chapter has none (gnomes). */
    readonly intro: string;
    readonly traits: readonly TraitSource[];
  };
}

export function trait(key: string, nameIs: string, srdName: string, body: string, after = ""): TraitSource {
  return { key, nameIs, srdName, html: `<p><strong>${nameIs}.</strong> ${body}</p>${after}` };
}

/** Icelandic decimal comma: 7.5 → "7,5". */
export function decimal(value: number): string {
  return String(value).replace(".", ",");
}

const NIGHT_SIGHT_RANGE =
  "Innan 18 metra sjá þeir jafn vel í rökkri og í björtu; í myrkri sjá þeir eins og í rökkri.";

export function darkvision(opening: string, who: string): TraitSource {
  return trait(
    "darkvision",
    "Nætursjón",
    "Darkvision",
    `${opening} ${NIGHT_SIGHT_RANGE} ${who} greina ekki liti í myrkri, aðeins gráa tóna.`,
  );
}
