/**
 * Foundry's `Hooks`: `on`/`once`/`off`/`call`/`callAll`. `call` stops at the first handler that
 * returns exactly `false` and returns false; a throwing handler is reported and the others still
 * run, as Foundry does — errors are kept in `errors` so a test can assert none happened.
 */

export type HookFn = (...args: never[]) => unknown;

interface HookEntry {
  hook: string;
  id: number;
  fn: HookFn;
  once: boolean;
}

export interface HookCall {
  hook: string;
  args: unknown[];
}

export class HooksRegistry {
  readonly events: Record<string, HookEntry[]> = {};
  readonly errors: { hook: string; error: unknown }[] = [];
  /** Every `call`/`callAll`, in order, for tests that assert a hook fired. */
  readonly calls: HookCall[] = [];
  #nextId = 1;

  on(hook: string, fn: HookFn, { once = false }: { once?: boolean } = {}): number {
    const id = this.#nextId++;
    (this.events[hook] ??= []).push({ hook, id, fn, once });
    return id;
  }

  once(hook: string, fn: HookFn): number {
    return this.on(hook, fn, { once: true });
  }

  off(hook: string, fn: number | HookFn): void {
    const list = this.events[hook];
    if (!list) return;
    const index = list.findIndex((e) => (typeof fn === "number" ? e.id === fn : e.fn === fn));
    if (index >= 0) list.splice(index, 1);
  }

  callAll(hook: string, ...args: unknown[]): true {
    this.calls.push({ hook, args });
    for (const entry of [...(this.events[hook] ?? [])]) this.#run(entry, args);
    return true;
  }

  call(hook: string, ...args: unknown[]): boolean {
    this.calls.push({ hook, args });
    for (const entry of [...(this.events[hook] ?? [])]) {
      if (this.#run(entry, args) === false) return false;
    }
    return true;
  }

  /** How many times a hook has been called so far. */
  count(hook: string): number {
    return this.calls.filter((c) => c.hook === hook).length;
  }

  #run(entry: HookEntry, args: unknown[]): unknown {
    if (entry.once) this.off(entry.hook, entry.id);
    try {
      return (entry.fn as (...a: unknown[]) => unknown)(...args);
    } catch (error) {
      this.errors.push({ hook: entry.hook, error });
      console.error(`Error thrown in hooked function for "${entry.hook}"`, error);
      return undefined;
    }
  }
}
