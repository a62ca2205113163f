/**
 * `dnd5e.registry.spellLists` as dnd5e 5.3 builds it: a class's spell list is a JournalEntryPage of
 * type "spells" (`system.type` "class", `system.identifier`, `system.spells` = spell UUIDs);
 * spells themselves carry no list membership.
 */
import type { BaseDocument } from "./documents";

export interface SpellListMetadata {
  identifier: string;
  name: string;
  type: string;
}

export class SpellList {
  readonly #spells = new Map<string, { page: string }>();
  constructor(
    readonly metadata: SpellListMetadata,
    readonly resolve: (uuid: string) => unknown,
  ) {}

  get name(): string {
    return this.metadata.name;
  }

  get uuids(): Set<string> {
    return new Set(this.#spells.keys());
  }

  get indexes(): { name: string; system?: { identifier?: string } }[] {
    return [...this.#spells.keys()]
      .map((u) => this.resolve(u) as { name: string; system?: { identifier?: string } } | null)
      .filter((x): x is { name: string; system?: { identifier?: string } } => Boolean(x))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  get identifiers(): Set<string> {
    return new Set(this.indexes.map((s) => s.system?.identifier).filter((x): x is string => Boolean(x)));
  }

  contribute(page: { uuid: string; system: { spells?: Iterable<string> } }): Set<string> {
    const added = new Set<string>();
    for (const s of page.system.spells ?? []) {
      if (!this.#spells.has(s)) added.add(s);
      this.#spells.set(s, { page: page.uuid });
    }
    return added;
  }

  has(spell: string | BaseDocument): boolean {
    const uuid =
      typeof spell === "string"
        ? spell
        : ((spell._stats.compendiumSource as string | null | undefined) ?? spell.uuid);
    return this.#spells.has(uuid);
  }
}

export class SpellListRegistry {
  readonly #bySpell = new Map<string, Set<SpellList>>();
  readonly #byType = new Map<string, Map<string, SpellList>>();
  constructor(
    readonly fromUuid: (uuid: string) => Promise<unknown>,
    readonly resolveSync: (uuid: string) => unknown,
  ) {}

  get ready(): boolean {
    return true;
  }

  get options(): { value: string; label: string; type: string }[] {
    const out: { value: string; label: string; type: string }[] = [];
    for (const [type, lists] of this.#byType)
      for (const [id, list] of lists) out.push({ value: `${type}:${id}`, label: list.name, type });
    return out.sort((a, b) => a.label.localeCompare(b.label));
  }

  forType(type: string, identifier?: string): SpellList | null {
    let t = type;
    let id = identifier;
    if (t.includes(":") && !id) [t, id] = t.split(":", 2) as [string, string];
    return this.#byType.get(t)?.get(id ?? "") ?? null;
  }

  async register(uuid: string): Promise<void> {
    const page = (await this.fromUuid(uuid)) as {
      type?: string;
      uuid: string;
      name: string;
      system: { type: string; identifier: string; spells?: Iterable<string> };
    } | null;
    if (!page) throw new Error(`Journal entry page "${uuid}" could not be found to register as spell list.`);
    if (page.type !== "spells") throw new Error(`Journal entry page "${uuid}" is not a Spell List.`);
    if (!this.#byType.has(page.system.type)) this.#byType.set(page.system.type, new Map());
    const lists = this.#byType.get(page.system.type)!;
    if (!lists.has(page.system.identifier)) {
      lists.set(
        page.system.identifier,
        new SpellList(
          { identifier: page.system.identifier, name: page.name, type: page.system.type },
          this.resolveSync,
        ),
      );
    }
    const list = lists.get(page.system.identifier)!;
    for (const spell of list.contribute(page)) {
      if (!this.#bySpell.has(spell)) this.#bySpell.set(spell, new Set());
      this.#bySpell.get(spell)!.add(list);
    }
  }
}
