/**
 * The self-check's temporary documents: everything it creates is recorded here, and `clear()`
 * deletes it all again, newest first — after a failed step and after the GM stopped the check
 * too. Nothing it did not create is ever deleted.
 */
import { MODULE_ID } from "../content/ids";
import { resolveUuid } from "../foundry/adapter";

export class Sandbox {
  readonly #created: { uuid: string; doc: FoundryDocument }[] = [];

  /** Keeps `doc` for deletion; returns it. */
  track<T extends FoundryDocument | null>(doc: T): T {
    if (doc) this.#created.push({ uuid: doc.uuid, doc });
    return doc;
  }

  get size(): number {
    return this.#created.length;
  }

  /** Deletes everything created, newest first; resolves with the UUIDs that are still there. */
  async clear(): Promise<string[]> {
    const left: string[] = [];
    for (const { uuid, doc } of [...this.#created].reverse()) {
      // Deleting a scene or an actor takes what it holds with it: those may already be gone.
      if (!(await resolveUuid(uuid))) continue;
      try {
        await doc.delete();
      } catch (error) {
        console.error(`${MODULE_ID} | the self-check could not delete ${uuid}`, error);
      }
      if (await resolveUuid(uuid)) left.push(uuid);
    }
    this.#created.length = 0;
    return left;
  }
}
