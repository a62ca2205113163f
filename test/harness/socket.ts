/**
 * `game.socket` across the harness's simulated clients: `on` registers a handler for the user who
 * is current at that moment (their client); `emit` from one user reaches the handlers of every
 * other connected user — never the sender — asynchronously, with `game.user` switched to the
 * receiving user while the handler runs.
 *
 * As Foundry's server relays a package's socket event:
 * - only on the package's own channel, `module.<id>` or `system.<id>`, and only when the package's
 *   manifest says `"socket": true`; otherwise the emit is accepted and delivered to no one
 *   (foundryvtt.wiki "Sockets": a package "must request a socket namespace from the server" with
 *   `socket: true`, and emits on `module.{module-name}` or `system.{system-id}`);
 * - with the sending user's id appended after what the sender emitted: a one-argument emit reaches
 *   the handlers as `(data, senderId)` (socketlib's `_onSocketReceived(message, senderId)`;
 *   vttforge's sockets.ts: "Foundry appends the authenticated sender's id as the second argument
 *   of a listener"). A sender that emits more arguments moves its own id further back; the
 *   server's id is always the last one.
 */
import type { User, Users } from "./users";

type Handler = (...args: unknown[]) => unknown;

interface Registration {
  event: string;
  userId: string;
  handler: Handler;
}

export interface SocketDelivery {
  event: string;
  from: string;
  to: string;
  args: unknown[];
}

export class SocketHub {
  readonly #registrations: Registration[] = [];
  readonly deliveries: SocketDelivery[] = [];
  readonly emitted: { event: string; from: string; args: unknown[] }[] = [];

  constructor(
    readonly users: Users,
    readonly current: () => User,
    readonly asUser: <T>(user: User, fn: () => T) => T,
    readonly track: <T>(p: Promise<T>) => Promise<T>,
    /** Whether the server relays an event: a package's channel whose manifest asks for a socket. */
    readonly relays: (event: string) => boolean,
  ) {}

  on(event: string, handler: Handler): void {
    this.#registrations.push({ event, userId: this.current().id, handler });
  }

  off(event: string, handler?: Handler): void {
    for (let i = this.#registrations.length - 1; i >= 0; i--) {
      const r = this.#registrations[i]!;
      if (r.event === event && (!handler || r.handler === handler)) this.#registrations.splice(i, 1);
    }
  }

  emit(event: string, ...args: unknown[]): boolean {
    const from = this.current();
    if (typeof args.at(-1) === "function")
      throw new Error("harness: a socket acknowledgement is not modelled");
    this.emitted.push({ event, from: from.id, args });
    const targets = this.relays(event)
      ? this.#registrations.filter(
          (r) => r.event === event && r.userId !== from.id && this.users.get(r.userId)?.active,
        )
      : [];
    const payload = [...(JSON.parse(JSON.stringify(args)) as unknown[]), from.id];
    const delivery = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      for (const target of targets) {
        const user = this.users.get(target.userId)!;
        this.deliveries.push({ event, from: from.id, to: user.id, args: payload });
        await this.asUser(user, () => target.handler(...payload));
      }
    })();
    void this.track(delivery);
    return true;
  }
}
