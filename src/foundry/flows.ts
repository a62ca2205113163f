/**
 * How the module's flows run (the race flows and the breath alike): detached from the hook that
 * started them (errors end as one notice, never an unhandled rejection), and a race flow one at a
 * time per actor on this client, so two drops on the same actor can never both write a race.
 * Work that must not overlap for one key (a card's buttons, a creature's breath) waits its turn.
 */
import { MODULE_ID } from "../content/ids";
import { notify } from "./adapter";
import { clientState } from "./client";

/** The flows this client runs detached (for `dropsSettled`). */
const runningFlows = clientState(() => new Set<Promise<unknown>>());

/** Runs `work` detached from the hook that started it; an unexpected error ends as a notice. */
export function runDetached<T>(work: () => Promise<T>, failure = "Drop.Failed"): Promise<T | null> {
  const promise = work().catch((error: unknown) => {
    console.error(`${MODULE_ID} |`, error);
    notify("error", failure);
    return null;
  });
  const running = runningFlows();
  running.add(promise);
  void promise.finally(() => running.delete(promise));
  return promise;
}

/** Resolves once every flow started from a hook has finished (for tests, benchmarks and macros). */
export async function dropsSettled(): Promise<void> {
  const running = runningFlows();
  while (running.size) await Promise.all([...running]);
}

/** The actors a race flow runs for on this client. */
const busyActors = clientState(() => new Set<string>());

/**
 * Runs `work` as the only race flow of `actor` on this client; a second one started meanwhile
 * (another drop while a dialog is open) is told so and does nothing.
 */
export async function oneFlowPerActor<T>(actor: Actor5e, work: () => Promise<T | null>): Promise<T | null> {
  const busy = busyActors();
  if (busy.has(actor.uuid)) {
    notify("warn", "Drop.Busy", { actor: actor.name });
    return null;
  }
  busy.add(actor.uuid);
  try {
    return await work();
  } finally {
    busy.delete(actor.uuid);
  }
}

/**
 * A queue per key on this client: each `work` starts once the one before it with the same key has
 * settled (fulfilled or not), so what the first wrote is what the next one reads.
 */
export function queuePerKey(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const queues = clientState(() => new Map<string, Promise<unknown>>());
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const byKey = queues();
    const run = (byKey.get(key) ?? Promise.resolve()).then(work, work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    byKey.set(key, settled);
    void settled.then(() => {
      if (byKey.get(key) === settled) byKey.delete(key);
    });
    return run;
  };
}
