/** Foundry's `foundry.utils.Collection`: a Map with array-style helpers and `contents`. */
export class Collection<V> extends Map<string, V> {
  /** The values as an array, in insertion order. */
  get contents(): V[] {
    return Array.from(this.values());
  }

  override get(key: string, { strict = false }: { strict?: boolean } = {}): V | undefined {
    const entry = super.get(key);
    if (strict && entry === undefined)
      throw new Error(`The key ${key} does not exist in the ${this.constructor.name} Collection`);
    return entry;
  }

  getName(name: string, { strict = false }: { strict?: boolean } = {}): V | undefined {
    const entry = this.find((e) => (e as { name?: unknown }).name === name);
    if (strict && entry === undefined)
      throw new Error(`An entry with name ${name} does not exist in the collection`);
    return entry;
  }

  find(condition: (value: V, index: number, collection: this) => unknown): V | undefined {
    let i = 0;
    for (const v of this.values()) {
      if (condition(v, i, this)) return v;
      i++;
    }
    return undefined;
  }

  filter(condition: (value: V, index: number, collection: this) => unknown): V[] {
    const out: V[] = [];
    let i = 0;
    for (const v of this.values()) {
      if (condition(v, i, this)) out.push(v);
      i++;
    }
    return out;
  }

  some(condition: (value: V, index: number, collection: this) => unknown): boolean {
    let i = 0;
    for (const v of this.values()) {
      if (condition(v, i, this)) return true;
      i++;
    }
    return false;
  }

  every(condition: (value: V, index: number, collection: this) => unknown): boolean {
    let i = 0;
    for (const v of this.values()) {
      if (!condition(v, i, this)) return false;
      i++;
    }
    return true;
  }

  map<T>(transformer: (value: V, index: number, collection: this) => T): T[] {
    const out: T[] = [];
    let i = 0;
    for (const v of this.values()) out.push(transformer(v, i++, this));
    return out;
  }

  reduce<T>(reducer: (accumulator: T, value: V, index: number, collection: this) => T, initial: T): T {
    let acc = initial;
    let i = 0;
    for (const v of this.values()) acc = reducer(acc, v, i++, this);
    return acc;
  }

  toJSON(): unknown[] {
    return this.map((e) => {
      const withJson = e as { toJSON?: () => unknown };
      return typeof withJson.toJSON === "function" ? withJson.toJSON() : e;
    });
  }

  // @ts-expect-error -- Foundry's Collection iterates its values, not [key, value] entries.
  override [Symbol.iterator](): MapIterator<V> {
    return this.values();
  }
}
