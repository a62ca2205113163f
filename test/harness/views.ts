/**
 * Which scene each client views. In Foundry every browser has its own canvas and views one scene
 * (`canvas.scene`, `game.scenes.viewed`) whatever the others view; `Actor#getActiveTokens` and the
 * canvas layers read that scene only. The harness keeps one view per user, the world's first scene
 * until `viewScene` (scene.ts) moves a client elsewhere.
 */
import type { Scene } from "./canvas";
import type { User } from "./users";

export class SceneViews {
  readonly #byUser = new Map<string, Scene | null>();

  constructor(
    readonly first: Scene,
    readonly current: () => User,
  ) {}

  /** The scene the current client views (null: its canvas shows none). */
  viewed(): Scene | null {
    const id = this.current().id;
    return this.#byUser.has(id) ? this.#byUser.get(id)! : this.first;
  }

  view(userId: string, scene: Scene | null): void {
    this.#byUser.set(userId, scene);
  }
}
