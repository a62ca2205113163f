/**
 * The shape of a term table and the lookups over it. Pure: no Foundry globals, no imports.
 */

/** Icelandic terms keyed by a dnd5e id (`CONFIG.DND5E.<section>` key or item identifier). */
export type TermTable<Id extends string = string> = Readonly<Record<Id, string>>;

/** The Icelandic term for `id` in `table`, or `undefined` when the table has none (never a prototype key). */
export function termFor(table: TermTable, id: string): string | undefined {
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

/** `termFor`, falling back to `fallback` (e.g. dnd5e's own label) when the table has no term. */
export function termOr(table: TermTable, id: string, fallback: string): string {
  return termFor(table, id) ?? fallback;
}

/** The ids of a table, in declaration order. */
export function termIds<Id extends string>(table: TermTable<Id>): Id[] {
  return Object.keys(table) as Id[];
}
