/**
 * Foundry's `Hooks`: `on`/`once`/`off`/`call`/`callAll`. `call` stops at the first handler that
 * returns exactly `false` and returns false; a throwing handler is reported and the others still
 * run, as Foundry does — errors are kept in `errors` so a test can assert none happened.
 *
 * One registry stands for the same handlers registered on every client (a module registers its
 * hooks in `init` on each). A hook that Foundry fires on every connected client (`createActor`,
 * `renderChatMessageHTML` …) is therefore called once per client, with `game.user` switched; each
 * call records the client it ran on (`HookCall.userId`), see `callsOn(user)`.
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
  /** The user whose client ran the hook (`game.user.id` at the time), or null without a world. */
  userId: string | null;
}

export class HooksRegistry {
  readonly events: Record<string, HookEntry[]> = {};
  readonly errors: { hook: string; error: unknown }[] = [];
  /** Every `call`/`callAll`, in order, for tests that assert a hook fired. */
  readonly calls: HookCall[] = [];
  #nextId = 1;
  /** Who the current client is (set by the world). */
  clientId: () => string | null = () => null;
  /**
   * Runs before a hook's handlers: the world keeps `game.ready` false from `init` on and sets it
   * when `ready` fires ("A hook event that fires once when the game is fully ready. Runs after
   * setup." — https://foundryvtt.com/api/v14/functions/hookEvents.ready.html, same on V13).
   */
  lifecycle: (hook: string) => void = () => {};

  on(hook: string, fn: HookFn, { once = false }: { once?: boolean } = {}): number {
    const id = this.#nextId++;
    (this.events[hook] ??= []).push({ hook, id, fn, once });
    return id;
  }

  once(hook: string, fn: HookFn): number {
    return this.on(hook, fn, { once: true });
  }

  off(hook: string, fn: number | HookFn): void {
    const list = this.events[hook] ?? [];
    const index = list.findIndex((e) => (typeof fn === "number" ? e.id === fn : e.fn === fn));
    if (index >= 0) list.splice(index, 1);
  }

  callAll(hook: string, ...args: unknown[]): true {
    this.lifecycle(hook);
    this.calls.push({ hook, args, userId: this.clientId() });
    for (const entry of [...(this.events[hook] ?? [])]) this.#run(entry, args);
    return true;
  }

  call(hook: string, ...args: unknown[]): boolean {
    this.lifecycle(hook);
    this.calls.push({ hook, args, userId: this.clientId() });
    for (const entry of [...(this.events[hook] ?? [])]) {
      if (this.#run(entry, args) === false) return false;
    }
    return true;
  }

  /** How many times a hook has been called so far (on any client; see `callsOn`). */
  count(hook: string): number {
    return this.calls.filter((c) => c.hook === hook).length;
  }

  /** The calls one client ran (by user id), optionally of one hook. */
  callsOn(userId: string, hook?: string): HookCall[] {
    return this.calls.filter((c) => c.userId === userId && (!hook || c.hook === hook));
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
