/**
 * `dnd5e.registry.spellLists` as dnd5e 5.3 builds it: a class's spell list is a JournalEntryPage of
 * type "spells" (`system.type` "class", `system.identifier`, `system.spells` = spell UUIDs);
 * spells themselves carry no list membership.
 */
export class SpellList {
  readonly #spells = new Set<string>();
  constructor(
    readonly metadata: { identifier: string; name: string; type: string },
    readonly resolve: (uuid: string) => unknown,
  ) {}

  get uuids(): Set<string> {
    return new Set(this.#spells);
  }

  get indexes(): { name: string; system?: { identifier?: string } }[] {
    return [...this.#spells]
      .map((u) => this.resolve(u) as { name: string; system?: { identifier?: string } } | null)
      .filter((x): x is { name: string; system?: { identifier?: string } } => Boolean(x))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  get identifiers(): Set<string> {
    return new Set(this.indexes.map((s) => s.system?.identifier).filter((x): x is string => Boolean(x)));
  }

  contribute(page: { system: { spells?: Iterable<string> } }): void {
    for (const s of page.system.spells ?? []) this.#spells.add(s);
  }
}

export class SpellListRegistry {
  readonly #byType = new Map<string, Map<string, SpellList>>();
  constructor(
    readonly fromUuid: (uuid: string) => Promise<unknown>,
    readonly resolveSync: (uuid: string) => unknown,
  ) {}

  forType(type: string, identifier?: string): SpellList | null {
    if (type.includes(":")) throw new Error("harness: forType with a `type:identifier` key is not modelled");
    return this.#byType.get(type)?.get(identifier ?? "") ?? null;
  }

  async register(uuid: string): Promise<void> {
    const page = (await this.fromUuid(uuid)) as {
      type?: string;
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
    lists.get(page.system.identifier)!.contribute(page);
  }
}
