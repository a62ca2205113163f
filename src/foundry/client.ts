/**
 * State that belongs to this client: its locks, what it is deciding, what it waits for. Foundry
 * runs one client per browser page, with one `game.userId`, so a module-level variable is one per
 * client there. Here the state is kept per `game.userId` instead, so that a process running
 * several clients at once (the test harness: each connected user is a client) gives each client
 * its own, as separate browsers have, and no lock or record of one client is seen by another.
 * `test/architecture.test.ts` refuses module-level mutable state anywhere else in src/.
 */

/** This client's id: the user it is logged in as (`game.userId`), or "" before there is a game. */
function clientId(): string {
  const game = (globalThis as { game?: { userId?: unknown } }).game;
  return typeof game?.userId === "string" ? game.userId : "";
}

/** A getter for state of one kind, made by `create` the first time each client asks for it. */
export function clientState<T>(create: () => T): () => T {
  const byClient = new Map<string, T>();
  return () => {
    const id = clientId();
    let state = byClient.get(id);
    if (state === undefined) {
      state = create();
      byClient.set(id, state);
    }
    return state;
  };
}
