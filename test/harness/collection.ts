/** Foundry's `foundry.utils.Collection`: a Map with array-style helpers and `contents`. */
type Callback<V, C, T> = (value: V, index: number, collection: C) => T;

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

  find(condition: Callback<V, this, unknown>): V | undefined {
    return this.contents.find((v, i) => condition(v, i, this));
  }

  filter(condition: Callback<V, this, unknown>): V[] {
    return this.contents.filter((v, i) => condition(v, i, this));
  }

  some(condition: Callback<V, this, unknown>): boolean {
    return this.contents.some((v, i) => condition(v, i, this));
  }

  every(condition: Callback<V, this, unknown>): boolean {
    return this.contents.every((v, i) => condition(v, i, this));
  }

  map<T>(transformer: Callback<V, this, T>): T[] {
    return this.contents.map((v, i) => transformer(v, i, this));
  }

  reduce<T>(reducer: (accumulator: T, value: V, index: number, collection: this) => T, initial: T): T {
    return this.contents.reduce((acc, v, i) => reducer(acc, v, i, this), initial);
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
