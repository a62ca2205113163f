/**
 * `node:async_hooks` for the harness bundled into a browser page. A page is ONE Foundry client, so
 * the page's world has one connected user (the others are not connected): the store only has to
 * hold while `run`'s function runs synchronously, and falls back to the world's current user after.
 */
export class AsyncLocalStorage<T> {
  #store: T | undefined;

  getStore(): T | undefined {
    return this.#store;
  }

  run<R>(store: T, fn: (...args: unknown[]) => R, ...args: unknown[]): R {
    const before = this.#store;
    this.#store = store;
    try {
      return fn(...args);
    } finally {
      this.#store = before;
    }
  }
}

export default { AsyncLocalStorage };
