/**
 * One turn of the event loop, after pending I/O and microtasks, for `world.settle()`: setImmediate
 * in Node, without the 1 ms minimum of setTimeout(0), which every settle idled on; setTimeout in
 * the browser page, where the harness runs bundled (scripts/browser) and there is no setImmediate.
 * Socket deliveries and chat renders keep setTimeout(0): tests that fake timers (vi.useFakeTimers)
 * hold them back that way, as a slow network would.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === "function") setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}

/**
 * Work that runs in the background (not awaited by its caller) for `world.settle()` to wait on:
 * `track` registers a promise until it settles; a rejection is kept for settle to throw.
 */
export function backgroundWork() {
  const pending = new Set<Promise<unknown>>();
  const backgroundErrors: unknown[] = [];
  const track = <T>(promise: Promise<T>): Promise<T> => {
    const p = promise.catch((error: unknown) => {
      backgroundErrors.push(error);
      throw error;
    });
    pending.add(p);
    p.then(
      () => pending.delete(p),
      () => pending.delete(p),
    );
    return p;
  };
  return { pending, backgroundErrors, track };
}
